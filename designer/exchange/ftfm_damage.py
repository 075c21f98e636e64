"""A Full Thrust Fleet Manager ship's ``damage`` as a Hullwright campaign ship's state.

FTFM keeps a ship's campaign state in its fleet file (its ``docs/PLAN.md`` section 5.3, ours
``../shared/formats/ftfm.md``): ``hull`` (damage boxes lost), ``armour``, ``systems_out`` (the
uids of the design's systems knocked out), ``drive_hits``, ``fighters_lost`` (per hangar uid),
``salvos_spent`` (per magazine uid) and ``one_shot_used`` (uids), besides the ship's ``status``,
``location`` and ``notes`` and the fleet's ``log`` (``[{week, text}]``). They map onto the marks
of ``games/full_thrust/ship_state.py`` (001 L236-302):

- ``hull`` -> ``damage.hull``; ``drive_hits`` -> ``lost.drive`` (two hits, L282);
- each uid of ``systems_out`` -> one mount out of the row that system became (a fire control:
  ``fire-control``; a tug drive: ``ftl``); FTFM lists a level-2 or level-3 screen as one system, so
  its uid out is every level of it out (each level is a generator of its own, L254, which FTFM
  cannot tell apart);
- ``fighters_lost`` -> ``spent`` on the fighter group's row, in whole groups of six fighters
  (L362); fighters short of a whole group are a finding (our state counts groups);
- ``one_shot_used`` -> ``spent`` on a one-shot system's row (the catalog's ``one_shot``: a submunition
  pack, L494);
- ``status`` ready, damaged, destroyed as ours, ``docked`` as ``in-repair`` (docked at a base,
  unable to fight, L1003), ``hulk`` as ``destroyed``.

What does not map is a finding at the file's JSON path: ``armour`` (a Fleet Book figure; FT2
ships have none), ``salvos_spent`` (More Thrust missile magazines), a uid of a catalog design (the
file does not carry FTFM's catalog designs, so which system ``s3`` is cannot be told; fighters
still map when the design has one fighter row), any other key. Marks more than the design takes
are kept as the file says and reported, as the campaign reports them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable

from designer.core.campaign import Campaign, CampaignFleet, CampaignShip, LogEntry, Side
from designer.core.design_file import load_design
from designer.core.evaluation import Evaluation
from designer.core.fleet_file import CATALOG_PREFIX
from designer.core.ship_state import MAX_MARK, Part, ShipMarks
from designer.games.full_thrust import GAME
from designer.games.full_thrust.catalog import SystemSpec
from designer.games.full_thrust.design import FullThrustDesign, Screen
from designer.games.full_thrust.ship_state import FullThrustShipState, row_ids

Path_ = tuple[str | int, ...]
Note = Callable[[Path_, str], None]  # a finding at a JSON path

FIGHTERS_PER_GROUP = 6  # "FIGHTER GROUP: ... 6 Fighters" (001 L362)
FTFM_STATUS = {
    "ready": "ready",
    "damaged": "damaged",
    "docked": "in-repair",
    "hulk": "destroyed",
    "destroyed": "destroyed",
}


@dataclass(frozen=True)
class FleetState:
    """The campaign state an FTFM fleet file carries: its ships with any, and its log."""

    ships: tuple[CampaignShip, ...]
    log: tuple[LogEntry, ...]
    side: str = ""  # the fleet's faction, where it names one
    location: str = ""

    @property
    def any(self) -> bool:
        """Whether there is campaign state to write: a ship's marks or status, or the log (a
        ship's notes or location alone make no campaign)."""
        return bool(self.log) or any(not s.clean or s.status != "ready" for s in self.ships)


def design_of(ref: str, custom: FullThrustDesign | None) -> FullThrustDesign | None:
    """The design a fleet entry names: the file's own, or ours of a catalog id."""
    if custom is not None:
        return custom
    found = GAME.standard_design(ref.removeprefix(CATALOG_PREFIX))
    design = load_design(found.path).design if found is not None else None
    return design if isinstance(design, FullThrustDesign) else None  # the game's own: always


def _count(value: Any) -> int | None:
    return (
        value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_MARK else None
    )


