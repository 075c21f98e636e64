"""Fix-it suggestions under the selected finding: the smallest proven changes that clear it,
each a button that applies it as one undo step. Computed when a finding is selected, never on
every keystroke (an edit clears them; select the finding again for fresh ones)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from designer.core.fixes import Fix


SHOWN_FIXES = 3  # buttons in view at most; more scroll (five fix-its must not make the window taller)


class FixButtons(QScrollArea):
    """The buttons, scrolling: as tall as :data:`SHOWN_FIXES` of them at most, one at least."""

    def _heights(self) -> tuple[int, int]:
        """The buttons' height together, and one button's (with the spacing)."""
        buttons = self.widget().findChildren(QPushButton)
        one = buttons[0].sizeHint().height() + 2 if buttons else 0
        return self.widget().sizeHint().height(), one

    def sizeHint(self) -> QSize:  # Qt's name
        inner, one = self._heights()
        return QSize(self.widget().sizeHint().width(), min(inner, SHOWN_FIXES * one))

    def minimumSizeHint(self) -> QSize:
        inner, one = self._heights()
        return QSize(120, min(inner, one))


class FixesView(QWidget):
    """``fix_chosen(fix)`` when the player clicks one."""

    fix_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("FixesView")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(4, 2, 4, 2)
        self.layout_.setSpacing(2)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.layout_.addWidget(self.title)
        self.scroll = FixButtons(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget(self.scroll)
        self.button_box = QVBoxLayout(inner)
        self.button_box.setContentsMargins(0, 0, 0, 0)
        self.button_box.setSpacing(2)
        self.scroll.setWidget(inner)
        self.layout_.addWidget(self.scroll)
        self.fixes: list[Fix] = []
        self.buttons: list[QPushButton] = []
        self.hide()

    def show_fixes(self, code: str, fixes: Sequence[Fix]) -> None:
        for button in self.buttons:
            self.button_box.removeWidget(button)
            button.setParent(None)
            button.deleteLater()
        self.buttons, self.fixes = [], list(fixes)
        self.title.setText(
            f"Fixes for {code}:"
            if fixes
            else f"No change found that clears {code} without breaking another rule."
        )
        for fix in self.fixes:
            button = QPushButton(fix.label, self.button_box.parentWidget())
            button.setToolTip(f"{fix.label}\nOne undo step; the finding is cleared and no rule broken.")
            button.clicked.connect(lambda _c=False, f=fix: self.fix_chosen.emit(f))
            self.button_box.addWidget(button)
            self.buttons.append(button)
        self.scroll.setVisible(bool(fixes))
        self.scroll.updateGeometry()
        self.show()

    def clear(self) -> None:
        self.fixes = []
        self.hide()
