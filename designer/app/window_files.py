"""The window's file side: New, Open, Recent, Save, Save As, Export PDF, Print, closing,
dropped files, autosave and recovery. Mixed into :class:`MainWindow`.

Nothing is lost: a file that cannot be read shows its ``FILE:LINE:COL`` message and the current
design stays; a save that fails leaves the design dirty; unsaved work goes to the autosave file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QThreadPool
from PySide6.QtGui import QAction

from designer.app.background import Job, export_pdf, print_pages
from designer.app.document import DesignDocument
from designer.core.atomic import SaveError
from designer.core.design_file import LoadedDesign, is_bundled, load_design, standard_copy
from designer.core.errors import LoadError
from designer.core.fleet_file import LoadedFleet, load_document
from designer.core.game import EMPTY, Game
from designer.core.user_folders import documents_dir
from designer.sheets.display import Sheet

DESIGN_SUFFIXES = (".yaml", ".yml")


def design_document(loaded: LoadedDesign) -> tuple[DesignDocument, str]:
    """The document for an opened design file and what to tell the player. A file of the
    bundled catalogs opens as an untitled copy of the standard design (Save then asks where to
    keep it), so the catalog that every ``catalog:`` fleet entry uses is never saved over."""
    if is_bundled(loaded.path):
        copy = standard_copy(loaded.design)
        return (DesignDocument(loaded.game, copy, None, saved=copy),
                f"{copy.name} is a standard design: editing a copy; Save asks where to keep yours")
    return (DesignDocument(loaded.game, loaded.design, loaded.path, saved=loaded.design),
            f"Opened {loaded.path}")


class FileCommands:
    """File operations of :class:`MainWindow` (which provides ``document``, ``dialogs``...)."""

    # --- asking before losing work --------------------------------------------------------------
    def confirm_discard(self) -> bool:
        """True when the current design may be replaced: clean, saved now, or discarded."""
        doc = self.document
        if doc is None or not doc.dirty:
            return True
        answer = self.dialogs.ask_unsaved(doc.title)
        if answer == "save":
            return self.save()
        return answer == "discard"

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        fleet = getattr(self, "fleet_links", None)  # the Fleet tab's unsaved fleet, too
        if self.confirm_discard() and (fleet is None or fleet.confirm_close()):
            self.autosave.clear()
            self.autosave.release()
            if fleet is not None:
                fleet.closed()
            event.accept()
        else:
            event.ignore()

    # --- new and open ----------------------------------------------------------------------------
    def new_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        choice = self.dialogs.ask_new(self.document.game if self.document else None)
        if choice is None:
            return False
        return self.new_design(choice.game, choice.start)

    def new_design(self, game: Game, start: str = EMPTY) -> bool:
        """An untitled design from one of the game's starts: an empty design, a class, or the
        player's own copy of a standard design (``Game.new_design``)."""
        try:
            design = game.new_design(start)
        except (LoadError, KeyError) as exc:
            self.dialogs.show_error("Cannot start from that", str(exc))
            return False
        self.set_document(DesignDocument(game, design))
        self.show_status(f"New {game.title} design" + ("" if start == EMPTY else f" from {design.name}"))
        return True

    def open_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        folder = str(self.document.path.parent) if self.document and self.document.path else ""
        path = self.dialogs.ask_open_path(folder)
        return self.open_file(path) if path else False

    def open_file(self, path: str | Path) -> bool:
        """Open a design file (without asking about unsaved work: callers do). An unreadable file
        shows its FILE:LINE:COL message and the current design stays. A fleet file (told by its
        keys, the file read once) opens on the Fleet tab; a standard design as a copy."""
        try:
            loaded = load_document(path)
        except LoadError as exc:
            self.show_status(str(exc))
            self.dialogs.show_error("Cannot open design", str(exc))
            return False
        if isinstance(loaded, LoadedFleet):
            return self.fleet_links.open_loaded(loaded)
        document, message = design_document(loaded)
        self.set_document(document)
        self.recent.add(loaded.path)
        self.show_status(message)
        return True

    def _fill_recent(self) -> None:
        menu = self.recent_menu
        menu.clear()
        paths = self.recent.paths()
        if not paths:
            menu.addAction("(none)").setEnabled(False)
        for path in paths:
            action = QAction(str(path), menu)
            action.triggered.connect(lambda _c=False, p=path: self.confirm_discard() and self.open_file(p))
            menu.addAction(action)

    # --- drop a file on the window ---------------------------------------------------------------
    @staticmethod
    def _dropped_file(event) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        paths = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
        return next((p for p in paths if p.suffix.lower() in DESIGN_SUFFIXES), None)

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if self._dropped_file(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:  # noqa: N802
        path = self._dropped_file(event)
        if path:
            event.acceptProposedAction()
            if self.confirm_discard():
                self.open_file(path)

    # --- save ------------------------------------------------------------------------------------
    def save(self) -> bool:
        """Save to the design's file; Save As for an untitled design or a catalog file."""
        doc = self.document
        if doc.path is None or is_bundled(doc.path):
            return self.save_as()
        return self._save_to(doc.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            doc = self.document
            path = self.dialogs.ask_save_path(str(save_proposal(doc.path, doc.design.name)))
            if path is None:
                return False
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except SaveError as exc:
            self.show_status(str(exc))
            self.dialogs.show_error("Cannot save design", str(exc))
            return False
        self.autosave.clear()
        self.recent.add(path)
        self.show_status(f"Saved {path}")
        return True

    # --- autosave and recovery -------------------------------------------------------------------
    def autosave_now(self) -> bool:
        """Write unsaved work, the design's and the Fleet tab's, to their autosave files (the
        timer and the crash hook call this); True when anything was written."""
        wrote = self._autosave_design()
        fleet = getattr(self, "fleet_links", None)
        wrote = (fleet.autosave_now() if fleet is not None else False) or wrote
        self.show_autosave_state()
        return wrote

    def _autosave_design(self) -> bool:
        doc = self.document
        if doc is None:
            return False
        if not doc.dirty:
            self.autosave.clear()
            return False
        return self.autosave.write(doc.design, doc.path)

    def offer_recovery(self) -> bool:
        """If an earlier session left unsaved work (a design, a fleet), offer it; True when any
        was recovered. Broken notes set aside on the way are reported in the status bar."""
        design = self._offer_design_recovery()
        fleet = getattr(self, "fleet_links", None)
        recovered = (fleet.offer_recovery() if fleet is not None else False) or design
        self.report_set_aside()
        return recovered

    def report_set_aside(self) -> None:
        """Say which broken state files (autosave notes, the recent list) were set aside."""
        fleet = getattr(self, "fleet_links", None)
        owners = [self.autosave, self.recent] + ([fleet.autosave] if fleet is not None else [])
        moved = [path for owner in owners for path in owner.set_aside]
        for owner in owners:
            owner.set_aside.clear()
        if moved:
            self.show_status("Set aside what Drydock could not read: "
                             + ", ".join(str(p) for p in moved))

    def _offer_design_recovery(self) -> bool:
        pending = self.autosave.pending()
        if not pending:
            return False
        newest = pending[0]
        if not self.dialogs.ask_recover([r.name + (f" ({r.original})" if r.original else "")
                                         for r in pending[:1]]):
            newest.discard()
            return False
        try:
            loaded = load_design(newest.file)
        except LoadError as exc:
            self.dialogs.show_error("Cannot recover", str(exc))
            return False
        saved = None
        if newest.original is not None:
            try:
                saved = load_design(newest.original).design
            except LoadError:
                saved = None  # the original is gone or broken: the recovered work stays unsaved
        self.set_document(DesignDocument(loaded.game, loaded.design, newest.original, saved=saved))
        if saved is not None and saved == loaded.design:
            self.document.saved = None  # still worth saving: it came from a crash
        newest.discard()
        self.autosave_now()  # this session owns the recovered work from now on
        self.show_status(f"Recovered unsaved work: {newest.name}")
        return True

    # --- export and print (off the GUI thread) ---------------------------------------------------
    def _sheet(self) -> Sheet | None:
        pages = self.document.pages()
        if isinstance(pages, str):
            self.dialogs.show_error("No record sheet", pages)
            return None
        design = self.document.design
        return Sheet(tuple(pages), title=design.name, subject=f"{self.document.game.title} record sheet")

    def export_dialog(self) -> bool:
        sheet = self._sheet()
        if sheet is None:
            return False
        doc = self.document
        path = self.dialogs.ask_export_path(str(export_proposal(doc.path, doc.design.name)))
        return self.export_pdf(path) if path else False

    def export_pdf(self, path: str | Path) -> bool:
        """Start writing the record sheet PDF; ``job_finished`` reports the result."""
        sheet = self._sheet()
        if sheet is None:
            return False
        target, inputs = Path(path), [self.document.path]
        self.run_job(f"Exporting {target.name}…", lambda: export_pdf(sheet, target, inputs),
                     lambda p: f"Exported {p}")
        return True

    def print_dialog(self) -> bool:
        from PySide6.QtPrintSupport import QPrinter

        sheet = self._sheet()
        if sheet is None:
            return False
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(sheet.title)
        if not self.dialogs.ask_printer(printer):
            return False
        self._printer = printer  # kept alive until the job ends
        self.run_job("Printing…", lambda: print_pages(printer, sheet.pages),
                     lambda n: f"Printed {n} page{'s' if n != 1 else ''}")
        return True

    def run_job(self, label: str, work: Callable, describe: Callable) -> None:
        job = Job(work)
        self._jobs += 1
        self.progress.show()
        self.show_status(label)

        keep = getattr(self, "_job_signals", [])
        keep.append(job.signals)  # the pool owns the job; its signals live until it reports
        self._job_signals = keep

        def finish(message: str) -> None:
            if job.signals in keep:
                keep.remove(job.signals)
            self._jobs -= 1
            self.progress.setVisible(self._jobs > 0)
            self.show_status(message)
            self.job_finished.emit(message)

        job.signals.done.connect(lambda result: finish(describe(result)))
        job.signals.failed.connect(lambda message: (finish(f"Failed: {message}"),
                                                    self.dialogs.show_error("Failed", message)))
        QThreadPool.globalInstance().start(job)


def file_stem(name: str, default: str = "design") -> str:
    """A file name for a design or fleet name: letters, digits, ``-`` and ``_``."""
    stem = "".join(c if c.isalnum() or c in "-_ " else "-" for c in name).strip().replace(" ", "-")
    return stem.lower() or default


def export_proposal(path: Path | None, name: str, default: str = "design") -> Path:
    """Where Export proposes the PDF: beside the file, else (untitled, bundled) in the player's
    documents folder."""
    folder = path.parent if path is not None and not is_bundled(path) else documents_dir()
    return folder / f"{file_stem(name, default)}.pdf"


def save_proposal(path: Path | None, name: str, default: str = "design") -> Path:
    """Where Save As proposes to write: the file itself, else (an untitled file, a copy of a
    bundled one) ``Documents/Drydock/<name>.yaml``, the folder made if it is missing."""
    if path is not None and not is_bundled(path):
        return path
    folder = documents_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = Path.cwd()
    return folder / f"{file_stem(name, default)}.yaml"
