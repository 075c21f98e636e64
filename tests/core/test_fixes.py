"""Fix-it suggestions (issue 17, part 1): every fix offered clears its finding without adding
an error, the smallest change comes first, and the games' own candidates are used."""

from __future__ import annotations

import json

import pytest

from designer.cli import main
from designer.core import registry
from designer.core.design_file import save_design
from designer.core.fixes import suggest_fixes
from designer.games.full_thrust.design import FullThrustDesign

FT = registry.get("full-thrust")


def ft(**fields) -> FullThrustDesign:
    data = {
        "game": "full-thrust",
        "name": "T",
        "hull": {"mass": 32, "type": "warship"},
        "thrust": 4,
        "systems": [],
    }
    data.update(fields)
    return FullThrustDesign.model_validate(data)


CASES = {  # each breaks one rule of 001 (the finding's code)
    "FT-MASS-OVER": ft(hull={"mass": 101, "type": "warship"}),
    "FT-ARC-AFT": ft(systems=[{"type": "beam", "class": "A", "arcs": ["F", "A"]}]),
    "FT-ALLOWANCE-OVER": ft(systems=[{"type": "beam", "class": "B", "arcs": ["P", "F", "S"], "count": 9}]),
    "FT-NOVA-CLASS": ft(systems=[{"type": "nova-cannon"}]),
    "FT-THRUST-RANGE": ft(thrust=9),
    "FT-SCREEN-LEVEL": ft(systems=[{"type": "screen", "level": 4}]),
    "FT-MERCHANT-MILITARY": ft(hull={"mass": 40, "type": "merchant"}, systems=[{"type": "adaf"}]),
}


@pytest.mark.parametrize("code", CASES)
def test_every_fix_clears_its_finding_and_adds_no_error(code):
    design = CASES[code]
    finding = next(f for f in FT.evaluate(design).errors if f.code == code)
    fixes = suggest_fixes(FT, design, finding)
    assert fixes, code
    errors = {f.code for f in FT.evaluate(design).errors}
    for fix in fixes:
        after = FT.evaluate(fix.operation.run(design, fix.selection).design)
        assert not any(f.code == code and f.path == finding.path for f in after.findings)
        assert {f.code for f in after.errors} <= errors


def test_the_smallest_change_comes_first_with_its_measured_effect():
    design = CASES["FT-ALLOWANCE-OVER"]  # 9 Class B beams: 18 MASS of 16
    finding = next(f for f in FT.evaluate(design).errors if f.code == "FT-ALLOWANCE-OVER")
    first = suggest_fixes(FT, design, finding)[0]
    # One battery fewer: 2 MASS and 3 + 3 x 2 arcs = 9 points (001 L851).
    assert first.label == "Set Class 'B' Beam Battery count to 8: −9 points, −2 MASS"
    assert first.effect == {"points": -9, "systems_mass": -2}


def test_the_game_offers_a_bigger_hull_for_a_capital_system():
    design = CASES["FT-NOVA-CLASS"]  # a Nova Cannon is for capital ships (001 L532, L859)
    finding = next(f for f in FT.evaluate(design).errors if f.code == "FT-NOVA-CLASS")
    labels = [f.label for f in suggest_fixes(FT, design, finding)]
    assert any(label.startswith("Raise MASS to 37") and "class becomes capital" in label for label in labels)


def test_validate_json_lists_fixes_per_error(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    save_design(CASES["FT-THRUST-RANGE"], path)
    assert main(["validate", "--json", str(path)]) == 1
    (finding,) = [f for f in json.loads(capsys.readouterr().out)[0]["findings"] if f["severity"] == "error"]
    assert finding["fixes"][0] == {
        "label": "Set Thrust to 8: −16 points",
        "operation": "set:thrust=8",
        "effect": {"points": -16},
    }
