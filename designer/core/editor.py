"""How a game describes its editor to the window, without Qt: fields, tables, arcs, palette.

A game's ``Game.editor()`` returns an :class:`EditorSpec`. The window builds its widgets from it
and never branches on a game id: hull fields become spin boxes and combo boxes with the ranges
the rules allow, each list becomes a table with a per-row editor, systems with fire arcs get the
arc editor, the palette lists what can be added, and the budget header shows the stats the game
names. Callables receive ``(design, row)``; ``row`` is ``None`` for hull fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Mapping, Sequence

from designer.core.design_path import get_at, parse_path
from designer.core.yaml_source import path_text

Kind = Literal["int", "float", "bool", "choice", "text"]
Bounds = Callable[[Any, Any], tuple[float, float]]


@dataclass(frozen=True)
class FieldSpec:
    """One editable value. ``path`` is relative to the design (hull fields) or to the row."""

    label: str
    path: str
    kind: Kind = "int"
    minimum: float | None = None
    maximum: float | None = None
    step: float = 1
    choices: tuple[tuple[Any, str], ...] = ()  # (value, label) for kind "choice"
    suffix: str = ""
    help: str = ""  # tooltip: what the value means and the rule behind its range
    bounds: Bounds | None = None  # ranges that depend on the design, e.g. thrust max by class
    applies: Callable[[Any, Any], bool] | None = None  # row fields: does this row have it?
    disabled: Callable[[Any, Any], str] | None = None  # a reason when the rules lock the value

    def range_for(self, design: Any, row: Any = None) -> tuple[float | None, float | None]:
        if self.bounds is not None:
            return self.bounds(design, row)
        return self.minimum, self.maximum

    def applies_to(self, design: Any, row: Any = None) -> bool:
        return self.applies is None or bool(self.applies(design, row))

    def disabled_reason(self, design: Any, row: Any = None) -> str:
        return self.disabled(design, row) if self.disabled else ""

    def choice_label(self, value: Any) -> str:
        return next((label for v, label in self.choices if v == value), str(value))


@dataclass(frozen=True)
class ColumnSpec:
    """A table column: computed text, or editable fields of the row. With several ``fields``
    (a beam's class, a screen's level) the first that applies to the row is shown and edited."""

    label: str
    text: Callable[[Any], str] | None = None
    fields: tuple[FieldSpec, ...] = ()
    width: int = 0  # characters; 0 lets the view decide

    def field_for(self, design: Any, row: Any) -> FieldSpec | None:
        return next((f for f in self.fields if f.applies_to(design, row)), None)

    def display(self, design: Any, row: Any) -> str:
        if self.text is not None:
            return self.text(row)
        field = self.field_for(design, row)
        if field is None:
            return ""
        value = get_at(row, field.path)
        if field.kind == "choice":
            return field.choice_label(value)
        if field.kind == "bool":
            return "yes" if value else "no"
        return f"{value:g}" if isinstance(value, float) else str(value)


@dataclass(frozen=True)
class Arc:
    """One fire arc: ``angle`` is its centre in degrees clockwise from the bow."""

    key: str
    label: str
    angle: float
    span: float


@dataclass(frozen=True)
class ArcClick:
    """What clicking an arc does: the new arc set, or why the rules refuse it."""

    arcs: tuple[str, ...] | None
    refused: str = ""


@dataclass(frozen=True)
class ArcSpec:
    """The arc editor for rows that bear through arcs. ``forbidden(design, row)`` maps an arc key
    to the reason the rules forbid it for that row; ``check(design, row, arcs)`` returns a reason
    when a whole set is refused (e.g. two arcs that are not adjacent)."""

    arcs: tuple[Arc, ...]
    path: str = "arcs"
    applies: Callable[[Any, Any], bool] | None = None
    forbidden: Callable[[Any, Any], Mapping[str, str]] | None = None
    single: Callable[[Any, Any], bool] | None = None  # exactly one arc: a click picks it
    check: Callable[[Any, Any, tuple[str, ...]], str] | None = None

    def applies_to(self, design: Any, row: Any) -> bool:
        return self.applies is None or bool(self.applies(design, row))

    def current(self, row: Any) -> tuple[str, ...]:
        return tuple(get_at(row, self.path))

    def forbidden_for(self, design: Any, row: Any) -> Mapping[str, str]:
        return self.forbidden(design, row) if self.forbidden else {}

    def ordered(self, keys) -> tuple[str, ...]:
        order = [a.key for a in self.arcs]
        return tuple(sorted(set(keys), key=order.index))

    def click(self, design: Any, row: Any, key: str) -> ArcClick:
        """The result of clicking arc ``key`` on ``row``: toggle it, or pick it for one-arc rows."""
        reason = self.forbidden_for(design, row).get(key)
        if reason:
            return ArcClick(None, reason)
        have = self.current(row)
        if self.single is not None and self.single(design, row):
            new = (key,)
        elif key in have:
            new = self.ordered(k for k in have if k != key)
            if not new:
                return ArcClick(None, "a system must bear through at least one arc")
        else:
            new = self.ordered((*have, key))
        if self.check is not None and (reason := self.check(design, row, new)):
            return ArcClick(None, reason)
        return ArcClick(new)


@dataclass(frozen=True)
class ListSpec:
    """A list of the design (``systems``) shown as a table with a per-row editor."""

    path: str
    title: str
    columns: tuple[ColumnSpec, ...]
    row_label: Callable[[Any], str] = str
    row_fields: tuple[FieldSpec, ...] = ()
    arcs: ArcSpec | None = None
    show_breakdown: bool = True  # add MASS and points columns from the evaluation's breakdown


@dataclass(frozen=True)
class PaletteEntry:
    """Something the player can add: shown with its MASS and cost, ``make(design)`` builds it."""

    key: str
    label: str
    mass: str
    cost: str
    make: Callable[[Any], Any]
    group: str = ""
    summary: str = ""
    source: str = ""
    target: str = "systems"  # the list it goes into


@dataclass(frozen=True)
class StatSpec:
    """A figure from ``Evaluation.stats`` shown in the header."""

    key: str
    label: str
    help: str = ""

    def display(self, stats: Mapping[str, Any]) -> str:
        value = stats.get(self.key, "")
        if isinstance(value, float):
            return f"{value:g}"
        return str(value)


@dataclass(frozen=True)
class BudgetSpec:
    """The always-visible header: ``used`` against ``limit`` as a bar, then ``stats``."""

    used: str
    limit: str
    label: str
    stats: tuple[StatSpec, ...] = ()


@dataclass(frozen=True)
class Location:
    """Where a finding's path lands in the editor: a hull field or a row of a list."""

    kind: Literal["field", "row", "none"]
    field: FieldSpec | None = None
    list: ListSpec | None = None
    index: int = -1
    rest: str = ""  # the part of the path inside the row (``arcs``)


