"""Undo commands: each holds the design before and after one edit (designs are immutable) and
the paths the edit changed, which undo and redo announce again."""

from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QUndoCommand

from designer.core.model import DesignBase

MERGE_ID = 0x0D0C  # every design edit shares one id; ``merge_key`` decides what merges


class DesignEdit(QUndoCommand):
    """Replace the document's design. Consecutive edits with the same ``merge_key`` (one spin
    box being dragged or typed into) merge into one undo step."""

    def __init__(
        self,
        show: Callable[[DesignBase, tuple[str, ...]], None],
        before: DesignBase,
        after: DesignBase,
        changed: tuple[str, ...],
        text: str,
        merge_key: str = "",
    ):
        super().__init__(text)
        self._show = show
        self.before = before
        self.after = after
        self.changed = changed
        self.merge_key = merge_key

    def id(self) -> int:  # Qt's name
        return MERGE_ID if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # Qt's name
        if not isinstance(other, DesignEdit) or not self.merge_key or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        self.changed = tuple(dict.fromkeys((*self.changed, *other.changed)))
        if self.after == self.before:
            self.setObsolete(True)  # dragged back to where it started: nothing to undo
        return True

    def redo(self) -> None:
        self._show(self.after, self.changed)

    def undo(self) -> None:
        self._show(self.before, self.changed)
