"""Where the window proposes to write a file: a name made from the design's or fleet's name, in
the folder the player last used for that kind of file (``Preferences.folder``); and the file
dialogs that start there (:class:`FolderDialogs`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from designer.app.dialogs import Dialogs
from designer.app.preferences import FolderKind, Preferences
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


@dataclass(frozen=True)
class FolderDialogs:
    """The file dialogs, each starting in the folder last used for its kind of file (designs,
    fleets, exports), else the documents folder; the folder chosen is remembered."""

    dialogs: Dialogs
    prefs: Preferences

    def ask_open(self, kind: FolderKind, title: str = "Open design") -> Path | None:
        path = self.dialogs.ask_open_path(str(self.prefs.folder(kind)), title)
        if path:
            self.prefs.remember_folder(kind, path)
        return path

    def ask_save(self, kind: FolderKind, proposal: Path, title: str = "Save design as") -> Path | None:
        path = self.dialogs.ask_save_path(str(proposal), title)
        if path:
            self.prefs.remember_folder(kind, path)
        return path

    def ask_export(self, proposal: Path, roster: bool = False) -> Path | None:
        path = self.dialogs.ask_export_path(str(proposal), roster)
        if path:
            self.prefs.remember_folder("exports", path)
        return path
