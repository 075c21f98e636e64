"""What the designer computes: power by source, BPV with option mounts, the Joshada refit budget,
the Rutan allowance, bolting eligibility and cost, and the energy plan's costs. Digest §12 tests
S2-S5, S9-S15 (energies), S20, S22, S24, S26, S28-S30; expected values from seed 004 or by hand."""

from __future__ import annotations

import pytest

from designer.games.sfb.rules.movement import bolt_energy, bolt_right
from tests.games.sfb.helpers import (
    CATALOG,
    F,
    GAME,
    codes,
    evaluate,
    example,
    finding,
    one_item_cost,
    plan_lines,
    ssd,
)


def test_s22_power_by_source():
    """S22 (004 L701-707): 12 L WARP-2 + 12 R WARP-2 + 2 A2WR + 4 IMP = 24 + 24 + 4 + 4 = 56."""
    design = ssd(
        boxes=[
            {"system": "l-warp-2", "count": 12},
            {"system": "r-warp-2", "count": 12},
            {"system": "a2wr", "count": 2},
            {"system": "impulse", "count": 4},
            {"system": "battery", "count": 3},
        ]
    )
    stats = evaluate(design).stats
    assert (stats["power_warp"], stats["power_reactors"], stats["power_impulse"]) == (48, 4, 4)
    assert stats["power_total"] == 56
    assert stats["battery_capacity"] == 3  # stored, not generated (digest correction 3)


def test_boxes_by_hit_category():
    stats = evaluate(ssd(("holo-laser", 3), ("special-sensor", 2))).stats
    assert stats["boxes_by_hit"]["Drone"] == 3 and stats["boxes_by_hit"]["Torp"] == 2  # L431, L525
    assert stats["boxes"] == 1 + 6 + 6 + 2 + 3 + 2


def rutan(*mounts, bpv=120, **fields):
    return ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": bpv, "turn_mode_doubled": "D"},
        option_mounts=list(mounts),
        **fields,
    )


def test_s26_rutan_bpv_and_allowance():
    """S26 (004 L569-577, L881, L897): OPT <- DISR 1.6 and OPT <- PH-1 0.8 on base BPV 120: BPV
    122.4; the allowance is 12.0 (1/10 of the base BPV, our default) or 12.24 (of the fitted BPV)."""
    design = rutan({"fitted": "disruptor", "arcs": ["FA"]}, {"fitted": "phaser-1", "arcs": ["LS"]})
    ev = evaluate(design)
    assert ev.stats["points"] == F(612, 5) and ev.stats["option_cost"] == F(12, 5)
    assert ev.stats["allowance_budget"] == 12 and ev.legal
    assert evaluate(design, rutan_allowance="fitted-bpv").stats["allowance_budget"] == F(306, 25)
    assert "allowance_budget" not in evaluate(design, rutan_allowance="reasonable-selection").stats
    rows = [r for r in ev.breakdown if r.path.startswith("option_mounts")]
    assert [r.measures["bpv"] for r in rows] == [F(8, 5), F(4, 5)]
    assert sum(r.measures["bpv"] for r in ev.breakdown) == ev.stats["points"] == ev.detail.bpv


def test_s24_joshada_refit_budget_with_refund():
    """S24 (004 L824-829): PL-S 6 + SCAN 8 + SEN 4 + PH-1 0.8 + PH-2 0.6 + PH-3 0.4 = 19.8 of 20;
    + TRAC 0.6 = 20.4 is over; uninstalling SCAN refunds 8: 11.8 used, 8.2 left."""
    design = example("joshada-refit")
    ev = evaluate(design)
    assert ev.stats["option_cost"] == F(99, 5) and ev.stats["refit_remaining"] == F(1, 5) and ev.legal
    over = design.model_copy(
        update={
            "option_mounts": design.option_mounts
            + [design.option_mounts[0].model_copy(update={"fitted": "tractor", "arcs": []})]
        }
    )
    assert evaluate(over).stats["option_cost"] == F(102, 5)
    assert finding(evaluate(over), "SFB-REFIT-OVER").path == "option_mounts"
    refunded = design.model_copy(
        update={"option_mounts": [m for m in design.option_mounts if m.fitted != "special-scanner"]}
    )
    stats = evaluate(refunded).stats
    assert (stats["option_cost"], stats["refit_remaining"]) == (F(59, 5), F(41, 5))


