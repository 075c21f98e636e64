"""One test per rule: break it, check the finding's code and path (catalog README table)."""

from __future__ import annotations

import pytest

from designer.games.full_thrust import GAME
from tests.games.full_thrust.conftest import codes, evaluate, make

PFS = ["P", "F", "S"]


def errors(design, **options):
    return codes(evaluate(design, **options), "error")


def beam(cls="B", arcs=PFS, count=1):
    return {"type": "beam", "class": cls, "arcs": arcs, "count": count}


def test_a_legal_design_has_no_errors():
    assert errors(make(14, thrust=6, systems=[beam(count=2), beam("C"), {"type": "pdaf", "count": 2}])) == []


def test_mass_101_ship():
    # 001 L786: ships at most MASS 100
    assert errors(make(101, thrust=2)) == [("FT-MASS-OVER", "hull.mass")]
    assert errors(make(101, "merchant", thrust=2)) == [("FT-MASS-OVER", "hull.mass")]
    assert errors(make(101, "military-installation", thrust=0)) == []  # L715: bases may be larger


def test_mass_under_two():
    assert errors(make(1, thrust=2)) == [("FT-MASS-UNDER", "hull.mass")]


def test_thrust_9():
    # 001 L820: the maximum thrust on any ship is 8
    assert errors(make(20, thrust=9)) == [("FT-THRUST-RANGE", "thrust")]
    assert errors(make(20, thrust=8)) == []


def test_thrust_zero_is_a_warning():
    ev = evaluate(make(20, thrust=0))
    assert ev.legal and ("FT-THRUST-ZERO", "thrust") in codes(ev, "warning")


def test_installations_have_no_drives_or_ftl():
    # 001 L715
    assert errors(make(200, "military-installation", thrust=2, ftl=True)) == [
        ("FT-INSTALLATION-DRIVE", "thrust"),
        ("FT-INSTALLATION-FTL", "ftl"),
    ]


def test_over_allowance_points_at_the_entry_that_goes_over():
    # 001 L830: a MASS 12 warship carries 6 MASS: B 2 + needle 2 + 2 PDAF; one more PDAF is over
    d = make(
        12,
        thrust=4,
        systems=[beam(), {"type": "needle-beam"}, {"type": "pdaf", "count": 2}, {"type": "pdaf"}],
    )
    assert errors(d) == [("FT-ALLOWANCE-OVER", "systems[3]")]
    assert evaluate(d).stats["systems_mass"] == 7


def test_merchant_over_ten_percent():
    # 001 L834: MASS 60 merchant carries 6 MASS
    d = make(60, "merchant", thrust=2, systems=[{"type": "screen", "level": 1}, {"type": "pdaf", "count": 4}])
    assert errors(d) == [("FT-ALLOWANCE-OVER", "systems[1]")]


@pytest.mark.parametrize(
    "entry",
    [
        beam("A"),
        beam("B"),
        {"type": "adaf"},
        {"type": "fire-control"},
        {"type": "weasel", "signature": "cruiser"},
        {"type": "minelayer"},
        {"type": "needle-beam"},
    ],
)
def test_merchant_with_a_military_system(entry):
    # 001 L834: only C batteries, PDAF, Level-1 screens and submunition packs
    d = make(100, "merchant", thrust=2, systems=[{"type": "pdaf"}, entry])
    assert errors(d) == [("FT-MERCHANT-MILITARY", "systems[1]")]


def test_merchant_screen_level_two():
    d = make(100, "merchant", thrust=2, systems=[{"type": "screen", "level": 2}])
    assert errors(d) == [("FT-MERCHANT-MILITARY", "systems[0].level")]


def test_tug_follows_the_merchant_list():
    # 001 L705: systems "as for a Merchant ship"
    assert errors(make(50, "tug", thrust=2, systems=[beam("B")])) == [("FT-MERCHANT-MILITARY", "systems[0]")]


def test_q_ship_may_carry_military_systems():
    # 001 L741
    assert errors(make(40, "q-ship", thrust=2, systems=[beam("A"), {"type": "adaf"}])) == []


def test_nova_on_a_non_capital():
    # 001 L859: CAPITAL SHIPS ONLY (MASS 36 is a cruiser; 32 MASS fits two Novas' worth of space)
    assert errors(make(36, thrust=2, systems=[{"type": "nova-cannon"}])) == [("FT-NOVA-CLASS", "systems[0]")]
    assert errors(make(40, "q-ship", thrust=2, systems=[{"type": "nova-cannon"}])) == [
        ("FT-NOVA-CLASS", "systems[0]")
    ]
    assert errors(make(37, thrust=2, systems=[{"type": "nova-cannon"}])) == []


def test_two_novas():
    assert errors(make(80, thrust=2, systems=[{"type": "nova-cannon", "count": 2}])) == [
        ("FT-NOVA-COUNT", "systems[0]")
    ]


def test_fighters_on_an_escort():
    # 001 L856: fighter groups on carriers and dreadnoughts only
    assert errors(make(18, thrust=4, systems=[{"type": "fighter-group"}])) == [
        ("FT-FIGHTER-CLASS", "systems[0]")
    ]
    assert errors(make(36, thrust=4, systems=[{"type": "pdaf"}, {"type": "fighter-group"}])) == [
        ("FT-FIGHTER-CLASS", "systems[1]")
    ]
    assert errors(make(40, "q-ship", thrust=2, systems=[{"type": "fighter-group"}])) == [
        ("FT-FIGHTER-CLASS", "systems[0]")
    ]


