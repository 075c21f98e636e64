"""Full Thrust rule options: the readings where players plausibly disagree (catalog README)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from designer.core.model import RuleValue
from designer.core.rule_options import RuleOption, option_value

RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "allowance_rounding",
        "Round a fractional 50% system allowance",
        "up",
        "Warships, Q-ships and military installations. 'up' follows the one stated "
        "rounding (75% of 14 'rounded up', 001 L691); 'down' reads 'up to HALF' strictly. "
        "The 75% of non-FTL warships is always rounded up (Non-FTL Ships, 001 L691).",
        ("up", "down"),
    ),
    # 001 L834 (ONE TENTH), L796 (the minimum of 1 MASS); More Thrust p. 23 (README decision 3).
    RuleOption(
        "merchant_allowance_rounding",
        "Round a fractional 10% merchant allowance",
        "down",
        "Merchants, tugs and civilian installations. 'down' (this rulebook): the minimum "
        "of 1 MASS 'even if its TOTAL MASS is less than 10' only matters if the tenth is "
        "rounded down. 'up': a More Thrust player's choice, since that supplement's own "
        "merchant designs (its Medium Tug and Armed Merchantman, 4 MASS on MASS 32 and 36) "
        "are legal only if the tenth rounds up.",
        ("down", "up"),
    ),
    RuleOption(
        "damage_rounding",
        "Round fractional Damage Points",
        "down",
        "MASS/2 for warships, MASS/4 for merchants (001 L781-782) is not always whole; "
        "the book never rounds one.",
        ("down", "up"),
    ),
    RuleOption(
        "points_rounding",
        "Fractional costs (merchant hull 1.5 x MASS, escort drives)",
        "total-up",
        "'total-up' keeps exact fractions and rounds the final total up; 'item-up' rounds "
        "each line up; 'exact' reports the fraction.",
        ("total-up", "item-up", "exact"),
    ),
    RuleOption(
        "merchant_box",
        "Damage-track box for merchants and Q-ships",
        "mass-band",
        "'mass-band': the box of the military class of the same MASS, which always holds "
        "the DP, as a Capital box for 'a large Merchant' (001 L294, L298); 'smallest-fit': "
        "the smallest record-sheet box whose damage boxes hold the DP.",
        ("mass-band", "smallest-fit"),
    ),
    RuleOption(
        "installation_all_arc",
        "Installations may fire through all four arcs",
        True,
        "Con-Am 12 mounts 'C' batteries with ALL arc fire (001 L939); the no-aft rule is "
        "blamed on drive fields (L186), which installations lack.",
    ),
    RuleOption(
        "civilian_installation_whitelist",
        "Civilian installations take only merchant systems",
        False,
        "Off: installations 'may carry any weapon system' (001 L715). On: civilian bases "
        "use the merchant list too (Fitting Weapons and Other Systems, 001 L834).",
    ),
    RuleOption(
        "fighter_group_cap",
        "At most 6 fighter groups on one hull",
        False,
        "The Fleet Carrier's six groups (001 L410) as a ceiling; off, only the system allowance limits them.",
    ),
)


@dataclass(frozen=True)
class Options:
    """The resolved options as typed attributes (the engine has checked every value)."""

    allowance_rounding: str
    merchant_allowance_rounding: str
    damage_rounding: str
    points_rounding: str
    merchant_box: str
    installation_all_arc: bool
    civilian_installation_whitelist: bool
    fighter_group_cap: bool

    @classmethod
    def of(cls, values: Mapping[str, RuleValue]) -> Options:
        return cls(
            allowance_rounding=option_value(values, "allowance_rounding", str),
            merchant_allowance_rounding=option_value(values, "merchant_allowance_rounding", str),
            damage_rounding=option_value(values, "damage_rounding", str),
            points_rounding=option_value(values, "points_rounding", str),
            merchant_box=option_value(values, "merchant_box", str),
            installation_all_arc=option_value(values, "installation_all_arc", bool),
            civilian_installation_whitelist=option_value(values, "civilian_installation_whitelist", bool),
            fighter_group_cap=option_value(values, "fighter_group_cap", bool),
        )


DEFAULTS = Options.of({opt.key: opt.default for opt in RULE_OPTIONS})
