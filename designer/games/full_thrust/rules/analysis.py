"""What a Full Thrust design can do (issue 28): each weapon's damage per turn by range band and
target screen level, and the damage track's threshold checks (seed 001)."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from designer.core.analysis import Ammunition, GameFigures, StayingPower, Threshold, WeaponGroup
from designer.core.dice import Distribution
from designer.core.evaluation import Evaluation
from designer.core.memo import Memo
from designer.games.full_thrust.design import (
    Beam,
    FullThrustDesign,
    Minelayer,
    NeedleBeam,
    NovaCannon,
    PulseTorpedo,
    Screen,
    Submunition,
    System,
)
from designer.games.full_thrust.rules.evaluation import FullThrustDetail

# Bands of 6": the torpedo and submunition tables change every 6", the beams every 12" (L224-226,
# L470-475, L496); nothing reaches past the 'A' battery's 36".
BANDS = ('0-6"', '6-12"', '12-18"', '18-24"', '24-36"')
TARGETS = ("unscreened", "level-1 screens", "level-2 screens", "level-3 screens")
ARCS = ("F", "P", "S", "A")

# Damage of one beam die by the target's screens, as {points: faces of the d6}: 1-3 nothing, 4-5
# one point, 6 two points unscreened (001 L230-234); level 1 ignores the 4s (L258), level 2 makes
# the 6 one point (L259), level 3 counts only the 6, as one point (L260). No reroll in this text.
BEAM_DIE = {
    "unscreened": {0: 3, 1: 2, 2: 1},
    "level-1 screens": {0: 4, 1: 1, 2: 1},
    "level-2 screens": {0: 4, 1: 2},
    "level-3 screens": {0: 5, 1: 1},
}
# Beam dice in each 12" band, by battery class (001 L224-226).
BEAM_DICE = {"A": (3, 2, 1), "B": (2, 1), "C": (1,)}
# Pulse torpedo: faces of the d6 that hit in each 6" band (001 L470-475); a hit does 1d6 points
# (L477), screens do not reduce it (L479).
TORPEDO_HITS = (4, 3, 2, 1)
# Submunition pack: dice in each 6" band (001 L496), scored as unscreened beam dice whatever the
# target's screens (L498-500); one shot (L494).
SUBMUNITION_DICE = (3, 2, 1)


def _band_of_12(index: int) -> int:
    """The 12" band (0, 1, 2) a 6" band (0-4) lies in; the last is 24-36"."""
    return (0, 0, 1, 1, 2)[index]


def beam_damage(beam_class: str) -> dict[str, dict[str, Distribution]] | None:
    dice = BEAM_DICE.get(beam_class)
    if dice is None:
        return None
    out: dict[str, dict[str, Distribution]] = {}
    for target, faces in BEAM_DIE.items():
        die = Distribution.of(faces)
        out[target] = {
            band: die.times(dice[_band_of_12(i)])
            for i, band in enumerate(BANDS)
            if _band_of_12(i) < len(dice)
        }
    return out


def torpedo_damage() -> dict[str, dict[str, Distribution]]:
    per_band = {BANDS[i]: Distribution.die(6).hit_or_miss(hits, 6) for i, hits in enumerate(TORPEDO_HITS)}
    return {target: per_band for target in TARGETS}


def submunition_damage() -> dict[str, dict[str, Distribution]]:
    die = Distribution.of(BEAM_DIE["unscreened"])
    per_band = {BANDS[i]: die.times(n) for i, n in enumerate(SUBMUNITION_DICE)}
    return {target: per_band for target in TARGETS}


def nova_damage() -> dict[str, dict[str, Distribution]]:
    # 6D6 to whatever the 2" template meets from 6" to 24" ahead in the turn it fires (L538);
    # screens do not reduce it (L542). Nothing inside 6", the arming distance (L536).
    six_d6 = Distribution.die(6).times(6)
    per_band = {band: six_d6 for band in BANDS[1:4]}
    return {target: per_band for target in TARGETS}


