"""The open design: the current immutable design, the saved one, its file and the undo stack.

Views never change the design; they call the intent methods here (``set_value``, ``add_row``,
...), which build the new design and push a :class:`DesignEdit`. Dirty means "differs from
what was saved", by equality, so undoing back to the saved state is clean again.
"""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from designer.app.commands import DesignEdit
from designer.core import design_path as dp
from designer.core.design_file import save_design
from designer.core.editor import EditorSpec
from designer.core.evaluation import Evaluation
from designer.core.game import Game
from designer.core.model import DesignBase


class DesignDocument(QObject):
    """One design being edited. ``changed`` fires after every new design (edit, undo, redo)."""

    changed = Signal()
    file_changed = Signal()  # path or saved state changed (title, modified mark)

    def __init__(self, game: Game, design: DesignBase, path: Path | None = None,
                 saved: DesignBase | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        self.design = design
        self.path = Path(path) if path else None
        self.saved = saved  # None: never saved (a new or recovered design)
        self.stack = QUndoStack(self)
        self.stack.cleanChanged.connect(self._clean_changed)
        self.editor: EditorSpec = game.editor()
        self._evaluation: tuple[DesignBase, Evaluation] | None = None
        self._pages: tuple[DesignBase, Any] | None = None

    def _clean_changed(self, _clean: bool) -> None:
        self.file_changed.emit()

    # --- state ---------------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return self.saved is None or self.design != self.saved

    @property
    def title(self) -> str:
        return self.path.name if self.path else self.design.name

    def evaluation(self) -> Evaluation:
        """The current design's evaluation, computed once per design."""
        if self._evaluation is None or self._evaluation[0] is not self.design:
            design = self.design
            self._evaluation = (design, self.game.evaluate(design, self.game.resolve_options(design)))
        return self._evaluation[1]

    def pages_ready(self) -> bool:
        """Whether the current design's record sheet is already laid out."""
        return self._pages is not None and self._pages[0] is self.design

    def pages(self) -> list | str:
        """The record-sheet pages of the current design, cached per design; a message when the
        game cannot draw one yet."""
        if self._pages is None or self._pages[0] is not self.design:
            design = self.design
            try:
                pages: Any = list(self.game.record_sheet_pages([(design, self.evaluation())],
                                                               self.editor.paper))
            except NotImplementedError:
                pages = f"{self.game.title} has no record sheet yet."
            except Exception as exc:  # a sheet bug must not take the designer down with it
                traceback.print_exc()
                pages = f"The record sheet could not be drawn ({type(exc).__name__}: {exc})."
            self._pages = (design, pages)
        return self._pages[1]

    # --- applying designs ----------------------------------------------------------------------
    def _apply(self, design: DesignBase) -> None:
        self.design = design
        self.changed.emit()
        self.file_changed.emit()

    def replace(self, after: DesignBase, text: str, merge_key: str = "") -> bool:
        """Push an undoable change to ``after``; False when nothing changes."""
        if after == self.design:
            return False
        self.stack.push(DesignEdit(self._apply, self.design, after, text, merge_key))
        return True

    # --- intents (raise design_path.EditError when the model refuses) ----------------------------
    def set_value(self, path: str, value: Any, label: str = "", merge: bool = True) -> bool:
        after = dp.replace_at(self.design, path, value)
        return self.replace(after, f"Change {label or path}", path if merge else "")

    def add_row(self, list_path: str, row: Any, index: int | None = None, label: str = "") -> int:
        rows = dp.get_at(self.design, list_path)
        index = len(rows) if index is None else index
        self.replace(dp.insert_at(self.design, list_path, index, row), f"Add {label or 'row'}")
        return index

    def remove_rows(self, list_path: str, indexes: Sequence[int]) -> None:
        if indexes:
            self.replace(dp.remove_at(self.design, list_path, list(indexes)),
                         f"Remove {len(indexes)} row{'s' if len(indexes) > 1 else ''}")

    def duplicate_rows(self, list_path: str, indexes: Sequence[int]) -> list[int]:
        rows = list(dp.get_at(self.design, list_path))
        new_rows, placed = [], []
        for i, row in enumerate(rows):
            new_rows.append(row)
            if i in indexes:
                new_rows.append(row)
                placed.append(len(new_rows) - 1)
        if placed:
            self.replace(dp.replace_at(self.design, list_path, new_rows), "Duplicate rows")
        return placed

    def move_row(self, list_path: str, index: int, to: int) -> int:
        rows = dp.get_at(self.design, list_path)
        to = max(0, min(to, len(rows) - 1))
        if to != index:
            self.replace(dp.move_at(self.design, list_path, index, to), "Move row")
        return to

    # --- files ---------------------------------------------------------------------------------
    def save(self, path: Path | None = None) -> None:
        """Save atomically (core ``save_design``); raises ``SaveError`` and stays dirty on failure."""
        target = Path(path or self.path)
        save_design(self.design, target, based_on=self.path)  # keeps the file's own layout
        self.path = target
        self.saved = self.design
        self.stack.setClean()
        self.file_changed.emit()
