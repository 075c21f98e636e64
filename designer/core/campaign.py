"""Campaign files (``kind: campaign``): sides, their fleets, the named ships and their states.

A campaign names fleet files, never copies them: each side's fleet is a fleet file (relative to
the campaign) with a location on the map, and a ``ships:`` list of the ships that have a name or
a state, each naming its design as the fleet's entry does (``catalog:heavy-cruiser``). The
fleet's other ships are there too, unnamed and undamaged. The file is read like a design or a
fleet (``core/yaml_source.py``: located errors, bounded size and counts, no traceback), and a
campaign naming itself, another campaign or a fleet naming the campaign is refused: there is no
loop to follow. Marks that do not fit a design (a refit changed it) are findings, never dropped.

Budgets and composition rules stay the fleets' (a fleet file's ``budget``, ``forces`` and
``half_fleet``); a side's ``budget`` is the book's total for it, reported against its fleets'
points. A ship's state never changes its fleet's fingerprint; the campaign has its own
(:func:`campaign_fingerprint`), over the turn, each fleet's fingerprint, every ship's state and
the log, so both sides can check what the other recorded after a battle.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from designer.core.design_file import check_envelope
from designer.core.errors import LoadError
from designer.core.evaluation import Finding
from designer.core.fleet import FleetEntry, FleetEvaluation, evaluate_fleet
from designer.core.fleet_file import LoadedFleet, _folder_of, fleet_from_data, rebase_ref
from designer.core.fleet_model import FleetBase, Points
from designer.core.game import AnyGame as Game
from designer.core.line_refs import without_line_refs
from designer.core.model import FORMAT_VERSION, Frozen, parse_model
from designer.core.numbers import Number
from designer.core.ship_state import AnyShipStateRules as ShipStateRules
from designer.core.ship_state import Repair, ShipMarks, Status
from designer.core.saving import readable_text, save_text
from designer.core.yaml_source import SourceMap, load_yaml
from designer.core.yaml_writer import round_trip, tidy_yaml

KIND = "campaign"
MAIN = "main"  # a campaign fleet's ``force:`` for the fleet file's ships that name no force
FORM = 1  # the campaign fingerprint's canonical form: raise it when what is hashed changes
MAX_SHIPS = 2_000  # named ships in one fleet
Text = Field(default="", max_length=2000)


class CampaignShip(ShipMarks):
    """A named ship: the fleet entry's design it is one of, its status and its marks."""

    name: str = Field(min_length=1, max_length=200)
    design: str = Field(min_length=1, max_length=1000)  # as the fleet's entry writes it
    status: Status = "ready"
    captain: str = Field(default="", max_length=200)
    battles: int = Field(default=0, strict=True, ge=0, le=10_000)
    notes: str = Text


class CampaignFleet(Frozen):
    name: str = Field(min_length=1, max_length=200)
    file: str = Field(min_length=1, max_length=1000)  # the fleet file, relative to the campaign
    # One force of the fleet file (a system's defences), or "main" for its ships that name no
    # force; none: the whole file.
    force: str | None = Field(default=None, min_length=1, max_length=100)
    location: str = Field(default="", max_length=200)  # a system on the map, or free text
    ships: list[CampaignShip] = Field(default_factory=list, max_length=MAX_SHIPS)
    notes: str = Text


class Side(Frozen):
    name: str = Field(min_length=1, max_length=200)
    budget: Points | None = Field(default=None, ge=0, le=10**9)  # the book's points for the side
    fleets: list[CampaignFleet] = Field(default_factory=list, max_length=100)
    notes: str = Text


class LogEntry(Frozen):
    turn: int = Field(strict=True, ge=0, le=10_000)
    kind: Literal["battle", "losses", "repairs", "replenishment", "movement", "note"] = "note"
    side: str | None = Field(default=None, min_length=1, max_length=200)
    text: str = Field(min_length=1, max_length=2000)


