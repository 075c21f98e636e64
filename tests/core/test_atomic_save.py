"""Saving never loses a design: atomic replace, a backup, clear errors (issue 7)."""

import errno
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from designer.core import atomic
from designer.core.atomic import SaveError, backup_path, write_atomic

WRITER = """
import sys
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
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)],
                            cwd=Path(__file__).resolve().parents[2])
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