def ship_marks(
    damage: Any,
    at: Path_,
    design: FullThrustDesign,
    evaluation: Callable[[], Evaluation],
    parts: dict[str, str] | None,
    design_id: str,
    note: Note,
) -> ShipMarks:
    """The marks of one FTFM ship's ``damage`` on ``design`` (``evaluation`` its evaluation, asked
    for only when there is damage); ``parts`` maps the design's FTFM uids to part ids (None: a
    catalog design the file does not carry). What cannot be mapped is a finding through
    ``note``, never dropped silently."""
    if damage is None:
        return ShipMarks()
    if not isinstance(damage, dict):
        note(at, f"damage must be an object, not {damage!r:.40}; not kept")
        return ShipMarks()
    if all(value in (0, [], {}, None) for value in damage.values()):
        return ShipMarks()  # FTFM writes every ship's damage, most of them all zero
    rules = FullThrustShipState()
    reader = _DamageReader(design, rules.parts(design, evaluation()), parts, design_id, note)
    for key, value in damage.items():
        reader.read(key, value, at + (key,))
    marks = ShipMarks(damage=dict(reader.hit), lost=dict(reader.lost), spent=dict(reader.spent))
    for finding in rules.findings(design, evaluation(), marks):
        note(at, f"{finding.message}; kept as the file says ('hullwright campaign' reports it)")
    return marks


class _DamageReader:
    """The fields of one FTFM ship's ``damage`` read into counts of marks by part id."""

    def __init__(
        self,
        design: FullThrustDesign,
        known: dict[str, Part],
        parts: dict[str, str] | None,
        design_id: str,
        note: Note,
    ) -> None:
        self.design = design
        self.known = known  # the design's parts (ship_state.py)
        self.parts = parts
        self.design_id = design_id
        self.note = note
        self.specs = _specs_by_part(design)
        self.hit: Counter[str] = Counter()
        self.lost: Counter[str] = Counter()
        self.spent: Counter[str] = Counter()

    def read(self, key: str, value: Any, where: Path_) -> None:
        if key in ("hull", "drive_hits", "armour"):
            self._figure(key, value, where)
        elif key in ("systems_out", "one_shot_used"):
            self._systems(key, value, where)
        elif key in ("fighters_lost", "salvos_spent"):
            self._per_uid(key, value, where)
        else:
            self.note(where, f"the damage field {key!r:.40} is not one Hullwright knows; not kept")

    def _figure(self, key: str, value: Any, where: Path_) -> None:
        """``hull`` boxes lost, ``drive_hits``, and ``armour`` (which an FT2 ship has not)."""
        count = _count(value)
        if count is None:
            self.note(where, f"{key} {value!r:.30} is not a count; not kept")
        elif key == "armour" and count:
            self.note(
                where,
                f"armour {count}: armour is a Fleet Book figure, a Full Thrust 2 ship has none; not kept",
            )
        elif key == "hull" and count:
            self.hit["hull"] = count
        elif key == "drive_hits" and count:
            if "drive" in self.known:
                self.lost["drive"] = count
            else:
                self.note(where, f"drive_hits {count}: {self.design.name!r:.60} has no drive; not kept")

    def _systems(self, key: str, value: Any, where: Path_) -> None:
        """``systems_out``: a mount out of its row (a screen's every level); ``one_shot_used``: a
        one-shot mount spent (001 L494)."""
        if not isinstance(value, list):
            self.note(where, f"{key} must be a list of system uids, not {value!r:.40}; not kept")
            return
        for j, uid in enumerate(value):
            if key == "systems_out":
                part = self._part_of(uid, where + (j,), "system")
                if part is not None:
                    self.lost[part] += _mounts_per_system(self.design, part)
            else:
                part = self._part_of(uid, where + (j,), "one-shot system", lambda spec: spec.one_shot)
                if part is not None:
                    self.spent[part] += 1

    def _per_uid(self, key: str, value: Any, where: Path_) -> None:
        """``fighters_lost`` in whole groups of six (001 L362); ``salvos_spent`` (More Thrust)."""
        if not isinstance(value, dict):
            self.note(where, f"{key} must be an object of counts, not {value!r:.40}; not kept")
            return
        for uid, n in value.items():
            count = _count(n)
            if count is None:
                self.note(where + (uid,), f"{n!r:.30} is not a count; not kept")
            elif count and key == "salvos_spent":
                self.note(
                    where + (uid,),
                    f"{count} salvos spent from a magazine: magazines are More "
                    "Thrust missiles, which Hullwright's Full Thrust 2 has not; not kept",
                )
            elif count:
                self._fighters_lost(uid, count, where + (uid,))

    def _fighters_lost(self, uid: str, count: int, where: Path_) -> None:
        part = self._part_of(uid, where, "hangar", lambda spec: spec.fighters)
        if part is None:
            return
        groups, short = divmod(count, FIGHTERS_PER_GROUP)
        if groups:
            self.spent[part] += groups
        if short:
            kept = f"{groups} group{'s' if groups > 1 else ''} lost, " if groups else ""
            self.note(
                where,
                f"{count} fighters lost: a Hullwright ship counts whole "
                f"fighter groups of six (001 L362); {kept}{short} fighters not kept",
            )

    def _part_of(
        self, uid: Any, where: Path_, what: str, takes: Callable[[SystemSpec], bool] | None = None
    ) -> str | None:
        """The part ``uid`` marks (one whose catalog entry ``takes`` such marks), or None with a
        finding saying why."""

        def fits(part: str) -> bool:
            return takes is None or (part in self.specs and takes(self.specs[part]))

        if self.parts is None:
            sole = [p for p in self.known if takes is not None and fits(p)]
            if len(sole) == 1:
                return sole[0]
            self.note(
                where,
                f"{what} {uid!r:.30}: the file does not carry the catalog design "
                f"{self.design_id!r:.60}, so which system that is cannot be told; not kept",
            )
            return None
        part = self.parts.get(uid) if isinstance(uid, str) else None
        if part is None or part not in self.known or not fits(part):
            self.note(
                where,
                f"{what} {uid!r:.30} is not a system of {self.design.name!r:.60} that takes "
                "such marks (a system left out of the design?); not kept",
            )
            return None
        return part


