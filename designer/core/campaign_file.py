"""Campaign files (``kind: campaign``): the model, reading and writing.

A campaign names fleet files, never copies them: each side's fleet is a fleet file (relative to
the campaign) with a location on the map, and a ``ships:`` list of the ships that have a name or
a state, each naming its design as the fleet's entry does (``catalog:heavy-cruiser``). The
fleet's other ships are there too, unnamed and undamaged. The file is read like a design or a
fleet (``core/yaml_source.py``: located errors, bounded size and counts, no traceback), and a
campaign naming itself, another campaign or a fleet naming the campaign is refused: there is no
loop to follow. Writing keeps the layout and comments of the file read (``write_campaign``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from designer.core.design_file import check_envelope
from designer.core.errors import LoadError
from designer.core.fleet_file import LoadedFleet, _folder_of, fleet_from_data, rebase_ref
from designer.core.fleet_model import FleetBase, Points
from designer.core.game import AnyGame as Game
from designer.core.model import FORMAT_VERSION, Frozen, parse_model
from designer.core.ship_state import ShipMarks, Status
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
    kind: Literal["battle", "losses", "repairs", "replenishment", "refit", "movement", "note"] = "note"
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


__all__ = [
    "KIND",
    "MAIN",
    "MAX_SHIPS",
    "Campaign",
    "CampaignShip",
    "CampaignFleet",
    "Side",
    "LogEntry",
    "LoadedCampaign",
    "is_campaign_data",
    "load_campaign",
    "campaign_data",
    "write_campaign",
    "save_campaign",
    "rebased",
]
