"""Fleet evaluation on the stand-in game: totals by hand, budgets, forces, re-evaluation.

Toy points are ``2 x mass + guns`` (tests/core/toy_game.py): a MASS 20 ship with 2 guns is 42,
a MASS 10 ship with 1 gun is 21; more guns than half the MASS makes a ship illegal.
"""

import json

import pytest

from designer.cli import main
from designer.core.design_file import load_design
from designer.core.fleet import evaluate_fleet, fleet_from_file
from designer.core.fleet_file import load_fleet

GUNBOAT = "hullwright: 1\ngame: toy\nname: Gunboat\nmass: 20\nsystems:\n  - {type: gun, count: 2}\n"
CUTTER = "hullwright: 1\ngame: toy\nname: Cutter\nmass: 10\nsystems:\n  - {type: gun}\n"
OVERGUNNED = "hullwright: 1\ngame: toy\nname: Overgunned\nmass: 10\nsystems:\n  - {type: gun, count: 9}\n"


def fleet_text(budget, *ships, extra=""):
    lines = ["hullwright: 1", "game: toy", "fleet: Test Fleet"]
    if budget is not None:
        lines.append(f"budget: {budget}")
    lines.append(extra.rstrip()) if extra else None
    lines.append("ships:")
    lines += [f"  - {s}" for s in ships]
    return "\n".join(lines) + "\n"


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "gunboat.yaml").write_text(GUNBOAT)
    (tmp_path / "cutter.yaml").write_text(CUTTER)
    (tmp_path / "overgunned.yaml").write_text(OVERGUNNED)
    return tmp_path


def write_fleet(folder, text, name="fleet.yaml"):
    path = folder / name
    path.write_text(text)
    return path


def test_totals_by_hand(folder):
    path = write_fleet(
        folder,
        fleet_text(200, "{design: gunboat.yaml, count: 3}", "{design: cutter.yaml, count: 2, name: Swift}"),
    )
    result = fleet_from_file(path)
    # 3 x 42 + 2 x 21 = 168 of 200
    assert [(e.name, e.points, e.subtotal) for e in result.entries] == [
        ("Gunboat", 42, 126),
        ("Swift", 21, 42),
    ]
    assert result.entries[1].design_name == "Cutter"
    assert result.total_points == 168
    assert result.remaining == 32
    assert result.ship_count == 5
    assert result.legal


def test_over_budget_is_an_error_naming_the_overage(folder):
    path = write_fleet(
        folder, fleet_text(150, "{design: gunboat.yaml, count: 3}", "{design: cutter.yaml, count: 2}")
    )
    result = fleet_from_file(path)
    over = [f for f in result.findings if f.code == "FLEET-OVER-BUDGET"]
    assert len(over) == 1 and over[0].severity == "error" and over[0].path == "budget"
    assert "168 points, 18 over its budget of 150" in over[0].message
    assert not result.legal and result.remaining == -18


def test_exactly_on_budget_is_within(folder):
    path = write_fleet(
        folder, fleet_text(168, "{design: gunboat.yaml, count: 3}", "{design: cutter.yaml, count: 2}")
    )
    assert fleet_from_file(path).legal


def test_no_budget_reports_totals_without_a_check(folder):
    path = write_fleet(folder, fleet_text(None, "{design: gunboat.yaml, count: 1000}"))
    result = fleet_from_file(path)
    assert result.budget is None and result.remaining is None
    assert result.total_points == 42_000 and result.legal


def test_illegal_ship_is_a_finding_at_its_entry(folder):
    path = write_fleet(folder, fleet_text(500, "{design: gunboat.yaml}", "{design: overgunned.yaml}"))
    result = fleet_from_file(path)
    illegal = [f for f in result.findings if f.code == "FLEET-SHIP-ILLEGAL"]
    assert [f.path for f in illegal] == ["ships[1]"]
    assert "Overgunned" in illegal[0].message and "TOY-OVER" in illegal[0].message
    assert not result.entries[1].legal and not result.legal
    assert result.total_points == 42 + 29  # an illegal ship still has a price: 2 x 10 + 9


def test_same_design_file_twice_is_read_once_and_counted_twice(folder, monkeypatch):
    import designer.core.fleet_file as fleet_file

    reads = []
    monkeypatch.setattr(fleet_file, "load_design", lambda p: reads.append(p) or load_design(p))
    path = write_fleet(
        folder,
        fleet_text(
            None,
            "{design: gunboat.yaml, count: 2}",
            "{design: ./gunboat.yaml, count: 1, name: Second}",
            f"{{design: {folder / 'gunboat.yaml'}}}",
        ),
    )
    loaded = load_fleet(path)
    assert len(reads) == 1
    assert loaded.designs[0] is loaded.designs[1] is loaded.designs[2]
    assert evaluate_fleet(loaded).total_points == 4 * 42


