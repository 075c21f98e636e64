"""Assault craft (issue 16 item 13): fighters, boarding pods, VGFs and HBVs built with their own
rules (002 L515-564), as their own kind of BSCS design (``kind: craft``)."""

from __future__ import annotations

import pytest

from designer.core.design_file import design_from_text, dump_design, load_design
from designer.core.errors import LoadError
from designer.games.bscs.craft_design import BscsCraft
from tests.evaluating import evaluated
from tests.games.bscs.craft_helpers import TC12, craft, evaluate, with_systems
from tests.games.bscs.helpers import GAME


def codes(ev) -> dict[str, str]:
    return {f.code: f.severity for f in ev.findings}


def test_tc12_fighter_is_23_4_points_and_size_5():
    # drives 2 × (0.5, 5) (L517); generator 0.1, 0.1 (L519); Fair sensor 0.5, 5 × basis 2 (L521);
    # D2 beam 2, 2 (L184); inertial storage 1, 0.1 (L520); rescue pod 0.1, 0.2 (L525):
    # 4.7 spaces, 22.4 points. Hull 4.7/20 up to a tenth: 0.3 (L541, L689); TM 4: 5/20 × 4 (L748)
    ev = evaluate(craft())
    s = ev.stats
    assert ev.legal, ev.findings
    assert s["size"] == pytest.approx(5.0) and s["hull_min"] == pytest.approx(0.3)
    assert s["points"] == pytest.approx(10 + 0.1 + 10 + 2 + 0.1 + 0.2 + 1) == 23.4
    assert s["crew"] == 1 and s["crew_hull"] == pytest.approx(0.1)  # a pilot (L697), 1 hull/10 (L696)
    assert s["move_cost"] == 1 and s["max_move"] == 2  # "initial move cost - 1" (L517)
    assert s["energy"] == 100  # one inertial storage (L520)
    std = GAME.standard_design("tc12-fighter")
    assert std.book_points == 23.4 and GAME.standard_points(std) == pytest.approx(23.4)


def test_sensor_cost_readings():
    # "cost 5 times the chart value" (L521): 5 × basis 2 = 10, or 5 × (1 × 2 + 1³) = 15
    assert evaluate(craft(), craft_sensor_cost="formula").points == pytest.approx(28.4)


def test_move_cost_readings_and_armor():
    # a point of armor raises the move cost by only 5 (L523); it starts at 1, or at 10 − 1
    armored = with_systems({"type": "armor"})
    assert evaluate(armored).stats["move_cost"] == 6
    assert evaluate(armored, craft_move_cost="nine").stats["move_cost"] == 14
    # −1 a level for 2 points a drive (L517), never below 1 (L603)
    improved = craft(
        systems=[{"type": "drive", "count": 2, "mc_levels": 3}] + TC12["systems"][1:] + [{"type": "armor"}]
    )
    ev = evaluate(improved)
    assert ev.stats["move_cost"] == 3
    assert next(r for r in ev.breakdown if r.path == "systems[0].mc_levels").points == 3 * 2 * 2
    assert "BSCS-MC-FLOOR" in codes(evaluate(craft(systems=[{"type": "drive", "count": 2, "mc_levels": 1}])))


def test_shield_generators():
    # one more point a generator costs 5; at most 2 under the Campaign Universe; at most one
    # generator per size of craft (L519)
    two = craft(systems=TC12["systems"][:1] + [{"type": "shield", "points": 2}] + TC12["systems"][2:])
    assert evaluate(two).points == pytest.approx(23.4 + 5)
    three = craft(systems=[{"type": "shield", "points": 3}])
    assert codes(evaluate(three))["BSCS-CU-SHIELD"] == "error"
    assert "BSCS-CU-SHIELD" not in codes(evaluate(three, campaign_universe=False))
    many = craft(systems=[{"type": "shield", "count": 6}], hull=0.1)
    assert codes(evaluate(many))["BSCS-CRAFT-SHIELD-MAX"] == "error"


def test_sensors_at_most_one_per_size():
    # "Maximum number is equal to assault craft size" (L521); no hull per sensor (TC-12)
    assert codes(evaluate(with_systems({"type": "sensor", "count": 10})))["BSCS-CRAFT-SENSOR-MAX"] == "error"


LYNX = [
    {"type": "drive", "count": 2},
    {"type": "shield"},
    {"type": "sensor", "level": "fair"},
    {"type": "beam", "damage": 2},
    {"type": "inertial-storage"},
    {"type": "rescue-pod"},
]


