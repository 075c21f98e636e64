"""Battlecraft and support craft aboard a ship: their value (§5.4), the hangar's capacity and the
carriers a craft type is restricted to (§7.4)."""

from __future__ import annotations

from designer.core.evaluation import Finding
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.catalog_models import CraftType
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.rules.detail import CraftCapacity, CraftLine
from designer.games.star_blazers.options import Options
from designer.games.star_blazers.warship_class import FACTION_TITLES, WarshipClass

RULE_VALUE = "Fleet compositions: battlecraft values, 000 L5408-5416"
RULE_CAPACITY = "Battlecraft carried by warships, 000 L2591-2689"
HAILSTORM = "comet/hailstorm"


def capacity(cls: WarshipClass) -> CraftCapacity:
    block = cls.craft
    return CraftCapacity(
        battlecraft=block.battlecraft,
        support_craft=block.support_craft,
        heavy_bombers=block.heavy_bombers,
        survival_pods=block.survival_pods,
        squadron_rows=list(block.squadron_rows),
        squadron_types=block.squadron_types,
        hangar_decks=block.hangar_decks,
        launch=block.launch,
        rearm=block.rearm,
    )


def craft_lines(
    design: StarBlazersDesign, cls: WarshipClass, catalog: StarBlazersCatalog, options: Options
) -> tuple[list[CraftLine], list[Finding]]:
    """Each known craft entry priced (1/2/3 by weight), and a finding for each unknown type."""
    lines: list[CraftLine] = []
    findings: list[Finding] = []
    known: dict[str, tuple[CraftType, int] | None] = {}  # by type: a ship carries few types
    for i, entry in enumerate(design.craft):
        path = f"craft[{i}]"
        if entry.type not in known:
            craft = catalog.craft_type(cls.faction, entry.type)
            known[entry.type] = None if craft is None else (craft, _value(craft, cls, catalog, options))
        found = known[entry.type]
        if found is None:
            findings.append(_unknown_type(entry.type, cls, catalog, path))
            continue
        craft, value = found
        lines.append(CraftLine(craft.code, craft.name, craft.role, craft.weight, entry.count, value, path))
    return lines, findings


def _value(craft: CraftType, cls: WarshipClass, catalog: StarBlazersCatalog, options: Options) -> int:
    """By weight; the rule option 'book' counts the Hailstorm's battlecraft at 1 each, as the
    book's own example does (24 light + 36 medium "= 60 points", L5413-5416)."""
    if options.hailstorm_craft == "book" and cls.id == HAILSTORM and craft.role == "battlecraft":
        return catalog.craft.weights["light"].points
    return catalog.craft_value(craft)


def _unknown_type(code: str, cls: WarshipClass, catalog: StarBlazersCatalog, path: str) -> Finding:
    others = [t for t in catalog.craft.types if t.code == code]
    if others:
        owner = FACTION_TITLES[others[0].faction]
        message = (
            f"{code} is a {owner} craft ({others[0].name}); the {cls.title} carries "
            f"{FACTION_TITLES[cls.faction]} craft only"
        )
    else:
        codes = ", ".join(t.code for t in catalog.craft.types if t.faction == cls.faction)
        message = f"there is no craft {code!r}; {FACTION_TITLES[cls.faction]} craft are {codes}"
    return Finding(
        "SB-CRAFT-UNKNOWN",
        "error",
        message,
        f"{path}.type",
        "Battlecraft and support craft abbreviations, 000 L158-196",
    )


def craft_findings(lines: list[CraftLine], cls: WarshipClass, catalog: StarBlazersCatalog) -> list[Finding]:
    return _capacity_findings(lines, cls, catalog) + _restriction_findings(lines, cls, catalog)


def _capacity_findings(
    lines: list[CraftLine], cls: WarshipClass, catalog: StarBlazersCatalog
) -> list[Finding]:
    """Battlecraft within the battlecraft places, support craft within the support places, heavy
    bombers within theirs (L2591-2648); recon craft may take a free support place (L2580-2581,
    L2688-2689). Each excess is reported at the entry where the count first goes over."""
    limits = _limits(lines, cls, catalog)
    out: list[Finding] = []
    places: dict[str, list[CraftLine]] = {place: [] for place in limits}
    for line in lines:
        places[_place(line.weight, line.role)].append(line)
    for place, limit in limits.items():
        mine = places[place]
        running = 0
        for line in mine:
            running += line.count
            if running > limit:
                aboard = sum(x.count for x in mine)
                out.append(_over(place, cls, aboard, getattr(cls.craft, _PLACE_TITLES[place][1]), line))
                break
    return out


def _limits(lines: list[CraftLine], cls: WarshipClass, catalog: StarBlazersCatalog) -> dict[str, int]:
    """Places of each kind; battlecraft gain the support places recon craft may take."""
    cap = cls.craft
    support = sum(line.count for line in lines if line.role == "support")
    # A type's place and recon role are the catalog's: looked up once per type, not per line.
    battle = {line.type: line for line in lines if _place(line.weight, line.role) == "battlecraft"}
    recon_types = {code for code, line in battle.items() if _is_recon(line, cls, catalog)}
    recon = sum(line.count for line in lines if line.type in recon_types)
    return {
        "battlecraft": cap.battlecraft + min(max(0, cap.support_craft - support), recon),
        "support": cap.support_craft,
        "heavy": cap.heavy_bombers,
    }


def _place(weight: str, role: str) -> str:
    return "heavy" if weight == "heavy" else role


