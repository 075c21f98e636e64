"""A Full Thrust Fleet Manager file read as Hullwright's (issue 27 section 1): the entry for both
kinds, and an ``.FTFleet``'s fleet, ships and campaign state; the format, its designs and the
mapping of their systems are ``ftfm.py``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from designer.core.campaign import MAX_SHIPS, CampaignShip
from designer.core.evaluation import Evaluation
from designer.core.fleet_file import CATALOG_PREFIX
from designer.core.model import validation_problem
from designer.exchange.ftfm import (
    DESIGN_KIND,
    FTFM_CATALOG,
    ImportedDesign,
    ImportedFleet,
    _check_ruleset,
    _design,
    _expect,
    _field,
    _Notes,
    _source_text,
    _unique,
    file_kind,
    file_stem,
)
from designer.exchange.ftfm_damage import FleetState, design_of, fleet_log, ship_state, unique_names
from designer.exchange.json_file import JsonLocator, JsonPath, read_json_file
from designer.games.full_thrust import GAME
from designer.games.full_thrust.design import FullThrustDesign
from designer.games.full_thrust.fleet.rules import FullThrustFleet

MAX_FLEET_DESIGNS = 1000  # custom designs in one .FTFleet (about 3 ms each to import)


def read_ftfm(file: str | Path, text: str | None = None) -> ImportedDesign | ImportedFleet:
    """An ``.FTDesign`` or ``.FTFleet`` as Hullwright data, or a :class:`LoadError`."""
    data, locator = read_json_file(file, text)
    return from_data(data, locator)


def from_data(data: Any, locator: JsonLocator) -> ImportedDesign | ImportedFleet:
    kind = file_kind(data)
    if kind is None:
        raise locator.error(
            (), 'is not a Full Thrust Fleet Manager file: expected "kind": "FTDesign" or "FTFleet"'
        )
    notes = _Notes(locator)
    if kind == DESIGN_KIND:
        _expect(data, "design", dict, (), locator)
        imported = _design(data["design"], ("design",), notes)
        return ImportedDesign(
            imported.design, tuple(notes.found), imported.systems, imported.ftfm_id, imported.parts
        )
    return _fleet(data, notes)


def _fleet(data: dict, notes: _Notes) -> ImportedFleet:
    """An FTFM fleet as ours: its custom designs, its ships as fleet entries (runs of the same
    design counted), the fleet checked, and the ships' campaign state when any carries one."""
    loc = notes.locator
    fleet = _expect(data, "fleet", dict, (), loc)
    at: JsonPath = ("fleet",)
    _check_ruleset(fleet, at, loc)
    designs = _fleet_designs(data, notes)
    ours = _expect(fleet, "hullwright", dict, at, loc, required=False) or {}
    ships = _FleetShips(designs, ours, fleet, at, notes)
    for i, ship in enumerate(_expect(fleet, "ships", list, at, loc)):
        ships.read(ship, at + ("ships", i))
    model = _fleet_model(fleet, at, ours, ships.entries, notes)
    state = _fleet_state(fleet, at, ships.states, notes)
    return ImportedFleet(model, designs, tuple(notes.found), state)


def _fleet_designs(data: dict, notes: _Notes) -> dict[str, ImportedDesign]:
    """The fleet's custom designs by the file name each is written to."""
    raw_designs = _expect(data, "designs", list, (), notes.locator, required=False) or []
    if len(raw_designs) > MAX_FLEET_DESIGNS:  # each is evaluated: bound the time, as the size is
        raise notes.locator.error(
            ("designs",),
            f"carries {len(raw_designs)} designs, more than the "
            f"{MAX_FLEET_DESIGNS} a fleet file may; split the fleet",
        )
    designs: dict[str, ImportedDesign] = {}
    for i, node in enumerate(raw_designs):
        imported = _design(node, ("designs", i), notes)
        designs[_unique(file_stem(imported.design.name), designs)] = imported
    return designs


