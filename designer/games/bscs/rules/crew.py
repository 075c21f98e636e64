"""Required crew (002 L694-719): the minimum, the complement and the hull they need."""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping

from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.design import Boarding, BscsDesign


def crew(
    design: BscsDesign, catalog: BscsCatalog, counts: Mapping[str, int], options: Mapping[str, RuleValue]
) -> dict[str, Any]:
    """``min``, ``complement``, ``hull`` (1 hull per 10 crew, L696) and the chosen
    ``specialists`` by name.

    A long voyage (the default): minimum = weapons/4 (missiles excluded) + pilot + engineer
    (L700), the complement 3 × that (L702). A short voyage (8 hours): a pilot, and a weaponeer
    over 4 weapons (L697), with no multiple. Either way the crew the equipment needs (L671,
    L678, L709-712) and the specialists the design chooses (L703-706) are added.
    Rounding (digest D11, rule ``crew_rounding``): each term up (default) or only the total.
    """
    c = catalog.entry("crew")
    each = options["crew_rounding"] == "each-term"

    def term(x: float) -> float:
        return math.ceil(round(x, 9)) if each else x

    weapons = counts["beam"] + counts["cannon"]
    if design.crew.voyage == "short":
        minimum = c["pilot"] + (c["weaponeer"] if weapons > c["weapons_per_weaponeer"] else 0)
        complement = minimum
    else:
        minimum = term(weapons / c["weapons_per_crew"]) + c["pilot"] + c["engineer"]
        complement = c["complement_factor"] * minimum
    chosen = specialists(design, catalog, counts, options, term)
    complement += equipment_crew(design, catalog, counts) + sum(chosen.values())
    minimum_whole = math.ceil(round(minimum, 9))
    complement_whole = math.ceil(round(complement, 9))
    return {
        "min": minimum_whole,
        "complement": complement_whole,
        "hull": math.ceil(complement_whole / catalog.entry("hull")["crew_per_hull"]),
        "specialists": {name: math.ceil(round(n, 9)) for name, n in chosen.items()},
    }


def equipment_crew(design: BscsDesign, catalog: BscsCatalog, counts: Mapping[str, int]) -> float:
    """Repairmen (the shop "Needs 5 Crew Each", L671), corpsmen and a doctor ("Needs 20 Crew",
    L678) and the troops that are a boarding unit (L709-712): they come with what is bought."""
    return (
        counts["repair"] * catalog.entry("repair")["crew"]
        + counts["hospital"] * catalog.entry("hospital")["crew"]
        + sum(
            s.count * catalog.boarding_unit(s.unit)["crew"] for s in design.systems if isinstance(s, Boarding)
        )
    )


def specialists(
    design: BscsDesign,
    catalog: BscsCatalog,
    counts: Mapping[str, int],
    options: Mapping[str, RuleValue],
    term: Callable[[float], float],
) -> dict[str, float]:
    """The specialists the design chose of those it "may have" (L702-706), by name. "Shields"
    counts generators by default (``crew_shields``)."""
    c = catalog.entry("crew")
    chosen = design.crew
    out: dict[str, float] = {}
    if chosen.fighter_techs:
        out["fighter techs"] = counts["hangar"] * catalog.entry("hangar")["crew"]
    if chosen.engineers:
        out["engineers"] = term((counts["drive"] + counts["reactor"]) / c["engine_units_per_engineer"])
    if chosen.system_operators:
        shields = (
            counts["shield"]
            if options["crew_shields"] == "generators"
            else sum(s.count * s.points for s in design.systems if s.type == "shield")
        )
        out["system operators"] = term((counts["sensor"] + shields) / c["systems_per_operator"])
    if chosen.jump_engineer and counts["jump"]:
        out["jump engineer"] = catalog.entry("jump")["crew_per_ship"]
    return out
