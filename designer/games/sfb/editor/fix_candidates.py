"""Fix-it candidates of the game's own (``Game.fix_candidates``), for errors the generic ones
(drop the row, another value of the field the finding points at) cannot clear or would clear
badly: an arc to pick, a campaign condition to record, a mount to empty for its refund, a plan
to trim. The engine applies each, keeps only those that clear the finding without a new error,
and ranks them; a candidate here never has to be right, only plausible.
"""

from __future__ import annotations

from typing import Callable, Iterator

from designer.core.design_path import parse_path
from designer.core.evaluation import Finding
from designer.core.operations import Edit, Operation, Selection, setter
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.design import ARC_CODES, SfbDesign
from designer.games.sfb.plan_model import Arm
from designer.games.sfb.rules.ssd import installed, power

SHIELDS = 6


def _row(path: str) -> tuple[str, int]:
    """``boxes[3].arcs`` -> (``boxes[3]``, 3)."""
    steps = parse_path(path)
    return f"{steps[0]}[{steps[1]}]", int(steps[1])


def _arcs(design: SfbDesign, catalog: SfbCatalog, finding: Finding) -> Iterator[Operation]:
    """A weapon without an arc: each code, the first that clears kept (004 digest §11.1)."""
    row, _ = _row(finding.path)
    for code in ARC_CODES:
        yield setter(f"{row}.arcs", [code], f"Give it the {code} arc", group="arcs")


def _clear_arcs(design, catalog, finding) -> Iterator[Operation]:
    row, _ = _row(finding.path)
    yield setter(f"{row}.arcs", [], "Clear its arc codes (its catalog entry fixes the arc)")


def _six_shields(design, catalog, finding) -> Iterator[Operation]:
    shields = (list(design.shields) + [0] * SHIELDS)[:SHIELDS]
    yield setter("shields", shields, "Keep six shields (#1 to #6)")


def _steel(design, catalog, finding) -> Iterator[Operation]:
    yield setter("steel_shield", 0, "Clear the Steel Shield track")


def _marks(design, catalog, finding) -> Iterator[Operation]:
    row, index = _row(finding.path)
    group = design.boxes[index]
    if finding.code == "SFB-MARKS-COUNT":
        yield setter(f"{row}.marks", list(group.marks[: group.count]), "Drop the marks past the last box")
    else:
        mark = int(parse_path(finding.path)[3])
        marks = list(group.marks)
        marks[mark] = ""
        yield setter(f"{row}.marks", marks, f"Unmark box {mark + 1}")


def _campaign(design, catalog, finding) -> Iterator[Operation]:
    """Record what the campaign allows: a capture, the ALPs, an Errevin ship, AMTs in cargo."""
    _, index = _row(finding.path)
    fitted = design.option_mounts[index].fitted
    name = catalog.system_title(fitted)
    if finding.code == "SFB-OPT-CAPTURED" or finding.code == "SFB-OPT-ALPS":
        if fitted not in design.campaign.captured:
            yield setter(
                "campaign.captured", [*design.campaign.captured, fitted], f"Record {name} as captured"
            )
        if fitted not in design.campaign.from_alps:
            yield setter(
                "campaign.from_alps",
                [*design.campaign.from_alps, fitted],
                f"Record {name} as available from the ALPs",
            )
    elif finding.code == "SFB-OPT-ERREVIN":
        yield setter("campaign.errevin_ship_present", True, "Record an Errevin ship present")
    elif finding.code == "SFB-OPT-AMT-CARGO":
        yield from _mark_cargo(design, catalog)


def _mark_cargo(design: SfbDesign, catalog: SfbCatalog) -> Iterator[Operation]:
    """Load AMTs into a cargo box: mark its first unmarked box T (004 L187, L860-865)."""
    for i, group in enumerate(design.boxes):
        spec = catalog.system(group.system)
        marks = list(group.marks) + [""] * (group.count - len(group.marks))
        if spec is not None and "T" in spec.marks and "" in marks:
            marks[marks.index("")] = "T"
            yield setter(f"boxes[{i}].marks", marks, "Mark a cargo box T (AMTs loaded)", group="cargo")


