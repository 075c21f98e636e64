"""Hullwright's Full Thrust designs and fleets written as Full Thrust Fleet Manager files (issue 27
section 1; the format and its conventions: ``ftfm.py``, which reads them). What FTFM has no field
for (Q-ships and installations, a design's ``rules:``, a fleet's dummies and forces) goes under a
``hullwright`` key FTFM leaves alone and the import reads back, so ours -> FTFM -> ours is exact;
a campaign side's ships carry their damage where FTFM has a field for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

from designer.core.campaign import CampaignShip, LogEntry
from designer.core.fleet_file import CATALOG_PREFIX, LoadedFleet, fleet_data
from designer.core.model import DesignBase
from designer.exchange.ftfm import (
    CLASS_CODES,
    DESIGN_KIND,
    FLEET_KIND,
    FTFM_CATALOG,
    OURS_TO_FTFM,
    RULESET,
    SCHEMA_VERSION,
    SOURCE_LINE,
    TYPE_LINE,
    file_stem,
)
from designer.exchange.ftfm_damage import (
    OUR_STATUS,
    ftfm_damage,
)
from designer.games.full_thrust import GAME
from designer.games.full_thrust.design import FullThrustDesign, System


def design_document(design: FullThrustDesign) -> dict:
    """An ``.FTDesign`` of one of our Full Thrust designs."""
    return {
        "schema_version": SCHEMA_VERSION,
        "kind": DESIGN_KIND,
        "design": ftfm_design(design),
        "factions": [],
    }


def ftfm_design(design: FullThrustDesign, ftfm_id: str = "") -> dict:
    """Our design in FTFM's shape: one system per mount, the standard fire controls listed."""
    hull = GAME.evaluate(design).detail.hull
    systems: list[dict] = []
    for entry in design.systems:
        one = _ftfm_system(entry)
        systems.extend(dict(one) for _ in range(entry.count))
    systems += [{"type": "fire_control"} for _ in range(hull.standard_fire_controls)]
    if design.hull.type == "tug":
        systems.append({"type": "tug_drive"})
    for i, system in enumerate(systems, 1):
        system["uid"] = f"s{i}"
    fighters = [{"hangar": s["uid"], "type": "standard"} for s in systems if s["type"] == "fighter_group"]
    label = TYPE_LINE.search(design.notes)
    notes = TYPE_LINE.sub("", design.notes).strip() if label else design.notes
    merchant = design.hull.type in ("merchant", "tug", "q-ship", "civilian-installation")
    out = {
        "schema_version": SCHEMA_VERSION,
        "id": ftfm_id or file_stem(design.name),
        "ruleset": RULESET,
        "race": "human",
        "faction": None,
        "name": design.name,
        "type_label": label.group(1) if label else design.name,
        "type_code": label.group(2)
        if label
        else ("M" if merchant else CLASS_CODES.get(hull.design_class, "")),
        "hull_kind": "merchant" if merchant else "warship",
        "tmf": design.hull.mass,
        "hull_boxes": 0,
        "armour": 0,
        "armour_layers": [],
        "thrust": design.thrust,
        "ftl": design.ftl,
        "streamlining": "none",
        "systems": systems,
        "default_loadout": {"pulsers": [], "fighters": fighters, "magazines": []},
        "allow_rule_breaking": False,
        "layout_hints": {},
        "source": {"kind": "custom"},
        "notes": notes,
    }
    known = SOURCE_LINE.match(design.source)
    if known:
        out["id"] = ftfm_id or known.group(1)
    if design.book_points is not None:  # a book design: FTFM keeps its points as npv_book
        book, page = (known.group(2), int(known.group(3) or 0)) if known and known.group(2) else ("FT", 0)
        out["source"] = {
            "kind": "catalog",
            "book": book,
            "page": page,
            "npv_book": _number(design.book_points),
        }
    ours: dict = {}
    if design.hull.type not in ("warship", "merchant", "tug"):
        ours["hull_type"] = design.hull.type
    if design.rules:
        ours["rules"] = dict(design.rules)
    if ours:
        out["hullwright"] = ours
    return out


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def _ftfm_system(entry: System) -> dict:
    data = entry.model_dump(mode="json", by_alias=True, exclude={"count"})
    kind = data.pop("type")
    if kind in ("beam", "screen", "weasel"):
        return {"type": kind, **data}
    return {"type": OURS_TO_FTFM.get(kind, kind), **data}


