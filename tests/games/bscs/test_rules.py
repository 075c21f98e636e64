"""BSCS construction numbers, hand-computed from seed 002 (line refs on each test)."""

from __future__ import annotations

import pytest

from designer.core.design_file import load_design
from designer.games.bscs.rules.ship_figures import sensor_cost
from tests.evaluating import evaluated
from tests.games.bscs.helpers import GAME, TC1, codes, design, evaluate, varied, with_systems


def test_tc1_frigate_size_points_power_crew():
    # digest TC-1: drives 8 + beams 30+10 + shields 3 + reactors 10×(1+2) + sensors 3×4+3³ + holds 0
    # + repair 1 + hospital 5 + pod 2 + MC 5 levels × 8 drives + TM 100/20×2 (002 L594-750)
    ev = evaluate(design())
    s = ev.stats
    assert ev.legal, ev.findings
    assert s["size_used"] == 100 and s["size_free"] == 0
    assert s["points"] == 8 + 30 + 10 + 3 + 30 + 39 + 0 + 1 + 5 + 2 + 40 + 10 == 178
    # power: 10 reactors × 12 (L628-629); demand 3×10 + 5 (beams, L182) + 30 (shields, L616)
    # + 1 (repair, L670) + 2 (hospital, L677) = 68; 52 spare buys floor(52/6) = 8 moves.
    assert s["power_produced"] == 120
    assert s["power_demand"] == 68
    assert s["move_cost"] == 6  # 10 + 100/100 − 5 (L738-742, L600)
    assert s["max_move"] == 8  # = drives (L367, L598)
    assert s["move_points_powered"] == 8
    assert s["turn_mode"] == 2 and s["hull"] == 7 and s["hull_min"] == 5  # ceil(93/20) (L689)
    # crew: minimum 4/4 + 1 + 1 = 3 (L700); complement 9 + ceil(18/10) + ceil(6/5) + 5 + 20 = 38
    # rounding each term up (digest D11 default); 37 when only the total is rounded.
    assert s["crew_min"] == 3
    assert s["crew_required"] == 38
    assert s["crew_hull"] == 4  # 1 hull per 10 crew (L696)
    assert evaluate(design(), crew_rounding="total").stats["crew_required"] == 37
    # counting shield points instead of generators: 9 + 2 + ceil(33/5)=7 + 5 + 20 = 43 (digest TC-1)
    assert evaluate(design(), crew_shields="points").stats["crew_required"] == 43


def test_tc1_power_draw_per_consumer():
    draws = {d["path"]: d["power"] for d in evaluate(design()).stats["power_draw"]}
    assert draws == {"systems[1]": 30, "systems[2]": 5, "systems[3]": 30, "systems[7]": 1, "systems[8]": 2}


def test_tc2_jump_carrier_682_points():
    loaded = load_design(GAME.standard_design("tc2-jump-carrier").path)
    ev = evaluated(GAME, loaded.design)
    s = ev.stats
    assert ev.legal, ev.findings
    # 10 + 100 + 4×11 + 10×12 + 5 + 10×6 + 155 + 2 + 0 + 3×2 + 2 + 6 + 2 + 16×10 + 200/20×1
    assert s["points"] == 10 + 100 + 44 + 120 + 5 + 60 + 155 + 2 + 0 + 6 + 2 + 6 + 2 + 160 + 10 == 682
    assert s["size_used"] == 200
    assert s["move_cost"] == 16  # 10 + 2×10 + 200/100 − 16 (L736-742, L643)
    assert s["power_produced"] == 150 and s["power_demand"] == 72  # 20 + 50 + 2
    assert s["move_points_powered"] == 4  # floor(78 / 16)
    assert s["crew_min"] == 3  # missiles excluded (L700)
    assert s["crew_required"] == 39  # 9 + 5 + 2 + 2 + 1 + 10 + 10 (L702-709)


def test_standard_designs_recompute_to_their_book_points():
    for std in GAME.standard_designs:
        if std.book_points is not None:
            ev = evaluated(GAME, load_design(std.path).design)
            assert ev.points == pytest.approx(std.book_points), std.id
            assert ev.legal, (std.id, ev.findings)


@pytest.mark.parametrize("size,tm,cost", [(100, 3, 15), (200, 1, 10), (47, 2, 4.7)])
def test_turn_mode_cost(size, tm, cost):
    # "If the ship is size 100, and had a turn mode of 3, it would cost 15" (002 L748-750)
    d = design({"game": "bscs", "name": "TM", "hull": size, "turn_mode": tm})
    row = next(r for r in evaluate(d).breakdown if r.path == "turn_mode")
    assert row.points == pytest.approx(cost)
    assert row.measures["size"] == 0  # takes no space (L746)


