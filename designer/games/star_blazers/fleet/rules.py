"""Star Blazers fleet rules as far as the seed gives them (digest §9): craft are valued on top of
the ships (each design carries its own, L5363-5364); command groups form around a ship with an
ACACBI and take morale on their pooled hull boxes (L1186-1239, L4483-4505); light ships form
squadrons and flotillas of up to the ships on their form, and the HSCSG and SDDM flotillas get
their bonus weapons at full strength (L1240-1267, L3652-3665). A scenario's printed total, where
it differs from what the ships compute to, is kept as ``book_total`` (README, "Scenarios")."""

from __future__ import annotations

from designer.core.evaluation import Finding
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.rules.class_figures import morale_thresholds
from designer.games.star_blazers.fleet.model import (
    CommandGroup,
    Flotilla,
    StarBlazersFleet,
)

RULE_GROUP = "Command groups, 000 L1186-1239; command group morale, L4483-4505"
RULE_FLOTILLA = "Squadrons and flotillas, 000 L1240-1267, L1354-1388; flotilla bonus, L3652-3665"
RULE_TOTAL = "Tactical game scenarios, 000 L5075-5348"


def fleet_findings(fleet: StarBlazersFleet, result, catalog: StarBlazersCatalog) -> list[Finding]:
    out: list[Finding] = []
    book = fleet.book_total
    if book is not None and book != result.total_points:
        out.append(
            Finding(
                "SB-FLEET-BOOK-TOTAL",
                "info",
                f"the book prints {book} points; the ships and craft compute to "
                f"{result.total_points:g} (the difference is explained in the catalog "
                "README, section Scenarios)",
                "book_total",
                RULE_TOTAL,
            )
        )
    used = [0] * len(result.entries)
    for g, group in enumerate(fleet.command_groups):
        out += _group_findings(result, group, f"command_groups[{g}]", used, catalog)
    taken = [0] * len(result.entries)
    for f, flotilla in enumerate(fleet.flotillas):
        out += _flotilla_findings(result, flotilla, f"flotillas[{f}]", taken, catalog)
    return out


def _group_findings(
    result, group: CommandGroup, path: str, used: list[int], catalog: StarBlazersCatalog
) -> list[Finding]:
    entries = result.entries
    refs: list[tuple[int, int | None, str]] = [
        (group.leader, 1, f"{path}.leader")
    ]  # count None: the whole entry
    refs += [(m.ship, m.count, f"{path}.members[{i}]") for i, m in enumerate(group.members)]
    bad = [where for index, _, where in refs if index >= len(entries)]
    if bad:
        return [
            Finding(
                "SB-GROUP-SHIP",
                "error",
                f"{bad[0]} names no ship of this fleet (ships are numbered from 0 to {len(entries) - 1})",
                bad[0],
                RULE_GROUP,
            )
        ]
    out: list[Finding] = []
    leader = entries[group.leader]
    if not any(s.label == "ACACBI" for s in leader.evaluation.detail.systems):
        out.append(
            Finding(
                "SB-GROUP-LEADER",
                "error",
                f"{leader.name} has no ACACBI; a command "
                "group forms around a ship with one (buy it: 40 points)",
                f"{path}.leader",
                RULE_GROUP,
            )
        )
    boxes, unknown = 0, []
    for index, count, where in refs:
        entry = entries[index]
        count = count if count is not None else entry.count - used[index]
        used[index] += count
        if used[index] > entry.count:
            out.append(
                Finding(
                    "SB-GROUP-OVERCOUNT",
                    "error",
                    f"{entry.name}: {used[index]} ships in command groups, but the entry has {entry.count}",
                    where,
                    RULE_GROUP,
                )
            )
        hull = entry.evaluation.detail.hull_boxes.value
        if isinstance(hull, int):
            boxes += count * hull
        else:
            unknown.append(entry.name)
    out.append(_group_morale(group, path, leader.name, boxes, unknown, catalog))
    return out


