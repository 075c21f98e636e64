"""What a player does to a Star Blazers ship in the window, as operations: buy a system (§5.2),
buy an upgrade (§5.3), embark a flight of craft (§7.4), list a munition load (§5.5), fill the
hangar. Each says why it cannot run, in the rules' own words: the refusals come from the rule
functions that report the findings (``purchase_rules``, ``craft_rules``), never restated here.

A purchase bought per flight or per factor, craft of a type already aboard and a load already
listed add to the row that is there, so a design keeps one row per thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable

from designer.core.design_path import get_at
from designer.core.evaluation import Evaluation
from designer.core.operations import Edit, Operation, Selection, insert_row, set_value
from designer.core.rule_options import resolve_options
from designer.games.star_blazers.rules import craft_rules
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.catalog_models import CraftType
from designer.games.star_blazers.rules.class_figures import class_figures
from designer.games.star_blazers.rules.class_library import ClassLibrary
from designer.games.star_blazers.design import (
    CRAFT_PACKAGES,
    MINE_TYPES,
    SHIP_MUNITIONS,
    CraftEntry,
    CraftMunitionLoad,
    MineLoad,
    Purchase,
    ShipMunitionLoad,
    StarBlazersDesign,
)
from designer.games.star_blazers.rules.meters import load_title_of
from designer.games.star_blazers.options import RULE_OPTIONS, Options
from designer.games.star_blazers.rules.purchase_rules import standard_systems, upgrade_lines
from designer.games.star_blazers.warship_class import FACTION_TITLES, FACTIONS, WarshipClass

Evaluate = Callable[[StarBlazersDesign], Evaluation]
CLASS_FILE = (
    "a class file (kind: class) holds only its definition; a ship that names it "
    "buys systems and embarks craft"
)
FLIGHT = 6  # craft are embarked by flights of six (000 L595-628)


@dataclass(frozen=True)
class Ship:
    """The class a design names, with the rule options and figures the refusals need."""

    cls: WarshipClass
    options: Options

    def title(self) -> str:
        return self.cls.title


def ship_of(design: StarBlazersDesign, library: ClassLibrary) -> Ship | str:
    """The design's class and options, or why there is none to act on."""
    if design.kind == "class":
        return CLASS_FILE
    resolved = library.resolve(design.warship_class)
    if resolved.warship is None:
        return f"pick a class first: {resolved.problem}"
    options = Options.of(resolve_options(RULE_OPTIONS, (design.rules, "rules"))[0])
    return Ship(resolved.warship, options)


def _row_is(field: str, value: str) -> Callable[[Any], bool]:
    """Whether a row's ``field`` is ``value``: the purchase or craft row an operation counts."""
    return lambda row: getattr(row, field) == value


def _add_upgrade(key: str) -> Callable[[StarBlazersDesign, Selection], Edit]:
    return lambda design, _selection: insert_row(design, "upgrades", len(design.upgrades), key)


def _add_or_count(
    list_path: str,
    same: Callable[[Any], bool],
    make: Callable[[], Any],
    step: Callable[[StarBlazersDesign], int] | None,
) -> Callable[[Any, Selection], Edit]:
    """Apply: add ``step`` to the count of the row ``same`` finds (when ``step`` is given), else
    add ``make()`` at the end; the row is selected."""

    def apply(design: StarBlazersDesign, _selection: Selection) -> Edit:
        rows = get_at(design, list_path)
        index = next((i for i, row in enumerate(rows) if same(row)), None)
        if index is None or step is None:
            return insert_row(design, list_path, len(rows), make())
        path = f"{list_path}[{index}].count"
        edit = set_value(design, path, rows[index].count + step(design))
        return Edit(edit.design, edit.changed, Selection(list_path, (index,)))

    return apply


# --- purchases (000 L4956-4967) -----------------------------------------------------------------
def purchase_operations(catalog: StarBlazersCatalog, library: ClassLibrary) -> tuple[Operation, ...]:
    out = []
    for key, spec in catalog.purchases.systems.items():  # the table's, then a profile's own
        per = {"ship": "", "flight": "/flight", "factor": "/factor"}[spec.per]
        out.append(
            Operation(
                f"buy:{key}",
                f"Buy {spec.title}",
                _add_or_count(
                    "purchases",
                    _row_is("system", key),
                    partial(Purchase, system=key),
                    None if spec.per == "ship" else lambda _d: 1,
                ),
                _purchase_refusal(key, catalog, library),
                group="Purchases",
                summary=f"{spec.title}: {spec.purchase} + ({spec.installation}) installation = "
                f"{spec.total} points{per.replace('/', ' a ')}.",
                source=spec.source,
                measures={"points": f"{spec.total}{per}"},
                target="purchases",
            )
        )
    return tuple(out)