class Campaign(Frozen):
    hullwright: int = FORMAT_VERSION
    game: str
    kind: Literal["campaign"] = "campaign"
    campaign: str = Field(min_length=1, max_length=200)  # its name
    turn: int = Field(default=1, strict=True, ge=0, le=10_000)
    turn_length: str = Field(default="", max_length=100)  # Full Thrust: a week (001 L961)
    source: str = ""
    notes: str = Field(default="", max_length=5000)
    sides: list[Side] = Field(default_factory=list, max_length=20)
    log: list[LogEntry] = Field(default_factory=list, max_length=10_000)


@dataclass(frozen=True)
class LoadedCampaign:
    campaign: Campaign
    game: Game
    fleets: tuple[tuple[LoadedFleet, ...], ...]  # per side, per fleet
    path: Path
    smap: SourceMap


def is_campaign_data(data: Any) -> bool:
    return isinstance(data, dict) and data.get("kind") == KIND


def load_campaign(path: str | Path, pipes: bool = False) -> LoadedCampaign:
    """Read a campaign and the fleets it names, or raise :class:`LoadError` (``FILE:LINE:COL``)."""
    data, smap = load_yaml(path, pipes=pipes)
    path = Path(path)
    game = check_envelope(data, smap, kind="campaign")
    if not is_campaign_data(data):
        raise smap.error(("kind",), "is not a campaign: a campaign file has 'kind: campaign'")
    campaign = parse_model(Campaign, data, smap, strict=True)
    folder = _folder_of(path)  # as a fleet's: a pipe's relative paths start at the current folder
    read: dict[Path, LoadedFleet] = {}
    sides = []
    for s, side in enumerate(campaign.sides):
        fleets = []
        for f, fleet in enumerate(side.fleets):
            where = ("sides", s, "fleets", f, "file")
            loaded = _read_fleet(folder / Path(fleet.file).expanduser(), path, game, read, smap, where)
            loaded = _force_of(loaded, fleet.force, smap, ("sides", s, "fleets", f, "force"))
            _check_ships(fleet, loaded, smap, ("sides", s, "fleets", f))
            fleets.append(loaded)
        sides.append(tuple(fleets))
    _check_names(campaign, smap)
    return LoadedCampaign(campaign, game, tuple(sides), path, smap)


def _read_fleet(
    file: Path,
    own: Path,
    game: Game,
    read: dict[Path, LoadedFleet],
    smap: SourceMap,
    where: tuple[str | int, ...],
) -> LoadedFleet:
    target = file.resolve()
    if target in read:
        return read[target]
    try:
        if target == own.resolve():
            raise LoadError(file, "is this campaign file itself; a campaign names fleet files")
        data, fleet_map = load_yaml(target)
        if is_campaign_data(data):
            raise LoadError(file, "is a campaign file; a campaign names fleet files, never campaigns")
        loaded = fleet_from_data(data, fleet_map, target.parent, target)
    except LoadError as exc:
        raise smap.error(where, f"the fleet cannot be read: {exc}") from None
    if loaded.game.id != game.id:
        raise smap.error(where, f"is a {loaded.game.title} fleet; this campaign is for {game.title}")
    read[target] = loaded
    return loaded


def _force_of(
    loaded: LoadedFleet, force: str | None, smap: SourceMap, where: tuple[str | int, ...]
) -> LoadedFleet:
    """The part of a fleet file a campaign fleet is: the whole file, one of its ``forces``
    (with that force's budget) or ``main``, the ships that name no force (with the file's)."""
    if force is None:
        return loaded
    fleet = loaded.fleet
    if force in fleet.forces:
        keep = [i for i, ship in enumerate(fleet.ships) if ship.force == force]
        # The game's own fleet fields (Full Thrust's dummy bogeys) stay with the main force.
        own = {k: getattr(fleet, k) for k in FleetBase.model_fields if k not in ("ships", "budget", "forces")}
        part = type(fleet)(**own, ships=[fleet.ships[i] for i in keep], forces={force: fleet.forces[force]})
    elif force == MAIN:
        keep = [i for i, ship in enumerate(fleet.ships) if ship.force is None]
        part = fleet.model_copy(update={"ships": [fleet.ships[i] for i in keep], "forces": {}})
    else:
        known = ", ".join([MAIN, *fleet.forces])
        raise smap.error(where, f"force {force!r} is not a force of {fleet.fleet!r}; one of: {known}")
    return replace(loaded, fleet=part, designs=tuple(loaded.designs[i] for i in keep))