def _group_morale(
    group: CommandGroup, path: str, leader: str, boxes: int, unknown: list[str], catalog: StarBlazersCatalog
) -> Finding:
    name = group.name or f"led by {leader}"
    if unknown:
        return Finding(
            "SB-GROUP-HULL-UNKNOWN",
            "warning",
            f"command group {name}: the hull boxes "
            f"of {', '.join(unknown)} are not known, so its morale points are not "
            "either; write them in (fill_in.hull_boxes)",
            path,
            RULE_GROUP,
        )
    steps = ", ".join(f"{pct}% at {filled}" for pct, filled, _ in morale_thresholds(boxes, catalog))
    return Finding(
        "SB-GROUP-MORALE",
        "info",
        f"command group {name}: {boxes} hull boxes; morale tests at {steps} boxes filled",
        path,
        RULE_GROUP,
    )


def _flotilla_findings(
    result, flotilla: Flotilla, path: str, taken: list[int], catalog: StarBlazersCatalog
) -> list[Finding]:
    if flotilla.ship >= len(result.entries):
        return [
            Finding(
                "SB-FLOTILLA-SHIP",
                "error",
                f"{path}.ship names no ship of this fleet",
                f"{path}.ship",
                RULE_FLOTILLA,
            )
        ]
    entry = result.entries[flotilla.ship]
    detail = entry.evaluation.detail
    if not _light(detail, catalog):
        return [
            Finding(
                "SB-FLOTILLA-NOT-LIGHT",
                "error",
                f"{entry.name} is not a class 1-2 light "
                "ship (nor a class whose form holds several ships); only light ships share "
                "a base as a squadron or flotilla",
                f"{path}.ship",
                RULE_FLOTILLA,
            )
        ]
    out: list[Finding] = []
    biggest = detail.ships_per_sheet
    for i, size in enumerate(flotilla.sizes):
        if not 1 <= size <= biggest:
            out.append(
                Finding(
                    "SB-FLOTILLA-SIZE",
                    "error",
                    f"a {detail.class_title} unit holds 1 "
                    f"to {biggest} ships (the ships on its form), not {size}",
                    f"{path}.sizes[{i}]",
                    RULE_FLOTILLA,
                )
            )
    taken[flotilla.ship] += sum(flotilla.sizes)
    if taken[flotilla.ship] > entry.count:
        out.append(
            Finding(
                "SB-FLOTILLA-OVERCOUNT",
                "error",
                f"{entry.name}: {taken[flotilla.ship]} ships in flotillas, but the entry has {entry.count}",
                path,
                RULE_FLOTILLA,
            )
        )
    # the bonus of the units this check accepts: a refused size has no bonus to tell
    sizes = [size for size in flotilla.sizes if 1 <= size <= biggest]
    if detail.flotilla_bonus is not None and sizes:
        out.append(Finding("SB-FLOTILLA-BONUS", "info", _bonus_text(detail, sizes), path, RULE_FLOTILLA))
    return out


def _light(detail, catalog: StarBlazersCatalog) -> bool:
    """Class 1-2 ships share a base (L1354-1357). Where the class number is lost, a form that
    holds several ships marks a light ship: a unit's maximum is the ships on its form (L1250-1253)
    and the book's own "EDF DD Flotilla #6 (multiple based unit, 3 ships)" (L1409) is Gearings,
    whose form holds 3 (L6203-6209). So the Gearing, Lightning, Storm, Shadow, LST and tanker
    count as light; a lost number on a one-ship form does not (README, "Flotillas")."""
    figure = detail.figures.class_number if detail.figures else None
    if figure is not None and figure.known and isinstance(figure.value, int):
        return figure.value <= catalog.class_table.light_classes.max_class
    return detail.ships_per_sheet > 1


def _bonus_text(detail, sizes: list[int]) -> str:
    """Full bonus at 4 ships, reduced at 2 (and 3, README), none at 1 (L3652-3665)."""
    bonus = detail.flotilla_bonus
    parts = []
    for size in sizes:
        if size >= 4:
            parts.append(f"{size}: full bonus ({bonus.four_ships or 'weapons not in the source'})")
        elif size >= 2:
            parts.append(f"{size}: reduced bonus ({bonus.two_ships or 'weapons not in the source'})")
        else:
            parts.append(f"{size}: no bonus")
    return f"{detail.class_title} flotillas - " + "; ".join(parts)


__all__ = ["StarBlazersFleet", "fleet_findings"]
