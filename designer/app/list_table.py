"""A design list (``systems``) as a table: one row per entry, the game's columns, then the
breakdown measures the list names (MASS and points, size and points, boxes and BPV). Rows with
findings are marked.

The model is read-only towards the design: an edit in a cell emits ``edit_requested`` and the
window applies it as an undo command; the model is then refreshed from the new design, told
which paths changed, so it rewrites only those rows (and rows whose figures or marks moved).
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QItemSelectionModel, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QTableView,
    QWidget,
)

from designer.app.theme import theme_for
from designer.core.design_path import get_at, parse_path
from designer.core.editor import ColumnSpec, FieldSpec, ListSpec
from designer.core.evaluation import BreakdownRow, Evaluation, Finding
from designer.core.numbers import format_number, format_points
from designer.core.line_refs import without_line_refs
from designer.core.yaml_source import path_text

PALETTE_MIME = "application/x-hullwright-palette"
MARK_ROLE = Qt.ItemDataRole.UserRole + 7  # which mark a cell carries, so unchanged ones are skipped
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
SHOWN_ROWS = 10  # a table asks for this many rows in view
FIRST_COLUMN_WIDEST = 180  # the row's name keeps up to this much of its width in a full table


class ListModel(QStandardItemModel):
    """Rows of one :class:`ListSpec` in the current design.

    The cells live in Qt's own item model, so painting the table never calls back into Python;
    :meth:`show` rewrites only the rows that changed. An edit typed into a cell is not stored:
    ``setData`` turns it into ``edit_requested`` and the table follows the new design.
    """

    edit_requested = Signal(str, object, str)  # path, value, label

    def __init__(self, spec: ListSpec, parent=None):
        super().__init__(parent)
        self.spec = spec
        self._path = parse_path(spec.path)  # parsed once: every edit reads the list
        self.columns: list[ColumnSpec] = list(spec.columns)
        self.extra = [key for key, _label in spec.measures]
        self.design: Any = None
        self.rows: list[Any] = []
        self.costs: Mapping[str, BreakdownRow] = {}  # this list's breakdown rows by path
        self.marks: dict[int, list[Finding]] = {}
        theme = theme_for()
        self._brushes = {
            "error": tuple(map(QBrush, theme.error_row)),
            "warning": tuple(map(QBrush, theme.warning_row)),
        }
        self._icons: dict[str, Any] = {}
        self.setColumnCount(1 + len(self.columns) + len(self.extra))
        self.setHorizontalHeaderLabels(
            [spec.noun, *(c.label for c in self.columns), *(label for _key, label in spec.measures)]
        )

    # --- filling -------------------------------------------------------------------------------
    def show(
        self, design: Any, evaluation: Evaluation | None, changed: tuple[str, ...] | None = None
    ) -> None:
        """Show ``design``; ``changed`` are the paths the last edit changed (None: anything)."""
        rows = list(get_at(design, self._path))
        costs: Mapping[str, BreakdownRow] = {}
        marks: dict[int, list[Finding]] = {}
        if evaluation is not None:
            prefix = self.spec.path + "["  # this list's rows only: a game has several lists
            costs = evaluation.rows_of(self.spec.path)
            for f in evaluation.findings:
                if f.path.startswith(prefix) and f.severity in ("error", "warning"):
                    try:
                        index = int(f.path[len(prefix) :].split("]", 1)[0])
                    except ValueError:
                        continue
                    marks.setdefault(index, []).append(f)
        old = len(self.rows)
        self.design = design
        if len(rows) != old:
            self.rows, self.costs, self.marks = rows, costs, marks
            self.beginResetModel()
            blocked = self.blockSignals(True)  # one reset, not a signal per cell
            self.setRowCount(len(rows))
            for r in range(len(rows)):
                self._fill(r)
            self.blockSignals(blocked)
            self.endResetModel()
            return
        was, was_costs, was_marks = self.rows, self.costs, self.marks
        edited = self._edited_rows(changed, old)
        self.rows, self.costs, self.marks = rows, costs, marks
        if edited is None:
            redo = {i for i in range(old) if was[i] is not rows[i] and was[i] != rows[i]}
        else:
            redo = edited
        # Rows whose figures or marks moved. An untouched entry's breakdown row is most often the
        # very same object as before, so the costs are compared as a whole first (quick), then
        # row by row only where the objects differ; never a call per row.
        if self.extra and costs != was_costs:
            skip = len(self.spec.path) + 1  # "systems[" of "systems[3]"
            for path, now in costs.items():
                then = was_costs.get(path)
                if then is not now and self._figures_moved(then, now):
                    redo.add(int(path[skip:-1]))
            for path in was_costs.keys() - costs.keys():
                if self._figures_moved(was_costs[path], None):
                    redo.add(int(path[skip:-1]))
        if marks != was_marks:
            redo.update(i for i in marks.keys() | was_marks.keys() if marks.get(i) != was_marks.get(i))
        for r in sorted(redo):
            if r < old:
                self._fill(r)

    def _figures_moved(self, was: BreakdownRow | None, now: BreakdownRow | None) -> bool:
        """Whether a row's measure columns read differently (an untouched entry's breakdown
        row is often the very same object: no look at its measures)."""
        if was is now or not self.extra:
            return False
        if was is not None and now is not None and was.measures == now.measures:
            return False
        return self._figures(was) != self._figures(now)

    def _figures(self, row: BreakdownRow | None) -> tuple:
        if row is None:
            return (None,) * len(self.extra)
        return tuple(row.measures.get(k) for k in self.extra)

    def _edited_rows(self, changed: tuple[str, ...] | None, count: int) -> set[int] | None:
        """The rows the changed paths point into; None when every row must be compared (no
        paths given, or the list itself changed or a design field that rows may show)."""
        if changed is None:
            return None
        prefix = self.spec.path + "["
        rows: set[int] = set()
        for path in changed:
            if not path.startswith(prefix):
                if path == self.spec.path or not path:
                    return None
                continue  # a design field: a row's text never depends on one here
            head = path[len(prefix) :].split("]", 1)[0]
            if head.isdigit() and int(head) < count:
                rows.add(int(head))
        return rows

    def _fill(self, r: int) -> None:
        """Write row ``r``'s cells: texts, which cells are editable, the finding marks."""
        row = self.rows[r]
        texts = [self.spec.row_label(row)] + [c.display(self.design, row) for c in self.columns]
        if self.extra:
            figures = self._figures(self.costs.get(self.row_path(r)))
            texts += [
                "" if v is None else format_points(v) if key == "points" else format_number(v)
                for key, v in zip(self.extra, figures)
            ]
        marks = self.marks.get(r)
        worst = ("error" if any(f.severity == "error" for f in marks) else "warning") if marks else ""
        tip = (
            "\n".join(f"{f.severity}: {f.message} ({without_line_refs(f.rule)})" for f in marks)
            if marks
            else ""
        )
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDropEnabled
        for c, text in enumerate(texts):
            item = self.item(r, c)
            if item is None:
                item = QStandardItem()
                self.setItem(r, c, item)
            if item.text() != text:
                item.setText(text)
            field = self.column_field(c, r)
            editable = field is not None and not field.disabled_reason(self.design, row)
            flags = base | Qt.ItemFlag.ItemIsEditable if editable else base
            if item.flags() != flags:
                item.setFlags(flags)
            if c > len(self.columns) and item.textAlignment() != RIGHT:
                item.setTextAlignment(RIGHT)
            self._mark(item, worst, tip, c == 0)

    def _mark(self, item: QStandardItem, worst: str, tip: str, first: bool) -> None:
        if item.data(MARK_ROLE) == (worst or None) and item.toolTip() == tip:
            return
        item.setData(worst or None, MARK_ROLE)
        item.setToolTip(tip)
        if worst:
            item.setBackground(self._brushes[worst][0])
            if first:
                item.setForeground(self._brushes[worst][1])
                # An icon as well as the tint, so a marked row still shows when selected.
                item.setIcon(self._icon(worst))
        else:
            for role in (
                Qt.ItemDataRole.BackgroundRole,
                Qt.ItemDataRole.ForegroundRole,
                Qt.ItemDataRole.DecorationRole,
            ):
                item.setData(None, role)

    def _icon(self, worst: str):
        if worst not in self._icons:
            self._icons[worst] = QApplication.style().standardIcon(
                QStyle.StandardPixmap.SP_MessageBoxCritical
                if worst == "error"
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
        return self._icons[worst]

    def row_path(self, row: int) -> str:
        return f"{self.spec.path}[{row}]"

    def column_field(self, column: int, row: int) -> FieldSpec | None:
        """The editable field in this cell, if the row has one for the column."""
        if 1 <= column <= len(self.columns) and 0 <= row < len(self.rows):
            return self.columns[column - 1].field_for(self.design, self.rows[row])
        return None

    def raw_value(self, index) -> Any:
        """The design's value behind a cell (what an in-cell editor starts from)."""
        field = self.column_field(index.column(), index.row())
        return get_at(self.rows[index.row()], field.path) if field else None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        field = self.column_field(index.column(), index.row())
        if field is None or role != Qt.ItemDataRole.EditRole:
            return False
        path = path_text((self.spec.path, index.row(), *field.path.split(".")))
        self.edit_requested.emit(path, value, field.label)
        return True

    def mimeTypes(self):
        return [PALETTE_MIME]


class FieldDelegate(QStyledItemDelegate):
    """In-cell editors for a column's :class:`FieldSpec`: a combo for choices, else a spin box."""

    def __init__(self, model: ListModel, parent=None):
        super().__init__(parent)
        self.model = model

    def createEditor(self, parent, option, index):
        field = self.model.column_field(index.column(), index.row())
        if field is None:
            return super().createEditor(parent, option, index)
        row = self.model.rows[index.row()]
        if field.kind == "choice":
            box = QComboBox(parent)
            for value, label in field.choices_in(self.model.design, row):
                box.addItem(label, value)
            return box
        if field.kind == "int":
            box = QSpinBox(parent)
            lo, hi = field.range_for(self.model.design, row)
            box.setRange(int(lo if lo is not None else 0), int(hi if hi is not None else 1_000_000))
            return box
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor, index):
        value = self.model.raw_value(index)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(value), 0))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor, model, index):
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        elif isinstance(editor, QSpinBox):
            editor.interpretText()
            model.setData(index, editor.value())
        else:
            super().setModelData(editor, model, index)


