"""The SSD's own fields in the window: the ship (name, race, base BPV, size, option list), its six
shields as spin boxes and as a wheel of values, the Steel Shield's track, the rest of the Ship
Data Table and the campaign the option mounts depend on (digest §1, §1a, §10).

Ranges are the design file's; what the rules refuse within them is a finding, except where a
value only means something with a system aboard (the Steel Shield's track, Engine Doubling's
turn mode), which is locked with the rule until it does.
"""

from __future__ import annotations

from typing import Any

from designer.core.editor import Choices, FieldSpec, SectionSpec
from designer.core.facing import Facing, FacingSpec
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.movement import engine_doubling_allowed

# Shield #1 faces the bow, the others follow clockwise (digest §1a: #2 right front ... #6 left
# front), sixty degrees each.
SHIELD_FACINGS = tuple(Facing(str(n), f"Shield #{n}", 60.0 * (n - 1), 60.0) for n in range(1, 7))
SHIELD_MAX = 999  # the design file's cap; published SSDs stay well under 60
WHEEL_MAX = 60
OPTION_LISTS: Choices = (
    (None, "None"),
    ("rutan", "Rutan option mounts (OPT, NWO)"),
    ("joshada", "Joshadan refits (OPT)"),
)
NEEDS_CAPTURE = ("captured", "alps-or-captured")
NEEDS_ALPS = ("from-alps", "alps-or-captured")


def steel_track_lock(catalog: SfbCatalog):
    """The extra track is the Steel Shield's (004 L481-483): locked at 0 without one aboard."""

    def reason(design: SfbDesign, _row: Any) -> str:
        if design.steel_shield:
            return ""  # a value the file holds can always be taken back to 0
        fitted = [g.system for g in design.boxes] + [m.fitted for m in design.option_mounts]
        if any((spec := catalog.system(s)) is not None and spec.extra_shield for s in fitted):
            return ""
        return "an extra shield track needs a Steel Shield generator aboard (004 L481-483)"

    return reason


def rutan_only(value_of):
    """Engine Doubling's values are the Rutan ships' (004 L691-699): locked on other ships while
    ``value_of(design)`` is unset (a value a file holds can always be cleared)."""

    def reason(design: SfbDesign, _row: Any) -> str:
        if engine_doubling_allowed(design) or value_of(design):
            return ""
        return "only Rutan ships have Engine Doubling (004 L691-699)"

    return reason


def ship_fields(catalog: SfbCatalog) -> tuple[FieldSpec, ...]:
    races: Choices = (("", "(none)"),) + tuple((key, race.name) for key, race in catalog.races.items())
    ships: Choices = (("", "(none)"),) + tuple((key, tag.name) for key, tag in catalog.ships.items())
    return (
        FieldSpec("Name", "name", "text", help="The ship's name, printed at the top of the SSD."),
        FieldSpec("Ship class", "ship_class", "text", help="The class line under the name."),
        FieldSpec(
            "Race",
            "race",
            "choice",
            choices=races,
            help="Prints the race's counter colours on the SSD (004 L742-815); a system no "
            "tag gives the race is a warning, never an error (captured ships exist).",
        ),
        FieldSpec(
            "Named ship",
            "ship",
            "choice",
            choices=ships,
            help="The ship this SSD is, where the supplement gives systems to one ship "
            "rather than a race: the Light of Doom's Beam Cannons, Targeting Computer "
            "and Autodefense Device warn on any other SSD.",
        ),
        FieldSpec(
            "Early period",
            "early_period",
            "bool",
            help="An Early-period ship may carry the Early systems (Bolt Gun, Early AMTs; 004 L378).",
        ),
        FieldSpec(
            "Base BPV",
            "data.bpv",
            "float",
            minimum=0,
            maximum=100000,
            step=0.2,
            help="The BPV before option mounts; Rutan and Joshadan option costs are added "
            "to it (004 L572-575, L828-829).",
        ),
        FieldSpec(
            "Size class",
            "data.size_class",
            "int",
            minimum=1,
            maximum=7,
            help="SFB's scale: 1 is the largest. Size class 4 or smaller (4-6) may bolt (004 L53-55).",
        ),
        FieldSpec(
            "Movement cost",
            "data.movement_cost",
            "text",
            help="As printed: 1, 1/2, 2/3, 0.25. Movement costs speed x this, halved under "
            "Rutan Engine Doubling (004 L694).",
        ),
        FieldSpec(
            "Mega-box scale",
            "data.mega_box",
            "bool",
            help="Every box is 10 boxes and power is already divided by 10 (004 L31-42).",
        ),
        FieldSpec(
            "Option mounts",
            "option_list",
            "choice",
            choices=OPTION_LISTS,
            help="Which list the option mounts take from: the Rutan list (allowance BPV/10, "
            "004 L569-577) or the Joshadan refits (resource base 20, L821-865).",
        ),
        FieldSpec(
            "Shields",
            "shields",
            "tuple",
            minimum=0,
            maximum=SHIELD_MAX,
            item_labels=tuple(f"#{f.key}" for f in SHIELD_FACINGS),
            help="Boxes of shields #1 (front) to #6 (left front), clockwise (digest §1a).",
        ),
        FieldSpec(
            "Steel Shield track",
            "steel_shield",
            "int",
            minimum=0,
            maximum=SHIELD_MAX,
            disabled=steel_track_lock(catalog),
            reads=("boxes", "option_mounts"),
            help="The Steel Shield's extra shield, printed as its own track (004 L481-483).",
        ),
    )


