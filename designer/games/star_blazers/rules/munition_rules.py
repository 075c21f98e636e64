"""Munition loads and their maxima (§5.5): ship missiles and torpedoes by the salvoes printed on
each launcher icon (the Yamato's 48 M2 and 24 T1, L4760-4762), craft weapon packages and BC/SC
mine factors by the carriers' table (L4809-4826), orbital and cluster mines by the mine systems
(L1881-1897). A load not written in the design is the full load."""

from __future__ import annotations

from designer.core.evaluation import Finding
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.design import CRAFT_PACKAGES, StarBlazersDesign
from designer.games.star_blazers.rules.detail import BatteryLine, LoadGroup, MunitionLine
from designer.games.star_blazers.warship_class import MunitionOption, WarshipClass

RULE_SHIP = "Warship munition supply, 000 L4754-4762"
RULE_CRAFT = "Maximum combat munitions, 000 L4809-4826"
RULE_MINES = "Mine laying operations, 000 L1881-1897"
Loads = dict[str, tuple[int, str]]  # what a design loads: code -> (count, its path)


def ship_munitions(
    design: StarBlazersDesign, batteries: list[BatteryLine], catalog: StarBlazersCatalog
) -> tuple[list[MunitionLine], list[Finding]]:
    """Missiles and torpedoes: batteries x salvoes x missiles a salvo, where all three are known."""
    maxima: dict[str, int | None] = {}
    launchers = catalog.weapons.launchers
    for line in batteries:
        if line.letter in launchers or line.letter == "AMM":
            maxima[line.letter] = _launcher_maximum(line, catalog)
    given: Loads = {load.letter: (load.count, f"munitions[{i}]") for i, load in enumerate(design.munitions)}
    return _loads("ship", maxima, given, RULE_SHIP, "launcher")


def _launcher_maximum(line: BatteryLine, catalog: StarBlazersCatalog) -> int | None:
    table = catalog.weapons.launchers.get(line.letter)
    if table is None or line.count is None or line.salvoes is None or table.salvo_size is None:
        return None
    return line.count * line.salvoes * table.salvo_size


def craft_munitions(design: StarBlazersDesign, cls: WarshipClass) -> tuple[list[MunitionLine], list[Finding]]:
    """Loads must fit one column set of the table (the Undaunted has two, L4821-4822); codes the
    design does not name are filled from the set they fit."""
    given: Loads = {
        load.package: (load.count, f"craft_munitions[{i}]") for i, load in enumerate(design.craft_munitions)
    }
    options = cls.craft_munitions.options
    if not options:
        maxima: dict[str, int | None] = {code: (None if cls.craft.battlecraft else 0) for code in given}
        return _loads("craft", maxima, given, RULE_CRAFT, "craft munition")
    # the first column the loads fit, else the one they overrun least often
    chosen = min(options, key=lambda o: sum(n > _cap(o, code) for code, (n, _) in given.items()))
    maxima = {code: _cap(chosen, code) for code in CRAFT_PACKAGES if _cap(chosen, code) or code in given}
    return _loads("craft", maxima, given, RULE_CRAFT, "craft munition")


def _cap(option: MunitionOption, code: str) -> int:
    return getattr(option, code)


def mine_loads(
    design: StarBlazersDesign, cls: WarshipClass, laying_type: int | None, catalog: StarBlazersCatalog
) -> tuple[list[MunitionLine], list[Finding]]:
    """Orbital mines (SOM) up to the mine laying system's factors, or the stated load of a mine
    warfare ship; cluster mines (EMCM) up to the stated factors."""
    maxima: dict[str, int | None] = {}
    som = cls.mines.som_factors
    if som is None and laying_type:
        som = catalog.weapons.mine_launching[laying_type].factors
    elif som is not None and laying_type == 3:  # an MLS Type III upgrade carries 3 factors
        som = max(som, catalog.weapons.mine_launching[3].factors)
    if som or laying_type is None:
        maxima["SOM"] = som
    if cls.mines.emcm_factors:
        maxima["EMCM"] = cls.mines.emcm_factors
    given: Loads = {load.type: (load.count, f"mines[{i}]") for i, load in enumerate(design.mines)}
    return _loads("mines", maxima, given, RULE_MINES, "mine")


def _loads(
    group: LoadGroup, maxima: dict[str, int | None], given: Loads, rule: str, noun: str
) -> tuple[list[MunitionLine], list[Finding]]:
    lines: list[MunitionLine] = []
    findings: list[Finding] = []
    for code in dict.fromkeys([*maxima, *given]):
        maximum = maxima.get(code, 0)
        if code not in given:  # the full load
            lines.append(MunitionLine(group=group, code=code, load=maximum, maximum=maximum))
            continue
        load, path = given[code]
        lines.append(MunitionLine(group=group, code=code, load=load, maximum=maximum, path=path))
        if load == 0:
            continue
        if maximum == 0:
            findings.append(
                Finding(
                    "SB-MUNITION-NOT-CARRIED",
                    "error",
                    f"the ship carries no {code} {noun}s; remove this load",
                    path,
                    rule,
                )
            )
        elif maximum is None:
            findings.append(
                Finding(
                    "SB-MUNITION-MAX-UNKNOWN",
                    "info",
                    f"the {code} maximum is lost in the source; the load of {load} is not checked",
                    path,
                    rule,
                )
            )
        elif load > maximum:
            findings.append(
                Finding(
                    "SB-MUNITION-OVER",
                    "error",
                    f"{load} {code} loaded, over the maximum of {maximum}; unload {load - maximum}",
                    path,
                    rule,
                )
            )
    return lines, findings


__all__ = ["ship_munitions", "craft_munitions", "mine_loads"]
