"""What evaluating a design produces: figures, budgets, a breakdown, rule findings and the
game's own detail.

``stats`` is for people and JSON (always ``points``); ``meters`` are the budgets the header
draws as bars (systems MASS against the allowance, power against output, craft against hangar
room); ``breakdown`` rows carry the game's own named measures; ``detail`` is the game's typed
data for its own sheet and fleet code, never printed and never in JSON.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import cached_property
from typing import Any, Generic, Iterable, Literal, Mapping, TypeVar

from designer.core.numbers import Number, json_number, plain

Severity = Literal["error", "warning", "info"]
DetailT = TypeVar("DetailT", covariant=True)  # read-only: an Evaluation[X] is an Evaluation[object]
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


@dataclass(frozen=True, init=False)
class Finding:
    """One rule problem. ``code`` is stable (``FT-MASS-OVER``); ``path`` points into the design
    (``systems[3]``) so a window can select the row; ``rule`` names the book section to read."""

    code: str
    severity: Severity
    message: str
    path: str = ""
    rule: str = ""

    def __init__(self, code: str, severity: Severity, message: str, path: str = "", rule: str = "") -> None:
        # Made by the dozen on every evaluation: written in at once, as BreakdownRow's fields are.
        fields = self.__dict__
        fields["code"], fields["severity"], fields["message"] = code, severity, message
        fields["path"], fields["rule"] = path, rule

    def as_dict(self) -> dict[str, str]:
        return asdict(self)


@dataclass(frozen=True)
class Meter:
    """A budget: ``used`` of ``limit`` (None: no limit, the figure alone), in ``unit``. ``key``
    is stable for JSON and tests; ``label`` is what the header prints."""

    key: str
    label: str
    used: Number
    limit: Number | None
    unit: str = ""
    help: str = ""

    @property
    def over(self) -> bool:
        return self.limit is not None and self.used > self.limit

    def share(self) -> float:
        """``used / limit`` as a float, for a bar of any magnitude (no limit or a limit of 0:
        full when anything is used, else empty)."""
        if self.limit is None or self.limit <= 0:
            return 1.0 if self.used > 0 else 0.0
        return float(self.used) / float(self.limit)

    def as_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "label": self.label,
            "used": json_number(self.used),
            "limit": None if self.limit is None else json_number(self.limit),
            "unit": self.unit,
        }


@dataclass(frozen=True, init=False)
class BreakdownRow:
    """One line of the cost breakdown: what it is, the game's named measures for it
    (``{"mass": 3, "points": 9}``, ``{"size": 1.5, "points": 2}``, ``{"boxes": 4, "bpv": 2.4}``)
    and the design path it comes from."""

    item: str
    measures: Mapping[str, Number]
    path: str = ""

    def __init__(self, item: str, measures: Mapping[str, Number], path: str = "") -> None:
        # Every evaluation makes a row per entry: a frozen dataclass's own __init__ sets each
        # field through object.__setattr__, twice the cost of writing the fields in at once.
        fields = self.__dict__
        fields["item"], fields["measures"], fields["path"] = item, measures, path

    @property
    def points(self) -> Number:
        return self.measures.get("points", 0)

    @cached_property
    def list_path(self) -> str | None:
        """The list this row is an entry of (``systems`` for ``systems[3]``; None for
        ``systems[0].mc_levels`` or ``hull``). Worked out once per row: a game hands the same
        row objects on for the entries an edit does not touch (:meth:`Evaluation.rows_of`)."""
        path = self.path
        if path[-1:] == "]":
            cut = path.rfind("[")
            if path[cut + 1 : -1].isdigit():
                return path[:cut]
        return None

    def as_dict(self) -> dict[str, Any]:
        return {"item": self.item, **{k: json_number(v) for k, v in self.measures.items()}, "path": self.path}


@dataclass(frozen=True)
class Evaluation(Generic[DetailT]):
    """The result of a game's ``evaluate``: pure data, safe to compare and to keep. ``detail``
    is the game's own typed figures for its sheet and fleet code (``Game[DesignT, DetailT, …]``
    says which type; a game without any passes ``detail=None``)."""

    stats: Mapping[str, Any]
    breakdown: tuple[BreakdownRow, ...] = ()
    findings: tuple[Finding, ...] = field(default=())
    meters: tuple[Meter, ...] = ()
    detail: DetailT = field(kw_only=True)

    @property
    def legal(self) -> bool:
        return not any(f.severity == "error" for f in self.findings)

    @property
    def points(self) -> Number:
        points: Number = self.stats["points"]
        return points

    @property
    def errors(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.severity == "error")

    def meter(self, key: str) -> Meter | None:
        return next((m for m in self.meters if m.key == key), None)

    def rows_of(self, list_path: str) -> Mapping[str, BreakdownRow]:
        """The breakdown rows of a list's own entries by path (``systems[3]``; not
        ``systems[0].mc_levels``), in breakdown order; where two rows share a path the last
        one. Grouped once per evaluation: a window's tables and totals each ask for theirs on
        every edit, and a breakdown may have hundreds of rows."""
        return self._rows_by_list.get(list_path, {})

    @cached_property
    def _rows_by_list(self) -> dict[str, dict[str, BreakdownRow]]:
        lists: dict[str, dict[str, BreakdownRow]] = {}
        for row in self.breakdown:
            head = row.list_path
            if head is not None:
                rows = lists.get(head)
                if rows is None:
                    rows = lists[head] = {}
                rows[row.path] = row
        return lists

    def with_findings(self, extra: Iterable[Finding]) -> "Evaluation[DetailT]":
        """This evaluation with more findings, sorted in with the rest."""
        extra = tuple(extra)
        if not extra:
            return self
        return Evaluation(
            self.stats,
            self.breakdown,
            sort_findings((*self.findings, *extra)),
            self.meters,
            detail=self.detail,
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "stats": plain(dict(self.stats)),
            "meters": [m.as_dict() for m in self.meters],
            "breakdown": [row.as_dict() for row in self.breakdown],
            "findings": [f.as_dict() for f in self.findings],
        }


def sort_findings(findings: Iterable[Finding]) -> tuple[Finding, ...]:
    """Errors first, then warnings, then info; stable within a severity (design order)."""
    return tuple(sorted(findings, key=lambda f: SEVERITY_ORDER[f.severity]))