def select_row(view: QAbstractItemView, row: int, add: bool = False) -> None:
    """Select ``row`` of ``view`` (``add``: as well as the rows selected now). Through the
    selection model, not ``selectRow``, which reads the keyboard's modifiers: a Ctrl still held
    would toggle the row off instead of selecting it."""
    flags = QItemSelectionModel.SelectionFlag.Rows | (
        QItemSelectionModel.SelectionFlag.Select if add else QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    index = view.model().index(row, 0)
    view.selectionModel().select(index, flags)
    view.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
    view.scrollTo(index)


class ListTable(QTableView):
    """The table view. ``palette_dropped(key, row)`` when a palette entry is dropped on it."""

    palette_dropped = Signal(str, int)

    def __init__(self, model: ListModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(f"table:{model.spec.path}")
        self.setModel(model)
        self.list_model = model
        self.shown_rows = SHOWN_ROWS
        self.setItemDelegate(FieldDelegate(model, self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setAlternatingRowColors(False)
        # Tab leaves the table for the next pane (arrows move inside it): with Qt's default a
        # 200-row table swallowed 200 Tabs before the row editor could be reached.
        self.setTabKeyNavigation(False)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setDropIndicatorShown(True)
        self.verticalHeader().setDefaultSectionSize(24)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.horizontalHeader()
        header.setResizeContentsPrecision(20)  # size columns by the first rows, not all 200
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, model.columnCount()):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        # Fit the columns when rows come or go, not on every edit (that re-measures every cell).
        model.modelReset.connect(self.fit_columns)

    def fit_columns(self) -> None:
        for c in range(1, self.list_model.columnCount()):
            self.resizeColumnToContents(c)
        self._fit_first_column()

    def resizeEvent(self, event) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit_first_column()

    def _fit_first_column(self) -> None:
        """The first column (the row's name) takes the room the others leave, but is never
        squeezed to "…" by them: when they fill the table it keeps its text's width and the
        table scrolls sideways."""
        header = self.horizontalHeader()
        rest = sum(header.sectionSize(c) for c in range(1, self.list_model.columnCount()))
        need = min(self.sizeHintForColumn(0), FIRST_COLUMN_WIDEST)
        mode = (
            QHeaderView.ResizeMode.Stretch
            if self.viewport().width() - rest >= need
            else QHeaderView.ResizeMode.Interactive
        )
        if header.sectionResizeMode(0) != mode:
            header.setSectionResizeMode(0, mode)
        if mode == QHeaderView.ResizeMode.Interactive and header.sectionSize(0) < need:
            header.resizeSection(0, need)

    def sizeHint(self) -> QSize:  # Qt's name
        """Room for ``shown_rows`` rows: the pane gives a table that much before its editor."""
        rows = self.verticalHeader().defaultSectionSize() * self.shown_rows
        return QSize(
            super().sizeHint().width(),
            self.horizontalHeader().sizeHint().height()
            + rows
            + self.horizontalScrollBar().sizeHint().height()
            + 2 * self.frameWidth(),
        )

    def full_width(self) -> int:
        """The width that shows every column whole (the first at its text's width, capped)."""
        header = self.horizontalHeader()
        columns = min(self.sizeHintForColumn(0), FIRST_COLUMN_WIDEST) + sum(
            header.sectionSize(c) for c in range(1, self.list_model.columnCount())
        )
        return (
            columns
            + self.verticalHeader().sizeHint().width()
            + 2 * self.frameWidth()
            + self.verticalScrollBar().sizeHint().width()
        )

    def selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.selectionModel().selectedRows()})

    def select_row(self, row: int, add: bool = False) -> None:
        if 0 <= row < self.list_model.rowCount():
            select_row(self, row, add)

    def dragEnterEvent(self, event):
        if event.mimeData().hasFormat(PALETTE_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event):
        if event.mimeData().hasFormat(PALETTE_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event):
        mime = event.mimeData()
        if not mime.hasFormat(PALETTE_MIME):
            return super().dropEvent(event)
        key = bytes(mime.data(PALETTE_MIME)).decode("utf-8")
        index = self.indexAt(event.position().toPoint())
        row = index.row() + 1 if index.isValid() else self.list_model.rowCount()
        event.acceptProposedAction()
        self.palette_dropped.emit(key, row)


__all__ = ["ListModel", "ListTable", "PALETTE_MIME"]
