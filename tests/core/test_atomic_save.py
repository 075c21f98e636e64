"""Saving never loses a design: atomic replace, a backup, clear errors (issue 7)."""

import errno
import os
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from designer.core import atomic
from designer.core.atomic import SaveError, backup_path, write_atomic

WRITER = """
import sys
import threading
from designer.core.atomic import write_atomic
path = sys.argv[1]
i = 0
while True:  # alternate two whole, distinguishable versions as fast as possible
    body = (b"A" if i % 2 else b"B") * 4_000_000
    write_atomic(path, b"start\\n" + body + b"\\nend\\n")
    i += 1
"""


def whole(data: bytes) -> bool:
    if not (data.startswith(b"start\n") and data.endswith(b"\nend\n")):
        return False
    body = data[6:-5]
    return len(body) == 4_000_000 and body.count(body[:1]) == len(body)


@pytest.mark.parametrize("attempt", range(3))
def test_kill_during_save_leaves_old_or_new_file_whole(tmp_path, attempt):
    target = tmp_path / "ship.yaml"
    write_atomic(target, b"start\n" + b"O" * 4_000_000 + b"\nend\n")
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(target)], cwd=Path(__file__).resolve().parents[2]
    )
    try:
        deadline = time.monotonic() + 20
        # Wait until it has saved at least once, then kill it at a moment of its choosing.
        while target.read_bytes()[6:7] == b"O" and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.05 * (attempt + 1))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert whole(target.read_bytes())
    assert whole(backup_path(target).read_bytes())


def test_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        write_atomic(tmp_path / "no" / "ship.yaml", b"x")


def test_a_name_too_long_is_a_clear_error(tmp_path):
    """Issue 22 section 6: 300 characters (Linux allows 255 bytes) raised a bare OSError from
    the target check, which reached the window and the command line uncaught."""
    with pytest.raises(SaveError, match="File name too long.*choose another place"):
        write_atomic(tmp_path / ("x" * 300 + ".yaml"), b"name: x\n")


def test_full_disk_keeps_the_previous_file(tmp_path, monkeypatch):
    target = tmp_path / "ship.yaml"
    target.write_bytes(b"old")

    def no_space(*args):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "replace", no_space)
    with pytest.raises(SaveError, match="No space left on device.*previous file is unchanged"):
        write_atomic(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_read_only_folder_is_a_clear_error(tmp_path, monkeypatch):
    real_open = os.open

    def read_only(path, flags, *args, **kwargs):
        if flags & os.O_CREAT:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(atomic.os, "open", read_only)
    with pytest.raises(SaveError, match="Read-only file system"):
        write_atomic(tmp_path / "ship.yaml", b"new")


# --- issue 11: what a write may replace, staging names, concurrent saves ------------------------
def test_a_symlink_is_written_through_to_its_target(tmp_path):
    target = tmp_path / "real.yaml"
    target.write_bytes(b"old")
    link = tmp_path / "link.yaml"
    link.symlink_to(target)
    write_atomic(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"
    assert backup_path(target).read_bytes() == b"old"


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_only_regular_files_are_replaced(tmp_path, kind):
    path = tmp_path / "out.pdf"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        try:  # a copy of /dev/null (root can make one; elsewhere use the real one)
            os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        except (PermissionError, AttributeError):
            path = Path("/dev/null")
    before = os.lstat(path)
    with pytest.raises(SaveError, match="writes only over regular files"):
        write_atomic(path, b"%PDF-1.4", keep_backup=False)
    after = os.lstat(path)
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(atomic.STAGING_SUFFIX)]


def test_a_symlink_to_a_device_is_refused(tmp_path):
    link = tmp_path / "out.pdf"
    link.symlink_to("/dev/null")
    with pytest.raises(SaveError, match="writes only over regular files"):
        write_atomic(link, b"%PDF-1.4", keep_backup=False)
    assert link.is_symlink()


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_a_new_file_gets_the_mode_the_umask_gives(tmp_path, umask):
    previous = os.umask(umask)
    try:
        write_atomic(tmp_path / "new.pdf", b"%PDF-", keep_backup=False)
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "new.pdf").stat().st_mode) == 0o666 & ~umask


def test_an_existing_file_keeps_its_mode(tmp_path):
    path = tmp_path / "ship.yaml"
    path.write_bytes(b"old")
    path.chmod(0o640)
    write_atomic(path, b"new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_staging_names_are_unique_and_recognisable(tmp_path):
    path = tmp_path / "ship.yaml"
    names = {atomic.staging_name(path).name for _ in range(50)}
    assert len(names) == 50
    assert all(n.startswith(".ship.yaml.") and n.endswith(".hullwright.tmp") for n in names)


def test_a_backup_taken_by_another_save_is_not_a_failure(tmp_path, monkeypatch):
    """Two processes saving one file: the other one may move the backup's staging file away
    (the old fixed name ``.NAME~.tmp`` made them collide). This save landed: no error."""
    path = tmp_path / "ship.yaml"
    path.write_bytes(b"v1")
    real_link = os.link

    def link_then_lose_it(src, dst, *args, **kwargs):
        real_link(src, dst, *args, **kwargs)
        os.unlink(dst)  # the other process got there first

    monkeypatch.setattr(atomic.os, "link", link_then_lose_it)
    write_atomic(path, b"v2")
    assert path.read_bytes() == b"v2"


def test_concurrent_saves_report_no_false_failure(tmp_path):
    path = tmp_path / "ship.yaml"
    path.write_bytes(b"start")
    failures: list[str] = []

    def saver(mark: bytes):
        for i in range(150):
            try:
                write_atomic(path, mark + str(i).encode())
            except SaveError as exc:
                failures.append(str(exc))

    threads = [threading.Thread(target=saver, args=(m,)) for m in (b"A", b"B")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    assert path.read_bytes()[:1] in (b"A", b"B")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(atomic.STAGING_SUFFIX)]


def test_stale_staging_files_are_removed_by_the_next_write(tmp_path):
    path = tmp_path / "sheet.pdf"
    stale = tmp_path / ".sheet.pdf.0123456789ab.hullwright.tmp"  # left by a killed export
    fresh = tmp_path / ".sheet.pdf.ba9876543210.hullwright.tmp"  # another export, still writing
    other = tmp_path / ".other.pdf.0123456789ab.hullwright.tmp"  # another target's
    old = tmp_path / ".sheet.pdf.0123456789ab.drydock.tmp"  # killed before the rename
    for leftover in (stale, fresh, other, old):
        leftover.write_bytes(b"x" * 1000)
    two_hours_ago = time.time() - 7200
    for leftover in (stale, other, old):
        os.utime(leftover, (two_hours_ago, two_hours_ago))
    write_atomic(path, b"%PDF-", keep_backup=False)
    assert not stale.exists() and not old.exists() and fresh.exists() and other.exists()
