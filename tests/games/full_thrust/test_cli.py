"""``hullwright validate`` and ``hullwright catalog`` on Full Thrust files, run in-process."""

from __future__ import annotations

import json
import re

import pytest

from designer.cli import main
from designer.games.full_thrust import GAME

HEAD = "hullwright: 1\ngame: full-thrust\nname: Test\n"
SHC = GAME.standard_design("superheavy-cruiser").path


def write(tmp_path, text, name="ship.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_legal_exits_0(capsys):
    code, out, err = run(capsys, "validate", str(SHC))
    assert code == 0 and "267 points - legal" in out and err == ""


def test_validate_json_shape(capsys):
    code, out, _ = run(capsys, "validate", "--json", str(SHC))
    [result] = json.loads(out)
    assert code == 0
    assert {"name", "game", "legal", "stats", "breakdown", "findings"} <= set(result)
    assert result["name"] == "Superheavy Cruiser" and result["game"] == "full-thrust"
    stats = result["stats"]
    assert {
        k: stats[k]
        for k in (
            "points",
            "mass",
            "class",
            "damage_points",
            "systems_mass",
            "systems_mass_limit",
            "thrust",
            "fire_controls",
            "damage_track",
            "thresholds",
        )
    } == {
        "points": 267,
        "mass": 36,
        "class": "cruiser",
        "damage_points": 18,
        "systems_mass": 18,
        "systems_mass_limit": 18,
        "thrust": 4,
        "fire_controls": 2,
        "damage_track": [6, 6, 6],
        "thresholds": [6, 12],
    }  # 001 L881-893
    assert result["breakdown"][0] == {
        "item": "Cruiser hull, MASS 36",
        "mass": 0,
        "points": 72,
        "path": "hull",
    }


def test_validate_illegal_exits_1_with_findings(capsys, tmp_path):
    path = write(
        tmp_path,
        HEAD + "hull: {mass: 20, type: warship}\nthrust: 9\nsystems:\n"
        "  - {type: beam, class: B, arcs: [P, S]}\n",
    )
    code, out, _ = run(capsys, "validate", "--json", str(path))
    [result] = json.loads(out)
    assert code == 1 and result["legal"] is False
    found = {(f["code"], f["path"]) for f in result["findings"] if f["severity"] == "error"}
    assert found == {("FT-THRUST-RANGE", "thrust"), ("FT-ARC-ADJACENT", "systems[0].arcs")}


def test_rule_override_on_the_command_line(capsys):
    survey = GAME.standard_design("survey-cruiser").path
    _, out, _ = run(capsys, "validate", "--json", "--rule", "merchant_allowance_rounding=up", str(survey))
    assert json.loads(out)[0]["stats"]["systems_mass_limit"] == 5  # 4.8 rounded up


BAD_FILES = {
    # text, line and column of the offending key (or list item), words in the message
    "yaml syntax": (HEAD + "hull: {mass: 20, type: warship\nthrust: 4\n", None, None, ""),
    "mass not a number": (HEAD + "hull:\n  mass: big\n  type: warship\n", 5, 3, "whole number"),
    "unknown hull type": (HEAD + "hull: {mass: 20, type: battlestar}\n", 4, 18, "battlestar"),
    "unknown system type": (
        HEAD + "hull: {mass: 20, type: warship}\nsystems:\n  - {type: pdaf}\n  - {type: blaster}\n",
        7,
        5,
        "blaster",
    ),
    "beam class dd": (
        HEAD + "hull: {mass: 20, type: warship}\nsystems:\n  - {type: beam, class: dd, arcs: [F]}\n",
        6,
        18,
        "one capital letter",
    ),
    "arc X": (
        HEAD + "hull: {mass: 20, type: warship}\nsystems:\n  - {type: beam, class: A, arcs: [F, X]}\n",
        6,
        38,
        "'X'",
    ),
    "screen without level": (
        HEAD + "hull: {mass: 20, type: warship}\nsystems:\n  - {type: screen}\n",
        6,
        5,
        "level",
    ),
    "weasel signature": (
        HEAD + "hull: {mass: 20, type: warship}\nsystems:\n  - {type: weasel, signature: escort}\n",
        6,
        20,
        "escort",
    ),
    "count zero": (
        HEAD + "hull: {mass: 20, type: warship}\nsystems:\n  - {type: pdaf, count: 0}\n",
        6,
        18,
        "count",
    ),
    "missing hull": (HEAD + "thrust: 4\n", None, None, "hull"),
    "unknown key": (HEAD + "hull: {mass: 20, type: warship}\nshields: 2\n", 5, 1, "shields"),
    "thrust negative": (HEAD + "hull: {mass: 20, type: warship}\nthrust: -1\n", 5, 1, "thrust"),
    "ftl not a bool": (HEAD + "hull: {mass: 20, type: warship}\nftl: maybe\n", 5, 1, "ftl"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_file_exits_2_with_file_line_col(capsys, tmp_path, case):
    text, line, col, words = BAD_FILES[case]
    path = write(tmp_path, text)
    code, out, err = run(capsys, "validate", str(path))
    assert code == 2 and out == ""
    assert "Traceback" not in err
    match = re.match(rf"^{re.escape(str(path))}:(\d+):(\d+): (.+)$", err.strip())
    assert match, err
    if line is not None:
        assert (int(match[1]), int(match[2])) == (line, col), err
    assert words in match[3]


def test_one_bad_file_among_good_ones_still_exits_2(capsys, tmp_path):
    bad = write(tmp_path, HEAD + "hull: {mass: x, type: warship}\n")
    code, out, err = run(capsys, "validate", str(SHC), str(bad))
    assert code == 2 and "267 points" in out and str(bad) in err


def test_catalog_lists_systems_and_designs(capsys):
    code, out, _ = run(capsys, "catalog", "--game", "full-thrust", "--json")
    [summary] = json.loads(out)
    assert code == 0 and summary["id"] == "full-thrust" and summary["title"] == "Full Thrust"
    systems = {(s["type"], s["variant"]): s for s in summary["systems"]}
    assert len(systems) == 16  # 001 L849-863 (beams A/B/C) and the two Weasel signatures (L574)
    assert (
        systems[("beam", "A")]["mass"],
        systems[("beam", "A")]["points"],
        systems[("beam", "A")]["points_per_arc"],
    ) == (3, 4, 3)  # L850
    assert systems[("nova-cannon", "")]["mass"] == 16 and systems[("weasel", "capital")]["points"] == 40
    assert all(s["source"].startswith("001 L") for s in summary["systems"])
    designs = {d["id"]: d["book_points"] for d in summary["designs"]}
    assert designs["superheavy-cruiser"] == 267 and designs["survey-cruiser"] == 333
    code, out, _ = run(capsys, "catalog", "--game", "full-thrust")
    assert "nova-cannon" in out and "superheavy-cruiser" in out
    # Computed points for every design, the book's beside them only where they differ.
    line = next(x for x in out.splitlines() if "missile-destroyer" in x)  # no book figure
    assert line.rstrip().endswith("86 pts")
    assert next(x for x in out.splitlines() if "superheavy-cruiser" in x).rstrip().endswith("267 pts")


@pytest.mark.parametrize("value", ['"4"', "4.0", "true"])
def test_a_number_written_as_text_or_bool_is_a_wrong_type(capsys, tmp_path, value):
    path = write(tmp_path, HEAD + f"hull: {{mass: 20, type: warship}}\nthrust: {value}\n")
    code, _, err = run(capsys, "validate", str(path))
    assert code == 2 and err.startswith(f"{path}:5:1: thrust must be a whole number")