def _check_ships(
    fleet: CampaignFleet, loaded: LoadedFleet, smap: SourceMap, base: tuple[str | int, ...]
) -> None:
    """Each named ship is one of the fleet's entries of its design, and no more are named than
    the fleet has."""
    room: Counter[str] = Counter()
    for entry in loaded.fleet.ships:
        room[entry.design] += entry.count
    named: Counter[str] = Counter()
    for i, ship in enumerate(fleet.ships):
        named[ship.design] += 1
        if named[ship.design] > room[ship.design]:
            have = sorted(room) if len(room) <= 12 else sorted(room)[:12] + ["..."]
            what = (
                f"the fleet has only {room[ship.design]} ships of {ship.design!r}"
                if room[ship.design]
                else f"the fleet has no entry of design {ship.design!r}; its designs: {', '.join(have)}"
            )
            raise smap.error(base + ("ships", i, "design"), f"ships[{i}] {ship.name!r}: {what}")


def _check_names(campaign: Campaign, smap: SourceMap) -> None:
    seen: dict[str, tuple[str | int, ...]] = {}
    for s, side in enumerate(campaign.sides):
        for f, fleet in enumerate(side.fleets):
            for i, ship in enumerate(fleet.ships):
                where = ("sides", s, "fleets", f, "ships", i, "name")
                if ship.name in seen:
                    raise smap.error(
                        where,
                        f"ship name {ship.name!r} is used twice; the log names ships "
                        "by name, so give each its own",
                    )
                seen[ship.name] = where
    sides = {side.name for side in campaign.sides}
    for n, entry in enumerate(campaign.log):
        if entry.side is not None and entry.side not in sides:
            raise smap.error(
                ("log", n, "side"),
                f"log[{n}].side {entry.side!r} is not a side of this campaign; one of {sorted(sides)}",
            )


# --- operations ------------------------------------------------------------------------------
def with_ship(
    campaign: Campaign, name: str, update: dict[str, Any], entry: LogEntry | None = None
) -> Campaign:
    """``campaign`` with the ship called ``name`` changed by ``update`` (its marks, status...),
    and ``entry`` added to the log; KeyError when no ship has that name."""
    sides = []
    found = False
    for side in campaign.sides:
        fleets = []
        for fleet in side.fleets:
            ships = [s.model_copy(update=update) if s.name == name else s for s in fleet.ships]
            found = found or any(s.name == name for s in fleet.ships)
            fleets.append(fleet.model_copy(update={"ships": ships}))
        sides.append(side.model_copy(update={"fleets": fleets}))
    if not found:
        raise KeyError(f"no ship is called {name!r} in {campaign.campaign}")
    log = [*campaign.log, entry] if entry is not None else campaign.log
    return campaign.model_copy(update={"sides": sides, "log": log})


def apply_repair(
    campaign: Campaign,
    ship: CampaignShip,
    repair: Repair,
    kind: str = "repairs",
    side: str | None = None,
    seed: int | None = None,
) -> Campaign:
    """The campaign after a repair or replenishment of ``ship`` this turn: its marks replaced,
    its status ``in-repair`` while marks remain after a repair (docked, unable to fight, 001
    L1007) or ``ready`` when none do, and the log told what was rolled (and the seed, when the
    program rolled), so the other side can check it."""
    status = ship.status
    if status not in ("destroyed", "lost"):
        status = "ready" if repair.marks.clean else "in-repair" if kind == "repairs" else status
    rolled = f" (rolled by the program, seed {seed})" if seed is not None else ""
    text = without_line_refs(f"{ship.name}: " + "; ".join(repair.lines) + rolled)  # for the table
    entry = LogEntry(turn=campaign.turn, kind=kind, side=side, text=text[:2000])
    update = {
        "damage": repair.marks.damage,
        "lost": repair.marks.lost,
        "spent": repair.marks.spent,
        "status": status,
    }
    return with_ship(campaign, ship.name, update, entry)


