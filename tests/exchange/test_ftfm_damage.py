"""A Full Thrust Fleet Manager ship's ``damage`` becomes its campaign state (issue 27 section 1,
exchange/ftfm_damage.py): mapped by the design's system uids, what cannot be mapped a finding
at its JSON path; ``hullwright import`` writes the campaign beside the fleet, never over a file.
The files here are made by hand in FTFM's shape (its docs/PLAN.md section 5.3)."""

from __future__ import annotations

import json
from pathlib import Path

from designer.cli import main
from designer.core.campaign import evaluate_campaign, load_campaign
from designer.exchange.ftfm import ImportedFleet
from designer.exchange.ftfm_import import read_ftfm

CARRIER = {
    "schema_version": 2,
    "id": "c0ffee",
    "ruleset": "ft2",
    "race": "human",
    "faction": None,
    "name": "Strike Carrier",
    "type_label": "Carrier",
    "type_code": "CV",
    "hull_kind": "warship",
    "tmf": 60,
    "hull_boxes": 0,
    "armour": 0,
    "thrust": 4,
    "ftl": True,
    "streamlining": "none",
    "systems": [
        {"uid": "s1", "type": "beam", "class": "B", "arcs": ["P", "F", "S"]},
        {"uid": "s2", "type": "beam", "class": "B", "arcs": ["P", "F", "S"]},
        {"uid": "s3", "type": "pdaf"},
        {"uid": "s4", "type": "screen", "level": 2},
        {"uid": "s5", "type": "fighter_group"},
        {"uid": "s6", "type": "fighter_group"},
        {"uid": "s7", "type": "submunition", "arcs": ["F"]},
        {"uid": "s8", "type": "mt_missile", "arcs": ["F"]},
        {"uid": "s9", "type": "fire_control"},
        {"uid": "s10", "type": "fire_control"},
        {"uid": "s11", "type": "fire_control"},
    ],
    "default_loadout": {
        "fighters": [{"hangar": "s5", "type": "standard"}, {"hangar": "s6", "type": "standard"}],
        "magazines": [],
    },
    "source": {"kind": "custom"},
    "notes": "",
}


def damage(**marks) -> dict:
    return {
        "hull": 0,
        "armour": 0,
        "systems_out": [],
        "drive_hits": 0,
        "fighters_lost": {},
        "salvos_spent": {},
        "one_shot_used": [],
        **marks,
    }


def fleet_file(tmp_path: Path, ships: list[dict], log=()) -> Path:
    fleet = {
        "schema_version": 2,
        "id": "f1",
        "ruleset": "ft2",
        "race": "human",
        "faction": "NAC",
        "name": "Seventh Fleet",
        "admiral": "",
        "points_limit": 0,
        "squadrons": [{"id": "sq1", "name": "A"}],
        "ships": ships,
        "log": list(log),
        "notes": "",
    }
    path = tmp_path / "seventh.FTFleet"
    path.write_text(
        json.dumps(
            {"schema_version": 2, "kind": "FTFleet", "fleet": fleet, "designs": [CARRIER], "factions": []},
            indent=1,
        ),
        "utf-8",
    )
    return path


def carrier_ship(**marks) -> dict:
    return {
        "uid": "sh1",
        "design_id": "c0ffee",
        "name": "Invincible",
        "status": "damaged",
        "damage": damage(**marks),
    }


def test_each_damage_field_lands_on_the_part_its_uid_became(tmp_path):
    # s1, s2 are one row of two B batteries (beam-b-fps), s4 one level-2 screen (two generators,
    # 001 L254), s5 and s6 one row of two fighter groups, s9-s11 the FireCons (standard or
    # extra, all one part: 'fire-control').
    ship = carrier_ship(
        hull=9, systems_out=["s2", "s4", "s10"], drive_hits=1, fighters_lost={"s6": 6}, one_shot_used=["s7"]
    )
    result = read_ftfm(fleet_file(tmp_path, [ship], [{"week": 3, "text": "Battle at Lafayette"}]))
    assert isinstance(result, ImportedFleet)
    [invincible] = result.state.ships
    assert invincible.damage == {"hull": 9}
    assert invincible.lost == {"beam-b-fps": 1, "screen-2": 2, "fire-control": 1, "drive": 1}
    assert invincible.spent == {"fighter-group": 1, "submunition-f": 1}
    assert invincible.status == "damaged"
    assert [(e.turn, e.text, e.side) for e in result.state.log] == [(3, "Battle at Lafayette", None)]
    paths = [f.path for f in result.findings]
    assert not [p for p in paths if p.startswith("fleet.ships")], paths  # everything mapped


