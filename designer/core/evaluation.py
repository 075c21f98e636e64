"""What evaluating a design produces: figures, a cost breakdown and rule findings."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal, Mapping

Severity = Literal["error", "warning", "info"]
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


@dataclass(frozen=True)
class Finding:
    """One rule problem. ``code`` is stable (``FT-MASS-OVER``); ``path`` points into the design
    (``systems[3]``) so a window can select the row; ``rule`` names the book section to read."""

    code: str
    severity: Severity
    message: str
    path: str = ""
    rule: str = ""

    def as_dict(self) -> dict[str, str]:
        return asdict(self)


@dataclass(frozen=True)
class BreakdownRow:
    """One line of the cost breakdown. ``mass`` is the game's space measure (MASS, size, boxes)."""

    item: str
    mass: float
    points: float
    path: str = ""

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Evaluation:
    """The result of a game's ``evaluate``: pure data, safe to compare and to cache."""

    stats: Mapping[str, Any]
    breakdown: tuple[BreakdownRow, ...] = ()
    findings: tuple[Finding, ...] = field(default=())

    @property
    def legal(self) -> bool:
        return not any(f.severity == "error" for f in self.findings)

    @property
    def points(self) -> float:
        return self.stats["points"]

    @property
    def errors(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.severity == "error")

    def as_dict(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "stats": dict(self.stats),
            "breakdown": [row.as_dict() for row in self.breakdown],
            "findings": [f.as_dict() for f in self.findings],
        }


def sort_findings(findings) -> tuple[Finding, ...]:
    """Errors first, then warnings, then info; stable within a severity (design order)."""
    return tuple(sorted(findings, key=lambda f: SEVERITY_ORDER[f.severity]))
