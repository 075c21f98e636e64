"""Two designs side by side: figures, entries added, removed and changed, findings that appear
or go away. A refit of a standard design reads at a glance.

Entries are matched by type and position, not by line: the n-th beam of A is compared with the
n-th beam of B, so moving a row or adding one of another type changes nothing else. Every list
of the design is compared that way; other fields are compared as figures.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable

from pydantic import BaseModel

from designer.core.evaluation import Evaluation, Finding
from designer.core.line_refs import without_line_refs
from designer.core.numbers import counted, format_number, json_number, plain

if TYPE_CHECKING:  # the caller hands the game in
    from designer.core.game import AnyGame

Label = Callable[[Any], str]  # a list entry's label for people

ENVELOPE = {"hullwright", "game", "source", "book_points", "notes", "rules"}


@dataclass(frozen=True)
class FigureDiff:
    key: str
    label: str
    a: Any
    b: Any


@dataclass(frozen=True)
class EntryDiff:
    """``kind`` is added, removed or changed; ``a``/``b`` the paths in each design ("" when
    absent); ``fields`` the fields that differ for a changed entry."""

    kind: str
    label: str
    a: str
    b: str
    fields: tuple[str, ...] = ()
    values: tuple[tuple[Any, Any], ...] = ()  # (in A, in B) for each of ``fields``


@dataclass(frozen=True)
class Comparison:
    figures: tuple[FigureDiff, ...]
    entries: tuple[EntryDiff, ...]
    appeared: tuple[Finding, ...]
    gone: tuple[Finding, ...]

    @property
    def equal(self) -> bool:
        return not (self.figures or self.entries or self.appeared or self.gone)

    def paths(self, side: str) -> set[str]:
        """The design paths that differ on side "a" or "b" (for outlining its sheet): entries
        and fields by their paths, figures the rules compute as ``stat:<key>`` (a sheet item
        that prints one carries that ref)."""
        out = {getattr(e, side) for e in self.entries if getattr(e, side)}
        out |= {f.key for f in self.figures if not f.key.startswith("meter:")}
        return out

    def as_dict(self) -> dict[str, Any]:
        return {
            "equal": self.equal,
            "figures": [
                {"key": f.key, "label": f.label, "a": plain(f.a), "b": plain(f.b)} for f in self.figures
            ],
            "entries": [
                {"kind": e.kind, "label": e.label, "a": e.a, "b": e.b, "fields": list(e.fields)}
                for e in self.entries
            ],
            "findings_appeared": [f.as_dict() for f in self.appeared],
            "findings_gone": [f.as_dict() for f in self.gone],
        }


def compare(
    game: AnyGame, a: BaseModel, ev_a: Evaluation[object], b: BaseModel, ev_b: Evaluation[object]
) -> Comparison:
    """``a`` and ``b`` are designs of ``game`` with their evaluations."""
    editor = game.editor()
    labels = {spec.path: spec.row_label for spec in editor.lists}
    names = {spec.path: spec.label for spec in editor.all_fields()}
    names.update({f"stat:{spec.key}": spec.label for spec in editor.stats})
    fields: list[FigureDiff] = []
    entries: list[EntryDiff] = []
    _walk("", a, b, fields, entries, labels, names)
    figures = _once(_figures(ev_a, ev_b, names), fields)

    def key(f: Finding) -> tuple[str, str, str]:  # a finding is "the same" by these three
        return (f.code, f.path, f.message)

    found_a, found_b = {key(f) for f in ev_a.findings}, {key(f) for f in ev_b.findings}
    return Comparison(
        tuple(figures + fields),
        tuple(entries),
        tuple(f for f in ev_b.findings if key(f) not in found_a),
        tuple(f for f in ev_a.findings if key(f) not in found_b),
    )


def _walk(
    prefix: str,
    a: BaseModel,
    b: BaseModel,
    fields: list[FigureDiff],
    entries: list[EntryDiff],
    labels: dict[str, Label],
    names: dict[str, str],
) -> None:
    """Every field of two models down to its leaves (``data.bpv``, not the whole ``data``: an
    SFB refit's new BPV outlined every row of its ship data table); lists entry by entry."""
    for name in type(a).model_fields:
        if (not prefix and name in ENVELOPE) or name not in type(b).model_fields:
            continue
        va, vb = getattr(a, name), getattr(b, name)
        if va == vb:
            continue
        path = f"{prefix}{name}"
        if isinstance(va, list) and isinstance(vb, list):
            entries += _entries(path, va, vb, labels.get(path, _label))
        elif isinstance(va, BaseModel) and type(va) is type(vb):
            _walk(path + ".", va, vb, fields, entries, labels, names)
        else:
            label = names.get(path) or _sentence(path.replace("_", " ").replace(".", " "))
            fields.append(FigureDiff(path, label, _plain(va), _plain(vb)))


def _once(figures: list[FigureDiff], fields: list[FigureDiff]) -> list[FigureDiff]:
    """Each change said once: a stat that repeats a field (thrust, an SFB ship's base BPV) or a
    meter of its key (a Star Blazers ship's battlecraft) goes."""
    said = {f.key for f in fields} | {f.label.lower() for f in fields}
    said |= {f.key.removeprefix("meter:") for f in figures if f.key.startswith("meter:")}
    return [
        f
        for f in figures
        if not f.key.startswith("stat:")
        or f.key == "stat:points"
        or not ({f.key.removeprefix("stat:"), f.label.lower()} & said)
    ]


def _figures(ev_a: Evaluation[object], ev_b: Evaluation[object], names: dict[str, str]) -> list[FigureDiff]:
    """The figures the rules compute that differ: points, meters, stats."""
    out = []
    if ev_a.points != ev_b.points:
        out.append(FigureDiff("stat:points", "Points", json_number(ev_a.points), json_number(ev_b.points)))
    meters_b = {m.key: m for m in ev_b.meters}
    for m in ev_a.meters:
        other = meters_b.get(m.key)
        if other is not None and (m.used, m.limit) != (other.used, other.limit):
            out.append(FigureDiff(f"meter:{m.key}", m.label, (m.used, m.limit), (other.used, other.limit)))
    for k, v in ev_a.stats.items():
        if k != "points" and not isinstance(v, (list, dict)) and ev_b.stats.get(k) != v:
            key = f"stat:{k}"
            out.append(
                FigureDiff(key, names.get(key) or _sentence(k.replace("_", " ")), v, ev_b.stats.get(k))
            )
    return out


def _plain(value: object) -> object:
    return value.model_dump(mode="json", by_alias=True) if isinstance(value, BaseModel) else value


KIND_FIELDS = ("type", "system", "mount", "use")  # what an entry is, to match it by kind


def _label(entry: object) -> str:
    """An entry's kind: its type (a system row's ``type``, an SFB box group's ``system``), or
    the value itself for a list of keys (upgrades): the n-th of a kind in A meets the n-th in B."""
    if not isinstance(entry, BaseModel):
        return str(entry)
    return str(
        next(
            (getattr(entry, f) for f in KIND_FIELDS if isinstance(getattr(entry, f, None), str)),
            type(entry).__name__,
        )
    )


def _entries(name: str, rows_a: list[Any], rows_b: list[Any], label: Label) -> list[EntryDiff]:
    """The n-th entry of a type in A against the n-th of that type in B."""
    by_type_a: defaultdict[str, list[int]] = defaultdict(list)
    by_type_b: defaultdict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(rows_a):
        by_type_a[_label(row)].append(i)
    for i, row in enumerate(rows_b):
        by_type_b[_label(row)].append(i)
    out = []
    for kind in list(dict.fromkeys([*by_type_a, *by_type_b])):
        ia, ib = by_type_a.get(kind, []), by_type_b.get(kind, [])
        for n in range(max(len(ia), len(ib))):
            pa = f"{name}[{ia[n]}]" if n < len(ia) else ""
            pb = f"{name}[{ib[n]}]" if n < len(ib) else ""
            if not pb:
                out.append(EntryDiff("removed", label(rows_a[ia[n]]), pa, ""))
            elif not pa:
                out.append(EntryDiff("added", label(rows_b[ib[n]]), "", pb))
            else:
                ra, rb = rows_a[ia[n]], rows_b[ib[n]]
                if ra != rb:
                    fields = tuple(f for f in type(ra).model_fields if getattr(ra, f) != getattr(rb, f, None))
                    values = tuple((_plain(getattr(ra, f)), _plain(getattr(rb, f, None))) for f in fields)
                    out.append(EntryDiff("changed", label(rb), pa, pb, fields, values))
    return out


def _sentence(label: str) -> str:
    """One label style: a key's words ("power rating factor") in sentence case."""
    return label[:1].upper() + label[1:]


def _value(v: object) -> str:
    """A figure as people read it: never a Python repr."""
    if v is None:
        return "not given"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, tuple) and len(v) == 2:  # a meter: used / limit
        used, limit = v
        return format_number(used) + (" (no limit)" if limit is None else f" / {format_number(limit)}")
    if isinstance(v, (int, float, Fraction)):
        return format_number(v)
    if isinstance(v, list):
        return ", ".join(_value(x) for x in v) if v else "none"
    if isinstance(v, dict):
        return "; ".join(f"{k.replace('_', ' ')} {_value(x)}" for k, x in v.items())
    return str(v) if str(v) else "none"


