"""What the window says to the player: one line in its status bar, and an error dialog for what
could not be done. Every controller of the window speaks through one :class:`StatusLine`."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QLabel

from designer.app.dialogs import Dialogs


@dataclass(frozen=True)
class StatusLine:
    label: QLabel  # the status bar's message
    dialogs: Dialogs

    def show(self, text: str) -> None:
        self.label.setText(text)

    def report(self, title: str, message: str) -> None:
        """What could not be done: in the status bar and in an error dialog."""
        self.show(message)
        self.dialogs.show_error(title, message)
