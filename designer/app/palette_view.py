"""The palette: every adding operation the game offers, with its cost in the game's own
measures (MASS and points, size and points), a search box, and double-click or drag to run one."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, QMimeData, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from designer.app.list_table import PALETTE_MIME
from designer.core.line_refs import without_line_refs
from designer.core.operations import Operation

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
SHOWN_ROWS = 10  # the palette never shrinks below this many rows (a tall design form scrolls)


class PaletteTree(QTreeWidget):
    def mimeData(self, items):  # Qt's name
        keys = [i.data(0, KEY_ROLE) for i in items if i.data(0, KEY_ROLE)]
        mime = QMimeData()
        if keys:
            mime.setData(PALETTE_MIME, keys[0].encode("utf-8"))
            mime.setText(keys[0])
        return mime

    def mimeTypes(self):
        return [PALETTE_MIME]


class PaletteView(QWidget):
    """``add_requested(key)`` on double-click or Enter; drags carry the key to the table."""

    add_requested = Signal(str)

    def __init__(
        self,
        entries: Sequence[Operation],
        measures: Sequence[tuple[str, str]],
        noun: str = "System",
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.entries = {e.id: e for e in entries}
        keys = [key for key, _label in measures]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(f"Search {noun.lower()}s…")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.filter)
        self.search.installEventFilter(self)  # Down goes on into the list
        self.tree = PaletteTree(self)
        self.tree.setObjectName("Palette")
        self.tree.setColumnCount(1 + len(keys))
        self.tree.setHeaderLabels([noun, *(label for _key, label in measures)])
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.tree.itemActivated.connect(self._activated)
        layout.addWidget(self.search)
        layout.addWidget(self.tree, 1)
        groups: dict[str, QTreeWidgetItem] = {}
        for entry in entries:
            parent_item = groups.get(entry.group)
            if parent_item is None and entry.group:
                parent_item = groups[entry.group] = QTreeWidgetItem([entry.group])
                parent_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                font = parent_item.font(0)
                font.setBold(True)
                parent_item.setFont(0, font)
                self.tree.addTopLevelItem(parent_item)
            item = QTreeWidgetItem([entry.label, *(entry.measures.get(k, "") for k in keys)])
            item.setData(0, KEY_ROLE, entry.id)
            for c in range(1, 1 + len(keys)):
                item.setTextAlignment(c, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            figures = "".join(
                f"\n{label}: {entry.measures[k]}"  # in full, however narrow the column
                for k, label in measures
                if entry.measures.get(k)
            )
            source = without_line_refs(entry.source)  # the book's section, never seed lines
            tip = f"{entry.label}{figures}\n{without_line_refs(entry.summary)}" + (
                f"\nRulebook: {source}" if source else ""
            )
            for c in range(1 + len(keys)):
                item.setToolTip(c, tip.strip())
            item.setFlags(
                Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
            )
            if parent_item is not None:
                parent_item.addChild(item)
            else:
                self.tree.addTopLevelItem(item)
        for group in groups.values():
            group.setFirstColumnSpanned(True)  # a group heading reads across the columns
        self.tree.expandAll()
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column, cap in ((c, 64 if c == 1 else 84) for c in range(1, 1 + len(keys))):
            # Costs can be formulas ("D/100 + sensors/10"): cap the width, the tooltip has it all.
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.tree.setColumnWidth(column, min(self.tree.sizeHintForColumn(column) + 10, cap))
        if entries:
            self.tree.setMinimumHeight(
                header.sizeHint().height() + SHOWN_ROWS * self.row_height() + 2 * self.tree.frameWidth()
            )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_PageDown)
        ):
            self.enter_list()
            return True
        return False

    def enter_list(self) -> str:
        """Focus the list on its first entry the search shows (Enter then adds it); its key."""
        keys = self.visible_keys()
        item = self._item(keys[0]) if keys else None
        self.tree.setFocus(Qt.FocusReason.OtherFocusReason)
        if item is not None:
            self.tree.setCurrentItem(item)
        return keys[0] if keys else ""

    def _item(self, key: str) -> QTreeWidgetItem | None:
        found = self.tree.findItems("*", Qt.MatchFlag.MatchWildcard | Qt.MatchFlag.MatchRecursive)
        return next((i for i in found if i.data(0, KEY_ROLE) == key), None)

    def row_height(self) -> int:
        """The height of one row (they are uniform)."""
        return max(self.tree.sizeHintForRow(0), self.tree.fontMetrics().height())

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        key = item.data(0, KEY_ROLE)
        if key:
            self.add_requested.emit(key)

    def activate(self, key: str) -> None:
        """Act as a double-click on entry ``key``."""
        if key not in self.entries:
            raise KeyError(key)
        self.add_requested.emit(key)

    def filter(self, text: str) -> None:
        words = text.lower().split()
        for g in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(g)
            items = [top.child(i) for i in range(top.childCount())] or [top]
            shown = 0
            for item in items:
                key = item.data(0, KEY_ROLE)
                entry = self.entries.get(key)
                hay = " ".join([entry.label, entry.group, entry.summary, entry.id]).lower() if entry else ""
                hide = bool(entry) and not all(w in hay for w in words)
                item.setHidden(hide)
                shown += not hide
            if top.childCount():
                top.setHidden(shown == 0)

    def row_text(self, key: str) -> list[str]:
        """What entry ``key``'s row reads: its label, then its measures (as a player sees them)."""
        item = self._item(key)
        if item is None:
            raise KeyError(key)
        return [item.text(c) for c in range(self.tree.columnCount())]

    def visible_keys(self) -> list[str]:
        out = []
        for g in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(g)
            for item in [top.child(i) for i in range(top.childCount())] or [top]:
                if not item.isHidden() and not top.isHidden() and item.data(0, KEY_ROLE):
                    out.append(item.data(0, KEY_ROLE))
        return out
