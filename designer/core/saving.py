"""Saving a Hullwright file: what Hullwright writes it must be able to read.

Before anything is written, the text goes through the same limits as every file read (size,
entries, depth, number size: the located loader), so a save can never leave a file Hullwright then
refuses; and a file Hullwright cannot read is never rotated into the ``~`` backup, where it would
replace the good copy kept there.
"""

from __future__ import annotations

from pathlib import Path

from designer.core.atomic import SaveError, write_atomic
from designer.core.errors import LoadError
from designer.core.file_reader import MAX_BYTES
from designer.core.yaml_source import load_yaml, read_text


def readable_text(path: str | Path) -> str | None:
    """The text of ``path`` if Hullwright can read it as YAML within its limits, else None."""
    try:
        text = read_text(path)
        load_yaml(path, text)
    except LoadError:
        return None
    return text


def checked_bytes(path: str | Path, text: str) -> bytes:
    """``text`` encoded, once the loader has read it back; else a :class:`SaveError`."""
    data = text.encode("utf-8")
    if len(data) > MAX_BYTES:
        raise SaveError(
            f"{path}: not saved: it would be {len(data) / 1_000_000:.1f} MB, more "
            f"than the {MAX_BYTES / 1_000_000:g} MB Hullwright reads; shorten its notes "
            "or source, or split the fleet (the previous file is unchanged)"
        )
    try:
        load_yaml(path, text)
    except LoadError as exc:
        raise SaveError(
            f"{path}: not saved: Hullwright could not read it back ({exc.message}); "
            "the previous file is unchanged"
        ) from None
    return data


def save_text(path: str | Path, text: str, keep_backup: bool = True) -> None:
    """Write ``text`` atomically once it reads back; the current file becomes ``path~`` only
    if Hullwright can read it."""
    data = checked_bytes(path, text)
    write_atomic(path, data, keep_backup and readable_text(path) is not None)
