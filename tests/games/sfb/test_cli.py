"""``hullwright validate``, ``export`` and ``catalog`` on the Star Fleet Battles examples."""

from __future__ import annotations

import json

from pypdf import PdfReader

from designer.cli import main
from tests.games.sfb.helpers import EXAMPLES


def test_validate_json_on_every_example(capsys):
    assert main(["validate", "--json", *map(str, EXAMPLES)]) == 0
    results = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert len(results) == len(EXAMPLES) >= 5
    assert all(r["legal"] and r["game"] == "sfb" for r in results.values())
    rutan = results["Rutan Light Cruiser"]["stats"]
    assert rutan["points"] == 127.6  # 120 + PH-1 0.8 + PH-2 0.6 + DISR 1.6 + BTTY 0.6 + SEN 4 (004 L876-912)
    assert (rutan["allowance_budget"], rutan["option_cost"]) == (12, 7.6)
    assert rutan["power_total"] == 26 and rutan["battery_capacity"] == 4  # 10 + 10 + 4 + 2; 3 + 1
    joshada = results["Joshada (Beyond Manixo refit)"]["stats"]
    assert (joshada["option_cost"], joshada["refit_budget"], joshada["refit_remaining"]) == (19.8, 20, 0.2)
    breakdown = results["Rutan Light Cruiser"]["breakdown"]
    assert breakdown[0] == {"item": "Base BPV (ship data table)", "boxes": 0, "bpv": 120, "path": "data.bpv"}


def test_validate_readable_and_rule_override(tmp_path, capsys):
    path = tmp_path / "over.yaml"
    path.write_text(
        "hullwright: 1\ngame: sfb\nname: Over\nshields: [4, 4, 4, 4, 4, 4]\n"
        "boxes:\n- {system: impulse, count: 2}\n- {system: cargo, count: 2, marks: [T, T]}\n"
        "- {system: amt, count: 2, arcs: [FA]}\n"
        "energy_plan: {speed: 1, containment: true}\n",
        encoding="utf-8",
    )
    assert main(["validate", str(path)]) == 0  # 1 + 1 of 2
    out = capsys.readouterr().out
    assert "Over (Star Fleet Battles (Joshadan Galaxy)) - 0 points - legal" in out
    assert "Power: 2" in out and "power_total" not in out  # labelled figures, not internal keys
    assert main(["validate", "--rule", "cargo_amt_capacity=4", "--json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)[0]["stats"]["points"] == 0


def test_unreadable_design_is_file_line_col(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text("hullwright: 1\ngame: sfb\nname: Bad\ndata:\n  movement_cost: fast\n", encoding="utf-8")
    assert main(["validate", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}:5:")


def test_export_every_example(tmp_path):
    out = tmp_path / "sfb.pdf"
    assert main(["export", *map(str, EXAMPLES), "-o", str(out), "--paper", "letter"]) == 0
    reader = PdfReader(str(out))
    assert len(reader.pages) == len(EXAMPLES)
    text = " ".join(p.extract_text() for p in reader.pages)
    assert "The Light of Doom" in text and "SHIP DATA TABLE" in text


def test_catalog_lists_systems(capsys):
    assert main(["catalog", "--game", "sfb", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    game = summary[0] if isinstance(summary, list) else summary
    systems = {s["type"]: s for s in game["systems"]}
    assert systems["beam-cannon"]["destroyed_on"] == "Phaser" and systems["beam-cannon"]["verified"]
    assert len(game["designs"]) == len(EXAMPLES)


def test_catalog_readable(capsys):
    assert main(["catalog", "--game", "sfb"]) == 0
    out = capsys.readouterr().out
    assert "BC: Beam Cannon, destroyed on Phaser" in out and "rule option cargo_amt_capacity" in out
    assert "PH-1: Phaser-1, destroyed on Phaser (base game, assumed)" in out


def test_a_fleet_of_ssds_totals_its_bpv(tmp_path, capsys):
    """Fleet totals use the BPV (option mounts included): 2 x 127.6 = 255.2 over a budget of 200."""
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: sfb\nfleet: Patrol\nbudget: 200\n"
        "ships:\n- {design: catalog:rutan-light-cruiser, count: 2}\n",
        encoding="utf-8",
    )
    assert main(["fleet", str(fleet)]) == 1
    assert "255.2 of 200 points, 55.2 OVER" in capsys.readouterr().out
    assert main(["export", str(fleet), "-o", str(tmp_path / "pack.pdf")]) == 0
