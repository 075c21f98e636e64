"""The Analysis tab (issue 28): what the design being edited can do, drawn from the same display
list as the printed analysis page (``designer/sheets/analysis_sheet``), so the window and the
PDF show one picture.

It costs nothing while hidden: the window tells it of each refresh, and it only notes that its
picture is stale; it computes when shown, on the thread pool, so an edit's frame never waits
for it. Its :class:`Memo` keeps every weapon group's sum and every block of its page, so an
edit recomputes only the groups it changed and re-lays only the rows whose text changed (well
within a frame: ``python -m bench --only analysis``); the standard designs of the class are
analysed once per game, profile and class.
"""

from __future__ import annotations

from collections.abc import Callable

from functools import cached_property, partial

from PySide6.QtCore import QRectF, QSize, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QScrollArea, QTabWidget, QWidget

from designer.app.background import Job
from designer.app.sheet_painter import PagePainter
from designer.core.memo import Memo
from designer.core.analysis import DesignAnalysis, analyse_figures, standard_figures
from designer.sheets.analysis_sheet import analysis_pages
from designer.sheets.display import Page
from designer.sheets.roster import battle_pack_template
from designer.sheets.template import SheetTemplate


class _PagesCanvas(QWidget):
    """The analysis pages, one under another, scaled to the width."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.pages: list[Page] = []

    def show_pages(self, pages: list[Page]) -> None:
        self.pages = pages
        self.updateGeometry()
        self.adjustSize()
        self.update()

    def _scale(self) -> float:
        width = self.pages[0].width if self.pages else 595.0
        return max(0.3, (self.parentWidget().width() if self.parentWidget() else 600) / width)

    def sizeHint(self) -> QSize:
        scale = self._scale()
        return QSize(
            int(self.pages[0].width * scale) if self.pages else 400,
            int(sum(p.height for p in self.pages) * scale) if self.pages else 200,
        )

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        scale = self._scale()
        painter.scale(scale, scale)
        drawer = PagePainter(painter)
        top = 0.0
        for page in self.pages:
            painter.save()
            painter.translate(0, top)
            painter.setClipRect(QRectF(0, 0, page.width, page.height))
            drawer.page(page)
            painter.restore()
            top += page.height
        painter.end()


class ChartView(QWidget):
    """One display list drawn to fit the widget (the compare view's firepower overlay), at
    least ``CHART_SCALE`` times its size in points: its 6-pt labels are read on a screen."""

    CHART_SCALE = 1.6

    def __init__(self, page: Page, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.setFixedSize(int(page.width * self.CHART_SCALE), int(page.height * self.CHART_SCALE))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        scale = min(self.width() / self.page.width, self.height() / self.page.height)
        painter.scale(scale, scale)
        PagePainter(painter).page(self.page)
        painter.end()


def overlay_page(a: DesignAnalysis, b: DesignAnalysis, width: float = 420.0, height: float = 190.0) -> Page:
    """A's firepower curves solid, B's dashed over them (the compare view)."""
    from designer.sheets.analysis_sheet import firepower_chart
    from designer.sheets.layout import Box
    from designer.sheets.text import label

    items = firepower_chart(a, Box(6, 14, width - 12, height - 18), others=[b])
    items.append(
        label(6, 10, f"Firepower, best arc: A {a.name} solid, B {b.name} dashed", 7.5, width=width - 12)
    )
    return Page(width, height, tuple(items), "Firepower: A and B")


class AnalysisTab(QScrollArea):
    analysed = Signal()  # a picture is up (or the analysis failed: ``failed_message``)

    def __init__(self, current: Callable[[], object], parent: QWidget | None = None):
        """``current`` returns the window's design document (``design``, ``game``, ``context``,
        ``evaluation()``)."""
        super().__init__(parent)
        self.setObjectName("AnalysisTab")
        self.current = current
        self.canvas = _PagesCanvas(self)
        self.setWidget(self.canvas)
        self.setWidgetResizable(False)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        # the pages are scaled to the viewport's width: a scroll bar that came and went with the
        # page's height would make them wider than the view (a needless horizontal scroll bar)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.memo = Memo()
        self.stale = True
        self.shown_for: object = None  # the design object the picture is of
        self.analysis: DesignAnalysis | None = None
        self.paper = "a4"
        self.running = False  # a job is analysing
        self.pending = False  # an edit came while it ran
        self.failed_message = ""

    @cached_property
    def template(self) -> SheetTemplate:
        """The page's fonts and sizes, read once, on the first analysis (not while the window is
        built: most sessions never open the tab)."""
        return battle_pack_template()

    def is_current(self) -> bool:
        # isinstance, not hasattr: a missing attribute on a Qt object costs a millisecond a
        # lookup, and this runs on every edit
        tabs = self.parentWidget()
        while tabs is not None and not isinstance(tabs, QTabWidget):
            tabs = tabs.parentWidget()
        return tabs is not None and tabs.currentWidget() is self

    def design_refreshed(self) -> None:
        """The window refreshed: recompute now if this is the tab shown, else when it is."""
        self.stale = True
        if self.is_current():  # after the rest of the window's refresh, which it must not slow
            QTimer.singleShot(0, self.refresh)

    def tab_changed(self) -> None:
        if self.stale and self.is_current():
            self.refresh()

    def refresh(self) -> None:
        """Analyse the current design on the thread pool (the edit's frame is not held up);
        an edit made meanwhile is analysed when that job is done. One job at a time, so the
        memo is only ever used by one thread."""
        document = self.current()
        if document is None:
            return
        design = document.design
        if design is self.shown_for and not self.stale:
            return
        if self.running:
            self.pending = True
            return
        self.stale, self.pending, self.running = False, False, True
        self.shown_for = design
        job = Job(partial(self._work, document.game, design, document.evaluation(), document.context))
        job.signals.done.connect(self._done)
        job.signals.failed.connect(self._failed)
        QThreadPool.globalInstance().start(job)

    def _work(self, game, design, evaluation, context) -> tuple[DesignAnalysis | None, list[Page]]:
        figures = game.analyse(design, evaluation, None, self.memo)
        if figures is None:
            return None, []
        standards = standard_figures(game, context, figures.size_class, None, self.memo)
        analysis = analyse_figures(design.name, figures, self.memo, standards)
        return analysis, analysis_pages([analysis], self.paper, template=self.template, memo=self.memo)

    def _done(self, result) -> None:
        self.running = False
        self.analysis, pages = result
        self.canvas.show_pages(pages)
        self.analysed.emit()
        if self.pending:
            self.stale = True
            self.refresh()

    def _failed(self, message: str) -> None:
        self.running = False
        self.analysis = None
        self.canvas.show_pages([])
        self.failed_message = message
        self.analysed.emit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.canvas.adjustSize()
