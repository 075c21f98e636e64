"""Star Blazers rule options: the readings where players plausibly disagree (catalog README,
"Rule options"). The engine resolves and checks them; the rules read them as :class:`Options`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from designer.core.model import RuleValue
from designer.core.rule_options import RuleOption, option_value
from designer.core.ship_state import SHIP_STATE_OPTION

RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "hailstorm_craft",
        "Value of the Hailstorm's battlecraft",
        "rule",
        "'rule': every craft by its weight, light 1, medium 2, heavy 3 (000 L5408-5412), so "
        "a standard Hailstorm's craft are worth 126. 'book': its battlecraft at 1 point "
        "each as the book's own example and scenarios 6 and 7 count them (90, L5413-5416).",
        ("rule", "book"),
    ),
    RuleOption(
        "g_short_hit",
        "Heavy shock cannon (G) short-range hit %",
        60,
        "60 as the Andromeda I and the upside-down sheet read it beside 50% for the other "
        "batteries (L5873, L6125); 50 as the explainer's sample table reads (L391).",
        (60, 50),
    ),
    RuleOption(
        "yamato_achs",
        "The Yamato carries an ACHS",
        True,
        "The Yamato is 'listed as having' an ACHS, 'not the case at the start of the "
        "Cometine Campaign' (L3398-3402). Off: it has none and may buy one.",
    ),
    RuleOption(
        "smite_buyers",
        "Who may buy a smite transporter",
        "gamilon",
        "'gamilon': smite is Gamilon equipment; the book fits it only to the Gamilon smite "
        "craft and Desslok's command cruiser (Smite movement procedure), so only Gamilon "
        "ships buy one. 'any': the purchase table names no faction, so any ship may.",
    ),
    RuleOption(
        "control_mine_buyers",
        "Who may buy control mine factors",
        "mine-layers",
        "'mine-layers': a control mine is a mine counter the ship lays (Mine laying "
        "procedure), so only a ship that lays mines (a mine laying system, EMCM launchers "
        "or craft mine factors) buys one; EDF and Comet ships have none. 'any': the "
        "purchase table names no limit.",
    ),
)


# Print choices of the Warship Display Form (the CLI's --sheet options, the print dialog).
SHEET_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "one_ship_a_page",
        "One ship a page",
        False,
        "Off: light ships share a form as the book's sheets do, as many as its unit rows "
        "(3 frigates, 4 SDDMs, 2 patrol cruisers; digest §3.2, correction 3). On: every "
        "ship on a form of its own.",
    ),
    RuleOption(
        "control_log",
        "Battlecraft Control Log",
        True,
        "The log for squadrons operating away from their carrier (000 L7659-7799), "
        "printed after a carrier's form.",
    ),
    RuleOption(
        "munitions",
        "Munitions block",
        True,
        "On: a block of each munition's load and maximum, to record what is spent. Off: "
        "the form as the book prints it, the salvoes crossed out on the battery icons.",
    ),
    RuleOption(
        "cargo_manifest",
        "Cargo manifest on warships",
        False,
        "On: a warship with hangar decks gets a cargo block (its limits and a manifest "
        "line), for a ship used as a cargo carrier with its battlecraft left behind. "
        "Transports always print their own cargo manifest.",
    ),
    SHIP_STATE_OPTION,
)


@dataclass(frozen=True)
class Options:
    """The resolved options as typed attributes (the engine has checked every value)."""

    hailstorm_craft: str
    g_short_hit: int
    yamato_achs: bool
    smite_buyers: str
    control_mine_buyers: str

    @classmethod
    def of(cls, values: Mapping[str, RuleValue]) -> Options:
        return cls(
            hailstorm_craft=option_value(values, "hailstorm_craft", str),
            g_short_hit=option_value(values, "g_short_hit", int),
            yamato_achs=option_value(values, "yamato_achs", bool),
            smite_buyers=option_value(values, "smite_buyers", str),
            control_mine_buyers=option_value(values, "control_mine_buyers", str),
        )
