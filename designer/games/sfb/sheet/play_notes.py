"""Each supplement system's own play note, and the notes a ship needs for what it is (mega-box
scale, antimatter aboard, Rutan Engine Doubling), with the figures from the catalog: a system's
energy from ``systems.yaml``, the play figures from ``rules.yaml``. The sheet's notes layer prints
them for the systems on the ship; the quick reference prints them beside the general procedures
(bolting, blossom, energy allocation), which are not any one system's and stay off the SSD.

Base-game systems have none (their rules are the publisher's, not transcribed). Notes are by
section name, never by seed line; the lines are in the comments (seed 004).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Iterable

from designer.core.numbers import format_number
from designer.games.sfb.catalog_model import Energy, SystemSpec
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.movement import RUTAN
from designer.games.sfb.rules.ssd import Installed, carries_antimatter

Note = tuple[str, str]  # (title, text)
Sizes = Callable[[int], str]  # "size class N or larger" in the rule option's reading


def size_words(larger_means: str) -> Sizes:
    """'Size class N or larger' in the reading the rule option chose (digest correction 2)."""
    if larger_means == "physical":
        return lambda n: f"size class 1-{n}"
    return lambda n: f"size class {n} or more"


def _n(value: Fraction | int | None) -> str:
    return format_number(value)  # a figure the catalog does not give prints "-"


def _energy(spec: SystemSpec) -> Energy:
    """The system's energy; one whose catalog entry gives none has every figure not given."""
    return spec.energy or Energy(source=spec.source)


def _boost(e: Energy) -> tuple[str, str]:
    """A boost's energy and the damage it adds, "-" each where the catalog gives none."""
    return (_n(e.boost.energy), str(e.boost.damage)) if e.boost else ("-", "-")


