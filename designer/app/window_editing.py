"""The window's editing intents: a value set, an operation run, a palette entry added, rows
duplicated, removed or moved, a finding followed to its row or field, a fix applied. Each edit
is one undo step on the document. The window owns one :class:`EditController` as
``window.edits``; what it needs of the window is the :class:`EditServices` it is given.

The Edit menu's row commands (and their keys: Delete, Ctrl+D, Ctrl+Up/Down) act on what is in
front of the player: on the Fleet tab, the fleet's selected ships; on the Design tab, the list
whose table (or row editor) has focus, else the list of the tab shown. Undo follows the same
tab (``FleetComponent.undo_follows_tab``), so what a key did, Ctrl+Z undoes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTabWidget

from designer.app.document import DesignDocument
from designer.app.editor_panes import EditorPanes, ListPane
from designer.app.fixes_view import FixesView
from designer.app.fleet_tab import FleetTab
from designer.app.status_line import StatusLine
from designer.core.design_path import EditError
from designer.core.editor import Location
from designer.core.evaluation import Finding
from designer.core.fixes import Fix, suggest_fixes
from designer.core.line_refs import without_line_refs
from designer.core.operations import (
    DUPLICATE_ROWS,
    MOVE_DOWN,
    MOVE_UP,
    REMOVE_ROWS,
    Edit,
    Operation,
    OperationRefused,
    Selection,
    set_value,
)
from designer.exchange.share import share_design, share_fleet


SHARE_FORMAT_NAMES = {
    "text": "text",
    "markdown": "Markdown",
    "bbcode": "BBCode (forums)",
    "discord": "a Discord message",
}


@dataclass(frozen=True)
class EditServices:
    """What editing needs of the window."""

    document: Callable[[], DesignDocument]  # the design shown now
    panes: Callable[[], EditorPanes]  # its editor panes (built again with other house rules)
    fixes: FixesView
    status: StatusLine
    schedule_refresh: Callable[[], None]
    tabs: QTabWidget  # Design | Fleet
    fleet_tab: FleetTab  # the row commands' target while it is shown


class EditController:
    """The window's editing intents."""

    def __init__(self, services: EditServices):
        self.services, self.status = services, services.status
        self.pending_select: Selection | None = None  # selected by the next refresh

    @property
    def document(self) -> DesignDocument:
        return self.services.document()

    @property
    def panes(self) -> EditorPanes:
        return self.services.panes()

    def apply_edit(self, path: str, value: Any, label: str = "", merge_key: str = "") -> bool:
        """Set the value at ``path`` as one undoable edit (edits with the same ``merge_key``
        merge); False, with the reason in the status bar, when the design model refuses."""
        try:
            edit = set_value(self.document.design, path, value)
        except (EditError, KeyError, IndexError) as exc:
            self.status.show(f"Not changed: {exc}")
            self.services.schedule_refresh()  # put the widget back to the design's value
            return False
        return self.document.apply(edit, f"Change {label or path}", merge_key)

    def run_operation(self, operation: Operation | None, selection: Selection = Selection()) -> Edit | None:
        """Run one of the game's operations as one undo step; its reason in the status bar when
        it cannot run. What it says to select next is selected after the refresh."""
        if operation is None:
            return None
        try:
            edit = operation.run(self.document.design, selection)
        except OperationRefused as exc:
            self.status.show(f"{operation.label}: {exc}")
            return None
        # Named before the edit applies: the refresh it starts selects it.
        if edit.select is not None:
            self.pending_select = edit.select
        if not self.document.apply(edit, operation.label):
            self.pending_select = None  # nothing changed: no refresh to select it
        return edit

    def add_from_palette(self, key: str, row: int | None = None) -> int:
        """Run palette operation ``key`` (dropped at ``row``: there; else where the game puts
        it); returns the new row, or -1."""
        operation = self.document.editor.operation(key)
        if operation is None:
            raise KeyError(key)
        edit = self.run_operation(
            operation,
            Selection(
                operation.target,
                tuple(self.selected_rows(operation.target)) if operation.target in self.panes.lists else (),
                at=row,
            ),
        )
        if edit is None:
            return -1
        self.status.show(f"Added {operation.label}")
        return edit.select.rows[0] if edit.select and edit.select.rows else -1

    def add_palette_selection(self) -> None:
        items = self.panes.palette.tree.selectedItems()
        key = items[0].data(0, Qt.ItemDataRole.UserRole + 1) if items else None
        if key:
            self.add_from_palette(key)
        else:
            self.status.show(
                f"Pick a {self.document.editor.palette_noun.lower()} in the palette first "
                "(or double-click it)"
            )

    def _list_path(self, path: str | None) -> str | None:
        """``path``, else the list with focus, else the list of the tab shown."""
        if path:
            return path
        if self.panes is None:
            return None
        focus = QApplication.focusWidget()
        focused = next(
            (p for p in self.panes.lists.values() if focus is not None and p.isAncestorOf(focus)), None
        )
        pane = focused or self.panes.current_list()
        return pane.spec.path if pane is not None else None

    def _fleet_in_front(self, list_path: str | None) -> bool:
        """Whether a row command without a list of its own goes to the Fleet tab (shown)."""
        return list_path is None and self.services.tabs.currentWidget() is self.services.fleet_tab

    def selection(self, list_path: str | None = None) -> Selection:
        path = self._list_path(list_path)
        return Selection(path, tuple(self.selected_rows(path))) if path else Selection()

    def selected_rows(self, list_path: str | None = None) -> list[int]:
        path = self._list_path(list_path)
        return self.panes.lists[path].table.selected_rows() if path else []

    def select_row(self, index: int, list_path: str | None = None) -> None:
        path = self._list_path(list_path)
        if path:
            pane = self.panes.lists[path]
            self.panes.reveal(pane)
            pane.table.select_row(index)

    def _row_operation(self, operation: Operation, list_path: str | None) -> None:
        path = self._list_path(list_path)
        if path and not self.panes.lists[path].spec.fixed_rows:
            self.run_operation(operation, self.selection(path))

    def remove_selected(self, list_path: str | None = None) -> None:
        if self._fleet_in_front(list_path):
            self.services.fleet_tab.remove_selected()
        else:
            self._row_operation(REMOVE_ROWS, list_path)

    def duplicate_selected(self, list_path: str | None = None) -> None:
        if self._fleet_in_front(list_path):
            self.services.fleet_tab.duplicate_selected()
        else:
            self._row_operation(DUPLICATE_ROWS, list_path)

    def move_selected(self, delta: int, list_path: str | None = None) -> None:
        if not self._fleet_in_front(list_path):
            self._row_operation(MOVE_UP if delta < 0 else MOVE_DOWN, list_path)
        elif self.services.fleet_tab.move_selected(delta) < 0:
            self.status.show(f"Not moved: {self.services.fleet_tab.last_error}")

    def show_row(self, pane: ListPane, rows: list[int] | None = None) -> None:
        """The row editor of ``pane`` on its one selected row (else empty); ``rows``: the rows
        selected, when the caller knows them (None: asked of the table)."""
        if rows is None:
            rows = pane.table.selected_rows()
        pane.row_editor.show_row(self.document.design, rows[0] if len(rows) == 1 else -1)

    def finding_chosen(self, finding: Finding) -> None:
        """A finding clicked in the list: select its place and, for an error, offer fixes."""
        self.select_finding(finding)
        if finding.severity == "error":
            doc = self.document
            self.services.fixes.show_fixes(
                finding.code, suggest_fixes(doc.game, doc.design, finding, doc.context)
            )
        else:
            self.services.fixes.clear()

    def apply_fix(self, fix: Fix) -> None:
        """Apply a suggested fix as one undo step."""
        if self.run_operation(fix.operation, fix.selection) is not None:
            self.status.show(f"Applied: {fix.label}")
        self.services.fixes.clear()

    def select_finding(self, finding: Finding | str) -> Location:
        """Select the row or field a finding (or a design path) points at."""
        path = finding.path if isinstance(finding, Finding) else finding
        where = self.document.editor.locate(path)
        if where.kind == "row" and where.list is not None:
            pane = self.panes.lists[where.list.path]
            self.panes.reveal(pane)
            if where.index >= 0:
                pane.table.select_row(where.index)
                pane.table.setFocus()
        elif where.kind == "field" and where.field is not None:
            if not self.panes.hull.focus_field(where.field.path):
                for section in self.panes.sections:
                    if section.form.focus_field(where.field.path):
                        self.panes.tabs.setCurrentWidget(section)
                        break
        if isinstance(finding, Finding):
            self.status.show(
                f"{finding.code}: {finding.message}"
                + (f" — {without_line_refs(finding.rule)}" if finding.rule else "")
            )
        return where

    def copy_as_text(self, fmt: str = "text") -> str:
        """Put what is in front (the design, or on the Fleet tab the fleet) on the clipboard
        as ``hullwright share`` writes it: plain text, Markdown, BBCode or a Discord message."""
        if self._fleet_in_front(None):
            result = self.services.fleet_tab.evaluation()
            text, what = share_fleet(result, fmt), result.fleet.fleet
        else:
            doc = self.document
            text = share_design(doc.game, doc.design, doc.evaluation(), fmt, doc.profile)
            what = doc.design.name
        QApplication.clipboard().setText(text)
        self.status.show(f"Copied {what} as {SHARE_FORMAT_NAMES[fmt]}")
        return text

    def focus_search(self) -> None:
        self.services.tabs.setCurrentIndex(0)  # the palette is on the Design tab
        self.panes.palette.search.setFocus()
        self.panes.palette.search.selectAll()