@pytest.mark.parametrize(
    "level,n,cost",
    [
        ("poor", 1, 2),
        ("fair", 2, 12),
        ("standard", 3, 39),
        ("good", 4, 88),
        ("excellent", 5, 165),
        ("advanced", 1, 41),
        ("improved", 2, 48),
    ],
)
def test_sensor_cost(level, n, cost):
    # (# of sensors × cost basis) + sensors cubed (002 L637); bases L414-420 (digest TC-4)
    assert sensor_cost(level, n, GAME.data.catalog()) == cost
    d = design(
        {"game": "bscs", "name": "S", "hull": n, "systems": [{"type": "sensor", "count": n, "level": level}]}
    )
    row = next(r for r in evaluate(d).breakdown if r.path == "systems[0]")
    assert row.points == cost and row.measures["size"] == n  # one space each (L636)


def test_sensor_cube_is_per_type_group_across_entries():
    # digest D15: two entries of 1 standard sensor each cost as 2 sensors: 2×4 + 8 = 16
    d = design(
        {
            "game": "bscs",
            "name": "S",
            "hull": 5,
            "systems": [
                {"type": "sensor", "level": "standard"},
                {"type": "sensor", "level": "standard"},
                {"type": "sensor", "level": "poor"},
            ],
        }
    )
    ev = evaluate(d)
    assert sum(r.points for r in ev.breakdown if r.path.startswith("systems")) == 16 + 2
    assert ev.stats["sensors"] == [
        {"level": "standard", "count": 2, "die": "d8"},
        {"level": "poor", "count": 1, "die": "d4"},
    ]


@pytest.mark.parametrize(
    "beam,size,points,power",
    [
        # digest TC-3 (002 L182-190): size (D/K)×A, cost (D + (E−1) + (D − D/K) + F + 10C)×A, D/E
        ({"damage": 10}, 10, 10, 10),
        ({"damage": 10, "arcs": ["F", "SF"]}, 20, 20, 10),
        ({"damage": 10, "efficiency": 2}, 10, 11, 5),
        ({"damage": 10, "damage_per_size": 2}, 5, 15, 10),
        ({"damage": 10, "focus": 3}, 10, 13, 10),
        ({"damage": 10, "compaction": 1}, 10, 20, 10),
        (
            {
                "damage": 10,
                "efficiency": 2,
                "damage_per_size": 2,
                "focus": 3,
                "compaction": 1,
                "arcs": ["F", "SF", "SA"],
            },
            15,
            87,
            5,
        ),
        (
            {"damage": 25, "efficiency": 15, "damage_per_size": 25, "focus": 10, "compaction": 3},
            1,
            103,
            25 / 15,
        ),
    ],
)
def test_beam_cost(beam, size, points, power):
    ev = evaluate(design({"game": "bscs", "name": "B", "hull": 5, "systems": [{"type": "beam", **beam}]}))
    row = next(r for r in ev.breakdown if r.path == "systems[0]")
    assert row.measures["size"] == pytest.approx(size) and row.points == pytest.approx(points)
    assert ev.stats["power_demand"] == pytest.approx(round(power, 4))
    assert not [f for f in ev.findings if f.code.startswith("BSCS-CU")]


def test_beam_density_reading_b():
    # digest D3 reading B: 1 point per level of K: D10 K2 costs 11; the TC-3 180° beam costs 75
    for beam, points in [
        ({"damage": 10, "damage_per_size": 2}, 11),
        (
            {
                "damage": 10,
                "efficiency": 2,
                "damage_per_size": 2,
                "focus": 3,
                "compaction": 1,
                "arcs": ["F", "SF", "SA"],
            },
            75,
        ),
    ]:
        d = design({"game": "bscs", "name": "B", "hull": 5, "systems": [{"type": "beam", **beam}]})
        assert evaluate(d, beam_density_cost="per-level").breakdown[0].points == points


@pytest.mark.parametrize(
    "missile,size,points",
    [
        # digest TC-5 (002 L241-242)
        ({"damage": 100, "range": 30, "sensors": 2}, 1.2, 15),
        ({"damage": 50, "range": 10, "sensors": 1}, 0.6, 7),
        ({"warhead": "nuclear", "yield": 1, "range": 20, "sensors": 1}, 0.2, 103),
        ({"warhead": "antimatter", "yield": 1, "range": 50, "sensors": 3}, 0.4, 1008),
    ],
)
def test_missile_cost(missile, size, points):
    ev = evaluate(
        design({"game": "bscs", "name": "M", "hull": 5, "systems": [{"type": "missile", **missile}]})
    )
    row = ev.breakdown[0]
    assert row.measures["size"] == pytest.approx(size) and row.points == pytest.approx(points)
    assert ev.stats["power_demand"] == 0  # missiles require no power (L231)


