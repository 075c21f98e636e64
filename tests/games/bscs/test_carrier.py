"""Carriers (issue 16 item 14): a hangar names its craft design (``craft_design``), so its room
and points come from the craft (002 L658-662), and fleets count the craft's points."""

from __future__ import annotations

import pytest

from designer.core.context import EvaluationContext
from designer.core.design_file import dump_design, load_design
from designer.core.fleet import fleet_from_file
from tests.evaluating import evaluated
from tests.games.bscs.craft_helpers import craft
from tests.games.bscs.helpers import GAME, TC1, design

CARRIER = GAME.standard_design("escort-carrier").path


def with_hangar(**hangar):
    body = dict(
        TC1,
        systems=TC1["systems"] + [{"type": "hangar", "spaces": 75, "craft": 10, **hangar}],
        size=None,
        hull=12,
    )
    return design(body)


def codes(ev):
    return {f.code: (f.severity, f.path) for f in ev.findings}


def test_the_escort_carrier_pays_for_its_craft():
    ev = evaluated(GAME, load_design(CARRIER).design, EvaluationContext(folder=CARRIER.parent))
    assert ev.legal, ev.findings
    # hangars: 3 a craft (L662); craft: 10 × 23.4 (TC-12) and 4 × 85.085 (the Lynx VGF)
    rows = {r.path: r.points for r in ev.breakdown}
    assert rows["systems[9]"] == 30 and rows["systems[9].craft_design"] == pytest.approx(234)
    assert rows["systems[10].craft_design"] == pytest.approx(4 * 85.085)
    assert ev.points == pytest.approx(360.2 + 234 + 340.34)
    separate = evaluated(
        GAME, load_design(CARRIER).design, EvaluationContext(overrides={"carried_craft_points": "separate"})
    )
    assert separate.points == pytest.approx(360.2)
    assert [c["count"] for c in ev.stats["craft"]] == [10, 4]


def test_the_hangar_is_sized_by_its_craft_design():
    # "50% larger than the ship it holds" (L661): 10 TC-12 of size 5.0 need 75 spaces
    assert "BSCS-HANGAR-SMALL" not in codes(evaluated(GAME, with_hangar(craft_design="catalog:tc12-fighter")))
    small = evaluated(GAME, with_hangar(craft_design="catalog:tc12-fighter", craft=11))
    assert codes(small)["BSCS-HANGAR-SMALL"] == ("error", "systems[10].spaces")
    stale = evaluated(GAME, with_hangar(craft_design="catalog:tc12-fighter", craft_size=4))
    assert codes(stale)["BSCS-HANGAR-CRAFT-SIZE"][0] == "warning"


def test_a_hangar_must_say_what_it_holds():
    assert codes(evaluated(GAME, with_hangar()))["BSCS-HANGAR-CRAFT"][0] == "error"  # L661


def test_craft_design_beside_the_carrier(tmp_path):
    (tmp_path / "scout.yaml").write_text(dump_design(craft(name="Scout")), encoding="utf-8")
    carrier = with_hangar(craft_design="scout.yaml")
    ev = evaluated(GAME, carrier, EvaluationContext(folder=tmp_path))
    assert ev.stats["craft"][0]["name"] == "Scout" and ev.stats["craft"][0]["points_each"] == pytest.approx(
        23.4
    )
    unsaved = evaluated(GAME, carrier)  # no folder: a new carrier names catalog craft only
    assert codes(unsaved)["BSCS-CRAFT-DESIGN"] == ("error", "systems[10].craft_design")
    missing = evaluated(GAME, with_hangar(craft_design="nowhere.yaml"), EvaluationContext(folder=tmp_path))
    assert "cannot be read" in next(f.message for f in missing.findings if f.code == "BSCS-CRAFT-DESIGN")
    other = tmp_path / "other.yaml"
    other.write_bytes((GAME.data.folder.parent / "full-thrust" / "designs" / "frigate.yaml").read_bytes())
    elsewhere = evaluated(GAME, with_hangar(craft_design="other.yaml"), EvaluationContext(folder=tmp_path))
    assert "Full Thrust design" in next(
        f.message for f in elsewhere.findings if f.code == "BSCS-CRAFT-DESIGN"
    )


