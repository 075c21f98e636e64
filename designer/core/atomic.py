"""Atomic file writes: a staging file, flush, fsync, replace; the previous version kept as ``~``.

Only a regular file (or a missing path) is ever replaced: a symlink is written through to its
target, resolved once; a device, FIFO, socket or folder is refused, so ``-o /dev/null`` can never
turn a device into a file. Staging files are named ``.NAME.<random>.hullwright.tmp`` (unique, so
two processes saving one file never collide, and recognisable, so those a killed process left
behind are removed by the next write beside them once they are an hour old).
"""

from __future__ import annotations

import os
import secrets
import shutil
import stat
import time
from pathlib import Path

STAGING_SUFFIX = ".hullwright.tmp"
OLD_STAGING_SUFFIX = ".drydock.tmp"  # left by a killed process before the rename: removed too
STALE_SECONDS = 3600  # a staging file this old belongs to no running save


class SaveError(Exception):
    """A file that could not be written; the original (if any) is untouched."""


def write_atomic(path: str | Path, data: bytes, keep_backup: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one whole.
    Raises :class:`SaveError` only when this write did not land (a failure to keep the backup
    after the new file is in place is not one)."""
    path = writable_target(Path(path))
    folder = path.parent
    remove_stale_staging(path)
    tmp = _write_staging(path, data)
    staging = None
    try:
        existing = _regular_mode(path)
        if existing is not None:
            os.chmod(tmp, existing)  # a new file keeps the mode the umask gave it
        if keep_backup and existing is not None:
            staging = _stage_backup(path)
        os.replace(tmp, path)
    except OSError as exc:
        _unlink(tmp, staging)
        raise SaveError(
            f"{path}: could not be saved ({exc.strerror or exc}); the previous file is unchanged"
        ) from None
    if staging is not None:
        try:
            os.replace(staging, backup_path(path))
        except OSError:  # another save took the backup's place first: its copy is as good
            pass
        # rename() of two links to one file does nothing (a concurrent save staged the same
        # version): the staging name may still be there.
        _unlink(staging)
    _fsync_folder(folder)


def writable_target(path: Path) -> Path:
    """The file a write to ``path`` replaces: a symlink's target (resolved once), refusing
    anything that is not a regular file or a missing name in an existing folder."""
    if "\x00" in str(path):
        raise SaveError(f"{path!r}: a file name cannot contain a NUL character")
    try:
        if path.is_symlink():
            path = Path(os.path.realpath(path))
    except OSError as exc:  # a name longer than the file system allows, a folder unreadable
        raise SaveError(
            f"{path}: cannot be written ({exc.strerror or exc}); choose another place or a shorter name"
        ) from None
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise SaveError(f"{path}: the folder {folder} does not exist; choose another place")
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return path
    except OSError as exc:
        raise SaveError(f"{path}: cannot be written ({exc.strerror or exc})") from None
    if not stat.S_ISREG(mode):
        kind = "a folder" if stat.S_ISDIR(mode) else "a device, pipe or socket, not a file"
        raise SaveError(f"{path}: is {kind}; Hullwright writes only over regular files, choose a file name")
    return path


def staging_name(path: Path) -> Path:
    return path.with_name(f".{path.name}.{secrets.token_hex(6)}{STAGING_SUFFIX}")


def remove_stale_staging(path: Path, now: float | None = None) -> None:
    """Delete staging files of ``path`` that a killed process left (older than an hour)."""
    limit = (now if now is not None else time.time()) - STALE_SECONDS
    try:
        leftovers = [
            p
            for p in path.parent.iterdir()
            if p.name.startswith(f".{path.name}.") and p.name.endswith((STAGING_SUFFIX, OLD_STAGING_SUFFIX))
        ]
    except OSError:
        return
    for leftover in leftovers:
        try:
            if leftover.lstat().st_mtime < limit:
                leftover.unlink()
        except OSError:
            pass


def _write_staging(path: Path, data: bytes) -> Path:
    """``data`` in a new staging file beside ``path``, created with the mode the umask gives."""
    tmp = staging_name(path)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    except OSError as exc:
        raise SaveError(
            f"{path}: cannot write in {path.parent} ({exc.strerror}); choose another folder"
        ) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        _unlink(tmp)
        raise SaveError(
            f"{path}: could not be saved ({exc.strerror or exc}); the previous file is unchanged"
        ) from None
    return tmp


def _regular_mode(path: Path) -> int | None:
    """The permission bits of the regular file at ``path``; None when there is none."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        return None


def _stage_backup(path: Path) -> Path:
    """A second name for the current version, to become ``path~`` once the save has landed: a
    hard link where the file system has them (nothing to cut short), else a copy."""
    staging = staging_name(path)
    try:
        os.link(path, staging)
    except OSError:
        shutil.copy2(path, staging)
    return staging


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + "~")


def _unlink(*paths: Path | None) -> None:
    for leftover in paths:
        if leftover is not None:
            try:
                os.unlink(leftover)
            except OSError:
                pass


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
