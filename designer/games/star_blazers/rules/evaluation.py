"""Star Blazers evaluation: a ship's points, its findings, the meters of its hangar and
magazines, and the detail its Warship Display Form prints.

Points = the class's value (L4908-4954) + purchased systems (L4956-4967) + upgrades
(L4993-5000) + the craft embarked, 1/2/3 each by weight (L5408-5412). Pure: a function of the
design, the catalog, the class library, the custom class read at load (the context's references)
and the rule options (resolved and checked by the engine).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from designer.core.context import ResolvedContext
from designer.core.memo import Memo
from designer.core.evaluation import BreakdownRow, Evaluation, Finding, sort_findings
from designer.games.star_blazers.rules import craft_rules, munition_rules, record_fields
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.rules.class_checks import class_findings
from designer.games.star_blazers.rules.class_figures import (
    Figure,
    Figures,
    class_figures,
    morale_thresholds,
    round_half_up,
)
from designer.games.star_blazers.rules.class_library import ClassLibrary, class_of
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.rules.detail import (
    BatteryLine,
    CraftLine,
    MunitionLine,
    PriceLine,
    ShipDetail,
)
from designer.games.star_blazers.rules.meters import craft_aboard, ship_meters
from designer.games.star_blazers.options import Options
from designer.games.star_blazers.rules.purchase_rules import purchase_lines, upgrade_lines
from designer.games.star_blazers.rules.ship_systems import bought_systems, hangar_boxes, systems_box
from designer.games.star_blazers.warship_class import WarshipClass

RULE_CLASS = "Warship point values, 000 L4908-4954"
SIXTY_PERCENT = 60  # the darkened box (L629-637): round(0.6 x boxes), as 184 of 306 (L4496)


def evaluate(
    design: StarBlazersDesign, context: ResolvedContext[StarBlazersCatalog], library: ClassLibrary
) -> Evaluation[ShipDetail]:
    catalog: StarBlazersCatalog = context.catalog
    options = Options.of(context.options)
    if design.definition is not None:  # a class file: the design's validator pairs it with kind: class
        findings = class_findings(design.definition, catalog, "definition")
        return _evaluate_class(
            design, design.definition, catalog, options, findings, context.memos, custom=True
        )
    resolved = class_of(library, design.warship_class, catalog, context.references)  # reads nothing
    if resolved.warship is None:
        finding = Finding("SB-CLASS-UNKNOWN", "error", resolved.problem, "class", RULE_CLASS)
        return _unknown_class(design, finding, catalog)
    findings = class_findings(resolved.warship, catalog, "class") if resolved.custom else []
    return _evaluate_class(
        design, resolved.warship, catalog, options, findings, context.memos, resolved.custom
    )


def _unknown_class(design: StarBlazersDesign, finding: Finding, catalog: StarBlazersCatalog) -> Evaluation:
    detail = ShipDetail(class_id=design.warship_class, catalog=catalog)
    return Evaluation({"points": 0, "class": design.warship_class}, (), (finding,), (), detail=detail)


def _evaluate_class(
    design: StarBlazersDesign,
    cls: WarshipClass,
    catalog: StarBlazersCatalog,
    options: Options,
    findings: list[Finding],
    memos: Memo,
    custom: bool,
) -> Evaluation:
    fill = design.fill_in
    # The figures follow from the class (and a written-in class number): worked out once per
    # class of the catalog, not per evaluation.
    figures = catalog.per_class("figures", cls, fill.class_number, lambda: class_figures(cls, fill, catalog))
    # An edit keeps the entries it does not touch: the battery, craft and purchase lines (and
    # their breakdown rows, so a window sees the very same rows) are kept by the entries'
    # identities, so a hull-box edit works none of them out again.
    batteries, found = memos.of(
        "sb-batteries",
        (cls, catalog, *fill.batteries),
        lambda: record_fields.battery_lines(cls, fill, figures, catalog),
        figures.class_number.value,  # the recharge marks (record_fields._recharges)
        limit=64,
    )
    findings += found
    hull, found = record_fields.hull_boxes(cls, fill)
    findings += found
    radar, found = record_fields.radar_range(cls, fill)
    findings += found + record_fields.class_number_findings(cls, fill)
    craft, found, craft_rows, craft_points, aboard = memos.of(
        "sb-craft",
        (cls, catalog, *design.craft),
        lambda: _craft(design, cls, catalog, options),
        options,
        limit=64,
    )
    findings += found
    purchases, found, purchase_rows, purchase_points, bought = memos.of(
        "sb-purchases",
        (cls, catalog, *design.purchases, *design.craft),
        lambda: _purchases(design, cls, catalog, options),
        options,
        len(design.purchases),
        limit=64,
    )
    findings += found
    upgrades, found, upgraded = upgrade_lines(design, cls, figures, catalog)
    findings += found
    changed = {
        name: _upgraded(getattr(figures, name), getattr(upgraded, name))
        for name in ("systems_fired", "mine_sweeping", "mine_launching")
    }
    if any(figure is not getattr(figures, name) for name, figure in changed.items()):
        figures = figures.model_copy(update=changed)
    laying = figures.mine_launching.value  # a type (1-3), 0 for none, None unknown
    laying_type = laying if isinstance(laying, int) else None
    munitions, found = memos.of(
        "sb-munitions",
        (cls, catalog, batteries, *design.munitions, *design.craft_munitions, *design.mines),
        lambda: _munitions(design, cls, batteries, laying_type, catalog),
        laying_type,
        limit=64,
    )
    findings += found
    findings += record_fields.missing_field_findings(cls, figures, hull, batteries)
    upgrade_points = sum(u.points for u in upgrades)
    points = cls.points + purchase_points + upgrade_points + craft_points
    boxes = hull.value if isinstance(hull.value, int) else None
    detail = ShipDetail(
        class_id=cls.id,
        known_class=True,
        custom=custom,
        faction=cls.faction,
        type_code=cls.type_code,
        class_name=cls.name,
        kind=cls.kind,
        fortress_size=cls.fortress_size,
        wdf_label=cls.wdf.label,
        ships_per_sheet=cls.wdf.ships_per_sheet or 1,
        class_points=cls.points,
        figures=figures,
        hull_boxes=hull,
        radar_range=radar,
        batteries=batteries,
        letters_lost=cls.batteries.letters_lost,
        letters_source=cls.batteries.unknown_source,
        special_weapons=list(cls.special_weapons.entries),
        systems=systems_box(cls, figures, radar, options, bought, set(design.upgrades), catalog),
        hangar_boxes=catalog.per_class("hangar", cls, None, lambda: hangar_boxes(cls)),
        craft=craft,
        capacity=catalog.per_class("capacity", cls, None, lambda: craft_rules.capacity(cls)),
        munitions=munitions,
        cargo=cls.cargo,
        flotilla_bonus=cls.flotilla_bonus,
        sheet_notes=list(cls.sheet_notes.entries),
        missile_equivalency=cls.missile_equivalency.printed,
        equivalency_rows=list(cls.missile_equivalency.rows),
        g_short_hit=options.g_short_hit,
        purchases=purchases,
        upgrades=upgrades,
        craft_points=craft_points,
        points=points,
        sixty_percent_box=round_half_up(boxes * SIXTY_PERCENT, 100) if boxes else None,
        morale=morale_thresholds(boxes, catalog) if boxes else [],
        catalog=catalog,
    )
    return Evaluation(
        _stats(detail, figures, purchase_points, upgrade_points, aboard),
        _breakdown(detail, purchase_rows, craft_rows),
        sort_findings(findings),
        ship_meters(detail, aboard),
        detail=detail,
    )


def _upgraded(figure: Figure, value) -> Figure:
    if value == figure.value:
        return figure
    return Figure(value=value, origin="supplied", source="upgrades (000 L4993-5000)")


def _stats(
    detail: ShipDetail, f: Figures, purchase_points: int, upgrade_points: int, aboard: dict[str, int]
) -> dict[str, Any]:
    """Figures for people and JSON (the sheet and fleet code read the typed ``detail``);
    ``f`` the class's figures, as upgraded; the purchases' and upgrades' points as summed;
    ``aboard`` the craft by role."""
    return {
        "points": detail.points,
        "class": detail.class_id,
        "class_title": detail.class_title,
        "class_points": detail.class_points,
        "purchase_points": purchase_points,
        "upgrade_points": upgrade_points,
        "craft_points": detail.craft_points,
        "class_number": f.class_number.value,
        "power_rating_factor": f.power_rating_factor.value,
        "systems_fired": f.systems_fired.value,
        "hull_boxes": detail.hull_boxes.value,
        "battlecraft": aboard["battlecraft"],
        "support_craft": aboard["support"],
    }


def _breakdown(
    detail: ShipDetail, purchase_rows: tuple[BreakdownRow, ...], craft_rows: tuple[BreakdownRow, ...]
) -> tuple[BreakdownRow, ...]:
    """The class, the purchases and upgrades, the craft; ``purchase_rows`` and ``craft_rows``
    are kept with the lines they show (:func:`_craft`, :func:`_purchases`)."""
    head = BreakdownRow(f"{detail.class_title} class", {"points": detail.class_points}, "class")
    return (head, *purchase_rows, *_price_rows(detail.upgrades), *craft_rows)


class CraftPart(NamedTuple):
    """What follows from the craft entries alone, kept together by them."""

    lines: list[CraftLine]
    findings: list[Finding]  # unknown types, then the hangar's
    rows: tuple[BreakdownRow, ...]
    points: int
    aboard: dict[str, int]  # meters.craft_aboard


class PurchasePart(NamedTuple):
    """What follows from the purchases (and the craft they equip), kept together by them."""

    lines: list[PriceLine]
    findings: list[Finding]
    rows: tuple[BreakdownRow, ...]
    points: int
    bought: dict[str, int]  # ship_systems.bought_systems


def _craft(
    design: StarBlazersDesign, cls: WarshipClass, catalog: StarBlazersCatalog, options: Options
) -> CraftPart:
    lines, found = craft_rules.craft_lines(design, cls, catalog, options)
    return CraftPart(
        lines,
        found + craft_rules.craft_findings(lines, cls, catalog),
        _craft_rows(lines),
        craft_rules.craft_points(lines),
        craft_aboard(lines),
    )


def _purchases(
    design: StarBlazersDesign, cls: WarshipClass, catalog: StarBlazersCatalog, options: Options
) -> PurchasePart:
    lines, found = purchase_lines(design, cls, catalog, options)
    return PurchasePart(lines, found, _price_rows(lines), sum(p.points for p in lines), bought_systems(lines))


def _munitions(
    design: StarBlazersDesign,
    cls: WarshipClass,
    batteries: list[BatteryLine],
    laying_type: int | None,
    catalog: StarBlazersCatalog,
) -> tuple[list[MunitionLine], list[Finding]]:
    """Ship, craft and mine loads, in that order, with their findings."""
    lines: list[MunitionLine] = []
    findings: list[Finding] = []
    for group, found in (
        munition_rules.ship_munitions(design, batteries, catalog),
        munition_rules.craft_munitions(design, cls),
        munition_rules.mine_loads(design, cls, laying_type, catalog),
    ):
        lines += group
        findings += found
    return lines, findings


def _price_rows(lines: list[PriceLine]) -> tuple[BreakdownRow, ...]:
    return tuple(
        [
            BreakdownRow(p.item if p.count == 1 else f"{p.item} x{p.count}", {"points": p.points}, p.path)
            for p in lines
        ]
    )


def _craft_rows(lines: list[CraftLine]) -> tuple[BreakdownRow, ...]:
    return tuple(
        [
            BreakdownRow(
                f"{c.count} {c.type} {c.name} ({c.weight}, {c.value} each)",
                {"craft": c.count, "points": c.count * c.value},
                c.path,
            )
            for c in lines
        ]
    )


__all__ = ["evaluate"]