def shield_wheel() -> FacingSpec:
    return FacingSpec(
        SHIELD_FACINGS, path="shields", mode="values", title="Shields", value_range=(0, WHEEL_MAX)
    )


def data_table_section() -> SectionSpec:
    return SectionSpec(
        "Ship data table",
        (
            FieldSpec(
                "Turn mode",
                "data.turn_mode",
                "text",
                help="Printed as entered: the base game's turn-mode chart is the publisher's.",
            ),
            FieldSpec(
                "Turn mode (Engine Doubling)",
                "data.turn_mode_doubled",
                "text",
                disabled=rutan_only(lambda d: d.data.turn_mode_doubled),
                reads=("race",),
                help="A Rutan ship's increased turn mode under Engine Doubling (004 L694-695).",
            ),
            FieldSpec("Crew units", "data.crew_units", "int", minimum=0, maximum=10000),
            FieldSpec("Boarding parties", "data.boarding_parties", "int", minimum=0, maximum=10000),
            FieldSpec("Explosion strength", "data.explosion_strength", "int", minimum=0, maximum=10000),
            FieldSpec("Nimble", "data.nimble", "bool", help="A nimble ship may bolt (004 L53)."),
            FieldSpec(
                "Ability to bolt (hexes)",
                "data.bolt_hexes",
                "int",
                minimum=0,
                maximum=64,
                help='"Ability to Bolt N Hexes": N hexes, twice a turn (004 L70-73); 0 for none.',
            ),
            FieldSpec(
                "Shuttle notes",
                "shuttle_notes",
                "text",
                help="The Shuttlecraft NOTES cell: YAKA for a Yakashuttle (004 L729-730).",
            ),
        ),
        help="The Ship Data Table as the SSD prints it (digest §1).",
    )


def _needing(catalog: SfbCatalog, needs: tuple[str, ...]):
    """Choices: the systems of the design's option list (of every list without one) that need
    a campaign condition, plus whatever the file already names."""

    def choices(design: SfbDesign, _row: Any) -> Choices:
        lists = (
            [catalog.option_list(design.option_list)] if design.option_list else catalog.option_lists.values()
        )
        ids = [e.system for ol in lists if ol for e in ol.entries if set(e.needs) & set(needs)]
        ids += [s for s in (*design.campaign.captured, *design.campaign.from_alps) if s not in ids]
        return tuple((s, catalog.system_title(s)) for s in dict.fromkeys(ids))

    return choices


def campaign_section(catalog: SfbCatalog) -> SectionSpec:
    return SectionSpec(
        "Campaign",
        (
            FieldSpec(
                "Captured",
                "campaign.captured",
                "multi",
                choices_for=_needing(catalog, NEEDS_CAPTURE),
                reads=("option_list", "campaign"),
                help="Systems captured in the campaign: Rutan items marked * (004 L917), the "
                "Joshada's Hellebore and Phaser-D (L840, L849).",
            ),
            FieldSpec(
                "From the ALPs",
                "campaign.from_alps",
                "multi",
                choices_for=_needing(catalog, NEEDS_ALPS),
                reads=("option_list", "campaign"),
                help="Systems the ALPs made available: the Joshada's Fireball and Phaser-1G "
                "(004 L837, L846).",
            ),
            FieldSpec(
                "Errevin ship present",
                "campaign.errevin_ship_present",
                "bool",
                help="An Errevin ship helps build the Joshada's AMTs (004 L860-862).",
            ),
        ),
        help="What the campaign allows the option mounts (digest §10).",
    )


__all__ = ["ship_fields", "shield_wheel", "data_table_section", "campaign_section", "SHIELD_FACINGS"]
