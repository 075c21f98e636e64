"""``hullwright campaign`` and ``hullwright export CAMPAIGN --side NAME`` on the bundled
Lafayette Incident (001 L1015-1052), run in-process."""

from __future__ import annotations

import json

import pytest

import pypdfium2

from designer.cli import main
from designer.core.paths import CATALOGS

LAFAYETTE = str(CATALOGS / "full-thrust" / "campaigns" / "lafayette-incident.yaml")


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_campaign_text_lists_sides_fleets_ships_and_the_log(capsys):
    code, out, err = run(capsys, "campaign", LAFAYETTE)
    assert code == 0 and err == ""
    assert "ESU: 9,604 points of 10,000" in out
    assert "Kirov (Heavy Cruiser): damaged, 2 battles - 9 of 16 damage points left" in out
    assert "turn 2 losses ESU: Smolensk destroyed" in out


def test_campaign_json_has_the_fingerprint_and_each_ship(capsys):
    code, out, _ = run(capsys, "campaign", "--json", LAFAYETTE)
    data = json.loads(out)
    assert code == 0 and data["turn"] == 3 and len(data["fingerprint"]) == 14
    named = {s["name"]: s for side in data["sides"] for f in side["fleets"] for s in f["named"]}
    assert named["Smolensk"]["status"] == "destroyed"


def test_the_scan_report_gives_counts_and_classes_only(capsys):
    code, out, _ = run(capsys, "campaign", LAFAYETTE, "--scan", "esu")
    assert code == 0
    assert "Lafayette: 52 contacts (8 CAPITAL, 16 CRUISER, 27 ESCORT, 1 MERCHANT)" in out
    for secret in ("Kirov", "Grisheva", "Heavy", "Superdreadnought", "points"):
        assert secret not in out


def test_a_state_that_does_not_fit_exits_1_with_a_located_finding(tmp_path, capsys):
    text = open(LAFAYETTE, encoding="utf-8").read().replace("damage: {hull: 13}", "damage: {hull: 99}")
    path = tmp_path / "c.yaml"
    (tmp_path / "fleets").mkdir()
    for name in ("esu-strike-force.yaml", "nac-lafayette-sector.yaml"):
        (tmp_path / "fleets" / name).write_text(
            (CATALOGS / "full-thrust" / "fleets" / name).read_text("utf-8"), "utf-8"
        )
    (tmp_path / "campaigns").mkdir()
    path = tmp_path / "campaigns" / "c.yaml"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "campaign", str(path))
    line = next(n for n, t in enumerate(text.splitlines(), 1) if "hull: 99" in t)
    assert code == 1 and f"c.yaml:{line}:" in out and "STATE-OVER" in out


def test_export_side_prints_that_sides_pack_and_never_the_others(tmp_path, capsys):
    out = tmp_path / "esu.pdf"
    code, _, err = run(capsys, "export", LAFAYETTE, "--side", "ESU", "-o", str(out))
    assert code == 0, err
    pdf = pypdfium2.PdfDocument(str(out))
    text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    assert "Kirov (damaged, 2 battles)" in text  # the box's NAME line
    flat = " ".join(text.split())
    # The Movement Orders row names the ship and its class, not its status (one line, as the
    # player writes orders, not two)
    assert "Kirov (Heavy Cruiser)" in flat and "battles) (Heavy Cruiser)" not in flat
    assert "Smolensk" not in text  # destroyed: no sheet
    for other in ("Lexington", "NAC", "Lafayette Picket", "System Defence"):
        assert other not in text


def test_export_of_an_unknown_side_or_without_side_is_refused(tmp_path, capsys):
    code, _, err = run(capsys, "export", LAFAYETTE, "--side", "Martians", "-o", str(tmp_path / "x.pdf"))
    assert code == 1 and "ESU, NAC" in err
    code, _, err = run(capsys, "export", LAFAYETTE, "-o", str(tmp_path / "y.pdf"))
    assert code == 2 and "--side NAME" in err
    assert not list(tmp_path.iterdir())


