"""Every game's bundled campaign and ship state (issue 26): each loads with every state fitting
its design and at least one damaged ship; a state survives re-ordering the design's rows; a
mark the design cannot take is a finding; each repair says what the game's rules give."""

from __future__ import annotations

import pytest

from designer.core import registry
from designer.core.campaign import evaluate_campaign, load_campaign
from designer.core.fleet_file import open_reference
from designer.core.paths import CATALOGS
from designer.core.ship_state import ShipMarks

CAMPAIGNS = sorted(CATALOGS.glob("*/campaigns/*.yaml"))


def test_every_game_bundles_a_campaign():
    assert {p.parts[-3] for p in CAMPAIGNS} == {"full-thrust", "bscs", "star-blazers", "sfb"}


@pytest.mark.parametrize("path", CAMPAIGNS, ids=lambda p: p.stem)
def test_each_bundled_campaign_fits_and_has_a_damaged_ship(path):
    report = evaluate_campaign(load_campaign(path))
    assert report.findings == ()
    ships = [s for side in report.sides for f in side.fleets for s in f.ships]
    assert any(s.ship.status == "damaged" and not s.ship.clean for s in ships)
    for side in report.sides:
        for fleet in side.fleets:  # every afloat ship is a contact (decoys may add more)
            afloat = sum(e.count for e in fleet.evaluation.entries) - sum(not s.afloat for s in fleet.ships)
            assert sum(fleet.scan.values()) >= afloat


@pytest.mark.parametrize(
    "game_id, design, rows",
    [
        ("bscs", "catalog:pulse-corvette", "systems"),
        ("sfb", "catalog:rutan-light-cruiser", "boxes"),
        ("full-thrust", "catalog:battlecruiser", "systems"),
    ],
)
def test_part_ids_survive_reordering_the_rows(game_id, design, rows):
    game = registry.get(game_id)
    before = open_reference(design).design
    after = before.model_copy(update={rows: list(reversed(getattr(before, rows)))})
    parts_before = game.ship_state.parts(before, game.evaluate(before))
    parts_after = game.ship_state.parts(after, game.evaluate(after))
    assert set(parts_before) == set(parts_after)
    n = len(getattr(before, rows))
    moved = [p for p in parts_before if parts_before[p].ref.startswith(f"{rows}[")]
    assert moved
    for part_id in moved:  # the same part, now at the mirrored row
        index = int(parts_before[part_id].ref[len(rows) + 1 : -1])
        assert parts_after[part_id].ref == f"{rows}[{n - 1 - index}]"


@pytest.mark.parametrize(
    "game_id, design, marks, code",
    [
        ("bscs", "catalog:pulse-corvette", ShipMarks(damage={"section-f": 5}), "STATE-OVER"),  # 4 tics
        ("bscs", "catalog:tc1-frigate", ShipMarks(lost={"stealth": 1}), "STATE-PART"),  # no stealth
        ("sfb", "catalog:rutan-light-cruiser", ShipMarks(damage={"shield-1": 25}), "STATE-OVER"),  # 24
        ("star-blazers", "catalog:edf-yamato-craft", ShipMarks(spent={"craft-bt": 55}), "STATE-OVER"),  # 54
        ("star-blazers", "catalog:edf-yamato-craft", ShipMarks(spent={"munition-t1": -1}), "STATE-NEGATIVE"),
    ],
)
def test_a_mark_the_design_cannot_take_is_a_finding(game_id, design, marks, code):
    game = registry.get(game_id)
    loaded = open_reference(design).design
    findings = game.ship_state.findings(loaded, game.evaluate(loaded), marks, "ships[0]")
    assert [f.code for f in findings] == [code]
    assert findings[0].path.startswith("ships[0].")


def test_a_figure_the_source_lost_takes_marks_without_a_limit():
    game = registry.get("star-blazers")
    design = open_reference("catalog:gamilon-conqueror").design
    ev = game.evaluate(design)
    assert game.ship_state.parts(design, ev)["hull"].damage is None  # the boxes are in the art
    marks = ShipMarks(damage={"hull": 500})
    assert game.ship_state.findings(design, ev, marks) == []
    assert "not given" in game.ship_state.summary(design, ev, marks)


@pytest.mark.parametrize(
    "game_id, design, cited",
    [
        ("bscs", "catalog:pulse-corvette", "002 L277, L279"),
        ("star-blazers", "catalog:edf-yamato-craft", "000 L4236, L4450"),
        ("sfb", "catalog:rutan-light-cruiser", "004 L262-264"),
    ],
)
def test_where_the_seed_gives_no_repair_procedure_a_repair_clears_marks_and_says_so(game_id, design, cited):
    game = registry.get(game_id)
    loaded = open_reference(design).design
    done = game.ship_state.repair(loaded, game.evaluate(loaded), ShipMarks(damage={"x": 1}))
    assert done.marks.clean and cited in done.lines[0]


def test_a_bscs_craft_named_in_a_campaign_is_a_finding_not_a_crash(tmp_path):
    """A BSCS fleet may list fighters (a craft design): named in a campaign with a mark, the
    mark is a located finding (a craft has no ship's diagram to mark), never a traceback."""
    (tmp_path / "fleet.yaml").write_text(
        'hullwright: 1\ngame: bscs\nfleet: F\nships:\n  - {design: "catalog:tc12-fighter", count: 2}\n'
    )
    (tmp_path / "c.yaml").write_text(
        "hullwright: 1\ngame: bscs\nkind: campaign\ncampaign: C\nsides:\n  - name: A\n    fleets:\n"
        "      - name: F\n        file: fleet.yaml\n        ships:\n          - name: Ace\n"
        '            design: "catalog:tc12-fighter"\n            damage: {hull: 1}\n'
    )
    report = evaluate_campaign(load_campaign(tmp_path / "c.yaml"))
    [finding] = report.findings
    assert finding.code == "STATE-PART" and report.where(finding).endswith(
        "c.yaml:13:22"
    )  # the "hull" of line 13
