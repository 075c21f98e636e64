"""Full Thrust Fleet Manager's files (issue 27 section 1): its public catalog designs import and
compute to their book points, conventions are mapped, what cannot be is a located finding, our
designs and fleets survive the trip through FTFM's format, hostile files are refused in time."""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

import pytest

from designer.core.design_file import dump_design, load_design
from designer.core.errors import LoadError
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import dump_fleet, load_fleet
from designer.exchange.ftfm import ImportedDesign, ImportedFleet
from designer.exchange.ftfm_import import read_ftfm
from designer.exchange.ftfm_export import design_document, fleet_document
from designer.games.full_thrust import GAME

DATA = Path(__file__).parents[1] / "data" / "ftfm"
FILES = sorted(DATA.glob("*.FTDesign"))
FLEETS = GAME.data.folder / "fleets"


def imported(name: str) -> ImportedDesign:
    result = read_ftfm(DATA / f"{name}.FTDesign")
    assert isinstance(result, ImportedDesign)
    return result


def write(tmp_path: Path, data, name: str = "x.FTDesign") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, indent=1), encoding="utf-8")
    return path


def test_the_test_data_is_ftfms_whole_public_ft2_catalog():
    # ft2_core.json: the 17 basic classes of FT pp.14-15 (001 L366-397); ft2_mt.json: 14 designs
    assert len([f for f in FILES if f.name.startswith("ft-")]) == 17
    assert len([f for f in FILES if f.name.startswith("mt-")]) == 14


# The two More Thrust designs whose systems FT2 (001 L847-863) does not have: the points of the
# rest, by hand. Missile Cruiser: cruiser MASS 26, thrust 4: hull 52 + FTL 26 + drive 52 (L800,
# L808, L813) + 'C' 3-arc 5 (L852) + screen 25 (L855) + PDAF 3 (L853) = 163; its 4 missiles are
# the other 24 of the book's 187. Monitor: MASS 32, thrust 2: 64 + 32 + 32 + 'B' 3-arc 9 (L851) +
# 25 + 2 x 3 = 168; its 3 ortillery are the other 30 of 198.
LEFT_OUT = {
    "mt-missile-cruiser": (163, "mt_missile", 4),
    "mt-planetary-bombardment-monitor": (168, "ortillery", 3),
}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_each_catalog_design_computes_to_its_book_points(path):
    result = read_ftfm(path)
    points = GAME.evaluate(result.design).points
    book = json.loads(path.read_text(encoding="utf-8"))["design"]["source"]["npv_book"]
    assert result.design.book_points == book  # kept, shown beside the computed figure
    if path.stem in LEFT_OUT:
        expected, system, count = LEFT_OUT[path.stem]
        assert points == expected
        named = [f for f in result.findings if repr(system) in f.message]
        assert len(named) == count and all(f.path.startswith("design.systems[") for f in named)
        assert all(f.line > 1 and f.col > 1 for f in named)
    else:
        assert points == book
        assert GAME.evaluate(result.design).legal


def test_fire_controls_count_only_the_extra_ones():
    # FTFM lists the Battleship's three standard FireCons; a capital carries three (001 L172)
    battleship = imported("ft-battleship").design
    assert not any(s.type == "fire-control" for s in battleship.systems)
    assert GAME.evaluate(battleship).stats["fire_controls"] == 3
    ours = load_design(GAME.standard_design("battleship").path).design
    assert flat(battleship) == flat(ours)  # the same mounts as our Battleship, in FTFM's order


def flat(design) -> Counter:
    """Each mount once, its arcs as a set (F+P is P+F)."""
    return Counter(
        (s.type, getattr(s, "beam_class", None), frozenset(getattr(s, "arcs", ())), getattr(s, "level", None))
        for s in design.systems
        for _ in range(s.count)
    )


def test_an_extra_fire_control_becomes_a_fire_control_entry(tmp_path):
    data = json.loads((DATA / "ft-destroyer.FTDesign").read_text(encoding="utf-8"))
    data["design"]["systems"].append({"uid": "s9", "type": "fire_control"})
    data["design"]["tmf"] = 16  # still an escort (001 L790), which has one standard FireCon (L172)
    design = read_ftfm(write(tmp_path, data)).design
    assert [(s.type, s.count) for s in design.systems if s.type == "fire-control"] == [("fire-control", 1)]
    assert GAME.evaluate(design).stats["fire_controls"] == 2


