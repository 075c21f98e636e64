"""A Star Blazers ship's state in a campaign, from what its record sheet tracks (000 L629-637,
L4225-4245): hull boxes marked, batteries and ship systems put out by critical hits, munitions
fired and craft lost. A figure the source lost (a class whose hull boxes are only in the art)
takes marks without a limit: how many it has is "not given", never guessed.

Repairs: the General Repair Table and the battery table are rolled in play, in the Recovery and
Repair step (000 L4453); between battles the seed names only what "can only be repaired at a
base" (a battery at half effect, L4236; accumulated damage, L4450) and gives no time or roll for
it, so a repair at a base is a plain "clear marks" that says so.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from designer.core.evaluation import Evaluation
from designer.core.ship_state import Part, ShipStateRules
from designer.games.star_blazers.design import StarBlazersDesign

if TYPE_CHECKING:  # listing the games imports this module, and no rules module
    from designer.games.star_blazers.rules.detail import MunitionLine


def slug(text: str) -> str:
    """``COMMAND BRIDGE`` -> ``command-bridge``: a part id from what the sheet prints."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "part"


def system_ref(label: str) -> str:
    """The ref of a ship system's box on the form: what a "system out" mark finds it by."""
    return "system:" + slug(label)


def munition_ref(line: MunitionLine) -> str:
    """The ref of a munition's row on the form: its design path where the design sets its load,
    else its group and code (the class's own load), so a "spent" mark finds the row."""
    return line.path or f"munition:{line.group}-{slug(line.code)}"


def battery_ref(letter: str) -> str:
    """The ref of a battery icon's designator on the form, for a "battery out" mark."""
    return "battery:" + slug(letter)


class StarBlazersShipState(ShipStateRules):
    def parts(self, design: StarBlazersDesign, evaluation: Evaluation) -> dict[str, Part]:
        detail = evaluation.detail
        out = [Part("hull", "the hull boxes", "fill_in.hull_boxes", damage=detail.hull_boxes.value)]
        for battery in detail.batteries:
            out.append(
                Part(
                    f"battery-{slug(battery.letter)}",
                    f"the {battery.letter} batteries",
                    battery_ref(battery.letter),
                    lost=battery.count,
                )
            )
        for system in detail.systems:
            ref = system_ref(system.label) if not system.purchased else "purchases"
            out.append(Part(slug(system.label), system.label.lower(), ref, lost=1))
        # Munitions fired: the player keeps "accurate records of his munition expenditures"
        # (000 L4791-4792) against the form's MUNITIONS row (loaded, maximum; L4754-4762).
        for line in detail.munitions:
            out.append(
                Part(
                    f"munition-{slug(line.code)}",
                    f"{line.code} munitions",
                    munition_ref(line),
                    spent=line.load if line.load is not None else line.maximum,
                    counter=True,
                )
            )
        for line in detail.craft:
            out.append(
                Part(f"craft-{slug(line.type)}", f"{line.name} craft", line.path or "craft", spent=line.count)
            )
        return _unique(out)

    def classification(self, design: StarBlazersDesign, evaluation: Evaluation) -> str:
        return evaluation.detail.type_code or evaluation.detail.kind.upper()

    repair_note = (
        "repaired at a base: every mark cleared; the rules repair "
        "half-effect batteries and accumulated damage only at a base "
        "(000 L4236, L4450) and give no time or roll for it"
    )


def _unique(parts: list[Part]) -> dict[str, Part]:
    """Parts by id; a second part of the same id (two battery lines of one letter) ``<id>+2``."""
    out: dict[str, Part] = {}
    for part in parts:
        key, n = part.id, 1
        while key in out:
            n += 1
            key = f"{part.id}+{n}"
        out[key] = replace(part, id=key)
    return out


__all__ = ["StarBlazersShipState", "battery_ref", "munition_ref", "system_ref", "slug"]
