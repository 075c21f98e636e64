"""``hullwright validate`` and ``hullwright export`` on the BSCS examples (DESIGN.md CLI contract)."""

from __future__ import annotations

import json

from pypdf import PdfReader

from designer.cli import main
from designer.core.paths import CATALOGS
from tests.evaluating import evaluated
from tests.games.bscs.helpers import GAME, design, evaluate

DESIGNS = sorted((CATALOGS / "bscs" / "designs").glob("*.yaml"))


def test_validate_json_on_every_example(capsys):
    assert main(["validate", "--json", *map(str, DESIGNS)]) == 0
    results = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert results["Frigate"]["stats"]["points"] == 178  # digest TC-1
    assert results["Jump Carrier"]["stats"]["points"] == 682  # digest TC-2
    assert all(r["legal"] and r["game"] == "bscs" for r in results.values())
    frigate = results["Frigate"]["stats"]
    for key in (
        "size",
        "size_used",
        "size_free",
        "power_produced",
        "power_draw",
        "move_cost",
        "max_move",
        "turn_mode",
        "hull",
        "crew_required",
    ):
        assert key in frigate, key


def test_validate_rule_override_and_illegal_exit(tmp_path, capsys):
    path = tmp_path / "hot.yaml"
    path.write_text(
        "hullwright: 1\ngame: bscs\nname: Hot\nhull: 1\nsystems:\n- {type: reactor, output: 25}\n",
        encoding="utf-8",
    )
    assert main(["validate", str(path)]) == 1  # output 25 > 20 (002 L374)
    assert "BSCS-CU-REACTOR" in capsys.readouterr().out
    assert main(["validate", "--rule", "campaign_universe=off", str(path)]) == 0


def test_unreadable_design_is_file_line_col(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text(
        "hullwright: 1\ngame: bscs\nname: Bad\nsystems:\n- {type: beam, damage: ten}\n", encoding="utf-8"
    )
    assert main(["validate", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}:5:")


def test_export_every_example(tmp_path):
    out = tmp_path / "bscs.pdf"
    assert main(["export", *map(str, DESIGNS), "-o", str(out), "--paper", "letter"]) == 0
    reader = PdfReader(str(out))
    # one page a design (a craft: its group sheet), and the escort carrier's two craft groups
    # after its own (002 L484-489)
    assert len(reader.pages) == len(DESIGNS) + 2
    text = " ".join(p.extract_text() for p in reader.pages)
    assert "Jump Carrier" in text and "DAMAGE ALLOCATION DIAGRAM" in text
    assert "ASSAULT CRAFT GROUP" in text


def test_out_of_order_systems_are_an_info_note():
    d = design(
        {
            "game": "bscs",
            "name": "O",
            "hull": 2,
            "systems": [{"type": "reactor"}, {"type": "drive", "count": 2}],
        }
    )
    notes = [f for f in evaluate(d).findings if f.code == "BSCS-ORDER"]
    assert notes and notes[0].severity == "info" and notes[0].path == "systems[1]"
    assert evaluated(GAME, d).legal