def _titles(class_ids: list[str], catalog: StarBlazersCatalog) -> list[str]:
    """The titles of the classes a restriction names (the catalog check refused unknown ids)."""
    return [w.title for w in map(catalog.warship, class_ids) if w is not None]


def _is_recon(line: CraftLine, cls: WarshipClass, catalog: StarBlazersCatalog) -> bool:
    craft = catalog.craft_type(cls.faction, line.type)  # lines hold known types only
    return craft is not None and craft.recon


def _aboard_lines(
    design: StarBlazersDesign, cls: WarshipClass, catalog: StarBlazersCatalog
) -> list[CraftLine]:
    """The design's craft of known types, valued 0 (places do not depend on value)."""
    out = []
    for entry in design.craft:
        craft = catalog.craft_type(cls.faction, entry.type)
        if craft is not None:
            out.append(
                CraftLine(
                    type=craft.code,
                    name=craft.name,
                    role=craft.role,
                    weight=craft.weight,
                    count=entry.count,
                    value=0,
                )
            )
    return out


def places_left(
    design: StarBlazersDesign, cls: WarshipClass, catalog: StarBlazersCatalog, craft: CraftType
) -> int:
    """Places left in the hangar for a craft of ``craft``'s kind (the capacity rule above)."""
    lines = _aboard_lines(design, cls, catalog)
    place = _place(craft.weight, craft.role)
    aboard = sum(line.count for line in lines if _place(line.weight, line.role) == place)
    limit = _limits(lines, cls, catalog)[place]
    if place == "battlecraft" and craft.recon:  # a recon craft may also take a free support place
        support = sum(line.count for line in lines if line.role == "support")
        limit = cls.craft.battlecraft + max(0, cls.craft.support_craft - support)
    return limit - aboard


def full_hangar(
    design: StarBlazersDesign, cls: WarshipClass, catalog: StarBlazersCatalog, craft: CraftType
) -> str:
    """Why no more craft of ``craft``'s kind fit, as the capacity finding would say it."""
    place = _place(craft.weight, craft.role)
    title, attribute = _PLACE_TITLES[place]
    limit = getattr(cls.craft, attribute)
    if not limit:
        return f"the {cls.title} carries no {title} ({RULE_CAPACITY})"
    return f"the {cls.title}'s {limit} {title} places are taken ({RULE_CAPACITY})"


def restriction(
    craft: CraftType, cls: WarshipClass, catalog: StarBlazersCatalog, design: StarBlazersDesign
) -> str:
    """Why ``craft`` may not embark (one more of it) on ``cls``, or "" (L2577-2590, L2630-2689)."""
    for rule in catalog.craft.restrictions:
        if craft.code not in rule.craft:
            continue
        if rule.carriers is not None and cls.id not in rule.carriers:
            names = ", ".join(_titles(rule.carriers, catalog)) or "no warship"
            return (
                f"{craft.name} ({craft.code}) may not embark on the {cls.title}: {rule.reason} "
                f"({names}; {rule.source})"
            )
        aboard = sum(e.count for e in design.craft if e.type in rule.craft)
        if rule.most is not None and aboard >= rule.most:
            return f"{rule.reason}: at most {rule.most} {'/'.join(rule.craft)} ({rule.source})"
    return ""


_OVER_CODES = {
    "battlecraft": "SB-CRAFT-OVER",
    "support": "SB-SUPPORT-CRAFT-OVER",
    "heavy": "SB-HEAVY-BOMBER-OVER",
}
_PLACE_TITLES = {
    "battlecraft": ("battlecraft", "battlecraft"),
    "support": ("support craft", "support_craft"),
    "heavy": ("heavy bombers", "heavy_bombers"),
}


def _over(place: str, cls: WarshipClass, aboard: int, limit: int, line: CraftLine) -> Finding:
    title = _PLACE_TITLES[place][0]
    holds = f"holds {limit} {title}" if limit else f"carries no {title}"
    return Finding(
        _OVER_CODES[place],
        "error",
        f"{aboard} {title} aboard, but the {cls.title} {holds}; remove {aboard - limit} or change the mix",
        line.path,
        RULE_CAPACITY,
    )


def _restriction_findings(
    lines: list[CraftLine], cls: WarshipClass, catalog: StarBlazersCatalog
) -> list[Finding]:
    out: list[Finding] = []
    aboard = {line.type for line in lines}
    for rule in catalog.craft.restrictions:
        if aboard.isdisjoint(rule.craft):  # most rules name craft the ship does not carry
            continue
        mine = [line for line in lines if line.type in rule.craft]
        if not mine:
            continue
        rule_text = f"Battlecraft restrictions, {rule.source}"
        if rule.carriers is not None and cls.id not in rule.carriers:
            names = ", ".join(_titles(rule.carriers, catalog)) or "no warship"
            for line in mine:
                out.append(
                    Finding(
                        "SB-CRAFT-FORBIDDEN",
                        "error",
                        f"{line.name} ({line.type}) may not embark on the {cls.title}: "
                        f"{rule.reason} ({names})",
                        line.path,
                        rule_text,
                    )
                )
        total = sum(line.count for line in mine)
        if rule.most is not None and total > rule.most:
            out.append(
                Finding(
                    "SB-CRAFT-LIMIT",
                    "error",
                    f"{total} {'/'.join(rule.craft)} aboard; {rule.reason}: at most {rule.most}",
                    mine[-1].path,
                    rule_text,
                )
            )
    return out


def craft_points(lines: list[CraftLine]) -> int:
    return sum(line.count * line.value for line in lines)


__all__ = [
    "craft_lines",
    "craft_findings",
    "craft_points",
    "capacity",
    "places_left",
    "full_hangar",
    "restriction",
]
