"""One input widget per :class:`FieldSpec`: spin box, check box, combo box or line edit.

A control only reports what the player typed (``edited``); the window turns that into an undo
command. ``show`` sets the value and range from the design with signals blocked, so refreshing
never feeds back as an edit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QSignalBlocker, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox,
                               QWidget)

from designer.core.design_path import get_at
from designer.core.editor import FieldSpec

INT_LIMIT = 2_000_000_000


class FieldControl(QObject):
    """A widget for one field. ``edited(value)`` on input; ``finished()`` when editing ends
    (focus leaves or Enter), which closes the current merged undo step."""

    edited = Signal(object)
    finished = Signal()

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.widget = self._make(spec, parent)
        self.widget.setObjectName(f"field:{spec.path}")
        tip = spec.help
        self.widget.setToolTip(tip)
        self.widget.setAccessibleName(spec.label)

    def _make(self, spec: FieldSpec, parent) -> QWidget:
        if spec.kind in ("int", "float"):
            box = QSpinBox(parent) if spec.kind == "int" else QDoubleSpinBox(parent)
            box.setKeyboardTracking(True)
            box.setSingleStep(int(spec.step) if spec.kind == "int" else spec.step)
            if spec.suffix:
                box.setSuffix(f" {spec.suffix}")
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

    def show(self, design: Any, row: Any = None) -> None:
        """Display the value of ``row`` (or of the design for hull fields), with the rules' range."""
        spec, w = self.spec, self.widget
        value = get_at(row if row is not None else design, spec.path)
        reason = spec.disabled_reason(design, row)
        if w.isEnabled() == bool(reason):
            w.setEnabled(not reason)
        tip = f"{spec.help}\n{reason}".strip() if reason else spec.help
        if w.toolTip() != tip:
            w.setToolTip(tip)
        with QSignalBlocker(w):
            if isinstance(w, (QSpinBox, QDoubleSpinBox)):
                lo, hi = spec.range_for(design, row)
                lo = -INT_LIMIT if lo is None else lo
                hi = INT_LIMIT if hi is None else hi
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

    def set_from_outside(self, value: Any) -> None:
        """Set the widget as a player would (tests and scripted edits): emits ``edited``."""
        w = self.widget
        if isinstance(w, (QSpinBox, QDoubleSpinBox)):
            w.setValue(value)
        elif isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(w.findData(value))
            self.edited.emit(value)
        elif isinstance(w, QLineEdit):
            w.setText(str(value))
            self.edited.emit(str(value))
        self.finished.emit()
