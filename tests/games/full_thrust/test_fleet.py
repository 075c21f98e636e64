"""Full Thrust fleets: the scenario forces, the campaign fleets and the fleet rules.

Standard design points (each recomputed in test_standard_designs.py): Heavy Freighter 306,
Escort Cruiser 195, Destroyer 92, Heavy Cruiser 238, Missile Destroyer 86, Con-Am 12 346,
Light Cruiser 190, Frigate 65, Battledreadnought 431, System Defence Ship 95 (screened 107).
"""

import json

import pytest

from designer.cli import main
from designer.core.fleet import fleet_from_file
from designer.core.paths import CATALOGS

FLEETS = CATALOGS / "full-thrust" / "fleets"


def codes(result, severity=None):
    return [(f.code, f.path) for f in result.findings if severity in (None, f.severity)]


@pytest.mark.parametrize(
    "file, ships, total",
    [
        # seed 001 L911-915: 3 Heavy Freighters, 1 Escort Cruiser, 2 Destroyers
        (
            "convoy-990-eurasian.yaml",
            [("Heavy Freighter", 3, 918), ("Escort Cruiser", 1, 195), ("Destroyer", 2, 184)],
            1297,
        ),
        # seed 001 L917-919: 1 Heavy Cruiser, 3 Missile Destroyers
        ("convoy-990-anglian.yaml", [("Heavy Cruiser", 1, 238), ("Missile Destroyer", 3, 258)], 496),
        # seed 001 L939-941: the station, 2 Light Cruisers, 3 Frigates
        (
            "con-am-12-anglian.yaml",
            [("Mining Station Con-Am 12", 1, 346), ("Light Cruiser", 2, 380), ("Frigate", 3, 195)],
            921,
        ),
        # seed 001 L943: 1 Battledreadnought, 3 Destroyers
        ("con-am-12-eurasian.yaml", [("Battledreadnought", 1, 431), ("Destroyer", 3, 276)], 707),
    ],
)
def test_scenario_forces(file, ships, total):
    result = fleet_from_file(FLEETS / file)
    assert [(e.name, e.count, e.subtotal) for e in result.entries] == ships
    assert result.total_points == total
    assert result.budget is None  # the scenarios give forces, not a budget
    assert result.legal and codes(result, "error") == []


