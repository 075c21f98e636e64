"""Fix-it suggestions under the selected finding: the smallest proven changes that clear it,
each a button that applies it as one undo step. Computed when a finding is selected, never on
every keystroke (an edit clears them; select the finding again for fresh ones)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from designer.core.fixes import Fix


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
        self.fixes: list[Fix] = []
        self.buttons: list[QPushButton] = []
        self.hide()

    def show_fixes(self, code: str, fixes: Sequence[Fix]) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.buttons, self.fixes = [], list(fixes)
        self.title.setText(f"Fixes for {code}:" if fixes else f"No change found that clears {code} "
                           "without breaking another rule.")
        for fix in self.fixes:
            button = QPushButton(fix.label, self)
            button.setToolTip(f"{fix.label}\nOne undo step; the finding is cleared and no rule broken.")
            button.clicked.connect(lambda _c=False, f=fix: self.fix_chosen.emit(f))
            self.layout_.addWidget(button)
            self.buttons.append(button)
        self.show()

    def clear(self) -> None:
        self.fixes = []
        self.hide()
