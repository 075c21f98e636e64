"""Atomic file writes: temporary file, flush, fsync, replace; the previous version kept as ``~``."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


class SaveError(Exception):
    """A file that could not be written; the original (if any) is untouched."""


def write_atomic(path: str | Path, data: bytes, keep_backup: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one whole."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise SaveError(f"{path}: the folder {folder} does not exist; choose another place")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise SaveError(f"{path}: cannot write in {folder} ({exc.strerror}); choose another folder") from None
    staging = None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        if keep_backup and path.exists():
            staging = _stage_backup(path)
        os.replace(tmp, path)
        if staging:
            os.replace(staging, backup_path(path))
        _fsync_folder(folder)
    except OSError as exc:
        for leftover in (tmp, staging):
            if leftover:
                try:
                    os.unlink(leftover)
                except OSError:
                    pass
        raise SaveError(f"{path}: could not be saved ({exc.strerror or exc}); "
                        "the previous file is unchanged") from None


def _stage_backup(path: Path) -> Path:
    """A second name for the current version, to become ``path~`` once the save has landed: a
    hard link where the file system has them (nothing to cut short), else a copy."""
    staging = path.with_name(f".{path.name}~.tmp")
    staging.unlink(missing_ok=True)
    try:
        os.link(path, staging)
    except OSError:
        shutil.copy2(path, staging)
    return staging


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + "~")


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
