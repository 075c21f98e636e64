"""Heavy work (writing a PDF, printing) on the thread pool, so the window stays responsive, and
painting record sheets on a printer's page.

A job is a plain function of immutable inputs (designs, display lists); it reports back through
queued signals, so its result is handled on the GUI thread. The PDF itself is written by the one
export path, ``designer.sheets.export.write_pdf``.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable, Sequence

from PySide6.QtCore import QObject, QRunnable, Signal
from PySide6.QtGui import QPageLayout, QPageSize, QPainter

from designer.app.sheet_painter import PagePainter, SheetInk
from designer.core.atomic import SaveError
from designer.sheets.display import Page
from designer.sheets.export import PAPER_TITLES

PRINTER_PAPERS = {QPageSize.PageSizeId.A4: "a4", QPageSize.PageSizeId.Letter: "letter"}


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


def printer_paper(printer, preferred: str = "a4") -> tuple[str, str]:
    """The paper to lay sheets out for on ``printer``: its own when it is A4 or Letter, else the
    nearer of the two, the one that prints larger once fitted to the printer's paper (both at
    full size, as on Legal or A3: the ``preferred``), with a note saying so."""
    size = printer.pageLayout().pageSize()
    if size.id() in PRINTER_PAPERS:
        return PRINTER_PAPERS[size.id()], ""
    w, h = sorted(_points(size))

    def fitted(paper_id) -> float:
        pw, ph = sorted(_points(QPageSize(paper_id)))
        return min(1.0, w / pw, h / ph)

    best = max(fitted(paper_id) for paper_id in PRINTER_PAPERS)
    nearest = [PRINTER_PAPERS[p] for p in PRINTER_PAPERS if fitted(p) >= best - 1e-6]
    paper = preferred if preferred in nearest else nearest[0]
    return paper, (
        f"The printer's paper is {size.name()}: the sheets are laid out for "
        f"{PAPER_TITLES[paper]} and fitted to it."
    )


def _points(size: QPageSize) -> tuple[float, float]:
    points = size.size(QPageSize.Unit.Point)
    return points.width(), points.height()


def print_pages(printer, pages: Sequence[Page]) -> int:
    """Paint the pages on a configured QPrinter, each on a page of the printer's paper: at true
    scale when the sheet was laid out for that paper, else shrunk to fit and centred. Returns
    the page count."""
    printer.setFullPage(True)  # origin at the paper's corner, as on the PDF
    paper = printer.pageLayout().fullRect(QPageLayout.Unit.Point)
    painter = QPainter()
    ink = SheetInk()  # the job's faces and glyph runs, shared by its pages
    for i, page in enumerate(pages):
        if i == 0:
            if not painter.begin(printer):
                raise OSError("the printer could not be started")
        elif not printer.newPage():
            raise OSError("the printer refused a new page")
        fit = min(1.0, paper.width() / page.width, paper.height() / page.height)
        fit = 1.0 if fit > 0.995 else fit  # rounding of the page's own size: true scale
        painter.save()
        painter.scale(printer.resolution() / 72.0, printer.resolution() / 72.0)
        painter.translate((paper.width() - page.width * fit) / 2, (paper.height() - page.height * fit) / 2)
        painter.scale(fit, fit)
        PagePainter(painter, ink).page(page)
        painter.restore()
    if painter.isActive():
        painter.end()
    return len(pages)
