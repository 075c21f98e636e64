"""A Full Thrust ship's state in a campaign, from what its record sheet tracks (001 L236-302).

Parts and the marks they take:

- ``hull``: the damage track, one box per Damage Point lost (L236);
- ``drive``: the Normal Space Drive, two hits: the first halves the thrust, the second
  disables it (L282, L490);
- ``ftl``: the FTL drive (one hit), on a ship that has one;
- ``fire-control``: the FireCons, standard and extra, each knocked out apart;
- each system row: its mounts knocked out by threshold checks or Needle Beams (L274-286; a
  screen generator is a system per level, L254); a fighter group's row also counts fighter groups
  lost, a one-shot system's row (submunition packs, L494) the mounts spent (``spent``).

Which rows those are is read from each entry's catalog flags (``fire_control``, ``fighters``,
``one_shot``), so a system a house-rule profile defines behaves as the bundled ones that carry them.

Repairs and replenishment are the campaign rules' (L1003-1005): a naval base repairs 1D6
Damage Points a week and up to three systems a week on a 3 or more, a disabled drive needing two
successes; replenishment restocks submunitions and fighters in one week.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from designer.core.evaluation import Evaluation
from designer.core.fleet_model import FleetBase
from designer.core.ship_state import Part, Repair, ShipMarks, ShipStateRules, check_roll
from designer.games.full_thrust.design import (
    ARCS,
    Beam,
    FullThrustDesign,
    Screen,
    Submunition,
    System,
    Weasel,
)
from designer.games.full_thrust.fleet.rules import FullThrustFleet

if TYPE_CHECKING:  # listing the games imports this module, and no catalog or rules module
    from designer.games.full_thrust.catalog import Catalog, SystemSpec
    from designer.games.full_thrust.rules.evaluation import FullThrustDetail

SYSTEMS_PER_WEEK = 3  # "you may roll for up to three systems on each ship ... per Turn" (L1003)
REPAIR_ON = 3  # "on a D6 roll of 3 or more the system in question is repaired" (L1003)
DRIVE_HITS = 2  # "the FIRST ... reduces the ship to HALF THRUST ... the SECOND ... knocks out" (L282)


def row_key(system: System) -> str:
    """A row's id before duplicates are told apart: its type and what tells two rows of that
    type apart (a beam's class and arcs, a screen's level, a weasel's signature, an arc)."""
    arcs = "".join(a for a in ARCS if a in (getattr(system, "arcs", None) or ())).lower()  # F P S A
    if isinstance(system, Beam):
        return f"beam-{system.beam_class.lower()}-{arcs}"
    if isinstance(system, Screen):
        return f"screen-{system.level}"
    if isinstance(system, Weasel):
        return f"weasel-{system.signature}"
    if arcs:
        return f"{system.type}-{arcs}"
    return system.type


def row_ids(design: FullThrustDesign, cat: Catalog) -> list[tuple[str, int]]:
    """(part id, row index) for every system row but extra FireCons (the ``fire_control`` flag:
    they join ``fire-control``); a second row of the same kind is ``<key>+2``, a third
    ``<key>+3``, in file order. ``cat`` is the catalog the design was evaluated under."""
    seen: dict[str, int] = {}
    out: list[tuple[str, int]] = []
    for index, system in enumerate(design.systems):
        if cat.spec_for(system).fire_control:
            continue
        key = row_key(system)
        seen[key] = seen.get(key, 0) + 1
        out.append((key if seen[key] == 1 else f"{key}+{seen[key]}", index))
    return out


class FullThrustShipState(ShipStateRules[FullThrustDesign, "FullThrustDetail"]):
    draws_marks = True  # sheet_state.py marks the ship's box where the page packs it

    def parts(self, design: FullThrustDesign, evaluation: Evaluation[FullThrustDetail]) -> dict[str, Part]:
        detail = evaluation.detail
        parts = [Part("hull", "the damage track", "hull", damage=sum(detail.track))]
        if not design.is_installation:
            parts.append(Part("drive", "the drive", "thrust", lost=DRIVE_HITS))
        if design.ftl:
            parts.append(Part("ftl", "the FTL drive", "ftl", lost=1))
        if detail.fire_controls:
            parts.append(Part("fire-control", "the FireCons", "hull", lost=detail.fire_controls))
        for part_id, index in row_ids(design, detail.catalog):
            system = design.systems[index]
            mounts = system.count * (system.level if isinstance(system, Screen) else 1)
            spent = system.count if _spends(detail.catalog.spec_for(system)) else 0
            parts.append(
                Part(part_id, f"{system.type} ({part_id})", f"systems[{index}]", lost=mounts, spent=spent)
            )
        return {p.id: p for p in parts}

    def summary(
        self, design: FullThrustDesign, evaluation: Evaluation[FullThrustDetail], marks: ShipMarks
    ) -> str:
        detail = evaluation.detail
        total = sum(detail.track)
        taken = max(0, min(marks.damage.get("hull", 0), total))
        passed = sum(1 for t in detail.thresholds if taken >= t)
        words = [f"{total - taken} of {total} damage points left"]
        if taken >= total > 0:
            words = ["damage track full: destroyed"]
        if passed:
            words.append(f"{passed} threshold point{'s' if passed > 1 else ''} passed")
        hits = marks.lost.get("drive", 0)
        if hits and not design.is_installation:
            words.append(
                "drive disabled"
                if hits >= DRIVE_HITS
                else f"thrust {design.thrust // 2} of {design.thrust} (drive hit)"
            )
        out = sum(max(0, n) for key, n in marks.lost.items() if key != "drive")
        if out:
            words.append(f"{out} system{'s' if out > 1 else ''} knocked out")
        rows = dict(row_ids(design, detail.catalog))
        for part_id, n in marks.spent.items():
            if n > 0:
                index = rows.get(part_id)  # None: a row a refit removed (a STATE-PART finding)
                system = design.systems[index] if index is not None else None
                words.append(_spent_words(system, detail.catalog, n) if system else f"{n} {part_id} spent")
        return "; ".join(words)

    def classification(self, design: FullThrustDesign, evaluation: Evaluation[FullThrustDetail]) -> str:
        """ESCORT, CRUISER, CAPITAL (merchants and bases as themselves); a Weasel Boat shows
        the signature its decoy emits (001 L576)."""
        weasel = next((s for s in design.systems if isinstance(s, Weasel)), None)
        if weasel is not None:
            return weasel.signature.upper()
        return evaluation.detail.hull.design_class.upper()

    def decoys(self, fleet: FleetBase) -> dict[str, int]:
        """Dummy bogeys each emit an ESCORT drive signature (001 L568)."""
        dummies = fleet.dummies if isinstance(fleet, FullThrustFleet) else 0
        return {"ESCORT": dummies} if dummies else {}

    # --- repairs and replenishment (001 L1003-1005) ------------------------------------------
    def naval_base_week(
        self,
        design: FullThrustDesign,
        evaluation: Evaluation[FullThrustDetail],
        marks: ShipMarks,
        damage_roll: int,
        system_rolls: Sequence[tuple[str, int]] = (),
    ) -> Repair:
        """One week docked at a naval base: ``damage_roll`` (1D6) Damage Points repaired, and
        a D6 for each of up to three knocked-out systems, repaired on a 3 or more; a drive hit
        twice needs two successes, one per hit (L1003). Raises ValueError for a roll that is no
        D6, more than three systems or a part that has nothing to repair."""
        check_roll(damage_roll, "damage repair roll")
        if len(system_rolls) > SYSTEMS_PER_WEEK:
            raise ValueError(
                f"{len(system_rolls)} system repair rolls: a naval base rolls for up "
                f"to {SYSTEMS_PER_WEEK} systems a ship a week (001 L1003)"
            )
        damage = dict(marks.damage)
        lost = dict(marks.lost)
        taken = damage.get("hull", 0)
        mended = min(damage_roll, taken)
        lines = [f"damage roll {damage_roll}: {mended} damage point{'s' if mended != 1 else ''} repaired"]
        if taken - mended > 0:
            damage["hull"] = taken - mended
        else:
            damage.pop("hull", None)
        for part_id, roll in system_rolls:
            check_roll(roll, f"repair roll for {part_id}")
            if lost.get(part_id, 0) <= 0:
                raise ValueError(f"{part_id}: nothing knocked out to repair")
            if roll >= REPAIR_ON:
                lost[part_id] -= 1
                if not lost[part_id]:
                    del lost[part_id]
                left = lost.get(part_id, 0)
                done = (
                    "repaired"
                    if not left
                    else "one of two drive hits repaired"
                    if part_id == "drive"
                    else f"one repaired, {left} still out"
                )
                lines.append(f"{part_id} roll {roll}: {done}")
            else:
                lines.append(f"{part_id} roll {roll}: not repaired (needs {REPAIR_ON}+)")
        rolls = (damage_roll, *(roll for _, roll in system_rolls))
        return Repair(ShipMarks(damage=damage, lost=lost, spent=marks.spent), tuple(lines), rolls)

    def dice(self, systems: int) -> int:
        return 1 + systems  # 1D6 of Damage Points and a D6 a system (L1003)

    def repair(
        self,
        design: FullThrustDesign,
        evaluation: Evaluation[FullThrustDetail],
        marks: ShipMarks,
        rolls: Sequence[int] = (),
        systems: Sequence[str] = (),
    ) -> Repair:
        """A week at a naval base (:meth:`naval_base_week`): ``rolls`` the damage roll, then one
        roll per system in ``systems``."""
        if len(rolls) != self.dice(len(systems)):
            raise ValueError(
                f"a naval base week rolls 1D6 for Damage Points and a D6 for each "
                f"system tried: {self.dice(len(systems))} rolls, not {len(rolls)} (001 L1003)"
            )
        return self.naval_base_week(design, evaluation, marks, rolls[0], list(zip(systems, rolls[1:])))

    def replenish(
        self,
        design: FullThrustDesign,
        evaluation: Evaluation[FullThrustDetail],
        marks: ShipMarks,
        large_facility: bool = True,
    ) -> Repair:
        """One week at a naval facility: submunition packs restocked and, at a facility large
        enough (``large_facility``), lost fighter groups replaced (L1005). A knocked-out bay or
        launcher stays out: that is a repair."""
        cat = evaluation.detail.catalog
        fighters = {
            part_id for part_id, index in row_ids(design, cat) if cat.spec_for(design.systems[index]).fighters
        }
        spent = {p: n for p, n in marks.spent.items() if p in fighters and not large_facility}
        restocked = sorted(p for p in marks.spent if p not in spent)
        lines = (f"replenished: {', '.join(restocked)}" if restocked else "nothing to replenish",)
        return Repair(ShipMarks(damage=marks.damage, lost=marks.lost, spent=spent), lines)


def _spends(spec: SystemSpec) -> bool:
    """Whether a row's mounts are used up: fighter groups lost in battle (replaced at a large
    enough facility) and one-shot systems fired (restocked), 001 L405-412, L494, L1005."""
    return spec.fighters or spec.one_shot


def _spent_words(system: System, cat: Catalog, n: int) -> str:
    """``2 fighter groups lost``, ``1 submunition pack spent``; another one-shot system by its
    catalog name (a house-rule profile's): ``Bomb battery: 2 spent``."""
    plural = "s" if n > 1 else ""
    if cat.spec_for(system).fighters:
        return f"{n} fighter group{plural} lost"
    if isinstance(system, Submunition):
        return f"{n} submunition pack{plural} spent"
    return f"{cat.spec_for(system).name}: {n} spent"


__all__ = ["FullThrustShipState", "row_ids", "row_key"]
