"""Option mounts, the supplement's only costing rules (digest §10, §11.4).

Rutan ships (004 L569-577, L867-917): OPT takes a weapon or a general system, NWO general systems
only; each system's cost is added to the BPV, and without "reasonable selection" the fit must stay
within an allowance of 1/10 of the BPV. The Joshada (L821-865): a refit budget, the resource base
of 20 BPV, that the installed total may not exceed; uninstalling refunds the cost, so the budget
left is always the base less what is installed now.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Iterator, Mapping, NamedTuple

from designer.core.evaluation import Finding
from designer.core.model import RuleValue
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import OptionEntry, OptionList
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.exact import exact, exact_sum, shown

RUTAN_RULE = "Rutan option mounts (004 L569-577)"
JOSHADA_RULE = "Joshadan option mounts (004 L821-865)"


class MountCost(NamedTuple):
    """A fitted mount's cost (a named tuple: one a mount, on every evaluation)."""

    path: str
    system_id: str
    cost: Fraction


@dataclass(frozen=True)
class OptionFigures:
    """What the fitted option mounts cost against the list's budget: the Joshada's resource base
    (``refit``) or the Rutan allowance (``allowance``); ``budget`` None when there is none."""

    list_name: str | None
    costs: tuple[MountCost, ...]
    budget: Fraction | None
    budget_kind: str  # "refit", "allowance" or ""
    adds_to_bpv: bool

    # The costs summed, once: the evaluation reads it several times an edit.
    total: Fraction = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", exact_sum([c.cost for c in self.costs]))

    @property
    def remaining(self) -> Fraction | None:
        return None if self.budget is None else self.budget - self.total

    @property
    def over(self) -> bool:
        return self.budget is not None and self.total > self.budget


def option_figures(
    design: SfbDesign, catalog: SfbCatalog, options: Mapping[str, RuleValue], base: Fraction | None = None
) -> OptionFigures:
    """``base``: the base BPV as exact (``exact(design.data.bpv)``) when the caller has it."""
    name = design.option_list
    option_list = catalog.option_list(name)
    listed = catalog.option_entries.get(name or "", {})  # catalog.option_entry, the list read once
    costs = []
    for i, mount in enumerate(design.option_mounts):
        fitted = mount.fitted
        entry = listed.get(fitted) if fitted else None
        if entry is not None:
            costs.append(MountCost(f"option_mounts[{i}]", fitted, entry.cost))
    base = exact(design.data.bpv) if base is None else base
    budget, kind, adds = None, "", True
    if option_list is not None and option_list.resource_base is not None:
        budget, kind = option_list.resource_base, "refit"
        adds = options["joshada_refit_bpv"] == "added"
    elif option_list is not None and option_list.allowance_divisor:
        rule = options["rutan_allowance"]
        if rule != "reasonable-selection":
            spent = exact_sum([base, *(c.cost for c in costs)]) if rule == "fitted-bpv" else base
            budget = Fraction(spent.numerator, spent.denominator * option_list.allowance_divisor)
            kind = "allowance"
    return OptionFigures(name, tuple(costs), budget, kind, adds)


def _rule(option_list: OptionList) -> str:
    return RUTAN_RULE if option_list.allowance_divisor else JOSHADA_RULE


def unmet_needs(design: SfbDesign, entry: OptionEntry, marked_cargo: int) -> Iterator[tuple[str, str]]:
    """(code, what is missing) for each campaign condition of ``entry`` not met."""
    captured = entry.system in design.campaign.captured
    alps = entry.system in design.campaign.from_alps
    for need in entry.needs:
        # Each names the field the window shows (Campaign section) and the file's key.
        if need == "captured" and not captured:
            yield (
                "SFB-OPT-CAPTURED",
                (
                    "only if one has been captured: tick it under Campaign > "
                    "Captured (campaign.captured in the file)"
                ),
            )
        elif need == "from-alps" and not alps:
            yield (
                "SFB-OPT-ALPS",
                (
                    "only if one is available from the ALPs: tick it under Campaign > "
                    "From the ALPs (campaign.from_alps in the file)"
                ),
            )
        elif need == "alps-or-captured" and not (alps or captured):
            yield (
                "SFB-OPT-ALPS",
                (
                    "only if one is available from the ALPs or captured: tick it under "
                    "Campaign > From the ALPs or Captured"
                ),
            )
        elif need == "errevin-ship" and not design.campaign.errevin_ship_present:
            yield (
                "SFB-OPT-ERREVIN",
                ("an Errevin ship must be present to help build it: tick Campaign > Errevin ship present"),
            )
        elif need == "amt-in-cargo" and not marked_cargo:
            yield "SFB-OPT-AMT-CARGO", "the Errevins must load torpedoes into CARGO (a box marked T)"


