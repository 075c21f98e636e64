"""A fleet's battle pack: the roster page, then a record sheet for every ship (packed the way
the game packs them), then a quick reference of only the systems the fleet carries.

Game-neutral: the record sheets and the reference text come from the fleet's game.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping, Sequence

from designer.core.campaign import ShipReport, status_text
from designer.core.fleet import FleetEvaluation
from designer.core.game import AnyGame, SheetEntry
from designer.core.memo import Memo
from designer.core.numbers import format_points
from designer.sheets.display import Page, Sheet
from designer.sheets.generic_sheet import record_pages
from designer.sheets.quick_reference import quick_reference_pages
from designer.sheets.roster import battle_pack_template, roster_pages
from designer.sheets.state_marks import mark_pages, mark_style
from designer.sheets.page_frame import with_footer

# The PDF document-info entry that holds every fleet's fingerprint record: a JSON list, one
# object per fleet in pack order (its index, name, form, fingerprint, parts, files, rules). Its
# own entry, so no fleet name can break it (packs before form 2 wrote each record as a keyword,
# "drydock-fleet:{...}", which ``hullwright verify`` still reads).
FINGERPRINT_KEY = "FleetFingerprints"

MAX_SHEETS = 2_000  # record sheets in one export: more is a typo, not a game night


class BattlePackError(ValueError):
    """A battle pack that cannot be made (a fleet too large to print, a game without sheets)."""


def check_sheet_count(sheets: int) -> None:
    """Refuse an export of more than :data:`MAX_SHEETS` record sheets, whatever it is made of
    (one huge fleet, one fleet named five times, thousands of designs)."""
    if sheets > MAX_SHEETS:
        raise BattlePackError(
            f"the export has {sheets:,} record sheets; one export prints at most "
            f"{MAX_SHEETS:,} - split the fleet or export fewer files"
        )


def sheet_entries(result: FleetEvaluation, ships: Sequence[ShipReport] = ()) -> list[SheetEntry[Any, Any]]:
    """One sheet entry per ship: an entry of count N prints N sheets. A named entry of several
    ships numbers them (``Lucky 1``, ``Lucky 2``) so each sheet can be told apart; the design keeps
    its own name, the class the sheet prints beside the ship's. ``ships``: a campaign fleet's
    named ships, each printed in place of one of its entry's sheets with its name, status and
    damage; one destroyed or lost prints no sheet."""
    named: dict[int, list[ShipReport]] = {}
    for ship in ships:
        named.setdefault(ship.entry.index, []).append(ship)
    out = []
    for e in result.entries:
        own = named.get(e.index, [])
        out += [
            SheetEntry(e.loaded.design, e.evaluation, s.ship.name, s.ship.marks(), status_text(s.ship))
            for s in own
            if s.afloat
        ]
        for n in range(1, e.count - len(own) + 1):
            name = "" if not e.ship.name else e.ship.name if e.count == 1 else f"{e.ship.name} {n}"
            out.append(SheetEntry(e.loaded.design, e.evaluation, name))
    return out


def fleet_line(result: FleetEvaluation) -> str:
    """What every page of a fleet's pack prints at its foot, for an organiser to check."""
    budget = "" if result.budget is None else f" of {format_points(result.budget)}"
    verdict = "legal" if result.legal else "NOT LEGAL"
    rules = f" · house rules {result.profile.name} v{result.profile.version}" if result.profile else ""
    # Options given for the export are part of what was printed: whoever checks the paper alone
    # gives them to ``hullwright verify --fingerprint`` too.
    rules += "".join(f" · --rule {key}={_word(value)}" for key, value in sorted(result.overrides.items()))
    return (
        f"{result.fleet.fleet} · {format_points(result.total_points)} points{budget} · {verdict}"
        f"{rules} · fingerprint {result.fingerprint.value} (hullwright verify)"
    )


def _word(value: object) -> str:
    return ("on" if value else "off") if isinstance(value, bool) else str(value)