def fleet_document(
    loaded: LoadedFleet,
    states: Sequence[CampaignShip] = (),
    log: Sequence[LogEntry] = (),
    note: Callable[[str], None] = lambda _: None,
) -> dict:
    """An ``.FTFleet`` of one of our Full Thrust fleets: each entry's ``count`` ships, each
    design it names (standard designs by FTFM's catalog id where FTFM has them too). A
    campaign's named ships (``states``) give the first ships of their design their name, status
    and damage (``ftfm_damage``), and its ``log`` the fleet's; what FTFM cannot hold goes to
    ``note``."""
    designs: dict[str, dict] = {}
    ships: list[dict[str, Any]] = []
    waiting: dict[str, list[CampaignShip]] = {}
    for named in states:
        waiting.setdefault(named.design, []).append(named)
    squadrons: dict[str | None, str] = {
        None: "sq1",
        **{force: f"sq{i}" for i, force in enumerate(loaded.fleet.forces, 2)},
    }
    for entry, design_file in zip(loaded.fleet.ships, loaded.designs):
        ref = entry.design
        if ref.startswith(CATALOG_PREFIX) and ref.removeprefix(CATALOG_PREFIX) in FTFM_CORE:
            design_id = FTFM_CATALOG + ref.removeprefix(CATALOG_PREFIX)
        else:
            design_id = file_stem(Path(ref.removeprefix(CATALOG_PREFIX)).stem)
            designs.setdefault(design_id, ftfm_design(full_thrust_design(design_file.design, ref), design_id))
        for _ in range(entry.count):
            ship = _ship(len(ships) + 1, design_id, entry.name or design_file.design.name)
            ship["squadron"] = squadrons.get(entry.force, "sq1")
            state = waiting.get(ref, []).pop(0) if waiting.get(ref) else None
            if state is not None:
                systems = designs[design_id]["systems"] if design_id in designs else None
                ship.update(
                    name=state.name,
                    status=OUR_STATUS[state.status],
                    notes=_ship_notes(state),
                    damage=ftfm_damage(
                        full_thrust_design(design_file.design, ref),
                        systems,
                        state.marks(),
                        _of_ship(note, state.name),
                    ),
                )
            ships.append(ship)
    fleet = loaded.fleet
    out = {
        "schema_version": SCHEMA_VERSION,
        "id": file_stem(fleet.fleet),
        "ruleset": RULESET,
        "race": "human",
        "allow_race_mixing": False,
        "faction": None,
        "name": fleet.fleet,
        "admiral": "",
        "points_limit": fleet.budget or 0,
        "options": {"mt_systems": False, "mt_superships": False, "mt_fighters": False},
        "squadrons": [{"id": sq, "name": force or "Main body"} for force, sq in squadrons.items()],
        "ships": ships,
        "campaign_id": None,
        "log": [{"week": e.turn, "text": e.text} for e in log],
        "notes": fleet.notes,
    }
    ours = {
        key: value
        for key, value in fleet_data(fleet).items()
        if key in ("dummies", "rules", "forces", "player")
    }
    if ours:  # what FTFM has no field for, read back by the import
        out["hullwright"] = ours
    return {
        "schema_version": SCHEMA_VERSION,
        "kind": FLEET_KIND,
        "fleet": out,
        "designs": list(designs.values()),
        "factions": [],
    }


def _ship(n: int, design_id: str, name: str) -> dict[str, Any]:
    """FTFM's ship ``n`` of ``design_id``, ready and undamaged, in the first squadron."""
    return {
        "uid": f"sh{n}",
        "design_id": design_id,
        "name": name,
        "table_id": "",
        "squadron": "sq1",
        "status": "ready",
        "location": "",
        "loadout": None,
        "damage": {
            "hull": 0,
            "armour": 0,
            "systems_out": [],
            "drive_hits": 0,
            "fighters_lost": {},
            "salvos_spent": {},
            "one_shot_used": [],
        },
        "notes": "",
    }


def full_thrust_design(design: DesignBase, ref: str) -> FullThrustDesign:
    """A design of a Full Thrust file or fleet as the game's model (a fleet's loader reads only
    the fleet's game's designs, fleet_file.py); ValueError for another's."""
    if isinstance(design, FullThrustDesign):
        return design
    raise ValueError(f"{ref}: not a Full Thrust design")


def _of_ship(note: Callable[[str], None], name: str) -> Callable[[str], None]:
    """``note`` saying which ship each text is about."""
    return lambda text: note(f"{name}: {text}")


def _ship_notes(state: CampaignShip) -> str:
    """What a campaign ship has that FTFM keeps only as words: its notes, captain, battles."""
    words = [state.notes] if state.notes else []
    words += [f"Captain: {state.captain}"] if state.captain else []
    words += [f"Battles: {state.battles}"] if state.battles else []
    words += ["Status: lost"] if state.status == "lost" else []
    return "\n".join(words)


# The 17 FT2 basic classes FTFM's catalog holds under ft2:ft:<id> (its data/catalog/ft2_core.json),
# the same ids as ours (001 L366-397).
FTFM_CORE = frozenset(
    {
        "courier",
        "scout-ship",
        "corvette",
        "frigate",
        "destroyer",
        "light-cruiser",
        "escort-cruiser",
        "heavy-cruiser",
        "battlecruiser",
        "battleship",
        "battledreadnought",
        "superdreadnought",
        "light-carrier",
        "fleet-carrier",
        "bulk-tanker",
        "heavy-freighter",
        "survey-cruiser",
    }
)


__all__ = ["design_document", "fleet_document", "ftfm_design", "full_thrust_design", "FTFM_CORE"]
