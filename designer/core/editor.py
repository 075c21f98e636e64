"""How a game describes its editor to the window, without Qt: fields, lists, wheels, panes,
the palette of operations and the header's figures.

A game's ``Game.editor()`` returns an :class:`EditorSpec`. The window builds its widgets from it
and never branches on a game id: fields become spin boxes, check boxes, combo boxes, multi-select
lists or rows of spin boxes with the ranges the rules allow; each list becomes a table (or a
custom pane kind the window knows, falling back to the table) with a per-row editor; a
:class:`~designer.core.facing.FacingSpec` becomes a wheel; the palette lists adding operations;
the header draws the evaluation's meters and the stats the spec names. Every word the window
shows about the game (the field group's title, what a row is called) comes from here.
Callables receive ``(design, row)``; ``row`` is ``None`` for design fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Literal, Mapping, Sequence

from designer.core.design_path import get_at, parse_path, paths_overlap
from designer.core.facing import FacingSpec
from designer.core.numbers import format_number, format_points
from designer.core.operations import Operation
from designer.core.yaml_source import path_text

Kind = Literal["int", "float", "bool", "choice", "text", "multi", "tuple"]
Bounds = Callable[[Any, Any], tuple[float, float]]
Choices = tuple[tuple[Any, str], ...]


@dataclass(frozen=True)
class FieldSpec:
    """One editable value. ``path`` is relative to the design (design fields) or to the row.
    ``multi``: a list of values picked from the choices; ``tuple``: a fixed-size list of numbers,
    one per ``item_labels`` entry (six shields)."""

    label: str
    path: str
    kind: Kind = "int"
    minimum: float | None = None
    maximum: float | None = None
    step: float = 1
    choices: Choices = ()  # (value, label) for "choice" and "multi"
    suffix: str = ""
    help: str = ""  # tooltip: what the value means and the rule behind its range
    bounds: Bounds | None = None  # ranges that depend on the design, e.g. thrust max by class
    applies: Callable[[Any, Any], bool] | None = None  # row fields: does this row have it?
    disabled: Callable[[Any, Any], str] | None = None  # a reason when the rules lock the value
    choices_for: Callable[[Any, Any], Choices] | None = None  # choices that depend on the row
    item_labels: tuple[str, ...] = ()  # "tuple": a label per item
    multiline: bool = False  # "text": several lines (notes)
    # "int"/"float" that may be unset (None, an optional target): the box's lowest value
    # (``minimum``, below every value the rules take) shows this text and stands for None.
    unset_text: str = ""
    # The design paths ``bounds``, ``applies``, ``disabled`` and ``choices_for`` read (a battery
    # draw's range reads ``boxes``), so a view may skip the field when an edit touched none of
    # them nor the field's own path; None: unknown, any edit may change them.
    reads: tuple[str, ...] | None = None

    def range_for(self, design: Any, row: Any = None) -> tuple[float | None, float | None]:
        if self.bounds is not None:
            return self.bounds(design, row)
        return self.minimum, self.maximum

    def touched_by(self, changed: Sequence[str]) -> bool:
        """Whether an edit of the ``changed`` design paths may change what this design field
        shows: its value, or a range, lock or choices its callables work out (``reads``)."""
        computed = self.bounds or self.applies or self.disabled or self.choices_for
        if computed is not None and self.reads is None:
            return True
        watched = (self.path, *(self.reads or ()))
        return any(paths_overlap(p, w) for p in changed for w in watched)

    def applies_to(self, design: Any, row: Any = None) -> bool:
        return self.applies is None or bool(self.applies(design, row))

    def disabled_reason(self, design: Any, row: Any = None) -> str:
        return self.disabled(design, row) if self.disabled else ""

    def choices_in(self, design: Any, row: Any = None) -> Choices:
        return self.choices_for(design, row) if self.choices_for else self.choices

    def choice_label(self, value: Any, choices: Choices | None = None) -> str:
        return next((label for v, label in (choices or self.choices) if v == value), str(value))

    def display(self, design: Any, row: Any, value: Any) -> str:
        """The value as a table cell shows it: as its box does, with its unit (``suffix``)."""
        if value is None and self.unset_text:
            return self.unset_text
        if self.kind == "choice":
            return self.choice_label(value, self.choices_in(design, row))
        if self.kind == "multi":
            choices = self.choices_in(design, row)
            return ", ".join(self.choice_label(v, choices) for v in value)
        if self.kind == "tuple":
            return " ".join(format_number(v) for v in value)
        if self.kind == "bool":
            return "yes" if value else "no"
        text = format_number(value) if isinstance(value, float) else str(value)
        return f"{text} {self.suffix}" if self.suffix else text


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
        return "" if field is None else field.display(design, row, get_at(row, field.path))


@dataclass(frozen=True)
class ListSpec:
    """A list of the design (``systems``, ``box_groups``, ``purchases``) shown as a table, or as
    the custom ``pane`` kind when the window has one, with an editor for the selected row.
    ``measures`` are breakdown measures shown as columns (``("mass", "MASS")``). ``fixed_rows``:
    the rows are slots the class fixes (option mounts): their content is edited, they are not
    added, removed or moved. ``row_operations`` act on the selected rows."""

    path: str
    title: str
    columns: tuple[ColumnSpec, ...]
    noun: str = "Row"  # what one row is: "System", "Box group", "Purchase"
    row_title: str = "Selected row"
    row_label: Callable[[Any], str] = str
    row_fields: tuple[FieldSpec, ...] = ()
    facing: FacingSpec | None = None
    measures: tuple[tuple[str, str], ...] = ()
    fixed_rows: bool = False
    pane: str = "table"
    row_operations: tuple[Operation, ...] = ()
    # A title: under the table, the breakdown's rows that are no row of the list (a hull, a
    # turn mode) and the total of each measure, so the table adds up to the header's figures.
    totals: str = ""


@dataclass(frozen=True)
class SectionSpec:
    """A group of design fields with a tab of its own (an energy plan), shown as a form of the
    fields. ``lists`` names lists of the spec (by path) shown in this tab under the form instead
    of in tabs of their own (the plan's items under the plan's totals)."""

    title: str
    fields: tuple[FieldSpec, ...]
    help: str = ""
    lists: tuple[str, ...] = ()


NOT_GIVEN = "not given"  # a figure the book does not give (and the player has not written in)


@dataclass(frozen=True)
class StatSpec:
    """A figure from ``Evaluation.stats`` shown in the header; ``points`` figures go through the
    one points formatter."""

    key: str
    label: str
    help: str = ""
    points: bool = False

    def display(self, stats: Mapping[str, Any]) -> str:
        value = stats.get(self.key, "")
        if value is None:  # a figure the source lost: as the sheets write it
            return NOT_GIVEN
        if isinstance(value, bool):
            return "yes" if value else "no"
        if not isinstance(value, (int, float, Fraction)):
            return str(value)
        return format_points(value) if self.points else format_number(value)


@dataclass(frozen=True)
class Location:
    """Where a finding's path lands in the editor: a field, a row of a list, or nowhere."""

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
    sections: tuple[SectionSpec, ...] = ()
    facings: tuple[FacingSpec, ...] = ()  # wheels on the design itself (shield values)
    palette: tuple[Operation, ...] = ()
    stats: tuple[StatSpec, ...] = ()
    fields_title: str = "Design"
    palette_title: str = "Palette"
    palette_noun: str = "System"
    palette_measures: tuple[tuple[str, str], ...] = ()  # ("mass", "MASS"), ("points", "Points")

    def list_for(self, path: str) -> ListSpec | None:
        return next((spec for spec in self.lists if spec.path == path), None)

    def operation(self, op_id: str) -> Operation | None:
        every = (*self.palette, *(op for spec in self.lists for op in spec.row_operations))
        return next((op for op in every if op.id == op_id), None)

    def all_fields(self) -> tuple[FieldSpec, ...]:
        return self.fields + tuple(f for s in self.sections for f in s.fields)

    def locate(self, path: str) -> Location:
        """Map a finding's path (``systems[3]``, ``thrust``, ``hull.mass``) to the editor."""
        steps = parse_path(path) if path else ()
        for spec in self.lists:
            head = parse_path(spec.path)
            row = steps[len(head)] if steps[: len(head)] == head and len(steps) > len(head) else None
            if isinstance(row, int):
                return Location("row", list=spec, index=row, rest=path_text(steps[len(head) + 1 :]))
        best: FieldSpec | None = None
        for field in self.all_fields():
            own = parse_path(field.path)
            if steps[: len(own)] == own or own[: len(steps)] == steps and steps:
                if best is None or len(parse_path(best.path)) < len(own):
                    best = field
        if best is not None:
            return Location("field", field=best)
        for listed in self.lists:
            if steps and steps == parse_path(listed.path):
                return Location("row", list=listed, index=-1)
        return Location("none")


def fields_from_model(
    model: Any,
    skip: Sequence[str] = ("hullwright", "game", "kind", "rules", "source", "book_points", "notes"),
) -> EditorSpec:
    """A plain editor for a design model with no editor of its own: its top-level scalars."""
    out: list[FieldSpec] = []
    for name, info in model.model_fields.items():
        if name in skip:
            continue
        kinds: dict[object, Kind] = {int: "int", float: "float", bool: "bool", str: "text"}
        kind = kinds.get(info.annotation)
        if kind is None:
            continue
        lo = hi = None
        for meta in info.metadata:
            lo = getattr(meta, "ge", lo)
            hi = getattr(meta, "le", hi)
        out.append(
            FieldSpec(name.replace("_", " ").capitalize(), info.alias or name, kind, minimum=lo, maximum=hi)
        )
    return EditorSpec(fields=tuple(out))
