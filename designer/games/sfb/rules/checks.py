"""SSD integrity (digest §11.1, §11.5-6): every box a known system, weapons with their arcs, six
shields and the Steel Shield's track, box marks where they belong, Beam Cannons in fives, the
systems a race uses, the Rutan turn mode under Engine Doubling.

Each check is a pure function of (design, catalog, installed) returning findings with a stable
code and a path into the design.
"""

from __future__ import annotations

from typing import Iterator, Mapping

from designer.core.evaluation import Finding
from designer.games.sfb.catalog import SfbCatalog, Users
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.ssd import Installed

SHIELDS = 6
RUTAN = "rutan"


def unknown_systems(entries: tuple[Installed, ...]) -> Iterator[Finding]:
    for e in entries:
        if e.spec is None:
            field = "system" if e.path.startswith("boxes") else "fitted"
            yield Finding(
                "SFB-SYSTEM-UNKNOWN",
                "error",
                f"{e.system_id!r} is not a system of these rules (catalogs/sfb/systems.yaml); "
                "use one of them, or the house-rule profile that defines it",
                f"{e.path}.{field}",
                "Systems (004 L403-685)",
            )


def arcs(entries: tuple[Installed, ...]) -> Iterator[Finding]:
    """A direct-fire weapon needs an SFB arc; the Beam Cannon fires into the hex row ahead
    (004 L315-316) and the Phaser Sphere (and ESG) all round, so they take none; seeking weapons
    are launched in any direction (F2.0, 004 L388)."""
    for e in entries:
        if e.spec is None:
            continue
        if not e.spec.weapon:
            if e.arcs:
                yield Finding(
                    "SFB-ARC-NOT-WEAPON",
                    "warning",
                    f"{e.spec.label} is not a weapon; its arcs are ignored",
                    f"{e.path}.arcs",
                    "Weapon arcs (digest §1)",
                )
        elif e.spec.arc == "required" and not e.arcs:
            yield Finding(
                "SFB-ARC-MISSING",
                "error",
                f"{e.spec.label} is a weapon and needs a fire arc (FA, LS, 360 ...)",
                f"{e.path}.arcs",
                "Weapon arcs (digest §11.1)",
            )
        elif e.spec.arc in ("row-ahead", "radial") and e.arcs:
            fixed = "the hex row directly ahead" if e.spec.arc == "row-ahead" else "all round"
            yield Finding(
                "SFB-ARC-FIXED",
                "error",
                f"{e.spec.label} fires into {fixed}; remove its arc codes",
                f"{e.path}.arcs",
                f"{e.spec.name} ({e.spec.source})",
            )


def shields(design: SfbDesign, catalog: SfbCatalog, aboard: Mapping[str, int]) -> Iterator[Finding]:
    """``aboard``: the boxes by system (``ssd.aboard``)."""
    if len(design.shields) != SHIELDS:
        yield Finding(
            "SFB-SHIELDS-SIX",
            "error",
            f"an SSD has six shields (#1 front to #6 left front); this one has {len(design.shields)}",
            "shields",
            "Shields (004 L89-90, L397-398)",
        )
    steel = catalog.boxes_of_role(aboard, "extra-shield") > 0
    if design.steel_shield and not steel:
        yield Finding(
            "SFB-STEEL-TRACK",
            "error",
            "an extra shield track needs a Steel Shield generator aboard",
            "steel_shield",
            "Steel Shield (004 L481-483)",
        )
    if steel and not design.steel_shield:
        yield Finding(
            "SFB-STEEL-TRACK-MISSING",
            "warning",
            "a Steel Shield's extra shield is shown on the SSD; give steel_shield its boxes",
            "steel_shield",
            "Steel Shield (004 L481-483)",
        )


def marks_and_labels(entries: tuple[Installed, ...]) -> Iterator[Finding]:
    """T on cargo (004 L187), B and H on AMMDs (L437-444), Y on shuttle boxes (L729-730)."""
    for e in entries:
        if e.spec is None or e.mount or not e.marks:
            continue
        if len(e.marks) > e.boxes:
            yield Finding(
                "SFB-MARKS-COUNT",
                "error",
                f"{len(e.marks)} marks for {e.boxes} boxes",
                f"{e.path}.marks",
                "Box marks (004 L187, L437-444, L729-730)",
            )
        for n, mark in enumerate(e.marks):
            if mark and mark not in e.spec.marks:
                allowed = ", ".join(e.spec.marks) or "none"
                yield Finding(
                    "SFB-MARK-SYSTEM",
                    "error",
                    f"{mark!r} is not a mark of {e.spec.label} boxes (allowed: {allowed})",
                    f"{e.path}.marks[{n}]",
                    "Box marks (004 L187, L437-444, L729-730)",
                )


def arrays(entries: tuple[Installed, ...]) -> Iterator[Finding]:
    """Systems that come in arrays: Beam Cannons "come in groups of five" (004 L296, L309-312)."""
    for e in entries:
        spec = e.spec
        if spec is None or e.mount:
            continue  # an unknown system is reported by its own finding; a mount is one box
        size = spec.group_of
        if size and e.boxes % size:
            yield Finding(
                "SFB-BEAM-CANNON-FIVES",
                "error",
                f"{spec.name}s come in arrays of {size}; this group has {e.boxes}",
                f"{e.path}.count",
                f"{spec.name} ({spec.source})",
            )