def _specs_by_part(design: FullThrustDesign) -> dict[str, SystemSpec]:
    """Each row's catalog entry by its part id: its flags say which marks it takes (a fighter
    group's lost groups, a one-shot system's mounts spent). FTFM's ft2 is the book's rules."""
    cat = GAME.data.catalog()
    return {part: cat.spec_for(design.systems[index]) for part, index in row_ids(design, cat)}


def _mounts_per_system(design: FullThrustDesign, part_id: str) -> int:
    """Marks one FTFM system out makes: a screen's levels (one FTFM system, a generator a level,
    001 L254), else one."""
    index = dict(row_ids(design, GAME.data.catalog())).get(part_id)
    system = design.systems[index] if index is not None else None
    return system.level if isinstance(system, Screen) else 1


def ship_state(
    ship: dict,
    at: Path_,
    ref: str,
    design: FullThrustDesign,
    evaluation: Callable[[], Evaluation],
    parts: dict[str, str] | None,
    design_id: str,
    entry_name: str,
    note: Note,
) -> CampaignShip | None:
    """One FTFM ship's campaign state as a named campaign ship, or None when it carries none
    (no damage, ready, no location nor notes). Its name is made unique by the caller."""
    marks = ship_marks(ship.get("damage"), at + ("damage",), design, evaluation, parts, design_id, note)
    status = ship.get("status")
    ours = FTFM_STATUS.get(status) if isinstance(status, str) else None
    if status is not None and ours is None:
        note(
            at + ("status",),
            f"status {status!r:.30} is not one of Full Thrust Fleet Manager's "
            f"({', '.join(FTFM_STATUS)}); not kept",
        )
    words = [ship["notes"] for _ in (1,) if isinstance(ship.get("notes"), str) and ship["notes"]]
    if isinstance(ship.get("location"), str) and ship["location"]:
        words.append(f"Location: {ship['location']}")
    if marks.clean and ours in (None, "ready") and not words:
        return None
    return CampaignShip(
        name=(entry_name or design.name)[:200],
        design=ref,
        status=ours or "ready",
        notes="\n".join(words)[:2000],
        damage=marks.damage,
        lost=marks.lost,
        spent=marks.spent,
    )


def unique_names(ships: list[CampaignShip]) -> list[CampaignShip]:
    """The ships with a name each (the campaign log names ships by name): a second "Lancer"
    becomes "Lancer 2"."""
    taken: set[str] = {s.name for s in ships}
    used: set[str] = set()
    last: Counter[str] = Counter()  # per name, the number its last copy got (no quadratic search)
    out = []
    for ship in ships:
        name = ship.name
        if name in used:
            n = last[ship.name] or 1
            while name in used or name in taken:
                n += 1
                name = f"{ship.name[:190]} {n}"
            last[ship.name] = n
        used.add(name)
        out.append(ship if name == ship.name else ship.model_copy(update={"name": name}))
    return out


