"""Campaign files (issue 26): loading, hostile files, state findings, the scan report and the
campaign's own fingerprint. Built on the bundled Lafayette Incident (001 L1015-1052)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from designer.core.campaign import evaluate_campaign, load_campaign
from designer.core.errors import LoadError
from designer.core.fleet import fleet_from_file
from designer.core.paths import CATALOGS

LAFAYETTE = CATALOGS / "full-thrust" / "campaigns" / "lafayette-incident.yaml"
FLEETS = CATALOGS / "full-thrust" / "fleets"


def _write(folder: Path, text: str, name: str = "c.yaml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def _campaign(folder: Path, ships: str = "", fleet: str | None = None, extra: str = "") -> Path:
    fleet = fleet or str(FLEETS / "esu-strike-force.yaml")
    return _write(
        folder,
        f"""hullwright: 1
game: full-thrust
kind: campaign
campaign: Test
sides:
  - name: ESU
    fleets:
      - name: TF
        file: {fleet}
        ships:
{ships or "          []"}
{extra}""",
    )


def test_the_lafayette_incident_loads_with_both_sides_and_a_damaged_ship():
    report = evaluate_campaign(load_campaign(LAFAYETTE))
    assert [s.side.name for s in report.sides] == ["ESU", "NAC"]
    assert report.findings == ()
    assert report.side("esu").side.budget == 10000  # 001 L1037
    assert report.side("NAC").side.budget == 6000 + 1500 + 1000 + 800 + 800 + 1200 + 500  # L1039-1050
    kirov = next(s for s in report.side("ESU").fleets[0].ships if s.ship.name == "Kirov")
    # heavy cruiser: 16 DP in rows (5, 5, 6), first threshold after 5 (001 L274, L300)
    assert kirov.summary.startswith("9 of 16 damage points left; 1 threshold point passed")
    assert "thrust 2 of 4" in kirov.summary  # the first drive hit halves thrust (L282)


def test_scan_report_reveals_counts_and_classes_only():
    report = evaluate_campaign(load_campaign(LAFAYETTE))
    esu = report.side("ESU").fleets[0]
    # 2 superdreadnoughts, 1 fleet carrier, 3 battledreadnoughts, 2 battleships: 8 CAPITAL;
    # 6 heavy, 2 superheavy, 4 escort, 4 light cruisers: 16 CRUISER; 10 destroyers, 6
    # frigates, 2 scouts less Smolensk (destroyed) = 17 ESCORT, and 10 dummy bogeys that each
    # emit an ESCORT signature (001 L568): 27; the tanker shows as a MERCHANT.
    assert esu.scan == {"CAPITAL": 8, "CRUISER": 16, "ESCORT": 27, "MERCHANT": 1}
    text = repr(esu.scan)
    for secret in ("Kirov", "Heavy", "Destroyer", "catalog", "Grisheva"):
        assert secret not in text


def test_a_ships_state_never_changes_its_fleets_fingerprint(tmp_path):
    clean = evaluate_campaign(
        load_campaign(_campaign(tmp_path, """          - {name: K, design: "catalog:heavy-cruiser"}"""))
    )
    hurt = evaluate_campaign(
        load_campaign(
            _campaign(
                tmp_path, """          - {name: K, design: "catalog:heavy-cruiser", damage: {hull: 3}}"""
            )
        )
    )
    a, b = clean.sides[0].fleets[0], hurt.sides[0].fleets[0]
    assert a.evaluation.fingerprint.value == b.evaluation.fingerprint.value
    assert clean.as_dict()["fingerprint"] != hurt.as_dict()["fingerprint"]


def test_the_campaign_fingerprint_ignores_notes_but_not_the_log(tmp_path):
    base = """          - {name: K, design: "catalog:heavy-cruiser"}"""
    one = evaluate_campaign(load_campaign(_campaign(tmp_path, base))).as_dict()["fingerprint"]
    noted = evaluate_campaign(load_campaign(_campaign(tmp_path, base.replace("}", ", notes: x}")))).as_dict()[
        "fingerprint"
    ]
    logged = evaluate_campaign(
        load_campaign(_campaign(tmp_path, base, extra="log: [{turn: 1, text: hi}]"))
    ).as_dict()["fingerprint"]
    assert one == noted != logged


def test_a_state_that_does_not_fit_its_design_is_a_finding_with_a_located_path(tmp_path):
    path = _campaign(
        tmp_path,
        """          - name: K
            design: "catalog:heavy-cruiser"
            damage: {hull: 17}
            lost: {nova-cannon: 1, pdaf: -1}""",
    )
    report = evaluate_campaign(load_campaign(path))
    codes = {(f.code, f.path) for f in report.findings}
    assert ("STATE-OVER", "sides[0].fleets[0].ships[0].damage.hull") in codes  # 16 boxes
    assert ("STATE-PART", "sides[0].fleets[0].ships[0].lost.nova-cannon") in codes
    assert ("STATE-NEGATIVE", "sides[0].fleets[0].ships[0].lost.pdaf") in codes
    over = next(f for f in report.findings if f.code == "STATE-OVER")
    assert report.where(over) == f"{path}:13:22"


@pytest.mark.parametrize(
    "ships, message, line",
    [
        ("""          - {name: K, design: "catalog:nova-dreadnought"}""", "has no entry of design", 11),
        (
            """          - {name: A, design: "catalog:scout-ship"}
          - {name: B, design: "catalog:scout-ship"}
          - {name: C, design: "catalog:scout-ship"}""",
            "has only 2 ships",
            13,
        ),
        (
            """          - {name: A, design: "catalog:scout-ship"}
          - {name: A, design: "catalog:frigate"}""",
            "used twice",
            12,
        ),
        ("""          - {name: A, design: "catalog:scout-ship", status: sunk}""", "status", 11),
        ("""          - {name: A, design: "catalog:scout-ship", lost: {"Bad Id": 1}}""", "lost", 11),
    ],
)
def test_bad_ships_are_located_errors(tmp_path, ships, message, line):
    with pytest.raises(LoadError) as caught:
        load_campaign(_campaign(tmp_path, ships))
    assert message in str(caught.value)
    assert caught.value.line == line


def test_a_campaign_naming_itself_or_another_campaign_is_refused(tmp_path):
    own = tmp_path / "c.yaml"
    with pytest.raises(LoadError, match="this campaign file itself") as caught:
        load_campaign(_campaign(tmp_path, fleet=str(own)))
    assert caught.value.line == 9
    other = _write(tmp_path, LAFAYETTE.read_text(encoding="utf-8"), "other.yaml")
    with pytest.raises(LoadError, match="is a campaign file"):
        load_campaign(_campaign(tmp_path, fleet=str(other)))


def test_a_fleet_naming_the_campaign_as_a_design_is_refused(tmp_path):
    campaign = tmp_path / "c.yaml"
    fleet = _write(
        tmp_path,
        f"""hullwright: 1