def _purchase_refusal(key: str, catalog: StarBlazersCatalog, library: ClassLibrary):
    spec = catalog.purchases.systems[key]

    def refusal(design: StarBlazersDesign, _selection: Selection) -> str | None:
        ship = ship_of(design, library)
        if isinstance(ship, str):
            return ship
        if spec.per == "ship":
            if key in standard_systems(ship.cls, ship.options, catalog.purchases.systems):
                return f"the {ship.title()} has {spec.title} as standard ({spec.source})"
            if any(p.system == key for p in design.purchases):
                return f"{spec.title} is already bought: a ship buys it once (README, decision 26)"
        if spec.per == "flight":
            flights = sum(p.count for p in design.purchases if p.system == key)
            aboard = sum(c.count for c in design.craft)
            if (flights + 1) * spec.craft_per_flight > aboard:
                if not flights:
                    return f"no flight of {spec.craft_per_flight} craft aboard to equip ({spec.source})"
                return (
                    f"{aboard} craft aboard: every flight of {spec.craft_per_flight} already "
                    f"has its ACHS ({flights} bought; {spec.source})"
                )
        return None

    return refusal


# --- upgrades (000 L4993-5000) ------------------------------------------------------------------
UPGRADE_TITLES = {
    "mss-type-2": "MSS Type II",
    "mls-type-3": "MLS Type III",
    "firing-capacity": "Firing capacity +1 system",
}


def upgrade_operations(catalog: StarBlazersCatalog, library: ClassLibrary) -> tuple[Operation, ...]:
    prices = catalog.purchases
    out = []
    for key, title in UPGRADE_TITLES.items():
        if key == "firing-capacity":
            points = "/".join(str(p.total) for p in prices.firing_capacity)
            summary = (
                "One more weapon system fired a turn, priced by class: "
                + ", ".join(f"class {p.classes[0]}-{p.classes[-1]} {p.total}" for p in prices.firing_capacity)
                + " points."
            )
            source = "000 L4997-5000"
        else:
            spec = prices.upgrades[key]
            points, summary, source = str(spec.total), f"{spec.title}: {spec.total} points.", spec.source
        out.append(
            Operation(
                f"upgrade:{key}",
                f"Upgrade: {title}",
                _add_upgrade(key),
                _upgrade_refusal(key, catalog, library),
                group="Upgrades",
                summary=summary,
                source=source,
                measures={"points": points},
                target="upgrades",
            )
        )
    return tuple(out)


def _upgrade_refusal(key: str, catalog: StarBlazersCatalog, library: ClassLibrary):
    def refusal(design: StarBlazersDesign, _selection: Selection) -> str | None:
        ship = ship_of(design, library)
        if isinstance(ship, str):
            return ship
        if key in design.upgrades:
            return f"{UPGRADE_TITLES[key]} is already bought (an upgrade is bought once)"
        after = design.model_copy(update={"upgrades": [*design.upgrades, key]})
        figures = class_figures(ship.cls, design.fill_in, catalog)
        _lines, findings, _upgraded = upgrade_lines(after, ship.cls, figures, catalog)
        path = f"upgrades[{len(design.upgrades)}]"
        return next((f.message for f in findings if f.path == path), None)

    return refusal


# --- craft (000 L2564-2689) ---------------------------------------------------------------------
def craft_operations(catalog: StarBlazersCatalog, library: ClassLibrary) -> tuple[Operation, ...]:
    out = []
    for faction in FACTIONS:
        group = f"{FACTION_TITLES[faction]} craft"
        for craft in (t for t in catalog.craft.types if t.faction == faction):
            value = catalog.craft_value(craft)
            out.append(
                Operation(
                    f"craft:{faction}/{craft.code}",
                    f"{craft.code} {craft.name}",
                    _add_or_count(
                        "craft",
                        _row_is("type", craft.code),
                        partial(CraftEntry, type=craft.code, count=FLIGHT),
                        partial(
                            _flight_size, code=craft.code, faction=faction, catalog=catalog, library=library
                        ),
                    ),
                    _craft_refusal(craft, catalog, library),
                    group=group,
                    summary=f"{craft.name}: {craft.role}, {craft.weight} ({value} point"
                    f"{'s' if value > 1 else ''} each); a flight of {FLIGHT}, or the places left.",
                    source=craft.source,
                    measures={"points": f"{value} each"},
                    target="craft",
                )
            )
    return tuple(out)


def _flight_size(design: StarBlazersDesign, code: str, faction: str, catalog, library) -> int:
    ship = ship_of(design, library)
    craft = catalog.craft_type(faction, code)
    if isinstance(ship, str) or craft is None:
        return FLIGHT
    return max(1, min(FLIGHT, craft_rules.places_left(design, ship.cls, catalog, craft)))


def _craft_refusal(craft: CraftType, catalog: StarBlazersCatalog, library: ClassLibrary):
    def refusal(design: StarBlazersDesign, _selection: Selection) -> str | None:
        ship = ship_of(design, library)
        if isinstance(ship, str):
            return ship
        if craft.faction != ship.cls.faction:
            return (
                f"the {ship.title()} carries {FACTION_TITLES[ship.cls.faction]} craft only; "
                f"{craft.code} is a {FACTION_TITLES[craft.faction]} craft (000 L158-196)"
            )
        forbidden = craft_rules.restriction(craft, ship.cls, catalog, design)
        if forbidden:
            return forbidden
        if craft_rules.places_left(design, ship.cls, catalog, craft) <= 0:
            return craft_rules.full_hangar(design, ship.cls, catalog, craft)
        return None

    return refusal


