"""An entry's arcs, read and written as the breakdown and the sheet show them (``P/F/S``). Its
MASS, points and label are worked out in ``evaluation._systems_part`` (001 L847-863)."""

from __future__ import annotations

from itertools import permutations
from types import MappingProxyType
from typing import Iterable

from designer.games.full_thrust.design import System

ARC_ORDER = "PFSA"  # written port-fore-starboard-aft, the way the book lists "Port, Fore and Starboard"
# Every way of listing arcs with none twice (65), and how it is written: a look-up per entry
# where sorting cost as much as the rest of its figures.
ARC_TEXTS = MappingProxyType(
    {
        listed: "/".join(sorted(listed, key=ARC_ORDER.index))
        for n in range(len(ARC_ORDER) + 1)
        for listed in permutations(ARC_ORDER, n)
    }
)


def arcs_of(entry: System) -> list[str] | None:
    """The entry's arcs, or None for systems without any. Read from the instance dict: a missing
    attribute on a pydantic model takes its slow __getattr__ path, on every keystroke."""
    return entry.__dict__.get("arcs")


def arcs_text(arcs: Iterable[str]) -> str:
    """``P/F/S``: each arc once, in ``ARC_ORDER``."""
    listed = tuple(arcs)
    text = ARC_TEXTS.get(listed)
    return text if text is not None else "/".join(sorted(set(listed), key=ARC_ORDER.index))