class _FleetShips:
    """The fleet's ships read one by one into our fleet entries and the campaign ships of those
    that carry a state; each design a ship names is read and evaluated once."""

    def __init__(
        self, designs: dict[str, ImportedDesign], ours: dict, fleet: dict, at: JsonPath, notes: _Notes
    ) -> None:
        self.designs = designs
        # FTFM id -> file name; a later design of the same id wins
        self.by_id = {d.ftfm_id: name for name, d in designs.items() if d.ftfm_id}
        self.forces = _field(ours, "forces", dict, {})
        squadrons = fleet.get("squadrons")
        self.squadrons = (
            {q.get("id"): q.get("name") for q in squadrons or [] if isinstance(q, dict)}
            if isinstance(squadrons, list)
            else {}
        )
        self.at = at
        self.notes = notes
        self.entries: list[dict] = []
        self.states: list[tuple[JsonPath, CampaignShip]] = []
        self.evaluations: dict[str, Evaluation] = {}  # per design the fleet names: evaluated once
        self.ship_designs: dict[str, FullThrustDesign | None] = {}

    def read(self, ship: Any, where: JsonPath) -> None:
        loc = self.notes.locator
        if not isinstance(ship, dict):
            raise loc.error(where, "must be an object (a ship)")
        design_id = _expect(ship, "design_id", str, where, loc)
        ref = self.by_id.get(design_id) or _catalog_ref(design_id)
        if ref is None:
            self.notes.add(
                where + ("design_id",),
                f"names the design {design_id!r:.60}, which is neither "
                "in the file nor one of Hullwright's standard designs; the ship is left out",
            )
            return
        design_name = self.designs[ref].design.name if ref in self.designs else _catalog_name(ref)
        entry = self._entry(ship, ref, design_name)
        design = self._design_of(ref)
        if design is not None:
            self._state(ship, where, ref, design, design_id, entry.get("name", design_name))
        _ship_findings(ship, where, self.notes)

    def _entry(self, ship: dict, ref: str, design_name: str) -> dict:
        """The ship's fleet entry, counted into the last one when it is the same (FTFM lists
        each ship)."""
        entry: dict = {"design": ref}
        if isinstance(ship.get("name"), str) and ship["name"] and ship["name"] != design_name:
            entry["name"] = ship["name"][:200]
        force = self.squadrons.get(ship.get("squadron"))
        if force in self.forces:  # a force of ours, written as an FTFM squadron
            entry["force"] = force
        last = self.entries[-1] if self.entries else None
        if last is not None and {**last, "count": 1} == {**entry, "count": 1} and "name" not in entry:
            last["count"] = last.get("count", 1) + 1
        else:
            self.entries.append(entry)
        return entry

    def _design_of(self, ref: str) -> FullThrustDesign | None:
        if ref not in self.ship_designs:  # a catalog design is read once, not once a ship
            own = self.designs[ref].design if ref in self.designs else None
            self.ship_designs[ref] = design_of(ref, own)
        return self.ship_designs[ref]

    def _state(
        self, ship: dict, where: JsonPath, ref: str, design: FullThrustDesign, design_id: str, name: str
    ) -> None:
        """The ship's campaign state (ftfm_damage.py), kept when it carries one."""

        def evaluation() -> Evaluation:
            return self.evaluations.setdefault(ref, GAME.evaluate(design))

        parts = self.designs[ref].parts if ref in self.designs else None
        state = ship_state(ship, where, ref, design, evaluation, parts, design_id, name, self.notes.add)
        if state is None:
            return
        self.states.append((where, state))
        if len(self.states) > MAX_SHIPS:  # refused at once: each costs a model and a check
            raise self.notes.locator.error(
                self.at + ("ships",),
                f"more than {MAX_SHIPS} ships carry campaign "
                "state, more than a campaign fleet holds; split the fleet",
            )


def _fleet_model(
    fleet: dict, at: JsonPath, ours: dict, entries: list[dict], notes: _Notes
) -> FullThrustFleet:
    """Our fleet file's model: its name, entries, source and notes, and what Hullwright's export
    wrote under ``hullwright``; what has no place in it is a finding."""
    loc = notes.locator
    result = {
        "game": "full-thrust",
        "fleet": _expect(fleet, "name", str, at, loc) or "Imported fleet",
        "ships": entries,
        "source": _source_text(str(fleet.get("id") or ""), {}),
        "notes": _fleet_notes(fleet),
    }
    result.update({k: v for k, v in ours.items() if k in ("dummies", "rules", "forces", "player")})
    limit = fleet.get("points_limit")
    if isinstance(limit, (int, float)) and not isinstance(limit, bool) and limit > 0:
        result["budget"] = limit
    _fleet_findings(fleet, at, notes)
    try:
        return FullThrustFleet.model_validate(result, strict=True)
    except ValidationError as exc:
        path, message = validation_problem(exc, (), result)
        raise loc.error(at + (("name",) if path[:1] == ("fleet",) else ()), message) from None


