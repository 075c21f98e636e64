"""Required crew (002 L694-719): the minimum, the normal complement and the hull they need."""

from __future__ import annotations

import math
from typing import Mapping

from designer.core.model import RuleValue
from designer.games.bscs import catalog
from designer.games.bscs.tally import count
from designer.games.bscs.design import (Beam, Boarding, BscsDesign, Cannon, Drive, Hangar,
                                        Hospital, JumpEngine, Reactor, Repair, Sensor,
                                        ShieldGenerator)


def crew(design: BscsDesign, options: Mapping[str, RuleValue]) -> dict[str, float]:
    """``min``, ``complement`` and ``hull`` (1 hull per 10 crew, L696).

    Minimum = weapons/4 (missiles excluded) + pilot + engineer (L700); the complement is 3 × that
    plus the specialists of L703-712. Rounding (digest D11, rule ``crew_rounding``): each term up
    (default) or only the total. "Shields" counts generators by default (``crew_shields``).
    """
    c = catalog.entry("crew")
    each = options.get("crew_rounding", "each-term") == "each-term"

    def term(x: float) -> float:
        return math.ceil(round(x, 9)) if each else x

    weapons = count(design, Beam) + count(design, Cannon)
    minimum = term(weapons / c["weapons_per_crew"]) + c["pilot"] + c["engineer"]
    shields = (count(design, ShieldGenerator) if options.get("crew_shields", "generators") == "generators"
               else sum(s.count * s.points for s in design.systems if isinstance(s, ShieldGenerator)))
    specialists = [
        count(design, Hangar) * catalog.entry("hangar")["crew"],
        term((count(design, Drive) + count(design, Reactor)) / c["engine_units_per_engineer"]),
        term((count(design, Sensor) + shields) / c["systems_per_operator"]),
        catalog.entry("jump")["crew_per_ship"] if count(design, JumpEngine) else 0,
        count(design, Repair) * catalog.entry("repair")["crew"],
        count(design, Hospital) * catalog.entry("hospital")["crew"],
        sum(s.count * catalog.entry(f"boarding_{s.unit}")["crew"]
            for s in design.systems if isinstance(s, Boarding)),
    ]
    complement = c["complement_factor"] * minimum + sum(specialists)
    minimum_whole = math.ceil(round(minimum, 9))
    complement_whole = math.ceil(round(complement, 9))
    return {"min": minimum_whole, "complement": complement_whole,
            "hull": math.ceil(complement_whole / catalog.entry("hull")["crew_per_hull"])}