def test_a_tug_is_a_merchant_with_a_tug_drive():
    tug = imported("mt-medium-tug")
    assert tug.design.hull.type == "tug"
    # merchant MASS 32: hull 48 (L800) + FTL 3 x 32 = 96 (L705) + drive 2 x 32 = 64 (L814)
    # + 2 'C' 3-arc 10 + 2 PDAF 6 = 224, the book's figure (More Thrust p.23)
    assert GAME.evaluate(tug.design).points == 48 + 96 + 64 + 10 + 6 == 224
    # 4 MASS of systems on a tenth of 32: legal when rounded up, as FTFM does (README decision 3)
    assert tug.design.rules == {"merchant_allowance_rounding": "up"}
    assert any("rounded up" in f.message for f in tug.findings)


def test_arcs_map_letter_for_letter():
    design = imported("ft-battlecruiser").design
    assert [s.arcs for s in design.systems if s.type == "beam"] == [
        ["P", "F", "S"],
        ["F", "P"],
        ["F", "S"],
        ["P", "F", "S"],
    ]


def test_other_rulesets_are_refused_by_name(tmp_path):
    for ruleset, title in (("fb", "Fleet Book"), ("ftcd", "Cross Dimensions"), ("ftpc", "Project Continuum")):
        data = json.loads((DATA / "ft-courier.FTDesign").read_text(encoding="utf-8"))
        data["design"]["ruleset"] = ruleset
        with pytest.raises(LoadError) as err:
            read_ftfm(write(tmp_path, data))
        assert title in str(err.value) and "only Full Thrust 2" in str(err.value)
        assert err.value.line == 7  # the "ruleset" line of the design


def test_unknown_system_and_fields_are_findings_with_their_json_path(tmp_path):
    data = json.loads((DATA / "ft-frigate.FTDesign").read_text(encoding="utf-8"))
    data["design"]["systems"].append({"uid": "s9", "type": "warp_core"})
    data["design"]["faction"] = "NAC"
    design = read_ftfm(write(tmp_path, data))
    by_path = {f.path: f for f in design.findings}
    assert "'warp_core'" in by_path["design.systems[5].type"].message
    assert "NAC" in by_path["design.faction"].message
    assert GAME.evaluate(design.design).points == 65


def fleet_file(tmp_path, ships, designs=()) -> Path:
    fleet = {
        "schema_version": 1,
        "id": "f1",
        "ruleset": "ft2",
        "race": "human",
        "name": "Task Force",
        "admiral": "R.Adm. Brigstone",
        "points_limit": 1500,
        "squadrons": [{"id": "sq1", "name": "A"}],
        "ships": ships,
        "log": [],
        "notes": "",
    }
    doc = {"schema_version": 1, "kind": "FTFleet", "fleet": fleet, "designs": list(designs), "factions": []}
    return write(tmp_path, doc, "f.FTFleet")


def test_a_fleet_maps_catalog_and_custom_designs_and_reports_damage(tmp_path):
    custom = json.loads((DATA / "mt-lancer.FTDesign").read_text(encoding="utf-8"))["design"]
    damage = {
        "hull": 3,
        "armour": 0,
        "systems_out": ["s2"],
        "drive_hits": 0,
        "fighters_lost": {},
        "salvos_spent": {},
        "one_shot_used": [],
    }
    ships = [
        {"uid": "sh1", "design_id": "ft2:ft:heavy-cruiser", "name": "Heavy Cruiser", "status": "ready"},
        {"uid": "sh2", "design_id": "ft2:ft:heavy-cruiser", "name": "Heavy Cruiser", "status": "ready"},
        {"uid": "sh3", "design_id": "ft2:mt:lancer", "name": "Spear", "status": "damaged", "damage": damage},
        {"uid": "sh4", "design_id": "ft2:mt:unknown", "name": "Ghost"},
    ]
    result = read_ftfm(fleet_file(tmp_path, ships, [custom]))
    assert isinstance(result, ImportedFleet)
    assert [(s.design, s.count, s.name) for s in result.fleet.ships] == [
        ("catalog:heavy-cruiser", 2, None),
        ("lancer.yaml", 1, "Spear"),
    ]
    assert result.fleet.budget == 1500 and "Admiral: R.Adm. Brigstone" in result.fleet.notes
    by_path = {f.path: f.message for f in result.findings}
    # The damaged ship's state is a campaign ship's (tests/exchange/test_ftfm_damage.py):
    # its hull boxes, and the uid s2 (the Lancer's first submunition, systems[1]) out.
    [spear] = result.state.ships
    assert (spear.name, spear.status, spear.damage, spear.lost) == (
        "Spear",
        "damaged",
        {"hull": 3},
        {"submunition-f": 1},
    )
    assert not any(path.startswith("fleet.ships[2]") for path in by_path)
    assert "left out" in by_path["fleet.ships[3].design_id"]