def test_cannon_and_shells():
    # digest TC-6: D5 cannon 5 Pts, 5 Sz, 0.5 Pw (L204-205); 2 plain shells (0.5 Sz) fill 1 hold
    d = design(
        {
            "game": "bscs",
            "name": "C",
            "hull": 5,
            "systems": [{"type": "cannon", "damage": 5, "shells": 2}, {"type": "hold", "contents": "shells"}],
        }
    )
    ev = evaluate(d)
    assert ev.breakdown[0].measures["size"] == 5 and ev.breakdown[0].points == 5
    assert ev.stats["power_demand"] == 0.5
    assert ev.legal
    # a third shell does not fit the one shell hold
    d3 = design(
        {
            "game": "bscs",
            "name": "C",
            "hull": 5,
            "systems": [{"type": "cannon", "damage": 5, "shells": 3}, {"type": "hold", "contents": "shells"}],
        }
    )
    assert [(f.code, f.path) for f in evaluate(d3).errors] == [("BSCS-SHELLS-HOLD", "systems[0].shells")]
    # nuclear 1 kt shells: 100 Pts each, 0.1 Sz, 10 in a hold (L212-213)
    dn = design(
        {
            "game": "bscs",
            "name": "C",
            "hull": 5,
            "systems": [
                {"type": "cannon", "damage": 5, "warhead": "nuclear", "yield": 1, "shells": 10},
                {"type": "hold", "contents": "shells"},
            ],
        }
    )
    ev = evaluate(dn)
    assert ev.legal and ev.breakdown[0].points == 5 + 10 * 100


def test_streamline_then_stealth():
    # digest TC-8 (002 L721-734): 100 → +10 streamline (cost 10) → stealth 2 on 110 = 11 Sz, 110 Pts
    base = {"game": "bscs", "name": "S", "hull": 98, "systems": [{"type": "drive", "count": 2}]}
    ev = evaluate(design(base, streamline="standard", stealth=2))
    rows = {r.path: r for r in ev.breakdown}
    assert rows["streamline"].measures["size"] == pytest.approx(10) and rows[
        "streamline"
    ].points == pytest.approx(10)
    assert rows["stealth"].measures["size"] == pytest.approx(11) and rows["stealth"].points == pytest.approx(
        110
    )
    assert ev.stats["size_used"] == pytest.approx(121)
    assert ev.stats["move_cost_unimproved"] == pytest.approx(10 + 1.21)  # L740-742
    cargo = {r.path: r for r in evaluate(design(base, streamline="cargo-plane")).breakdown}
    assert cargo["streamline"].measures["size"] == pytest.approx(25) and cargo[
        "streamline"
    ].points == pytest.approx(50)


def test_armor_raises_move_cost_by_ten():
    ev = evaluate(with_systems({"type": "armor", "count": 2, "section": "F"}, size=102))
    assert ev.stats["move_cost_unimproved"] == pytest.approx(10 + 20 + 1.02)  # L643, L739


def test_campaign_universe_off_allows_the_maxima():
    d = varied(1, efficiency=16, focus=11, compaction=4, damage_per_size=26)
    assert set(codes(evaluate(d))) >= {
        "BSCS-CU-EFFICIENCY",
        "BSCS-CU-FOCUS",
        "BSCS-CU-COMPACTION",
        "BSCS-CU-DENSITY",
    }
    off = evaluate(d, campaign_universe=False)
    assert not [f for f in off.findings if f.code.startswith("BSCS-CU")]
    assert off.stats["campaign_universe"] is False


def test_tc1_is_the_base_for_the_rejects():
    assert TC1["size"] == 100 and evaluate(design()).legal


def two_jump_engines():
    # TC-1 with two jump engines: 150 spaces, 120 power (10 reactors × 12)
    return with_systems({"type": "jump", "count": 2}, size=None, hull=8)


def test_two_jump_engines_need_100_power_each_by_default():
    # "Jump Engines DO NOT produce any power, but require 100 Power each to work" (002 L459)
    ev = evaluate(two_jump_engines())
    assert ev.stats["jump_power"] == 200 and ev.stats["power_produced"] == 120
    assert [(f.code, f.severity) for f in ev.findings if f.code == "BSCS-POWER-JUMP"] == [
        ("BSCS-POWER-JUMP", "warning")
    ]