def race_and_availability(
    design: SfbDesign, catalog: SfbCatalog, entries: tuple[Installed, ...]
) -> Iterator[Finding]:
    """Warnings only: who uses a system describes the races (captured ships exist)."""
    if design.race and design.race not in catalog.races:
        yield Finding(
            "SFB-RACE-UNKNOWN",
            "warning",
            f"{design.race!r} is not a race of the Joshadan Galaxy ({', '.join(catalog.races)})",
            "race",
            "Races (004 L737-815)",
        )
        return
    if design.ship and design.ship not in catalog.ships:
        yield Finding(
            "SFB-SHIP-UNKNOWN",
            "warning",
            f"{design.ship!r} is not a ship the supplement's systems name ({', '.join(catalog.ships)})",
            "ship",
            "Races (004 L737-815)",
        )
    # Whether a system suits this ship is the same for every group of it: decided once a
    # system, then only the groups of a system that does not suit it are visited again.
    verdicts: dict[str, tuple[str, str, str]] = {}
    for system_id in dict.fromkeys(e.system_id for e in entries if not e.mount):
        users = catalog.users.get(system_id)  # only systems of the catalog name their users
        if users is None:
            continue
        verdict = _availability(design, catalog.systems[system_id].label, users)
        if verdict is not None:
            verdicts[system_id] = (*verdict, users.rule)
    if not verdicts:
        return
    for e in entries:
        found = verdicts.get(e.system_id)
        if found is not None and not e.mount:
            code, message, rule = found
            yield Finding(code, "warning", message, f"{e.path}.system", rule)


def _availability(design: SfbDesign, label: str, users: Users) -> tuple[str, str] | None:
    """(code, message) when the system ``label``, used by ``users``, does not suit this ship."""
    if design.ship and design.ship in users.ships:
        return None
    if users.ships and not users.early_only:  # the Light of Doom's own systems (004 L294-336, L579-628)
        return (
            "SFB-AVAILABILITY-SHIP",
            f"{label} is a system of {users.ship_names} only; this SSD is not that ship "
            "(set its ship if it is)",
        )
    if not design.race:
        return None
    early_only = users.early_only.get(design.race)
    if early_only is None:
        return "SFB-AVAILABILITY", f"{label} is used by {users.factions}, not by this ship's race"
    if early_only and not design.early_period:
        return (
            "SFB-AVAILABILITY-ERA",
            f"{label} is an Early-period system; set early_period for this ship or remove it",
        )
    return None


def data_table(design: SfbDesign, catalog: SfbCatalog, generation: int) -> Iterator[Finding]:
    rutan = design.race == RUTAN
    if rutan and not design.data.turn_mode_doubled:
        yield Finding(
            "SFB-RED-TURN-MODE",
            "warning",
            "a Rutan SSD shows the increased turn mode for Engine Doubling; enter it",
            "data.turn_mode_doubled",
            "Rutan Engine Doubling (004 L693-695)",
        )
    if design.data.turn_mode_doubled and not rutan:
        yield Finding(
            "SFB-RED-NOT-RUTAN",
            "warning",
            "only Rutan ships have Engine Doubling and its second turn mode",
            "data.turn_mode_doubled",
            "Rutan Engine Doubling (004 L691-699)",
        )
    if generation == 0:
        yield Finding(
            "SFB-POWER-NONE",
            "warning",
            "no warp, impulse or reactor boxes: the ship generates no power",
            "boxes",
            "Power (004 L701-707)",
        )
    if design.data.mega_box:
        scale = catalog.rules.mega_box.boxes
        yield Finding(
            "SFB-MEGA-SCALE",
            "info",
            f"mega-box scale: every box is {scale} boxes, damage is divided by {scale} "
            "(fractions dropped) and power is already divided",
            "data.mega_box",
            "Mega-boxes (004 L31-42)",
        )


# The checks that go one box group at a time, on the box groups alone: unknown systems, arcs,
# marks, arrays and the race's (``rules.evaluation`` works them out with the groups' entries).
GroupChecks = tuple[list[Finding], list[Finding], list[Finding], list[Finding], list[Finding]]


def ssd_findings(
    design: SfbDesign,
    catalog: SfbCatalog,
    entries: tuple[Installed, ...],
    aboard: Mapping[str, int],
    generation: int,
    groups: tuple[Installed, ...] = (),
    checked: GroupChecks | None = None,
) -> list[Finding]:
    """Every check in turn (``aboard``: the entries' boxes by system, ``ssd.aboard``). Given
    ``checked`` (the :data:`GroupChecks` of ``groups``, the start of ``entries``), the option
    mounts' are added after the groups', in the order the checks run on the whole list (marks,
    arrays and availability skip mounts)."""
    if checked is None:
        return [
            *unknown_systems(entries),
            *arcs(entries),
            *shields(design, catalog, aboard),
            *marks_and_labels(entries),
            *arrays(entries),
            *race_and_availability(design, catalog, entries),
            *data_table(design, catalog, generation),
        ]
    mounts = entries[len(groups) :]
    unknown, arced, marks, arrayed, races = checked
    return [
        *unknown,
        *unknown_systems(mounts),
        *arced,
        *arcs(mounts),
        *shields(design, catalog, aboard),
        *marks,
        *arrayed,
        *races,
        *data_table(design, catalog, generation),
    ]