def test_joshada_bpv_decision():
    """Our decision (004 L828-829 'treated somewhat like Rutan Option Mounts', L572-573): the
    refit's cost is added to the Joshada's BPV (135 + 19.8 = 154.8); rule option not-added keeps 135."""
    design = example("joshada-refit")
    assert evaluate(design).stats["points"] == F(774, 5)
    assert evaluate(design, joshada_refit_bpv="not-added").stats["points"] == 135


@pytest.mark.parametrize(
    "race, size, nimble, doubling, ability, allowed, per_turn",
    [
        ("", 3, False, False, 0, False, None),  # SC3, not nimble (L53)
        ("", 4, False, False, 0, True, None),  # SC4 "or smaller" (L53)
        ("", 3, True, False, 0, True, None),  # nimble (L53)
        ("rutan", 3, False, True, 0, True, 4),  # Rutan with Engine Doubling: four a turn (L66-68)
        ("rutan", 3, False, False, 0, False, None),  # Rutan without (L66-67)
        ("rutan", 4, False, False, 0, False, None),  # Rutan SC4 without: still no (digest correction 5)
        ("rutan", 4, True, False, 0, False, None),  # nor nimble
        ("", 3, False, False, 3, True, 2),  # "Ability to Bolt 3 Hexes": twice a turn (L70-73)
    ],
)
def test_s3_bolt_eligibility(race, size, nimble, doubling, ability, allowed, per_turn):
    design = ssd(race=race, data={"size_class": size, "nimble": nimble, "bolt_hexes": ability})
    right = bolt_right(design, CATALOG, doubling)
    assert (right.allowed, right.per_turn) == (allowed, per_turn), right.reason


def test_s2_bolt_cost():
    """S2 (004 L57-58): 4 hexes at movement cost 1/2: 4 x 1/2 + 2 = 4; under Engine Doubling the
    movement cost halves first (L694): 4 x 1/4 + 2 = 3."""
    design = ssd(data={"size_class": 4, "movement_cost": "1/2"})
    assert bolt_energy(design, CATALOG, 4, False) == 4
    assert (
        one_item_cost(item={"use": "bolt", "hexes": 4}, data={"size_class": 4, "movement_cost": "1/2"}) == 4
    )
    rutan_ship = ssd(race="rutan", data={"movement_cost": "1/2"})
    assert bolt_energy(rutan_ship, CATALOG, 4, True) == 3


def test_bolting_in_the_plan_follows_the_right_to_bolt():
    sc4_rutan = ssd(
        race="rutan",
        data={"size_class": 4, "turn_mode_doubled": "D"},
        plan={"items": [{"use": "bolt", "hexes": 2}]},
    )
    assert finding(evaluate(sc4_rutan), "SFB-PLAN-BOLT").path == "energy_plan.items[0]"
    doubled = sc4_rutan.model_copy(
        update={"energy_plan": sc4_rutan.energy_plan.model_copy(update={"engine_doubling": True})}
    )
    assert "SFB-PLAN-BOLT" not in codes(evaluate(doubled))
    five = ssd(
        race="rutan",
        data={"turn_mode_doubled": "D"},
        plan={"engine_doubling": True, "items": [{"use": "bolt", "hexes": 1}] * 5},
    )
    assert finding(evaluate(five), "SFB-PLAN-BOLT").path == "energy_plan.items[4]"  # four a turn
    far = ssd(data={"bolt_hexes": 3}, plan={"items": [{"use": "bolt", "hexes": 4}]})
    assert finding(evaluate(far), "SFB-PLAN-BOLT").path == "energy_plan.items[0].hexes"


def test_s4_blossom_energy():
    """S4 (004 L98-101): 2 Bolt Guns (1 each) + 1 Particle Beam (3) + 1 PEB (2) at movement cost 1:
    7 + 6 = 13."""
    cost = one_item_cost(
        ("bolt-gun", 2),
        {"system": "particle-beam", "count": 1, "arcs": ["FA"]},
        {"system": "phaser-energy-beam", "count": 1, "arcs": ["FA"]},
        item={"use": "blossom"},
        race="rutan",
    )
    assert cost == 13


