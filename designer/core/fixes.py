"""Fix-it suggestions: the smallest changes that clear an error finding, each proven.

Candidates come from two places: the game's own (``Game.fixes``: "raise MASS until the
allowance holds", "move the beam off the aft arc") and generic ones the editor spec implies for
the place the finding points at (drop the row, one fewer, another arc set, another value of the
field, searched outwards from the current one). Every candidate is applied to the design and the
result evaluated: it is offered only if the finding is gone and no error was added, so no game
can offer a wrong fix. They are ranked by how little they change: points, then edits, then label.

Suggestions are computed when asked for (a finding selected in the window, ``validate --json``),
never on every keystroke.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Hashable, Iterator, Mapping

from designer.core.context import EvaluationContext
from designer.core.design_path import EditError, get_at, parse_path
from designer.core.editor import EditorSpec, FieldSpec, Location
from designer.core.evaluation import Evaluation, Finding
from designer.core.model import DesignBase
from designer.core.numbers import format_number, format_points, json_number
from designer.core.operations import REMOVE_ROWS, Operation, OperationRefused, Selection, setter

if TYPE_CHECKING:  # core/game.py imports this module's callers; the game is handed in
    from designer.core.game import AnyGame

SEARCH = 64  # values tried each way from a number's current value
MAX_CANDIDATES = 400  # a bound on the evaluations one finding may cost


@dataclass(frozen=True)
class Fix:
    """A proven fix: run ``operation`` on ``selection``; ``effect`` is what it changes."""

    label: str
    operation: Operation
    selection: Selection
    effect: Mapping[str, Any] = field(default_factory=dict)
    edits: int = 1

    def as_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "operation": self.operation.id,
            "effect": {
                k: json_number(v) if isinstance(v, (int, float)) or hasattr(v, "denominator") else v
                for k, v in self.effect.items()
            },
        }


def suggest_fixes(
    game: AnyGame,
    design: DesignBase,
    finding: Finding,
    context: EvaluationContext[Any] | None = None,
    limit: int = 5,
) -> list[Fix]:
    """Up to ``limit`` proven fixes for ``finding`` of ``design``, smallest first."""
    before = game.evaluate(design, context)
    spec = _editor(game, design, context)
    shown = {stat.key for stat in spec.stats}  # the figures people see in the header
    errors_before = Counter(f.code for f in before.errors)
    seen: set[str] = set()
    done_families: set[Hashable] = set()
    fixes: list[Fix] = []
    for n, (operation, selection, family) in enumerate(_candidates(game, spec, design, finding)):
        if n >= MAX_CANDIDATES:
            break
        if family in done_families:
            continue  # the nearest value that works this way is found: no need for the rest
        try:
            edit = operation.run(design, selection)
        except (OperationRefused, EditError, KeyError, IndexError, ValueError):
            continue
        if edit.design == design or _key(edit.design) in seen:
            continue
        seen.add(_key(edit.design))
        after = game.evaluate(edit.design, context)
        if not _clears(finding, after, errors_before):
            continue
        effect = _effect(before, after, shown)
        units = {m.key: m.unit or m.label for m in after.meters}
        fixes.append(Fix(_label(operation, effect, units), operation, selection, effect, len(edit.changed)))
        done_families.add(family)
    fixes.sort(key=lambda f: (abs(float(f.effect.get("points", 0))), f.edits, f.label))
    return fixes[:limit]


def _key(design: DesignBase) -> str:
    return design.model_dump_json()


def _clears(finding: Finding, after: Evaluation[object], errors_before: Counter[str]) -> bool:
    """The finding is gone (its code is found fewer times: a finding that only moved to another
    entry is not cleared), and no error code occurs more often than it did."""
    if any(f.code == finding.code and f.path == finding.path for f in after.findings):
        return False
    counts = Counter(f.code for f in after.errors)
    if finding.severity == "error" and counts[finding.code] >= errors_before[finding.code]:
        return False
    return all(counts[code] <= errors_before[code] for code in counts)


def _effect(before: Evaluation[object], after: Evaluation[object], shown: set[str]) -> dict[str, Any]:
    """Points and each meter's change; a text figure the header shows that changes (a class)
    as its new value."""
    out: dict[str, Any] = {"points": after.points - before.points}
    for meter in after.meters:
        old = before.meter(meter.key)
        if old is not None and old.used != meter.used:
            out[meter.key] = meter.used - old.used
    for key, value in after.stats.items():
        if key in shown and isinstance(value, str) and before.stats.get(key) != value:
            out[key] = value
    return out


def _label(operation: Operation, effect: Mapping[str, Any], units: Mapping[str, str]) -> str:
    parts = []
    for key, value in effect.items():
        if key == "points":
            if value:
                parts.append(f"{'+' if value > 0 else '−'}{format_points(abs(value))} points")
        elif isinstance(value, str):
            parts.append(f"{key.replace('_', ' ')} becomes {value}")
        elif value:
            parts.append(
                f"{'+' if value > 0 else '−'}{format_number(abs(value))} "
                f"{units.get(key, key.replace('_', ' '))}"
            )
    return operation.label + (": " + ", ".join(parts) if parts else "")


# --- candidates ---------------------------------------------------------------------------------
Candidate = tuple[Operation, Selection, Hashable]  # the last: a family of which only the first fix counts


def _editor(game: AnyGame, design: DesignBase, context: EvaluationContext[Any] | None) -> EditorSpec:
    """The editor of the house rules in force: a profile's choices (a sensor level it adds) are
    candidates too, as the window offers them."""
    profile = context.profile if context is not None else None
    return game.editor_for(design, game.data.catalog(profile))


def _candidates(game: AnyGame, spec: EditorSpec, design: DesignBase, finding: Finding) -> Iterator[Candidate]:
    for operation in game.fixes.candidates(design, finding) if game.fixes is not None else ():
        yield operation, Selection(), operation.group or operation.id
    where = spec.locate(finding.path)
    if where.kind == "row" and where.list is not None and where.index >= 0:
        yield from _row_candidates(design, where)
    if where.kind == "field" and where.field is not None:
        yield from _field_candidates(design, where.field, where.field.path, None)


def _about(where: Location, path: str) -> bool:
    """Whether a finding inside a row (``where.rest``: ``arcs``, ``marks[1]``) is about the row
    field at ``path``. A finding about one field is fixed there, not by making the row another
    thing: a weapon without an arc keeps its system (issue 21 item 7); a finding about the row
    as a whole, or about its kind, may change any field."""
    if not where.rest:
        return True
    rest, own = parse_path(where.rest), parse_path(path)
    return rest[: len(own)] == own


def _row_candidates(design: DesignBase, where: Location) -> Iterator[Candidate]:
    spec, index = where.list, where.index
    if spec is None:
        return
    rows = get_at(design, spec.path)
    if index >= len(rows):
        return
    row = rows[index]
    row_path = f"{spec.path}[{index}]"
    label = spec.row_label(row)
    if not spec.fixed_rows:
        yield (
            Operation(f"remove:{row_path}", f"Remove {label}", REMOVE_ROWS.apply, REMOVE_ROWS.enabled),
            Selection(spec.path, (index,)),
            "remove",
        )
    facing = spec.facing
    if (
        facing is not None
        and facing.applies_to(design, row)
        and facing.mode == "toggle"
        and _about(where, facing.path)
    ):
        sets = [(k,) for k in (f.key for f in facing.facings)] + [keys for _, keys in facing.presets]
        for keys in sets:
            choice = facing.choose(design, row, tuple(keys))
            if choice.keys is not None and tuple(choice.keys) != tuple(facing.current(row)):
                yield (
                    setter(
                        f"{row_path}.{facing.path}",
                        list(choice.keys),
                        f"Set {label} to {'/'.join(choice.keys)}",
                    ),
                    Selection(),
                    ("arcs", keys),
                )
    for field_spec in spec.row_fields:
        if field_spec.applies_to(design, row) and _about(where, field_spec.path):
            yield from _field_candidates(design, field_spec, f"{row_path}.{field_spec.path}", row, label)


def _field_candidates(
    design: DesignBase, spec: FieldSpec, path: str, row: Any, owner: str = ""
) -> Iterator[Candidate]:
    if spec.disabled_reason(design, row):
        return
    try:
        current = get_at(design, path)
    except (KeyError, IndexError):
        return
    name = f"{owner} {spec.label.lower()}".strip() if owner else spec.label
    if spec.kind == "bool":
        yield setter(path, not current, f"{'Clear' if current else 'Set'} {name}"), Selection(), path
    elif spec.kind == "choice":
        for value, text in spec.choices_in(design, row):
            if value != current:
                yield setter(path, value, f"Set {name} to {text}"), Selection(), (path, value)
    elif spec.kind in ("int", "float") and isinstance(current, (int, float)):
        lo, hi = spec.range_for(design, row)
        step = spec.step if spec.kind == "float" else max(1, int(spec.step))
        for k in range(1, SEARCH + 1):
            for sign in (-1, 1):
                value = current + sign * k * step
                if (lo is None or value >= lo) and (hi is None or value <= hi):
                    value = int(value) if spec.kind == "int" else round(value, 6)
                    yield (
                        setter(path, value, f"Set {name} to {format_number(value)}"),
                        Selection(),
                        (path, sign),
                    )


__all__ = ["Fix", "suggest_fixes"]