def test_jump_power_per_jump_reading():
    # "Translight Energy Cost is 100 per Jump" (002 L608): 100 whatever the engines
    ev = evaluate(two_jump_engines(), jump_power="per-jump")
    assert ev.stats["jump_power"] == 100
    assert "BSCS-POWER-JUMP" not in codes(ev)
    assert evaluate(design(), jump_power="per-jump").stats["jump_power"] == 0  # no engine


@pytest.mark.parametrize(
    "options,size,points",
    [
        # a 5-damage cannon in SF and SA: 1 space and 1 point per damage (002 L205) × 2 arcs (L190)
        ({}, 10, 10),
        ({"arc_multiplier": "beams"}, 5, 5),  # L190 read as the beam rules' own
    ],
)
def test_arc_multiplier_on_cannon(options, size, points):
    d = design(
        {
            "game": "bscs",
            "name": "C",
            "hull": 5,
            "systems": [{"type": "cannon", "damage": 5, "arcs": ["SF", "SA"]}],
        }
    )
    row = evaluate(d, **options).breakdown[0]
    assert (row.measures["size"], row.points) == (size, points)


def test_arc_multiplier_option_leaves_beams_alone():
    d = design(
        {
            "game": "bscs",
            "name": "B",
            "hull": 5,
            "systems": [{"type": "beam", "damage": 10, "arcs": ["F", "SF"]}],
        }
    )
    row = evaluate(d, arc_multiplier="beams").breakdown[0]
    assert (row.measures["size"], row.points) == (20, 20)  # double for 120° (L190)


@pytest.mark.parametrize(
    "arcs,sectors,span",
    [
        (["F", "A"], 2, 4),  # split: F and A, or the 240° from F through SF and SA to A
        (["F", "SA"], 2, 3),  # F, SF, SA: 180°, "triple for 180" (L190)
        (["PF", "SF"], 2, 3),  # across the bow: PF, F, SF
        (["F", "SF"], 2, 2),  # an unbroken 120° arc is the same both ways
        (["F", "SF", "SA", "A", "PA", "PF"], 6, 6),
    ],
)
def test_split_arcs(arcs, sectors, span):
    # a 10-damage beam: 10 spaces and 10 points for a 60° arc (002 L184, L190); "Some Weapons may
    # have more than One Firing Arc" (L251): sectors counts them, span the arc that holds them
    d = design(
        {"game": "bscs", "name": "B", "hull": 5, "systems": [{"type": "beam", "damage": 10, "arcs": arcs}]}
    )
    assert evaluate(d).breakdown[0].points == 10 * sectors
    row = evaluate(d, split_arcs="span").breakdown[0]
    assert (row.measures["size"], row.points) == (10 * span, 10 * span)


def sensor_points(ev) -> list[float]:
    return [r.points for r in ev.breakdown if r.path.startswith("systems")]


def test_sensor_cube_of_all_sensors_together():
    # 3 standard (basis 4) + 2 good (basis 6) sensors (002 L416-417, L637): per type
    # 3×4 + 3³ + 2×6 + 2³ = 59 (digest D15); all sensors cubed together 3×4 + 2×6 + 5³ = 149
    d = design(
        {
            "game": "bscs",
            "name": "S",
            "hull": 5,
            "systems": [
                {"type": "sensor", "count": 3, "level": "standard"},
                {"type": "sensor", "count": 2, "level": "good"},
            ],
        }
    )
    assert sensor_points(evaluate(d)) == [12 + 27, 12 + 8]
    assert sensor_points(evaluate(d, sensor_cube="all-sensors")) == [12 + 125, 12]
    # one type alone is the same either way: 3×4 + 3³ (L637)
    single = design(
        {
            "game": "bscs",
            "name": "S",
            "hull": 5,
            "systems": [{"type": "sensor", "count": 3, "level": "standard"}],
        }
    )
    assert sensor_points(evaluate(single, sensor_cube="all-sensors")) == [39]


def test_turn_mode_defaults_to_one():
    # every ship "is assigned a turn mode number" and goes speed / TM hexes straight (002
    # L109-111): a design without turn_mode has TM 1, costing size/20 (L748)
    d = design({"game": "bscs", "name": "TM", "hull": 100})
    assert d.turn_mode == 1
    assert evaluate(d).points == pytest.approx(100 / 20)
    assert GAME.new_design().turn_mode == 1


def test_every_rule_option_is_recorded_in_the_readme():
    readme = (GAME.data.folder / "README.md").read_text(encoding="utf-8")
    for option in GAME.rule_options:
        assert f"`{option.key}`" in readme, option.key
        for choice in option.choices:
            assert f"`{choice}`" in readme, (option.key, choice)
