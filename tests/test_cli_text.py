"""What the terminal and other programs receive from each command (issue 22 section 4, issue 21
items 16-19): escaped names and paths, spreadsheet cells that cannot run, Markdown that shows
names as written, unreadable fleets listed in every format, ``catalog:ID`` wherever a design
file is taken, counts that agree with their nouns, ``diff`` and ``catalog`` text for people."""

from __future__ import annotations

import csv
import io
import json
import shutil
import unicodedata

import pytest

from designer.cli import main
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import load_fleet
from designer.core.fleet_report import markdown_cell, roster_table, roster_text
from designer.core.paths import CATALOGS
from designer.core.terminal_text import clipped, printable

FT = CATALOGS / "full-thrust"
SB = CATALOGS / "star-blazers"
HEAVY_CRUISER = FT / "designs" / "heavy-cruiser.yaml"
EVIL = "\x1b]0;pwned\x07\x1b[2J\u202eEvil"  # retitles the window, clears the screen, reverses text
BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def raw_controls(text: str) -> list[str]:
    return sorted(
        {repr(ch) for ch in text if ch not in "\n\t" and (unicodedata.category(ch) == "Cc" or ch in BIDI)}
    )


@pytest.fixture
def evil(tmp_path):
    """A folder whose design, fleet and file names all carry terminal escapes."""
    folder = tmp_path / f"lists{EVIL}"
    folder.mkdir()
    text = HEAVY_CRUISER.read_text(encoding="utf-8").replace(
        "name: Heavy Cruiser", f"name: {json.dumps(EVIL + ' cruiser')}"
    )
    design = folder / f"ship{EVIL}.yaml"
    design.write_text(text, encoding="utf-8")
    fleet = folder / f"fleet{EVIL}.yaml"
    fleet.write_text(
        f"hullwright: 1\ngame: full-thrust\nfleet: {json.dumps(EVIL + ' fleet')}\n"
        f"player: {json.dumps(EVIL)}\nbudget: 100\nships:\n"
        f"  - {{design: {json.dumps(design.name)}, name: {json.dumps(EVIL)}}}\n",
        encoding="utf-8",
    )
    (folder / f"broken{EVIL}.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: [\n", encoding="utf-8"
    )
    return folder, design, fleet


def test_every_command_escapes_what_files_named(evil, tmp_path, capsys, qapp):
    folder, design, fleet = evil
    pack = tmp_path / "pack.pdf"
    commands = [
        ["validate", design],
        ["validate", "--json", design],
        ["diff", design, HEAVY_CRUISER],
        ["diff", "--json", HEAVY_CRUISER, design],
        ["export", fleet, "-o", pack],
        ["verify", fleet, "--pack", pack],
        ["verify", fleet, "--fingerprint", "0000-0000-0000"],
        ["catalog"],
        ["validate", folder / f"missing{EVIL}.yaml"],
        ["diff", design, folder / f"broken{EVIL}.yaml"],
        ["open", folder / f"broken{EVIL}.yaml", "--screenshot", tmp_path / "x.png"],
    ]
    commands += [
        ["fleet", target, "--format", fmt]
        for target in (fleet, folder)
        for fmt in ("text", "json", "markdown", "csv")
    ]
    ftfm = tmp_path / f"x{EVIL}.FTDesign"
    commands += [
        ["convert", design, "--to", "ftfm", "-o", ftfm],
        ["import", ftfm, "-o", tmp_path],
        ["convert", fleet, "--to", "ftfm", "-o", tmp_path / "f.FTFleet"],
        ["import", tmp_path / "f.FTFleet", "-o", folder],
        ["import", folder / f"broken{EVIL}.yaml"],
    ]
    for command in commands:
        code, out, err = run(capsys, *command)
        assert code in (0, 1, 2), (command, err)
        assert raw_controls(out + err) == [], command
        assert "internal error" not in err, command
    code, out, err = run(capsys, "diff", design, HEAVY_CRUISER)
    assert "\\x1b[2J" in out and "\\u202e" in out  # shown as what it is


