"""A design list (``systems``) as a table: one row per entry, the game's columns, then MASS and
points from the evaluation's breakdown. Rows with findings are marked.

The model is read-only towards the design: an edit in a cell emits ``edit_requested`` and the
window applies it as an undo command; the model is then refreshed from the new design.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QHeaderView, QSpinBox,
                               QStyle,
                               QStyledItemDelegate, QTableView, QWidget)

from designer.core.design_path import get_at
from designer.core.editor import ColumnSpec, FieldSpec, ListSpec
from designer.core.evaluation import Evaluation, Finding
from designer.core.yaml_source import path_text

PALETTE_MIME = "application/x-drydock-palette"
MARK = {"error": ("#fde2e2", "#c62828"), "warning": ("#fff3d6", "#b26a00")}


class ListModel(QAbstractTableModel):
    """Rows of one :class:`ListSpec` in the current design."""

    edit_requested = Signal(str, object, str)  # path, value, label

    def __init__(self, spec: ListSpec, mass_label: str, points_label: str, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.columns: list[ColumnSpec] = list(spec.columns)
        self.extra = [mass_label, points_label] if spec.show_breakdown else []
        self.design: Any = None
        self.rows: list[Any] = []
        self.costs: dict[str, tuple[float, float]] = {}
        self.marks: dict[int, list[Finding]] = {}
        self.cells: list[tuple[str, ...]] = []  # display text per row, made once per change
        self._brushes = {k: (QBrush(QColor(bg)), QBrush(QColor(fg))) for k, (bg, fg) in MARK.items()}

    # --- filling -------------------------------------------------------------------------------
    def show(self, design: Any, evaluation: Evaluation | None) -> None:
        rows = list(get_at(design, self.spec.path))
        costs = {}
        marks: dict[int, list[Finding]] = {}
        if evaluation is not None:
            costs = {row.path: (row.mass, row.points) for row in evaluation.breakdown if row.path}
            prefix = self.spec.path + "["
            for f in evaluation.findings:
                if f.path.startswith(prefix) and f.severity in MARK:
                    try:
                        index = int(f.path[len(prefix):].split("]", 1)[0])
                    except ValueError:
                        continue
                    marks.setdefault(index, []).append(f)
        old = len(self.rows)
        self.design = design
        if len(rows) != old:
            self.beginResetModel()
            self.rows, self.costs, self.marks = rows, costs, marks
            self.cells = [self._cells(i) for i in range(len(rows))]
            self.endResetModel()
            return
        prefix = self.spec.path
        changed = [i for i in range(old)
                   if (self.rows[i] is not rows[i] and self.rows[i] != rows[i])
                   or self.costs.get(f"{prefix}[{i}]") != costs.get(f"{prefix}[{i}]")
                   or self.marks.get(i) != marks.get(i)]
        self.rows, self.costs, self.marks = rows, costs, marks
        for i in changed:
            self.cells[i] = self._cells(i)
        if changed:
            # One signal for the span of changed rows: an edit usually touches one row.
            self.dataChanged.emit(self.index(min(changed), 0),
                                  self.index(max(changed), self.columnCount() - 1))

    def _cells(self, r: int) -> tuple[str, ...]:
        row = self.rows[r]
        texts = [self.spec.row_label(row)] + [c.display(self.design, row) for c in self.columns]
        if self.extra:
            mass, points = self.costs.get(self.row_path(r), (None, None))
            texts += ["" if v is None else f"{v:g}" for v in (mass, points)]
        return tuple(texts)

    def row_path(self, row: int) -> str:
        return f"{self.spec.path}[{row}]"

    # --- Qt model ------------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 1 + len(self.columns) + len(self.extra)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        if section == 0:
            return "System"
        section -= 1
        if section < len(self.columns):
            return self.columns[section].label
        return self.extra[section - len(self.columns)]

    def column_field(self, column: int, row: int) -> FieldSpec | None:
        """The editable field in this cell, if the row has one for the column."""
        if 1 <= column <= len(self.columns) and 0 <= row < len(self.rows):
            return self.columns[column - 1].field_for(self.design, self.rows[row])
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        row = self.rows[r]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells[r][c]
        if role == Qt.ItemDataRole.EditRole:
            field = self.column_field(c, r)
            return get_at(row, field.path) if field else self.cells[r][c]
        if role == Qt.ItemDataRole.TextAlignmentRole and c > len(self.columns):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        marks = self.marks.get(r)
        if marks:
            worst = "error" if any(f.severity == "error" for f in marks) else "warning"
            if role == Qt.ItemDataRole.BackgroundRole:
                return self._brushes[worst][0]
            if role == Qt.ItemDataRole.ForegroundRole and c == 0:
                return self._brushes[worst][1]
            if role == Qt.ItemDataRole.DecorationRole and c == 0:
                # An icon as well as the tint, so a marked row still shows when selected.
                return QApplication.style().standardIcon(
                    QStyle.StandardPixmap.SP_MessageBoxCritical if worst == "error"
                    else QStyle.StandardPixmap.SP_MessageBoxWarning)
            if role == Qt.ItemDataRole.ToolTipRole:
                return "\n".join(f"{f.severity}: {f.message} ({f.rule})" for f in marks)
        return None

    def flags(self, index):
        base = super().flags(index) | Qt.ItemFlag.ItemIsDropEnabled
        field = self.column_field(index.column(), index.row()) if index.isValid() else None
        if field is not None and not field.disabled_reason(self.design, self.rows[index.row()]):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        field = self.column_field(index.column(), index.row())
        if field is None or role != Qt.ItemDataRole.EditRole:
            return False
        path = path_text((self.spec.path, index.row(), *field.path.split(".")))
        self.edit_requested.emit(path, value, field.label)
        return True

    def supportedDropActions(self):  # noqa: N802
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def mimeTypes(self):  # noqa: N802
        return [PALETTE_MIME]


class FieldDelegate(QStyledItemDelegate):
    """In-cell editors for a column's :class:`FieldSpec`: a combo for choices, else a spin box."""

    def __init__(self, model: ListModel, parent=None):
        super().__init__(parent)
        self.model = model

    def createEditor(self, parent, option, index):  # noqa: N802
        field = self.model.column_field(index.column(), index.row())
        if field is None:
            return super().createEditor(parent, option, index)
        row = self.model.rows[index.row()]
        if field.kind == "choice":
            box = QComboBox(parent)
            for value, label in field.choices:
                box.addItem(label, value)
            return box
        if field.kind == "int":
            box = QSpinBox(parent)
            lo, hi = field.range_for(self.model.design, row)
            box.setRange(int(lo if lo is not None else 0), int(hi if hi is not None else 1_000_000))
            return box
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor, index):  # noqa: N802
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(value), 0))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor, model, index):  # noqa: N802
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        elif isinstance(editor, QSpinBox):
            editor.interpretText()
            model.setData(index, editor.value())
        else:
            super().setModelData(editor, model, index)


