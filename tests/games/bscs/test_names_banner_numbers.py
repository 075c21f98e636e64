"""BSCS sheets name the ship apart from its class (issue 21 item 2: a fleet's ship name
"Resolute" is the ship's, the design "Jump Carrier" of class TC-2 its class), print one NOT
LEGAL line in words (item 11), and ``validate --json`` writes no float noise (issue 23 item 15)."""

from __future__ import annotations

import re

from designer.core.fleet import fleet_from_file
from designer.core.game import SheetEntry
from designer.core.numbers import format_points
from designer.sheets.battle_pack import battle_pack_pages
from designer.sheets.display import Text, walk
from tests.evaluating import evaluated
from tests.games.bscs.craft_helpers import craft
from tests.games.bscs.helpers import GAME, design, evaluate


def _text(pages) -> str:
    return " ".join(" ".join(t.text for p in pages for t in walk(p.items) if isinstance(t, Text)).split())


def _standard(name: str):
    from designer.core.design_file import load_design

    return load_design(GAME.standard_design(name).path).design


def test_a_named_ship_prints_its_name_beside_its_class(tmp_path):
    fleet = tmp_path / "named.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: bscs\nfleet: Named\nships:\n"
        '- {design: "catalog:tc2-jump-carrier", name: "Resolute"}\n'
        '- {design: "catalog:tc12-fighter", name: "Red Squadron"}\n'
        '- {design: "catalog:tc1-frigate"}\n',
        encoding="utf-8",
    )
    pages = battle_pack_pages(fleet_from_file(fleet))
    sheets = {p.label: _text([p]) for p in pages if p.label.startswith("BSCS")}
    carrier = next(t for label, t in sheets.items() if label.endswith("Jump Carrier"))
    assert "Jump Carrier" in carrier and "Ship Resolute · Class TC-2" in carrier
    group = next(t for label, t in sheets.items() if "group" in label)
    assert "Red Squadron · Group 1 of 1" in group and "Class TC-12" in group
    # No name in the fleet: a line to write one on, as the book's form has (001 L296's
    # "NAME (if you have given it one)"; BSCS lists "ship name, class" among a sheet's data).
    frigate = next(t for label, t in sheets.items() if label.endswith("Frigate"))
    assert "Ship ____" in frigate and "Resolute" not in frigate


def test_a_plain_pair_still_prints_and_reads_the_same_as_an_unnamed_entry():
    d = _standard("tc1-frigate")
    ev = evaluated(GAME, d)
    assert _text(GAME.sheets.record_pages([(d, ev)])) == _text(GAME.sheets.record_pages([SheetEntry(d, ev)]))


def test_not_legal_prints_the_first_error_in_words_and_how_many_more():
    d = design(hull=0, size=None)  # no hull: hull minimum, sensor hull, crew hull, ...
    ev = evaluate(d)
    assert len(ev.errors) >= 2
    text = _text(GAME.sheets.record_pages([(d, ev)]))
    first = ev.errors[0]
    assert f"NOT LEGAL: {first.code}:" in text and f"and {len(ev.errors) - 1} more" in text
    assert re.search(r"\(see [A-Z][^)]*\)", text) and "BSCS-HULL-MIN, " not in text
    bad = craft(hull=0.1, systems=[{"type": "drive", "count": 2}, {"type": "shield", "count": 9}])
    cev = evaluated(GAME, bad)
    assert not cev.legal
    group = _text(GAME.sheets.record_pages([(bad, cev)]))
    assert f"NOT LEGAL: {cev.errors[0].code}:" in group
    if len(cev.errors) > 1:
        assert f"and {len(cev.errors) - 1} more" in group


def _decimals(value) -> int:
    text = repr(value)
    return len(text.split(".")[1]) if "." in text and "e" not in text else 0


def test_validate_json_carries_no_float_noise():
    # Issue 23 item 15: the Pulse Corvette's breakdown wrote 5.6000000000000005 for its
    # streamlining (10% of its 56 spaces, a point a space, 002 L724-726) and 9.702000000000002
    # for turn mode 3 (64.68 / 20 × 3, L748). Rounded at the source to six places, which
    # changes no figure.
    ev = evaluated(GAME, _standard("pulse-corvette"))
    values = [v for r in ev.breakdown for v in r.measures.values()] + [ev.points]
    assert max(_decimals(v) for v in values) <= 6
    measures = {r.item: r.measures for r in ev.breakdown}
    assert measures["Streamlining (standard)"] == {"size": 5.6, "points": 5.6}
    assert measures["Turn mode 3"]["points"] == 9.702
    assert format_points(ev.points) == "183.1" and ev.points == 183.102
