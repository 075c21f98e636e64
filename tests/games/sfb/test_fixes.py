"""Fix-it suggestions for every error code of the game (issue 17 part 1 on Star Fleet Battles):
each rejected design below gets at least one proven fix, from the game's own candidates
(``designer/games/sfb/editor/fix_candidates.py``) or the generic ones the editor implies."""

from __future__ import annotations

import pytest

from designer.core.fixes import suggest_fixes
from designer.games.sfb import GAME
from tests.games.sfb.helpers import example, ssd

CASES = {
    "SFB-SYSTEM-UNKNOWN": ssd(("warp-drive", 2)),
    "SFB-ARC-MISSING": ssd(("holo-laser", 2)),
    "SFB-ARC-FIXED": ssd({"system": "beam-cannon", "count": 5, "arcs": ["FA"]}),
    "SFB-SHIELDS-SIX": ssd(shields=[10] * 5),
    "SFB-STEEL-TRACK": ssd(steel_shield=80),
    "SFB-MARKS-COUNT": ssd({"system": "cargo", "count": 1, "marks": ["T", "T"]}),
    "SFB-MARK-SYSTEM": ssd({"system": "lab", "count": 2, "marks": ["", "T"]}),
    "SFB-BEAM-CANNON-FIVES": ssd(("beam-cannon", 4)),
    "SFB-OPT-LIST": ssd(option_mounts=[{"fitted": "lab"}]),
    "SFB-OPT-LIST-RACE": ssd(
        race="rutan",
        option_list="joshada",
        data={"bpv": 120, "turn_mode_doubled": "D"},
        option_mounts=[{"fitted": "phaser-1", "arcs": ["FA"]}],
    ),
    "SFB-OPT-NWO-RUTAN": ssd(
        race="joshadan", option_list="joshada", option_mounts=[{"mount": "NWO", "fitted": "lab"}]
    ),
    "SFB-OPT-NOT-LISTED": ssd(race="joshadan", option_list="joshada", option_mounts=[{"fitted": "cargo"}]),
    "SFB-OPT-NWO-WEAPON": ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": 120, "turn_mode_doubled": "D"},
        option_mounts=[{"mount": "NWO", "fitted": "disruptor"}],
    ),
    "SFB-OPT-CAPTURED": ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": 200, "turn_mode_doubled": "D"},
        option_mounts=[{"mount": "OPT", "fitted": "bubble-shield"}],
    ),
    "SFB-OPT-ERREVIN": ssd(
        {"system": "cargo", "count": 1, "marks": ["T"]},
        race="joshadan",
        option_list="joshada",
        option_mounts=[{"fitted": "amt", "arcs": ["FA"]}],
    ),
    "SFB-OPT-AMT-CARGO": ssd(
        ("cargo", 2),
        race="joshadan",
        option_list="joshada",
        campaign={"errevin_ship_present": True},
        option_mounts=[{"fitted": "amt", "arcs": ["FA"]}],
    ),
    "SFB-RUTAN-ALLOWANCE": ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": 20, "turn_mode_doubled": "D"},
        option_mounts=[{"fitted": "disruptor", "arcs": ["FA"]}, {"fitted": "phaser-1", "arcs": ["FA"]}],
    ),
    "SFB-PLAN-OVER": ssd(("battery", 2), plan={"speed": 15}),
    "SFB-PLAN-CONTAINMENT": ssd(
        {"system": "amt", "count": 2, "arcs": ["FA"]}, race="errevin", plan={"speed": 4}
    ),
    "SFB-PLAN-SEN-TARGET": ssd(
        ("special-sensor", 3),
        plan={
            "items": [
                {"use": "special-sensor", "function": "interference", "target": "X", "boxes": 2},
                {"use": "special-sensor", "function": "interference", "target": "X", "boxes": 1},
            ]
        },
    ),
    "SFB-PLAN-SCAN-HONE": ssd(
        ("special-scanner", 3), plan={"items": [{"use": "special-scanner", "boxes": 3, "function": "hone"}]}
    ),
    "SFB-PLAN-BOLT": ssd(
        race="rutan",
        data={"size_class": 4, "turn_mode_doubled": "D"},
        plan={"items": [{"use": "bolt", "hexes": 2}]},
    ),
    "SFB-PLAN-RED": ssd(plan={"engine_doubling": True}),
    "SFB-PLAN-BATTERY": ssd(plan={"battery_draw": 3}),
    "SFB-PLAN-BOXES": ssd(plan={"items": [{"use": "arm", "system": "holo-laser"}]}),
    "SFB-PLAN-WARP": ssd(
        {"system": "particle-beam", "count": 6, "arcs": ["FA"]},
        plan={"items": [{"use": "arm", "system": "particle-beam", "boxes": 6, "boost": 2}]},
    ),
    "SFB-PLAN-BLOSSOM": ssd(plan={"items": [{"use": "blossom"}]}),
    "SFB-PLAN-RATE": ssd(
        {"system": "holo-laser", "count": 1, "arcs": ["FA"]},
        plan={"items": [{"use": "arm", "system": "holo-laser", "shots": 5}]},
    ),
    "SFB-PLAN-ARM-TURN": ssd(
        {"system": "fireball-torpedo", "count": 1},
        plan={"items": [{"use": "arm", "system": "fireball-torpedo", "turn": 3}]},
    ),
    "SFB-PLAN-MODE": ssd(
        {"system": "phaser-1g", "count": 1, "arcs": ["FA"]},
        plan={"items": [{"use": "arm", "system": "phaser-1g", "mode": "overload"}]},
    ),
    "SFB-OPT-ALPS": ssd(
        race="joshadan", option_list="joshada", option_mounts=[{"fitted": "fireball-torpedo"}]
    ),
    "SFB-PLAN-AMT-LOAD": ssd(
        {"system": "amt", "count": 1, "arcs": ["FA"]},
        race="errevin",
        plan={"containment": True, "items": [{"use": "load-amt", "count": 3}]},
    ),
    "SFB-PLAN-AMMD": ssd(("ammd", 1), plan={"containment": True, "items": [{"use": "ammd", "normal": 2}]}),
    "SFB-PLAN-OCD-FUNCTIONS": ssd(
        ("ocd", 1),
        plan={
            "items": [
                {"use": "ocd", "function": "drone", "range": 3},
                {"use": "ocd", "function": "plasma", "range": 3},
                {"use": "ocd", "function": "lock-on", "range": 3},
            ]
        },
    ),
}


