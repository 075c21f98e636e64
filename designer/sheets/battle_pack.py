"""A fleet's battle pack: the roster page, then a record sheet for every ship (packed the way
the game packs them), then a quick reference of only the systems the fleet carries.

Game-neutral: the record sheets and the reference text come from the fleet's game.
"""

from __future__ import annotations

from designer.core.fleet import FleetEvaluation, evaluate_fleet
from designer.core.fleet_file import is_fleet_file, load_fleet
from designer.sheets.display import Page, Sheet
from designer.sheets.quick_reference import quick_reference_pages
from designer.sheets.roster import battle_pack_template, roster_pages

MAX_SHIPS = 2_000  # record sheets for more ships than this is a typo, not a game night


class BattlePackError(ValueError):
    """A battle pack that cannot be made (a fleet too large to print, a game without sheets)."""


def sheet_entries(result: FleetEvaluation) -> list:
    """One (design, evaluation) per ship: an entry of count N prints N sheets. A named entry
    of several ships numbers them (``Lucky 1``, ``Lucky 2``) so each sheet can be told apart."""
    if result.ship_count > MAX_SHIPS:
        raise BattlePackError(f"the fleet has {result.ship_count:,} ships; a battle pack prints at "
                              f"most {MAX_SHIPS:,} record sheets - split the fleet")
    out = []
    for e in result.entries:
        for n in range(1, e.count + 1):
            design = e.loaded.design
            if e.ship.name:
                name = e.ship.name if e.count == 1 else f"{e.ship.name} {n}"
                design = design.model_copy(update={"name": name})
            out.append((design, e.evaluation))
    return out


def battle_pack_pages(result: FleetEvaluation, paper: str = "a4") -> list[Page]:
    game = result.game
    try:
        sheets = game.record_sheet_pages(sheet_entries(result), paper) if result.entries else []
    except NotImplementedError:
        raise BattlePackError(f"{game.title} has no record sheet yet; its fleets cannot be "
                              "printed") from None
    designs = list({id(e.loaded.design): e.loaded.design for e in result.entries}.values())
    template = battle_pack_template()
    reference = quick_reference_pages(game.quick_reference(designs, result.fleet),
                                      result.fleet.fleet, paper, template)
    return roster_pages(result, paper, template) + list(sheets) + reference


def battle_pack(results: list[FleetEvaluation], paper: str = "a4") -> Sheet:
    """One document for one or more fleets (both sides of a scenario, say)."""
    pages: list[Page] = []
    for result in results:
        pages += battle_pack_pages(result, paper)
    names = ", ".join(r.fleet.fleet for r in results)
    games = sorted({r.game.id for r in results})
    return Sheet(tuple(pages), title=f"Battle pack: {names}", author="Drydock",
                 subject=f"{', '.join(sorted({r.game.title for r in results}))} battle pack",
                 keywords=("battle pack", "fleet", *games))


def fleet_document(paths, paper: str = "a4", overrides=None) -> tuple[Sheet, int]:
    """The battle pack of these fleet files and how many ships it prints. Raises LoadError for
    an unreadable fleet or design, BattlePackError when a path is a design among fleets."""
    results = []
    for path in paths:
        if not is_fleet_file(path):
            raise BattlePackError(f"{path} is a design, not a fleet; export designs and fleets "
                                  "separately (or add the design to the fleet)")
        results.append(evaluate_fleet(load_fleet(path), overrides))
    return battle_pack(results, paper), sum(r.ship_count for r in results)
