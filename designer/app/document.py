"""The open design: the current immutable design, the saved one, its file and the undo stack.

Views never change the design; the window runs operations (``designer.core.operations``) and
hands the resulting :class:`~designer.core.operations.Edit` to :meth:`DesignDocument.apply`,
which pushes one undo step. Every new design (edit, undo, redo) is announced with the paths it
changed, so views refresh only what they show of them. Dirty means "differs from what was
saved", by equality, so undoing back to the saved state is clean again.

The document owns what lives as long as the design is edited: the evaluation context (with the
game's memos, the house-rule profile in force and the files the design names, read when it
is opened and when an edit names another), the record sheet's memo, the paper and the sheet
options.
"""

from __future__ import annotations

import operator

import traceback
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from designer.app.commands import DesignEdit
from designer.app.disk_watch import DiskWatch, FilesWatch, ask_about_reference
from designer.core.context import EvaluationContext, Profile
from designer.core.design_file import save_design
from designer.core.editor import EditorSpec
from designer.core.evaluation import Evaluation
from designer.core.game import EMPTY, Game
from designer.core.memo import Memo
from designer.core.model import DesignBase
from designer.core.operations import Edit
from designer.core.references import NO_REFERENCES
from designer.sheets.export import with_house_rules
from designer.sheets.generic_sheet import record_pages

EVERYTHING = None  # the changed paths of a new document: every view refreshes all it shows