# --- refits: a state that no longer fits its design (issue 26 section 1) -------------------------
REFIT_CODES = ("STATE-PART", "STATE-OVER", "STATE-NEGATIVE")  # rules.findings' codes for such marks


@dataclass(frozen=True)
class UnfitMark:
    """A mark of a ship's state that no longer fits its design (a refit changed the design)."""

    kind: str  # damage, lost or spent
    part: str  # the part id it marks
    count: int
    left: int  # what dropping it leaves: a part's limit for marks over it, else nothing
    why: str  # the finding's code

    def said(self) -> str:
        what = {"STATE-PART": "no such part", "STATE-NEGATIVE": "negative"}.get(
            self.why, f"more than the {self.left} it takes"
        )
        return f"{self.kind} {self.part}: {self.count} ({what})"

    def dropped(self) -> str:
        """What dropping it did."""
        if self.left > 0:
            return f"{self.kind} {self.part} cut from {self.count} to {self.left} (the most it takes)"
        return f"{self.kind} {self.part}: {self.count} dropped ({self.said().rsplit('(', 1)[1]}"


def unfit_marks(ship: ShipReport, rules: ShipStateRules) -> tuple[UnfitMark, ...]:
    """Each mark of ``ship`` its design no longer takes, from its findings (whose paths end in
    ``.<kind>.<part id>``, :meth:`ShipStateRules.findings`)."""
    parts = rules.parts(ship.entry.loaded.design, ship.entry.evaluation)
    out = []
    for finding in ship.findings:
        if finding.code not in REFIT_CODES or not finding.path.startswith(ship.path + "."):
            continue
        kind, part = finding.path.removeprefix(ship.path + ".").split(".", 1)
        count = getattr(ship.ship, kind).get(part, 0)
        left = getattr(parts[part], kind) or 0 if finding.code == "STATE-OVER" else 0
        out.append(UnfitMark(kind, part, count, left, finding.code))
    return tuple(out)


def refits_needed(report: CampaignReport) -> dict[str, list[tuple[ShipReport, tuple[UnfitMark, ...]]]]:
    """Per design (as the fleets name it), the ships whose state no longer fits it and how."""
    rules = rules_of(report.loaded.game)
    out: dict[str, list[tuple[ShipReport, tuple[UnfitMark, ...]]]] = {}
    for side in report.sides:
        for fleet in side.fleets:
            for ship in fleet.ships:
                unfit = unfit_marks(ship, rules)
                if unfit:
                    out.setdefault(ship.ship.design, []).append((ship, unfit))
    return out


def refit(report: CampaignReport, name: str, drop: bool, start: Campaign | None = None) -> Campaign:
    """The campaign (``start``, else the report's) after the player's refit decision for the
    ship called ``name``, its marks judged by ``report``: ``drop``
    the marks its design no longer takes (a mark over a part's limit is cut to the limit), or
    keep them as they are (they stay findings, to repair or drop later); either way the log
    says which marks and what was done, so nothing goes unrecorded. KeyError for no such ship,
    ValueError for a ship whose state fits its design."""
    found = [
        (side, ship)
        for side in report.sides
        for fleet in side.fleets
        for ship in fleet.ships
        if ship.ship.name == name
    ]
    if not found:
        raise KeyError(f"no ship is called {name!r} in {report.campaign.campaign}")
    side, ship = found[0]
    unfit = unfit_marks(ship, rules_of(report.loaded.game))
    if not unfit:
        raise ValueError(f"{name}: its state fits its design {ship.entry.design_name}; nothing to refit")
    marks = "; ".join(u.said() for u in unfit)
    update: dict[str, Any] = {}
    if drop:
        for kind in ("damage", "lost", "spent"):
            kept = dict(getattr(ship.ship, kind))
            for u in unfit:
                if u.kind == kind:
                    kept.pop(u.part, None)
                    if u.left > 0:
                        kept[u.part] = u.left
            update[kind] = kept
        text = f"{name} refitted to {ship.entry.design_name}: {'; '.join(u.dropped() for u in unfit)}"
    else:
        text = f"{name} refitted to {ship.entry.design_name}: kept {marks} (still findings)"
    entry = LogEntry(turn=report.campaign.turn, kind="note", side=side.side.name, text=text[:2000])
    return with_ship(start or report.campaign, name, update, entry)