def _flat(label: str, a: object, b: object) -> list[tuple[str, Any, Any]]:
    """A change inside a group of fields (``hull: {mass, type}``, an energy plan) as one line
    per sub-field: ``Hull mass 40 -> 60``; lists of different lengths as their counts."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [
            row
            for k in dict.fromkeys([*a, *b])
            if a.get(k) != b.get(k)
            for row in _flat(f"{label} {k.replace('_', ' ')}", a.get(k), b.get(k))
        ]
    if isinstance(a, list) and isinstance(b, list) and any(isinstance(x, dict) for x in a + b):
        if len(a) != len(b):
            return [(label, counted(len(a), "item"), counted(len(b), "item"))]
        return [
            row for i, (x, y) in enumerate(zip(a, b)) if x != y for row in _flat(f"{label} {i + 1}", x, y)
        ]
    return [(label, a, b)]


def _figure_lines(figures: tuple[FigureDiff, ...]) -> list[str]:
    """Each change once: a design field the game also shows as a figure (``thrust``) is
    printed as that figure only."""
    rows: list[tuple[str, str, str]] = []
    for f in figures:
        for label, a, b in _flat(f.label, f.a, f.b):
            a, b = _value(a), _value(b)
            # "Hull mass 14 -> 26" after "Mass 14 -> 26": the same change under a longer name.
            if not any(
                label.lower().endswith(shown.lower())
                and (a == was_a and b == was_b or label.lower() == shown.lower())
                for shown, was_a, was_b in rows
            ):
                rows.append((label, a, b))
    width = max(len(label) for label, _, _ in rows)
    return [f"  {label.ljust(width)}  {a} -> {b}" for label, a, b in rows]


def describe(result: Comparison, path_a: str, path_b: str, name_a: str, name_b: str) -> list[str]:
    """The comparison as lines of text for people (the CLI and the compare window)."""
    if result.equal:
        return [f"{path_a} and {path_b}: the same design"]
    out = [f"A: {path_a} ({name_a})", f"B: {path_b} ({name_b})", ""]
    if result.figures:
        out.append("figures:")
        out += _figure_lines(result.figures)
    if result.entries:
        out.append("systems:")
        for e in result.entries:
            sign = {"added": "+", "removed": "-", "changed": "~"}[e.kind]
            where = e.a if e.kind == "removed" else e.b
            where = f"{e.a} -> {e.b}" if e.kind == "changed" and e.a != e.b else where
            changes = ", ".join(
                f"{f.replace('_', ' ')} {_value(a)} -> {_value(b)}" for f, (a, b) in zip(e.fields, e.values)
            )
            out.append(f"  {sign} {e.label} [{where}]" + (f": {changes}" if changes else ""))
    for title, findings in (
        ("findings that appear:", result.appeared),
        ("findings that go away:", result.gone),
    ):
        if findings:
            out.append(title)
            out += [
                f"  {f.severity:7} {f.code}"
                + (f" [{f.path}]" if f.path else "")
                + f": {without_line_refs(f.message)}"
                for f in findings
            ]
    return out