def test_csv_cells_never_run_as_formulas(tmp_path, capsys):
    """A spreadsheet runs a cell that begins with =, +, -, @, a tab or a carriage return; each
    such text cell gets a leading apostrophe, for one fleet and for a folder. Numbers stay."""
    folder = tmp_path / "lists"
    folder.mkdir()
    names = [
        "=1+1",
        "@SUM(A1:A9)",
        "+cmd|' /C calc'!A0",
        '=HYPERLINK("http://x","y")',
        "-2+3",
        "\tTab",
        "\rReturn",
    ]
    ships = "".join(f"  - {{design: 'catalog:heavy-cruiser', name: {json.dumps(n)}}}\n" for n in names)
    (folder / "f.yaml").write_text(
        f"hullwright: 1\ngame: full-thrust\nfleet: '=evil()'\n"
        f"player: '@player'\nbudget: 100\nships:\n{ships}",
        encoding="utf-8",
    )
    assert main(["fleet", str(folder / "f.yaml"), "--format", "csv"]) == 1
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    # (A carriage return reaches the terminal escaped, as every control character does.)
    assert [r[0] for r in rows[1:]] == ["'" + printable(n) for n in names]
    # The Heavy Cruiser: 238 points (001 L382); 7 of them are 1,666, written as a plain number.
    assert [r[2:5] for r in rows[1:2]] == [["1", "238", "238"]]
    assert main(["fleet", str(folder), "--format", "csv"]) == 1
    row = list(csv.reader(io.StringIO(capsys.readouterr().out)))[1]
    assert row[1:3] == ["'@player", "'=evil()"] and row[4] == str(238 * 7)


def test_markdown_shows_names_as_written():
    for name, shown in (
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("[x](javascript:alert(1))", "\\[x\\](javascript:alert(1))"),
        ("![x](http://evil/p.png)", "!\\[x\\](http://evil/p.png)"),
        ("a | b\nc", "a \\| b c"),
        ("*bold* _it_ `code` &amp;", "\\*bold\\* \\_it\\_ \\`code\\` &amp;amp;"),
    ):
        assert markdown_cell(name) == shown


def test_a_folder_in_json_lists_its_unreadable_fleets(tmp_path, capsys):
    folder = tmp_path / "lists"
    folder.mkdir()
    shutil.copy(FT / "fleets" / "esu-strike-force.yaml", folder / "esu.yaml")
    (folder / "broken.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: x\nbudget: lots\nships: []\n", encoding="utf-8"
    )
    assert main(["fleet", str(folder), "--format", "json"]) == 2
    listed = {r["file"]: r for r in json.loads(capsys.readouterr().out)}
    assert set(listed) == {"esu.yaml", "broken.yaml"}
    assert "broken.yaml:4:" in listed["broken.yaml"]["error"] and "budget" in listed["broken.yaml"]["error"]
    assert listed["esu.yaml"]["legal"] is True


def test_catalog_ids_work_wherever_a_design_file_does(tmp_path, capsys):
    code, out, _ = run(capsys, "validate", "catalog:superheavy-cruiser")
    assert code == 0 and "Superheavy Cruiser (Full Thrust) - 267 points - legal" in out  # 001 L891
    code, out, _ = run(capsys, "diff", "catalog:heavy-cruiser", "catalog:full-thrust/superheavy-cruiser")
    assert code == 1 and "Points" in out and "238 -> 267" in out  # 001 L382, L891
    code, _, err = run(capsys, "export", "catalog:frigate", "-o", tmp_path / "f.pdf")
    assert code == 0 and (tmp_path / "f.pdf").read_bytes().startswith(b"%PDF-")
    code, _, err = run(capsys, "validate", "catalog:no-such-ship")
    assert code == 2 and "no standard design of that id" in err


def test_counts_agree_with_their_nouns(capsys):
    one = SB / "fleets" / "2-yamato-vs-pluto-base-earth-intro.yaml"  # the Yamato alone
    assert main(["fleet", str(one)]) == 0
    assert " - 1 ship - legal" in capsys.readouterr().out
    result = evaluate_fleet(load_fleet(one))
    assert ", 1 ship, legal," in roster_text(result, "markdown")