@pytest.mark.parametrize("design_id", [d.id for d in GAME.standard_designs])
def test_every_bundled_design_survives_ours_ftfm_ours(tmp_path, design_id):
    ours = load_design(GAME.standard_design(design_id).path).design
    back = read_ftfm(write(tmp_path, design_document(ours)))
    assert back.findings == ()
    assert GAME.evaluate(back.design).points == GAME.evaluate(ours).points
    assert back.design.systems == ours.systems and back.design.hull == ours.hull
    assert back.design.rules == ours.rules and back.design.ftl == ours.ftl


def mounts(document: dict) -> Counter:
    return Counter(
        (s["type"], s.get("class"), tuple(s.get("arcs", ())), s.get("level")) for s in document["systems"]
    )


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_ftfm_ours_ftfm_keeps_every_system_arc_and_count(tmp_path, path):
    original = json.loads(path.read_text(encoding="utf-8"))["design"]
    again = design_document(read_ftfm(path).design)["design"]
    lost = Counter(
        {system: n for system, n in mounts(original).items() if system[0] in ("mt_missile", "ortillery")}
    )  # the findings above
    assert mounts(again) == mounts(original) - lost
    for key in ("id", "name", "type_label", "type_code", "hull_kind", "tmf", "thrust", "ftl", "source"):
        assert again[key] == original[key], key


@pytest.mark.parametrize("name", sorted(p.name for p in FLEETS.glob("*.yaml")))
def test_every_bundled_fleet_survives_ours_ftfm_ours(tmp_path, name):
    loaded = load_fleet(FLEETS / name)
    back = read_ftfm(write(tmp_path, fleet_document(loaded), "f.FTFleet"))
    assert back.findings == ()
    for file_name, design in back.designs.items():
        (tmp_path / file_name).write_text(dump_design(design.design), encoding="utf-8")
    (tmp_path / "fleet.yaml").write_text(dump_fleet(back.fleet), encoding="utf-8")
    before, after = evaluate_fleet(loaded), evaluate_fleet(load_fleet(tmp_path / "fleet.yaml"))
    assert after.total_points == before.total_points
    assert [f.code for f in after.findings] == [f.code for f in before.findings]
    assert sum(s.count for s in back.fleet.ships) == sum(s.count for s in loaded.fleet.ships)


# ---- hostile files ------------------------------------------------------------------------------


def refused(tmp_path, content: bytes | str, name: str = "evil.FTDesign") -> LoadError:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    start = time.monotonic()
    with pytest.raises(LoadError) as err:
        read_ftfm(path)
    assert time.monotonic() - start < 5
    assert str(err.value).startswith(str(path))
    return err.value


def test_hostile_inputs_are_refused_with_a_located_error(tmp_path):
    courier = json.loads((DATA / "ft-courier.FTDesign").read_text(encoding="utf-8"))
    big = dict(courier, design=dict(courier["design"], name="x" * 1_900_000))
    err = refused(tmp_path, json.dumps(big, indent=1))  # a 1.9 MB name: read, then refused there
    assert (err.line, err.col) == (10, 11) and err.message.startswith("design.name:")
    assert "at most 200 characters" in err.message
    err = refused(tmp_path, json.dumps(dict(courier, design=dict(courier["design"], name="y" * 2_100_000))))
    assert "larger than 2 MB" in err.message
    err = refused(tmp_path, b'{"kind": "FTDesign",\n "design": {"name": "a\x00"}}')
    assert (err.line, err.col) == (2, 23) and "NUL" in err.message
    err = refused(tmp_path, "[" * 100_000 + "]" * 100_000)
    assert (err.line, err.col) == (1, 33) and "nests deeper" in err.message
    err = refused(tmp_path, '{"kind": "FTDesign", "design": {"name": "caf\u00e9"}}'.encode("latin-1"))
    assert (err.line, err.col) == (1, 45) and "UTF-8" in err.message
    err = refused(tmp_path, '{"kind": "FTDesign"}'.encode("utf-16"))
    assert "NUL" in err.message or "UTF-8" in err.message
    err = refused(tmp_path, '{"kind": "FTDesign", "design": {"tmf": 1' + "0" * 40 + "}}")
    assert err.line == 1 and "too large" in err.message
    err = refused(tmp_path, '{"kind": "FTDesign",\n "design": {"tmf": NaN}}')
    assert "NaN" in err.message


