"""The rule options of the Basic Starship Combat System: the readings of seed 002 where players
plausibly disagree, each with its lines (recorded in ``catalogs/bscs/README.md``)."""

from __future__ import annotations

from designer.core.rule_options import RuleOption
from designer.core.ship_state import SHIP_STATE_OPTION

RULE_OPTIONS = (
    RuleOption(
        "campaign_universe",
        "Campaign Universe limits",
        True,
        "Reactor output ≤ 20, efficiency ≤ 15, damage per size ≤ 25, focus ≤ 10, "
        "compaction ≤ 3, shield points per generator ≤ 20, cannon without warhead ≤ 5 "
        "(002 L192-195, L206, L374, L620: 'your mileage may vary'). Off prints a note on "
        "the sheet.",
    ),
    RuleOption(
        "beam_density_cost",
        "Beam damage-per-size cost",
        "per-damage",
        "per-damage: 1 point per extra damage caused, D − D/K (002 L186, reading A); "
        "per-level: 1 point per level of K above 1 (reading B; digest D3).",
        ("per-damage", "per-level"),
    ),
    RuleOption(
        "hull_base",
        "Hull minimum counts",
        "non-hull",
        "non-hull: one hull per 20 of the other spaces (streamline and stealth included); "
        "total: per 20 spaces including the hull itself (002 L689, digest D2).",
        ("non-hull", "total"),
    ),
    RuleOption(
        "crew_rounding",
        "Crew rounding",
        "each-term",
        "each-term: round every crew term up; total: round only the sum (002 L700-705, digest D11).",
        ("each-term", "total"),
    ),
    RuleOption(
        "crew_shields",
        "System operators count",
        "generators",
        "(sensors + shields)/5 operators: shields as generators or as shield points (002 L705, digest D11).",
        ("generators", "points"),
    ),
    RuleOption(
        "jump_power",
        "Power to jump",
        "per-engine",
        "per-engine: jump engines 'require 100 Power each' (002 L459); per-jump: "
        "'100 per Jump' (L608) however many engines the ship carries.",
        ("per-engine", "per-jump"),
    ),
    RuleOption(
        "hull_in_every_section",
        "Hull in all seven hit locations",
        False,
        "Off: hull under 7 is spread as evenly as whole tics go and a warning names the "
        "sections without hull; on: 'distributed evenly to all seven' (002 L763) "
        "demands at least one hull in each, an error.",
    ),
    RuleOption(
        "arc_multiplier",
        "Arc multiplier applies to",
        "beams-and-cannon",
        "'Cost and size is for a weapon with a 60 degree arc, double for 120...' (002 "
        "L190) for beams and cannon launchers, or for beams only (it stands in the beam "
        "rules).",
        ("beams-and-cannon", "beams"),
    ),
    RuleOption(
        "split_arcs",
        "Arcs that do not touch",
        "sectors",
        "sectors: the 60° arcs covered, [F, A] × 2 (a weapon with more than one firing "
        "arc, 002 L251); span: the narrowest unbroken arc holding them, [F, A] × 4 "
        "(L190).",
        ("sectors", "span"),
    ),
    RuleOption(
        "sensor_cube",
        "Sensor cost cube",
        "per-type",
        "(# of sensors × cost basis) + number of sensors cubed (002 L637): the cube per "
        "sensor type (digest D15) or of all sensors aboard together.",
        ("per-type", "all-sensors"),
    ),
    RuleOption(
        "craft_move_cost",
        "Assault craft starting move cost",
        "one",
        "one: 'initial move cost - 1' (002 L517) read as 'initial move cost: 1', as the "
        "line's other dashes read; nine: the ship's 10 less 1 (digest D10). Neither has "
        "the ship's size/100 term.",
        ("one", "nine"),
    ),
    RuleOption(
        "craft_sensor_cost",
        "Assault craft sensor cost",
        "basis",
        "'cost 5 times the chart value' (002 L521): basis, 5 × the chart's cost basis "
        "per sensor (a Fair sensor 10, the bundled TC-12 fighter 23.4); formula, 5 × "
        "the ship's N × basis + N³ for the type (one Fair 15).",
        ("basis", "formula"),
    ),
    RuleOption(
        "carried_craft_points",
        "Carried craft points",
        "carrier",
        "carrier: a hangar's craft design is priced with the carrier (its points added "
        "beside the hangar's 3 per craft, 002 L662), so a fleet counts the craft with "
        "their ship; separate: the carrier pays the hangar alone and the fleet lists the "
        "craft designs as entries of their own.",
        ("carrier", "separate"),
    ),
)

SHEET_OPTIONS = (
    RuleOption(
        "craft_groups",
        "Craft group sheets",
        True,
        "A carrier's record sheets are followed by the group sheets of the craft its "
        "hangars name (002 L484-489).",
    ),
    RuleOption(
        "craft_per_group",
        "Craft per group",
        10,
        "Units on one group sheet: 'There are usually 10 units to a group' (002 L484); a "
        "hangar's craft make as many groups as it takes.",
        minimum=1,
    ),
    SHIP_STATE_OPTION,
)
