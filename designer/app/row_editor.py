"""The editor for the selected row of a list: its own fields, its facing wheel (arcs) when it
has one, and the list's row operations as buttons that say why they are disabled."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from designer.app.facing_wheel import FacingEditor
from designer.app.field_controls import FieldControl
from designer.app.theme import theme_for
from designer.core.design_path import get_at, parse_path
from designer.core.editor import ListSpec
from designer.core.operations import Selection


class RowEditor(QGroupBox):
    """``edited(path, value, label, merge_key)`` with paths into the design (``systems[2].level``)."""

    edited = Signal(str, object, str, str)
    refused = Signal(str)
    operation_requested = Signal(str)  # the id of a row operation the player clicked

    def __init__(self, spec: ListSpec, parent: QWidget | None = None):
        super().__init__(spec.row_title, parent)
        self.spec = spec
        self._path = parse_path(spec.path)  # parsed once: read on every edit
        self.index = -1
        self._session = 0
        self._row_type: Any = None
        self.controls: list[FieldControl] = []
        outer = QHBoxLayout(self)
        left = QWidget(self)
        self.form = QFormLayout(left)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel("Select a row to edit it.", left)
        self.caption.setWordWrap(True)
        self.form.addRow(self.caption)
        self.arc_note = QLabel(left)
        self.arc_note.setWordWrap(True)
        self.arc_note.setObjectName("ArcNote")
        column = QVBoxLayout()
        column.addWidget(left)
        self.op_buttons: dict[str, QPushButton] = {}
        for op in spec.row_operations:
            button = QPushButton(op.label, self)
            button.setObjectName(f"op:{op.id}")
            button.clicked.connect(lambda _c=False, i=op.id: self.operation_requested.emit(i))
            column.addWidget(button)
            self.op_buttons[op.id] = button
        column.addStretch(1)
        column.addWidget(self.arc_note)
        outer.addLayout(column, 1)
        self.facing = FacingEditor(self)
        self.arcs = self.facing.wheel
        self.facing.chosen.connect(self._facing_chosen)
        self.facing.refused.connect(self.refused.emit)
        self.arcs.message_changed.connect(self._note)
        outer.addWidget(self.facing, 0)
        self.facing.setVisible(spec.facing is not None)

    def _note(self, text: str) -> None:
        if text == self.arc_note.text() and self.arc_note.styleSheet():
            return  # unchanged: a style sheet set again would re-polish and repaint the window
        self.arc_note.setText(text)
        refused = text.startswith("Refused")
        theme = theme_for(self)
        self.arc_note.setStyleSheet(
            f"color: {theme.bad.name()}; font-weight: 600;" if refused else f"color: {theme.caption.name()};"
        )

    def row_path(self) -> str:
        return f"{self.spec.path}[{self.index}]"

    def show_row(self, design: Any, index: int) -> None:
        rows = get_at(design, self._path)
        if not 0 <= index < len(rows):
            index = -1
        row = rows[index] if index >= 0 else None
        if index != self.index:
            self._session += 1
            self.arcs.clear_message()  # a refusal is about the row it was made on
        self.index = index
        if (type(row) if row is not None else None) is not self._row_type:  # no row: already empty
            self._rebuild(design, row)
        caption = self.spec.row_label(row) if row is not None else "Select a row to edit it."
        if self.caption.text() != caption:
            self.caption.setText(caption)
        for control in self.controls:
            control.show(design, row)
        facing = self.spec.facing
        if facing is not None:
            applies = row is not None and facing.applies_to(design, row)
            self.facing.show_row(facing if applies else None, design, row if applies else None)
            self._note(self.arcs.hint())
        selection = Selection(self.spec.path, (index,) if index >= 0 else ())
        for op in self.spec.row_operations:
            why = op.reason(design, selection)
            button = self.op_buttons[op.id]
            if button.isEnabled() == bool(why):
                button.setEnabled(not why)
            tip = why or op.summary
            if button.toolTip() != tip:  # set again, Qt posts a tooltip change event every edit
                button.setToolTip(tip)

    def _rebuild(self, design: Any, row: Any) -> None:
        while self.form.rowCount() > 1:
            self.form.removeRow(1)
        self.controls = []
        self._row_type = type(row) if row is not None else None
        if row is None:
            return
        for spec in self.spec.row_fields:
            if not spec.applies_to(design, row):
                continue
            control = FieldControl(spec, self)
            control.edited.connect(
                lambda value, s=spec: self.edited.emit(
                    f"{self.row_path()}.{s.path}",
                    value,
                    s.label,
                    f"row:{self.index}:{s.path}:{self._session}",
                )
            )
            control.finished.connect(self._next_session)
            self.form.addRow(spec.label, control.widget)
            self.controls.append(control)

    def _next_session(self) -> None:
        self._session += 1

    def _facing_chosen(self, value) -> None:
        facing = self.spec.facing
        path = f"{self.row_path()}.{facing.path}"
        merge = f"facing:{self.index}:{self._session}" if facing.mode == "values" else ""
        self.edited.emit(path, list(value), facing.title.lower(), merge)

    def control(self, path: str) -> FieldControl | None:
        return next((c for c in self.controls if c.spec.path == path), None)
