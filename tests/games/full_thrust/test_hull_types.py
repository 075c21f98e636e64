"""Hand-computed custom designs of every hull type, and the book's worked cost examples."""

from __future__ import annotations

import pytest

from tests.games.full_thrust.conftest import codes, evaluate, make

PFS = ["P", "F", "S"]


def figures(ev, *keys):
    return tuple(ev.stats[k] for k in keys)


@pytest.mark.parametrize("thrust, drive", [(6, 18), (4, 12), (8, 24)])
def test_escort_drive_examples(thrust, drive):
    # 001 L816: MASS 12 escort, T6 -> 18, T4 -> 12, T8 -> 24
    assert evaluate(make(12, thrust=thrust)).stats["drive_points"] == drive


@pytest.mark.parametrize("thrust, drive", [(4, 192), (2, 96)])
def test_capital_drive_examples(thrust, drive):
    # 001 L818: MASS 48 capital, T4 -> 192, T2 -> 96
    assert evaluate(make(48, thrust=thrust)).stats["drive_points"] == drive


def test_hull_cost_example():
    # 001 L802: a MASS 20 warship hull costs 40, a merchant's 30
    assert evaluate(make(20)).stats["hull_points"] == 40
    assert evaluate(make(20, "merchant")).stats["hull_points"] == 30


def test_odd_mass_escort_warship():
    # MASS 15 escort, T5: hull 30, FTL 15, drive 15 x 5 / 4 = 18.75; systems B(P/F) 3+2+2 = 7,
    # needle 6, 2 PDAF 6 -> 19.  Total 82.75, rounded up 83 (L800-814, L850-857).
    d = make(
        15,
        thrust=5,
        systems=[
            {"type": "beam", "class": "B", "arcs": ["P", "F"]},
            {"type": "needle-beam", "arcs": ["F"]},
            {"type": "pdaf", "count": 2},
        ],
    )
    ev = evaluate(d)
    assert figures(
        ev, "points", "class", "damage_points", "systems_mass", "systems_mass_limit", "fire_controls"
    ) == (83, "escort", 7, 6, 8, 1)  # DP 7.5 down, 7.5 allowance up
    assert ev.stats["drive_points"] == 18.75
    assert evaluate(d, points_rounding="exact").points == 82.75
    assert evaluate(d, points_rounding="item-up").points == 30 + 15 + 19 + 19
    assert evaluate(d, damage_rounding="up").stats["damage_points"] == 8
    assert evaluate(d, allowance_rounding="down").stats["systems_mass_limit"] == 7
    assert ev.legal


def test_cruiser_warship_with_extra_fire_control():
    # MASS 19 cruiser, T3: hull 38, FTL 19, drive 19 x 3 / 2 = 28.5; A(F) 7, extra FireCon 10,
    # Screen 1 25 -> 42. 127.5 -> 128. FireCons 2 standard + 1 (L172, L863).
    d = make(
        19,
        thrust=3,
        systems=[
            {"type": "beam", "class": "A", "arcs": ["F"]},
            {"type": "fire-control"},
            {"type": "screen", "level": 1},
        ],
    )
    ev = evaluate(d)
    assert figures(
        ev,
        "points",
        "class",
        "damage_points",
        "systems_mass",
        "systems_mass_limit",
        "fire_controls",
        "damage_track",
        "thresholds",
    ) == (128, "cruiser", 9, 9, 10, 3, [3, 3, 3], [3, 6])
    assert ev.legal


def test_capital_warship_with_nova_and_fighters():
    # MASS 50 capital, T3: hull 100, FTL 50, drive 150; Nova 16/50, fighter group 6/20,
    # ADAF 3/10 -> 25 MASS, 80 points. 380. DP 25 -> 6, 6, 6, 7.
    d = make(50, thrust=3, systems=[{"type": "nova-cannon"}, {"type": "fighter-group"}, {"type": "adaf"}])
    ev = evaluate(d)
    assert figures(
        ev,
        "points",
        "class",
        "damage_points",
        "systems_mass",
        "systems_mass_limit",
        "fire_controls",
        "damage_track",
        "thresholds",
        "threshold_rolls",
    ) == (380, "capital", 25, 25, 25, 3, [6, 6, 6, 7], [6, 12, 18], ["6", "5-6", "4-6"])
    assert ev.legal


def test_non_ftl_warship_gets_75_percent_rounded_up():
    # MASS 15 non-FTL: 75% = 11.25 -> 12 (L687, L691); no FTL cost: 30 + 15 = 45 + A3 13
    d = make(15, thrust=4, ftl=False, systems=[{"type": "beam", "class": "A", "arcs": PFS}])
    ev = evaluate(d)
    assert figures(ev, "points", "systems_mass_limit", "ftl_points") == (58, 12, 0)
    assert evaluate(d, allowance_rounding="down").stats["systems_mass_limit"] == 12  # stated
    assert [b.path for b in ev.breakdown] == ["hull", "thrust", "systems[0]"]