def test_a_million_systems_or_a_hundred_thousand_designs_are_refused(tmp_path):
    systems = ",".join(['{"type":"pdaf"}'] * 1_000_000)
    err = refused(tmp_path, '{"kind": "FTDesign", "design": {"systems": [' + systems + "]}}")
    assert "larger than 2 MB" in err.message  # 15 MB: refused before it is parsed
    systems = ",".join(["{}"] * 20_000)  # 60 kB: parsed, then refused at the list
    err = refused(tmp_path, '{"kind": "FTDesign",\n "design": {"systems": [' + systems + "]}}")
    assert (err.line, err.col) == (2, 24) and "more than the 10000" in err.message
    ships = ",".join(['{"design_id":"d"}'] * 100_000)  # 1.7 MB
    err = refused(tmp_path, '{"kind": "FTFleet", "fleet": {"ships": [' + ships + "]}}", "f.FTFleet")
    assert "fleet.ships" in err.message and "more than the 10000" in err.message


def test_structural_errors_point_at_the_value(tmp_path):
    data = json.loads((DATA / "ft-courier.FTDesign").read_text(encoding="utf-8"))
    data["design"]["tmf"] = "two"
    err = refused(tmp_path, json.dumps(data, indent=1))
    assert err.line == 14 and "design.tmf" in err.message and "whole number" in err.message
    data["design"]["tmf"] = 2
    data["design"]["systems"][0]["arcs"] = "PFS"
    err = refused(tmp_path, json.dumps(data, indent=1))
    assert "design.systems[0].arcs" in err.message and "a list" in err.message
    err = refused(tmp_path, '{"kind": "Roster"}')
    assert "not a Full Thrust Fleet Manager file" in err.message


def test_table_ids_squadrons_and_options_are_findings(tmp_path):
    ships = [
        {
            "uid": "sh1",
            "design_id": "ft2:ft:frigate",
            "name": "Frigate",
            "table_id": "FF-1",
            "squadron": "sq2",
        }
    ]
    path = fleet_file(tmp_path, ships)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["fleet"]["squadrons"].append({"id": "sq2", "name": "Screen"})
    data["fleet"]["options"] = {"mt_systems": True, "mt_fighters": False}
    data["fleet"]["log"] = [{"week": 4, "text": "Battle at Merril's"}]
    result = read_ftfm(write(tmp_path, data, "g.FTFleet"))
    by_path = {f.path: f.message for f in result.findings}
    assert "FF-1" in by_path["fleet.ships"] and "2 squadrons" in by_path["fleet.squadrons"]
    assert "mt_systems" in by_path["fleet.options"] and "mt_fighters" not in by_path["fleet.options"]
    assert "fleet.log" not in by_path  # the log is the campaign's (test_ftfm_damage.py)
    assert [(e.turn, e.text) for e in result.state.log] == [(4, "Battle at Merril's")]


def test_a_fleet_file_carries_a_bounded_number_of_designs(tmp_path):
    design = json.loads((DATA / "ft-courier.FTDesign").read_text(encoding="utf-8"))["design"]
    path = fleet_file(tmp_path, [], [design] * 1001)
    with pytest.raises(LoadError) as err:
        read_ftfm(path)
    assert "1001 designs" in str(err.value) and err.value.line is not None


def test_a_key_a_system_does_not_carry_is_a_finding(tmp_path):
    data = json.loads((DATA / "ft-scout-ship.FTDesign").read_text(encoding="utf-8"))
    data["design"]["systems"][1]["arcs"] = ["F"]  # the PDAF: all arcs (001 L188)
    data["design"]["systems"][0]["feeds"] = ["s2"]
    result = read_ftfm(write(tmp_path, data))
    assert {f.path for f in result.findings} == {"design.systems[1].arcs", "design.systems[0].feeds"}
    assert GAME.evaluate(result.design).points == 28  # 001 L373