def test_scenario_fleet_json(capsys):
    assert main(["fleet", str(FLEETS / "convoy-990-anglian.yaml"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["total_points"], out["budget"], out["remaining"], out["legal"]) == (496, None, None, True)
    assert [(e["design"], e["points"], e["subtotal"]) for e in out["entries"]] == [
        ("catalog:heavy-cruiser", 238, 238),
        ("catalog:missile-destroyer", 86, 258),
    ]


def test_nac_campaign_fleet_budgets_the_fixed_defences_apart():
    result = fleet_from_file(FLEETS / "nac-lafayette-sector.yaml")
    forces = {f.name: (f.points, f.budget) for f in result.forces}
    # Mobile: 2x447 + 2x381 + 499 + 267 + 4x238 + 4x190 + 2x195 + 6x92 + 4x65 + 2x28 + 10 dummies x 20
    assert forces[""] == (894 + 762 + 499 + 267 + 952 + 760 + 390 + 552 + 260 + 56 + 200, 6000)
    assert forces[""][0] == 5592
    # Fixed System Defence forces (seed 001 L1041-1050), SDS 95 and screened SDS 107
    assert forces["Lafayette"] == (8 * 95 + 6 * 107, 1500)
    assert forces["Hudson"] == (6 * 95 + 4 * 107, 1000)
    assert forces["Merril's"] == (8 * 95, 800)
    assert forces["Baffin"] == (4 * 95 + 3 * 107, 800)
    assert forces["New Toledo"] == (12 * 95, 1200)
    assert forces["Kakisa"] == (5 * 95, 500)
    assert result.budget == 6000 + 5800 and result.total_points == 5592 + 5476
    # The defences are all escort-class SDSs, yet the half-fleet rule is only for the mobile force
    assert result.legal, result.findings


def test_esu_campaign_fleet():
    result = fleet_from_file(FLEETS / "esu-strike-force.yaml")
    assert result.total_points == 9604 and result.remaining == 396 and result.legal


def fleet_file(tmp_path, *ships, extra=""):
    lines = ["hullwright: 1", "game: full-thrust", "fleet: Test"] + ([extra] if extra else []) + ["ships:"]
    lines += [f"  - {s}" for s in ships]
    path = tmp_path / "fleet.yaml"
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.mark.parametrize(
    "capitals, cruisers, escorts, legal",
    [
        (10, 16, 25, True),  # seed 001 L1037: "would be allowed" (25 of 51)
        (8, 12, 40, False),  # seed 001 L1037: "would not": 40 of 60 escorts
        (5, 5, 10, True),  # exactly half may not "exceed" 50%
        (5, 5, 11, False),
    ],
)
def test_half_the_fleet_rule(tmp_path, capitals, cruisers, escorts, legal):
    path = fleet_file(
        tmp_path,
        f"{{design: 'catalog:battleship', count: {capitals}}}",
        f"{{design: 'catalog:light-cruiser', count: {cruisers}}}",
        f"{{design: 'catalog:frigate', count: {escorts}}}",
        extra="rules: {half_fleet: true}",
    )
    result = fleet_from_file(path)
    mix = [f for f in result.findings if f.code == "FT-FLEET-CLASS-MIX"]
    assert result.legal is legal
    if not legal:
        assert [f.path for f in mix] == ["ships[2]"]  # the first escort entry
        total = capitals + cruisers + escorts
        assert f"{escorts} of the {total} ships are escorts" in mix[0].message
    # The rule is off unless the fleet (or the command line) turns it on
    off = fleet_from_file(path, {"half_fleet": False})
    assert not [f for f in off.findings if f.code == "FT-FLEET-CLASS-MIX"] and off.legal


def test_half_fleet_from_the_command_line(tmp_path, capsys):
    path = fleet_file(tmp_path, "{design: 'catalog:frigate', count: 3}", "{design: 'catalog:destroyer'}")
    assert main(["fleet", str(path)]) == 0
    assert main(["fleet", str(path), "--rule", "half_fleet=on"]) == 1
    assert "FT-FLEET-CLASS-MIX" in capsys.readouterr().out


def test_merchants_count_toward_the_total(tmp_path):
    # 2 frigates of 4 ships (2 freighters) is exactly half: allowed [decide: merchants are ships]
    path = fleet_file(
        tmp_path,
        "{design: 'catalog:frigate', count: 2}",
        "{design: 'catalog:heavy-freighter', count: 2}",
        extra="rules: {half_fleet: true}",
    )
    assert fleet_from_file(path).legal


def test_dummy_bogeys_cost_20_and_are_limited_to_one_per_real_ship(tmp_path):
    # seed 001 L568: 20 points each; L570: no more dummies than real ships
    path = fleet_file(
        tmp_path,
        "{design: 'catalog:destroyer', count: 2}",
        "{design: 'catalog:con-am-12'}",
        extra="budget: 300\ndummies: 2",
    )
    result = fleet_from_file(path)
    assert [(x.item, x.count, x.subtotal) for x in result.extras] == [("Dummy bogey", 2, 40)]
    assert result.total_points == 2 * 92 + 346 + 40
    assert ("FT-DUMMY-OVER", "dummies") not in codes(result)
    over = fleet_from_file(
        fleet_file(
            tmp_path,
            "{design: 'catalog:destroyer', count: 2}",
            "{design: 'catalog:con-am-12'}",
            extra="dummies: 3",
        )
    )
    # the station is not a ship: 2 real ships, 3 dummies
    assert ("FT-DUMMY-OVER", "dummies") in codes(over, "error")
    assert "3 dummy bogeys, but the force has 2 real ships" in over.findings[0].message


def test_over_budget_with_dummies_names_the_overage(tmp_path, capsys):
    path = fleet_file(tmp_path, "{design: 'catalog:destroyer', count: 3}", extra="budget: 300\ndummies: 3")
    assert main(["fleet", str(path)]) == 1  # 276 + 60 = 336
    out = capsys.readouterr().out
    assert "FLEET-OVER-BUDGET" in out and "336 points, 36 over its budget of 300" in out


def test_fixed_force_takes_non_ftl_ships_only(tmp_path):
    extra = "budget: 500\nforces:\n  Home: {budget: 300, fixed: true}"
    path = fleet_file(
        tmp_path,
        "{design: 'catalog:system-defence-ship', count: 2, force: Home}",
        "{design: 'catalog:frigate', force: Home}",
        "{design: 'catalog:system-defence-ship'}",
        extra=extra,
    )
    result = fleet_from_file(path)
    assert ("FT-FIXED-FORCE-FTL", "ships[1]") in codes(result, "error")
    assert ("FT-MOBILE-NON-FTL", "ships[2]") in codes(result, "warning")
    assert {f.name: f.points for f in result.forces} == {"": 95, "Home": 2 * 95 + 65}


def test_illegal_standard_variant_makes_the_fleet_illegal(tmp_path):
    (tmp_path / "bad.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nname: Overloaded Frigate\n"
        "hull: {mass: 10, type: warship}\nthrust: 6\nsystems:\n"
        "  - {type: beam, class: A, arcs: [F], count: 3}\n"
    )
    path = fleet_file(tmp_path, "{design: 'catalog:frigate'}", "{design: bad.yaml}")
    result = fleet_from_file(path)
    assert ("FLEET-SHIP-ILLEGAL", "ships[1]") in codes(result, "error")
    assert "FT-ALLOWANCE-OVER" in result.findings[0].message


def test_unknown_catalog_id_suggests_the_close_one(tmp_path, capsys):
    path = fleet_file(tmp_path, "{design: 'catalog:frigate'}", "{design: 'catalog:destroyr'}")
    assert main(["fleet", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:6:") and "did you mean 'catalog:destroyer'?" in err


def test_a_bad_fleet_rule_value_warns_and_uses_the_default(tmp_path):
    path = fleet_file(tmp_path, "{design: 'catalog:frigate', count: 3}", extra="rules: {half_fleet: maybe}")
    result = fleet_from_file(path)
    assert codes(result) == [("RULE-OPTION-VALUE", "rules.half_fleet")]
    assert result.legal  # off, the default: three frigates are fine