def test_small_merchant_gets_one_mass():
    # MASS 5 merchant, T3: hull 7.5, FTL 5, drive 15 (1 x MASS per thrust), PDAF 3: 30.5 -> 31.
    # 10% of 5 is 0.5 but any merchant carries at least 1 MASS (L796); DP 5/4 -> 1.
    d = make(5, "merchant", thrust=3, systems=[{"type": "pdaf"}])
    ev = evaluate(d)
    assert figures(
        ev, "points", "class", "damage_points", "systems_mass_limit", "fire_controls", "damage_track"
    ) == (31, "merchant", 1, 1, 1, [0, 1])
    assert evaluate(make(9, "merchant"), allowance_rounding="down").stats["systems_mass_limit"] == 1


def test_q_ship():
    # MASS 30 Q-ship, T6: merchant hull 45 and DP 7 (25%); FTL 30; drive as a cruiser warship
    # 30 x 6 / 2 = 90 (L739); 50% = 15 MASS (L741): torpedo 5/15, B3 2/9, needles P and S 4/12,
    # ADAF 3/10, minelayer... -> 14 MASS, 46 points. 211.
    d = make(
        30,
        "q-ship",
        thrust=6,
        systems=[
            {"type": "pulse-torpedo"},
            {"type": "beam", "class": "B", "arcs": PFS},
            {"type": "needle-beam", "arcs": ["P"]},
            {"type": "needle-beam", "arcs": ["S"]},
            {"type": "adaf"},
        ],
    )
    ev = evaluate(d)
    assert figures(
        ev,
        "points",
        "class",
        "drive_class",
        "damage_points",
        "systems_mass",
        "systems_mass_limit",
        "fire_controls",
        "damage_track",
    ) == (211, "merchant", "cruiser", 7, 14, 15, 1, [2, 2, 3])  # MASS 30: a Cruiser box (L294)
    assert ev.legal
    # the smallest box that holds 7 DP is an Escort box, 2 rows (option merchant_box)
    assert evaluate(d, merchant_box="smallest-fit").stats["damage_track"] == [3, 4]


def test_tug_pays_three_times_for_ftl():
    # MASS 50 tug: FTL 3 x 50 = 150 (L705); hull 75, drive 50 x 2 = 100; 10% = 5 MASS:
    # C3 5, PDAF 3, submunition 3 -> 336. DP 12 (12.5 down) in the Capital box of MASS 50
    # (L294, L298); the smallest box that holds 12 would be a Cruiser box (option).
    d = make(
        50,
        "tug",
        thrust=2,
        systems=[
            {"type": "beam", "class": "C", "arcs": PFS},
            {"type": "pdaf"},
            {"type": "submunition", "arcs": ["F"]},
        ],
    )
    ev = evaluate(d)
    assert figures(
        ev, "points", "ftl_points", "class", "damage_points", "systems_mass_limit", "damage_track"
    ) == (336, 150, "merchant", 12, 5, [3, 3, 3, 3])
    assert ev.legal
    assert evaluate(d, merchant_box="smallest-fit").stats["damage_track"] == [4, 4, 4]


def test_military_installation():
    # MASS 200 defence installation (L725): DP 100, 100 MASS of systems, hull 400, no drives.
    # Level-3 screens 9/75, 4 fighter groups 24/80, 4 torpedoes 20/60, 5 all-arc A 15/(4+12)x5.
    d = make(
        200,
        "military-installation",
        thrust=0,
        systems=[
            {"type": "screen", "level": 3},
            {"type": "fighter-group", "count": 4},
            {"type": "pulse-torpedo", "count": 4},
            {"type": "beam", "class": "A", "arcs": ["P", "F", "S", "A"], "count": 5},
        ],
    )
    ev = evaluate(d)
    assert figures(
        ev,
        "points",
        "class",
        "ftl",
        "damage_points",
        "systems_mass",
        "systems_mass_limit",
        "fire_controls",
        "damage_track",
    ) == (695, "installation", False, 100, 68, 100, 3, [25, 25, 25, 25])
    assert ev.legal
    assert [b.path for b in ev.breakdown][:2] == ["hull", "systems[0]"]  # no FTL, no drive rows
    off = evaluate(d, installation_all_arc=False)
    assert ("FT-ARC-AFT", "systems[3].arcs") in codes(off)


