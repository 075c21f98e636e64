"""The open fleet: the loaded fleet (its designs read), its file, the undo stack, and the
house-rule profile it is evaluated under.

As with designs, views never change the fleet: they call the intents here, each of which builds
a new :class:`LoadedFleet` and pushes it as one undoable step. A design edited in the window is
swapped in with :meth:`FleetDocument.design_changed` (not an undo step: the fleet did not change,
the design it names did).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from designer.app.commands import DesignEdit
from designer.app.disk_watch import DiskWatch, FilesWatch, ask_about_reference
from designer.core.context import Profile
from designer.core.design_file import LoadedDesign
from designer.core.fleet import FleetEvaluation, evaluate_fleet
from designer.core.fleet_file import (
    LoadedFleet,
    design_path,
    dump_fleet,
    is_catalog_ref,
    load_entry,
    load_fleet,
    new_fleet,
    save_fleet,
)
from designer.core.fleet_model import MAX_COUNT, FleetShip
from designer.core.game import Game


class FleetDocument(QObject):
    """``changed`` fires after every new fleet state (edit, undo, redo, a design swapped in)."""

    changed = Signal()

    def __init__(
        self,
        loaded: LoadedFleet,
        path: Path | None = None,
        parent: QObject | None = None,
        profile: Profile | None = None,
    ):
        super().__init__(parent)
        self.loaded = loaded
        self.path = Path(path) if path else None
        self.saved = loaded.fleet  # a new fleet is clean until it is edited
        self.profile = profile
        self.stack = QUndoStack(self)
        self._evaluation: tuple[LoadedFleet, FleetEvaluation] | None = None
        self._typing = 0  # counts finished typings: keystrokes of one typing merge, two never
        self.disk = DiskWatch(self)  # another program changing the file: the window asks
        self.disk.follow(self.path)
        self.referenced = FilesWatch(self)  # and the files its designs name: the window offers to reload
        self._watch_references()

    @classmethod
    def new(cls, game: Game, name: str = "New fleet", parent: QObject | None = None) -> "FleetDocument":
        return cls(LoadedFleet(new_fleet(game, name), game, ()), None, parent)

    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> "FleetDocument":
        """Raises LoadError (FILE:LINE:COL) for a fleet or design that cannot be read."""
        return cls(load_fleet(path), Path(path), parent)

    @classmethod
    def recovered(
        cls, file: str | Path, original: Path | None, parent: QObject | None = None
    ) -> "FleetDocument":
        """The fleet autosaved in ``file`` (see :meth:`autosave_text`), belonging to ``original``
        (None: never saved). It is modified: it came from a crash and is worth saving. Raises
        LoadError when it, or a design it names, cannot be read."""
        loaded = load_fleet(file)
        folder = original.resolve().parent if original else Path.cwd()
        document = cls(replace(loaded, path=original, folder=folder), original, parent)
        document.saved = None  # never equal to a fleet: dirty until saved
        return document

    # --- state ---------------------------------------------------------------------------------
    @property
    def fleet(self):
        return self.loaded.fleet

    @property
    def game(self) -> Game:
        return self.loaded.game

    @property
    def dirty(self) -> bool:
        return self.fleet != self.saved

    def evaluation(self) -> FleetEvaluation:
        """The current fleet's evaluation, computed once per fleet state."""
        if self._evaluation is None or self._evaluation[0] is not self.loaded:
            self._evaluation = (self.loaded, evaluate_fleet(self.loaded, profile=self.profile))
        return self._evaluation[1]

    def set_profile(self, profile: Profile | None) -> None:
        """Evaluate every ship under ``profile`` from now on (not an edit of the fleet file)."""
        if profile != self.profile:
            self.profile = profile
            self._evaluation = None
            self.changed.emit()

    def design_file(self, row: int) -> Path:
        """The file behind entry ``row`` (a standard design's catalog file for ``catalog:``)."""
        return self.loaded.designs[row].path

    # --- applying ------------------------------------------------------------------------------
    def _apply(self, loaded: LoadedFleet, _changed: tuple[str, ...] = ()) -> None:
        self.loaded = loaded
        self._watch_references()
        self.changed.emit()

    def _watch_references(self) -> None:
        self.referenced.follow(p for d in self.loaded.designs if d.references for p in d.references.files)

    def referenced_changed(
        self, path: Path, ask: Callable[[str, bool, bool], str], say: Callable[[str], None]
    ) -> None:
        """A file one of its designs names changed on disk: read it again or keep what was read."""
        ask_about_reference(
            self.referenced,
            path,
            f"named in fleet {self.fleet.fleet}",
            "the fleet",
            self.reload_references,
            ask,
            say,
        )

    def reload_references(self) -> None:
        """Read again every file the fleet's designs name (entries sharing a design share it)."""
        again: dict[int, LoadedDesign] = {}
        for d in self.loaded.designs:
            if id(d) not in again:
                again[id(d)] = replace(d, references=d.game.references(d.design, d.path.resolve().parent))
        self._apply(replace(self.loaded, designs=tuple(again[id(d)] for d in self.loaded.designs)))

    def _push(self, after: LoadedFleet, text: str, merge_key: str = "") -> bool:
        if after.fleet == self.loaded.fleet and after.designs == self.loaded.designs:
            return False
        self.stack.push(DesignEdit(self._apply, self.loaded, after, (), text, merge_key))
        return True

    def _with(self, ships, designs=None, **fields) -> LoadedFleet:
        fleet = self.fleet.model_copy(update={"ships": list(ships), **fields})
        return replace(
            self.loaded, fleet=fleet, designs=tuple(self.loaded.designs if designs is None else designs)
        )

    # --- intents -------------------------------------------------------------------------------
    def add_design(self, ref: str | Path, count: int = 1) -> int:
        """Add ``count`` ships of a design file or ``catalog:<id>``; returns their row. A design
        the fleet has already, on an entry of its own (no ship name, no force), adds to that
        entry's count: two rows of one design would say the same thing twice. Raises LoadError
        when the design cannot be read or is another game's."""
        ref = ref if isinstance(ref, str) and is_catalog_ref(ref) else str(Path(ref).resolve())
        loaded = load_entry(ref, self.game, self.loaded.folder, self.path)
        row = self._plain_entry_of(ref)
        if row is not None:
            ships = list(self.fleet.ships)
            total = min(MAX_COUNT, ships[row].count + count)
            ships[row] = ships[row].model_copy(update={"count": total})
            self._push(self._with(ships), f"Add {loaded.design.name}")
            return row
        ships = [*self.fleet.ships, FleetShip(design=ref, count=count)]
        self._push(self._with(ships, (*self.loaded.designs, loaded)), f"Add {loaded.design.name}")
        return len(ships) - 1

    def _plain_entry_of(self, ref: str) -> int | None:
        """The row of an unnamed, force-less entry naming the same design as ``ref``."""

        def file_of(design: str) -> Path | None:  # catalog:<id> and a path to it are one design
            try:
                return design_path(design, self.loaded.folder, self.game)
            except KeyError:
                return None

        target = file_of(ref)
        return next(
            (
                i
                for i, s in enumerate(self.fleet.ships)
                if s.name is None and s.force is None and file_of(s.design) == target
            ),
            None,
        )

    # A count or a name is committed once per cell or field edit: one undo step each, never
    # merged with the next edit of the same cell.
    def set_count(self, row: int, count: int) -> bool:
        count = max(1, min(MAX_COUNT, int(count)))
        ships = list(self.fleet.ships)
        ships[row] = ships[row].model_copy(update={"count": count})
        return self._push(self._with(ships), "Change count")

    def set_ship_name(self, row: int, name: str) -> bool:
        ships = list(self.fleet.ships)
        ships[row] = ships[row].model_copy(update={"name": name.strip()[:200] or None})
        return self._push(self._with(ships), "Rename ship")

    def remove(self, rows) -> bool:
        keep = [i for i in range(len(self.fleet.ships)) if i not in set(rows)]
        ships = [self.fleet.ships[i] for i in keep]
        designs = [self.loaded.designs[i] for i in keep]
        return self._push(self._with(ships, designs), "Remove ships")

    def duplicate(self, rows) -> list[int]:
        """Copy the entries ``rows``, each just after itself (one undo step); the copies' rows."""
        ships, designs, placed = [], [], []
        for i, (ship, design) in enumerate(zip(self.fleet.ships, self.loaded.designs)):
            ships.append(ship)
            designs.append(design)
            if i in set(rows):
                ships.append(ship)
                designs.append(design)
                placed.append(len(ships) - 1)
        return placed if placed and self._push(self._with(ships, designs), "Duplicate ships") else []

    def move(self, row: int, delta: int) -> int:
        """Move entry ``row`` ``delta`` places (one undo step); its new row, or -1 when it is
        already first or last."""
        to = row + delta
        if not (0 <= row < len(self.fleet.ships) and 0 <= to < len(self.fleet.ships)):
            return -1
        ships, designs = list(self.fleet.ships), list(self.loaded.designs)
        ships.insert(to, ships.pop(row))
        designs.insert(to, designs.pop(row))
        self._push(self._with(ships, designs), "Move ship " + ("up" if delta < 0 else "down"))
        return to

    def set_budget(self, budget: float | None) -> bool:
        """The keystrokes of one typing (or the steps of one spin) merge into one undo step;
        :meth:`typing_finished` ends it."""
        return self._push(
            self._with(self.fleet.ships, budget=budget), "Change budget", f"budget:{self._typing}"
        )

    def typing_finished(self) -> None:
        """The player pressed Enter or left the field: the next edit is an undo step of its own."""
        self._typing += 1

    def set_fleet_name(self, name: str) -> bool:
        name = name.strip()[:200]
        if not name:
            return False
        return self._push(self._with(self.fleet.ships, fleet=name), "Rename fleet")

    def set_rule(self, key: str, value) -> bool:
        rules = {**self.fleet.rules, key: value}
        return self._push(self._with(self.fleet.ships, rules=rules), f"Set {key}")

    def design_changed(self, path: Path, loaded: LoadedDesign) -> bool:
        """A design the fleet names changed in the editor: use it (True when the fleet has it)."""
        target = Path(path).resolve()
        distinct = {id(d): d for d in self.loaded.designs}.values()  # entries share loads
        if not any(d.path.resolve() == target and d.design != loaded.design for d in distinct):
            return False
        self._apply(self.loaded.with_design(target, loaded))
        return True

    # --- files ---------------------------------------------------------------------------------
    def autosave_text(self) -> str:
        """The fleet as a file that reads the same from any folder: design paths absolute, since
        the autosave lives in the state folder, not beside the fleet's designs."""
        folder = self.loaded.folder
        ships = [
            s
            if is_catalog_ref(s.design)
            else s.model_copy(update={"design": str(design_path(s.design, folder))})
            for s in self.fleet.ships
        ]
        return dump_fleet(self.fleet.with_ships(ships))

    def save(self, path: str | Path | None = None) -> None:
        """Save atomically, design paths relative to the file; raises SaveError on failure."""
        target = Path(path or self.path)
        save_fleet(self.fleet, target, self.loaded.folder, based_on=self.path)
        reloaded = load_fleet(target)  # the paths as written, so this state equals the file
        self.loaded = replace(reloaded, designs=self.loaded.designs)
        self.path, self.saved = target, self.loaded.fleet
        self.disk.follow(target)
        self.changed.emit()

    def keep_mine(self) -> None:
        """The file changed on disk and the player keeps this fleet: unsaved from now on, and
        Save writes it without asking again."""
        self.disk.accept()
        self.saved = None
        self.changed.emit()