def _amt(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L133-253
    modes, ballistic = play["amt_modes"], play["amt_ballistic"]
    often = "every second impulse" if spec.name.startswith("Fast") else "a turn"
    return (
        f"Load one torpedo a launcher {often}, from cargo or an AMMD; "
        f"modes chosen when loading: shield ({modes['shield']['vs_shields']} on shields, "
        f"{modes['shield']['vs_internals']} internals), internal (internals only), kinetic (range-0 damage, "
        f"+{modes['kinetic']['die_modifier']} to the die beyond range "
        f"{modes['kinetic']['when_range_over']}). "
        "Always the true range. Ballistic: a counter moving "
        f"{ballistic['hexes_per_impulse']} hexes an impulse threatens "
        f"{sizes(ballistic['threatens_size_class'])} "
        f"crossing its path (destroyed by {ballistic['destroyed_by']} damage); as a mine it threatens "
        f"{sizes(play['amt_mine']['threatens_size_class'])} entering its hex, at range 0."
    )


def _ammd(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L433-444, L237-238
    return (
        "A box makes one torpedo a turn: 2 power a normal AMT (mark B), 3 a heavy (mark H), "
        "1 an empty casing; at the end of the turn it moves to a cargo box."
    )


def _particle_beam(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L270-286
    e = _energy(spec)
    boost, damage = _boost(e)
    return (
        f"Arm with {_n(e.arm)} warp energy, fires once a turn; each {boost} more "
        f"energy adds {damage} damage (the chart starts at range 1)."
    )


def _gatling(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L288-292
    return f"{_n(_energy(spec).arm)} power a turn; fires {spec.rate} times a turn."


def _beam_cannon(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L294-336
    bc, e = play["beam_cannon"], _energy(spec)
    return (
        f"{_n(e.arm)} energy a shot from any source, hold {_n(e.hold)} (the book's "
        "figures; the energy allocation prices them in the SSD's scale); twice a "
        f"turn, 8 impulses apart. Discharge {bc['boxes_to_destroy']} boxes (at least {bc['min_boxes']}) "
        f"to destroy every unit of size class S or smaller in the row ahead; at range "
        f"{bc['max_range']} it works on {bc['range_10_success']}. A Bubble Shield takes "
        f"{bc['bubble_hits']} hits, then falls. Point defence: as a Phaser-1, damage x "
        f"{bc['point_defense']['damage_multiplier']} rounded up, {bc['point_defense']['per_turn']} a turn."
    )


def _peb(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L338-342
    return (
        f"{_n(_energy(spec).arm)} energy, fires once a turn, twice a Phaser-2's damage; a phaser "
        "in other respects."
    )


def _stun(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L344-353
    modes, turns = _energy(spec).modes, play["stun_beam"]["stunned_turns"]
    return (
        f"Short range {_n(modes['short'])} or long range {_n(modes['long'])} energy, into the "
        "phaser capacitors. Roll as a phaser: that many crew units are stunned for "
        f"{turns['short']} turns (short) or {turns['long']} (long)."
    )


def _amg(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L355-367
    return (
        f"No energy; fires {spec.rate} times a turn (chart, roll the hit number or more); "
        "six projectiles a launcher and 2 reloads (the track)."
    )


def _bolt_gun(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L369-379
    return f"{_n(_energy(spec).arm)} energy, fires once a turn, range 15 at most (chart)."


def _fireball(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L385-400
    e = _energy(spec)
    return (
        f"Arm {'-'.join(_n(t) for t in e.turns)}, hold {_n(e.hold)}. Pursues its target and "
        "explodes at range 1 (chart: every unit in range); half the damage, rounded up, on each "
        "of the two adjacent shields. Not at plasma torpedoes; J-SEN drone and J-SCAN plasma "
        "functions can stop it."
    )


def _holo(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L406-431
    e = _energy(spec)
    return (
        f"{_n(e.arm)} to charge, {_n(e.overload)} overloaded; once a turn. "
        "2d6 at or under the hit number hits; a miss stays in the target's hex as a mine until a "
        "unit passes."
    )


def _ahl(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L492-499
    e = _energy(spec)
    boost, damage = _boost(e)
    return (
        f"{_n(e.arm)} to charge; each {boost} more adds {damage} damage "
        "(boosted, not overloaded). Otherwise a Holo-Laser (its chart: hit + 1, damage x 1.5)."
    )


def _phaser_sphere(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L501-512
    e, ps = _energy(spec), play["phaser_sphere"]
    return (
        f"Energy {'-'.join(_n(t) for t in e.turns)}, held by rolling delay. Every unit at range 1 "
        f"takes a {ps['ring_damage']} on the shield facing the ship; then range 2, and so on "
        f"to range {ps['last_ring']}, where it shuts down."
    )


def _deflector(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L454-473
    d = play["deflector_shield"]
    return (
        f"{_n(_energy(spec).activate)} energy, one turn: a direct-fire weapon that strikes it is "
        f"resolved again against the firer at range x {d['range_multiplier']}. Drones "
        "self-destruct; plasma torpedoes disintegrate (a warhead of "
        f"{d['knocked_down_by_plasma_warhead']} or more knocks it down); ESG damage is reflected "
        f"(radius {d['knocked_down_by_esg_radius']} or less knocks it down)."
    )


def _bubble(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L475-479, L630-636
    return (
        f"{_n(_energy(spec).activate)} energy, one turn; very strong, not impenetrable. Knocked "
        "down by ramming, by impact with a unit of "
        f"{sizes(play['bubble_shield']['knocked_down_by_size_class'])}, "
        "a planet, asteroid, black hole or star."
    )


def _steel(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L481-490
    e = _energy(spec)
    return (
        f"{_n(e.activate)} energy, {_n(e.turns_active)} turns: the extra shield "
        "track (STEEL) stands in front of the six."
    )


def _sensor(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L514-525
    f = play["special_sensor_functions"]
    return (
        f"1 power: drone function ({f['drone']}); 2: also information (as "
        f"{f['information']['labs']} labs, range -{f['information']['range_minus']}); 3: also "
        f"interference ({f['interference']}; at most 2 boxes a target)."
    )


def _scanner(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L527-539
    f = play["special_scanner_functions"]
    return (
        f"1 power: plasma function ({f['plasma']}); 2: also information (as "
        f"{f['information']['labs']} labs, range -{f['information']['range_minus']}); 3: also "
        f"hone ({f['hone']}; at most 2 boxes)."
    )


def _ocd(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L541-567
    return (
        "Two functions a box: control a drone (R x 1.5) or a plasma (R x 2); an enemy adds 2 to "
        "its lock-on rolls (R - S + 2) or to all weapon rolls (R - S x 1.5); reverse its turn on "
        "6 or more (every 2 energy adds 1 to the die); make another ship's weapon fire at any "
        "vessel (E + R/2, rounded up). R range, S size class, E the weapon's energy."
    )


def _targeting(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L579-591, L614-617
    lod = play["light_of_doom"]
    return (
        f"A unit of {sizes(lod['size_class_or_larger'])} within {lod['rotate_when_within']} hexes: "
        f"the Light of Doom turns to face it, a hex side an impulse. Within {lod['fire_within']}: it "
        f"waits {lod['wait_impulses']} impulses and fires, sooner if the unit closes; beyond "
        f"{lod['rotate_when_within']} the lock is lost. {lod['worthy_target'][0].upper()}"
        f"{lod['worthy_target'][1:]} is a worthy target. Destroyed: no lock-on and no fire."
    )


def _autodefense(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L103-110, L619-628
    points = play["light_of_doom"]["capture_casualty_points"]
    return (
        f"Takes {points} casualty points to overcome (chart for each boarding party that becomes "
        "active); overcoming it and taking the Targeting Computer captures the Light of Doom."
    )


def _power_distributor(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L598-601
    return "Destroyed: no energy allocation for anything but movement."


def _osmotic(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L603-612
    return (
        "Each weapon hit gives up energy to it (chart, E the weapon's energy; below 0 absorbs "
        "nothing); armour in other respects."
    )


def _repel(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L644-650
    e = _energy(spec)
    return (
        f"{_n(e.attempts_per_turn)} attempts a turn a box, {_n(e.per_attempt)} energy each, to stop "
        f"an incoming direct-fire or seeking weapon: {play['repel']['success']} it does not hit."
    )


def _semi_cloak(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L652-661
    return (
        f"{_n(_energy(spec).activate)} energy to engage; a cloak, but fully cloaked only stopped "
        "and not firing. Moving, it is seen (lock-on at range +2); stopped, its place and "
        "facing are recorded and the counter removed."
    )


def _reproducing(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L663-667
    return "Shown when the ship is ready to reproduce: new pods and connections are built, then broken off."


def _pods(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L669-677
    return (
        "Blank: pods joined for good; black box, white triangle: an expansion port; white box, "
        "black triangle: a breakaway pod. Never destroyed; no BPV."
    )


def _spare(spec: SystemSpec, play: Any, sizes: Sizes) -> str:  # L679-685
    return (
        "Stands in for one damaged box of any system until it is repaired; destroyed on that system's hits."
    )


SYSTEM_NOTES: dict[str, Callable[[SystemSpec, Any, Sizes], str]] = {
    "amt": _amt,
    "amt-fast": _amt,
    "ammd": _ammd,
    "particle-beam": _particle_beam,
    "phaser-1g": _gatling,
    "phaser-d": _gatling,
    "beam-cannon": _beam_cannon,
    "phaser-energy-beam": _peb,
    "stun-beam": _stun,
    "antimatter-gun": _amg,
    "bolt-gun": _bolt_gun,
    "fireball-torpedo": _fireball,
    "holo-laser": _holo,
    "advanced-holo-laser": _ahl,
    "phaser-sphere": _phaser_sphere,
    "deflector-shield": _deflector,
    "bubble-shield": _bubble,
    "steel-shield": _steel,
    "special-sensor": _sensor,
    "special-scanner": _scanner,
    "ocd": _ocd,
    "targeting-computer": _targeting,
    "autodefense-device": _autodefense,
    "power-distributor": _power_distributor,
    "osmotic-armour": _osmotic,
    "repel": _repel,
    "semi-cloak": _semi_cloak,
    "fab": _reproducing,
    "works": _reproducing,
    "pod-connection": _pods,
    "pod-expansion-port": _pods,
    "pod-breakaway": _pods,
    "spare-part": _spare,
}


def system_notes(entries: Iterable[Installed], play: Any, sizes: Sizes) -> list[Note]:
    """The play note of each supplement system aboard, once, in the order of the SSD; the pod
    connections share one."""
    out: list[Note] = []
    said: set[Callable] = set()
    for e in entries:
        make = SYSTEM_NOTES.get(e.system_id)
        if make is None or e.spec is None or make in said:
            continue
        said.add(make)
        title = "Pod connections" if make is _pods else e.spec.name
        out.append((title, make(e.spec, play, sizes)))
    return out


def shuttle_notes(design: SfbDesign, entries: Iterable[Installed], play: Any) -> list[Note]:
    """Yakashuttles (YAKA in the NOTES cell or a Y in a shuttle box, L718-730) with the Stinky
    Food they carry (L638-642); a Joshadan ship's fighter bays may hold Scientific Investigation
    Shuttles, "treated as fighters" (L732-735)."""
    entries = list(entries)
    out: list[Note] = []
    if "YAKA" in design.shuttle_notes.upper() or any("Y" in e.marks for e in entries):
        y, food = play["yakashuttle"], play["stinky_food"]
        out.append(
            (
                "Yakashuttle",
                f"Pursues its target at speed {y['speed']} as a seeking weapon, docks "
                f"and unloads {food['sfu_per_yakashuttle']} Stinky Food Units (each makes "
                f"{food['boarding_parties_per_sfu']} boarding parties surrender, ALP ones immune). "
                f"The ship it holds adds {y['effective_range_plus']} to its weapons' effective "
                f"range, its turn mode doubles and each turn it makes has a {y['wrong_way_turn']} chance of "
                "going the other way.",
            )
        )
    if design.race == "joshadan" and any(e.system_id.startswith("fighter-bay") for e in entries):
        s = play["investigation_shuttle"]
        out.append(
            (
                "Scientific Investigation Shuttle",
                f"Treated as a fighter with no weapons: "
                f"{s['special_sensors']} Special Sensor and {s['labs']} labs, speed {s['speed']}, "
                f"bolts {s['bolt_hexes']} hexes.",
            )
        )
    return out


def ship_notes(design: SfbDesign, entries: tuple[Installed, ...], play: Any) -> list[Note]:
    """What the ship needs for what it is: mega-box scale (L31-42), antimatter aboard (L118-127,
    L255-259, L709-712), Rutan Engine Doubling (L691-699)."""
    out: list[Note] = []
    if design.data.mega_box:
        divisor = play["mega_box_damage"]["divisor"]
        out.append(
            (
                "Mega-boxes",
                f"Every box is {divisor} boxes; divide each volley by {divisor}, dropping fractions.",
            )
        )
    if carries_antimatter(entries):
        box, crit = play["cargo_explosion"]["destroyed_box"], play["cargo_explosion"]["critical_one"]
        out.append(
            (
                "Antimatter",
                "Containment is paid every turn in Energy Allocation; unpaid, all "
                "antimatter loses containment and the ship is destroyed. A cargo box with AMTs "
                f"destroyed: {box['fraction']} of the maximum damage of all its torpedoes, rounded "
                f"up. Critical hits on {play['errevin_critical']['die']}; a 1 loses containment in "
                f"one cargo space: {crit['fraction']} of each torpedo, rounded up.",
            )
        )
    if design.race == RUTAN:
        out.append(
            (
                "Rutan Engine Doubling",
                "Declared in Energy Allocation: movement cost halved "
                "(the second turn mode), every weapon fires twice as often, up to four bolts.",
            )
        )
    return out


__all__ = ["Note", "SYSTEM_NOTES", "ship_notes", "shuttle_notes", "size_words", "system_notes"]
