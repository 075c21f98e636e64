"""A Full Thrust ship's campaign state (issue 26): part ids that survive re-ordering rows, state
saved and read back, and the campaign rules' repairs and replenishment (001 L1003-1013)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.core import registry
from designer.core.campaign import evaluate_campaign, load_campaign, save_campaign
from designer.core.fleet_file import open_reference
from designer.core.ship_state import ShipMarks, seeded_rolls

GAME = registry.get("full-thrust")
RULES = GAME.ship_state

DESIGN = """hullwright: 1
game: full-thrust
name: Test Cruiser
hull: {{mass: 40, type: warship}}
thrust: 4
systems:
{rows}
"""
ROWS = [
    "  - {type: beam, class: B, arcs: [F, P, S]}",
    "  - {type: pdaf, count: 2}",
    "  - {type: beam, class: A, arcs: [F]}",
    "  - {type: fighter-group}",
]


def _files(folder: Path, rows: list[str]) -> Path:
    (folder / "cruiser.yaml").write_text(DESIGN.format(rows="\n".join(rows)), encoding="utf-8")
    (folder / "fleet.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n  - {design: cruiser.yaml, count: 2}\n",
        encoding="utf-8",
    )
    path = folder / "campaign.yaml"
    if not path.exists():
        path.write_text(
            """hullwright: 1
game: full-thrust
kind: campaign
campaign: Test
sides:
  - name: A
    fleets:
      - name: F
        file: fleet.yaml
        ships:
          - name: Kirov   # the one we watch
            design: cruiser.yaml
            lost: {beam-a-f: 1, pdaf: 1}
            spent: {fighter-group: 1}