def test_a_hangar_may_hold_a_ship():
    # Issue 23 item 14: "A hangar must be 50% larger than the ship it holds" and costs 3 "per
    # vessel/vehicle held" (002 L661-662); a ship design was refused (BSCS-CRAFT-DESIGN). The
    # TC-1 frigate is size 100 and 178 points (digest TC-1): a hangar for one needs 150 spaces.
    held = with_hangar(craft_design="catalog:tc1-frigate", craft=1, spaces=150)
    ev = evaluated(GAME, held)
    assert not {"BSCS-CRAFT-DESIGN", "BSCS-HANGAR-SMALL"} & set(codes(ev)), ev.findings
    rows = {r.path: r.points for r in ev.breakdown}
    assert rows["systems[10]"] == 3 and rows["systems[10].craft_design"] == pytest.approx(178)
    assert ev.stats["craft"][0]["name"] == "Frigate" and ev.stats["craft"][0]["size_each"] == 100
    small = evaluated(GAME, with_hangar(craft_design="catalog:tc1-frigate", craft=1, spaces=149))
    assert codes(small)["BSCS-HANGAR-SMALL"] == ("error", "systems[10].spaces")
    assert "needs 150 spaces" in next(f.message for f in small.findings if f.code == "BSCS-HANGAR-SMALL")


def test_a_ship_that_holds_itself_is_refused_not_evaluated_forever(tmp_path):
    # A held ship may have hangars of its own; a chain that comes back is a finding.
    def ship(name: str, holds: str) -> str:
        return (
            f"hullwright: 1\ngame: bscs\nname: {name}\nhull: 9\nsystems:\n"
            "- {type: drive, count: 4}\n- {type: reactor, count: 4}\n"
            f"- {{type: hangar, spaces: 400, craft: 1, craft_design: {holds}}}\n"
        )

    (tmp_path / "a.yaml").write_text(ship("A", "b.yaml"), encoding="utf-8")
    (tmp_path / "b.yaml").write_text(ship("B", "a.yaml"), encoding="utf-8")
    (tmp_path / "c.yaml").write_text(ship("C", "c.yaml"), encoding="utf-8")
    for name, chain in (("a.yaml", "b.yaml → a.yaml → b.yaml"), ("c.yaml", "c.yaml → c.yaml")):
        ev = evaluated(GAME, load_design(tmp_path / name).design, EvaluationContext(folder=tmp_path))
        found = [f for f in ev.findings if f.code == "BSCS-CRAFT-DESIGN"]
        assert found and found[0].severity == "error" and chain in found[0].message


def test_a_held_ship_prints_its_own_sheet_after_its_carrier():
    from designer.sheets.display import Text, walk

    held = with_hangar(craft_design="catalog:tc1-frigate", craft=2, spaces=300, label="Dock")
    pages = GAME.sheets.record_pages([(held, evaluated(GAME, held))], "a4")
    headers = [
        " ".join(t.text for t in walk(p.items) if isinstance(t, Text) and t.ref == "ship_class")
        for p in pages
    ]
    assert len(pages) == 3 and [p.label.split(": ")[1] for p in pages] == ["Frigate"] * 3
    assert "carried by Frigate, Dock, 1 of 2" in " ".join(headers[1].split())
    assert "carried by Frigate, Dock, 2 of 2" in " ".join(headers[2].split())


def test_an_illegal_craft_makes_its_carrier_illegal(tmp_path):
    (tmp_path / "bad.yaml").write_text(dump_design(craft(hull=0.1)), encoding="utf-8")
    ev = evaluated(GAME, with_hangar(craft_design="bad.yaml"), EvaluationContext(folder=tmp_path))
    assert codes(ev)["BSCS-CRAFT-ILLEGAL"][0] == "error"


def test_fleets_count_the_craft(tmp_path):
    fleet = tmp_path / "group.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: bscs\nfleet: Group\nbudget: 2000\nships:\n"
        "  - {design: 'catalog:escort-carrier', count: 2}\n",
        encoding="utf-8",
    )
    assert fleet_from_file(fleet).total_points == pytest.approx(2 * 934.54)
    # with the craft paid for apart, the fleet lists them: the same total
    fleet.write_text(
        "hullwright: 1\ngame: bscs\nfleet: Group\nbudget: 2000\n"
        "rules: {carried_craft_points: separate}\nships:\n"
        "  - {design: 'catalog:escort-carrier', count: 2}\n"
        "  - {design: 'catalog:tc12-fighter', count: 20}\n"
        "  - {design: 'catalog:lynx-vgf', count: 8}\n",
        encoding="utf-8",
    )
    assert fleet_from_file(fleet).total_points == pytest.approx(2 * 934.54)
