"""Every question the window asks the player, in one overridable place.

The window never opens a dialog directly: it calls a method here. Tests replace the object (or
one method) with scripted answers, so no dialog can ever block a headless run.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from designer.app.dialog_buttons import ok_cancel
from designer.app.print_options import PrintOptionsDialog
from designer.core import registry
from designer.core.game import EMPTY, Game
from designer.core.numbers import format_points
from designer.sheets.export import PrintSettings

DESIGN_FILTER = "Hullwright designs (*.yaml *.yml);;All files (*)"
PDF_FILTER = "PDF files (*.pdf)"
ROSTER_FILTER = "Markdown (*.md);;CSV for spreadsheets (*.csv)"
Unsaved = Literal["save", "discard", "cancel"]
OnDisk = Literal["reload", "keep", "overwrite"]
Refit = Literal["refit", "new", "cancel"]


IMPORT_FILTER = (
    "Full Thrust Fleet Manager files (*.FTDesign *.FTFleet);;Full Thrust design text (*.txt *.md);;"
    "All files (*)"
)


@dataclass(frozen=True)
class NewChoice:
    """What New starts from: a game and one of its standard designs, or ``None`` for an empty hull."""

    game: Game
    start: str = EMPTY  # one of ``game.starts()``


class Dialogs:
    """The real dialogs. Subclass (or set attributes) to answer them in tests."""

    def __init__(self, parent: QWidget | None = None):
        self.parent = parent

    def ask_open_path(self, folder: str = "", title: str = "Open design") -> Path | None:
        path, _ = QFileDialog.getOpenFileName(self.parent, title, folder, DESIGN_FILTER)
        return Path(path) if path else None

    def ask_save_path(self, suggested: str, title: str = "Save design as") -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self.parent, title, suggested, DESIGN_FILTER)
        if not path:
            return None
        path = Path(path)
        return path if path.suffix in (".yaml", ".yml") else path.with_suffix(".yaml")

    def ask_export_path(self, suggested: str, roster: bool = False) -> Path | None:
        """Where to write a PDF (``roster``: a Markdown or CSV roster, told by its suffix)."""
        if roster:
            path, chosen = QFileDialog.getSaveFileName(self.parent, "Export roster", suggested, ROSTER_FILTER)
            suffix = ".csv" if "csv" in chosen.lower() else ".md"
        else:
            path, _ = QFileDialog.getSaveFileName(self.parent, "Export record sheets", suggested, PDF_FILTER)
            suffix = ".pdf"
        if not path:
            return None
        path = Path(path)
        return path if path.suffix.lower() in (".pdf", ".md", ".csv") else Path(f"{path}{suffix}")

    def ask_import_path(self, folder: str = "") -> Path | None:
        """Another tool's file (Full Thrust Fleet Manager's .FTDesign or .FTFleet) or a Full
        Thrust design's shared text."""
        path, _ = QFileDialog.getOpenFileName(self.parent, "Import", folder, IMPORT_FILTER)
        return Path(path) if path else None

    def ask_import(self, plan) -> bool:
        """Show what an import maps and its findings; True to save it."""
        from designer.app.import_dialog import ImportPreview

        return ImportPreview(plan, self.parent).exec() == QDialog.DialogCode.Accepted

    def ask_profile_path(self, folder: str = "") -> Path | None:
        path, _ = QFileDialog.getOpenFileName(
            self.parent, "Load house rules", folder, "House-rule profiles (*.yaml *.yml);;All files (*)"
        )
        return Path(path) if path else None

    def ask_fleet_game(self, current: Game | None = None) -> Game | None:
        """The game of a new fleet (``current``, the open design's, is proposed)."""
        games = list(registry.games().values())
        if len(games) == 1:
            return games[0]
        titles = [g.title for g in games]
        start = games.index(current) if current in games else 0
        title, ok = QInputDialog.getItem(
            self.parent, "New fleet", "Game of the new fleet:", titles, start, False
        )
        return games[titles.index(title)] if ok else None

    def ask_print_settings(
        self,
        game: Game,
        settings: PrintSettings,
        title: str = "Print options",
        paper: bool = True,
        copies: bool = True,
    ) -> PrintSettings | None:
        """The Print options dialog (``print_options.py``); None when cancelled."""
        dialog = PrintOptionsDialog(game, settings, title, paper, copies, self.parent)
        return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def show_print_preview(self, printer, paint) -> bool:
        """Qt's print preview of the pages ``paint(printer)`` draws; True when printed from it."""
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        dialog = QPrintPreviewDialog(printer, self.parent)
        dialog.setWindowTitle("Print preview")
        dialog.paintRequested.connect(paint)
        dialog.resize(900, 1000)
        return dialog.exec() == QDialog.DialogCode.Accepted

    def ask_unsaved(self, name: str) -> Unsaved:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Unsaved changes",
            f"“{name}” has changes that are not saved.",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            self.parent,
        )
        box.setInformativeText("Save them before closing?")
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        return {QMessageBox.StandardButton.Save: "save", QMessageBox.StandardButton.Discard: "discard"}.get(
            answer, "cancel"
        )

    def ask_file_changed(self, name: str, unsaved: bool, saving: bool) -> OnDisk:
        """Another program changed the file of ``name``: reload it, or keep this version
        (``saving``: about to save over it: overwrite it, reload it, or cancel the save, which
        answers "keep")."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "File changed on disk",
            f"“{name}” was changed by another program since Hullwright opened or saved it.",
            QMessageBox.StandardButton.NoButton,
            self.parent,
        )
        lose = " Reloading loses the changes you have not saved." if unsaved else ""
        if saving:
            box.setInformativeText("Saving now would overwrite the other program's changes." + lose)
            overwrite = box.addButton("Overwrite it", QMessageBox.ButtonRole.DestructiveRole)
        else:
            box.setInformativeText("Reload it, or keep the version you have here?" + lose)
            overwrite = None
        reload = box.addButton("Reload from disk", QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton("Cancel" if saving else "Keep mine", QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        clicked = box.clickedButton()
        return "overwrite" if clicked is overwrite and saving else "reload" if clicked is reload else "keep"

    def ask_refit(self, name: str, ships: Sequence[str]) -> Refit:
        """Saving design ``name`` changes the design of the open campaign's ``ships``: refit
        them all, save it as a new design (the ships keep theirs), or cancel the save."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "Ships use this design",
            f"{len(ships)} ship{'s' if len(ships) != 1 else ''} of the open campaign use “{name}”: "
            + ", ".join(ships[:8])
            + (", …" if len(ships) > 8 else "")
            + ".",
            QMessageBox.StandardButton.NoButton,
            self.parent,
        )
        box.setInformativeText(
            "Refitting changes every ship of this design; marks it no longer takes stay, as "
            "findings. A new design leaves the ships as they are."
        )
        refit = box.addButton("Refit every ship of this design", QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton("Save as a new design…", QMessageBox.ButtonRole.ActionRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        return "refit" if clicked is refit else "new" if clicked is new else "cancel"

    def ask_recover(self, names: Sequence[str]) -> bool:
        listing = "\n".join(f"• {n}" for n in names)
        answer = QMessageBox.question(
            self.parent,
            "Recover unsaved work",
            f"Hullwright closed without saving this work:\n\n{listing}\n\nRecover it?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_new(self, current: Game | None = None) -> NewChoice | None:
        dialog = NewDesignDialog(current, self.parent)
        return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def show_crash(self, crash) -> None:
        """The crash dialog (:class:`designer.app.crash_dialog.Crash`), after an unhandled error."""
        from designer.app.crash_dialog import CrashDialog  # only ever after a crash

        CrashDialog(crash, self.parent).exec()

    def show_error(self, title: str, message: str) -> None:
        QMessageBox.critical(self.parent, title, message)

    def show_text(self, title: str, markdown: str) -> None:
        """A read-only page of text (Help: about, shortcuts, the rules reference, the guide)."""
        from PySide6.QtWidgets import QTextBrowser

        dialog = QDialog(self.parent)
        dialog.setWindowTitle(title)
        dialog.resize(720, 640)
        layout = QVBoxLayout(dialog)
        view = QTextBrowser(dialog)
        view.setOpenExternalLinks(True)
        view.setMarkdown(markdown)
        layout.addWidget(view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.exec()

    def ask_printer(self, printer) -> bool:
        from PySide6.QtPrintSupport import QPrintDialog

        return QPrintDialog(printer, self.parent).exec() == QDialog.DialogCode.Accepted


class NewDesignDialog(QDialog):
    """Pick the game, then an empty hull or one of its standard designs to start from."""

    def __init__(self, current: Game | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("New design")
        self.resize(420, 460)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Game:"))
        self.games = QComboBox(self)
        self._games = list(registry.games().values())
        for game in self._games:
            self.games.addItem(game.title, game.id)
        if current is not None and current in self._games:
            self.games.setCurrentIndex(self._games.index(current))
        layout.addWidget(self.games)
        layout.addWidget(QLabel("Start from:"))
        self.starts = QListWidget(self)
        layout.addWidget(self.starts, 1)
        layout.addWidget(ok_cancel(self))
        self.games.currentIndexChanged.connect(self._fill)
        self.starts.itemDoubleClicked.connect(lambda _item: self.accept())
        self._fill()

    def _fill(self) -> None:
        """The game's starts (an empty design of each kind, its classes, its standard designs),
        each with the points the rules compute for it."""
        self.starts.clear()
        game = self._games[self.games.currentIndex()] if self._games else None
        if game is None:
            return
        self._starts = list(game.starts())
        for start in self._starts:
            self.starts.addItem(QListWidgetItem(start_text(start)))
        self.starts.setCurrentRow(0)

    def choice(self) -> NewChoice | None:
        if not self._games:
            return None
        game = self._games[self.games.currentIndex()]
        row = max(self.starts.currentRow(), 0)
        return NewChoice(game, self._starts[row].id)


def start_text(start) -> str:
    """``New from Heavy Cruiser (238 pts)``, ``EDF SBB Yamato (607 pts)``, ``Empty ship``."""
    points = f" ({format_points(start.points)} pts)" if start.points is not None else ""
    prefix = "New from " if start.id.startswith("catalog:") else ""
    return f"{prefix}{start.label}{points}"