def _refit_over():
    design = example("joshada-refit")
    extra = design.option_mounts[-1].model_copy(update={"fitted": "phaser-2"})
    return design.model_copy(update={"option_mounts": design.option_mounts + [extra]})


def _fixes(design, code):
    found = [f for f in GAME.evaluate(design).findings if f.code == code]
    assert found and found[0].severity == "error", code
    return suggest_fixes(GAME, design, found[0])


@pytest.mark.parametrize("code", sorted(CASES))
def test_every_error_code_has_a_fix(code):
    assert _fixes(CASES[code], code)


def test_the_games_own_fixes_come_first_where_they_change_least():
    assert _fixes(CASES["SFB-ARC-MISSING"], "SFB-ARC-MISSING")[0].label == "Give it the FA arc"
    assert (
        _fixes(CASES["SFB-OPT-CAPTURED"], "SFB-OPT-CAPTURED")[0].label
        == "Record BUBL · Bubble Shield as captured"
    )
    assert (
        _fixes(CASES["SFB-OPT-AMT-CARGO"], "SFB-OPT-AMT-CARGO")[0].label == "Mark a cargo box T (AMTs loaded)"
    )
    assert _fixes(CASES["SFB-PLAN-BOLT"], "SFB-PLAN-BOLT")[0].label.startswith("Declare Engine Doubling")
    refund = [f.label for f in _fixes(_refit_over(), "SFB-REFIT-OVER")]
    assert (
        refund[0].startswith("Uninstall the PH-3 · Phaser-3 from mount")
        and "(refund its cost): −0.4 points" in refund[0]
    )
    over = [f.label for f in _fixes(CASES["SFB-PLAN-OVER"], "SFB-PLAN-OVER")]
    assert "Draw all 2 from the batteries" in over and "Set Speed to 14: −1 power" in over
