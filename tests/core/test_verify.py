"""Checkable fleet lists (issue 17, part 3): a battle pack carries its fleet's fingerprint on
every page and in its metadata; ``hullwright verify`` passes on an untouched fleet and fails,
naming the change, after each kind of tampering."""

from __future__ import annotations

import json
import shutil

import pypdf
import pytest

from designer.cli import main
from designer.core.paths import CATALOGS

FLEET = CATALOGS / "full-thrust" / "fleets" / "esu-strike-force.yaml"


@pytest.fixture
def copy(tmp_path):
    """The fleet and the designs it names, copied so they can be tampered with."""
    text = FLEET.read_text(encoding="utf-8")
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(text, encoding="utf-8")
    return fleet


def pack(fleet, tmp_path, capsys):
    out = tmp_path / "pack.pdf"
    assert main(["export", str(fleet), "-o", str(out)]) == 0
    capsys.readouterr()
    return out


def test_every_page_prints_the_fingerprint_and_json_reports_it(copy, tmp_path, capsys):
    assert main(["fleet", "--json", str(copy)]) in (0, 1)
    fingerprint = json.loads(capsys.readouterr().out)["fingerprint"]
    assert len(fingerprint) == 14 and fingerprint.count("-") == 2
    reader = pypdf.PdfReader(pack(copy, tmp_path, capsys))
    for page in reader.pages:
        assert f"fingerprint {fingerprint}" in page.extract_text()
    assert f'"fingerprint":"{fingerprint}"' in reader.metadata["/FleetFingerprints"]
    assert "hullwright-fleet" not in reader.metadata["/Keywords"]  # its own entry, never a keyword


def test_an_untouched_fleet_verifies(copy, tmp_path, capsys):
    out = pack(copy, tmp_path, capsys)
    assert main(["verify", str(copy), "--pack", str(out)]) == 0
    assert "unchanged" in capsys.readouterr().out


@pytest.mark.parametrize(
    "tamper, says",
    [
        (lambda t: t.replace("count: 2", "count: 3", 1), "count or force changed"),
        (lambda t: t.replace("budget: 10000", "budget: 12000", 1), "budget, forces or fleet rule options"),
        (
            lambda t: t.replace("rules: {half_fleet: true}", "rules: {half_fleet: false}", 1),
            "budget, forces or fleet rule options",
        ),
        (lambda t: t.replace("dummies: 10", "dummies: 12", 1), "budget, forces or fleet rule options"),
    ],
)
def test_each_kind_of_tampering_is_named(copy, tmp_path, capsys, tamper, says):
    out = pack(copy, tmp_path, capsys)
    copy.write_text(tamper(copy.read_text(encoding="utf-8")), encoding="utf-8")
    assert main(["verify", str(copy), "--pack", str(out)]) == 1
    assert says in capsys.readouterr().out


def test_an_edited_design_is_named(tmp_path, capsys):
    shutil.copy(CATALOGS / "full-thrust" / "designs" / "frigate.yaml", tmp_path / "frigate.yaml")
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: Pickets\nbudget: 300\nships:\n"
        "  - {design: frigate.yaml, count: 2}\n",
        encoding="utf-8",
    )
    out = pack(fleet, tmp_path, capsys)
    design = tmp_path / "frigate.yaml"
    design.write_text(design.read_text(encoding="utf-8").replace("thrust: 6", "thrust: 5"), encoding="utf-8")
    assert main(["verify", str(fleet), "--pack", str(out)]) == 1
    assert "ships[0] (Frigate): its design, count or force changed" in capsys.readouterr().out


def test_a_fingerprint_given_by_hand(copy, capsys):
    main(["fleet", "--json", str(copy)])
    fingerprint = json.loads(capsys.readouterr().out)["fingerprint"]
    assert main(["verify", str(copy), "--fingerprint", fingerprint]) == 0
    assert main(["verify", str(copy), "--fingerprint", "0000-0000-0000"]) == 1


def test_a_pdf_that_is_not_a_pack_is_unreadable(copy, tmp_path, capsys):
    other = tmp_path / "sheet.pdf"
    assert main(["export", str(CATALOGS / "full-thrust" / "designs" / "frigate.yaml"), "-o", str(other)]) == 0
    assert main(["verify", str(copy), "--pack", str(other)]) == 2
    assert "no Hullwright fleet fingerprint" in capsys.readouterr().err


# Issue 11: the pack is an input like any other (the one reader: a FIFO never blocks), and a PDF
# anyone edited is a located refusal, never an internal error.
def test_a_fifo_as_the_pack_is_refused_at_once(copy, tmp_path, capsys):
    import os

    fifo = tmp_path / "pack.pdf"
    os.mkfifo(fifo)
    assert main(["verify", str(copy), "--pack", str(fifo)]) == 2
    assert "empty pipe" in capsys.readouterr().err


@pytest.mark.parametrize(
    "keyword",
    [
        "drydock-fleet:{not json",
        "drydock-fleet:[1, 2]",
        'drydock-fleet:{"fingerprint": 5}',
        'drydock-fleet:{"fingerprint": "x", "parts": []}',
        "drydock-fleet:" + "[" * 100_000,
    ],
)
def test_a_pack_with_a_malformed_mark_is_unreadable_not_a_crash(copy, tmp_path, capsys, keyword):
    out = tmp_path / "pack.pdf"
    writer = pypdf.PdfWriter()
    writer.add_blank_page(100, 100)
    writer.add_metadata({"/Keywords": keyword})
    with out.open("wb") as handle:
        writer.write(handle)
    assert main(["verify", str(copy), "--pack", str(out)]) == 2
    assert "no Hullwright fleet fingerprint" in capsys.readouterr().err


def test_a_pack_that_is_not_a_pdf_is_refused_in_one_line(capsys):
    design = CATALOGS / "full-thrust" / "designs" / "destroyer.yaml"
    assert main(["verify", str(FLEET), "--pack", str(design)]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"{design}: is not a PDF; give the battle pack Hullwright printed"