def test_what_cannot_be_mapped_is_a_finding_at_its_path(tmp_path):
    ship = carrier_ship(
        hull=2,
        armour=1,
        systems_out=["s8", "s99"],
        fighters_lost={"s5": 8},
        salvos_spent={"s8": 1},
        one_shot_used=["s3"],
        shields=4,
    )
    result = read_ftfm(fleet_file(tmp_path, [ship]))
    found = {f.path: f.message for f in result.findings}
    base = "fleet.ships[0].damage"
    assert "Fleet Book" in found[f"{base}.armour"]
    assert "'s8'" in found[f"{base}.systems_out[0]"] and "'s99'" in found[f"{base}.systems_out[1]"]
    # 8 fighters: one whole group of six (001 L362), two fighters not kept
    assert "1 group lost, 2 fighters not kept" in found[f"{base}.fighters_lost.s5"]
    assert "More Thrust" in found[f"{base}.salvos_spent.s8"]
    assert "'s3'" in found[f"{base}.one_shot_used[0]"]  # a PDAF is no one-shot system
    assert "'shields'" in found[f"{base}.shields"]
    [invincible] = result.state.ships
    assert (invincible.damage, invincible.lost, invincible.spent) == ({"hull": 2}, {}, {"fighter-group": 1})


def test_a_catalog_design_maps_its_hull_drive_and_sole_fighter_row_but_not_its_uids(tmp_path):
    ships = [
        {
            "uid": "sh2",
            "design_id": "ft2:ft:heavy-cruiser",
            "name": "Kirov",
            "status": "docked",
            "damage": damage(hull=4, drive_hits=2, systems_out=["s3"]),
        },
        {
            "uid": "sh3",
            "design_id": "ft2:ft:superdreadnought",
            "name": "Colossus",
            "status": "hulk",
            "damage": damage(fighters_lost={"s12": 12}),
        },
    ]
    result = read_ftfm(fleet_file(tmp_path, ships))
    kirov, colossus = result.state.ships
    assert (kirov.status, kirov.damage, kirov.lost) == ("in-repair", {"hull": 4}, {"drive": 2})
    assert (colossus.status, colossus.spent) == ("destroyed", {"fighter-group": 2})
    found = {f.path: f.message for f in result.findings}
    assert "catalog design 'ft2:ft:heavy-cruiser'" in found["fleet.ships[0].damage.systems_out[0]"]


def test_marks_beyond_the_design_are_kept_and_reported(tmp_path):
    # The heavy cruiser's damage track holds 16 boxes (32 MASS, 001 L236): 20 is over.
    ships = [{"uid": "sh2", "design_id": "ft2:ft:heavy-cruiser", "name": "Kirov", "damage": damage(hull=20)}]
    result = read_ftfm(fleet_file(tmp_path, ships))
    assert result.state.ships[0].damage == {"hull": 20}
    assert (
        "20 marks, but the damage track takes 16"
        in {f.path: f.message for f in result.findings}["fleet.ships[0].damage"]
    )


def test_a_fleet_without_campaign_state_makes_no_campaign(tmp_path):
    ships = [
        {
            "uid": "sh1",
            "design_id": "ft2:ft:frigate",
            "name": "Frigate",
            "status": "ready",
            "damage": damage(),
            "notes": "flagship",
        }
    ]
    result = read_ftfm(fleet_file(tmp_path, ships))
    assert result.state is None
    assert "'flagship'" in {f.path: f.message for f in result.findings}["fleet.ships[0]"]


def test_two_ships_of_one_name_get_names_of_their_own(tmp_path):
    ships = [
        {"uid": f"sh{i}", "design_id": "ft2:ft:frigate", "name": "Frigate", "damage": damage(hull=1)}
        for i in range(3)
    ]
    assert [s.name for s in read_ftfm(fleet_file(tmp_path, ships)).state.ships] == [
        "Frigate",
        "Frigate 2",
        "Frigate 3",
    ]


def test_hullwright_import_writes_the_campaign_beside_the_fleet(tmp_path, capsys):
    ships = [
        carrier_ship(hull=9, systems_out=["s2"]),
        {"uid": "sh2", "design_id": "ft2:ft:heavy-cruiser", "name": "Heavy Cruiser", "damage": damage()},
    ]
    source = fleet_file(tmp_path, ships, [{"week": 2, "text": "Raid"}])
    out = tmp_path / "out"
    out.mkdir()
    assert main(["import", str(source), "-o", str(out)]) == 0
    said = capsys.readouterr().out
    assert (
        "campaign 'Seventh Fleet': 1 ships with campaign state (1 with damage or losses marked), "
        "1 log entries" in said
    )
    campaign = out / "seventh-fleet-campaign.yaml"
    assert str(campaign) in said
    report = evaluate_campaign(load_campaign(campaign))
    assert report.findings == ()
    [ship] = report.sides[0].fleets[0].ships
    assert (ship.ship.name, ship.ship.lost, report.campaign.turn) == ("Invincible", {"beam-b-fps": 1}, 2)
    assert "21 of 30 damage points left" in ship.summary  # MASS 60: 30 boxes (001 L236), 9 marked
    # Never over an existing file: a second import writes nothing.
    before = campaign.read_bytes()
    assert main(["import", str(source), "-o", str(out)]) == 1
    assert campaign.read_bytes() == before