def test_roster_headings_are_each_said_once():
    """The design's name and a game's own "Class" figure (Star Blazers' warship class, Full
    Thrust's hull class) are two columns with two names."""
    for path in (
        SB / "fleets" / "1-battle-of-pluto-earth-intro.yaml",
        FT / "fleets" / "nac-lafayette-sector.yaml",
    ):
        head, rows = roster_table(evaluate_fleet(load_fleet(path)))
        assert len({h.lower() for h in head}) == len(head), head
        assert "design" in head or "Class" in head


def test_long_names_are_cut_with_a_mark(tmp_path, capsys):
    long = "The Unreasonably Long Named Heavy Cruiser of the Fleet"  # 54 characters
    fleet = tmp_path / "f.yaml"
    fleet.write_text(
        f"hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n"
        f"  - {{design: 'catalog:heavy-cruiser', name: '{long}'}}\n",
        encoding="utf-8",
    )
    assert main(["fleet", str(fleet)]) == 0
    out = capsys.readouterr().out
    assert long[:39] + "…" in out and long not in out
    assert clipped("abc", 3) == "abc" and clipped("abcd", 3) == "ab…"


def test_diff_text_says_each_change_once_in_words(tmp_path, capsys):
    refit = tmp_path / "refit.yaml"
    refit.write_text(
        HEAVY_CRUISER.read_text(encoding="utf-8")
        .replace("mass: 32", "mass: 34")
        .replace("thrust: 4", "thrust: 5"),
        encoding="utf-8",
    )
    assert main(["diff", str(HEAVY_CRUISER), str(refit)]) == 1
    out = capsys.readouterr().out
    assert "{'" not in out and "True" not in out and "None" not in out
    lines = [line.split() for line in out.splitlines() if "->" in line]
    labels = [" ".join(words[: words.index("->") - 1]) for words in lines]
    assert len(labels) == len(set(labels)), labels  # thrust once, MASS once
    assert sum(label.lower().endswith("thrust") for label in labels) == 1
    assert all(label[:1].isupper() for label in labels), labels  # one label style


def test_catalog_text_says_what_each_game_offers(capsys):
    assert main(["catalog", "--game", "full-thrust"]) == 0
    out = capsys.readouterr().out
    # Sheet options with their choices and what they do, as rule options are.
    assert (
        "sheet option scale_to_fill: Scale to fill (--option scale_to_fill=VALUE, on or off; default off)"
        in out
    )
    assert "A page holding a single ship prints its box as large as the page allows" in out
    assert "True" not in out and "False" not in out
    lines = out.splitlines()
    designs = lines[lines.index("  standard designs (use as catalog:<id>):") + 1 :]
    designs = [line for line in designs if line.endswith(" pts") or " pts (book" in line]
    # Columns stay aligned for the longest id; a long name is cut with a mark.
    width = max(len(line.split()[0]) for line in designs)  # system-defence-ship-screened: 28
    name_at, points_at = 4 + width + 2, 4 + width + 2 + 28 + 2
    assert len(designs) == 22 and width == 28
    assert all(line[name_at - 2 : name_at] == "  " != line[name_at - 1 : name_at + 1] for line in designs)
    assert all(line[points_at - 2 : points_at] == "  " and line[points_at].isdigit() for line in designs)
    assert "System Defence Ship (screen…" in out
    assert main(["catalog", "--game", "sfb"]) == 0
    out = capsys.readouterr().out
    assert "energy: arm 3, +0.5 for +1 dmg" in out  # 004 L271-276, as the notes layer writes it
    assert "option mount cost: Joshada option mounts (Beyond Manixo refit) 2.8; Rutan" in out  # L837
    assert "STUN: Joshadan Stun Beam" in out and "BPV 3" in out
    # The AHL's Drone hits are what the supplement implies ("just like the Holo-Lasers", 004
    # L493), not the base game's; the Phaser-1G's are the base game's.
    assert "AHL: Advanced Holo-Laser, destroyed on Drone (implied by the supplement)" in out
    assert "PH-1G: Phaser-1G (Gatling Phaser-1), destroyed on Phaser (base game, assumed)" in out
    assert "never destroyed" in out and "destroyed on None" not in out  # pod connections, L677
    assert "FAB: Fabrication devices, destroyed on Cargo (Hullwright's assumption)" in out  # L663-667
