"""Compare the open design with another (a file, a standard design, or its saved version): both
record sheets side by side with the changed parts outlined on each, and the differences listed
above them. The outlines come from the display lists' refs: every item that shows a design path
that differs is boxed, so a refit of a standard design reads at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPlainTextEdit, QSplitter, QVBoxLayout

from designer.app.sheet_preview import PreviewPane
from designer.app.theme import CHANGED_ON_PAPER
from designer.core.compare import Comparison, compare, describe
from designer.sheets.display import Page, Rect, Style
from designer.sheets.generic_sheet import record_pages
from designer.sheets.geometry import bounds

PAD = 1.5  # points around an outlined item
SUMMARY_LINES = 24  # the differences show this many lines before they scroll


def outlined(page: Page, paths: set[str], colour: str) -> Page:
    """``page`` with a box drawn round every item showing one of ``paths`` (or inside one); the
    items of one ref side by side on a line (a squadron's 24 craft boxes) get one box."""
    if not paths:
        return page
    boxes = []
    for ref_boxes in changed_items(page, paths).values():
        for x0, y0, x1, y1 in _merged(ref_boxes):
            boxes.append(
                Rect(
                    x0 - PAD, y0 - PAD, x1 - x0 + 2 * PAD, y1 - y0 + 2 * PAD, Style(stroke=colour, width=1.6)
                )
            )
    return Page(page.width, page.height, page.items + tuple(boxes), page.label)


def changed_items(page: Page, paths: set[str]) -> dict[str, list[list[float]]]:
    """The bounds of every item of ``page`` showing one of ``paths`` (or inside one), by ref."""
    found: dict[str, list[list[float]]] = {}
    for item in page.items:
        for ref, box in _refs(item):
            if box and any(ref == p or ref.startswith((p + ".", p + "[")) for p in paths):
                found.setdefault(ref, []).append(list(box))
    return found


NEAR = 8.0  # points: boxes of one ref closer than this on a line are outlined together


def _merged(boxes: list[list[float]]) -> list[list[float]]:
    """Boxes that share a line (overlap up and down) and nearly touch, joined."""
    out: list[list[float]] = []
    for box in sorted(boxes, key=lambda b: (b[1], b[0])):
        last = next(
            (
                m
                for m in out
                if box[1] < m[3] and box[3] > m[1] and box[0] <= m[2] + NEAR and box[2] >= m[0] - NEAR
            ),
            None,
        )
        if last is None:
            out.append(box)
        else:
            last[:] = [min(last[0], box[0]), min(last[1], box[1]), max(last[2], box[2]), max(last[3], box[3])]
    return out


def _refs(item):
    """(ref, box) of ``item`` and, inside groups, of every item that carries its own ref."""
    ref = getattr(item, "ref", "")
    inner = getattr(item, "items", ())
    if inner and not ref:
        for child in inner:
            yield from _refs(child)
    elif ref:
        yield ref, bounds(item)


def _firepower_overlay(game, a, ev_a, b, ev_b, parent):
    """Both designs' firepower curves on one chart (issue 28); None when the game has no
    analysis or the two use different range bands."""
    from designer.app.analysis_tab import ChartView, overlay_page
    from designer.core.analysis import analyse_design
    from designer.core.memo import Memo

    memo = Memo()
    first = analyse_design(game, a, ev_a, memo=memo, with_standards=False)
    second = analyse_design(game, b, ev_b, memo=memo, with_standards=False)
    if first is None or second is None or first.bands != second.bands:
        return None
    return ChartView(overlay_page(first, second), parent)


class CompareWindow(QDialog):
    """A non-modal window: the differences, then sheet A and sheet B with their changes boxed."""

    def __init__(self, game, a, ev_a, b, ev_b, title_a: str, title_b: str, paper: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(f"Compare: {title_a} | {title_b}")
        self.resize(1300, 860)
        self.result: Comparison = compare(game, a, ev_a, b, ev_b)
        layout = QVBoxLayout(self)
        self.summary = QPlainTextEdit(self)
        self.summary.setReadOnly(True)
        lines = describe(self.result, title_a, title_b, a.name, b.name)
        self.summary.setPlainText("\n".join(lines))
        # As tall as its lines (a typical refit's are read without scrolling), up to a limit.
        shown = min(len(lines), SUMMARY_LINES)
        self.summary.setFixedHeight(
            shown * self.summary.fontMetrics().lineSpacing() + 2 * (self.summary.frameWidth() + 6)
        )
        self.overlay = _firepower_overlay(game, a, ev_a, b, ev_b, self)
        # the firepower chart beside the differences (under them it was drawn too small to read)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1, Qt.AlignmentFlag.AlignTop)
        if self.overlay is not None:
            top.addWidget(self.overlay, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        colour = CHANGED_ON_PAPER.name()
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.panes = []
        self.outlined_refs: dict[str, set[str]] = {}  # what is outlined on each side's sheet
        for side, design, evaluation, title in (("a", a, ev_a, title_a), ("b", b, ev_b, title_b)):
            pane = PreviewPane(split)
            pane.title.setText(f"{side.upper()}: {title}")
            pages = record_pages(game, [(design, evaluation)], paper)
            paths = self.result.paths(side)
            pane.preview.set_pages([outlined(p, paths, colour) for p in pages])
            self.outlined_refs[side] = {ref for p in pages for ref in changed_items(p, paths)}
            split.addWidget(pane)
            self.panes.append(pane)
        split.setSizes([1, 1])  # halves, so both sheets fit at one zoom
        # One zoom for both: zooming (or fitting) either zooms the other.
        for pane in self.panes:
            pane.preview.zoom_changed.connect(lambda _z, p=pane.preview: self._same_zoom(p))
        layout.addWidget(split, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel("Changed parts are outlined on both sheets.", self))
        layout.addLayout(row)

    def _same_zoom(self, source) -> None:
        """Both sheets at ``source``'s zoom; fitting, at the zoom that fits both panes."""
        previews = [pane.preview for pane in self.panes]
        zoom = min(p.fit_zoom() for p in previews) if source.fit else source.zoom
        for preview in previews:
            if preview.zoom != zoom:
                preview.set_zoom(zoom, source.fit)
