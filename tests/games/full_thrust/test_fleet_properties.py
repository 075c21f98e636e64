"""Property tests of Full Thrust fleets built from the standard designs: the totals add up, the
half-fleet rule agrees with a count done here, and save then load keeps fleet and totals."""

import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from designer.core.design_file import load_design
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import LoadedFleet, dump_fleet, fleet_from_data, load_designs
from designer.core.yaml_source import load_yaml
from designer.games.full_thrust import GAME
from designer.games.full_thrust.fleet.rules import FullThrustFleet

# Profiles "ci" (make test) and "fuzz" (make fuzz): tests/conftest.py.

IDS = [d.id for d in GAME.standard_designs]
EVALUATED = {}


def stats(design_id):
    """Points, class and FTL of a standard design, evaluated once."""
    if design_id not in EVALUATED:
        loaded = load_design(GAME.standard_design(design_id).path)
        ev = GAME.evaluate(loaded.design)
        EVALUATED[design_id] = (ev.points, ev.stats["class"], ev.stats["ftl"])
    return EVALUATED[design_id]


ships = st.lists(
    st.fixed_dictionaries(
        {"design": st.sampled_from(IDS).map(lambda i: f"catalog:{i}"), "count": st.integers(1, 40)},
        optional={
            "name": st.text("abcXYZ -", min_size=1, max_size=12).filter(str.strip),
            "force": st.just("Home"),
        },
    ),
    max_size=12,
)

fleets = st.fixed_dictionaries(
    {
        "hullwright": st.just(1),
        "game": st.just("full-thrust"),
        "fleet": st.just("Property fleet"),
        "ships": ships,
        "forces": st.just({"Home": {"budget": 2000, "fixed": True}}),
    },
    optional={
        "budget": st.integers(0, 20000),
        "dummies": st.integers(0, 60),
        "rules": st.fixed_dictionaries({"half_fleet": st.booleans()}),
    },
)


def loaded_from(data) -> LoadedFleet:
    fleet = FullThrustFleet.model_validate(data)
    return LoadedFleet(fleet, GAME, load_designs(fleet, GAME, Path.cwd()))


@given(fleets)
def test_property_fleet_totals_add_up(data):
    result = evaluate_fleet(loaded_from(data))
    ship_points = sum(s["count"] * stats(s["design"][8:])[0] for s in data["ships"])
    dummies = data.get("dummies", 0)
    assert result.total_points == ship_points + 20 * dummies  # seed 001 L568
    home = sum(s["count"] * stats(s["design"][8:])[0] for s in data["ships"] if s.get("force"))
    assert {f.name: f.points for f in result.forces} == {"": ship_points - home + 20 * dummies, "Home": home}
    codes = {f.code for f in result.findings}
    main_budget = data.get("budget")
    assert ("FLEET-OVER-BUDGET" in codes) == (
        (main_budget is not None and ship_points - home + 20 * dummies > main_budget) or home > 2000
    )
    assert result.legal == (not any(f.severity == "error" for f in result.findings))
    json.dumps(result.as_dict())  # the --json object is always serialisable


@given(fleets)
def test_property_half_fleet_rule_matches_a_count(data):
    result = evaluate_fleet(loaded_from(data), {"half_fleet": True})
    mobile = [
        (s["count"], stats(s["design"][8:])[1])
        for s in data["ships"]
        if not s.get("force") and stats(s["design"][8:])[1] != "installation"
    ]
    total = sum(n for n, _ in mobile)
    over = {
        cls for cls in ("escort", "cruiser", "capital") if 2 * sum(n for n, c in mobile if c == cls) > total
    }  # "may not exceed 50%", L1037
    mix = [f for f in result.findings if f.code == "FT-FLEET-CLASS-MIX"]
    assert {f.message.split(" are ")[1].split("s ")[0] for f in mix} == over
    real = sum(s["count"] for s in data["ships"] if stats(s["design"][8:])[1] != "installation")
    dummy_over = any(f.code == "FT-DUMMY-OVER" for f in result.findings)
    assert dummy_over == (data.get("dummies", 0) > real)  # one per real ship, L570


@given(fleets)
def test_property_save_then_load_keeps_fleet_and_totals(data):
    loaded = loaded_from(data)
    text = dump_fleet(loaded.fleet)
    again_data, smap = load_yaml("<dumped>", text)
    again = fleet_from_data(again_data, smap, Path.cwd())
    assert again.fleet == loaded.fleet
    assert evaluate_fleet(again).as_dict() == evaluate_fleet(loaded).as_dict()
