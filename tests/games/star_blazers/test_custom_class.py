"""Custom classes: a class file of its own (``kind: class``) that ship designs name as
``custom/<file>``, checked against the class-derived figures of §2."""

from __future__ import annotations

import json

import pytest

from designer.cli import main
from designer.core.paths import CATALOGS
from designer.games.star_blazers import GAME
from designer.games.star_blazers.rules.class_library import CLASS_PATH_VARIABLE
from tests.games.star_blazers.conftest import codes, evaluate, make

EXAMPLE = CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml"
BAD_CLASS = """hullwright: 1
game: star-blazers
name: Broken
kind: class
definition:
  faction: gamilon
  type_code: SDD
  name: Broken
  points: 90
  data: {class_number: 2, power_rating_factor: 8, systems_fired: 2, tactical_warp_cost: 10,
         strategic_warp_cost: 20, turning_cost: 1.0}
  systems: {mine_sweeping: 1, mine_launching: 1}
  hull: {boxes: 10}
"""


def validate(capsys, path) -> tuple[int, dict]:
    code = main(["validate", "--json", str(path)])
    [result] = json.loads(capsys.readouterr()[0])
    return code, result


def test_the_example_class_file_validates(capsys):
    code, result = validate(capsys, EXAMPLE)
    assert code == 0 and result["stats"]["points"] == 180
    assert result["stats"]["class_title"] == "SCG Example Escort"


def test_a_ship_names_a_custom_class_like_a_catalog_class():
    design = make("custom/example-escort", purchases=[{"system": "acacbi"}])
    result = evaluate(design)
    assert result.points == 180 + 40 and result.legal
    assert result.stats["power_rating_factor"] == 4


def test_a_class_file_checked_against_its_class_number(tmp_path, capsys):
    path = tmp_path / "broken.yaml"
    path.write_text(BAD_CLASS, encoding="utf-8")
    code, result = validate(capsys, path)
    found = {(f["code"], f["path"]) for f in result["findings"]}
    assert code == 1
    assert {
        ("SB-CLASS-POWER-RATING", "definition.data.power_rating_factor"),
        ("SB-CLASS-FIRING", "definition.data.systems_fired"),
        ("SB-CLASS-TURNING", "definition.data.turning_cost"),
    } <= found


def test_a_ship_of_a_flawed_custom_class_from_the_class_path(tmp_path, monkeypatch):
    (tmp_path / "broken.yaml").write_text(BAD_CLASS, encoding="utf-8")
    monkeypatch.setenv(CLASS_PATH_VARIABLE, str(tmp_path))
    result = evaluate(make("custom/broken"))
    assert ("SB-CLASS-POWER-RATING", "class") in codes(result, "error")
    assert result.stats["class_points"] == 90


@pytest.mark.parametrize("reference", ["custom/missing", "custom/../../etc/passwd", "custom/UPPER"])
def test_a_custom_class_that_cannot_be_found(reference):
    assert codes(evaluate(make(reference)), "error") == [("SB-CLASS-UNKNOWN", "class")]


def test_high_speed_classes_and_mine_warfare_ships_are_allowed(tmp_path, capsys):
    """Power rating 8 at class 1 for a high speed ship (L898-899); MSS II above the class's
    type is an installed upgrade (the SMWS, L1849)."""
    text = BAD_CLASS.replace(
        "class_number: 2, power_rating_factor: 8, systems_fired: 2",
        "class_number: 1, power_rating_factor: 8, systems_fired: 1, high_speed: true",
    ).replace("turning_cost: 1.0", "turning_cost: 0.5")
    text = text.replace("mine_sweeping: 1,", "mine_sweeping: 2,")
    path = tmp_path / "fast.yaml"
    path.write_text(text, encoding="utf-8")
    code, result = validate(capsys, path)
    assert code == 0, result["findings"]


def test_new_empty_custom_class_is_a_class_file_not_a_ship(tmp_path):
    """New > Empty custom class starts a class file (``kind: class``) the player fills in; the
    empty start of the default kind is still a ship."""
    from designer.core.design_file import dump_design, load_design

    design = GAME.new_design("empty:class", "My class")
    assert design.kind == "class" and design.definition.name == "My class"
    assert GAME.kind_of(design).key == "class"
    assert GAME.new_design("empty").kind == "ship"
    path = tmp_path / "my-class.yaml"
    path.write_text(dump_design(design), encoding="utf-8")
    assert load_design(path).design == design
    assert "SB-CLASS-NUMBER-MISSING" in [code for code, _ in codes(evaluate(design))]
