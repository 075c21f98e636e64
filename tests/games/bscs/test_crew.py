"""Crew (002 L694-719): the minimum and complement the rules require, and the specialists a
design chooses ("in addtion you may have the following", L702)."""

from __future__ import annotations

from designer.core.design_file import load_design
from tests.games.bscs.helpers import GAME, design, evaluate

NONE_CHOSEN = {"engineers": False, "system_operators": False}


def test_specialists_are_choices_not_automatic_crew():
    # TC-1 without its engineers and operators: minimum 4/4 + 1 + 1 = 3 (L700), complement
    # 3 × 3 = 9 (L702) + 5 repairmen (the shop "Needs 5 Crew", L671) + 20 (hospital, L678) = 34
    s = evaluate(design(crew=NONE_CHOSEN)).stats
    assert (s["crew_min"], s["crew_required"], s["crew_specialists"]) == (3, 34, {})
    # choosing them adds (8 + 10)/10 -> 2 engineers (L704) and (3 + 3)/5 -> 2 operators (L705)
    s = evaluate(design()).stats
    assert s["crew_required"] == 38
    assert s["crew_specialists"] == {"engineers": 2, "system operators": 2}


def test_a_file_without_crew_choices_carries_no_specialists():
    d = design(
        {
            "game": "bscs",
            "name": "Bare",
            "hull": 1,
            "systems": [{"type": "drive", "count": 2}, {"type": "reactor"}],
        }
    )
    assert d.crew.voyage == "long" and not d.crew.engineers
    assert evaluate(d).stats["crew_required"] == 3 * (0 + 1 + 1)  # pilot + engineer (L700)


def test_tc2_specialists_one_by_one():
    # TC-2: 9 + 10 repairmen (L707) + 10 marines (L709) = 29 without choices; fighter techs
    # 5 a hangar (L703), engineers (10 + 10)/10 = 2 (L704), operators (5 + 5)/5 = 2 (L705),
    # one jump engineer (L706): 39, the digest's figure.
    loaded = load_design(GAME.standard_design("tc2-jump-carrier").path).design
    bare = loaded.model_copy(
        update={
            "crew": loaded.crew.model_copy(
                update={
                    "fighter_techs": False,
                    "engineers": False,
                    "system_operators": False,
                    "jump_engineer": False,
                }
            )
        }
    )
    assert evaluate(bare).stats["crew_required"] == 29
    assert evaluate(loaded).stats["crew_required"] == 39
    for name, extra in (
        ("fighter_techs", 5),
        ("engineers", 2),
        ("system_operators", 2),
        ("jump_engineer", 1),
    ):
        one = bare.model_copy(update={"crew": bare.crew.model_copy(update={name: True})})
        assert evaluate(one).stats["crew_required"] == 29 + extra, name


def test_short_voyage_needs_only_a_pilot_and_a_weaponeer_over_four_weapons():
    # "Fighters, and other ships that are underway for short periods (8 hours) need only a
    # pilot, and maybe a weaponeer if there's more than 4 weapons (not including Missiles)" (L697)
    def boat(beams: int, missiles: int = 0):
        systems = [
            {"type": "drive", "count": 2},
            {"type": "beam", "count": beams, "damage": 1},
            {"type": "reactor"},
        ]
        if missiles:
            systems.append({"type": "missile", "count": missiles, "damage": 10})
        return design(
            {"game": "bscs", "name": "Boat", "hull": 1, "systems": systems, "crew": {"voyage": "short"}}
        )

    assert [evaluate(boat(4)).stats[k] for k in ("crew_min", "crew_required")] == [1, 1]
    assert [evaluate(boat(5)).stats[k] for k in ("crew_min", "crew_required")] == [2, 2]
    assert evaluate(boat(4, missiles=3)).stats["crew_required"] == 1
    # a long voyage: 5/4 -> 2 + 1 + 1 = 4, × 3 = 12 (L700-702)
    long = boat(5).model_copy(update={"crew": boat(5).crew.model_copy(update={"voyage": "long"})})
    assert evaluate(long).stats["crew_required"] == 12


def test_short_voyage_crew_still_staffs_its_equipment():
    # a short-voyage boat with a repair shop: pilot 1 + 5 repairmen (L671)
    d = design(
        {
            "game": "bscs",
            "name": "Tender",
            "hull": 1,
            "crew": {"voyage": "short"},
            "systems": [{"type": "drive", "count": 2}, {"type": "reactor"}, {"type": "repair"}],
        }
    )
    assert evaluate(d).stats["crew_required"] == 6