# --- writing ---------------------------------------------------------------------------------
def campaign_data(campaign: Campaign, defaults: bool = False) -> dict[str, Any]:
    """The campaign as file data, envelope first; without defaults unless ``defaults``."""
    data = campaign.model_dump(mode="json", exclude_defaults=not defaults)
    data.update(hullwright=FORMAT_VERSION, game=campaign.game, kind=KIND, campaign=campaign.campaign)
    ordered: dict[str, Any] = {
        key: data.pop(key) for key in ("hullwright", "game", "kind", "campaign") if key in data
    }
    ordered.update(data)
    for side in ordered.get("sides", []):  # a ship's name and design first, its marks last
        for fleet in side.get("fleets", []):
            fleet["ships"] = [
                {
                    **{
                        k: ship[k]
                        for k in CampaignShip.model_fields
                        if k in ship and k not in ShipMarks.model_fields
                    },
                    **ship,
                }
                for ship in fleet.get("ships", [])
            ]
    return ordered


def _campaign_from_text(text: str) -> Campaign | None:
    try:
        data, smap = load_yaml("<campaign>", text)
        check_envelope(data, smap, kind="campaign")
        return parse_model(Campaign, data, smap, strict=True) if is_campaign_data(data) else None
    except LoadError:
        return None


def write_campaign(campaign: Campaign, previous_text: str | None = None) -> str:
    """The text to save: ``previous_text`` with only what changed rewritten (its comments and
    layout kept, as a design's and a fleet's), else tidy YAML; it reads back as ``campaign``."""
    previous = _campaign_from_text(previous_text) if previous_text is not None else None
    if previous_text is not None and previous is not None:
        changes = (
            campaign_data(previous, defaults=True),
            campaign_data(campaign, defaults=True),
            campaign_data(campaign),
        )
        for complete in (False, True):
            text = round_trip(previous_text, *changes, complete=complete)
            if text is not None and _campaign_from_text(text) == campaign:
                return text
    return tidy_yaml(campaign_data(campaign))


def save_campaign(campaign: Campaign, path: str | Path, based_on: str | Path | None = None) -> None:
    """Atomically write ``campaign`` to ``path`` (the previous version kept as ``path~``),
    keeping the layout of ``based_on`` (the file it was read from), its fleet files' paths
    made relative to the new file's folder."""
    previous = readable_text(based_on) if based_on is not None else None
    if based_on is not None:
        campaign = rebased(campaign, Path(based_on).resolve().parent, Path(path).resolve().parent)
    save_text(path, write_campaign(campaign, previous))


def rebased(campaign: Campaign, old: Path, new: Path) -> Campaign:
    """``campaign`` with its fleet files, named from folder ``old``, named from folder ``new``."""
    return campaign.model_copy(
        update={
            "sides": [
                side.model_copy(
                    update={
                        "fleets": [
                            fleet.model_copy(update={"file": rebase_ref(fleet.file, old, new)})
                            for fleet in side.fleets
                        ]
                    }
                )
                for side in campaign.sides
            ]
        }
    )


