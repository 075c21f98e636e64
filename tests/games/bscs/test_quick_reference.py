"""The BSCS quick reference: only the systems a fleet carries, each cited to seed 002 lines,
and printed as the last page of the fleet's battle pack."""

import io
import os
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from designer.cli import main
from designer.core.design_file import load_design
from designer.core.paths import CATALOGS
from designer.games.bscs import GAME
from designer.games.bscs.design import SYSTEM_TYPES
from designer.core.quick_reference import read_reference
from designer.games.bscs.sheet.quick_reference import ALWAYS, REFERENCE_FILE, keys_for

DESIGNS = CATALOGS / "bscs" / "designs"
PATROL = CATALOGS / "bscs" / "fleets" / "frontier-patrol.yaml"
SEED_LINES = 797  # seed 002: 796 newlines, the last line unterminated (wc -l says 796)
SEED = Path(
    os.environ.get(
        "HULLWRIGHT_SEED_002", CATALOGS.parent.parent / "shared" / "seeds" / "002_66ecd5689730ed1e.txt"
    )
)


def designs(*names):
    return [load_design(DESIGNS / f"{n}.yaml").design for n in names]


def cited(source: str) -> list[tuple[int, int]]:
    assert source.startswith("002 L"), source
    spans = []
    for part in source[4:].split(", "):
        m = re.fullmatch(r"L(\d+)(?:-(\d+))?", part)
        assert m, (source, part)
        first = int(m[1])
        spans.append((first, int(m[2] or first)))
    return spans


def test_patrol_fleet_picks_exactly_its_systems():
    # By hand from the three design files: the carrier adds jump, missile, hangar, armor and
    # boarding; the frigate a hospital; the corvette stealth 1 and standard streamlining; all
    # three have a turn mode. Nobody carries a cannon (only the Monitor does).
    fleet = designs("tc2-jump-carrier", "tc1-frigate", "pulse-corvette")
    assert keys_for(fleet) == {
        "to-hit",
        "damage",
        "crew",
        "drive",
        "jump",
        "beam",
        "missile",
        "shield",
        "reactor",
        "sensor",
        "armor",
        "hold",
        "hangar",
        "repair",
        "hospital",
        "rescue-pod",
        "boarding",
        "turn-mode",
        "stealth",
        "streamline",
    }
    titles = [e.title for e in GAME.quick_reference.entries(fleet)]
    assert "Cannon (mass drivers)" not in titles
    # In the catalog's order, each once
    assert titles == [e.title for k, e in reference().entries.items() if k in keys_for(fleet)]


def test_monitor_alone_gets_cannon_but_no_missile_hangar_or_stealth():
    titles = {e.title for e in GAME.quick_reference.entries(designs("monitor"))}
    assert "Cannon (mass drivers)" in titles and "Turn Mode" in titles
    for absent in ("Missiles", "Hangars", "Jump engine", "Stealth", "Streamlining"):
        assert absent not in titles


def test_bare_new_design_gets_only_the_always_entries_and_its_two_systems():
    new = GAME.new_design()  # two drives and a reactor, turn mode 1 (002 L109-111)
    assert keys_for([new]) == ALWAYS | {"drive", "reactor", "turn-mode"}
    assert [e.title for e in GAME.quick_reference.entries([])] == [
        "Initiative and to-hit",
        "Damage Allocation Diagram (hull)",
        "Crew",
    ]


def test_every_system_type_has_an_entry_and_no_entry_is_unreachable():
    keys = set(reference().entries)
    assert set(SYSTEM_TYPES) <= keys
    assert keys == set(SYSTEM_TYPES) | ALWAYS | {"turn-mode", "stealth", "streamline", "assault-craft"}


def test_craft_and_carriers_get_the_group_rules():
    # group fire and cutting in (002 L495-513) print when a fleet has craft
    assert "assault-craft" in keys_for(designs("escort-carrier"))
    assert "assault-craft" in keys_for(designs("tc12-fighter"))
    assert "assault-craft" not in keys_for(designs("tc2-jump-carrier"))  # craft_size only


def test_sources_are_well_formed_seed_002_spans():
    for key, entry in reference().entries.items():
        for first, last in cited(entry.source):
            assert 1 <= first <= last <= SEED_LINES, (key, entry.source)


@pytest.mark.skipif(not SEED.exists(), reason="seed 002 text not present (set HULLWRIGHT_SEED_002)")
def test_sources_point_at_the_rules_they_summarise():
    seed = SEED.read_text(encoding="utf-8").split("\n")
    assert len(seed) == SEED_LINES

    def text(key):
        spans = cited(reference().entries[key].source)
        for first, last in spans:  # a citation starts and ends on a line of text
            assert seed[first - 1].strip() and seed[last - 1].strip(), (key, first, last)
        lines = " ".join(seed[i - 1] for a, b in spans for i in range(a, b + 1))
        return " ".join(lines.split())  # the seed has non-breaking spaces

    # One phrase per entry that must be in the cited lines (what its summary rests on)
    phrases = {
        "to-hit": "greater than the actual range",
        "beam": "looses damage",
        "cannon": "don't lose damage",
        "missile": "Missile's Sensor value",
        "shield": "re-erect",
        "sensor": "d30",
        "stealth": "Each Level reduces the to-hit",
        "streamline": "Landing and Liftoff",
        "armor": "single weapon barrage",
        "damage": "evenly to all seven",
        "drive": "equal to the NUMBER of drives",
        "turn-mode": "Speed / Turn Mode",
        "reactor": "Reactors must be in the Core",
        "jump": "100 Power",
        "repair": "5 times the amount of time in Vaccum",
        "hold": "100 Repair Parts",
        "hangar": "50% larger",
        "hospital": "Beds for 20",
        "rescue-pod": "15 Crew for 3 days",
        "crew": "Normal Complement is 3 times",
        "boarding": "cannot attack on the first turn",
        "assault-craft": "blows through",
    }
    assert set(phrases) == set(reference().entries)
    for key, phrase in phrases.items():
        assert phrase.lower() in text(key).lower(), (key, phrase)


def test_battle_pack_prints_the_reference_page(tmp_path):
    out = tmp_path / "pack.pdf"
    assert main(["export", str(PATROL), "-o", str(out)]) == 0
    pages = [
        " ".join((p.extract_text() or "").split()) for p in PdfReader(io.BytesIO(out.read_bytes())).pages
    ]
    # roster + 5 record sheets (1 carrier, 2 frigates, 2 corvettes) + one reference page
    assert len(pages) == 7
    page = pages[-1]
    assert page.startswith("Quick reference: Frontier patrol squadron")
    fleet = designs("tc2-jump-carrier", "tc1-frigate", "pulse-corvette")
    for entry in GAME.quick_reference.entries(fleet):
        assert entry.title in page, entry.title
    assert not re.search(r"\bL\d{2,}", page)  # sections only, no seed line numbers (issue 15)
    assert "Die: poor d4, fair d6, standard d8" in page  # seed 002 L413-420
    assert "Cannon (mass drivers)" not in page


def reference():
    return read_reference(GAME.data.folder / REFERENCE_FILE)