def test_fighter_cap_option():
    d = make(100, thrust=1, systems=[{"type": "fighter-group", "count": 6}, {"type": "fighter-group"}])
    assert errors(d) == []
    assert errors(d, fighter_group_cap=True) == [("FT-FIGHTER-CAP", "systems[1]")]


def test_screen_level_4():
    # 001 L260: level 3 is "the maximum available to any single ship"
    assert errors(make(60, thrust=2, systems=[{"type": "screen", "level": 4}])) == [
        ("FT-SCREEN-LEVEL", "systems[0].level")
    ]
    assert errors(
        make(60, thrust=2, systems=[{"type": "screen", "level": 2}, {"type": "screen", "level": 2}])
    ) == [("FT-SCREEN-LEVEL", "systems[1]")]


@pytest.mark.parametrize("arcs", [["A"], ["F", "A"], ["P", "F", "S", "A"]])
def test_beam_aft_arc(arcs):
    # 001 L186, L208: no offensive fire through the aft arc
    # (F+A is not adjacent either, but the aft arc is the one thing to fix)
    assert errors(make(20, systems=[beam(arcs=arcs)])) == [("FT-ARC-AFT", "systems[0].arcs")]


def test_beam_non_adjacent_arcs():
    # 001 L210: Port and Starboard alone are not adjacent
    assert errors(make(20, systems=[beam(arcs=["P", "S"])])) == [("FT-ARC-ADJACENT", "systems[0].arcs")]
    assert errors(make(20, systems=[beam(arcs=["S", "F"])])) == []


def test_installation_arcs_still_need_adjacency():
    d = make(200, "military-installation", thrust=0, systems=[beam(arcs=["F", "A"])])
    assert errors(d) == [("FT-ARC-ADJACENT", "systems[0].arcs")]


def test_beam_with_no_arcs_or_a_repeated_arc():
    assert errors(make(20, systems=[beam(arcs=[])])) == [("FT-ARC-COUNT", "systems[0].arcs")]
    assert errors(make(20, systems=[beam(arcs=["F", "F"])])) == [("FT-ARC-DUPLICATE", "systems[0].arcs")]


def test_needle_beam_one_arc():
    # 001 L486
    assert errors(make(20, systems=[{"type": "needle-beam", "arcs": ["P", "F"]}])) == [
        ("FT-ARC-COUNT", "systems[0].arcs")
    ]
    assert errors(make(20, systems=[{"type": "needle-beam", "arcs": ["A"]}])) == [
        ("FT-ARC-AFT", "systems[0].arcs")
    ]


def test_submunition_one_arc():
    assert errors(make(20, systems=[{"type": "submunition", "arcs": PFS}])) == [
        ("FT-ARC-COUNT", "systems[0].arcs")
    ]


def test_pulse_torpedo_fore_only():
    # 001 L466
    assert errors(make(20, systems=[{"type": "pulse-torpedo", "arcs": ["P"]}])) == [
        ("FT-TORPEDO-ARC", "systems[0].arcs")
    ]
    assert errors(make(20, systems=[{"type": "pulse-torpedo"}])) == []


def test_weasel_signature_no_bigger_than_the_ship():
    ev = evaluate(make(40, thrust=2, systems=[{"type": "weasel", "signature": "cruiser"}]))
    assert ev.legal and codes(ev, "warning") == [("FT-WEASEL-SIGNATURE", "systems[0]")]
    assert (
        codes(evaluate(make(4, thrust=8, systems=[{"type": "weasel", "signature": "capital"}])), "warning")
        == []
    )


def test_bad_rule_option_values_fall_back_with_a_warning():
    d = make(48, "merchant", rules={"merchant_allowance_rounding": "sideways", "nonsense": True})
    ev = evaluate(d)
    assert sorted(codes(ev, "warning")) == [
        ("RULE-OPTION-UNKNOWN", "rules.nonsense"),
        ("RULE-OPTION-VALUE", "rules.merchant_allowance_rounding"),
    ]
    assert ev.stats["systems_mass_limit"] == 4  # the default: 4.8 rounded down


def test_design_rules_switch_an_option():
    d = make(48, "merchant", rules={"merchant_allowance_rounding": "up"})
    assert evaluate(d).stats["systems_mass_limit"] == 5


def test_every_finding_has_a_code_path_and_rule():
    d = make(
        101,
        thrust=9,
        systems=[
            beam(arcs=["P", "S"]),
            {"type": "screen", "level": 5},
            {"type": "nova-cannon"},
            {"type": "fighter-group", "count": 9},
        ],
    )
    ev = evaluate(d)
    assert len(ev.errors) >= 5
    for f in ev.findings:
        assert f.code.startswith("FT-") and f.path and "001 L" in f.rule


def test_every_rule_option_is_recorded_in_the_readme():
    readme = (GAME.data.folder / "README.md").read_text(encoding="utf-8")
    for option in GAME.rule_options:
        assert f"`{option.key}:" in readme or f"`{option.key}`" in readme, option.key
