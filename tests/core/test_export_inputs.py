"""Export never replaces a file it read, and what it cannot do it says (issue 22 sections 2, 3
and 5): every file read while making the PDF is an input of the output guard, whatever
``--force`` says; print settings a fleet's pack cannot honour are refused; more than 2,000
sheets from design files and a bad ``SOURCE_DATE_EPOCH`` are refusals with a message (exit 1),
never an internal error."""

from __future__ import annotations

import pytest

from designer.cli import main
from designer.core.paths import CATALOGS

FRIGATE = CATALOGS / "full-thrust" / "designs" / "frigate.yaml"
PROFILE = CATALOGS / "full-thrust" / "profiles" / "heavy-beams.yaml"
PDF_DIRECTIVE = "%PDF- 1\n---\n"  # a YAML directive line: the file loads, and starts with %PDF-


def run(capsys, *args) -> tuple[int, str]:
    code = main([*map(str, args)])
    out, err = capsys.readouterr()
    return code, out + err


def test_a_profile_that_starts_with_the_pdf_signature_is_never_replaced(tmp_path, capsys):
    ship, house = tmp_path / "ship.yaml", tmp_path / "h.yaml"
    ship.write_text(FRIGATE.read_text(encoding="utf-8"), encoding="utf-8")
    text = PDF_DIRECTIVE + PROFILE.read_text(encoding="utf-8")
    house.write_text(text, encoding="utf-8")
    assert run(capsys, "validate", ship, "--profile", house)[0] == 0  # it is a working profile
    code, out = run(capsys, "export", ship, "--profile", house, "-o", house, "--force")
    assert code == 1 and "it is one of the input files" in out
    assert house.read_text(encoding="utf-8") == text


def test_a_design_a_fleet_names_is_never_replaced(tmp_path, capsys):
    ship = tmp_path / "ship.yaml"
    text = PDF_DIRECTIVE + FRIGATE.read_text(encoding="utf-8")
    ship.write_text(text, encoding="utf-8")
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n  - {design: ship.yaml}\n", encoding="utf-8"
    )
    link = tmp_path / "other-name.yaml"
    link.hardlink_to(ship)
    for out in (ship, link):
        code, said = run(capsys, "export", fleet, "-o", out, "--force")
        assert code == 1 and "it is one of the input files" in said
    assert ship.read_text(encoding="utf-8") == text


def test_a_craft_design_and_a_class_file_are_inputs_too(tmp_path, monkeypatch, capsys):
    carrier = (CATALOGS / "bscs" / "designs" / "escort-carrier.yaml").read_text(encoding="utf-8")
    (tmp_path / "carrier.yaml").write_text(
        carrier.replace("catalog:tc12-fighter", "fighter.yaml"), encoding="utf-8"
    )
    fighter = tmp_path / "fighter.yaml"
    text = PDF_DIRECTIVE + (CATALOGS / "bscs" / "designs" / "tc12-fighter.yaml").read_text(encoding="utf-8")
    fighter.write_text(text, encoding="utf-8")
    code, said = run(capsys, "export", tmp_path / "carrier.yaml", "-o", fighter, "--force")
    assert code == 1 and "it is one of the input files" in said
    assert fighter.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("flags", [["--copies", "2"], ["--blank"]])
def test_copies_and_a_blank_sheet_are_refused_for_a_fleet(flags, tmp_path, capsys):
    fleet = CATALOGS / "full-thrust" / "fleets" / "convoy-990-anglian.yaml"
    code, out = run(capsys, "export", fleet, "-o", tmp_path / "p.pdf", *flags)
    assert code == 1 and "--copies and --blank are for design sheets" in out
    assert not (tmp_path / "p.pdf").exists()


@pytest.mark.parametrize("value", ["0", "-1"])
def test_craft_per_group_below_one_is_refused(value, tmp_path, capsys):
    carrier = CATALOGS / "bscs" / "designs" / "escort-carrier.yaml"
    code, out = run(
        capsys, "export", carrier, "-o", tmp_path / "c.pdf", "--option", f"craft_per_group={value}"
    )
    assert code == 1 and "craft_per_group" in out and "at least 1" in out


def test_craft_per_group_is_applied(tmp_path, capsys):
    """Ten TC-12 fighters (002 L484: usually 10 units to a group) make one group sheet at the
    default, two at 5 a group."""
    import pypdf

    carrier = CATALOGS / "bscs" / "designs" / "escort-carrier.yaml"
    pages = []
    for per in ("10", "5"):
        out = tmp_path / f"c{per}.pdf"
        assert run(capsys, "export", carrier, "-o", out, "--option", f"craft_per_group={per}")[0] == 0
        pages.append(len(pypdf.PdfReader(out).pages))
    assert pages[1] == pages[0] + 1


def test_more_than_2000_sheets_from_design_files_is_a_refusal(tmp_path, capsys):
    names = [str(tmp_path / f"s{i}.yaml") for i in range(2001)]  # refused before any is read
    code, out = run(capsys, "export", *names, "-o", tmp_path / "m.pdf")
    assert code == 1 and "at most 2,000 record sheets" in out
    code, out = run(capsys, "export", *[FRIGATE] * 41, "--copies", "50", "-o", tmp_path / "m.pdf")
    assert code == 1 and "41 files × 50 copies" in out


@pytest.mark.parametrize(
    "value", ["abc", "1.5", "-1", "0x10", "1e9", "\n", " 5", "99999999999999999999", "253402300800"]
)
def test_a_bad_source_date_epoch_is_a_refusal_naming_the_variable(value, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    code, out = run(capsys, "export", FRIGATE, "-o", tmp_path / "e.pdf")
    assert code == 1 and "internal error" not in out
    assert "SOURCE_DATE_EPOCH" in out and "whole number of seconds since 1970-01-01 UTC" in out
    assert not (tmp_path / "e.pdf").exists()


def test_the_last_second_of_9999_is_a_date_a_pdf_can_write(tmp_path, capsys, monkeypatch):
    import pypdf

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "253402300799")
    assert run(capsys, "export", FRIGATE, "-o", tmp_path / "e.pdf")[0] == 0
    assert pypdf.PdfReader(tmp_path / "e.pdf").metadata["/CreationDate"].startswith("D:99991231235959")


def test_a_fleet_result_lists_every_file_it_was_made_from(tmp_path):
    """What the window's battle-pack export hands the guard: the fleet, its designs, the craft
    design a carrier names and the fleet's profile."""
    from designer.core.fleet import evaluate_fleet
    from designer.core.fleet_file import load_fleet
    from designer.core.profile import read_named_profile

    carrier = (CATALOGS / "bscs" / "designs" / "escort-carrier.yaml").read_text(encoding="utf-8")
    (tmp_path / "carrier.yaml").write_text(
        carrier.replace("catalog:tc12-fighter", "fighter.yaml"), encoding="utf-8"
    )
    (tmp_path / "fighter.yaml").write_text(
        (CATALOGS / "bscs" / "designs" / "tc12-fighter.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "house.yaml").write_text(
        (CATALOGS / "bscs" / "profiles" / "frontier-refits.yaml").read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: bscs\nfleet: G\nprofile: house.yaml\nships:\n  - {design: carrier.yaml}\n",
        encoding="utf-8",
    )
    profile = read_named_profile("house.yaml", tmp_path, "bscs")
    files = {p.resolve() for p in evaluate_fleet(load_fleet(fleet), profile=profile).files_read}
    assert {tmp_path / n for n in ("fleet.yaml", "carrier.yaml", "fighter.yaml", "house.yaml")} <= files
