"""Facings: the sectors around a ship (fire arcs, shield facings) as a wheel the window draws.

A :class:`FacingSpec` either toggles a set of sectors (a weapon's arcs: click to add or drop
one, the rules' reasons for refusing shown on the wheel) or holds a value per facing (six
shield strengths), with named presets for common sets. The rules, not the widget, say which
sectors are forbidden: ``forbidden(design, row)`` maps a key to its reason and ``check``
refuses a whole set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Literal, Mapping

from designer.core.design_path import get_at


@dataclass(frozen=True)
class Facing:
    """One sector: ``angle`` is its centre in degrees clockwise from the bow."""

    key: str
    label: str
    angle: float
    span: float


@dataclass(frozen=True)
class FacingClick:
    """What clicking a sector does: the new set, or why the rules refuse it."""

    keys: tuple[str, ...] | None
    refused: str = ""


@dataclass(frozen=True)
class FacingSpec:
    """A wheel of ``facings`` editing the value at ``path`` (of a row, or of the design when the
    spec sits on the editor rather than a list). ``mode`` "toggle": the value is a list of keys;
    "values": a list with one number per facing, in ``facings`` order."""

    facings: tuple[Facing, ...]
    path: str = "arcs"
    mode: Literal["toggle", "values"] = "toggle"
    title: str = "Arcs"
    applies: Callable[[Any, Any], bool] | None = None
    forbidden: Callable[[Any, Any], Mapping[str, str]] | None = None
    single: Callable[[Any, Any], bool] | None = None  # exactly one sector: a click picks it
    check: Callable[[Any, Any, tuple[str, ...]], str] | None = None
    presets: tuple[tuple[str, tuple[str, ...]], ...] = ()  # ("Forward 180", ("FA", "LF", "RF"))
    value_range: tuple[float, float] = (0, 100)  # "values" mode

    def applies_to(self, design: Any, row: Any) -> bool:
        return self.applies is None or bool(self.applies(design, row))

    def current(self, owner: Any) -> tuple[Any, ...]:
        return tuple(get_at(owner, self.path))

    def forbidden_for(self, design: Any, row: Any) -> Mapping[str, str]:
        return self.forbidden(design, row) if self.forbidden else {}

    def ordered(self, keys: Iterable[str]) -> tuple[str, ...]:
        order = [f.key for f in self.facings]
        return tuple(sorted(set(keys), key=order.index))

    def click(self, design: Any, row: Any, key: str) -> FacingClick:
        """Toggle sector ``key`` of ``row`` (``row`` is the design for a design-level wheel),
        or pick it for one-sector rows; refused with the rule's reason where the rules say no."""
        have = self.current(row)
        reason = self.forbidden_for(design, row).get(key)
        if reason and key not in have:
            return FacingClick(None, reason)
        if self.single is not None and self.single(design, row):
            new: tuple[str, ...] = (key,)
        elif key in have:
            new = self.ordered(k for k in have if k != key)
            if not new:
                return FacingClick(None, "a system must bear through at least one arc")
            if key in self.forbidden_for(design, row):
                return FacingClick(new)  # dropping an arc the rules forbid is always allowed
        else:
            new = self.ordered((*have, key))
        return self.choose(design, row, new)

    def choose(self, design: Any, row: Any, keys: tuple[str, ...]) -> FacingClick:
        """A whole set (a preset): refused when a sector in it is forbidden or the set is."""
        forbidden = self.forbidden_for(design, row)
        bad = next((forbidden[k] for k in keys if k in forbidden), "")
        if bad:
            return FacingClick(None, bad)
        if self.check is not None and (reason := self.check(design, row, keys)):
            return FacingClick(None, reason)
        return FacingClick(self.ordered(keys))
