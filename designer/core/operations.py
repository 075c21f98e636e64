"""Edits as named, pure operations: ``apply(design, selection) -> Edit`` with an ``enabled``
check that says why not. The window wraps each apply in one undo step and hands the changed
paths to its views; the CLI and tests call the same operations with no window at all.

Paths in ``Edit.changed`` are design paths: a field (``hull.mass``), a row (``systems[3]``) or
a whole list whose rows came, went or moved (``systems``). A design never records them: dirty
stays "differs from the saved design", by equality.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from designer.core import design_path as dp


@dataclass(frozen=True)
class Selection:
    """What the player points at: rows of one list, or one field; ``at`` is where a new row
    should go when the player chose a place (a drop between rows)."""

    list_path: str = ""
    rows: tuple[int, ...] = ()
    path: str = ""
    at: int | None = None

    @property
    def row(self) -> int | None:
        """The one selected row, or None when none or several are selected."""
        return self.rows[0] if len(self.rows) == 1 else None


NOTHING = Selection()


@dataclass(frozen=True)
class Edit:
    """An operation's result: the new design, what changed, what to select next."""

    design: Any
    changed: tuple[str, ...]
    select: Selection | None = None


class OperationRefused(ValueError):
    """An operation run while it is disabled (``str()`` is the reason), or refused by the model."""


Check = Callable[[Any, Selection], "str | None"]


def always(_design: Any, _selection: Selection) -> str | None:
    return None


@dataclass(frozen=True)
class Operation:
    """One thing a player can do to a design. ``group``, ``summary``, ``source`` and
    ``measures`` (the cost as a palette shows it, ``{"mass": "3", "points": "4 +3/arc"}``) are
    for menus and palettes; ``target`` is the list an adding operation puts rows into."""

    id: str
    label: str
    apply: Callable[[Any, Selection], Edit]
    enabled: Check = always
    group: str = ""
    summary: str = ""
    source: str = ""
    measures: Mapping[str, str] = field(default_factory=dict)
    target: str = ""

    def reason(self, design: Any, selection: Selection = NOTHING) -> str | None:
        """Why the operation cannot run now, or None when it can."""
        return self.enabled(design, selection)

    def run(self, design: Any, selection: Selection = NOTHING) -> Edit:
        """Apply it; raises :class:`OperationRefused` with the reason when it cannot run."""
        why = self.reason(design, selection)
        if why:
            raise OperationRefused(why)
        try:
            return self.apply(design, selection)
        except dp.EditError as exc:
            raise OperationRefused(str(exc)) from None


# --- the generic edits every list and field has -------------------------------------------------
def set_value(design: Any, path: str, value: Any) -> Edit:
    """The design with ``value`` at ``path`` (raises ``EditError`` when the model refuses)."""
    return Edit(dp.replace_at(design, path, value), (path,))


def setter(path: str, value: Any, label: str, group: str = "") -> Operation:
    """An operation setting ``path`` to ``value`` (what fix-it suggestions offer)."""

    def apply(design: Any, _selection: Selection) -> Edit:
        return set_value(design, path, value)

    return Operation(f"set:{path}={value!r}", label, apply, group=group)


def insert_row(design: Any, list_path: str, index: int, row: Any) -> Edit:
    rows = dp.get_at(design, list_path)
    index = max(0, min(index, len(rows)))
    return Edit(dp.insert_at(design, list_path, index, row), (list_path,), Selection(list_path, (index,)))


def add_row(
    op_id: str,
    label: str,
    list_path: str,
    make: Callable[[Any], Any],
    position: Callable[[Any, Any], int] | None = None,
    enabled: Check = always,
    **meta: Any,
) -> Operation:
    """An operation adding ``make(design)`` to ``list_path``: at the place the player chose
    (``selection.at``), else where ``position(design, row)`` says (a game's construction order),
    else after the selected row, else at the end."""

    def apply(design: Any, selection: Selection) -> Edit:
        row = make(design)
        rows = dp.get_at(design, list_path)
        if selection.at is not None:
            index = selection.at
        elif position is not None:
            index = position(design, row)
        elif selection.list_path == list_path and selection.rows:
            index = max(selection.rows) + 1
        else:
            index = len(rows)
        return insert_row(design, list_path, index, row)

    return Operation(op_id, label, apply, enabled, target=list_path, **meta)


def _need_rows(design: Any, selection: Selection) -> str | None:
    if not selection.list_path or not selection.rows:
        return "select one or more rows first"
    return None


def _remove(design: Any, s: Selection) -> Edit:
    after = dp.remove_at(design, s.list_path, list(s.rows))
    left = len(dp.get_at(after, s.list_path))
    return Edit(after, (s.list_path,), Selection(s.list_path, (min(s.rows[0], left - 1),) if left else ()))


def _duplicate(design: Any, s: Selection) -> Edit:
    rows, out, placed = dp.get_at(design, s.list_path), [], []
    for i, row in enumerate(rows):
        out.append(row)
        if i in s.rows:
            out.append(row)
            placed.append(len(out) - 1)
    return Edit(
        dp.replace_at(design, s.list_path, out), (s.list_path,), Selection(s.list_path, tuple(placed))
    )


def _mover(delta: int) -> tuple[Check, Callable[[Any, Selection], Edit]]:
    def enabled(design: Any, s: Selection) -> str | None:
        if s.row is None:
            return "select one row to move"
        to = s.row + delta
        if not 0 <= to < len(dp.get_at(design, s.list_path)):
            return "the row is already " + ("first" if delta < 0 else "last")
        return None

    def apply(design: Any, s: Selection) -> Edit:
        if s.row is None:  # enabled() refuses this first
            raise dp.EditError("select one row to move")
        to = s.row + delta
        return Edit(dp.move_at(design, s.list_path, s.row, to), (s.list_path,), Selection(s.list_path, (to,)))

    return enabled, apply


REMOVE_ROWS = Operation("rows.remove", "Remove rows", _remove, _need_rows)
DUPLICATE_ROWS = Operation("rows.duplicate", "Duplicate rows", _duplicate, _need_rows)
MOVE_UP = Operation("rows.up", "Move row up", _mover(-1)[1], _mover(-1)[0])
MOVE_DOWN = Operation("rows.down", "Move row down", _mover(1)[1], _mover(1)[0])
ROW_OPERATIONS = (REMOVE_ROWS, DUPLICATE_ROWS, MOVE_UP, MOVE_DOWN)