def test_blossom_is_rutan_and_once_a_turn():
    other = evaluate(ssd(plan={"items": [{"use": "blossom"}]}))
    assert finding(other, "SFB-PLAN-BLOSSOM").path == "energy_plan.items[0]"
    twice = evaluate(ssd(race="rutan", plan={"items": [{"use": "blossom"}, {"use": "blossom"}]}))
    assert finding(twice, "SFB-PLAN-BLOSSOM").path == "energy_plan.items[1]"
    unknown = evaluate(
        ssd(
            {"system": "phaser-1", "count": 2, "arcs": ["FA"]},
            race="rutan",
            plan={"items": [{"use": "blossom"}]},
        )
    )
    assert finding(unknown, "SFB-PLAN-ENERGY-UNKNOWN").severity == "warning"


@pytest.mark.parametrize("use", ["arm", "hold"])
def test_plan_item_for_a_missing_base_game_system_is_a_finding(use):
    """Arming or holding a system the ship lacks whose energy is the base game's (phaser-1: no
    ``energy`` in systems.yaml) is reported as missing boxes, not a traceback (it used to be)."""
    ev = evaluate(ssd(plan={"items": [{"use": use, "system": "phaser-1"}]}))
    assert finding(ev, "SFB-PLAN-BOXES").path == "energy_plan.items[0].system"
    assert "energy_plan.items[0]" not in plan_lines(ev)


AMT = {"system": "amt", "count": 4, "arcs": ["FA"]}


@pytest.mark.parametrize(
    "item, cost",
    [
        ({"use": "load-amt", "torpedo": "normal", "count": 4}, 2),  # 4 x 1/2 (L151)
        ({"use": "load-amt", "torpedo": "heavy", "count": 4}, 4),  # 4 x 1 (L162)
        ({"use": "hold-amt", "torpedo": "heavy", "count": 4}, 2),  # 4 x 1/2 (L163)
        ({"use": "hold-amt", "torpedo": "normal", "count": 4}, 0),  # L152
    ],
)
def test_s5_amt_loading(item, cost):
    """S5 (004 L151-152, L162-163): four launchers."""
    assert one_item_cost(AMT, item=item) == cost


def test_amt_launcher_limits():
    early = evaluate(
        ssd(
            {"system": "amt-fast", "count": 1, "arcs": ["FA"]},
            plan={"containment": True, "items": [{"use": "load-amt", "torpedo": "early"}]},
        )
    )
    assert finding(early, "SFB-PLAN-AMT-LOAD").path == "energy_plan.items[0]"  # L185
    fast = evaluate(
        ssd(
            {"system": "amt-fast", "count": 1, "arcs": ["FA"]},
            plan={"containment": True, "items": [{"use": "load-amt", "count": 16}]},
        )
    )
    assert "SFB-PLAN-AMT-LOAD" not in codes(fast)  # every second impulse of 32 (L144-146)
    five = evaluate(ssd(AMT, plan={"containment": True, "items": [{"use": "load-amt", "count": 5}]}))
    assert "SFB-PLAN-AMT-LOAD" in codes(five)  # one a launcher a turn (L138-139)


def test_s9_cargo_capacity_on_the_ammunition_track():
    """S9 (004 L186, L448 vs L256): three cargo boxes with AMTs hold 27 (revised) or 12."""
    design = ssd(AMT, {"system": "cargo", "count": 4, "marks": ["T", "T", "T"]}, ("ammd", 2))
    track = evaluate(design).detail.ammunition[0]
    assert [s.boxes for s in track.segments] == [4, 27, 2] and track.boxes == 33
    assert [s.boxes for s in evaluate(design, cargo_amt_capacity=4).detail.ammunition[0].segments] == [
        4,
        12,
        2,
    ]
    assert evaluate(design, amt_track_cargo="all").detail.ammunition[0].segments[1].boxes == 36


