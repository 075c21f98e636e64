"""The hull fields of a design (name, hull type, MASS, FTL, thrust...) as a form."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QWidget

from designer.app.field_controls import FieldControl
from designer.core.editor import FieldSpec


class HullForm(QGroupBox):
    """Emits ``edited(path, value, label, merge_key)``; never touches the design itself."""

    edited = Signal(str, object, str, str)

    def __init__(self, fields: Sequence[FieldSpec], title: str = "Hull", parent: QWidget | None = None):
        super().__init__(title, parent)
        self.controls: dict[str, FieldControl] = {}
        self._session = 0  # a new merge step each time editing of a field finishes
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for spec in fields:
            control = FieldControl(spec, self)
            control.edited.connect(lambda value, s=spec: self.edited.emit(
                s.path, value, s.label, f"hull:{s.path}:{self._session}"))
            control.finished.connect(self._next_session)
            layout.addRow(spec.label, control.widget)
            self.controls[spec.path] = control

    def _next_session(self) -> None:
        self._session += 1

    def show_design(self, design: Any) -> None:
        for control in self.controls.values():
            control.show(design)

    def focus_field(self, path: str) -> bool:
        control = self.controls.get(path)
        if control is None:
            return False
        control.widget.setFocus()
        return True