def test_repair_with_a_seed_is_written_to_a_new_file_and_logged(tmp_path, capsys):
    from designer.core.campaign import load_campaign
    from designer.core.ship_state import seeded_rolls

    out = tmp_path / "week-4.yaml"
    code, said, err = run(
        capsys,
        "campaign",
        LAFAYETTE,
        "--repair",
        "Kirov",
        "--seed",
        "2178",
        "--system",
        "drive",
        "-o",
        str(out),
    )
    assert code == 0, err
    damage, drive = seeded_rolls(2178, 2)
    kirov = next(s for f in load_campaign(out).campaign.sides[0].fleets for s in f.ships if s.name == "Kirov")
    assert kirov.damage == ({"hull": 7 - damage} if damage < 7 else {})  # 1D6 Damage Points (001 L1003)
    assert ("drive" in kirov.lost) == (drive < 3)  # repaired on 3+ (L1009)
    assert kirov.status == "in-repair"  # the B battery is still out: docked
    assert "seed 2178" in load_campaign(out).campaign.log[-1].text and "seed 2178" in said


@pytest.mark.parametrize(
    "args, code, message",
    [
        (["--repair", "Kirov", "--roll", "4"], 1, "-o OUT.yaml"),
        (["--repair", "Nobody", "--roll", "4", "-o", "x.yaml"], 2, "no ship is called"),
        (["--repair", "Kirov", "--roll", "7", "-o", "x.yaml"], 1, "not a D6"),
        (["--repair", "Kirov", "--roll", "4", "--system", "drive", "-o", "x.yaml"], 1, "2 rolls, not 1"),
    ],
)
def test_repairs_the_rules_refuse_write_nothing(tmp_path, capsys, monkeypatch, args, code, message):
    monkeypatch.chdir(tmp_path)
    got, _, err = run(capsys, "campaign", LAFAYETTE, *args)
    assert got == code and message in err
    assert not list(tmp_path.iterdir())


def test_a_repair_never_replaces_the_campaign_read(tmp_path, capsys):
    path = tmp_path / "c.yaml"
    path.write_text(
        open(LAFAYETTE, encoding="utf-8")
        .read()
        .replace("../fleets/", str(CATALOGS / "full-thrust" / "fleets") + "/"),
        "utf-8",
    )
    before = path.read_bytes()
    code, _, err = run(capsys, "campaign", str(path), "--repair", "Kirov", "--roll", "4", "-o", str(path))
    assert code == 1 and "the campaign read" in err and path.read_bytes() == before


def test_a_game_without_a_repair_procedure_clears_marks_and_says_why(tmp_path, capsys):
    out = tmp_path / "after.yaml"
    code, said, err = run(
        capsys,
        "campaign",
        str(CATALOGS / "bscs" / "campaigns" / "frontier-raid.yaml"),
        "--repair",
        "Wasp",
        "-o",
        str(out),
    )
    assert code == 0, err
    assert "stealth and streamlining are repaired only there" in said and "L277" not in said
    code, text, _ = run(capsys, "campaign", str(out))
    assert "Wasp (Pulse Corvette): ready, 1 battle - undamaged" in text


def test_names_from_the_file_are_escaped(tmp_path, capsys):
    evil = "\x1b]0;pwned\x07\u202eEvil"
    path = tmp_path / "c.yaml"
    text = (
        open(LAFAYETTE, encoding="utf-8")
        .read()
        .replace("../fleets/", str(CATALOGS / "full-thrust" / "fleets") + "/")
    )
    path.write_text(text.replace("name: Kirov", f"name: {json.dumps(evil)}"), "utf-8")
    code, out, _ = run(capsys, "campaign", str(path))
    assert code == 0 and "\x1b" not in out and "\u202e" not in out and "Evil" in out


def _edited_lafayette(tmp_path, *changes):
    """The Lafayette Incident in tmp_path with ``changes`` (old, new) made to the campaign text,
    as if the Heavy Cruiser had been edited under Kirov (her B battery is no longer 'beam-b-fps')."""
    text = open(LAFAYETTE, encoding="utf-8").read()
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    (tmp_path / "fleets").mkdir()
    for name in ("esu-strike-force.yaml", "nac-lafayette-sector.yaml"):
        (tmp_path / "fleets" / name).write_text(
            (CATALOGS / "full-thrust" / "fleets" / name).read_text("utf-8"), "utf-8"
        )
    (tmp_path / "campaigns").mkdir()
    path = tmp_path / "campaigns" / "c.yaml"
    path.write_text(text, encoding="utf-8")
    return path


