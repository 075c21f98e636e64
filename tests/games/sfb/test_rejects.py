"""What the rules refuse, each with its stable code and the path the window selects (digest §11
with its corrections), and what they must not refuse (three SEN boxes)."""

from __future__ import annotations

import pytest

from tests.games.sfb.helpers import CATALOG, codes, evaluate, example, finding, revised, ssd


def _error(design, code):
    ev = evaluate(design)
    assert not ev.legal
    found = finding(ev, code)
    assert found.severity == "error"
    return found


def test_weapon_in_an_nwo_mount():
    """S26 (004 L571-572): NWO houses general systems only; a Disruptor is a weapon."""
    design = ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": 120, "turn_mode_doubled": "D"},
        option_mounts=[{"mount": "NWO", "fitted": "disruptor"}],
    )
    assert _error(design, "SFB-OPT-NWO-WEAPON").path == "option_mounts[0].fitted"


def test_captured_only_item_without_capture():
    """S27 (004 L877, L917): a Bubble Shield in a Rutan OPT only if one has been captured."""
    design = ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": 200, "turn_mode_doubled": "D"},
        option_mounts=[{"mount": "OPT", "fitted": "bubble-shield"}],
    )
    assert _error(design, "SFB-OPT-CAPTURED").path == "option_mounts[0].fitted"
    captured = revised(design, campaign={"captured": ["bubble-shield"]})
    assert "SFB-OPT-CAPTURED" not in codes(evaluate(captured))


def test_s25_joshada_availability():
    """S25 (004 L834, L840, L860-865): an AMT without an Errevin ship present, a Hellebore not
    captured from the Computers."""
    design = ssd(
        race="joshadan",
        option_list="joshada",
        option_mounts=[{"fitted": "amt", "arcs": ["FA"]}, {"fitted": "hellebore", "arcs": ["FA"]}],
    )
    ev = evaluate(design)
    assert finding(ev, "SFB-OPT-ERREVIN").path == "option_mounts[0].fitted"
    assert finding(ev, "SFB-OPT-AMT-CARGO").path == "option_mounts[0].fitted"
    assert finding(ev, "SFB-OPT-CAPTURED").path == "option_mounts[1].fitted"
    helped = revised(
        design,
        campaign={"errevin_ship_present": True, "captured": ["hellebore"]},
        boxes=[*design.model_dump()["boxes"], {"system": "cargo", "count": 1, "marks": ["T"]}],
    )
    assert not codes(evaluate(helped)) & {"SFB-OPT-ERREVIN", "SFB-OPT-AMT-CARGO", "SFB-OPT-CAPTURED"}


def test_joshada_refit_over_twenty():
    design = example("joshada-refit")
    over = design.model_copy(
        update={
            "option_mounts": design.option_mounts
            + [design.option_mounts[-1].model_copy(update={"fitted": "phaser-2"})]
        }
    )  # 19.8 + 0.6
    assert _error(over, "SFB-REFIT-OVER").path == "option_mounts"


def test_rutan_fit_over_its_allowance():
    """1/10 of base BPV 20 is 2; a Disruptor (1.6) and a Phaser-1 (0.8) cost 2.4 (004 L574-575)."""
    design = ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": 20, "turn_mode_doubled": "D"},
        option_mounts=[{"fitted": "disruptor", "arcs": ["FA"]}, {"fitted": "phaser-1", "arcs": ["FA"]}],
    )
    assert _error(design, "SFB-RUTAN-ALLOWANCE").path == "option_mounts"
    assert evaluate(design, rutan_allowance="reasonable-selection").legal


def test_beam_cannons_not_in_fives():
    """Beam Cannons come in groups of five (004 L296, L309-312)."""
    assert _error(ssd(("beam-cannon", 4)), "SFB-BEAM-CANNON-FIVES").path == "boxes[4].count"
    assert "SFB-BEAM-CANNON-FIVES" not in codes(evaluate(ssd(("beam-cannon", 10))))


