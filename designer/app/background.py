"""Heavy work (PDF export, printing) on the thread pool, so the window stays responsive.

A job is a plain function of immutable inputs (designs, display lists); it reports back through
queued signals, so its result is handled on the GUI thread.
"""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtCore import QMarginsF, QObject, QRunnable, QSizeF, Signal
from PySide6.QtGui import QPageLayout, QPageSize, QPainter

from designer.app.sheet_painter import PagePainter
from designer.core.atomic import SaveError, write_atomic
from designer.core.output_guard import PDF, check_output
from designer.sheets.display import Page, Sheet


class JobSignals(QObject):
    done = Signal(object)
    failed = Signal(str)


class Job(QRunnable):
    """Runs ``work()`` on a pool thread; ``signals.done(result)`` or ``signals.failed(message)``."""

    def __init__(self, work: Callable[[], Any]):
        super().__init__()
        self.work = work
        self.signals = JobSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self.work()
        except (SaveError, OSError, ValueError) as exc:
            self.signals.failed.emit(str(exc))
        except Exception as exc:  # a bug must still reach the player as a message
            traceback.print_exc()
            self.signals.failed.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.signals.done.emit(result)


def export_pdf(sheet: Sheet, path: Path, inputs: Sequence[Path | None] = ()) -> Path:
    """Render the sheet with the one PDF renderer and write it atomically, never over one of
    ``inputs`` or a file that is not a PDF (``core/output_guard.py``)."""
    from designer.sheets.pdf import render_pdf

    check_output(path, PDF, [p for p in inputs if p is not None])
    write_atomic(path, render_pdf(sheet), keep_backup=False)
    return path


def print_pages(printer, pages: Sequence[Page]) -> int:
    """Paint the pages on a configured QPrinter at true scale; returns the page count."""
    painter = QPainter()
    for i, page in enumerate(pages):
        size = QPageSize(QSizeF(page.width, page.height), QPageSize.Unit.Point, page.label or "Sheet")
        printer.setFullPage(True)  # origin at the paper corner: true scale, like the PDF
        printer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait,
                                          QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Point))
        if i == 0:
            if not painter.begin(printer):
                raise OSError("the printer could not be started")
        elif not printer.newPage():
            raise OSError("the printer refused a new page")
        painter.save()
        scale = printer.resolution() / 72.0
        painter.scale(scale, scale)
        PagePainter(painter).page(page)
        painter.restore()
    if painter.isActive():
        painter.end()
    return len(pages)
