"""Undo and redo from any focused widget of the window.

A spin box or line edit claims Ctrl+Z for its own text undo (a ``ShortcutOverride``), so the
Edit menu's shortcut never fires while one has focus, and the player's typed value stays while
the menu already says "Undo Change MASS". Every keystroke there is already a design edit on the
document's undo stack, so the window takes the undo and redo keys back from its own editors.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence, QUndoGroup
from PySide6.QtWidgets import QApplication, QWidget

UNDO_KEYS = (QKeySequence.StandardKey.Undo,)
REDO_KEYS = (QKeySequence.StandardKey.Redo,)


class UndoKeys(QObject):
    """An application event filter sending undo/redo keys pressed in ``window`` to ``group``."""

    def __init__(self, window: QWidget, group: QUndoGroup):
        super().__init__(window)
        self.window = window
        self.group = group
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # Qt's name
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(watched, QWidget) or not self.window.isAncestorOf(watched):
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