def test_a_campaign_side_converts_back_with_its_damage_where_the_format_holds_it(tmp_path, capsys):
    ships = [
        carrier_ship(
            hull=9,
            systems_out=["s2", "s4", "s10"],
            drive_hits=1,
            fighters_lost={"s6": 6},
            one_shot_used=["s7"],
        ),
        {
            "uid": "sh2",
            "design_id": "ft2:ft:heavy-cruiser",
            "name": "Kirov",
            "status": "docked",
            "damage": damage(hull=4, drive_hits=2),
        },
    ]
    first, second, back = tmp_path / "first", tmp_path / "second", tmp_path / "back.FTFleet"
    first.mkdir()
    second.mkdir()
    assert (
        main(["import", str(fleet_file(tmp_path, ships, [{"week": 3, "text": "Raid"}])), "-o", str(first)])
        == 0
    )
    campaign = first / "seventh-fleet-campaign.yaml"
    assert main(["convert", str(campaign), "--to", "ftfm", "-o", str(back)]) == 0
    capsys.readouterr()
    written = json.loads(back.read_text("utf-8"))["fleet"]
    by_name = {s["name"]: s for s in written["ships"]}
    assert by_name["Kirov"]["status"] == "docked"
    assert (by_name["Kirov"]["damage"]["hull"], by_name["Kirov"]["damage"]["drive_hits"]) == (4, 2)
    assert written["log"] == [{"week": 3, "text": "Raid"}]
    # ... and reads back as the same state: FTFM -> ours -> FTFM -> ours keeps every mark.
    assert main(["import", str(back), "-o", str(second)]) == 0
    states = [
        {
            s.ship.name: (s.ship.status, s.ship.damage, s.ship.lost, s.ship.spent)
            for s in evaluate_campaign(load_campaign(folder / "seventh-fleet-campaign.yaml"))
            .sides[0]
            .fleets[0]
            .ships
        }
        for folder in (first, second)
    ]
    assert states[0] == states[1]
    assert states[0]["Invincible"][2] == {"beam-b-fps": 1, "screen-2": 2, "fire-control": 1, "drive": 1}


def test_the_lafayette_esu_side_converts_alone_and_says_what_it_could_not_write(tmp_path, capsys):
    from designer.core.paths import CATALOGS

    lafayette = str(CATALOGS / "full-thrust" / "campaigns" / "lafayette-incident.yaml")
    assert main(["convert", lafayette, "--to", "ftfm", "-o", str(tmp_path / "x.FTFleet")]) == 2
    assert "name the one to write with --side (one of: ESU, NAC)" in capsys.readouterr().err
    out = tmp_path / "esu.FTFleet"
    assert main(["convert", lafayette, "--to", "ftfm", "--side", "esu", "-o", str(out)]) == 0
    said = capsys.readouterr().out
    # Kirov's B battery is a system of the catalog Heavy Cruiser, whose FTFM ids are FTFM's own.
    assert "not written: Kirov: lost beam-b-fps: 1 not written" in said
    fleet = json.loads(out.read_text("utf-8"))["fleet"]
    ships = {s["name"]: s for s in fleet["ships"]}
    assert not [e for e in fleet["log"] if "Picket" in e["text"]]  # the NAC's log entry stays theirs
    assert (ships["Kirov"]["damage"]["hull"], ships["Kirov"]["damage"]["drive_hits"]) == (7, 1)
    assert ships["Smolensk"]["status"] == "destroyed"
    assert "Lafayette Picket 1" not in ships  # the NAC side's ship: never in the ESU's file


def test_a_name_already_taken_is_skipped_when_naming_copies(tmp_path):
    ships = [
        {"uid": f"sh{i}", "design_id": "ft2:ft:frigate", "name": name, "damage": damage(hull=1)}
        for i, name in enumerate(["Hood", "Hood", "Hood 2"])
    ]
    assert [s.name for s in read_ftfm(fleet_file(tmp_path, ships)).state.ships] == [
        "Hood",
        "Hood 3",
        "Hood 2",
    ]


def test_more_damaged_ships_than_a_campaign_fleet_holds_are_refused_in_bounded_time(tmp_path):
    import time

    import pytest

    from designer.core.campaign import MAX_SHIPS
    from designer.core.errors import LoadError

    ships = [
        {"uid": f"sh{i}", "design_id": "ft2:ft:frigate", "name": "F", "damage": {"hull": 1}}
        for i in range(5 * MAX_SHIPS)
    ]
    started = time.perf_counter()
    with pytest.raises(LoadError) as caught:
        read_ftfm(fleet_file(tmp_path, ships))
    assert "fleet.ships" in str(caught.value) and f"more than {MAX_SHIPS} ships carry campaign state" in str(
        caught.value
    )
    assert time.perf_counter() - started < 30  # refused at the 2,001st, not after all 10,000
