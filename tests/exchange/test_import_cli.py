"""``hullwright import`` and ``hullwright convert`` (issue 27 section 4)."""

from __future__ import annotations

import json
from pathlib import Path

from designer.cli import main
from designer.core.design_file import load_design
from designer.core.paths import CATALOGS
from designer.games.full_thrust import GAME

DATA = Path(__file__).parents[1] / "data" / "ftfm"


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_import_reports_mapped_findings_and_refused(tmp_path, capsys):
    bad = tmp_path / "bad.FTDesign"
    bad.write_text('{"kind": "FTDesign",\n "design": {"ruleset": "fb"}}', encoding="utf-8")
    code, out, err = run(
        capsys,
        "import",
        DATA / "mt-missile-cruiser.FTDesign",
        DATA / "ft-heavy-cruiser.FTDesign",
        bad,
        "-o",
        tmp_path,
    )
    assert code == 2
    assert "mapped: design 'Missile Cruiser': 9 systems, 163 pts (book 187)" in out
    assert (
        out.count("'mt_missile'") == 4 and "mt-missile-cruiser.FTDesign:34:13: design.systems[1].type" in out
    )
    assert "mapped: design 'Heavy Cruiser': 9 systems, 238 pts\n" in out  # 001 L382
    assert f"{bad}:2:" in err and "Fleet Book" in err and "refused, nothing written" in err
    design = load_design(tmp_path / "heavy-cruiser.yaml").design
    assert GAME.evaluate(design).points == design.book_points == 238
    assert sorted(p.name for p in tmp_path.glob("*.yaml")) == ["heavy-cruiser.yaml", "missile-cruiser.yaml"]


def test_import_never_replaces_a_file(tmp_path, capsys):
    target = tmp_path / "courier.yaml"
    target.write_text("mine", encoding="utf-8")
    code, _, err = run(capsys, "import", DATA / "ft-courier.FTDesign", "-o", tmp_path)
    assert code == 1 and "exists and is not replaced" in err
    assert target.read_text(encoding="utf-8") == "mine"


def test_the_format_is_told_by_content_not_name(tmp_path, capsys):
    renamed = tmp_path / "courier.txt"
    renamed.write_bytes((DATA / "ft-courier.FTDesign").read_bytes())
    code, out, _ = run(capsys, "import", renamed, "-o", tmp_path)
    assert code == 0 and "Full Thrust Fleet Manager design" in out
    code, _, err = run(
        capsys, "import", CATALOGS / "full-thrust" / "designs" / "courier.yaml", "-o", tmp_path
    )
    assert code == 2 and "a Hullwright file opens as it is" in err


def test_convert_both_ways_into_exports(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "convert", "catalog:battleship", "--to", "ftfm")
    written = tmp_path / "exports" / "battleship.FTDesign"
    assert code == 0 and str(written) in out
    systems = json.loads(written.read_text(encoding="utf-8"))["design"]["systems"]
    # 5 beams, 4 PDAF, a screen and the capital's 3 standard FireCons (001 L172, L387)
    assert len(systems) == 13 and sum(s["type"] == "fire_control" for s in systems) == 3
    code, out, _ = run(capsys, "convert", written, "--to", "yaml")
    assert code == 0 and (tmp_path / "exports" / "battleship.yaml").exists()
    again = load_design(tmp_path / "exports" / "battleship.yaml").design
    assert GAME.evaluate(again).points == 447  # 001 L387
    code, _, err = run(capsys, "convert", written, "--to", "ftfm", "-o", written)
    assert code == 2 and "already" in err


def test_convert_never_writes_over_its_input(tmp_path, capsys):
    design = tmp_path / "hc.yaml"
    design.write_bytes((CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml").read_bytes())
    before = design.read_bytes()
    code, _, err = run(capsys, "convert", design, "--to", "ftfm", "-o", design)
    assert code == 1 and "files read" in err and design.read_bytes() == before


def test_convert_to_ftfm_is_full_thrusts_only(tmp_path, capsys):
    other = next((CATALOGS / "star-blazers" / "designs").glob("*.yaml"))
    code, _, err = run(capsys, "convert", other, "--to", "ftfm", "-o", tmp_path / "x.FTDesign")
    assert code == 2 and "format is Full Thrust's only" in err
    assert not (tmp_path / "x.FTDesign").exists()


def test_convert_replaces_only_its_earlier_output_never_a_fleets_design(tmp_path, capsys):
    fleet = tmp_path / "f.FTFleet"
    assert (
        main(
            [
                "convert",
                str(CATALOGS / "full-thrust" / "fleets" / "esu-strike-force.yaml"),
                "--to",
                "ftfm",
                "-o",
                str(fleet),
            ]
        )
        == 0
    )
    out = tmp_path / "esu.yaml"
    assert main(["convert", str(fleet), "--to", "yaml", "-o", str(out)]) == 0
    assert main(["convert", str(fleet), "--to", "yaml", "-o", str(out)]) == 1  # its design exists
    assert "superheavy-cruiser.yaml" in capsys.readouterr().err
    (tmp_path / "superheavy-cruiser.yaml").unlink()
    assert main(["convert", str(fleet), "--to", "yaml", "-o", str(out)]) == 0  # its own output again


def test_import_reads_a_full_thrust_design_pasted_as_text(tmp_path, capsys):
    """`hullwright share`'s plain text, saved to a file, imports as the same design (issue 27 §2)."""
    code, text, _ = run(capsys, "share", "catalog:heavy-cruiser", "--format", "text")
    pasted = tmp_path / "pasted.txt"
    pasted.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "import", pasted, "-o", tmp_path)
    assert code == 0, err
    assert "mapped: design 'Heavy Cruiser'" in out and "238 pts" in out  # 001 L382
    imported = load_design(tmp_path / "heavy-cruiser.yaml").design
    original = load_design(CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml").design
    assert imported == original


def test_a_yaml_design_is_not_mistaken_for_shared_text(tmp_path, capsys):
    code, _, err = run(
        capsys, "import", CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml", "-o", tmp_path
    )
    assert code == 2 and "a Hullwright file opens as it is" in err


def test_validate_says_the_books_points_beside_the_computed_ones(capsys):
    # The Survey Cruiser's printed fit costs 328, the book prints 333 (catalogs/full-thrust/README.md);
    # the Frigate computes to its book's 65 (001 L366-397), said once.
    from designer.cli import main

    assert main(["validate", "catalog:survey-cruiser", "catalog:frigate"]) == 0
    out = capsys.readouterr().out
    assert "Survey Cruiser (Full Thrust) - 328 points (book 333) - legal" in out
    assert "Frigate (Full Thrust) - 65 points - legal" in out
    assert main(["validate", "--json", "catalog:survey-cruiser", "catalog:frigate"]) == 0
    survey, frigate = json.loads(capsys.readouterr().out)
    assert (survey["stats"]["points"], survey["book_points"]) == (328, 333) and "book_points" not in frigate
