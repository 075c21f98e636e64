"""An SFB ship's state in a campaign, from what its SSD tracks: destroyed boxes per box group
(marked in the group's order), shield boxes lost per shield (#1 front to #6, and the Steel
Shield's track, 004 L481-483) and ammunition boxes used (AMT and the other tracks). A long-range
scan shows a ship's size class.

Repairs: the seed refers to "the same procedure necessary to repair the system" (004 L262-264)
without giving it (it is in the basic rules, not in the seed), so a repair is a plain "clear
marks" that says so.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from designer.core.evaluation import Evaluation
from designer.core.ship_state import Part, ShipStateRules
from designer.games.sfb.design import BoxGroup, SfbDesign

if TYPE_CHECKING:  # listing the games imports this module, and no rules module
    from designer.games.sfb.rules.detail import SfbDetail


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "part"


def group_key(group: BoxGroup) -> str:
    """A box group's id before duplicates are told apart: its system, its arcs and its title."""
    key = _slug(group.system)
    if group.arcs:
        key += "-" + _slug("".join(str(a) for a in group.arcs))
    if group.title:
        key += "-" + _slug(group.title)
    return key


def group_ids(design: SfbDesign) -> list[tuple[str, int]]:
    """(part id, group index) of every box group; a second of the same key ``<key>+2``."""
    seen: dict[str, int] = {}
    out = []
    for index, group in enumerate(design.boxes):
        key = group_key(group)
        seen[key] = seen.get(key, 0) + 1
        out.append((key if seen[key] == 1 else f"{key}+{seen[key]}", index))
    return out


class SfbShipState(ShipStateRules[SfbDesign, "SfbDetail"]):
    def parts(self, design: SfbDesign, evaluation: Evaluation[SfbDetail]) -> dict[str, Part]:
        out = [
            Part(
                part_id,
                f"{design.boxes[i].system} boxes ({part_id})",
                f"boxes[{i}]",
                damage=design.boxes[i].count,
            )
            for part_id, i in group_ids(design)
        ]
        out += [
            Part(f"shield-{n + 1}", f"shield #{n + 1}", f"shields[{n}]", damage=boxes)
            for n, boxes in enumerate(design.shields)
            if boxes
        ]
        if design.steel_shield:
            out.append(Part("steel-shield", "the Steel Shield", "steel_shield", damage=design.steel_shield))
        seen: set[str] = set()
        for n, track in enumerate(design.ammunition):
            key = f"ammo-{_slug(track.title)}"
            key = key if key not in seen else f"{key}+{n + 1}"
            seen.add(key)
            out.append(Part(key, f"{track.title} ammunition", f"ammunition[{n}]", spent=track.boxes))
        return {p.id: p for p in out}

    def classification(self, design: SfbDesign, evaluation: Evaluation[SfbDetail]) -> str:
        return f"SIZE CLASS {design.data.size_class}"

    repair_note = "marks cleared: the seed names a repair procedure (004 L262-264) without giving it"


__all__ = ["SfbShipState", "group_ids", "group_key"]
