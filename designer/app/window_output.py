"""The window's paper side: Print options, Export PDF, Print preview and Print, and the jobs
that write and print off the GUI thread. The window owns one :class:`OutputController` as
``window.output``, given the :class:`OutputServices` it needs.

Every sheet the window puts on paper is made by the one export path
(``designer.sheets.export``: ``design_sheet`` for the open design, ``fleet_sheet`` for the
Fleet tab's battle pack, ``write_pdf`` to write either) under the print settings the player
chose in the Print options dialog, which are kept as preferences. Print lays the sheets out
for the printer's paper when it is A4 or Letter, else for the nearer of the two, fitted to it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QThreadPool
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import QProgressBar
from shiboken6 import isValid

from designer.app.background import Job, print_pages, printer_paper
from designer.app.dialogs import Dialogs
from designer.app.document import DesignDocument
from designer.app.preferences import Preferences
from designer.app.status_line import StatusLine
from designer.app.window_paths import FolderDialogs, export_proposal
from designer.core.game import Game
from designer.core.sources import ReadLog
from designer.sheets.display import Sheet
from designer.sheets.export import ExportError, PrintSettings, design_sheet, write_pdf

PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


def pages_said(count: int) -> str:
    return f"{count} page{'s' if count != 1 else ''}"


@dataclass(frozen=True)
class OutputServices:
    """What the paper commands need of the window."""

    document: Callable[[], DesignDocument]  # the design shown now
    dialogs: Dialogs
    prefs: Preferences  # the paper and print options chosen, kept
    folders: FolderDialogs
    status: StatusLine
    progress: QProgressBar  # the busy indicator while a job runs
    job_finished: Callable[[str], None]  # told each job's result


class OutputController:
    """The window's paper commands and the jobs they run."""

    def __init__(self, services: OutputServices):
        self.services = services
        self.dialogs, self.prefs, self.status = services.dialogs, services.prefs, services.status
        self._jobs = 0
        self._job_signals: list = []  # signals of jobs still running (the pool owns the jobs)
        self._printing = None  # the printer of the print job running, kept alive until it ends

    @property
    def document(self) -> DesignDocument:
        return self.services.document()

    # --- print options (kept as preferences) -----------------------------------------------------
    def ask_print_settings(
        self, game: Game, title: str = "Print options", paper: bool = True, copies: bool = True
    ) -> PrintSettings | None:
        """The Print options dialog on the settings last chosen; what the player chooses is
        kept, and the preview follows the paper and ``game``'s sheet options. ``paper``: offer
        the paper (a printer decides it itself); ``copies``: offer copies and a blank sheet."""
        chosen = self.dialogs.ask_print_settings(game, self.prefs.print_settings(game), title, paper, copies)
        if chosen is None:
            return None
        if not paper:  # the printer's paper is for this print only; the preference stays
            chosen = replace(chosen, paper=self.prefs.paper)
        self.prefs.remember_print(chosen, game)
        self.show_sheet_preferences()
        return chosen

    def print_options_dialog(self) -> bool:
        return self.ask_print_settings(self.document.game) is not None

    def show_sheet_preferences(self) -> None:
        """Lay the preview out on the preferred paper with the game's chosen sheet options."""
        doc = self.document
        doc.set_paper(self.prefs.paper, self.prefs.print_settings(doc.game).for_game(doc.game))

    def design_sheet(self, settings: PrintSettings) -> Sheet | None:
        """The open design's record sheets under ``settings`` (the one export path); None, with
        the reason shown, when they cannot be made."""
        doc = self.document
        try:
            return design_sheet([(doc.game, doc.design, doc.context)], settings, title=doc.design.name)
        except (ExportError, ValueError) as exc:  # no sheet for the game, a setting refused
            self.status.report("No record sheet", str(exc))
            return None

    # --- export ----------------------------------------------------------------------------------
    def export_dialog(self) -> bool:
        """Print options (the paper chosen again), then where, then the PDF."""
        doc = self.document
        settings = self.ask_print_settings(doc.game, "Export PDF")
        if settings is None:
            return False
        proposal = export_proposal(doc.design.name, self.prefs.folder("exports", make=True))
        path = self.services.folders.ask_export(proposal)
        return self.export_pdf(path, settings) if path else False

    def export_pdf(self, path: str | Path, settings: PrintSettings | None = None) -> bool:
        """Start writing the record sheets' PDF (``settings``: the preferences' by default);
        ``job_finished`` reports the result."""
        with ReadLog() as read:  # the craft designs and class files its sheets were made from
            sheet = self.design_sheet(settings or self.prefs.print_settings(self.document.game))
        if sheet is None:
            return False
        profile = self.document.context.profile
        own = [profile.file.path] if profile is not None and profile.file is not None else []
        target, inputs = Path(path), [self.document.path, *read.paths, *own]  # never replaced
        self.run_job(
            f"Exporting {target.name}…", lambda: write_pdf(sheet, target, inputs), lambda p: f"Exported {p}"
        )
        return True

    # --- print -----------------------------------------------------------------------------------
    def _printer(self, settings: PrintSettings):
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.document.design.name)
        printer.setPageSize(QPageSize(PAGE_SIZES[settings.paper]))  # where the dialog starts
        return printer

    def print_dialog(self) -> bool:
        """Print options, the printer, then the pages laid out for its paper, off the GUI thread."""
        settings = self.ask_print_settings(self.document.game, "Print", paper=False)
        if settings is None:
            return False
        printer = self._printer(settings)
        if not self.dialogs.ask_printer(printer):
            return False
        paper, note = printer_paper(printer, self.prefs.paper)
        sheet = self.design_sheet(replace(settings, paper=paper))
        if sheet is None:
            return False
        self._printing = printer  # kept alive until the job ends
        self.run_job(
            "Printing…",
            lambda: print_pages(printer, sheet.pages),
            lambda n: f"Printed {pages_said(n)}" + (f". {note}" if note else ""),
        )
        return True

    def print_preview_dialog(self) -> bool:
        """Print options, then the pages as the printer will have them; printing from the
        preview prints them. True when printed."""
        settings = self.ask_print_settings(self.document.game, "Print preview", paper=False)
        if settings is None:
            return False
        printer = self._printer(settings)
        if self.design_sheet(settings) is None:  # say why now, not from inside the preview
            return False
        notes: list[str] = []

        def paint(target) -> None:
            paper, note = printer_paper(target, self.prefs.paper)  # the preview's page setup may change it
            sheet = self.design_sheet(replace(settings, paper=paper))
            if sheet is not None:
                count = print_pages(target, sheet.pages)
                notes[:] = [f"{pages_said(count)}" + (f". {note}" if note else "")]
                self.status.show(f"Print preview: {notes[0]}")

        printed = self.dialogs.show_print_preview(printer, paint)
        if printed:
            self.status.show(f"Printed {notes[0] if notes else ''}".strip())
        return printed

    # --- jobs off the GUI thread -----------------------------------------------------------------
    def run_job(self, label: str, work: Callable, describe: Callable) -> None:
        """Run ``work()`` on the thread pool with the busy indicator showing; the status bar
        and ``job_finished`` get ``describe(result)``, or the failure (shown as an error too)."""
        job = Job(work)
        self._jobs += 1
        self.services.progress.show()
        self.status.show(label)
        keep = self._job_signals
        keep.append(job.signals)  # the pool owns the job; its signals live until it reports

        def finish(message: str) -> None:
            if job.signals in keep:
                keep.remove(job.signals)
            if not isValid(self.services.progress):  # the window closed while the job ran: no one to tell
                return
            self._jobs -= 1
            self.services.progress.setVisible(self._jobs > 0)
            self.status.show(message)
            self.services.job_finished(message)

        job.signals.done.connect(lambda result: finish(describe(result)))
        job.signals.failed.connect(
            lambda message: (finish(f"Failed: {message}"), self.dialogs.show_error("Failed", message))
        )
        QThreadPool.globalInstance().start(job)
