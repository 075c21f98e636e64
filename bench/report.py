"""Figures with their targets, the printed table and the README's Markdown table."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any


@dataclass
class Figure:
    """One measured figure beside its target. ``met`` is None when there is no target (context
    figures) or when the figure could not be measured (``note`` says why)."""

    bench: str
    figure: str
    value: float | None
    unit: str
    target: str = ""
    met: bool | None = None
    note: str = ""

    def shown(self) -> str:
        if self.value is None or (isinstance(self.value, float) and math.isnan(self.value)):
            return "n/a"
        v = self.value
        text = f"{v:.3g}" if abs(v) < 100 else f"{v:,.0f}"
        if self.unit in ("x", "×"):
            return f"{text} ×"
        return f"{text} {self.unit}".strip()

    def verdict(self) -> str:
        return {True: "met", False: "MISSED", None: "" if self.value is not None else "not run"}[self.met]

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def check(
    bench: str,
    figure: str,
    value: float | None,
    unit: str,
    limit: float | None = None,
    target: str = "",
    note: str = "",
) -> Figure:
    """A figure whose target is ``value <= limit``."""
    met = None if limit is None or value is None or math.isnan(value) else value <= limit
    return Figure(bench, figure, value, unit, target, met, note)


def skipped(bench: str, figure: str, why: str, target: str = "") -> Figure:
    return Figure(bench, figure, None, "", target, None, why)


def text_table(figures: list[Figure]) -> str:
    rows = [("benchmark", "figure", "value", "target", "")]
    rows += [(f.bench, f.figure, f.shown(), f.target, f.verdict()) for f in figures]
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    notes = [f"  - {f.bench} / {f.figure}: {f.note}" for f in figures if f.note]
    return "\n".join(lines + (["", "notes:"] + notes if notes else []))


def markdown_table(figures: list[Figure]) -> str:
    lines = ["| benchmark | figure | value | target | |", "|---|---|---|---|---|"]
    for f in figures:
        value = f.shown() if f.value is not None else f"n/a ({f.note})" if f.note else "n/a"
        lines.append(f"| {f.bench} | {f.figure} | {value} | {f.target} | {f.verdict()} |")
    return "\n".join(lines)
