"""Tabs that wrap: a :class:`QTabWidget`'s tabs as a row of buttons that takes a second row when
they do not fit, instead of hiding tabs behind scroll arrows (SFB's eight tabs need 794 px; its
middle pane has about 450). The tab widget keeps its pages and its API; only its bar is hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QLayout,
    QLayoutItem,
    QSizePolicy,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


class FlowLayout(QLayout):
    """Items left to right, onto the next line when the width runs out (height for width)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 2):
        super().__init__(parent)
        self.items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # Qt's name
        self.items.append(item)

    def count(self) -> int:
        return len(self.items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self.items[index] if 0 <= index < len(self.items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self.items.pop(index) if 0 <= index < len(self.items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """All on one line."""
        hints = [item.sizeHint() for item in self.items]
        width = sum(h.width() for h in hints) + self.spacing() * max(len(hints) - 1, 0)
        return QSize(width, max((h.height() for h in hints), default=0))

    def minimumSize(self) -> QSize:
        """The widest item, and the height of the items on two lines (a narrower pane is given
        more by its height for width)."""
        width = max((item.sizeHint().width() for item in self.items), default=0)
        return QSize(width, self.heightForWidth(max(width, self.sizeHint().width() // 2 + width)))

    def _place(self, rect: QRect, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self.items:
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self.spacing(), 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self.spacing()
            line = max(line, hint.height())
        return y + line - rect.y()


class TabStrip(QWidget):
    """Buttons for the tabs of ``tabs`` (call :meth:`rebuild` after adding them), above them."""

    def __init__(self, tabs: QTabWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("TabStrip")
        self.tabs = tabs
        self.flow = FlowLayout(self)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.idClicked.connect(tabs.setCurrentIndex)
        tabs.currentChanged.connect(self._current)
        tabs.tabBar().hide()
        # Tab must pass over the hidden bar (the tab widget's focus proxy) to the page's controls;
        # the strip's buttons take the tab widget's place in the focus chain.
        tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def rebuild(self) -> None:
        for button in self.group.buttons():
            self.group.removeButton(button)
            self.flow.removeWidget(button)
            button.hide()  # gone from the focus chain now, not at the next event loop
            button.deleteLater()
        for i in range(self.tabs.count()):
            button = QToolButton(self)
            button.setText(self.tabs.tabText(i))
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.group.addButton(button, i)
            self.flow.addWidget(button)
        self._current(self.tabs.currentIndex())

    def _current(self, index: int) -> None:
        button = self.group.button(index)
        if button is not None:
            button.setChecked(True)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.flow.heightForWidth(width)


def wrapped(tabs: QTabWidget, parent: QWidget | None = None) -> tuple[QWidget, TabStrip]:
    """``tabs`` under a strip of its tabs, in one widget to place where the tab widget went."""
    holder = QWidget(parent)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    strip = TabStrip(tabs, holder)
    column.addWidget(strip)
    column.addWidget(tabs, 1)
    return holder, strip