# --- what the campaign stands at ---------------------------------------------------------------
@dataclass(frozen=True)
class ShipReport:
    ship: CampaignShip
    entry: FleetEntry
    path: str  # sides[0].fleets[1].ships[2]
    summary: str
    findings: tuple[Finding, ...]

    @property
    def afloat(self) -> bool:
        return self.ship.status not in ("destroyed", "lost")


@dataclass(frozen=True)
class FleetReport:
    fleet: CampaignFleet
    evaluation: FleetEvaluation
    ships: tuple[ShipReport, ...]
    scan: dict[str, int]  # the long-range scan: contacts by class (001 L975-985)

    @property
    def points_left(self) -> Number:
        """The fleet's points less the named ships destroyed or lost."""
        gone = sum(s.entry.points for s in self.ships if not s.afloat)
        return sum(f.points for f in self.evaluation.forces) - gone


@dataclass(frozen=True)
class SideReport:
    side: Side
    fleets: tuple[FleetReport, ...]

    @property
    def points(self) -> Number:
        return sum((f.points for r in self.fleets for f in r.evaluation.forces), 0)


@dataclass(frozen=True)
class CampaignReport:
    loaded: LoadedCampaign
    sides: tuple[SideReport, ...]
    findings: tuple[Finding, ...] = field(default=())

    @property
    def campaign(self) -> Campaign:
        return self.loaded.campaign

    def side(self, name: str) -> SideReport | None:
        return next((s for s in self.sides if s.side.name.casefold() == name.casefold()), None)

    def where(self, finding: Finding) -> str:
        """``FILE:LINE:COL`` of a finding's path in the campaign file."""
        path = tuple(
            int(p) if p.isdigit() else p
            for p in finding.path.replace("[", ".").replace("]", "").split(".")
            if p
        )
        line_col = self.loaded.smap.locate(path)
        return f"{self.loaded.path}:{line_col[0]}:{line_col[1]}" if line_col else str(self.loaded.path)

    def as_dict(self) -> dict[str, Any]:
        c = self.campaign
        return {
            "campaign": c.campaign,
            "game": c.game,
            "turn": c.turn,
            "turn_length": c.turn_length,
            "fingerprint": campaign_fingerprint(self),
            "sides": [
                {
                    "name": s.side.name,
                    "budget": s.side.budget,
                    "points": s.points,
                    "fleets": [_fleet_dict(f) for f in s.fleets],
                }
                for s in self.sides
            ],
            "log": [e.model_dump(mode="json") for e in c.log],
            "findings": [f.as_dict() | {"where": self.where(f)} for f in self.findings],
        }


def _fleet_dict(report: FleetReport) -> dict[str, Any]:
    return {
        "name": report.fleet.name,
        "location": report.fleet.location,
        "fleet": report.evaluation.fleet.fleet,
        "fingerprint": report.evaluation.fingerprint.value,
        "ships": sum(e.count for e in report.evaluation.entries),
        "points_left": report.points_left,
        "named": [
            {
                "name": s.ship.name,
                "design": s.entry.design_name,
                "status": s.ship.status,
                "battles": s.ship.battles,
                "captain": s.ship.captain,
                "state": s.summary,
                "points": s.entry.points,
            }
            for s in report.ships
        ],
    }


def rules_of(game: Game) -> ShipStateRules:
    """The game's ship-state rules, or the plain ones (marks kept, a repair clears them)."""
    return game.ship_state or ShipStateRules()


