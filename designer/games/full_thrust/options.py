"""Full Thrust rule options: the readings where players plausibly disagree (catalog README)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from designer.core.evaluation import Finding
from designer.core.game import RuleOption
from designer.core.model import RuleValue

RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption("allowance_rounding", "Round a fractional 50% system allowance", "up",
               "Warships, Q-ships and military installations. 'up' follows the one stated "
               "rounding (75% of 14 'rounded up', 001 L691); 'down' reads 'up to HALF' strictly. "
               "The 75% of non-FTL warships is always rounded up, as L691 says.", ("up", "down")),
    RuleOption("merchant_allowance_rounding", "Round a fractional 10% merchant allowance", "down",
               "Merchants, tugs and civilian installations. 'down': the minimum of 1 MASS 'even if "
               "its TOTAL MASS is less than 10' (001 L796) only matters if 10% is rounded down, and "
               "the Survey Cruiser's fit uses 4 of 4.8 (L397); 'up' gives 5.", ("down", "up")),
    RuleOption("damage_rounding", "Round fractional Damage Points", "down",
               "MASS/2 for warships, MASS/4 for merchants (001 L781-782) is not always whole; "
               "the book never rounds one.", ("down", "up")),
    RuleOption("points_rounding", "Fractional costs (merchant hull 1.5 x MASS, escort drives)",
               "total-up",
               "'total-up' keeps exact fractions and rounds the final total up; 'item-up' rounds "
               "each line up; 'exact' reports the fraction.", ("total-up", "item-up", "exact")),
    RuleOption("merchant_box", "Damage-track box for merchants and Q-ships", "mass-band",
               "'mass-band': the box of the military class of the same MASS, which always holds "
               "the DP, as a Capital box for 'a large Merchant' (001 L294, L298); 'smallest-fit': "
               "the smallest record-sheet box whose damage boxes hold the DP.",
               ("mass-band", "smallest-fit")),
    RuleOption("installation_all_arc", "Installations may fire through all four arcs", True,
               "Con-Am 12 mounts 'C' batteries with ALL arc fire (001 L939); the no-aft rule is "
               "blamed on drive fields (L186), which installations lack."),
    RuleOption("civilian_installation_whitelist",
               "Civilian installations take only merchant systems", False,
               "Off: installations 'may carry any weapon system' (001 L715). On: civilian bases "
               "use the merchant list of L834 too."),
    RuleOption("fighter_group_cap", "At most 6 fighter groups on one hull", False,
               "The Fleet Carrier's six groups (001 L410) as a ceiling; off, only the system "
               "allowance limits them."),
)

_BY_KEY = {opt.key: opt for opt in RULE_OPTIONS}


@dataclass(frozen=True)
class Options:
    allowance_rounding: str = "up"
    merchant_allowance_rounding: str = "down"
    damage_rounding: str = "down"
    points_rounding: str = "total-up"
    merchant_box: str = "mass-band"
    installation_all_arc: bool = True
    civilian_installation_whitelist: bool = False
    fighter_group_cap: bool = False


def read_options(values: Mapping[str, RuleValue]) -> tuple[Options, list[Finding]]:
    """Known options with valid values; a bad value is a warning and falls back to the default."""
    chosen: dict[str, RuleValue] = {}
    findings: list[Finding] = []
    for key, value in values.items():
        opt = _BY_KEY.get(key)
        if opt is None:
            continue  # unknown keys are reported by Game.option_findings
        valid = value in opt.choices if opt.choices else isinstance(value, bool)
        if valid:
            chosen[key] = value
        else:
            expected = list(opt.choices) if opt.choices else "true or false"
            findings.append(Finding("FT-RULE-OPTION-VALUE", "warning",
                                    f"rule option {key} = {value!r} is not one of {expected}; "
                                    f"using {opt.default!r}", f"rules.{key}",
                                    "Drydock rule options (catalogs/full-thrust/README.md)"))
    return Options(**chosen), findings