def test_errevin_example_ammunition_track():
    track = evaluate(example("errevin-torpedo-cruiser")).detail.ammunition[0]
    assert track.boxes == 5 + 3 * 9 + 2  # 5 launchers, 3 T cargo, 2 AMMD


def test_s10_particle_beam_energy():
    """S10 (004 L272-276): arm 3 + boost 1.5 = 4.5 energy (damage +3); the 3 of the arming is
    warp energy (L272), the boost's 1.5 any power by default (L273 names no source)."""
    pb = {"system": "particle-beam", "count": 1, "arcs": ["FA"]}
    ev = evaluate(ssd(pb, plan={"items": [{"use": "arm", "system": "particle-beam", "boost": 1.5}]}))
    line = ev.detail.plan.lines[0]
    assert (line.energy, line.warp) == (F(9, 2), 3)
    boost = CATALOG.systems["particle-beam"].energy.boost
    assert F(3, 2) / boost.energy * boost.damage == 3
    odd = evaluate(ssd(pb, plan={"items": [{"use": "arm", "system": "particle-beam", "boost": 0.25}]}))
    assert finding(odd, "SFB-PLAN-MODE").path == "energy_plan.items[0].boost"


def test_particle_beam_boost_from_any_power_by_default():
    """Issue 23 item 7: arming "takes 3 units of warp energy" (004 L272); the boost is "1/2 point
    of energy" (L273), source unnamed. Two beams boosted 0.5 on 6 warp: 2 x 3 = 6 warp (legal),
    the 1 of boost from impulse; rule option warp-only counts 7 warp and refuses."""
    design = ssd(
        {"system": "particle-beam", "count": 2, "arcs": ["FA"]},
        boxes=[
            {"system": "l-warp", "count": 6},
            {"system": "impulse", "count": 6},
            {"system": "particle-beam", "count": 2, "arcs": ["FA"]},
        ],
        plan={"items": [{"use": "arm", "system": "particle-beam", "boxes": 2, "boost": 0.5}]},
    )
    line = evaluate(design).detail.plan.lines[0]
    assert (line.energy, line.warp) == (7, 6)
    assert "SFB-PLAN-WARP" not in codes(evaluate(design))
    strict = finding(evaluate(design, particle_beam_boost="warp-only"), "SFB-PLAN-WARP")
    assert strict.message.startswith("7 must be warp energy (Particle Beam arming and boost)")
    errevin = evaluate(example("errevin-torpedo-cruiser")).detail.plan.lines
    assert [(x.energy, x.warp) for x in errevin if "PART" in x.label] == [(7, 6)]  # was (7, 7)


def test_mega_box_bolt_and_containment_follow_the_energy_rule():
    """Issue 23 item 9: on a mega-box ship the rules' costs are /10 (004 L38-40, rule option
    mega_box_energy=divide): the bolt's +2 (L57-58) is 0.2 and containment's 1 (L710-712) 0.1;
    the movement is the SSD's own cost, already in scale. as-written keeps 2 and 1."""
    design = ssd(
        data={"mega_box": True, "size_class": 4, "movement_cost": "1"},
        plan={"containment": True, "items": [{"use": "bolt", "hexes": 3}]},
    )
    lines = plan_lines(evaluate(design))
    assert lines["energy_plan.items[0]"] == 3 + F(1, 5) and lines["energy_plan.containment"] == F(1, 10)
    written = plan_lines(evaluate(design, mega_box_energy="as-written"))
    assert written["energy_plan.items[0]"] == 5 and written["energy_plan.containment"] == 1


def test_the_plan_says_why_a_blossom_costs_more():
    """Issue 21 item 7: a blossom fires every weapon once (004 L96-101), so a weapon added raises
    it; the over-power finding says so. 2 Bolt Guns (2) + a PEB (2) + 6 hexes at 1 = 10 on 6+6+2
    = 14 power; a third Bolt Gun and speed 4 make it 11 + 4 = 15, over by 1."""

    def ship(bolts):
        return ssd(
            ("bolt-gun", bolts),
            {"system": "phaser-energy-beam", "count": 1, "arcs": ["FA"]},
            race="rutan",
            data={"turn_mode_doubled": "D"},
            plan={"speed": 4, "items": [{"use": "blossom"}]},
        )

    assert "SFB-PLAN-OVER" not in codes(evaluate(ship(2)))
    over = evaluate(ship(3))
    assert evaluate(ship(3)).detail.plan.lines[-1].label == "Blossom: 4 weapon boxes once (5) + 6 hexes (6)"
    assert finding(over, "SFB-PLAN-OVER").message.endswith(
        "the blossom fires every weapon aboard once (4 weapon boxes, 5), so each weapon added raises its cost"
    )