def evaluate_campaign(loaded: LoadedCampaign) -> CampaignReport:
    rules = rules_of(loaded.game)
    sides, findings = [], []
    for s, (side, fleets) in enumerate(zip(loaded.campaign.sides, loaded.fleets)):
        reports = []
        for f, (fleet, fleet_loaded) in enumerate(zip(side.fleets, fleets)):
            evaluation = evaluate_fleet(fleet_loaded)
            where = f"sides[{s}].fleets[{f}]"
            ships = _ship_reports(fleet, evaluation, rules, where)
            # The fleet's own rules (budgets, composition), located at the campaign's fleet entry.
            findings += [
                replace(x, message=f"{fleet.name}: {x.message}", path=where)
                for x in evaluation.findings
                if x.severity == "error"
            ]
            findings += [x for ship in ships for x in ship.findings]
            reports.append(FleetReport(fleet, evaluation, ships, scan_report(evaluation, ships, rules)))
        report = SideReport(side, tuple(reports))
        if side.budget is not None and report.points > side.budget:
            findings.append(
                Finding(
                    "CAMPAIGN-BUDGET",
                    "error",
                    f"{side.name}: its fleets cost {report.points:g} points, over the side's {side.budget:g}",
                    f"sides[{s}].budget",
                )
            )
        sides.append(report)
    return CampaignReport(loaded, tuple(sides), tuple(findings))


def _ship_reports(
    fleet: CampaignFleet, evaluation: FleetEvaluation, rules: ShipStateRules, base: str
) -> tuple[ShipReport, ...]:
    room = {id(e): e.count for e in evaluation.entries}
    out = []
    for i, ship in enumerate(fleet.ships):
        entry = next(e for e in evaluation.entries if e.ship.design == ship.design and room[id(e)] > 0)
        room[id(entry)] -= 1
        design, ev = entry.loaded.design, entry.evaluation
        path = f"{base}.ships[{i}]"
        marks = ship.marks()
        out.append(
            ShipReport(
                ship,
                entry,
                path,
                rules.summary(design, ev, marks),
                tuple(rules.findings(design, ev, marks, path)),
            )
        )
    return tuple(out)


def scan_report(
    evaluation: FleetEvaluation, ships: tuple[ShipReport, ...], rules: ShipStateRules
) -> dict[str, int]:
    """What a long-range scan of the fleet shows: how many contacts and their basic classes,
    nothing more (001 L975); ships destroyed or lost are gone, decoys count as they appear
    (L977: the game's ``decoys``)."""
    counts: Counter[str] = Counter()
    for entry in evaluation.entries:
        counts[rules.classification(entry.loaded.design, entry.evaluation)] += entry.count
    for ship in ships:
        if not ship.afloat:
            counts[rules.classification(ship.entry.loaded.design, ship.entry.evaluation)] -= 1
    counts.update(rules.decoys(evaluation.fleet))
    return {k: n for k, n in sorted(counts.items()) if n > 0}


def campaign_fingerprint(report: CampaignReport) -> str:
    """A short hash of the campaign's state (form :data:`FORM`): the game, the turn, per side
    and fleet its fleet's fingerprint, location and every named ship's status, battles and
    marks, and the log; names of things and notes are not hashed."""
    c = report.campaign
    form = {
        "form": FORM,
        "game": c.game,
        "turn": c.turn,
        "sides": [
            {
                "fleets": [
                    {
                        "fleet": f.evaluation.fingerprint.value,
                        "location": f.fleet.location,
                        "ships": [
                            s.ship.model_dump(mode="json", exclude={"notes", "captain"}) for s in f.ships
                        ],
                    }
                    for f in side.fleets
                ]
            }
            for side in report.sides
        ],
        "log": [e.model_dump(mode="json") for e in c.log],
    }
    text = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    full = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return "-".join(full[i : i + 4] for i in range(0, 12, 4))


__all__ = [
    "refit",
    "refits_needed",
    "unfit_marks",
    "UnfitMark",
    "with_ship",
    "apply_repair",
    "write_campaign",
    "save_campaign",
    "rebased",
    "campaign_data",
    "Campaign",
    "CampaignShip",
    "CampaignFleet",
    "Side",
    "LogEntry",
    "LoadedCampaign",
    "load_campaign",
    "evaluate_campaign",
    "campaign_fingerprint",
    "scan_report",
    "is_campaign_data",
    "CampaignReport",
    "FleetReport",
    "ShipReport",
    "SideReport",
    "rules_of",
]