@dataclass(frozen=True)
class EditorSpec:
    """Everything the window needs to edit one game's designs."""

    fields: tuple[FieldSpec, ...]
    lists: tuple[ListSpec, ...] = ()
    palette: tuple[PaletteEntry, ...] = ()
    budget: BudgetSpec | None = None
    mass_label: str = "MASS"
    points_label: str = "Points"
    paper: str = "a4"
    palette_groups: tuple[str, ...] = field(default=())

    def list_for(self, path: str) -> ListSpec | None:
        return next((spec for spec in self.lists if spec.path == path), None)

    def locate(self, path: str) -> Location:
        """Map a finding's path (``systems[3]``, ``thrust``, ``hull.mass``) to the editor."""
        steps = parse_path(path) if path else ()
        for spec in self.lists:
            head = parse_path(spec.path)
            if steps[: len(head)] == head and len(steps) > len(head) and isinstance(steps[len(head)], int):
                return Location("row", list=spec, index=steps[len(head)],
                                rest=path_text(steps[len(head) + 1:]))
        best: FieldSpec | None = None
        for spec in self.fields:
            own = parse_path(spec.path)
            if steps[: len(own)] == own or own[: len(steps)] == steps and steps:
                if best is None or len(parse_path(best.path)) < len(own):
                    best = spec
        if best is not None:
            return Location("field", field=best)
        for spec in self.lists:
            if steps and steps == parse_path(spec.path):
                return Location("row", list=spec, index=-1)
        return Location("none")


def fields_from_model(model: Any, skip: Sequence[str] = ("drydock", "game", "rules", "source",
                                                         "book_points", "notes")) -> EditorSpec:
    """A plain editor for a design model with no editor of its own: its top-level scalars."""
    out: list[FieldSpec] = []
    for name, info in model.model_fields.items():
        if name in skip:
            continue
        kind = {int: "int", float: "float", bool: "bool", str: "text"}.get(info.annotation)
        if kind is None:
            continue
        lo = hi = None
        for meta in info.metadata:
            lo = getattr(meta, "ge", lo)
            hi = getattr(meta, "le", hi)
        out.append(FieldSpec(name.replace("_", " ").capitalize(), info.alias or name, kind,
                             minimum=lo, maximum=hi))
    return EditorSpec(fields=tuple(out))
