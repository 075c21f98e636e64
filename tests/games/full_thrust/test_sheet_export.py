"""``hullwright export`` of Full Thrust designs: text, page size, identical bytes, errors."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pypdf
import pytest

from designer.cli import main
from designer.cli.export_command import default_output, export_pdf
from designer.sheets.export import PrintSettings
from designer.core.design_file import load_design
from designer.core.paths import CATALOGS
from designer.games.full_thrust import GAME

DESIGNS = sorted((CATALOGS / "full-thrust" / "designs").glob("*.yaml"))
SIZES = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}


def num(value) -> str:
    return str(int(value)) if float(value).is_integer() else f"{float(value):.1f}"


@pytest.fixture(scope="module")
def all_pdf(tmp_path_factory):
    out = tmp_path_factory.mktemp("export") / "all.pdf"
    assert main(["export", *map(str, DESIGNS), "-o", str(out)]) == 0
    return out


def test_every_standard_design_prints_its_figures(all_pdf):
    reader = pypdf.PdfReader(all_pdf)
    text = "\n".join(page.extract_text() for page in reader.pages)
    boxes = text.split("I.D.\n")[1:]
    assert len(boxes) == len(DESIGNS)
    for path in DESIGNS:
        design = load_design(path).design
        stats = GAME.evaluate(design).stats
        # Each box reads: MASS, POINTS, DAMAGE, THRUST with their values, then CLASS, the
        # design's name and its classification (pypdf may put a space before a figure).
        pattern = (
            f"MASS\n ?{num(stats['mass'])}\nPOINTS\n ?{num(stats['points'])}\nDAMAGE\n"
            f" ?{num(stats['damage_points'])}\nTHRUST\n ?{num(stats['thrust'])}\n"
            f"CLASS\n{re.escape(design.name)}\n{stats['class'].upper()}\n"
        )
        assert sum(bool(re.match(pattern, box)) for box in boxes) >= 1, design.name
    assert reader.metadata.title.startswith("Record sheets: ")
    assert reader.metadata.author == "Hullwright"


def test_book_points_are_on_the_sheet(all_pdf):
    text = "\n".join(p.extract_text() for p in pypdf.PdfReader(all_pdf).pages)
    # 001 L867-893: the Superheavy Cruiser, MASS 36, 18 DP, 267 points, thrust 4.
    assert re.search(
        "MASS\n ?36\nPOINTS\n ?267\nDAMAGE\n ?18\nTHRUST\n ?4\nCLASS\nSuperheavy Cruiser\nCRUISER", text
    )
    # 001 L331, L376: the Destroyer, MASS 14, 7 DP, 92 points, thrust 6.
    assert re.search("MASS\n ?14\nPOINTS\n ?92\nDAMAGE\n ?7\nTHRUST\n ?6\nCLASS\nDestroyer\nESCORT", text)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_page_size_is_exactly_the_paper_asked_for(tmp_path, paper):
    out = tmp_path / "x.pdf"
    files = [str(CATALOGS / "full-thrust/designs" / f) for f in ("battleship.yaml", "frigate.yaml")]
    assert main(["export", *files, "-o", str(out), "--paper", paper]) == 0
    for page in pypdf.PdfReader(out).pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(
            SIZES[paper], abs=0.005
        )


def test_exporting_twice_gives_identical_bytes(tmp_path, all_pdf):
    again = tmp_path / "again.pdf"
    assert main(["export", *map(str, DESIGNS), "-o", str(again)]) == 0
    assert again.read_bytes() == all_pdf.read_bytes()


def test_unreadable_input_exits_2_with_file_line_col(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("hullwright: 1\ngame: full-thrust\nname: Broken\nhull: {mass: lots}\n")
    out = tmp_path / "out.pdf"
    assert main(["export", str(CATALOGS / "full-thrust/designs/frigate.yaml"), str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert re.search(rf"^{re.escape(str(bad))}:4:\d+: hull\.mass", err, re.M), err
    assert "Traceback" not in err and not out.exists()


def test_unwritable_output_is_a_clear_error_and_leaves_nothing(tmp_path, capsys):
    frigate = str(CATALOGS / "full-thrust/designs/frigate.yaml")
    missing = tmp_path / "no-such-folder" / "x.pdf"
    assert main(["export", frigate, "-o", str(missing)]) == 1
    assert "does not exist" in capsys.readouterr().err and not missing.parent.exists()
    folder = tmp_path / "taken.pdf"
    folder.mkdir()  # the output path is a folder: refused before anything is written
    assert main(["export", frigate, "-o", str(folder)]) == 1
    err = capsys.readouterr().err
    assert str(folder) in err and "is a folder" in err
    assert os.listdir(tmp_path) == ["taken.pdf"] and os.listdir(folder) == []  # no temp file left


def test_a_failed_write_keeps_the_previous_pdf(tmp_path, monkeypatch):
    out = tmp_path / "fleet.pdf"
    out.write_bytes(b"%PDF-previous")  # an earlier export: Hullwright may replace it
    import designer.core.atomic as atomic

    def boom(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", boom)
    assert main(["export", str(CATALOGS / "full-thrust/designs/frigate.yaml"), "-o", str(out)]) == 1
    assert out.read_bytes() == b"%PDF-previous" and sorted(os.listdir(tmp_path)) == ["fleet.pdf"]


def test_default_output_goes_to_exports():
    assert default_output(["a/destroyer.yaml"]) == Path.cwd() / "exports" / "destroyer.pdf"
    assert default_output(["a.yaml", "b.yaml"]) == Path.cwd() / "exports" / "record-sheets.pdf"


def test_export_pdf_api_reports_progress(tmp_path):
    seen = []
    result = export_pdf(
        DESIGNS[:4], tmp_path / "p.pdf", PrintSettings("letter"), lambda d, t, name: seen.append((d, t))
    )
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert result.designs == 4 and result.pages == len(pypdf.PdfReader(result.path).pages)


def test_progress_line_on_stderr_for_long_exports(tmp_path, capsys):
    assert main(["export", *map(str, DESIGNS), "-o", str(tmp_path / "a.pdf")]) == 0
    err = capsys.readouterr().err
    assert f"laid out {len(DESIGNS)}/{len(DESIGNS)} designs" in err
    assert re.search(rf"wrote .*a\.pdf \(\d+ pages, {len(DESIGNS)} designs, A4\)", err)


def test_rule_options_reach_the_sheet(tmp_path):
    """The MASS 60 Heavy Freighter (15 DP) prints in a Capital box with 4 rows and 3 Threshold
    Points (001 L294, L298); --rule merchant_box=smallest-fit puts it in the smallest box that
    holds its DP, a Cruiser box with 2 Threshold Points."""
    freighter = str(CATALOGS / "full-thrust/designs/heavy-freighter.yaml")
    texts = {}
    for rule in ([], ["--rule", "merchant_box=smallest-fit"]):
        out = tmp_path / f"f{len(rule)}.pdf"
        assert main(["export", freighter, "-o", str(out), *rule]) == 0
        texts[bool(rule)] = pypdf.PdfReader(out).pages[0].extract_text()
    assert "T3: 4-6" in texts[False]
    assert "T2: 5-6" in texts[True] and "T3: 4-6" not in texts[True]


def test_without_output_the_pdf_goes_to_exports_under_the_current_folder(tmp_path, monkeypatch):
    folder = tmp_path / "exports"  # made on demand
    monkeypatch.chdir(tmp_path)
    assert main(["export", str(CATALOGS / "full-thrust/designs/destroyer.yaml")]) == 0
    assert pypdf.PdfReader(folder / "destroyer.pdf").pages
