"""Under a list's table (``ListSpec.totals``): the total of each measure, then the list's own
rows summed and the breakdown rows that are no row of the list (a hull, a turn mode, a
move-cost improvement), so what the table shows adds up to the figures in the header. It stays
small (the total first, a few lines, the rest by scrolling): the list above it is the work."""

from __future__ import annotations

from itertools import accumulate
from operator import attrgetter, is_, methodcaller
from typing import Iterator, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from designer.core.editor import ListSpec
from designer.core.evaluation import BreakdownRow, Evaluation
from designer.core.numbers import Number, format_number, format_points

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ROW_H = 18
SHOWN = 5  # lines in view; more scroll


def totals_rows(spec: ListSpec, evaluation: Evaluation, kept: Sums | None = None) -> list[list[str]]:
    """``[item, measure...]`` lines: the total, the list's rows summed, every other breakdown row.
    ``kept``: the sums of the last call, of which what the same rows add up to is reused."""
    keys = [key for key, _label in spec.measures]
    prefix = spec.path + "["
    listed, others = [], []
    for row in evaluation.breakdown:  # ``systems[3]`` is a row; ``systems[0].mc_levels`` is not
        path = row.path
        (listed if path.startswith(prefix) and "." not in path else others).append(row)
    kept = kept if kept is not None else Sums()
    lines = [
        ["Total", *map(_clean, kept.total(evaluation.breakdown, keys))],
        ["The rows above", *map(_clean, kept.listed(listed, keys))],
        *([r.item, *(r.measures.get(k, 0) for k in keys)] for r in others),
    ]

    def text(key: str, value) -> str:
        return format_points(value) if key == "points" else format_number(value)

    return [[item, *(text(k, v) for k, v in zip(keys, values))] for item, *values in lines]


def _values(rows: Sequence[BreakdownRow], key: str) -> Iterator[Number]:
    """``key`` of each row (0 where it has none), iterated in C: an edit sums every row."""
    return map(methodcaller("get", key, 0), map(attrgetter("measures"), rows))


class Sums:
    """The measures summed over the last breakdown, kept with its rows: an edit keeps most rows
    (every list row, for an edit of the hull), so only what follows the first changed row is
    added up again, in the breakdown's order, from the running total before it."""

    def __init__(self) -> None:
        self.rows: tuple[BreakdownRow, ...] = ()
        self.keys: list[str] = []
        self.running: list[list[Number]] = []  # per key: the total before each row, and after all
        self.listed_rows: tuple[BreakdownRow, ...] = ()
        self.listed_keys: list[str] | None = None
        self.listed_sums: list[Number] = []

    def total(self, rows: Sequence[BreakdownRow], keys: list[str]) -> list[Number]:
        if keys != self.keys:
            self.rows, self.keys = (), keys
            self.running = [[0] for _ in keys]
        same = list(map(is_, rows, self.rows))
        first = same.index(False) if False in same else len(same)  # the rows kept in front
        if first == len(rows) == len(self.rows):
            return [running[-1] for running in self.running]
        for key, running in zip(keys, self.running):
            del running[first + 1 :]
            running += accumulate(_values(rows[first:], key), initial=running[first])
            running.pop(first + 1)  # ``initial`` again
        self.rows = tuple(rows)
        return [running[-1] for running in self.running]

    def listed(self, rows: list[BreakdownRow], keys: list[str]) -> list[Number]:
        """The list's own rows summed (kept while they are the very same rows)."""
        if (
            keys != self.listed_keys
            or len(rows) != len(self.listed_rows)
            or not all(map(is_, rows, self.listed_rows))
        ):
            self.listed_rows, self.listed_keys = tuple(rows), keys
            self.listed_sums = [sum(_values(rows, k)) for k in keys]
        return self.listed_sums


def _clean(value):
    """A float sum kept clear of drift, so the total reads as the header does."""
    return round(value, 9) if isinstance(value, float) else value


class TotalsTable(QTableWidget):
    """A read-only table of :func:`totals_rows`, rewritten only when a figure changes."""

    def __init__(self, spec: ListSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.sums = Sums()
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
        lines = totals_rows(self.spec, evaluation, self.sums)
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