def test_civilian_installations():
    # Orbital research station, MASS 160 (L726): DP 40, 16 MASS, hull 240. Screen 1 3/25,
    # 2 x C3 2/10, 2 PDAF 2/6 -> 281.
    station = make(
        160,
        "civilian-installation",
        thrust=0,
        systems=[
            {"type": "screen", "level": 1},
            {"type": "beam", "class": "C", "arcs": PFS, "count": 2},
            {"type": "pdaf", "count": 2},
        ],
    )
    ev = evaluate(station)
    assert figures(ev, "points", "damage_points", "systems_mass_limit", "fire_controls") == (281, 40, 16, 1)
    # Starbase, MASS 400 (L727): DP 100, 40 MASS, hull 600; 1-2 fighter groups and screens.
    base = make(
        400,
        "civilian-installation",
        thrust=0,
        systems=[{"type": "fighter-group", "count": 2}, {"type": "screen", "level": 2}],
    )
    ev = evaluate(base)
    assert figures(ev, "points", "damage_points", "systems_mass_limit") == (690, 100, 40)
    assert ev.legal
    strict = evaluate(base, civilian_installation_whitelist=True)
    assert codes(strict, "error") == [
        ("FT-MERCHANT-MILITARY", "systems[0]"),
        ("FT-MERCHANT-MILITARY", "systems[1].level"),
    ]


def test_installation_ftl_defaults_to_false():
    assert make(200, "military-installation", thrust=0).ftl is False
    assert make(20).ftl is True


def test_installation_with_ftl_true_survives_save_and_load():
    # an absent ftl means false for installations, so dumping must keep an explicit true
    from designer.core.design_file import design_from_text, dump_design

    d = make(200, "military-installation", thrust=0, ftl=True)
    again, _ = design_from_text(dump_design(d))
    assert again == d and ("FT-INSTALLATION-FTL", "ftl") in codes(evaluate(again), "error")


@pytest.mark.parametrize(
    "mass, hull_type",
    [(2, "merchant"), (3, "merchant"), (2, "tug"), (3, "q-ship"), (3, "civilian-installation")],
)
def test_every_hull_has_at_least_one_damage_point(mass, hull_type):
    # MASS/4 of a MASS 2-3 merchant hull is 0.5-0.75, 0 rounded down (L782); a ship at 0 DP is
    # destroyed (L238) though merchant hulls start at MASS 2 (L794): 1 DP (README decision 4).
    thrust = 0 if hull_type == "civilian-installation" else 1
    ev = evaluate(make(mass, hull_type, thrust=thrust, ftl=hull_type != "civilian-installation"))
    assert ev.stats["damage_points"] == 1
    assert sum(ev.stats["damage_track"]) == 1


def test_merchant_allowance_rounds_down_by_itself():
    # 10% of MASS 48 = 4.8 -> 4 (L834, L796: the minimum of 1 MASS only matters if 10% rounds
    # down); 50% of MASS 15 = 7.5 -> 8 (L830, after L691's "rounded up"). Each its own option.
    merchant, warship = make(48, "merchant"), make(15)
    assert evaluate(merchant).stats["systems_mass_limit"] == 4
    assert evaluate(warship).stats["systems_mass_limit"] == 8
    assert evaluate(merchant, merchant_allowance_rounding="up").stats["systems_mass_limit"] == 5
    assert evaluate(warship, merchant_allowance_rounding="up").stats["systems_mass_limit"] == 8
    assert evaluate(merchant, allowance_rounding="down").stats["systems_mass_limit"] == 4
    assert evaluate(warship, allowance_rounding="down").stats["systems_mass_limit"] == 7


@pytest.mark.parametrize(
    "hull_type, thrust, ftl, limit",
    [
        ("tug", 2, True, 4),  # 10% of 45 = 4.5 -> 4 (L705)
        ("civilian-installation", 0, False, 4),  # 10% of 45 (L715, L726)
        ("q-ship", 2, True, 23),  # 50% of 45 = 22.5 -> 23 (L741): not the 10%
        ("military-installation", 0, False, 23),  # 50% (L715)
    ],
)
def test_which_hulls_take_the_merchant_rounding(hull_type, thrust, ftl, limit):
    assert evaluate(make(45, hull_type, thrust=thrust, ftl=ftl)).stats["systems_mass_limit"] == limit


@pytest.mark.parametrize(
    "mass, box, track",
    [
        (12, "escort", [1, 2]),  # 3 DP: an Escort box, 2 rows
        (30, "cruiser", [2, 2, 3]),  # 7 DP: the smallest box (Escort, 10) would hold it too
        (60, "capital", [3, 4, 4, 4]),  # the Heavy Freighter's MASS and 15 DP (L342, L396)
    ],
)
def test_merchant_box_follows_its_mass(mass, box, track):
    # "whatever size of box best suits their overall MASS and Damage Points" (L294), "a Capital
    # Ship diagram to represent a large Merchant" (L298): the box of the MASS band, which always
    # holds MASS/4 DP (README decision 26).
    ev = evaluate(make(mass, "merchant", thrust=1))
    assert (ev.stats["damage_box"], ev.stats["damage_track"]) == (box, track)
