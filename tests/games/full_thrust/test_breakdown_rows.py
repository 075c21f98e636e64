"""Each entry's breakdown row: its label, MASS and points (001 L847-863), as the evaluation's one
pass over the systems writes them out (``rules/evaluation._systems_part``)."""

from __future__ import annotations

from tests.games.full_thrust.conftest import codes, evaluate, make


def rows(*systems):
    evaluation = evaluate(make(40, thrust=2, systems=systems))
    return [
        (r.item, r.measures["mass"], r.measures["points"])
        for r in evaluation.breakdown
        if r.path.startswith("systems")
    ]


def test_a_beam_costs_per_arc_and_its_arcs_are_written_port_fore_starboard_aft():
    # 001 L851: "'B' Battery bearing through 2 arcs costs 3+2+2 = 7 points"; 2 MASS each
    assert rows({"type": "beam", "class": "B", "arcs": ["S", "F"], "count": 2}) == [
        ("Class 'B' Beam Battery (F/S) x2", 4, 14)
    ]
    # L850: +3 per arc for an 'A', the first included: 4+3+3+3; the arcs in any order
    assert rows({"type": "beam", "class": "A", "arcs": ["S", "P", "F"]}) == [
        ("Class 'A' Beam Battery (P/F/S)", 3, 13)
    ]


def test_an_arc_listed_twice_is_written_and_paid_for_once():
    design = make(40, thrust=2, systems=[{"type": "beam", "class": "B", "arcs": ["F", "F"]}])
    assert rows({"type": "beam", "class": "B", "arcs": ["F", "F"]}) == [("Class 'B' Beam Battery (F)", 2, 5)]
    assert codes(evaluate(design), "error") == [("FT-ARC-DUPLICATE", "systems[0].arcs")]


def test_screens_cost_per_level():
    # 001 L855: "Level-2 Screens cost 6 MASS and 50 Points"
    assert rows({"type": "screen", "level": 2}) == [("Screen Generator level 2", 6, 50)]
    assert rows({"type": "pdaf", "count": 3}) == [("PDAF x3", 3, 9)]  # L853: 1 MASS, 3 points each