def _fleet_state(
    fleet: dict, at: JsonPath, states: list[tuple[JsonPath, CampaignShip]], notes: _Notes
) -> FleetState | None:
    """The ships' campaign state and the fleet's log, or None when neither carries anything."""
    faction = _field(fleet, "faction", str, "")
    state = FleetState(
        tuple(unique_names([s for _, s in states])),
        fleet_log(fleet.get("log"), at + ("log",), notes.add),
        faction,
    )
    if state.any:
        return state
    for where, ship in states:  # no campaign is written: a ship's notes and location have no place
        notes.add(
            where,
            f"{ship.notes!r:.60} (the ship's notes and location) is not kept: "
            "without damage, a status or a log no campaign file is written",
        )
    return None


def _catalog_name(ref: str) -> str:
    found = GAME.standard_design(ref.removeprefix(CATALOG_PREFIX))
    return found.name if found else ""


def _catalog_ref(design_id: str) -> str | None:
    if design_id.startswith(FTFM_CATALOG):
        name = design_id.removeprefix(FTFM_CATALOG)
        if GAME.standard_design(name) is not None:
            return CATALOG_PREFIX + name
    return None


def _ship_findings(ship: dict, at: JsonPath, notes: _Notes) -> None:
    """Per-ship fields neither a Hullwright fleet entry nor a campaign ship has a place for (the
    ship's damage, status, notes and location are its campaign state: ftfm_damage.py)."""
    if ship.get("loadout") is not None:
        notes.add(at + ("loadout",), "a loadout of its own (not the design's default) is not kept")


def _fleet_findings(fleet: dict, at: JsonPath, notes: _Notes) -> None:
    squadrons = fleet.get("squadrons")
    ours = _field(fleet, "hullwright", dict, {})
    if isinstance(squadrons, list) and len(squadrons) > 1 and not ours.get("forces"):
        notes.add(
            at + ("squadrons",),
            f"{len(squadrons)} squadrons: a Hullwright fleet lists its ships without squadrons; not kept",
        )
    options = fleet.get("options")
    if isinstance(options, dict):
        on = sorted(k for k, v in options.items() if v is True)
        if on:
            notes.add(
                at + ("options",),
                f"fleet options {', '.join(on)} are Full Thrust Fleet Manager's roster settings; not kept",
            )
    if fleet.get("campaign_id"):
        notes.add(at + ("campaign_id",), "the campaign link is not kept")
    if fleet.get("race") not in (None, "human"):
        notes.add(at + ("race",), f"race {fleet['race']!r:.40} is not kept")
    if fleet.get("allow_race_mixing") is True:
        notes.add(at + ("allow_race_mixing",), "race mixing is not kept (Hullwright's Full Thrust is human)")
    ships = _field(fleet, "ships", list, [])
    table_ids = [s["table_id"] for s in ships if isinstance(s, dict) and s.get("table_id")]
    if table_ids:
        shown = ", ".join(str(t)[:16] for t in table_ids[:3]) + (", ..." if len(table_ids) > 3 else "")
        notes.add(at + ("ships",), f"the ships' table ids ({shown}) are not kept")
    known = {
        "schema_version",
        "id",
        "ruleset",
        "race",
        "allow_race_mixing",
        "faction",
        "name",
        "admiral",
        "points_limit",
        "options",
        "squadrons",
        "ships",
        "campaign_id",
        "log",
        "notes",
        "modified",
        "hullwright",
    }
    for key in fleet:
        if key not in known:
            notes.add(at + (key,), f"the field {key!r:.40} is not one Hullwright knows; not kept")


def _fleet_notes(fleet: dict) -> str:
    parts = [fleet["notes"]] if isinstance(fleet.get("notes"), str) and fleet["notes"] else []
    for key, title in (("admiral", "Admiral"), ("faction", "Faction")):
        if isinstance(fleet.get(key), str) and fleet[key]:
            parts.append(f"{title}: {fleet[key]}")
    return "\n".join(parts)[:5000]


__all__ = ["read_ftfm", "from_data"]
