"""The player's preferences, kept as JSON in the state folder beside the recent list: the paper,
the print options (each game's sheet options, copies of each sheet, a blank sheet), the folder
each kind of file dialog starts in, and the house-rule profile chosen for each game.

Kept as safely as the recent list: a file that is not one Hullwright wrote (not JSON, a wrong
shape, a FIFO in its place) is set aside as ``preferences.json.broken`` and the defaults stand;
a state folder that cannot be written loses this session's choices, nothing else. A value that
no longer fits (a sheet option a game dropped, a folder since deleted) is passed over where it
is read, so an old file never stops the window.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QLocale

from designer.core.atomic import SaveError, write_atomic
from designer.core.errors import LoadError
from designer.core.file_reader import read_json
from designer.core.game import Game
from designer.core.model import RuleValue
from designer.core.user_folders import documents_dir, set_aside
from designer.sheets.export import MAX_COPIES, PrintSettings

FolderKind = Literal["designs", "fleets", "exports"]
LETTER_TERRITORIES = (QLocale.Country.UnitedStates, QLocale.Country.Canada)


def paper_for_locale(locale: QLocale) -> str:
    """Letter where the locale's country prints on it (the US and Canada), A4 elsewhere."""
    return "letter" if locale.territory() in LETTER_TERRITORIES else "a4"


class PreferencesFile(BaseModel):
    """``preferences.json`` as Hullwright writes it. Keys a later version adds are ignored, so an
    older Hullwright keeps the choices it knows."""

    model_config = ConfigDict(frozen=True, extra="ignore", strict=True)

    paper: Literal["a4", "letter"] | None = None  # None: the locale's
    copies: int = Field(default=1, ge=1, le=MAX_COPIES)
    blank: bool = False
    sheet_options: dict[str, dict[str, RuleValue]] = Field(default_factory=dict)  # by game id
    folders: dict[str, str] = Field(default_factory=dict)  # by FolderKind
    profiles: dict[str, str] = Field(default_factory=dict)  # a profile file by game id


class Preferences:
    """Read once when the window starts, written whole at every change."""

    def __init__(self, folder: Path, locale: QLocale | None = None):
        self.file = Path(folder) / "preferences.json"
        self.set_aside: list[Path] = []  # for the window to say what it could not read
        self.locale_paper = paper_for_locale(locale or QLocale())  # the system's unless set
        self.data = self._read()

    def _read(self) -> PreferencesFile:
        if not os.path.lexists(self.file):
            return PreferencesFile()
        try:
            return PreferencesFile.model_validate(read_json(self.file))
        except (LoadError, ValidationError):
            moved = set_aside(self.file)
            if moved is not None:
                self.set_aside.append(moved)
            return PreferencesFile()

    def _update(self, **changes) -> None:
        self.data = self.data.model_copy(update=changes)
        try:
            write_atomic(
                self.file, json.dumps(self.data.model_dump(), indent=1).encode("utf-8"), keep_backup=False
            )
        except SaveError:
            pass  # a read-only state folder: the choice holds for this session only

    # --- paper and print options -----------------------------------------------------------------
    @property
    def paper(self) -> str:
        return self.data.paper or self.locale_paper

    def print_settings(self, game: Game) -> PrintSettings:
        """The print settings last chosen, with the sheet options ``game`` has and accepts."""
        saved = self.data.sheet_options.get(game.id, {})
        options = {
            o.key: saved[o.key] for o in game.sheet_options if o.key in saved and o.accepts(saved[o.key])
        }
        return PrintSettings(self.paper, options, self.data.copies, self.data.blank)

    def remember_print(self, settings: PrintSettings, game: Game | None = None) -> None:
        """Keep the paper, copies and blank sheet, and ``game``'s sheet options."""
        options = dict(self.data.sheet_options)
        if game is not None:
            options[game.id] = dict(settings.for_game(game))
        self._update(
            paper=settings.paper, copies=settings.copies, blank=settings.blank, sheet_options=options
        )

    # --- where file dialogs start ----------------------------------------------------------------
    def folder(self, kind: FolderKind, make: bool = False) -> Path:
        """The folder the last dialog of this kind ended in, else ``Documents/Hullwright`` (made,
        with ``make``, for a file about to be saved there), else the nearest folder that is."""
        remembered = self.data.folders.get(kind)
        if remembered and Path(remembered).is_dir():
            return Path(remembered)
        documents = documents_dir()
        if make:
            try:
                documents.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass  # read-only documents: the dialog starts nearby and the player chooses
        return next((f for f in (documents, documents.parent) if f.is_dir()), Path.home())

    def remember_folder(self, kind: FolderKind, path: Path) -> None:
        """Remember the folder of a file a dialog of this kind chose."""
        folder = str(Path(path).resolve().parent)
        if self.data.folders.get(kind) != folder:
            self._update(folders={**self.data.folders, kind: folder})

    # --- house rules ------------------------------------------------------------------------------
    def profile_file(self, game_id: str) -> Path | None:
        saved = self.data.profiles.get(game_id)
        return Path(saved) if saved else None

    def remember_profile(self, game_id: str, path: Path | None) -> None:
        profiles = {k: v for k, v in self.data.profiles.items() if k != game_id}
        if path is not None:
            profiles[game_id] = str(path)
        self._update(profiles=profiles)