def fleet_log(log: Any, at: Path_, note: Note) -> tuple[LogEntry, ...]:
    """FTFM's fleet log (``[{week, text}]``) as campaign log entries, a week a turn (001 L961)."""
    if not isinstance(log, list):
        if log:
            note(at, f"the log must be a list, not {log!r:.40}; not kept")
        return ()
    out = []
    for i, item in enumerate(log):
        week = _count(item.get("week")) if isinstance(item, dict) else None
        text = item.get("text") if isinstance(item, dict) else None
        if week is None or week > 10_000 or not isinstance(text, str) or not text.strip():
            note(at + (i,), f"log entry {item!r:.60} is not {{week, text}}; not kept")
            continue
        out.append(LogEntry(turn=week, kind="note", text=text.strip()[:2000]))
    return tuple(out)


def campaign_of(state: FleetState, fleet_name: str, fleet_file: str) -> Campaign:
    """A campaign of one side (the fleet's faction, or the fleet) and one fleet (the fleet file
    ``fleet_file`` beside it), its ships with state named, at the log's last week."""
    turn = max((e.turn for e in state.log), default=1) or 1
    side = (state.side or fleet_name)[:200]
    fleet = CampaignFleet(
        name=fleet_name[:200], file=fleet_file, location=state.location[:200], ships=list(state.ships)
    )
    return Campaign(
        game=GAME.id,
        campaign=fleet_name[:200],
        turn=turn,
        turn_length="one week",
        source="Full Thrust Fleet Manager",
        sides=[Side(name=side, fleets=[fleet])],
        log=[e.model_copy(update={"side": side}) for e in state.log],
    )


# ---- ours -> FTFM -------------------------------------------------------------------------------
OUR_STATUS = {
    "ready": "ready",
    "damaged": "damaged",
    "in-repair": "docked",
    "destroyed": "destroyed",
    "lost": "destroyed",
}  # ours -> FTFM's (FTFM has no "lost": destroyed, said in its notes)


def ftfm_damage(
    design: FullThrustDesign, systems: list[dict] | None, marks: ShipMarks, note: Callable[[str], None]
) -> dict:
    """A campaign ship's marks as FTFM's ``damage``, on the design's FTFM ``systems`` as
    ``ftfm_export.ftfm_design`` writes them (each row's mounts in order, then the standard fire
    controls and a tug's drive), or None for one of FTFM's catalog designs (its uids are FTFM's
    own: only the hull and drive hits are written). What FTFM cannot hold goes to ``note``."""
    out: dict = {
        "hull": max(0, marks.damage.get("hull", 0)),
        "armour": 0,
        "systems_out": [],
        "drive_hits": max(0, marks.lost.get("drive", 0)),
        "fighters_lost": {},
        "salvos_spent": {},
        "one_shot_used": [],
    }
    uids: dict[str, list[str]] = {}  # part id -> its mounts' uids, in order
    specs = _specs_by_part(design)
    if systems is not None:
        part_of_row = {index: part for part, index in row_ids(design, GAME.data.catalog())}
        n = 0
        for index, row in enumerate(design.systems):
            for _ in range(row.count):
                uids.setdefault(part_of_row.get(index, "fire-control"), []).append(systems[n]["uid"])
                n += 1
        for system in systems[n:]:
            part = {"fire_control": "fire-control", "tug_drive": "ftl"}.get(system["type"])
            if part:
                uids.setdefault(part, []).append(system["uid"])
    for kind in ("damage", "lost", "spent"):
        for part, count in getattr(marks, kind).items():
            if (kind, part) in (("damage", "hull"), ("lost", "drive")) or count <= 0:
                continue
            mounts = uids.get(part)
            if not mounts:
                why = (
                    (
                        "the file names it by Full Thrust Fleet Manager's catalog id, whose system "
                        "ids are its own"
                    )
                    if systems is None
                    else "it has no such system"
                )
                note(f"{kind} {part}: {count} not written ({why})")
                continue
            level = _mounts_per_system(design, part)
            whole, short = divmod(count, level)
            if short:
                note(
                    f"{kind} {part}: {short} of a screen's {level} levels not written (Full Thrust "
                    "Fleet Manager knocks a screen out whole)"
                )
            if kind == "lost":
                out["systems_out"] += mounts[:whole]
            elif part in specs and specs[part].fighters:
                out["fighters_lost"].update((uid, FIGHTERS_PER_GROUP) for uid in mounts[:count])
            elif part in specs and specs[part].one_shot:
                out["one_shot_used"] += mounts[:count]
            else:
                note(f"{kind} {part}: {count} not written (Full Thrust Fleet Manager has no place for it)")
    return out


__all__ = [
    "FleetState",
    "ship_marks",
    "ship_state",
    "unique_names",
    "fleet_log",
    "campaign_of",
    "design_of",
    "FTFM_STATUS",
    "OUR_STATUS",
    "ftfm_damage",
]