KIROV = ("lost: {beam-b-fps: 1, drive: 1}", "lost: {beam-z-fps: 1, drive: 1}")
KIROV_HULL = (
    "damage: {hull: 7}                       # past",
    "damage: {hull: 20}                       # past",
)


def test_ships_whose_state_no_longer_fits_are_listed_per_design_with_the_actions(tmp_path, capsys):
    path = _edited_lafayette(tmp_path, KIROV, KIROV_HULL)
    code, out, _ = run(capsys, "campaign", str(path))
    assert code == 1
    refit = out[out.index("Refit:") :].splitlines()
    # The heavy cruiser's damage track holds 16 boxes (MASS 32, 001 L236)
    assert refit[1:3] == [
        "  Heavy Cruiser (catalog:heavy-cruiser): Kirov",
        "    Kirov: damage hull: 20 (more than the 16 it takes); lost beam-z-fps: 1 (no such part)",
    ]
    assert f"hullwright campaign {path} --refit Kirov --drop-unfit -o NEW.yaml" in refit[3]
    assert f"hullwright campaign {path} --refit Kirov -o NEW.yaml" in refit[4]
    code, out, _ = run(capsys, "campaign", "--json", str(path))
    [group] = json.loads(out)["refits"]
    assert group["design"] == "catalog:heavy-cruiser" and group["ships"][0]["name"] == "Kirov"


def test_a_refit_drops_or_keeps_the_marks_and_logs_which_never_over_the_file_read(tmp_path, capsys):
    path = _edited_lafayette(tmp_path, KIROV, KIROV_HULL)
    before = path.read_bytes()
    assert run(capsys, "campaign", str(path), "--refit", "Kirov", "-o", str(path))[0] == 1
    dropped, kept = tmp_path / "dropped.yaml", tmp_path / "kept.yaml"
    code, out, _ = run(capsys, "campaign", str(path), "--refit", "Kirov", "--drop-unfit", "-o", str(dropped))
    assert code == 0 and path.read_bytes() == before
    assert (
        "Kirov refitted to Heavy Cruiser (catalog:heavy-cruiser): damage hull cut from 20 to 16 "
        "(the most it takes); "
        "lost beam-z-fps: 1 dropped (no such part)"
    ) in out
    code, out, _ = run(capsys, "campaign", "--json", str(dropped))
    assert code == 0  # every state fits now
    logged = json.loads(out)["log"][-1]
    assert (logged["kind"], logged["side"]) == ("refit", "ESU")  # logged as repairs are, its own kind
    named = {s["name"]: s for side in json.loads(out)["sides"] for f in side["fleets"] for s in f["named"]}
    # 16 of 16 boxes marked: the track is full (the book's ship would be destroyed, 001 L236)
    assert named["Kirov"]["state"].startswith("damage track full: destroyed; ")
    assert "beam-z-fps: 1, drive" not in dropped.read_text("utf-8")  # only the log names it now
    # Kept: the marks stay as they were (still findings), and the log says so.
    assert run(capsys, "campaign", str(path), "--refit", "Kirov", "-o", str(kept))[0] == 0
    code, out, _ = run(capsys, "campaign", str(kept))
    assert code == 1 and "kept damage hull: 20" in out and "Refit:" in out


def test_a_refit_of_a_ship_that_fits_or_is_not_there_is_refused(tmp_path, capsys):
    path = _edited_lafayette(tmp_path, KIROV)
    out = tmp_path / "o.yaml"
    assert run(capsys, "campaign", str(path), "--refit", "Admiral Makarov", "-o", str(out))[0] == 1
    assert run(capsys, "campaign", str(path), "--refit", "Tallinn", "-o", str(out))[0] == 2
    assert not out.exists()