def test_energy_plan_over_power():
    """6 + 6 warp + 2 impulse = 14 available; speed 15 at movement cost 1 is 15."""
    assert _error(ssd(plan={"speed": 15}), "SFB-PLAN-OVER").path == "energy_plan"
    assert evaluate(ssd(plan={"speed": 14})).legal


def test_plan_without_containment_on_an_amt_ship():
    """S23 (004 L709-712, L863-865): antimatter aboard and nothing paid for containment."""
    design = ssd({"system": "amt", "count": 2, "arcs": ["FA"]}, race="errevin", plan={"speed": 4})
    assert _error(design, "SFB-PLAN-CONTAINMENT").path == "energy_plan.containment"
    paid = design.model_copy(
        update={"energy_plan": design.energy_plan.model_copy(update={"containment": True})}
    )
    assert evaluate(paid).legal


def test_three_sen_boxes_are_legal_two_a_target_in_use():
    """Digest correction 4: the limit is on use (004 L515-517), not on boxes."""
    assert evaluate(ssd(("special-sensor", 3))).legal
    interfere = {"use": "special-sensor", "function": "interference", "target": "Kzinti CA"}
    two = ssd(
        ("special-sensor", 3),
        plan={"items": [{**interfere, "boxes": 2}, {"use": "special-sensor", "function": "drone"}]},
    )
    assert evaluate(two).legal
    three = ssd(("special-sensor", 3), plan={"items": [{**interfere, "boxes": 2}, {**interfere, "boxes": 1}]})
    assert _error(three, "SFB-PLAN-SEN-TARGET").path == "energy_plan.items[1]"
    hone = ssd(
        ("special-scanner", 3), plan={"items": [{"use": "special-scanner", "boxes": 3, "function": "hone"}]}
    )
    assert _error(hone, "SFB-PLAN-SCAN-HONE").path == "energy_plan.items[0]"


def test_ssd_integrity():
    assert _error(ssd(("warp-drive", 2)), "SFB-SYSTEM-UNKNOWN").path == "boxes[4].system"
    assert _error(ssd(("holo-laser", 2)), "SFB-ARC-MISSING").path == "boxes[4].arcs"
    fixed = ssd({"system": "beam-cannon", "count": 5, "arcs": ["FA"]})
    assert _error(fixed, "SFB-ARC-FIXED").path == "boxes[4].arcs"  # the row ahead (004 L315-316)
    assert "SFB-ARC-MISSING" not in codes(evaluate(ssd(("drone-b", 1), ("phaser-sphere", 1))))
    assert _error(ssd(shields=[10] * 5), "SFB-SHIELDS-SIX").path == "shields"
    assert _error(ssd(steel_shield=8), "SFB-STEEL-TRACK").path == "steel_shield"
    marked = ssd({"system": "lab", "count": 2, "marks": ["", "T"]})
    assert _error(marked, "SFB-MARK-SYSTEM").path == "boxes[4].marks[1]"
    assert (
        _error(ssd({"system": "cargo", "count": 1, "marks": ["T", "T"]}), "SFB-MARKS-COUNT").path
        == "boxes[4].marks"
    )


def test_option_mount_rules():
    no_list = ssd(option_mounts=[{"fitted": "lab"}])
    assert _error(no_list, "SFB-OPT-LIST").path == "option_list"
    nwo = ssd(race="joshadan", option_list="joshada", option_mounts=[{"mount": "NWO", "fitted": "lab"}])
    assert _error(nwo, "SFB-OPT-NWO-RUTAN").path == "option_mounts[0].mount"  # NWO is Rutan-only
    off_list = ssd(race="joshadan", option_list="joshada", option_mounts=[{"fitted": "cargo"}])
    assert _error(off_list, "SFB-OPT-NOT-LISTED").path == "option_mounts[0].fitted"
    unarmed = ssd(
        race="rutan",
        option_list="rutan",
        data={"bpv": 100, "turn_mode_doubled": "D"},
        option_mounts=[{"fitted": "phaser-1"}],
    )
    assert _error(unarmed, "SFB-ARC-MISSING").path == "option_mounts[0].arcs"