def figures(
    design: FullThrustDesign, evaluation: Evaluation[FullThrustDetail], memo: Memo | None = None
) -> GameFigures:
    """Each weapon's damage by its design model's kind (the book's tables); what the rules do
    with a system (fighters, one shot) comes from its catalog flags."""
    memo = memo or Memo()
    detail = evaluation.detail
    groups: list[WeaponGroup] = []
    notes: list[str] = []
    ammunition: list[Ammunition] = []
    for system in design.systems:
        group = _weapon_group(system, memo, notes)
        if group is not None:
            groups.append(group)
        if detail.catalog.spec_for(system).one_shot:
            name = group.name if group else detail.catalog.spec_for(system).name
            ammunition.append(Ammunition(name, 1, "one shot, then crossed off (001 L494)"))
        if isinstance(system, Minelayer):
            ammunition.append(
                Ammunition(
                    "Minelayer", 3 * system.count, "one mine a turn from 3 per minelayer (001 L512, L516)"
                )
            )
    if any(detail.catalog.spec_for(s).fighters for s in design.systems):
        notes.append("Fighter groups' attacks are not counted in the ship's firepower.")
    if any(g.key == ("torpedo",) for g in groups):
        notes.append("Torpedoes need a fire control of their own, apart from the beams' (001 L466).")
    points = evaluation.stats.get("points")
    complete = all(BEAM_DICE.get(s.beam_class) for s in design.systems if isinstance(s, Beam))
    return GameFigures(
        BANDS,
        TARGETS,
        ARCS,
        tuple(groups),
        _staying(design, detail, ammunition),
        points,
        detail.hull.design_class,
        tuple(notes),
        complete,
    )


def _weapon_group(system: System, memo: Memo, notes: list[str]) -> WeaponGroup | None:
    """The weapon group of one entry, or None (no damage table: a note says why, if it fires)."""
    if isinstance(system, Beam):
        damage = memo.of(
            "damage-table", (), partial(beam_damage, system.beam_class), "ft-beam", system.beam_class
        )
        if damage is None:
            notes.append(
                f"Class '{system.beam_class}' beam: its dice by range are not given in "
                "the rulebook (001 L224-226 give A, B and C); not counted."
            )
            return None
        name = f"Class '{system.beam_class}' battery"
        return WeaponGroup(name, system.count, tuple(system.arcs), damage, ("beam", system.beam_class))
    if isinstance(system, PulseTorpedo):
        damage = memo.of("damage-table", (), torpedo_damage, "ft-torpedo")
        return WeaponGroup("Pulse torpedo", system.count, tuple(system.arcs), damage, ("torpedo",))
    if isinstance(system, Submunition):
        damage = memo.of("damage-table", (), submunition_damage, "ft-submunition")
        return WeaponGroup("Submunition pack", system.count, tuple(system.arcs), damage, ("submunition",))
    if isinstance(system, NovaCannon):
        notes.append(
            'Nova cannon: 6D6 to a target on the centreline 6-24" ahead (001 L536-538); '
            "the ship fires nothing else that turn and its screens are down (L534)."
        )
        damage = memo.of("damage-table", (), nova_damage, "ft-nova")
        return WeaponGroup("Nova cannon", system.count, ("F",), damage, ("nova",))
    if isinstance(system, NeedleBeam):
        notes.append(
            'Needle beam: knocks out a nominated system on a 6 within 9" and does no '
            "damage points (001 L484-486); not counted as firepower."
        )
    return None


# Faces of the d6 that knock a system out at the 1st, 2nd and 3rd threshold check (001 L276-278).
THRESHOLD_KILLS = (1, 2, 3)


def _staying(
    design: FullThrustDesign, detail: FullThrustDetail, ammunition: list[Ammunition]
) -> StayingPower:
    systems = sum(s.count * (s.level if isinstance(s, Screen) else 1) for s in design.systems)
    steps = []
    for number, at in enumerate(detail.thresholds):
        faces = THRESHOLD_KILLS[min(number, len(THRESHOLD_KILLS) - 1)]
        lost = Fraction(systems * faces, 6)
        steps.append(
            Threshold(
                at,
                f"threshold check {number + 1}: each system lost on "
                f"{detail.threshold_rolls[number]} ({faces} in 6), about "
                f"{float(lost):.1f} of the {systems} systems fitted; drives to half thrust "
                "on their first failed roll (001 L274-284)",
            )
        )
    dp = detail.hull.damage_points
    steps.append(Threshold(dp, "destroyed: every damage box crossed out (001 L238)"))
    return StayingPower(
        dp,
        "damage points",
        tuple(steps),
        tuple(ammunition),
        f"damage track rows {' / '.join(str(n) for n in detail.track)}",
    )
