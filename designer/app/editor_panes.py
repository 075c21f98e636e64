"""The panes built from one game's :class:`EditorSpec`: header, hull form, palette, list tabs.

The window builds a new set whenever the open design's game changes and otherwise keeps them,
so the same widgets serve every game without the window knowing which one it is.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QGroupBox, QHBoxLayout, QSplitter, QTabWidget, QToolButton,
                               QVBoxLayout, QWidget)

from designer.app.budget_header import BudgetHeader
from designer.app.hull_form import HullForm
from designer.app.list_table import ListModel, ListTable
from designer.app.palette_view import PaletteView
from designer.app.row_editor import RowEditor
from designer.core.editor import EditorSpec, ListSpec


class ListPane(QWidget):
    """One list: a small toolbar, the table and the selected row's editor."""

    def __init__(self, spec: ListSpec, editor: EditorSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.buttons: dict[str, QToolButton] = {}
        for key, text, tip in (("add", "Add", "Add the palette's selected system"),
                               ("duplicate", "Duplicate", "Duplicate the selected rows (Ctrl+D)"),
                               ("remove", "Remove", "Remove the selected rows (Delete)"),
                               ("up", "Move up", "Move the selected row up (Ctrl+Up)"),
                               ("down", "Move down", "Move the selected row down (Ctrl+Down)")):
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.setAutoRaise(False)
            bar.addWidget(button)
            self.buttons[key] = button
        bar.addStretch(1)
        layout.addLayout(bar)
        self.model = ListModel(spec, editor.mass_label, editor.points_label, self)
        self.table = ListTable(self.model, self)
        self.row_editor = RowEditor(spec, self)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.table)
        split.addWidget(self.row_editor)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)


class EditorPanes:
    """Every game-specific widget of the window for one :class:`EditorSpec`."""

    def __init__(self, editor: EditorSpec, parent: QWidget):
        self.editor = editor
        self.header = BudgetHeader(editor.budget, editor.mass_label, parent)
        self.hull = HullForm(editor.fields, "Hull", parent)
        self.palette_box = QGroupBox("Palette", parent)
        box = QVBoxLayout(self.palette_box)
        box.setContentsMargins(6, 6, 6, 6)
        self.palette = PaletteView(editor.palette, editor.mass_label, editor.points_label,
                                   self.palette_box)
        box.addWidget(self.palette)
        self.tabs = QTabWidget(parent)
        self.lists: dict[str, ListPane] = {}
        for spec in editor.lists:
            pane = ListPane(spec, editor, self.tabs)
            self.tabs.addTab(pane, spec.title)
            self.lists[spec.path] = pane
        if not editor.lists:
            self.tabs.hide()

    def widgets(self) -> list[QWidget]:
        return [self.header, self.hull, self.palette_box, self.tabs]