class DesignDocument(QObject):
    """One design being edited. ``changed(paths)`` fires after every new design (edit, undo,
    redo) with the design paths that changed, or None when anything may have."""

    changed = Signal(object)
    file_changed = Signal()  # path or saved state changed (title, modified mark)
    editor_changed = Signal()  # new house rules, a new editor: the window rebuilds its panes

    def __init__(
        self,
        game: Game,
        design: DesignBase,
        path: Path | None = None,
        saved: DesignBase | None = None,
        parent: QObject | None = None,
        paper: str = "a4",
        sheet_options: Mapping[str, Any] | None = None,
    ):
        super().__init__(parent)
        self.game = game
        self.design = design
        self.path = Path(path) if path else None
        self.saved = saved  # None: never saved (a new or recovered design)
        self._start: DesignBase | None = None  # a new design's start: clean while it is unchanged
        self._dirty: tuple[tuple[object, ...], bool] | None = None  # (what was compared, the answer)
        self.paper = paper
        self.sheet_options = dict(sheet_options or {})
        self.stack = QUndoStack(self)
        self.stack.cleanChanged.connect(self._clean_changed)
        # A design's kind keeps its editor; the house rules in force price its palette.
        self.editor: EditorSpec = game.editor_for(design)
        # Its memos live as long as the document; its folder is the file's (references in it).
        # The files it names are read now and when an edit names others, never while evaluating.
        self.context = game.prepare(
            design,
            EvaluationContext(
                folder=self.path.resolve().parent if self.path else None, references=NO_REFERENCES
            ),
        )
        self.sheet_memo = Memo()
        self.last_changed: tuple[str, ...] | None = EVERYTHING
        self._evaluation: tuple[DesignBase, Evaluation] | None = None
        self._pages: tuple[DesignBase, Any] | None = None
        self.disk = DiskWatch(self)  # another program changing the file: the window asks
        self.disk.follow(self.path)
        self.referenced = FilesWatch(self)  # and the files it names: the window offers to reload them
        self.referenced.follow(self.context.references.files)

    @classmethod
    def new(cls, game: Game, start: str = EMPTY) -> "DesignDocument":
        """An untitled design from one of the game's starts (``Game.new_design``; raises
        LoadError or KeyError as it does). Nothing is lost by closing it unchanged, so it is
        clean until edited; it still has no saved version (nothing to compare with)."""
        document = cls(game, game.new_design(start))
        document._start = document.design
        return document

    def _clean_changed(self, _clean: bool) -> None:
        self.file_changed.emit()

    # --- state ---------------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        """Whether the design differs from the saved one, by equality (an edit keeps the
        untouched entries' objects, so comparing is quick), worked out once per design: the
        window asks several times an edit."""
        compared = (self.design, self.saved, self._start)
        if self._dirty is None or not all(map(operator.is_, self._dirty[0], compared)):
            if self.saved is None:
                dirty = self._start is None or self.design != self._start
            else:
                dirty = self.design != self.saved
            self._dirty = (compared, dirty)
        return self._dirty[1]

    @property
    def title(self) -> str:
        return self.path.name if self.path else self.design.name

    def evaluation(self) -> Evaluation:
        """The current design's evaluation, computed once per design."""
        if self._evaluation is None or self._evaluation[0] is not self.design:
            design = self.design
            self._evaluation = (design, self.game.evaluate(design, self.context))
        return self._evaluation[1]

    def pages_ready(self) -> bool:
        """Whether the current design's record sheet is already laid out."""
        return self._pages is not None and self._pages[0] is self.design

    def pages(self) -> list | str:
        """The record-sheet pages of the current design, laid out once per design (reusing
        the unchanged parts of the last layout); a message when the game cannot draw one."""
        if self._pages is None or self._pages[0] is not self.design:
            design = self.design
            try:
                pages: Any = with_house_rules(
                    record_pages(
                        self.game,
                        [(design, self.evaluation())],
                        self.paper,
                        self.sheet_options,
                        self.sheet_memo,
                    ),
                    [self.profile],
                )
            except Exception as exc:  # a sheet bug must not take the designer down with it
                traceback.print_exc()
                pages = f"The record sheet could not be drawn ({type(exc).__name__}: {exc})."
            self._pages = (design, pages)
        return self._pages[1]

    def set_paper(self, paper: str, sheet_options: Mapping[str, Any] | None = None) -> None:
        """Lay the sheet out for another paper (or options) from now on."""
        if paper != self.paper or (sheet_options is not None and dict(sheet_options) != self.sheet_options):
            self.paper = paper
            if sheet_options is not None:
                self.sheet_options = dict(sheet_options)
            self._pages = None
            self.changed.emit(())

    @property
    def profile(self) -> Profile | None:
        """The house-rule profile the design is evaluated under (None: the book's rules)."""
        return self.context.profile

    def set_profile(self, profile: Profile | None) -> None:
        """Evaluate under ``profile`` from now on. The memos and the reused sheet parts were
        made under the old catalog numbers: they go with it. The editor is made anew from the
        profile's catalog (its prices, its systems in the palette), once per change of rules."""
        if profile == self.context.profile:
            return
        self.context = replace(self.context, profile=profile, memos=Memo())
        self.sheet_memo = Memo()
        self._evaluation = self._pages = None
        editor = self.game.editor_for(self.design, self.game.data.catalog(profile))
        if editor is not self.editor:
            self.editor = editor
            self.editor_changed.emit()
        self.changed.emit(EVERYTHING)

    # --- applying designs ----------------------------------------------------------------------
    def _read_references(self, design: DesignBase, context: EvaluationContext) -> None:
        """Take ``context`` with the files ``design`` names read (what it held is kept, so an
        edit that names no other file reads nothing), and watch them."""
        before = context.references
        self.context = self.game.prepare(design, context)
        if self.context.references is not before:
            self.referenced.follow(self.context.references.files)

    def reload_references(self) -> None:
        """Read every file the design names again (another program changed one)."""
        self._read_references(self.design, replace(self.context, references=NO_REFERENCES, memos=Memo()))
        self.sheet_memo = Memo()
        self._evaluation = self._pages = None
        self.changed.emit(EVERYTHING)

    def _show(self, design: DesignBase, changed: tuple[str, ...] | None) -> None:
        self._read_references(design, self.context)
        self.design = design
        self.last_changed = changed
        self.changed.emit(changed)
        self.file_changed.emit()

    def apply(self, edit: Edit, text: str, merge_key: str = "") -> bool:
        """Push ``edit`` as one undo step named ``text``; False when it changes nothing.
        Consecutive edits with the same ``merge_key`` merge into one step."""
        if edit.design == self.design:
            return False
        self.stack.push(DesignEdit(self._show, self.design, edit.design, edit.changed, text, merge_key))
        return True

    # --- files ---------------------------------------------------------------------------------
    def save(self, path: Path | None = None) -> None:
        """Save atomically (core ``save_design``); raises ``SaveError`` and stays dirty on failure."""
        target = Path(path or self.path)
        save_design(self.design, target, based_on=self.path)  # keeps the file's own layout
        self.path = target
        self._read_references(self.design, self.context.at(target.resolve().parent))
        self.saved = self.design
        self.disk.follow(target)
        self.stack.setClean()
        self.file_changed.emit()

    def referenced_changed(
        self, path: Path, ask: Callable[[str, bool, bool], str], say: Callable[[str], None]
    ) -> None:
        """A file the design names changed on disk: read it again or keep what was read."""
        ask_about_reference(
            self.referenced, path, f"named by {self.title}", self.title, self.reload_references, ask, say
        )

    def keep_mine(self) -> None:
        """The file changed on disk and the player keeps this version: it differs from the
        file now, so it is unsaved, and Save writes it without asking again."""
        self.disk.accept()
        self.saved = None
        self.file_changed.emit()
