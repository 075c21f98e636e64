"""Under a list's table (``ListSpec.totals``): the total of each measure, then the list's own
rows summed and the breakdown rows that are no row of the list (a hull, a turn mode, a
move-cost improvement), so what the table shows adds up to the figures in the header. It stays
small (the total first, a few lines, the rest by scrolling): the list above it is the work."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from designer.core.editor import ListSpec
from designer.core.evaluation import Evaluation
from designer.core.numbers import format_number, format_points

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ROW_H = 18
SHOWN = 5  # lines in view; more scroll


def totals_rows(spec: ListSpec, evaluation: Evaluation) -> list[list[str]]:
    """``[item, measure...]`` lines: the total, the list's rows summed, every other breakdown row."""
    keys = [key for key, _label in spec.measures]
    prefix = spec.path + "["
    listed, others = [], []
    for row in evaluation.breakdown:  # ``systems[3]`` is a row; ``systems[0].mc_levels`` is not
        path = row.path
        (listed if path.startswith(prefix) and "." not in path else others).append(row)

    def summed(rows) -> list:
        return [_clean(sum([r.measures.get(k, 0) for r in rows])) for k in keys]

    lines = [
        ["Total", *summed(evaluation.breakdown)],
        ["The rows above", *summed(listed)],
        *([r.item, *(r.measures.get(k, 0) for k in keys)] for r in others),
    ]

    def text(key: str, value) -> str:
        return format_points(value) if key == "points" else format_number(value)

    return [[item, *(text(k, v) for k, v in zip(keys, values))] for item, *values in lines]


def _clean(value):
    """A float sum kept clear of drift, so the total reads as the header does."""
    return round(value, 9) if isinstance(value, float) else value


class TotalsTable(QTableWidget):
    """A read-only table of :func:`totals_rows`, rewritten only when a figure changes."""

    def __init__(self, spec: ListSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName(f"totals:{spec.path}")
        self.setTabKeyNavigation(False)  # Tab goes on to the next pane, never cell by cell
        self.setColumnCount(1 + len(spec.measures))
        self.setHorizontalHeaderLabels([spec.totals, *(label for _key, label in spec.measures)])
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(ROW_H)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.lines: list[list[str]] = []

    def show_evaluation(self, evaluation: Evaluation) -> None:
        lines = totals_rows(self.spec, evaluation)
        if lines == self.lines:
            return
        self.lines = lines
        self.setRowCount(len(lines))
        for r, line in enumerate(lines):
            for c, text in enumerate(line):
                item = self.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    if c:
                        item.setTextAlignment(RIGHT)
                    if r == 0 and c == 0:  # the total reads first and bold (set once: the item stays)
                        font = item.font()
                        font.setBold(True)
                        item.setFont(font)
                    self.setItem(r, c, item)
                if item.text() != text:
                    item.setText(text)
        self.setFixedHeight(self.horizontalHeader().height() + ROW_H * min(len(lines), SHOWN) + 4)
