"""Star Blazers rule options: the readings where players plausibly disagree (catalog README,
"Rule options")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from designer.core.evaluation import Finding
from designer.core.game import RuleOption
from designer.core.model import RuleValue

README = "Drydock rule options (catalogs/star-blazers/README.md)"

RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption("hailstorm_craft", "Value of the Hailstorm's battlecraft", "rule",
               "'rule': every craft by its weight, light 1, medium 2, heavy 3 (000 L5408-5412), so "
               "a standard Hailstorm's craft are worth 126. 'book': its battlecraft at 1 point "
               "each as the book's own example and scenarios 6 and 7 count them (90, L5413-5416).",
               ("rule", "book")),
    RuleOption("g_short_hit", "Heavy shock cannon (G) short-range hit %", 60,
               "60 as the Andromeda I and the upside-down sheet read it beside 50% for the other "
               "batteries (L5873, L6125); 50 as the explainer's sample table reads (L391).",
               (60, 50)),
    RuleOption("yamato_achs", "The Yamato carries an ACHS", True,
               "The Yamato is 'listed as having' an ACHS, 'not the case at the start of the "
               "Cometine Campaign' (L3398-3402). Off: it has none and may buy one."),
)

_BY_KEY = {option.key: option for option in RULE_OPTIONS}


@dataclass(frozen=True)
class Options:
    hailstorm_craft: str = "rule"
    g_short_hit: int = 60
    yamato_achs: bool = True


def read_options(values: Mapping[str, RuleValue]) -> tuple[Options, list[Finding]]:
    """Known options with valid values; a bad value is a warning and the default is used.
    Unknown keys are reported by ``Game.option_findings``."""
    chosen: dict[str, RuleValue] = {}
    findings: list[Finding] = []
    for key, value in values.items():
        option = _BY_KEY.get(key)
        if option is None:
            continue
        valid = value in option.choices if option.choices else isinstance(value, bool)
        if valid and not (isinstance(value, bool) and option.choices):
            chosen[key] = value
            continue
        expected = list(option.choices) if option.choices else "true or false"
        findings.append(Finding("SB-RULE-OPTION-VALUE", "warning",
                                f"rule option {key} = {value!r} is not one of {expected}; using "
                                f"{option.default!r}", f"rules.{key}", README))
    return Options(**chosen), findings
