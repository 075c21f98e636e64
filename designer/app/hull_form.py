"""The hull fields of a design (name, hull type, MASS, FTL, thrust...) as a form; a section's
fields (an energy plan, a ship data table) use the same form in a tab of their own."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QWidget

from designer.app.field_controls import FieldControl
from designer.core.editor import FieldSpec

COMBO_CHARACTERS = 16  # a choice shows at least this many characters; its list shows them all


class HullForm(QGroupBox):
    """Emits ``edited(path, value, label, merge_key)``; never touches the design itself."""

    edited = Signal(str, object, str, str)

    def __init__(self, fields: Sequence[FieldSpec], title: str = "Hull", parent: QWidget | None = None):
        super().__init__(title, parent)
        self.controls: dict[str, FieldControl] = {}
        self.hidden: set[str] = set()  # paths of fields that do not apply to the design shown
        self._session = 0  # a new merge step each time editing of a field finishes
        self._shown = False  # the first showing shows every field
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # A narrow column puts a wide field (six shields) under its label instead of widening.
        layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for spec in fields:
            control = FieldControl(spec, self)
            if isinstance(control.widget, QComboBox):  # a long choice is elided, not a wide form
                control.widget.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
                )
                control.widget.setMinimumContentsLength(COMBO_CHARACTERS)
            control.edited.connect(
                lambda value, s=spec: self.edited.emit(
                    s.path, value, s.label, f"hull:{s.path}:{self._session}"
                )
            )
            control.finished.connect(self._next_session)
            layout.addRow(spec.label, control.widget)
            self.controls[spec.path] = control

    def _next_session(self) -> None:
        self._session += 1

    def show_design(self, design: Any, changed: Sequence[str] | None = None) -> None:
        """Every field's value; a field that does not apply to this design (``FieldSpec.applies``:
        a class's figures on a ship of a class) is hidden and never read, as its value may not
        exist. ``changed``: the paths edited since the last call (None: anything), so a field
        none of them touches (``FieldSpec.touched_by``) is left as it is shown."""
        if not self._shown:
            changed, self._shown = None, True
        layout = self.layout()
        for path, control in self.controls.items():
            if changed is not None and not control.spec.touched_by(changed):
                continue
            applies = control.spec.applies_to(design, None)
            if applies == (path in self.hidden):  # only when it flips: a row shown relays the form
                layout.setRowVisible(control.widget, applies)
                self.hidden.symmetric_difference_update({path})
            if applies:
                control.show(design)
                widget = control.widget
                if isinstance(widget, QLineEdit) and not widget.hasFocus():
                    widget.setCursorPosition(0)  # a long name shows its beginning, not its end

    def focus_field(self, path: str) -> bool:
        control = self.controls.get(path)
        if control is None or path in self.hidden:
            return False
        control.widget.setFocus()
        return True
