"""Undo and redo from any focused widget of the window.

A spin box or line edit claims Ctrl+Z for its own text undo (a ``ShortcutOverride``), so the
Edit menu's shortcut never fires while one has focus, and the player's typed value stays while
the menu already says "Undo Change MASS". Every keystroke there is already a design edit on the
document's undo stack, so the window takes the undo and redo keys back from its own editors.

The filter sits on the window's focused widget, moved as the focus moves, and on the window
itself (which gets the keys when no widget has focus, as after an undo): keys go to those first,
and an application-wide filter ran Python for every event of the process (some 60,000 while a
window is built, and every paint of an edit).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence, QUndoGroup
from PySide6.QtWidgets import QApplication, QWidget

UNDO_KEYS = (QKeySequence.StandardKey.Undo,)
REDO_KEYS = (QKeySequence.StandardKey.Redo,)


class UndoKeys(QObject):
    """An event filter on ``window`` and its focused widget sending undo/redo keys to ``group``."""

    def __init__(self, window: QWidget, group: QUndoGroup):
        super().__init__(window)
        self.window = window
        self.group = group
        self.watched: QWidget | None = None
        window.installEventFilter(self)
        QApplication.instance().focusChanged.connect(self._focus_moved)
        self._focus_moved(None, QApplication.focusWidget())

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.watched is not None and shiboken6.isValid(self.watched):
            self.watched.removeEventFilter(self)
        inside = new is not None and new is not self.window and self.window.isAncestorOf(new)
        self.watched = new if inside else None
        if self.watched is not None:
            self.watched.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # Qt's name
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if any(event.matches(k) for k in UNDO_KEYS):
            action = self.group.undo
        elif any(event.matches(k) for k in REDO_KEYS):
            action = self.group.redo
        else:
            return False
        if kind == QEvent.Type.KeyPress:
            watched.clearFocus()  # the edit being typed ends here: the undo step is closed
            action()
        event.accept()
        return True