def fill_hangar(catalog: StarBlazersCatalog, library: ClassLibrary) -> Operation:
    """The selected craft row takes every place left for its kind of craft."""

    def target(design: StarBlazersDesign, selection: Selection) -> tuple[int, int] | str:
        """The selected craft row and the places left for its kind, or why there are none."""
        if selection.row is None:
            return "select one craft row"
        ship = ship_of(design, library)
        if isinstance(ship, str):
            return ship
        craft = catalog.craft_type(ship.cls.faction, design.craft[selection.row].type)
        if craft is None:
            return "this craft type is not one of the ship's faction"
        left = craft_rules.places_left(design, ship.cls, catalog, craft)
        if left <= 0:
            return craft_rules.full_hangar(design, ship.cls, catalog, craft)
        return selection.row, left

    def refusal(design: StarBlazersDesign, selection: Selection) -> str | None:
        found = target(design, selection)
        return found if isinstance(found, str) else None

    def apply(design: StarBlazersDesign, selection: Selection) -> Edit:
        found = target(design, selection)
        if isinstance(found, str):  # applied only where refusal allows it
            raise ValueError(found)
        index, left = found
        return set_value(design, f"craft[{index}].count", design.craft[index].count + left)

    return Operation(
        "craft:fill",
        "Fill the places left",
        apply,
        refusal,
        summary="This craft takes every place left in the hangar for its kind (000 L2591-2648).",
    )


# --- munition loads (000 L4754-4826, L1881-1897) ------------------------------------------------
LOAD_NOUNS = {"ship": "launchers", "craft": "craft packages", "mines": "mines"}
LOAD_LISTS = (
    ("munitions", "letter", "ship", SHIP_MUNITIONS, ShipMunitionLoad),
    ("craft_munitions", "package", "craft", CRAFT_PACKAGES, CraftMunitionLoad),
    ("mines", "type", "mines", MINE_TYPES, MineLoad),
)


def load_operations(evaluate: Evaluate) -> tuple[Operation, ...]:
    out = []
    for list_path, key_field, group, codes, model in LOAD_LISTS:
        for code in codes:
            title = load_title_of(group, code)
            out.append(
                Operation(
                    f"load:{group}:{code}",
                    f"Load {title}",
                    _load_adder(list_path, key_field, group, code, model, evaluate),
                    _load_refusal(list_path, key_field, group, code, evaluate),
                    group="Munition loads",
                    summary=f"List the {title} load (at its maximum) to change it; a load not listed "
                    "is the full load (000 L4754-4826, L1881-1897).",
                    target=list_path,
                )
            )
    return tuple(out)


def _maximum(design, group: str, code: str, evaluate: Evaluate):
    detail = evaluate(design).detail
    line = next((m for m in detail.munitions if m.group == group and m.code == code), None)
    return "none" if line is None else line.maximum


def _load_refusal(list_path: str, key_field: str, group: str, code: str, evaluate: Evaluate):
    def refusal(design: StarBlazersDesign, _selection: Selection) -> str | None:
        if design.kind == "class":
            return CLASS_FILE
        if any(getattr(row, key_field) == code for row in get_at(design, list_path)):
            return f"the {code} load is listed already: change its count"
        if _maximum(design, group, code, evaluate) in ("none", 0):
            what = "BC/SC mine factors" if code == "mine_factors" else f"{code} {LOAD_NOUNS[group]}"
            return f"the ship has no {what} (its form and class list none)"
        return None

    return refusal


def _load_adder(
    list_path: str, key_field: str, group: str, code: str, model: Callable[..., Any], evaluate: Evaluate
) -> Callable[[StarBlazersDesign, Selection], Edit]:
    """Apply of the operation listing a ``code`` load (``model``'s row, its ``key_field`` the code)."""

    def make(count: int) -> Any:
        return model(**{key_field: code, "count": count})

    return lambda design, _selection: _add_load(design, list_path, group, code, make, evaluate)


def _add_load(
    design, list_path: str, group: str, code: str, make: Callable[[int], Any], evaluate: Evaluate
) -> Edit:
    """The load listed at its maximum (0 where the source lost the maximum: write it in)."""
    maximum = _maximum(design, group, code, evaluate)
    rows = get_at(design, list_path)
    return insert_row(design, list_path, len(rows), make(maximum if isinstance(maximum, int) else 0))


__all__ = [
    "purchase_operations",
    "upgrade_operations",
    "craft_operations",
    "load_operations",
    "fill_hangar",
    "ship_of",
    "Ship",
    "UPGRADE_TITLES",
    "LOAD_LISTS",
    "load_title_of",
]
