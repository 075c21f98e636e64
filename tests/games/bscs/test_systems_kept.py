"""What the evaluation keeps per systems list (``bscs-systems``: counts, entry rows, sensor
groups, draws, the entries' findings) and per crew (``bscs-crew``) in the context's memos: a
ship-field edit reuses it, and every input it reads changes what comes back, as a fresh
evaluation gives it."""

from __future__ import annotations

import copy
from dataclasses import replace

from designer.core.context import EvaluationContext
from designer.core.design_path import replace_at
from tests.games.bscs.helpers import GAME, TC1, design


def _both(d, shared: EvaluationContext, **options):
    kept = GAME.evaluate(d, replace(shared, overrides=options))
    fresh = GAME.evaluate(d, EvaluationContext(overrides=options))
    assert kept == fresh
    return kept


def test_a_hull_edit_keeps_the_systems_part():
    shared = EvaluationContext()
    ship = design()
    before = _both(ship, shared)
    after = _both(replace_at(ship, "hull", 8), shared)
    assert after.detail.sensors is before.detail.sensors  # kept, not worked out again
    assert after.detail.power_draws is before.detail.power_draws
    assert after.detail.hull == 8 and before.detail.hull == 7


def test_each_input_of_the_systems_part_changes_it():
    shared = EvaluationContext()
    base = _both(design(), shared)
    sensor_row = next(r for r in base.breakdown if "sensor" in r.item)
    # 3 standard sensors: 3×4 + 3³ = 39 points (002 L637).
    assert sensor_row.points == 3 * 4 + 3**3
    # An entry edited: 4 sensors, 4×4 + 4³ = 80.
    body = copy.deepcopy(TC1)
    body["systems"][5]["count"] = 4
    more = _both(design(body), shared)
    assert next(r for r in more.breakdown if "sensor" in r.item).points == 4 * 4 + 4**3
    assert more.detail.sensors[0].count == 4 and base.detail.sensors[0].count == 3
    # sensor_cube (not an entry option) re-prices the sensor row: a second type shows it.
    body["systems"].append({"type": "sensor", "count": 2, "level": "good"})
    mixed = design(body)
    per_type = _both(mixed, shared)
    all_sensors = _both(mixed, shared, sensor_cube="all-sensors")
    assert per_type.points != all_sensors.points
    assert _both(mixed, shared).points == per_type.points  # and back
    # An entry option (beam density cost) re-prices a dense beam.
    dense = copy.deepcopy(TC1)
    dense["systems"][1]["damage_per_size"] = 4  # K 4: D − D/K or K − 1 (002 L186)
    dense_ship = design(dense)
    per_damage = _both(dense_ship, shared)
    per_level = _both(dense_ship, shared, beam_density_cost="per-level")
    assert per_damage.points != per_level.points
    # Mixed reactors: a finding of the entries alone comes and goes with the entry.
    odd = copy.deepcopy(TC1)
    odd["systems"].append({"type": "reactor", "output": 11})
    codes = {f.code for f in _both(design(odd), shared).findings}
    assert "BSCS-REACTOR-MIXED" in codes
    assert "BSCS-REACTOR-MIXED" not in {f.code for f in _both(design(), shared).findings}


def test_each_input_of_the_kept_crew_changes_it():
    # One ship throughout: its systems stay the same objects, so the kept crew is found unless
    # the input that changed is part of its key.
    shared = EvaluationContext()
    ship = design()
    base = _both(ship, shared).detail.crew
    # The crew choices (a sub-model of the design): no system operators, fewer crew.
    fewer = _both(replace_at(ship, "crew.system_operators", False), shared).detail.crew
    assert "system operators" in base.specialists and "system operators" not in fewer.specialists
    # crew_shields: 3 generators of 10 points each count 30, not 3 (002 L705, digest D11).
    points = _both(ship, shared, crew_shields="points").detail.crew
    assert points.specialists["system operators"] > base.specialists["system operators"]
    # crew_rounding: each term up or only the total.
    total = _both(ship, shared, crew_rounding="total").detail.crew
    assert _both(ship, shared).detail.crew == base
    assert (total.minimum, total.complement, total.specialists) != (
        base.minimum,
        base.complement,
        base.specialists,
    )
    # An entry edited: 20 beams need more crew (weapons/4, L700).
    assert _both(replace_at(ship, "systems[1].count", 20), shared).detail.crew.minimum > base.minimum


def test_a_hull_edit_keeps_the_crew():
    shared = EvaluationContext()
    ship = design()
    before = _both(ship, shared)
    after = _both(replace_at(ship, "hull", 8), shared)
    assert after.detail.crew.specialists is before.detail.crew.specialists


def _row(evaluation, path: str):
    return next(r for r in evaluation.breakdown if r.path == path)


def test_an_entry_edit_keeps_the_other_entries_figures():
    shared = EvaluationContext()
    ship = design()
    before = _both(ship, shared)
    edited = _both(replace_at(ship, "systems[1].count", 20), shared)
    assert _row(edited, "systems[0]") is _row(before, "systems[0]")  # kept, not worked out again
    assert _row(edited, "systems[1]") is not _row(before, "systems[1]")
    assert _row(edited, "systems[1]").item.startswith("20 × ")
    # An entry taken out moves the ones after it: their paths change, so they are worked out again.
    shorter = replace_at(ship, "systems", ship.systems[1:])
    moved = _both(shorter, shared)
    assert _row(moved, "systems[0]").item == _row(before, "systems[1]").item
    assert _row(moved, "systems[0]") is not _row(before, "systems[1]")