def _refund(design, catalog, finding) -> Iterator[Operation]:
    """Over the refit budget or the allowance: uninstall a mount, its cost refunded."""
    for i, mount in enumerate(design.option_mounts):
        if mount.fitted:
            yield setter(
                f"option_mounts[{i}]",
                mount.model_copy(update={"fitted": "", "arcs": []}),
                f"Uninstall the {catalog.system_title(mount.fitted)} from mount {i + 1} (refund its cost)",
            )


def _option_list(design, catalog, finding) -> Iterator[Operation]:
    """Option mounts without a list, or on another race's list: the list of the ship's race; a
    ship without a race becomes one of a race that has a list (004 L569-570, L821-829)."""
    for name, option_list in catalog.option_lists.items():
        if option_list.race == design.race:
            yield setter("option_list", name, f"Take the option mounts from {option_list.title}")
        elif not design.race and option_list.race in catalog.races:
            yield _race_and_list(design, name, option_list.race, catalog)


def _race_and_list(design: SfbDesign, name: str, race: str, catalog: SfbCatalog) -> Operation:
    def apply(d: SfbDesign, _selection: Selection) -> Edit:
        return Edit(d.model_copy(update={"race": race, "option_list": name}), ("race", "option_list"))

    title = catalog.option_lists[name].title
    return Operation(
        f"set:race+option_list={name}",
        f"Make it a ship of the {catalog.races[race].name} with {title}",
        apply,
        group="option-list",
    )


def _trim_plan(design, catalog, finding) -> Iterator[Operation]:
    """A plan over the power or the warp output: draw the batteries' reserve, drop an item."""
    capacity = power(installed(design, catalog)).battery_capacity
    if finding.code == "SFB-PLAN-OVER" and design.energy_plan.battery_draw < capacity:
        yield setter("energy_plan.battery_draw", capacity, f"Draw all {capacity} from the batteries")
    items = design.energy_plan.items
    for i, item in enumerate(items):
        if finding.code == "SFB-PLAN-WARP" and not isinstance(item, Arm):
            continue
        yield setter(
            "energy_plan.items",
            [x for k, x in enumerate(items) if k != i],
            f"Drop plan item {i + 1} ({item.use})",
        )


def _battery(design, catalog, finding) -> Iterator[Operation]:
    capacity = power(installed(design, catalog)).battery_capacity
    yield setter("energy_plan.battery_draw", capacity, f"Draw {capacity}, what the batteries hold")


def _bolt(design, catalog, finding) -> Iterator[Operation]:
    """A Rutan ship bolts under Engine Doubling (004 L66-68)."""
    if design.race == "rutan" and not design.energy_plan.engine_doubling:
        yield setter("energy_plan.engine_doubling", True, "Declare Engine Doubling")


CANDIDATES: dict[str, Callable[[SfbDesign, SfbCatalog, Finding], Iterator[Operation]]] = {
    "SFB-ARC-MISSING": _arcs,
    "SFB-ARC-FIXED": _clear_arcs,
    "SFB-SHIELDS-SIX": _six_shields,
    "SFB-STEEL-TRACK": _steel,
    "SFB-MARKS-COUNT": _marks,
    "SFB-MARK-SYSTEM": _marks,
    "SFB-OPT-CAPTURED": _campaign,
    "SFB-OPT-ALPS": _campaign,
    "SFB-OPT-ERREVIN": _campaign,
    "SFB-OPT-AMT-CARGO": _campaign,
    "SFB-OPT-LIST": _option_list,
    "SFB-OPT-LIST-RACE": _option_list,
    "SFB-REFIT-OVER": _refund,
    "SFB-RUTAN-ALLOWANCE": _refund,
    "SFB-PLAN-OVER": _trim_plan,
    "SFB-PLAN-WARP": _trim_plan,
    "SFB-PLAN-BATTERY": _battery,
    "SFB-PLAN-BOLT": _bolt,
}


def fix_candidates(design: SfbDesign, catalog: SfbCatalog, finding: Finding) -> tuple[Operation, ...]:
    make = CANDIDATES.get(finding.code)
    return tuple(make(design, catalog, finding)) if make is not None else ()


__all__ = ["fix_candidates", "CANDIDATES"]
