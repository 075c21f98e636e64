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
from designer.sheets.geometry import bounds

PAD = 1.5  # points around an outlined item


def outlined(page: Page, paths: set[str], colour: str) -> Page:
    """``page`` with a box drawn round every item showing one of ``paths`` (or inside one)."""
    if not paths:
        return page
    boxes = []
    for item in page.items:
        for ref, box in _refs(item):
            if box and any(ref == p or ref.startswith((p + ".", p + "[")) for p in paths):
                x0, y0, x1, y1 = box
                boxes.append(Rect(x0 - PAD, y0 - PAD, x1 - x0 + 2 * PAD, y1 - y0 + 2 * PAD,
                                  Style(stroke=colour, width=1.6)))
    return Page(page.width, page.height, page.items + tuple(boxes), page.label)


def _refs(item):
    """(ref, box) of ``item`` and, inside groups, of every item that carries its own ref."""
    ref = getattr(item, "ref", "")
    inner = getattr(item, "items", ())
    if inner and not ref:
        for child in inner:
            yield from _refs(child)
    elif ref:
        yield ref, bounds(item)


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
        self.summary.setMaximumHeight(150)
        self.summary.setPlainText("\n".join(describe(self.result, title_a, title_b, a.name, b.name)))
        layout.addWidget(self.summary)
        colour = CHANGED_ON_PAPER.name()
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.panes = []
        for side, design, evaluation, title in (("a", a, ev_a, title_a), ("b", b, ev_b, title_b)):
            pane = PreviewPane(split)
            pane.title.setText(f"{side.upper()}: {title}")
            pages = game.record_sheet_pages([(design, evaluation)], paper)
            paths = self.result.paths(side)
            pane.preview.set_pages([outlined(p, paths, colour) for p in pages])
            split.addWidget(pane)
            self.panes.append(pane)
        layout.addWidget(split, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel("Changed parts are outlined on both sheets.", self))
        layout.addLayout(row)