def test_a_design_changed_after_loading_gives_new_totals(folder):
    path = write_fleet(folder, fleet_text(300, "{design: gunboat.yaml, count: 2}", "{design: cutter.yaml}"))
    loaded = load_fleet(path)
    assert evaluate_fleet(loaded).total_points == 2 * 42 + 21
    # The fleet refers to the file: make the Gunboat MASS 30 (2 x 30 + 2 = 62 points).
    (folder / "gunboat.yaml").write_text(GUNBOAT.replace("mass: 20", "mass: 30"))
    assert evaluate_fleet(load_fleet(path)).total_points == 2 * 62 + 21
    # A design changed in memory (the window's editor) swapped into the loaded fleet.
    edited = load_design(folder / "gunboat.yaml")
    edited = type(edited)(edited.design.model_copy(update={"mass": 40}), edited.game, edited.path)
    assert evaluate_fleet(loaded.with_design(folder / "gunboat.yaml", edited)).total_points == 2 * 82 + 21
    assert evaluate_fleet(loaded).total_points == 2 * 42 + 21  # the original is untouched


def test_forces_have_their_own_budgets(folder):
    extra = "forces:\n  Home: {budget: 50, fixed: true}\n  Raiders: {budget: 100}"
    path = write_fleet(
        folder,
        fleet_text(
            100,
            "{design: gunboat.yaml, count: 2}",
            "{design: cutter.yaml, count: 3, force: Home}",
            "{design: gunboat.yaml, force: Raiders}",
            extra=extra,
        ),
    )
    result = fleet_from_file(path)
    by_name = {f.name: f for f in result.forces}
    assert (by_name[""].points, by_name["Home"].points, by_name["Raiders"].points) == (84, 63, 42)
    assert by_name["Home"].fixed and not by_name["Raiders"].fixed
    assert result.budget == 250 and result.total_points == 189
    over = [f for f in result.findings if f.code == "FLEET-OVER-BUDGET"]
    # The main force is within 100; only Home (63 of 50) is over, although the fleet is not.
    assert [(f.path, "13 over" in f.message) for f in over] == [("forces.Home", True)]


def test_unknown_fleet_rule_is_a_warning(folder):
    path = write_fleet(folder, fleet_text(100, "{design: cutter.yaml}", extra="rules: {colour: red}"))
    result = fleet_from_file(path)
    assert [(f.code, f.severity, f.path) for f in result.findings] == [
        ("RULE-OPTION-UNKNOWN", "warning", "rules.colour")
    ]
    assert result.legal


def test_empty_fleet_warns(folder):
    path = write_fleet(folder, "hullwright: 1\ngame: toy\nfleet: Nobody\nbudget: 10\nships: []\n")
    result = fleet_from_file(path)
    assert [f.code for f in result.findings] == ["FLEET-EMPTY"] and result.total_points == 0


# --- the command -----------------------------------------------------------------------------
def test_cli_json_object(folder, capsys):
    path = write_fleet(
        folder, fleet_text(200, "{design: gunboat.yaml, count: 3}", "{design: cutter.yaml, count: 2}")
    )
    assert main(["fleet", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {k: out[k] for k in ("name", "game", "budget", "total_points", "remaining", "legal")} == {
        "name": "Test Fleet",
        "game": "toy",
        "budget": 200,
        "total_points": 168,
        "remaining": 32,
        "legal": True,
    }
    assert [(e["design"], e["count"], e["points"], e["subtotal"], e["legal"]) for e in out["entries"]] == [
        ("gunboat.yaml", 3, 42, 126, True),
        ("cutter.yaml", 2, 21, 42, True),
    ]
    assert out["findings"] == []


def test_cli_table_and_exit_codes(folder, capsys):
    good = write_fleet(folder, fleet_text(200, "{design: gunboat.yaml, count: 3}"), "good.yaml")
    assert main(["fleet", str(good)]) == 0
    text = capsys.readouterr().out
    assert "Gunboat" in text and "126" in text and "126 of 200 points, 74 remaining" in text
    over = write_fleet(folder, fleet_text(100, "{design: gunboat.yaml, count: 3}"), "over.yaml")
    assert main(["fleet", str(over)]) == 1
    assert "26 OVER" in capsys.readouterr().out
    illegal = write_fleet(folder, fleet_text(None, "{design: overgunned.yaml}"), "illegal.yaml")
    assert main(["fleet", str(illegal)]) == 1


def test_cli_missing_design_exits_2_with_the_fleet_line(folder, capsys):
    path = write_fleet(folder, fleet_text(100, "{design: gunboat.yaml}", "{design: nowhere.yaml}"))
    assert main(["fleet", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:7:6: ships[1].design 'nowhere.yaml' cannot be read"), err
    assert "no such file" in err and "Traceback" not in err
