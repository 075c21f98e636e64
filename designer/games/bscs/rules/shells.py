"""Which shell holds carry which cannon's shells (002 L216-225), and what a hit on them does.

"Shells are stored in Holds, and the Player should have it clearly marked on his damage
Allocation Diagram which holds contain shells for what" (L217): a hit on a hold of antimatter
shells sets them off, explosive warheads go off on a 1 on 1d6, nuclear and plain shells are
inert (L222-225), and what goes off does its full damage to the ship (L225).

The rules say where shells go, not how a player fills the holds, so Hullwright fills them in the
order the design lists them: each cannon entry's shells, in order, go into the holds marked
``contents: shells`` in order, as many whole shells in each hold entry as its spaces take (the
entry's holds together, as ``checks.shell_findings`` measures them). Shells no hold has room
for are counted as not stowed (the design then also has the error BSCS-SHELLS-HOLD).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import shell_size

EPS = 1e-9

# What a hit on the hold does to shells of each warhead (L222-224).
HAZARD = {
    "antimatter": "explode when hit",
    "explosive": "explode on a 1 (1d6) when hit",
    "nuclear": "inert when hit",
    "none": "inert when hit",
}


class StowedShells(NamedTuple):
    """``shells`` of one cannon entry (``cannon``, its index in ``systems``) in one hold entry
    (``hold``; -1: in no hold, for want of room)."""

    hold: int
    cannon: int
    shells: int
    warhead: str  # none | explosive | nuclear | antimatter

    @property
    def explosive(self) -> bool:
        """Can a hit on the hold set these shells off (L222-224)?"""
        return self.warhead in ("antimatter", "explosive")


NOT_STOWED = -1


def stow_shells(systems, catalog: BscsCatalog) -> tuple[StowedShells, ...]:
    """Every cannon entry's shells, hold entry by hold entry, in the order listed."""
    ship_hold = catalog.entry("hold")["size"]
    room = [
        (i, s.count * getattr(s, "size", ship_hold))
        for i, s in enumerate(systems)
        if s.type == "hold" and s.contents == "shells"
    ]
    out: list[StowedShells] = []
    at = 0
    for c, s in enumerate(systems):
        if s.type != "cannon" or not s.shells:
            continue
        each, left = shell_size(s, catalog), s.shells
        while left and at < len(room):
            hold, space = room[at]
            fit = left if each <= 0 else min(left, math.floor(space / each + EPS))
            if fit:
                out.append(StowedShells(hold, c, fit, s.warhead))
                left -= fit
                room[at] = (hold, space - fit * each)
            if left:
                at += 1
        if left:
            out.append(StowedShells(NOT_STOWED, c, left, s.warhead))
    return tuple(out)


__all__ = ["HAZARD", "NOT_STOWED", "StowedShells", "stow_shells"]
