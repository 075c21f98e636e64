"""Roster exports and folder checks (issue 15 item 21, issue 17 part 3): one fleet as Markdown
or CSV to paste, a folder of fleets as one row each for an organiser; house rules named."""

from __future__ import annotations

import csv
import io
import json
import shutil

from designer.cli import main
from designer.core.paths import CATALOGS

FT = CATALOGS / "full-thrust"
LAFAYETTE = FT / "fleets" / "nac-lafayette-sector.yaml"


def test_markdown_and_csv_rosters(capsys):
    assert main(["fleet", str(LAFAYETTE), "--format", "markdown"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("**NAC Lafayette Sector: 11,068 points of 11,800")
    assert "| Battleship | 2 | 447 | 894 | yes | 24 | capital | 4 | 3 |" in text  # 001 L388
    assert main(["fleet", str(LAFAYETTE), "--format", "csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0][:5] == ["design", "count", "points", "subtotal", "legal"]
    assert ["Battleship", "2", "447", "894", "yes"] == rows[1][:5]


def test_json_short_form_is_the_json_format(capsys):
    assert main(["fleet", str(LAFAYETTE), "--json"]) == 0
    short = json.loads(capsys.readouterr().out)
    assert main(["fleet", str(LAFAYETTE), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == short


def test_a_folder_of_fleets_one_row_each(tmp_path, capsys):
    folder = tmp_path / "lists"
    folder.mkdir()
    for name in ("esu-strike-force.yaml", "con-am-12-eurasian.yaml"):
        shutil.copy(FT / "fleets" / name, folder / name)
    (folder / "alice.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: Alice's list\nplayer: Alice\nbudget: 100\n"
        "ships:\n  - {design: 'catalog:heavy-cruiser'}\n",
        encoding="utf-8",
    )
    (folder / "notes.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nname: A design\nhull: {mass: 10, type: warship}\n",
        encoding="utf-8",
    )
    assert main(["fleet", str(folder), "--format", "csv"]) == 1  # Alice is over her budget
    rows = {r[0]: r for r in csv.reader(io.StringIO(capsys.readouterr().out))}
    assert rows["file"] == [
        "file",
        "player",
        "fleet",
        "game",
        "total",
        "budget",
        "legal",
        "fingerprint",
        "first error",
    ]
    alice = rows["alice.yaml"]
    # The Heavy Cruiser is 238 points (001 L382), over a budget of 100.
    assert alice[1:7] == ["Alice", "Alice's list", "full-thrust", "238", "100", "NO"]
    assert alice[8].startswith("FLEET-OVER-BUDGET")
    assert "notes.yaml" not in rows  # a design in the folder is not a fleet
    assert rows["esu-strike-force.yaml"][6] == "yes"


def test_validate_text_is_for_people(capsys):
    assert main(["validate", str(FT / "designs" / "superheavy-cruiser.yaml")]) == 0
    out = capsys.readouterr().out
    # 001 L884-891: 267 points, 18 DP as 6/6/6 with checks after 6 and 12 damage.
    assert "267 points - legal" in out and "Systems MASS: 18 of 18 MASS" in out
    assert "Damage track: 6 / 6 / 6 boxes" in out and "after 6 (T1: 6), 12 (T2: 5-6)" in out
    assert "damage_box" not in out and "hull_points" not in out and "ftl:" not in out


def test_the_profile_is_named_wherever_it_is_used(tmp_path, capsys):
    profile = FT / "profiles" / "heavy-beams.yaml"
    design = FT / "designs" / "heavy-cruiser.yaml"
    assert main(["validate", str(design), "--profile", str(profile)]) == 0
    assert "under house rules: Heavy Beams v1" in capsys.readouterr().out
    assert main(["validate", "--json", str(design), "--profile", str(profile)]) == 0
    result = json.loads(capsys.readouterr().out)[0]
    assert result["profile"] == {"name": "Heavy Beams", "version": "1"}
    # Its one 'A' battery costs a point more (5 + 3 x 3 arcs), its screen 5 less: 238 + 1 - 5.
    assert result["stats"]["points"] == 234
    assert main(["fleet", "--json", str(LAFAYETTE), "--profile", str(profile)]) == 0
    fleet = json.loads(capsys.readouterr().out)
    assert fleet["profile"] == {"name": "Heavy Beams", "version": "1"}
    plain = json.loads((main(["fleet", "--json", str(LAFAYETTE)]), capsys.readouterr().out)[1])
    assert plain["fingerprint"] != fleet["fingerprint"]  # the profile is part of it


def test_a_profile_of_another_game_is_not_claimed(capsys):
    """One run may check several games' files: a BSCS profile does not apply to a Full Thrust
    design, and the text says so instead of printing house rules that were not in force."""
    bscs = CATALOGS / "bscs"
    design = FT / "designs" / "heavy-cruiser.yaml"
    frigate = bscs / "designs" / "tc1-frigate.yaml"
    assert (
        main(
            [
                "validate",
                str(design),
                str(frigate),
                "--profile",
                str(bscs / "profiles" / "frontier-refits.yaml"),
            ]
        )
        == 0
    )
    captured = capsys.readouterr()
    assert "are for bscs, not full-thrust; checked without them" in captured.err
    ship_text, frigate_text = captured.out.split(str(frigate))
    assert "under house rules" not in ship_text and "238 points" in ship_text  # the book's 238
    assert "under house rules: Frontier Refits v1" in frigate_text


def test_a_folder_without_fleets_says_so(tmp_path, capsys):
    (tmp_path / "notes.yaml").write_text("just: notes\n", encoding="utf-8")
    assert main(["fleet", str(tmp_path)]) == 2
    assert "holds no fleet files" in capsys.readouterr().err
