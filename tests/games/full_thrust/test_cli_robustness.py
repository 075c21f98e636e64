"""Issue 11 on the command line: export never destroys a file (item 1), reads each input once
(12) and decides a file's kind from its keys (11); located errors instead of exit 3 (9); the
whole export capped (15); escaped terminal output (13); strict fleets (14); crash logs (8)."""

from __future__ import annotations

import os
import threading

import pytest

from designer.cli import main
from designer.core.paths import CATALOGS

FRIGATE = CATALOGS / "full-thrust" / "designs" / "frigate.yaml"
DESIGN = FRIGATE.read_text("utf-8")


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


# --- item 1: an export never replaces what is not its own PDF ------------------------------------
def test_export_over_its_own_input_is_refused_and_the_design_kept(tmp_path, capsys):
    design = tmp_path / "ship.yaml"
    design.write_text(DESIGN)
    code, _, err = run(capsys, "export", design, "-o", design)
    assert code == 1 and err.count("\n") == 1 and "not written" in err
    assert design.read_text() == DESIGN and sorted(os.listdir(tmp_path)) == ["ship.yaml"]


def test_an_existing_file_that_is_not_a_pdf_is_never_replaced(tmp_path, capsys):
    notes = tmp_path / "notes.pdf"
    notes.write_text("my campaign notes")
    code, _, err = run(capsys, "export", FRIGATE, "-o", notes, "--force")
    assert code == 1 and "exists and is not a PDF" in err
    assert notes.read_text() == "my campaign notes"


def test_an_input_named_as_the_output_is_refused_even_through_a_hard_link(tmp_path, capsys):
    design = tmp_path / "ship.pdf"  # a design file with a misleading name
    design.write_text(DESIGN)
    link = tmp_path / "link.pdf"
    os.link(design, link)
    code, _, err = run(capsys, "export", design, "-o", link)
    assert code == 1 and "is one of the input files" in err and design.read_text() == DESIGN


def test_an_output_without_pdf_suffix_needs_force(tmp_path, capsys):
    out = tmp_path / "sheet.out"
    code, _, err = run(capsys, "export", FRIGATE, "-o", out)
    assert code == 1 and "--force" in err and not out.exists()
    code, _, _ = run(capsys, "export", FRIGATE, "-o", out, "--force")
    assert code == 0 and out.read_bytes().startswith(b"%PDF-")


def test_an_earlier_export_is_replaced(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    assert run(capsys, "export", FRIGATE, "-o", out)[0] == 0
    assert run(capsys, "export", FRIGATE, FRIGATE, "-o", out)[0] == 0


# --- items 11 and 12: a file's kind from its keys; each input read once ---------------------------
def test_a_design_whose_notes_hold_a_fleet_line_is_a_design(tmp_path, capsys):
    design = tmp_path / "ship.yaml"
    # A multi-line quoted scalar may continue at column 0: this line begins "fleet:".
    design.write_text(DESIGN.split("notes:")[0] + 'notes: "my notes\nfleet: the 3rd squadron"\n')
    code, _, err = run(capsys, "export", design, "-o", tmp_path / "s.pdf")
    assert code == 0, err
    assert run(capsys, "validate", design)[0] == 0


def test_export_reads_a_pipe_once(tmp_path, capsys):
    read, write = os.pipe()
    threading.Thread(target=lambda: (os.write(write, DESIGN.encode()), os.close(write))).start()
    try:
        code, _, err = run(capsys, "export", f"/dev/fd/{read}", "-o", tmp_path / "s.pdf")
    finally:
        os.close(read)
    assert code == 0, err
    assert (tmp_path / "s.pdf").read_bytes().startswith(b"%PDF-")


# --- item 9: located messages, exit 2, never exit 3 ----------------------------------------------
def test_a_nul_in_a_fleets_design_path_is_a_located_error(tmp_path, capsys):
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text('hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n  - {design: "a\\0b.yaml"}\n')
    for command in (["fleet", fleet], ["export", fleet, "-o", tmp_path / "f.pdf"]):
        code, _, err = run(capsys, *command)
        assert code == 2 and err.startswith(f"{fleet}:5:") and "NUL" in err


# --- item 14: fleets as strict as designs --------------------------------------------------------
@pytest.mark.parametrize(
    "entry, says",
    [('count: "2"', "whole number"), ("count: 2.0", "whole number"), ("count: true", "whole number")],
)
def test_fleet_counts_are_as_strict_as_design_counts(tmp_path, capsys, entry, says):
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        f'hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n  - {{design: "catalog:frigate", {entry}}}\n'
    )
    code, _, err = run(capsys, "fleet", fleet)
    assert code == 2 and err.startswith(f"{fleet}:5:") and says in err


@pytest.mark.parametrize("budget", ['"100"', "true"])
def test_a_fleet_budget_must_be_a_number(tmp_path, capsys, budget):
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(f"hullwright: 1\ngame: full-thrust\nfleet: F\nbudget: {budget}\nships: []\n")
    code, _, err = run(capsys, "fleet", fleet)
    assert code == 2 and err.startswith(f"{fleet}:4:") and "budget must be a number" in err


# --- item 15: the sheet cap is the whole export's -------------------------------------------------
def test_one_fleet_named_five_times_is_capped_as_a_whole(tmp_path, capsys):
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        'hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n  - {design: "catalog:courier", count: 500}\n'
    )
    out = tmp_path / "pack.pdf"
    code, _, err = run(capsys, "export", *[fleet] * 5, "-o", out)
    assert code == 1 and "2,500 record sheets; one export prints at most 2,000" in err
    assert not out.exists()


# --- item 13: names and keys never reach the terminal raw -----------------------------------------
def test_control_characters_in_names_are_escaped(tmp_path, capsys):
    design = tmp_path / "ship.yaml"
    design.write_text(DESIGN.replace("name: Frigate", 'name: "Evil\\e[2J\\e]0;pwned\\a"'))
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        'hullwright: 1\ngame: full-thrust\nfleet: "F\\e[31m"\nships:\n'
        '  - {design: ship.yaml, name: "Lucky\\e[2J"}\n'
    )
    for command in (["validate", design], ["fleet", fleet]):
        code, out, err = run(capsys, *command)
        assert "\x1b" not in out + err and "\x07" not in out + err
        assert "\\x1b[2J" in out
    bad = tmp_path / "bad\x1b[2J.yaml"
    bad.write_text("hullwright: 1\n")
    _, _, err = run(capsys, "validate", bad)
    assert "\x1b" not in err and "bad\\x1b[2J.yaml" in err


# --- item 8: crash logs ----------------------------------------------------------------------------
def test_crash_logs_go_to_the_state_folder_and_the_newest_20_are_kept(tmp_path, capsys, monkeypatch):
    from designer.cli import validate_command

    state = tmp_path / "state"
    monkeypatch.setenv("HULLWRIGHT_STATE_DIR", str(state))

    def bug(args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(validate_command, "run", bug)
    for _ in range(23):
        code, _, err = run(capsys, "validate", FRIGATE)
        assert code == 3 and str(state) in err
    logs = sorted(state.glob("crash-*.log"))
    assert len(logs) == 20
    assert all("RuntimeError: a bug" in log.read_text() for log in logs)
    assert not (state / "crash.log").exists()