class ListTable(QTableView):
    """The table view. ``palette_dropped(key, row)`` when a palette entry is dropped on it."""

    palette_dropped = Signal(str, int)

    def __init__(self, model: ListModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(f"table:{model.spec.path}")
        self.setModel(model)
        self.list_model = model
        self.setItemDelegate(FieldDelegate(model, self))
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.SelectedClicked)
        self.setAlternatingRowColors(False)
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

    def selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.selectionModel().selectedRows()})

    def select_row(self, row: int) -> None:
        if 0 <= row < self.list_model.rowCount():
            self.selectRow(row)
            self.scrollTo(self.list_model.index(row, 0))

    def dragEnterEvent(self, event):  # noqa: N802
        if event.mimeData().hasFormat(PALETTE_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event):  # noqa: N802
        if event.mimeData().hasFormat(PALETTE_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event):  # noqa: N802
        mime = event.mimeData()
        if not mime.hasFormat(PALETTE_MIME):
            return super().dropEvent(event)
        key = bytes(mime.data(PALETTE_MIME)).decode("utf-8")
        index = self.indexAt(event.position().toPoint())
        row = index.row() + 1 if index.isValid() else self.list_model.rowCount()
        event.acceptProposedAction()
        self.palette_dropped.emit(key, row)


__all__ = ["ListModel", "ListTable", "PALETTE_MIME", "QPersistentModelIndex"]