def mount_findings(design: SfbDesign, catalog: SfbCatalog, marked_cargo: int) -> Iterator[Finding]:
    """Each mount against its list: the right kind of mount, an item on the list, no weapon in an
    NWO, the campaign conditions the item needs."""
    name = design.option_list
    option_list = catalog.option_list(name)
    if option_list is None:
        if design.option_mounts:
            yield Finding(
                "SFB-OPT-LIST",
                "error",
                "option mounts need their list: option_list rutan or joshada",
                "option_list",
                RUTAN_RULE,
            )
        return
    wrong_race = list_race_reason(design, catalog, option_list)
    if wrong_race is not None:
        yield Finding("SFB-OPT-LIST-RACE", "error", wrong_race, "option_list", _rule(option_list))
    for i, mount in enumerate(design.option_mounts):
        path = f"option_mounts[{i}]"
        if mount.mount not in option_list.mounts:
            yield Finding(
                "SFB-OPT-NWO-RUTAN",
                "error",
                f"{option_list.title} are OPT mounts; NWO is a Rutan mount",
                f"{path}.mount",
                RUTAN_RULE,
            )
        fitted = mount.fitted
        spec = catalog.systems.get(fitted)
        if not fitted or spec is None:
            continue  # empty, or an unknown system (reported with the box groups)
        entry = catalog.option_entry(name, fitted)
        if entry is None:
            yield Finding(
                "SFB-OPT-NOT-LISTED",
                "error",
                f"{spec.name} is not on the list of {option_list.title}",
                f"{path}.fitted",
                _rule(option_list),
            )
            continue
        if mount.mount == "NWO" and spec.weapon:
            yield Finding(
                "SFB-OPT-NWO-WEAPON",
                "error",
                f"an NWO mount houses general systems only, not a weapon ({spec.label})",
                f"{path}.fitted",
                RUTAN_RULE,
            )
        for code, missing in unmet_needs(design, entry, marked_cargo):
            yield Finding(
                code,
                "error",
                f"{spec.name}: {missing}",
                f"{path}.fitted",
                f"{_rule(option_list)}, {entry.source}",
            )


def list_race_reason(design: SfbDesign, catalog: SfbCatalog, option_list: OptionList) -> str | None:
    """Why ``option_list`` is not this ship's, or None: each list is its race's (Rutan option
    mounts, 004 L569-570; the Joshada's refit, L821-829); the budgets differ (1/10 of the BPV
    against a resource base of 20), so a ship may not take the other race's."""
    if design.race == option_list.race:
        return None
    race = catalog.races.get(option_list.race)
    whose = race.name if race else option_list.race
    ours = catalog.races.get(design.race)
    this = f"this ship is of the {ours.name}" if ours else "this ship has no race"
    return f"{option_list.title} are for ships of the {whose}; {this}"


def budget_findings(figures: OptionFigures) -> Iterator[Finding]:
    if not figures.over:
        return
    if figures.budget_kind == "refit":
        yield Finding(
            "SFB-REFIT-OVER",
            "error",
            f"the refit costs {shown(figures.total)} BPV, over the resource base of {shown(figures.budget)}",
            "option_mounts",
            JOSHADA_RULE,
        )
    else:
        yield Finding(
            "SFB-RUTAN-ALLOWANCE",
            "error",
            f"the option mounts cost {shown(figures.total)} BPV, over the allowance of "
            f"{shown(figures.budget)} (1/10 of the BPV)",
            "option_mounts",
            RUTAN_RULE,
        )
