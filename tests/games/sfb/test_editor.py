"""The window's SFB editor description (EditorSpec and operations in designer/games/sfb/editor*.py,
drawn by the generic window): what the plan-item form offers, how a plan row reads, and what a
refusal tells the player. No Qt: the spec is data."""

from __future__ import annotations

import pytest

from designer.core.operations import Selection
from designer.games.sfb.plan_model import Arm
from tests.games.sfb.helpers import CATALOG, GAME, evaluate, finding, ssd

SPEC = GAME.editor()
ITEMS = next(lst for lst in SPEC.lists if lst.path == "energy_plan.items")
MODE = next(f for f in ITEMS.row_fields if f.path == "mode")


@pytest.mark.parametrize(
    "system, modes",
    [
        ("holo-laser", ["standard", "overload"]),  # 1, overload 1.5 (004 L412-414)
        ("stun-beam", ["short", "long"]),  # 2 short, 4 long (L346-349)
        ("particle-beam", ["standard"]),  # arms, boosts; no modes (L272-276)
        ("fireball-torpedo", ["standard"]),  # 3-2 (2) (L387)
    ],
)
def test_the_plan_item_form_offers_only_the_weapons_modes(system, modes):
    # Issue 23 item 12: a Holo-Laser cannot be set to "Short".
    design = ssd({"system": system, "count": 1, "arcs": ["FA"]})
    row = Arm(use="arm", system=system, mode=modes[0])
    assert [value for value, _ in MODE.choices_in(design, row)] == modes


def test_a_mode_the_file_holds_still_shows_and_its_finding_says_why():
    design = ssd(
        {"system": "holo-laser", "count": 1, "arcs": ["FA"]},
        plan={"items": [{"use": "arm", "system": "holo-laser", "mode": "short"}]},
    )
    row = design.energy_plan.items[0]
    assert [v for v, _ in MODE.choices_in(design, row)] == ["standard", "overload", "short"]
    assert finding(evaluate(design), "SFB-PLAN-MODE").path == "energy_plan.items[0].mode"


def test_a_plan_row_shows_its_mode_and_arming_turn():
    label = ITEMS.row_label
    assert label(Arm(use="arm", system="holo-laser", mode="overload")) == "Arm HL overload"
    assert label(Arm(use="arm", system="stun-beam", mode="long")) == "Arm STUN long"
    assert label(Arm(use="arm", system="holo-laser")) == "Arm HL"
    assert label(Arm(use="arm", system="fireball-torpedo", turn=2)) == "Arm FBT turn 2"


def test_arm_a_weapon_adds_an_arming_in_a_mode_it_has():
    design = ssd({"system": "stun-beam", "count": 2, "arcs": ["FA"]})
    edit = SPEC.operation("plan:arm").run(design, Selection())
    assert edit.design.energy_plan.items[0].mode == "short"
    assert "SFB-PLAN-MODE" not in {f.code for f in evaluate(edit.design).findings}


def test_an_uncaptured_item_names_the_captured_field():
    # Issue 23 item 12: the Rutan "*" items need a capture (004 L917); the refusal names the
    # field the player ticks, the Campaign section's "Captured".
    design = ssd(
        race="rutan",
        option_list="rutan",
        option_mounts=[{"mount": "OPT"}],
        data={"bpv": 200, "turn_mode_doubled": "D"},
    )
    reason = SPEC.operation("install:rutan:bubble-shield").reason(design, Selection("option_mounts", (0,)))
    assert reason == (
        "Bubble Shield: only if one has been captured: tick it under Campaign > "
        "Captured (campaign.captured in the file)"
    )
    section = next(s for s in SPEC.sections if s.title == "Campaign")
    assert "Captured" in [f.label for f in section.fields]
    assert CATALOG.option_lists["rutan"].entry("bubble-shield").needs == ["captured"]