def test_articulation_and_gear_are_shares_of_the_craft_built_before_them():
    # bipedal articulation 0.5 × craft at 10 × its size (L526-531); bipedal 2-mode gear 0.5 ×
    # (craft + articulation) at 2 × its size (L534-538); TC-12's 4.7 spaces before them
    vgf = craft(
        craft_type="vgf",
        hull=1.0,
        turn_mode=1,
        systems=LYNX
        + [{"type": "articulation", "form": "bipedal"}, {"type": "vg-gear", "form": "bipedal", "modes": 2}],
    )
    ev = evaluate(vgf)
    rows = {r.path: r for r in ev.breakdown}
    assert rows["systems[6]"].measures == {"size": pytest.approx(2.35), "points": pytest.approx(23.5)}
    assert rows["systems[7]"].measures == {"size": pytest.approx(3.525), "points": pytest.approx(7.05)}
    assert ev.legal, ev.findings
    lynx = evaluated(GAME, load_design(GAME.standard_design("lynx-vgf").path).design)
    assert lynx.legal and lynx.points == pytest.approx(85.085) and lynx.stats["size"] == pytest.approx(11.85)


@pytest.mark.parametrize(
    "kind,extra,code",
    [
        ("hbv", [], "BSCS-CRAFT-ARTICULATION"),  # HBVs and VGFs have articulation (L560, L564)
        ("fighter", [{"type": "articulation"}], "BSCS-CRAFT-ARTICULATION"),  # fighters do not (L556)
        ("vgf", [{"type": "articulation"}], "BSCS-CRAFT-VG-GEAR"),  # VGFs have gear (L564)
        (
            "vgf",
            [{"type": "articulation"}, {"type": "vg-gear", "form": "basic", "modes": 3}],
            "BSCS-CRAFT-VG-GEAR",
        ),  # basic 3-mode is "Not Available" (L537)
    ],
)
def test_what_each_craft_type_is_built_of(kind, extra, code):
    ev = evaluate(craft(craft_type=kind, hull=1.0, systems=LYNX + extra))
    assert codes(ev).get(code) == "error"


def test_hbv_has_no_turn_mode_and_no_drives():
    # "Hull (Turn Mode is NA)" and no drives in its order (L560)
    hbv = craft(craft_type="hbv", hull=1.0, systems=LYNX + [{"type": "articulation", "form": "humanoid"}])
    found = codes(evaluate(hbv))
    assert found["BSCS-CRAFT-TURN-MODE"] == "error" and found["BSCS-CRAFT-HBV-DRIVES"] == "warning"
    walking = craft(
        craft_type="hbv",
        hull=0.5,
        turn_mode=0,
        systems=LYNX[1:] + [{"type": "articulation", "form": "humanoid"}],
    )
    assert evaluate(walking).legal


def test_fractional_hull_in_tenths_with_a_minimum_of_0_1():
    # "may use fractional Hull 0.1 minimum" (L541): a 0.5-size craft needs 0.1, not 0.025
    tiny = craft(systems=[{"type": "drive"}], hull=0.1, turn_mode=1)
    assert evaluate(tiny).stats["hull_min"] == pytest.approx(0.1) and evaluate(tiny).legal
    assert codes(evaluate(craft(hull=0.2)))["BSCS-HULL-MIN"] == "error"


def test_armor_covers_the_whole_craft_only_under_25():
    big = with_systems({"type": "armor"}, {"type": "hold", "size": 25}, hull=1.7)
    assert codes(evaluate(big))["BSCS-CRAFT-ARMOR-COVER"] == "info"  # L523
    assert "BSCS-CRAFT-ARMOR-COVER" not in codes(evaluate(with_systems({"type": "armor"})))


def test_ship_only_systems_are_not_craft_systems():
    # craft "don't use Jump" (L518); "Auxillary - only Rescue Pods" (L525)
    for system in ("{type: jump}", "{type: hangar, spaces: 10}", "{type: hospital}"):
        with pytest.raises(LoadError) as err:
            design_from_text(
                f"hullwright: 1\ngame: bscs\nname: X\nkind: craft\nsystems:\n- {system}\n", "c.yaml"
            )
        assert str(err.value).startswith("c.yaml:6:") and "unknown type" in str(err.value)


def test_craft_have_no_sections():
    placed = craft(systems=[{"type": "beam", "damage": 2, "section": "F"}] + TC12["systems"])
    assert codes(evaluate(placed))["BSCS-CRAFT-SECTION"] == "error"


def test_a_craft_file_loads_as_a_craft_and_saves_its_kind():
    d, _ = design_from_text(dump_design(craft()))
    assert isinstance(d, BscsCraft) and d == craft()
    assert "kind: craft" in dump_design(craft())
    new = GAME.new_design("empty:craft", "Scout")
    assert isinstance(new, BscsCraft) and evaluated(GAME, new).legal
