"""One input widget per :class:`FieldSpec`: spin box, check box, combo box, line edit, a
multi-select list ("multi"), a row of spin boxes ("tuple") or a text box ("text", multiline).

A control only reports what the player typed (``edited``); the window turns that into an undo
command. ``show`` sets the value and range from the design with signals blocked, so refreshing
never feeds back as an edit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from designer.core.design_path import get_at, parse_path
from designer.core.editor import FieldSpec
from designer.core.line_refs import without_line_refs

INT_LIMIT = 2_000_000_000


class FieldControl(QObject):
    """A widget for one field. ``edited(value)`` on input; ``finished()`` when editing ends
    (focus leaves or Enter), which closes the current merged undo step."""

    edited = Signal(object)
    finished = Signal()

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self._path = parse_path(spec.path)  # parsed once: read on every edit
        self.widget = self._make(spec, parent)
        self.widget.setObjectName(f"field:{spec.path}")
        self._tip = (spec.help, without_line_refs(spec.help))  # the book's section, never seed lines
        self.widget.setToolTip(self._tip[1])
        self.widget.setAccessibleName(spec.label)

    def _make(self, spec: FieldSpec, parent) -> QWidget:
        if spec.kind == "multi":
            return self._multi(spec, parent)
        if spec.kind == "tuple":
            return self._tuple(spec, parent)
        if spec.kind == "text" and spec.multiline:
            edit = QPlainTextEdit(parent)
            edit.setMaximumHeight(90)
            edit.setTabChangesFocus(True)  # Tab goes on to the next field, never into the text
            edit.textChanged.connect(lambda: self.edited.emit(edit.toPlainText()))
            return edit
        if spec.kind in ("int", "float"):
            box = QSpinBox(parent) if spec.kind == "int" else QDoubleSpinBox(parent)
            box.setKeyboardTracking(True)
            box.setSingleStep(int(spec.step) if spec.kind == "int" else spec.step)
            if spec.suffix:
                box.setSuffix(f" {spec.suffix}")
            if spec.unset_text:  # the lowest value shows the text and means None
                box.setSpecialValueText(spec.unset_text)
                box.valueChanged.connect(lambda v: self.edited.emit(None if v == box.minimum() else v))
            else:
                box.valueChanged.connect(self.edited.emit)
            box.editingFinished.connect(self.finished.emit)
            return box
        if spec.kind == "bool":
            box = QCheckBox(parent)
            box.toggled.connect(lambda on: (self.edited.emit(bool(on)), self.finished.emit()))
            return box
        if spec.kind == "choice":
            box = QComboBox(parent)
            for value, label in spec.choices:
                box.addItem(label, value)
            box.activated.connect(lambda i: (self.edited.emit(box.itemData(i)), self.finished.emit()))
            return box
        edit = QLineEdit(parent)
        edit.textEdited.connect(self.edited.emit)
        edit.editingFinished.connect(self.finished.emit)
        return edit

    def _multi(self, spec: FieldSpec, parent) -> QWidget:
        box = QListWidget(parent)
        # Choices side by side, wrapping: SFB's thirteen arc codes show at once, not five.
        box.setFlow(QListWidget.Flow.LeftToRight)
        box.setWrapping(True)
        box.setResizeMode(QListWidget.ResizeMode.Adjust)
        box.setSpacing(2)
        box.setMinimumHeight(4 * (box.fontMetrics().height() + 4))  # never squeezed to nothing
        box.setMaximumHeight(110)
        box.itemChanged.connect(lambda _item: (self.edited.emit(self._checked(box)), self.finished.emit()))
        return box

    @staticmethod
    def _checked(box: QListWidget) -> list:
        return [
            box.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(box.count())
            if box.item(i).checkState() == Qt.CheckState.Checked
        ]

    def _tuple(self, spec: FieldSpec, parent) -> QWidget:
        holder = QWidget(parent)
        row = QGridLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        holder.boxes = []
        per_line = 3 if len(spec.item_labels) > 4 else max(len(spec.item_labels), 1)  # six shields: two lines
        for n, label in enumerate(spec.item_labels):
            box = QSpinBox(holder)
            box.setPrefix(f"{label} ")
            box.setRange(int(spec.minimum or 0), int(spec.maximum if spec.maximum is not None else 1000))
            box.valueChanged.connect(lambda _v: self.edited.emit([b.value() for b in holder.boxes]))
            box.editingFinished.connect(self.finished.emit)
            row.addWidget(box, n // per_line, n % per_line)
            holder.boxes.append(box)
        return holder

    def show(self, design: Any, row: Any = None) -> None:
        """Display the value of ``row`` (or of the design for hull fields), with the rules' range."""
        spec, w = self.spec, self.widget
        value = get_at(row if row is not None else design, self._path)
        reason = spec.disabled_reason(design, row)
        if w.isEnabled() == bool(reason):
            w.setEnabled(not reason)
        source = f"{spec.help}\n{reason}".strip() if reason else spec.help
        if source != self._tip[0]:  # the seed lines taken out once per text, not per edit
            self._tip = (source, without_line_refs(source))
        tip = self._tip[1]
        if w.toolTip() != tip:
            w.setToolTip(tip)
        if spec.kind == "tuple":
            for box, v in zip(w.boxes, value):
                with QSignalBlocker(box):
                    if box.value() != v:
                        box.setValue(int(v))
            return
        with QSignalBlocker(w):
            if isinstance(w, QListWidget):
                self._show_multi(w, spec.choices_in(design, row), value)
            elif isinstance(w, QPlainTextEdit):
                if w.toPlainText() != str(value) and not w.hasFocus():
                    w.setPlainText(str(value))
            elif isinstance(w, (QSpinBox, QDoubleSpinBox)):
                lo, hi = spec.range_for(design, row)
                lo = -INT_LIMIT if lo is None else lo
                hi = INT_LIMIT if hi is None else hi
                if value is None:  # unset: the lowest value, which shows ``unset_text``
                    value = lo
                # Never clip a value a file holds: the findings report it, the box shows it.
                lo, hi = min(lo, value), max(hi, value)
                lo, hi = (int(lo), int(hi)) if isinstance(w, QSpinBox) else (float(lo), float(hi))
                if (w.minimum(), w.maximum()) != (lo, hi):  # an unchanged range must not relayout
                    w.setRange(lo, hi)
                if w.value() != value:
                    w.setValue(value)
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                choices = spec.choices_in(design, row)
                if spec.choices_for is not None and [w.itemData(i) for i in range(w.count())] != [
                    c[0] for c in choices
                ]:
                    w.clear()
                    for v, label in choices:
                        w.addItem(label, v)
                index = w.findData(value)
                if index < 0:
                    w.addItem(str(value), value)
                    index = w.count() - 1
                w.setCurrentIndex(index)
            elif isinstance(w, QLineEdit):
                # While the player types (an empty name on the way to a new one is refused by
                # the model), the text is theirs; it catches up when focus leaves.
                if w.text() != str(value) and not w.hasFocus():
                    w.setText(str(value))

    @staticmethod
    def _show_multi(w: QListWidget, choices, value) -> None:
        if [w.item(i).data(Qt.ItemDataRole.UserRole) for i in range(w.count())] != [c[0] for c in choices]:
            w.clear()
            for v, label in choices:
                item = QListWidgetItem(label, w)
                item.setData(Qt.ItemDataRole.UserRole, v)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)  # a box to tick, from the start
        chosen = set(value)
        for i in range(w.count()):
            item = w.item(i)
            state = (
                Qt.CheckState.Checked
                if item.data(Qt.ItemDataRole.UserRole) in chosen
                else Qt.CheckState.Unchecked
            )
            if item.checkState() != state:
                item.setCheckState(state)

    def set_from_outside(self, value: Any) -> None:
        """Set the widget as a player would (tests and scripted edits): emits ``edited``."""
        w = self.widget
        if self.spec.kind in ("multi", "tuple"):
            self.edited.emit(list(value))
        elif isinstance(w, QPlainTextEdit):
            w.setPlainText(str(value))
        elif isinstance(w, (QSpinBox, QDoubleSpinBox)):
            w.setValue(w.minimum() if value is None else value)
        elif isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(w.findData(value))
            self.edited.emit(value)
        elif isinstance(w, QLineEdit):
            w.setText(str(value))
            self.edited.emit(str(value))
        self.finished.emit()
