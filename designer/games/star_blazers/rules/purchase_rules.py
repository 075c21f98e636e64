"""Purchased systems (§5.2) and upgrades (§5.3): their points and what a class may not take.

The tables state prices only; which purchases a class cannot take is a decision recorded in the
catalog README ("Purchases and upgrades"): a system the ship already has, a second copy of a
one-per-ship system, an upgrade past what it improves, and a second firing-capacity step.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from designer.core.evaluation import Finding
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.catalog_models import PriceSpec
from designer.games.star_blazers.rules.class_figures import Figures, Value
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.rules.detail import PriceLine
from designer.games.star_blazers.options import Options
from designer.games.star_blazers.warship_class import WarshipClass

RULE_PURCHASE = "Additional systems purchase table, 000 L4956-4967"
RULE_UPGRADE = "Upgrade systems purchase table, 000 L4993-5000"
YAMATO = "edf/yamato"


def fitted_systems(cls: WarshipClass, options: Options) -> set[str]:
    """The class table's purchasable systems fitted as standard: ACACBI (L1220-1229), ASMS
    (Yamato, L3403-3418), ACHS where listed (the Yamato by the rule option, L3398-3402)."""
    have = {key for key in ("acacbi", "achs", "asms") if getattr(cls.systems, key)}
    if cls.id == YAMATO and not options.yamato_achs:
        have.discard("achs")
    return have


def standard_systems(cls: WarshipClass, options: Options, table: Mapping[str, PriceSpec]) -> set[str]:
    """Purchasable systems the class carries as standard: the fitted ones, and each that comes
    with a special weapon the class has (a smite device, ``standard_with``)."""
    return fitted_systems(cls, options) | {
        key
        for key, spec in table.items()
        if spec.standard_with and spec.standard_with in cls.special_weapons.entries
    }


@dataclass(frozen=True)
class Upgraded:
    """The figures the upgrades change: systems fired, mine sweeping and mine laying types (each
    a class figure's value, None where the source lost it)."""

    systems_fired: Value
    mine_sweeping: Value
    mine_launching: Value


def purchase_lines(
    design: StarBlazersDesign, cls: WarshipClass, catalog: StarBlazersCatalog, options: Options
) -> tuple[list[PriceLine], list[Finding]]:
    table = catalog.purchases.systems
    have = standard_systems(cls, options, table)
    craft_aboard = sum(entry.count for entry in design.craft)
    lines: list[PriceLine] = []
    findings: list[Finding] = []
    bought: set[str] = set()
    problems: dict[str, str] = {}  # who may buy a system: the same for each of its rows
    for i, purchase in enumerate(design.purchases):
        spec, path = table.get(purchase.system), f"purchases[{i}]"
        if spec is None:
            findings.append(_unknown_purchase(purchase.system, table, path))
            continue
        lines.append(PriceLine(spec.title, purchase.count, spec.total * purchase.count, path))
        if spec.per == "ship":
            if purchase.system in have:
                findings.append(
                    Finding(
                        "SB-PURCHASE-HAS",
                        "error",
                        f"the {cls.title} already has {spec.title} as standard; remove this purchase",
                        path,
                        RULE_PURCHASE,
                    )
                )
            elif purchase.system in bought or purchase.count > 1:
                findings.append(
                    Finding(
                        "SB-PURCHASE-TWICE",
                        "error",
                        f"{spec.title} is bought once per ship; remove the extra",
                        path,
                        RULE_PURCHASE,
                    )
                )
            bought.add(purchase.system)
        elif spec.per == "flight" and purchase.count * spec.craft_per_flight > craft_aboard:
            findings.append(
                Finding(
                    "SB-CRAFT-ACHS-FLIGHTS",
                    "error",
                    f"{purchase.count} ACHS flights need "
                    f"{purchase.count * spec.craft_per_flight} craft; "
                    f"{craft_aboard} are aboard (all 6 of a flight are equipped)",
                    path,
                    RULE_PURCHASE,
                )
            )
        problem = problems.get(purchase.system)
        if problem is None:
            problem = problems[purchase.system] = _buyer_problem(spec, cls, options)
        if problem:
            findings.append(Finding("SB-PURCHASE-NOT-ALLOWED", "error", problem, path, RULE_PURCHASE))
    return lines, findings


def _buyer_problem(spec: PriceSpec, cls: WarshipClass, options: Options) -> str:
    """Who may buy smite and control mines, by the rule options (README decisions 50, 51): smite
    is Gamilon equipment (L2466-2469); a control mine is a counter the ship lays (L1889-1892)."""
    if spec.buyers == "gamilon" and options.smite_buyers == "gamilon" and cls.faction != "gamilon":
        return (
            f"smite transporters are Gamilon equipment, and the {cls.title} is not a Gamilon "
            "ship (rule option smite_buyers: any allows it)"
        )
    if spec.buyers == "mine-layers" and options.control_mine_buyers == "mine-layers" and not lays_mines(cls):
        return (
            f"the {cls.title} lays no mines (no mine laying system, EMCM launchers or craft "
            "mine factors), so it has no control mine to lay (rule option "
            "control_mine_buyers: any allows it)"
        )
    return ""


def lays_mines(cls: WarshipClass) -> bool:
    """A mine laying system, EMCM launchers (their factors lay as orbital mines, L1913-1926) or
    battlecraft mine factors (L4809-4826)."""
    return (
        bool(cls.systems.mine_launching)
        or cls.mines.emcm_factors > 0
        or any(o.mine_factors for o in cls.craft_munitions.options)
    )


def _unknown_purchase(key: str, table, path: str) -> Finding:
    """A system only a house-rule profile defines: not bought, not priced, until it is used."""
    return Finding(
        "SB-PURCHASE-UNKNOWN",
        "error",
        f"there is no purchasable system {key!r} in "
        f"these rules ({', '.join(table)}); use one of them, or the house-rule profile "
        "that defines it",
        f"{path}.system",
        RULE_PURCHASE,
    )


# Why each upgrade is bought once (the upgrade table, L4995-5000).
TWICE_REASON = {
    "firing-capacity": "the firing-capacity upgrade is one step of +1 weapon system a turn, "
    "bought once (README)",
    "mss-type-2": "it makes the mine sweeping system Type II, and a system is Type II once",
    "mls-type-3": "it makes the mine laying system Type III, and a system is Type III once",
}


def upgrade_lines(
    design: StarBlazersDesign, cls: WarshipClass, figures: Figures, catalog: StarBlazersCatalog
) -> tuple[list[PriceLine], list[Finding], Upgraded]:
    lines: list[PriceLine] = []
    findings: list[Finding] = []
    fired = figures.systems_fired.value
    sweeping, laying = figures.mine_sweeping.value, figures.mine_launching.value
    for i, key in enumerate(design.upgrades):
        path = f"upgrades[{i}]"
        if key in design.upgrades[:i]:
            findings.append(
                Finding(
                    "SB-UPGRADE-TWICE",
                    "error",
                    f"{key} is listed twice; " + TWICE_REASON[key],
                    path,
                    RULE_UPGRADE,
                )
            )
            continue
        if key == "firing-capacity":
            line, problem, fired = _firing_upgrade(figures, catalog, path)
        else:
            spec = catalog.purchases.upgrades[key]
            line = PriceLine(item=spec.title, count=1, points=spec.total, path=path)
            problem = _type_upgrade_problem(key, sweeping, laying, cls)
            if not problem:
                sweeping, laying = (2, laying) if key == "mss-type-2" else (sweeping, 3)
        if problem:
            findings.append(Finding("SB-UPGRADE-NOT-ALLOWED", "error", problem, path, RULE_UPGRADE))
        elif line is not None:
            lines.append(line)
    return lines, findings, Upgraded(fired, sweeping, laying)


def _firing_upgrade(figures: Figures, catalog: StarBlazersCatalog, path: str):
    """+1 weapon system fired per turn, priced by class (L4997-5000)."""
    number, fired = figures.class_number.value, figures.systems_fired.value
    if not isinstance(number, int):
        return (
            None,
            (
                "the firing-capacity upgrade is priced by class, and this class's number "
                "is lost; write it in under fill_in.class_number"
            ),
            fired,
        )
    price = catalog.purchases.firing_price(number)
    if price is None:  # the catalog prices classes 1-9 (purchases.yaml, L4998-5000)
        return None, f"the firing-capacity upgrade has no price for class {number}", fired
    line = PriceLine(item=f"FIRING CAPACITY: {price.systems} SYSTEMS", count=1, points=price.total, path=path)
    return line, "", price.systems


def _type_upgrade_problem(key: str, sweeping, laying, cls: WarshipClass) -> str:
    if key == "mss-type-2":
        if sweeping == 2:
            return f"the {cls.title}'s mine sweeping system is already Type II"
        if not sweeping:
            return f"the {cls.title} has no mine sweeping system to upgrade"
        return ""
    if laying == 3:
        return f"the {cls.title}'s mine laying system is already Type III"
    if not laying:
        return (
            f"the {cls.title} has no mine laying system to upgrade: only Gamilon ships carry "
            "one as standard, and the book prices none for EDF and Comet ships (L1927-1929)"
        )
    return ""


__all__ = ["purchase_lines", "upgrade_lines", "standard_systems", "Upgraded"]