""",
            encoding="utf-8",
        )
    return path


def _kirov(path: Path):
    report = evaluate_campaign(load_campaign(path))
    return report, report.sides[0].fleets[0].ships[0]


def test_state_survives_a_row_reorder(tmp_path):
    path = _files(tmp_path, ROWS)
    report, ship = _kirov(path)
    parts = RULES.parts(ship.entry.loaded.design, ship.entry.evaluation)
    assert (parts["beam-a-f"].ref, parts["pdaf"].ref) == ("systems[2]", "systems[1]")
    _files(tmp_path, list(reversed(ROWS)))  # the designer re-orders the rows
    report, ship = _kirov(path)
    assert report.findings == ()
    parts = RULES.parts(ship.entry.loaded.design, ship.entry.evaluation)
    assert (parts["beam-a-f"].ref, parts["pdaf"].ref) == ("systems[1]", "systems[2]")


def test_a_refit_that_changes_a_row_is_a_finding_and_keeps_the_marks(tmp_path):
    path = _files(tmp_path, ROWS)
    _files(tmp_path, [ROWS[0], ROWS[1], "  - {type: beam, class: A, arcs: [F, P]}", ROWS[3]])
    report, ship = _kirov(path)
    assert [(f.code, f.path) for f in report.findings] == [
        ("STATE-PART", "sides[0].fleets[0].ships[0].lost.beam-a-f")
    ]
    assert ship.ship.lost == {"beam-a-f": 1, "pdaf": 1}


def test_two_rows_of_the_same_kind_get_their_own_ids():
    design = open_reference("catalog:battlecruiser").design
    ev = GAME.evaluate(design)
    ids = list(RULES.parts(design, ev))
    assert len(ids) == len(set(ids))
    doubled = design.model_copy(update={"systems": [*design.systems, design.systems[-1]]})
    added = set(RULES.parts(doubled, GAME.evaluate(doubled))) - set(ids)
    assert added == {f"{ids[-1]}+2"}


def test_state_survives_save_and_reload_keeping_the_files_comments(tmp_path):
    path = _files(tmp_path, ROWS)
    loaded = load_campaign(path)
    ship = loaded.campaign.sides[0].fleets[0].ships[0]
    hurt = ship.model_copy(update={"damage": {"hull": 5}, "status": "damaged", "battles": 1})
    fleet = loaded.campaign.sides[0].fleets[0].model_copy(update={"ships": [hurt]})
    side = loaded.campaign.sides[0].model_copy(update={"fleets": [fleet]})
    changed = loaded.campaign.model_copy(update={"sides": [side]})
    save_campaign(changed, path, based_on=path)
    text = path.read_text(encoding="utf-8")
    assert "# the one we watch" in text
    again = load_campaign(path).campaign
    assert again == changed
    assert again.sides[0].fleets[0].ships[0].damage == {"hull": 5}


def _cruiser():
    design = open_reference("catalog:heavy-cruiser").design
    return design, GAME.evaluate(design)


def test_naval_base_repairs_one_d6_of_damage_points_a_week():
    design, ev = _cruiser()
    marks = ShipMarks(damage={"hull": 7})
    assert RULES.naval_base_week(design, ev, marks, 4).marks.damage == {"hull": 3}  # 7 - 4
    assert RULES.naval_base_week(design, ev, marks, 6).marks.damage == {"hull": 1}
    assert RULES.naval_base_week(design, ev, ShipMarks(damage={"hull": 2}), 5).marks.damage == {}


def test_systems_are_repaired_on_three_or_more_and_drives_need_two_successes():
    design, ev = _cruiser()
    marks = ShipMarks(lost={"beam-b-fps": 2, "drive": 2, "pdaf": 1})
    done = RULES.naval_base_week(design, ev, marks, 1, [("beam-b-fps", 3), ("drive", 6), ("pdaf", 2)])
    # 3 is enough (001 L1009); a 2 is not; a drive hit twice is still half-thrust after one success
    assert done.marks.lost == {"beam-b-fps": 1, "drive": 1, "pdaf": 1}
    assert done.rolls == (1, 3, 6, 2)
    again = RULES.naval_base_week(design, ev, done.marks, 1, [("drive", 3)])
    assert "drive" not in again.marks.lost


@pytest.mark.parametrize(
    "damage, systems, message",
    [
        (7, [], "not a D6"),
        (3, [("pdaf", 4)] * 4, "up to 3 systems"),
        (3, [("ftl", 4)], "nothing knocked out"),
    ],
)
def test_repairs_outside_the_rules_are_refused(damage, systems, message):
    design, ev = _cruiser()
    with pytest.raises(ValueError, match=message):
        RULES.naval_base_week(design, ev, ShipMarks(lost={"pdaf": 1}), damage, systems)


def test_replenishment_restocks_fighters_and_submunitions_but_not_knocked_out_bays():
    design = open_reference("catalog:fleet-carrier").design
    ev = GAME.evaluate(design)
    marks = ShipMarks(lost={"fighter-group": 1}, spent={"fighter-group": 3})
    assert RULES.replenish(design, ev, marks).marks == ShipMarks(lost={"fighter-group": 1})
    small_base = RULES.replenish(design, ev, marks, large_facility=False)
    assert small_base.marks.spent == {"fighter-group": 3}  # fighters need a large facility (L1005)


def test_seeded_rolls_are_d6_and_repeat():
    rolls = seeded_rolls(2178, 20)
    assert rolls == seeded_rolls(2178, 20) and set(rolls) <= {1, 2, 3, 4, 5, 6}


def test_a_repair_week_updates_the_ship_and_logs_the_rolls_and_seed(tmp_path):
    from designer.core.campaign import apply_repair

    path = _files(tmp_path, ROWS)
    loaded = load_campaign(path)
    report, ship = _kirov(path)
    ship_model = ship.ship.model_copy(update={"damage": {"hull": 3}, "status": "damaged"})
    rolls = seeded_rolls(7, 2)
    repair = RULES.naval_base_week(
        ship.entry.loaded.design, ship.entry.evaluation, ship_model.marks(), rolls[0], [("pdaf", rolls[1])]
    )
    after = apply_repair(loaded.campaign, ship_model, repair, side="A", seed=7)
    kirov = after.sides[0].fleets[0].ships[0]
    assert kirov.damage == ({} if rolls[0] >= 3 else {"hull": 3 - rolls[0]})
    assert kirov.status == "in-repair"  # beam-a-f is still out: docked, unable to fight (L1003)
    [entry] = after.log
    assert entry.kind == "repairs" and entry.turn == 1 and "seed 7" in entry.text
    assert f"damage roll {rolls[0]}" in entry.text and f"pdaf roll {rolls[1]}" in entry.text
    save_campaign(after, path, based_on=path)
    assert load_campaign(path).campaign == after
