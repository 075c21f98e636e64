"""A BSCS ship's state in a campaign, from what its sheet tracks: tics marked off the Damage
Allocation Diagram per section (002 L280-281, step 11), systems knocked out, shells and missiles
spent, and the shields, stealth and streamline brought down (L274-279). BSCS gives ships no
classification a scan could report, so a long-range scan counts them as ships.

Repairs: stealth and streamline "can only be repaired at a repair facility" (L277, L279); the
seed gives no time or roll for a facility's work, so a repair there is a plain "clear marks"
that says so.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from designer.core.evaluation import Evaluation
from designer.core.ship_state import Part, ShipStateRules
from designer.games.bscs.design import BscsDesign, System

if TYPE_CHECKING:  # listing the games imports this module, and no rules module
    from designer.games.bscs.rules.detail import BscsDetail


def row_key(system: System) -> str:
    """A row's id before duplicates are told apart: its type and, when it has one, its label."""
    label = re.sub(r"[^a-z0-9]+", "-", system.label.lower()).strip("-")
    return f"{system.type}-{label}" if label else system.type


def row_ids(design: BscsDesign) -> list[tuple[str, int]]:
    """(part id, row index) of every system row but armor (marked with its section's tics); a
    second row of the same key is ``<key>+2``, in file order."""
    seen: dict[str, int] = {}
    out = []
    for index, system in enumerate(design.systems):
        if system.type == "armor":
            continue
        key = row_key(system)
        seen[key] = seen.get(key, 0) + 1
        out.append((key if seen[key] == 1 else f"{key}+{seen[key]}", index))
    return out


def _expendable(system: System) -> int:
    """What a row fires and does not get back in battle: a cannon's shells, a missile rack's
    missiles (one each)."""
    if system.type == "cannon":
        return system.shells
    if system.type == "missile":
        return system.count
    return 0


class BscsShipState(ShipStateRules):
    def parts(self, design: BscsDesign, evaluation: Evaluation) -> dict[str, Part]:
        if not isinstance(design, BscsDesign):
            # A craft design (fighters a fleet lists): its units are tracked on a group sheet,
            # no ship's diagram; it has no parts here, so a mark on it is a finding.
            return {}
        detail: BscsDetail = evaluation.detail
        out = [
            Part(
                f"section-{s.lower()}",
                f"section {s}",
                "hull",
                damage=detail.placement.tics(s),
                group=f"section-{s}",
            )
            for s in detail.placement.hull
        ]
        if detail.shield_points:
            out.append(Part("shields", "the shields", "systems", lost=1))
        if design.stealth:
            out.append(Part("stealth", "stealth", "stealth", lost=1))
        if design.streamline != "none":
            out.append(Part("streamline", "streamlining", "streamline", lost=1))
        for part_id, index in row_ids(design):
            system = design.systems[index]
            out.append(
                Part(
                    part_id,
                    f"{system.type} ({part_id})",
                    f"systems[{index}]",
                    lost=system.count,
                    spent=_expendable(system),
                )
            )
        return {p.id: p for p in out}

    repair_note = (
        "repaired at a repair facility: every mark cleared; stealth and "
        "streamlining are repaired only there (002 L277, L279), and the "
        "rules give no time or roll for it"
    )


__all__ = ["BscsShipState", "row_ids", "row_key"]
