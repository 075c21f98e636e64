"""Where the window proposes to write a file: a name made from the design's or fleet's name, in
the folder the player last used for that kind of file (``Preferences.folder``)."""

from __future__ import annotations

from pathlib import Path

from designer.core.design_file import is_bundled


def file_stem(name: str, default: str = "design") -> str:
    """A file name for a design or fleet name: letters, digits, ``-`` and ``_``."""
    stem = "".join(c if c.isalnum() or c in "-_ " else "-" for c in name).strip().replace(" ", "-")
    return stem.lower() or default


def export_proposal(name: str, folder: Path, default: str = "design", suffix: str = ".pdf") -> Path:
    """What Export proposes: ``<folder>/<name>.pdf`` (a roster: ``.md``)."""
    return folder / f"{file_stem(name, default)}{suffix}"


def save_proposal(path: Path | None, name: str, folder: Path, default: str = "design") -> Path:
    """What Save As proposes: the file itself, else (an untitled file, a copy of a bundled one)
    ``<folder>/<name>.yaml``."""
    if path is not None and not is_bundled(path):
        return path
    return folder / f"{file_stem(name, default)}.yaml"