def battle_pack_pages(
    result: FleetEvaluation,
    paper: str = "a4",
    sheet_options: Callable[[Any], Mapping[str, Any]] | None = None,
    ships: Sequence[ShipReport] = (),
) -> list[Page]:
    """The fleet's pages; ``sheet_options(game)`` gives the game's sheet options (else its
    defaults); ``ships`` a campaign fleet's named ships (see :func:`sheet_entries`)."""
    game = result.game
    options = sheet_options(game) if sheet_options is not None else None
    sheets = _record_sheets(game, sheet_entries(result, ships), paper, options) if result.entries else []
    designs = list({id(e.loaded.design): e.loaded.design for e in result.entries}.values())
    template = battle_pack_template()
    quick = game.quick_reference
    entries = quick.entries(designs, result.fleet) if quick is not None else []
    reference = quick_reference_pages(entries, result.fleet.fleet, paper, template)
    pages = roster_pages(result, paper, template) + list(sheets) + reference
    if result.loaded is None:
        return pages
    footer = fleet_line(result)
    return [with_footer(page, footer, template) for page in pages]


def _record_sheets(
    game: AnyGame,
    entries: list[SheetEntry[Any, Any]],
    paper: str,
    options: Mapping[str, Any] | None,
    memo: Memo | None = None,
) -> list[Page]:
    """The record sheets of ``entries``. A game whose sheet draws a campaign ship's marks gets
    them all at once; otherwise each marked ship prints on sheets of its own, marked over
    (``state_marks.py``), before the others. The ``ship_state`` option off: clean sheets."""
    rules = game.ship_state
    if not (options or {}).get("ship_state", True):
        entries = [SheetEntry(e.design, e.evaluation, e.ship_name) for e in entries]
    marked = [(e, e.state) for e in entries if e.state is not None]
    if rules is None or rules.draws_marks or not marked:
        return record_pages(game, entries, paper, options, memo)
    pages: list[Page] = []
    for entry, state in marked:
        named = f"{entry.ship_name} ({entry.status})" if entry.status else entry.ship_name
        own = record_pages(game, [SheetEntry(entry.design, entry.evaluation, named)], paper, options)
        pages += mark_pages(
            own, rules.parts(entry.design, entry.evaluation), state, mark_style(battle_pack_template())
        )
    plain = [e for e in entries if e.state is None]
    return pages + (record_pages(game, plain, paper, options) if plain else [])


def battle_pack(
    results: list[FleetEvaluation],
    paper: str = "a4",
    sheet_options: Callable[[Any], Mapping[str, Any]] | None = None,
) -> Sheet:
    """One document for one or more fleets (both sides of a scenario, say)."""
    check_sheet_count(sum(r.ship_count for r in results))
    pages: list[Page] = []
    for result in results:
        pages += battle_pack_pages(result, paper, sheet_options)
    names = ", ".join(r.fleet.fleet for r in results)
    games = sorted({r.game.id for r in results})
    # Each fleet's fingerprint and its parts' digests, for ``hullwright verify --pack``. Two fleets
    # may share a name: each record also has its place in the pack, the player and the fleet
    # file's own name (never its folder), which verify tells them apart by before their content.
    records = [
        {
            "index": i,
            "name": r.fleet.fleet,
            "player": r.fleet.player or "",
            "file": r.loaded.path.name if r.loaded.path is not None else "",
            **r.fingerprint.as_dict(),
        }
        for i, r in enumerate(results)
        if r.loaded is not None
    ]
    info = (
        ((FINGERPRINT_KEY, json.dumps(records, separators=(",", ":"), ensure_ascii=True)),) if records else ()
    )
    return Sheet(
        tuple(pages),
        title=f"Battle pack: {names}",
        author="Hullwright",
        subject=f"{', '.join(sorted({r.game.title for r in results}))} battle pack",
        keywords=("battle pack", "fleet", *games),
        info=info,
    )


def ship_sheet_pages(
    game: AnyGame,
    entry: SheetEntry[Any, Any],
    paper: str = "a4",
    options: Mapping[str, Any] | None = None,
    memo: Memo | None = None,
) -> list[Page]:
    """One ship's record sheet with its campaign marks, as its battle pack prints it (the
    window's Ship state mode shows these). ``memo``: the caller's, kept while it shows the ship,
    so a sheet that draws the marks itself redraws only them (the rest is the same objects)."""
    return _record_sheets(game, [entry], paper, options, memo)