game: full-thrust
fleet: loop
ships:
  - {{design: {campaign}}}
""",
        "f.yaml",
    )
    with pytest.raises(LoadError, match="fleet cannot be read"):
        load_campaign(_campaign(tmp_path, fleet=str(fleet)))


def test_marks_by_the_million_are_refused_quickly_with_a_line(tmp_path):
    marks = ", ".join(f"p{i}: 1" for i in range(20_000))
    start = time.perf_counter()
    with pytest.raises(LoadError) as caught:
        load_campaign(
            _campaign(
                tmp_path, f"""          - {{name: K, design: "catalog:heavy-cruiser", lost: {{{marks}}}}}"""
            )
        )
    assert time.perf_counter() - start < 10
    assert caught.value.line == 11
    with pytest.raises(LoadError, match="100000"):
        load_campaign(
            _campaign(
                tmp_path,
                """          - {name: K, design: "catalog:heavy-cruiser", damage: {hull: 1000000}}""",
            )
        )


def test_a_side_in_the_log_must_exist(tmp_path):
    with pytest.raises(LoadError, match="not a side") as caught:
        load_campaign(_campaign(tmp_path, extra="log: [{turn: 1, side: Martians, text: hi}]"))
    assert caught.value.line == 12


def test_a_campaign_fleet_may_be_one_force_of_a_fleet_file_and_decoys_stay_with_the_main_force():
    report = evaluate_campaign(load_campaign(LAFAYETTE))
    nac = {f.fleet.location: f for f in report.side("NAC").fleets}
    # Mobile force: 2 battleships, 2 battlecruisers, 1 light carrier = 5 CAPITAL; 1 superheavy,
    # 4 heavy, 4 light, 2 escort cruisers = 11 CRUISER; 6 destroyers, 4 frigates, 2 scouts and
    # the fleet's 10 dummy bogeys (ESCORT signatures, 001 L568) = 22 ESCORT.
    mobile = next(f for f in report.side("NAC").fleets if f.fleet.force == "main")
    assert mobile.scan == {"CAPITAL": 5, "CRUISER": 11, "ESCORT": 22}
    # Lafayette's 8 + 6 system defence ships (the fleet file), one of them destroyed.
    assert nac["Lafayette"].scan == {"ESCORT": 13}
    assert nac["Kakisa"].scan == {"ESCORT": 5}
    # each force once: the side's points are the fleet file's
    whole = fleet_from_file(FLEETS / "nac-lafayette-sector.yaml")
    assert report.side("NAC").points == sum(f.points for f in whole.forces)


def test_an_unknown_force_is_a_located_error(tmp_path):
    path = _campaign(tmp_path, fleet=str(FLEETS / "nac-lafayette-sector.yaml"))
    path.write_text(
        path.read_text(encoding="utf-8").replace("        ships:", "        force: Mars\n        ships:"),
        encoding="utf-8",
    )
    with pytest.raises(LoadError, match="not a force of") as caught:
        load_campaign(path)
    assert caught.value.line == 10


def test_more_part_ids_than_any_design_has_are_a_located_error(tmp_path):
    marks = ", ".join(f"p{i}: 1" for i in range(600))  # under the loader's 10,000, over 500
    with pytest.raises(LoadError, match="500") as caught:
        load_campaign(
            _campaign(
                tmp_path, f"""          - {{name: K, design: "catalog:heavy-cruiser", lost: {{{marks}}}}}"""
            )
        )
    assert caught.value.line == 11


def test_a_campaign_of_thousands_of_named_ships_loads_in_bounded_time(tmp_path):
    fleet = _write(
        tmp_path,
        "hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n"
        '  - {design: "catalog:destroyer", count: 2000}\n',
        "f.yaml",
    )
    many = "\n".join(
        f'          - {{name: "D{i}", design: "catalog:destroyer", damage: {{hull: 1}}}}' for i in range(2000)
    )
    start = time.perf_counter()
    report = evaluate_campaign(load_campaign(_campaign(tmp_path, many, fleet=str(fleet))))
    assert time.perf_counter() - start < 20
    assert len(report.sides[0].fleets[0].ships) == 2000 and report.findings == ()


def test_a_side_over_its_budget_and_a_fleet_breaking_its_rules_are_findings(tmp_path):
    path = _campaign(tmp_path)
    path.write_text(
        path.read_text(encoding="utf-8").replace("  - name: ESU\n", "  - name: ESU\n    budget: 9000\n"),
        "utf-8",
    )
    report = evaluate_campaign(load_campaign(path))
    assert [(f.code, f.path) for f in report.findings] == [("CAMPAIGN-BUDGET", "sides[0].budget")]
    assert report.where(report.findings[0]) == f"{path}:7:5"
    fleet = _write(
        tmp_path,
        "hullwright: 1\ngame: full-thrust\nfleet: F\nbudget: 100\nships:\n"
        '  - {design: "catalog:destroyer", count: 2}\n',
        "f.yaml",
    )
    report = evaluate_campaign(load_campaign(_campaign(tmp_path, fleet=str(fleet))))
    assert [f.path for f in report.findings] == ["sides[0].fleets[0]"]
    assert report.findings[0].message.startswith("TF: ")