@pytest.mark.parametrize(
    "race, wrong, right",
    [("rutan", "joshada", "rutan"), ("errevin", "rutan", None), ("joshadan", "rutan", "joshada")],
)
def test_an_option_list_belongs_to_its_race(race, wrong, right):
    # Issue 23 item 6: option mounts are "some Rutan ships" (004 L569-570) and the Joshada's side
    # pods (L821-829). A Rutan ship on the Joshada list would swap its 1/10-BPV allowance for the
    # 20-point resource base; an Errevin ship has neither. The file check refuses, as Install does.
    mounts = [{"fitted": "phaser-1", "arcs": ["FA"]}]
    design = ssd(
        race=race, option_list=wrong, data={"bpv": 120, "turn_mode_doubled": "D"}, option_mounts=mounts
    )
    error = _error(design, "SFB-OPT-LIST-RACE")
    assert error.path == "option_list" and "are for ships of the" in error.message
    if right:
        assert "SFB-OPT-LIST-RACE" not in codes(evaluate(design.model_copy(update={"option_list": right})))


def test_install_refuses_the_other_races_list():
    from designer.core.operations import Selection
    from designer.games.sfb.editor.mounts import palette

    design = ssd(
        race="rutan",
        option_list="joshada",
        option_mounts=[{"mount": "OPT"}],
        data={"bpv": 120, "turn_mode_doubled": "D"},
    )
    install = next(op for op in palette(CATALOG) if op.id == "install:joshada:phaser-1")
    reason = install.enabled(design, Selection("option_mounts", (0,)))
    assert reason == (
        "Joshada option mounts (Beyond Manixo refit) are for ships of the Joshadan "
        "Alliance; this ship is of the Rutan Star System"
    )


def test_light_of_doom_systems_warn_on_other_ships():
    # Issue 23 item 10: the Beam Cannon, Targeting Computer and Autodefense Device are the Light of
    # Doom's (004 L294-336, L579-628); a Rutan ship with five Beam Cannons passed silently.
    rutan = evaluate(
        ssd(("beam-cannon", 5), ("targeting-computer", 1), race="rutan", data={"turn_mode_doubled": "D"})
    )
    warned = [f for f in rutan.findings if f.code == "SFB-AVAILABILITY-SHIP"]
    assert [f.path for f in warned] == ["boxes[4].system", "boxes[5].system"] and rutan.legal
    assert warned[0].message.startswith("BC is a system of The Light of Doom only")
    assert "SFB-AVAILABILITY-SHIP" in codes(evaluate(ssd(("autodefense-device", 1))))  # no race
    lod = evaluate(example("light-of-doom"))
    assert "SFB-AVAILABILITY-SHIP" not in codes(lod) and "SFB-SHIP-UNKNOWN" not in codes(lod)
    assert "SFB-SHIP-UNKNOWN" in codes(evaluate(ssd(ship="dark-of-light")))


def test_warnings_do_not_make_a_design_illegal():
    rutan = evaluate(ssd(race="rutan"))
    assert finding(rutan, "SFB-RED-TURN-MODE").path == "data.turn_mode_doubled" and rutan.legal
    early = evaluate(ssd({"system": "bolt-gun", "count": 1, "arcs": ["FA"]}, race="joshadan"))
    assert finding(early, "SFB-AVAILABILITY-ERA").path == "boxes[4].system" and early.legal
    foreign = evaluate(ssd({"system": "holo-laser", "count": 1, "arcs": ["FA"]}, race="errevin"))
    assert finding(foreign, "SFB-AVAILABILITY").severity == "warning"
    assert finding(evaluate(ssd(data={"mega_box": True})), "SFB-MEGA-SCALE").severity == "info"