def test_a_missing_arc_is_fixed_without_changing_the_weapon():
    """Issue 21 item 7: a weapon without an arc is offered arcs (or removal), never another
    system ("Set DISR system to A HULL" was)."""
    from designer.core.fixes import suggest_fixes

    design = ssd(("disruptor", 1))
    error = finding(evaluate(design), "SFB-ARC-MISSING")
    labels = [fix.label for fix in suggest_fixes(GAME, design, error, limit=50)]
    assert labels[0] == "Give it the FA arc" and not any("system to" in x for x in labels)
    unknown = ssd(("warp-drive", 1))  # a finding about the row's kind still offers systems
    error = finding(evaluate(unknown), "SFB-SYSTEM-UNKNOWN")
    assert any("system to" in fix.label for fix in suggest_fixes(GAME, unknown, error))


def test_particle_beam_needs_warp_energy():
    """ETJG2.2: 3 units of warp energy (004 L272); a ship with 1 warp box cannot arm one."""
    design = ssd(
        boxes=[
            {"system": "l-warp", "count": 1},
            {"system": "impulse", "count": 6},
            {"system": "particle-beam", "count": 1, "arcs": ["FA"]},
        ],
        plan={"items": [{"use": "arm", "system": "particle-beam"}]},
    )
    assert finding(evaluate(design), "SFB-PLAN-WARP").path == "energy_plan.items"


ITEM_IDS = [  # the digest §12 test each item checks
    "S11 HL",
    "S11 HL overload",
    "S12 AHL boost",
    "S13 AMMD normal",
    "S13 AMMD heavy",
    "S13 AMMD blank",
    "S14 FBT turn 1",
    "S14 FBT turn 2",
    "S14 FBT hold",
    "S15 OCD drone",
    "S15 OCD plasma",
    "S15 OCD lock-on",
    "S15 OCD weapons",
    "S15 OCD take-over",
    "S20 SEN drone",
    "S20 SEN information",
    "S20 SEN interference",
    "S20 SCAN plasma",
    "S20 SCAN hone",
    "S17 BC fire 2",
    "S17 BC hold",
    "S28 Bubble",
    "S29 REPEL",
    "S30 Deflector",
    "S30 Steel",
    "S30 Semi-Cloak",
    "S30 PHS turn 1",
    "S30 PHS turn 2",
    "S30 Stun short",
    "S30 Stun long",
    "S30 PEB",
    "S30 Bolt Gun",
    "S30 AMG",
    "S30 PH-1G",
    "S30 PH-D",
]


