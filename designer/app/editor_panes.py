"""The panes built from one game's :class:`EditorSpec`: header, design fields and wheels,
palette, a tab per list and per section, and the rules and notes of the design.

The window builds a new set whenever the open design's game changes and otherwise keeps them,
so the same widgets serve every game without the window knowing which one it is.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from designer.app.budget_header import BudgetHeader
from designer.app.facing_wheel import FacingEditor
from designer.app.hull_form import HullForm
from designer.app.list_table import ListModel, ListTable
from designer.app.palette_view import PaletteView
from designer.app.pane_kinds import list_view
from designer.app.row_editor import RowEditor
from designer.app.rules_pane import RulesPane
from designer.app.tab_strip import wrapped
from designer.app.totals_table import TotalsTable
from designer.core.editor import EditorSpec, ListSpec, SectionSpec
from designer.core.game import Game
from designer.core.line_refs import without_line_refs


PICTURED_ROWS = 5  # a table under a picture of its rows asks for fewer: its row editor gets the room


class ViewArea(QScrollArea):
    """A list's picture, scrolling: as tall as its :meth:`RowsView.shown_height` asks (the
    pane gives it that first), never squeezed below a third of it."""

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(super().sizeHint().width(), self.widget().shown_height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height() // 3)


class ListPane(QWidget):
    """One list: a small toolbar, the custom view if its kind has one, the table and the
    selected row's editor."""

    def __init__(self, spec: ListSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.buttons: dict[str, QToolButton] = {}
        noun = spec.noun.lower()
        tools = (
            ("add", "Add", f"Add the palette's selected {noun}"),
            ("duplicate", "Duplicate", "Duplicate the selected rows (Ctrl+D)"),
            ("remove", "Remove", "Remove the selected rows (Delete)"),
            ("up", "Move up", "Move the selected row up (Ctrl+Up)"),
            ("down", "Move down", "Move the selected row down (Ctrl+Down)"),
        )
        for key, text, tip in tools if not spec.fixed_rows else ():
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.setAutoRaise(False)
            bar.addWidget(button)
            self.buttons[key] = button
        bar.addStretch(1)
        layout.addLayout(bar)
        self.model = ListModel(spec, self)
        self.table = ListTable(self.model, self)
        self.view = list_view(spec, self)
        self.view_area: ViewArea | None = None
        self.row_editor = RowEditor(spec, self)
        self.totals = TotalsTable(spec, self) if spec.totals else None
        split = QSplitter(Qt.Orientation.Vertical, self)
        if self.view is not None:
            # In a scroll area: a picture of 200 box groups must not make the window 4,000 px tall.
            scroll = self.view_area = ViewArea(split)
            scroll.setWidgetResizable(True)
            scroll.setWidget(self.view)
            split.addWidget(scroll)
            self.view.row_clicked.connect(self.table.select_row)
            self.table.shown_rows = PICTURED_ROWS
        main: QWidget = self.table
        if self.totals is not None:  # the totals stay under the table, which they add up
            main = QWidget(split)
            column = QVBoxLayout(main)
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(self.table, 1)
            column.addWidget(self.totals)
        split.addWidget(main)
        # The row editor scrolls: a row of many fields must not squeeze the table it edits,
        # nor make the window taller than a laptop screen.
        self.editor_area = QScrollArea(split)
        self.editor_area.setWidgetResizable(True)
        self.editor_area.setFrameShape(QFrame.Shape.NoFrame)
        self.editor_area.setWidget(self.row_editor)
        split.addWidget(self.editor_area)
        split.setStretchFactor(split.indexOf(main), 3)
        split.setStretchFactor(split.indexOf(self.editor_area), 1)
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)
        self.split, self.main = split, main
        self._shared = False

    def showEvent(self, event) -> None:  # Qt's name
        super().showEvent(event)
        if not self._shared:  # once: then the player's own sizes stay
            self._shared = True
            QTimer.singleShot(0, self, self._share_height)

    def _share_height(self) -> None:
        """The table as tall as it asks (``ListTable.shown_rows``) or half of what its picture
        leaves, whichever is more; the row editor the rest (an SFB box group's editor, its
        thirteen arcs and four buttons, was squeezed to a few lines)."""
        sizes = self.split.sizes()
        picture = 0 if self.view_area is None else min(self.view_area.sizeHint().height(), sum(sizes) // 3)
        rest = sum(sizes) - picture
        table = min(
            max(self.main.sizeHint().height(), rest // 2), rest - self.editor_area.minimumSizeHint().height()
        )
        self.split.setSizes(([picture] if self.view_area is not None else []) + [table, rest - table])


class SectionPane(QSplitter):
    """A section of design fields (an energy plan) as a form, with the lists the section names
    (``SectionSpec.lists``) under it; ``edited`` as the hull form's."""

    edited = Signal(str, object, str, str)

    def __init__(self, spec: SectionSpec, lists: list[ListPane], parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Vertical, parent)
        self.spec = spec
        self.lists = lists
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        self.form = HullForm(spec.fields, spec.title, scroll)
        self.form.setToolTip(without_line_refs(spec.help))
        self.form.edited.connect(self.edited.emit)
        scroll.setWidget(self.form)
        self.addWidget(scroll)
        for pane in lists:
            self.addWidget(pane)
            self.setStretchFactor(self.indexOf(pane), 3)
        self.setChildrenCollapsible(False)

    def show_design(self, design: Any, changed: Sequence[str] | None = None) -> None:
        self.form.show_design(design, changed)


WHEEL_SIDE = 150  # a wheel on the design is compact: its numbers are also fields of the form


class DesignFacings(QWidget):
    """Wheels on the design itself (shield values), with ``edited`` as the hull form's."""

    edited = Signal(str, object, str, str)

    def __init__(self, editor: EditorSpec, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.editors: list[tuple[Any, FacingEditor]] = []
        for spec in editor.facings:
            wheel = FacingEditor(self)
            wheel.wheel.setFixedSize(WHEEL_SIDE, WHEEL_SIDE)
            wheel.layout().setAlignment(wheel.wheel, Qt.AlignmentFlag.AlignHCenter)
            wheel.chosen.connect(
                lambda value, s=spec: self.edited.emit(s.path, list(value), s.title, f"facing:{s.path}")
            )
            layout.addRow(QLabel(spec.title, self))
            layout.addRow(wheel)
            self.editors.append((spec, wheel))

    def show_design(self, design: Any) -> None:
        for spec, wheel in self.editors:
            wheel.show_row(spec, design, design)


class EditorPanes:
    """Every game-specific widget of the window for one game's :class:`EditorSpec`."""

    def __init__(self, game: Game, editor: EditorSpec, parent: QWidget):
        self.editor = editor
        self.header = BudgetHeader(editor.stats, parent)
        self.hull = HullForm(editor.fields, editor.fields_title, parent)
        self.facings = DesignFacings(editor, self.hull)
        if editor.facings:
            self.hull.layout().addRow(self.facings)
        # The design's fields scroll: a tall form (an SSD's ship data and shield wheel) must not
        # squeeze the palette under it, and a long choice must not widen the window.
        self.hull_area = QScrollArea(parent)
        self.hull_area.setObjectName("HullArea")
        self.hull_area.setWidgetResizable(True)
        self.hull_area.setFrameShape(QFrame.Shape.NoFrame)
        self.hull_area.setWidget(self.hull)
        self.palette_box = QGroupBox(editor.palette_title, parent)
        box = QVBoxLayout(self.palette_box)
        box.setContentsMargins(6, 6, 6, 6)
        self.palette = PaletteView(
            editor.palette, editor.palette_measures, editor.palette_noun, self.palette_box
        )
        box.addWidget(self.palette)
        if not editor.palette:
            self.palette_box.hide()
        self.tabs = QTabWidget(parent)
        self.lists: dict[str, ListPane] = {spec.path: ListPane(spec, self.tabs) for spec in editor.lists}
        in_sections = {path for section in editor.sections for path in section.lists}
        for path, pane in self.lists.items():
            if path not in in_sections:
                self.tabs.addTab(pane, pane.spec.title)
        self.sections: list[SectionPane] = []
        for section in editor.sections:
            pane = SectionPane(section, [self.lists[p] for p in section.lists if p in self.lists], self.tabs)
            self.tabs.addTab(pane, section.title)
            self.sections.append(pane)
        self.rules = RulesPane(game, self.tabs)
        rules_area = QScrollArea(self.tabs)  # a game with many rules must not make the window taller
        rules_area.setWidgetResizable(True)
        rules_area.setFrameShape(QFrame.Shape.NoFrame)
        rules_area.setWidget(self.rules)
        self.tabs.addTab(rules_area, "Rules && notes")
        # Its tabs wrap onto a second row rather than scroll out of sight.
        self.tab_box, self.tab_strip = wrapped(self.tabs, parent)
        self.tab_strip.rebuild()

    def reveal(self, pane: QWidget) -> None:
        """Show the tab that holds ``pane`` (a list's own tab, or the section it sits in)."""
        holder = next((s for s in self.sections if pane in s.lists), pane)
        self.tabs.setCurrentWidget(holder)

    def current_list(self) -> ListPane | None:
        """The list of the tab shown (a section's first list), if it shows one."""
        shown = self.tabs.currentWidget()
        if isinstance(shown, SectionPane):
            return shown.lists[0] if shown.lists else None
        return shown if isinstance(shown, ListPane) else None

    def show_design(self, design: Any, changed: Sequence[str] | None = None) -> None:
        """The design's own fields everywhere they appear (lists refresh on their own);
        ``changed``: the paths edited since the last call (None: anything)."""
        self.hull.show_design(design, changed)
        self.facings.show_design(design)
        for pane in self.sections:
            pane.show_design(design, changed)
        self.rules.show_design(design)

    def form_signals(self) -> list:
        """Every ``edited(path, value, label, merge_key)`` signal of the design's own fields."""
        return [
            self.hull.edited,
            self.facings.edited,
            self.rules.edited,
            *(pane.edited for pane in self.sections),
        ]

    def widgets(self) -> list[QWidget]:
        return [self.header, self.hull_area, self.palette_box, self.tab_box]