@pytest.mark.parametrize(
    "groups, item, cost",
    [
        # S11 (004 L412-413): Holo-Laser 1, overloaded 1.5
        ([{"system": "holo-laser", "count": 1, "arcs": ["FA"]}], {"use": "arm", "system": "holo-laser"}, 1),
        (
            [{"system": "holo-laser", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "holo-laser", "mode": "overload"},
            F(3, 2),
        ),
        # S12 (L497-499): Advanced Holo-Laser 2 + 1/2 boost
        (
            [{"system": "advanced-holo-laser", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "advanced-holo-laser", "boost": 0.5},
            F(5, 2),
        ),
        # S13 (L436-444): an AMMD makes a normal AMT for 2, a heavy for 3, a blank casing for 1 (L238)
        ([("ammd", 1)], {"use": "ammd", "normal": 1}, 2),
        ([("ammd", 1)], {"use": "ammd", "heavy": 1}, 3),
        ([("ammd", 1)], {"use": "ammd", "blank": 1}, 1),
        # S14 (L387): Fireball 3-2 (2)
        ([("fireball-torpedo", 1)], {"use": "arm", "system": "fireball-torpedo", "turn": 1}, 3),
        ([("fireball-torpedo", 1)], {"use": "arm", "system": "fireball-torpedo", "turn": 2}, 2),
        ([("fireball-torpedo", 1)], {"use": "hold", "system": "fireball-torpedo"}, 2),
        # S15 (L546-565): OCD drone r8, plasma r8, lock-on r10 S3, weapons r10 S3, take-over E3 r5
        ([("ocd", 1)], {"use": "ocd", "function": "drone", "range": 8}, 12),
        ([("ocd", 1)], {"use": "ocd", "function": "plasma", "range": 8}, 16),
        ([("ocd", 1)], {"use": "ocd", "function": "lock-on", "range": 10, "size_class": 3}, 9),
        ([("ocd", 1)], {"use": "ocd", "function": "weapons", "range": 10, "size_class": 3}, F(11, 2)),
        ([("ocd", 1)], {"use": "ocd", "function": "take-over", "range": 5, "energy": 3}, 6),
        # S20 (L522-524, L536-538): SEN 1 / 2 / 3 power a box for its functions; SCAN likewise
        ([("special-sensor", 2)], {"use": "special-sensor", "boxes": 2, "function": "drone"}, 2),
        ([("special-sensor", 1)], {"use": "special-sensor", "function": "information"}, 2),
        ([("special-sensor", 1)], {"use": "special-sensor", "function": "interference"}, 3),
        ([("special-scanner", 1)], {"use": "special-scanner", "function": "plasma"}, 1),
        ([("special-scanner", 1)], {"use": "special-scanner", "function": "hone"}, 3),
        # S17 (L299-307): Beam Cannon 20 a cannon fired, 10 to hold
        ([("beam-cannon", 5)], {"use": "arm", "system": "beam-cannon", "boxes": 2}, 40),
        ([("beam-cannon", 5)], {"use": "hold", "system": "beam-cannon"}, 10),
        # S28 (L632-633): Bubble Shield 4; S29 (L645, L650): REPEL 2 attempts 1
        ([("bubble-shield", 1)], {"use": "activate", "system": "bubble-shield"}, 4),
        ([("repel", 1)], {"use": "repel", "attempts": 2}, 1),
        # S30: Deflector 2 (L457), Steel 1 (L484), Semi-Cloak 10 (L660), PHS 4-2 (L504), Stun 2 / 4
        # (L347-348), PEB 2 (L340), Bolt Gun 1 (L378), AMG 0 (L367), PH-1G / PH-D 2 each (L289-292)
        ([("deflector-shield", 1)], {"use": "activate", "system": "deflector-shield"}, 2),
        ([("steel-shield", 1)], {"use": "activate", "system": "steel-shield"}, 1),
        ([("semi-cloak", 1)], {"use": "activate", "system": "semi-cloak"}, 10),
        ([("phaser-sphere", 1)], {"use": "arm", "system": "phaser-sphere", "turn": 1}, 4),
        ([("phaser-sphere", 1)], {"use": "arm", "system": "phaser-sphere", "turn": 2}, 2),
        (
            [{"system": "stun-beam", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "stun-beam", "mode": "short"},
            2,
        ),
        (
            [{"system": "stun-beam", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "stun-beam", "mode": "long"},
            4,
        ),
        (
            [{"system": "phaser-energy-beam", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "phaser-energy-beam"},
            2,
        ),
        ([{"system": "bolt-gun", "count": 1, "arcs": ["FA"]}], {"use": "arm", "system": "bolt-gun"}, 1),
        (
            [{"system": "antimatter-gun", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "antimatter-gun", "shots": 3},
            0,
        ),
        (
            [{"system": "phaser-1g", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "phaser-1g", "shots": 4},
            2,
        ),
        (
            [{"system": "phaser-d", "count": 1, "arcs": ["FA"]}],
            {"use": "arm", "system": "phaser-d", "shots": 3},
            2,
        ),
    ],
    ids=ITEM_IDS,
)
def test_energy_plan_item_costs(groups, item, cost):
    assert one_item_cost(*groups, item=item) == cost


def test_s13_ammd_one_torpedo_a_box():
    """S13 (004 L436-437), a recorded decision: 6 power on one AMMD box still makes one torpedo
    a turn; rule option per-power lets it make three normal AMTs."""
    design = ssd(("ammd", 1), plan={"containment": True, "items": [{"use": "ammd", "normal": 3}]})
    assert finding(evaluate(design), "SFB-PLAN-AMMD").path == "energy_plan.items[0]"
    per_power = evaluate(design, ammd_per_box="per-power")
    assert "SFB-PLAN-AMMD" not in codes(per_power)
    assert plan_lines(per_power)["energy_plan.items[0]"] == 6


def test_s14_fireball_has_two_arming_turns():
    bad = evaluate(
        ssd(
            ("fireball-torpedo", 1), plan={"items": [{"use": "arm", "system": "fireball-torpedo", "turn": 3}]}
        )
    )
    assert finding(bad, "SFB-PLAN-ARM-TURN").path == "energy_plan.items[0].turn"


def test_ocd_limits():
    """Two functions an OCD box (004 L544); a function costing 0 or less cannot be used."""
    uses = [{"use": "ocd", "function": f, "range": 8} for f in ("drone", "plasma", "lock-on")]
    ev = evaluate(ssd(("ocd", 1), plan={"items": uses}))
    assert finding(ev, "SFB-PLAN-OCD-FUNCTIONS").path == "energy_plan.items[2]"
    cheap = evaluate(
        ssd(("ocd", 1), plan={"items": [{"use": "ocd", "function": "weapons", "range": 2, "size_class": 3}]})
    )
    assert finding(cheap, "SFB-PLAN-OCD-RANGE").severity == "warning"


def test_engine_doubling_doubles_the_rate_and_halves_movement():
    """HTJG1.1 (004 L693-697): movement cost halved, firing rate doubled (our decision: each extra
    arming paid again)."""
    design = ssd(
        {"system": "bolt-gun", "count": 1, "arcs": ["FA"]},
        race="rutan",
        data={"movement_cost": "1", "turn_mode_doubled": "D"},
        plan={
            "speed": 10,
            "engine_doubling": True,
            "items": [{"use": "arm", "system": "bolt-gun", "shots": 2}],
        },
    )
    lines = plan_lines(evaluate(design))
    assert lines["energy_plan.speed"] == 5 and lines["energy_plan.items[0]"] == 2
    single = design.model_copy(
        update={"energy_plan": design.energy_plan.model_copy(update={"engine_doubling": False})}
    )
    assert finding(evaluate(single), "SFB-PLAN-RATE").path == "energy_plan.items[0].shots"
    other = ssd(plan={"engine_doubling": True})
    assert finding(evaluate(other), "SFB-PLAN-RED").path == "energy_plan.engine_doubling"


def test_mega_box_ship_divides_rule_costs():
    """S17 in mega-box scale (004 L38-40): two Beam Cannons fired cost 4 and one held 1 on the Light
    of Doom; rule option as-written keeps 40 and 10."""
    design = example("light-of-doom")
    lines = plan_lines(evaluate(design))
    assert lines["energy_plan.items[0]"] == 4 and lines["energy_plan.items[1]"] == 1
    assert plan_lines(evaluate(design, mega_box_energy="as-written"))["energy_plan.items[0]"] == 40


def test_plan_totals_against_power_available():
    ev = evaluate(example("rutan-light-cruiser"))
    # speed 20 x 1/2 / 2 = 5, bolt 4 x 1/4 + 2 = 3, SEN drone 1, others 5 + 6: 20 of 26
    assert (ev.stats["plan_energy"], ev.stats["plan_available"]) == (20, 26)
    joshada = evaluate(example("joshada-refit")).detail.plan
    assert (joshada.generation, joshada.battery_draw, joshada.available) == (36, 3, 39)


def test_rule_option_values_are_checked():
    ev = evaluate(ssd(rules={"cargo_amt_capacity": 5}))  # checked by the engine, default kept
    assert finding(ev, "RULE-OPTION-VALUE").path == "rules.cargo_amt_capacity"
