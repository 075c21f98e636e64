"""What the evaluation keeps in the context's memos besides the box groups: the fitted option
mounts' entries (``sfb-fitted-mounts``), their checks (``sfb-mount-findings``) and the tracks
the entries make (``sfb-ammunition``).
A ship-field edit reuses them; every input they read changes what comes back, as a fresh
evaluation gives it."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from designer.core.context import EvaluationContext
from designer.core.design_path import replace_at
from tests.games.sfb.helpers import GAME, example, ssd

AMT = {"system": "amt", "count": 4, "arcs": ["FA"]}


def _both(design, shared: EvaluationContext, **options):
    kept = GAME.evaluate(design, replace(shared, overrides=options))
    assert kept == GAME.evaluate(design, EvaluationContext(overrides=options))
    return kept


def _mounts(evaluation):
    return [e for e in evaluation.detail.entries if e.path.startswith("option_mounts")]


def test_the_fitted_mounts_follow_the_mounts():
    shared = EvaluationContext()
    ship = example("rutan-light-cruiser")
    base = _both(ship, shared)
    assert _mounts(base)[0].system_id == "phaser-1"
    resized = _both(replace_at(ship, "data.size_class", 2), shared)
    assert all(a is b for a, b in zip(_mounts(resized), _mounts(base), strict=True))  # kept
    refitted = _both(replace_at(ship, "option_mounts[0].fitted", "phaser-2"), shared)
    assert _mounts(refitted)[0].system_id == "phaser-2"
    assert (
        len(_mounts(_both(replace_at(ship, "option_mounts[1].fitted", ""), shared))) == len(_mounts(base)) - 1
    )


def _track(evaluation) -> list[int]:
    return [s.boxes for s in evaluation.detail.ammunition[0].segments]


def test_the_ammunition_track_follows_the_entries_and_its_options():
    """S9 (004 L186, L448 vs L256): 4 launchers, three T-marked cargo boxes hold 27 (revised)
    or 12, or 36 when every cargo box counts; 2 AMMD."""
    shared = EvaluationContext()
    ship = ssd(AMT, {"system": "cargo", "count": 4, "marks": ["T", "T", "T"]}, ("ammd", 2))
    assert _track(_both(ship, shared)) == [4, 27, 2]
    assert _track(_both(ship, shared, cargo_amt_capacity=4)) == [4, 12, 2]
    assert _track(_both(ship, shared, amt_track_cargo="all")) == [4, 36, 2]
    assert _track(_both(ship, shared)) == [4, 27, 2]
    amt = next(i for i, g in enumerate(ship.boxes) if g.system == "amt")
    assert _track(_both(replace_at(ship, f"boxes[{amt}].count", 5), shared)) == [5, 27, 2]


def _line(evaluation, start: str):
    return next(line.energy for line in evaluation.detail.plan.lines if line.label.startswith(start))


def _codes(evaluation) -> set[str]:
    return {f.code for f in evaluation.findings}


def test_the_priced_plan_follows_each_input_and_bolting_the_size_class():
    """Movement costs speed × movement cost (004 L694); only size class 4 or smaller (SC 4-6)
    may bolt (L53-55); only Rutan ships have Engine Doubling (L691-699)."""
    shared = EvaluationContext()
    ship = ssd(plan={"speed": 10, "items": [{"use": "bolt", "hexes": 3}]}, data={"size_class": 4})
    base = _both(ship, shared)
    assert _line(base, "Movement") == 10 and "SFB-PLAN-BOLT" not in _codes(base)
    # The size class: the same prices (kept), the bolt now refused.
    big = _both(replace_at(ship, "data.size_class", 3), shared)
    assert big.detail.plan is base.detail.plan and "SFB-PLAN-BOLT" in _codes(big)
    assert "SFB-PLAN-BOLT" not in _codes(_both(ship, shared))
    # The movement cost, the plan, the race, the entries and the options.
    assert _line(_both(replace_at(ship, "data.movement_cost", "1/2"), shared), "Movement") == 5
    assert _line(_both(replace_at(ship, "energy_plan.speed", 12), shared), "Movement") == 12
    doubled = replace_at(ship, "energy_plan.engine_doubling", True)
    assert "SFB-PLAN-RED" in _codes(_both(doubled, shared))
    assert "SFB-PLAN-RED" not in _codes(_both(replace_at(doubled, "race", "rutan"), shared))
    less = _both(replace_at(ship, "boxes[1].count", 1), shared)  # 1 + 6 warp + 2 impulse
    assert less.detail.plan.generation == base.detail.plan.generation - 5
    mega = replace_at(ship, "data.mega_box", True)
    divided = _both(mega, shared)
    whole = _both(mega, shared, mega_box_energy="as-written")
    assert divided.detail.plan.divisor != whole.detail.plan.divisor


def test_the_option_figures_follow_the_mounts_the_list_the_bpv_and_the_rules():
    """The Rutan allowance is the base BPV / 10 (120 -> 12) by default, the fitted BPV / 10
    under rutan_allowance=fitted-bpv (120 + 7.6 -> 12.76), none under reasonable-selection."""
    shared = EvaluationContext()
    ship = example("rutan-light-cruiser")
    base = _both(ship, shared).detail.options
    assert (base.budget, base.budget_kind, base.total) == (12, "allowance", Fraction(38, 5))
    resized = _both(replace_at(ship, "data.size_class", 2), shared).detail.options
    assert resized is base  # kept: nothing it reads changed
    assert _both(replace_at(ship, "data.bpv", 150), shared).detail.options.budget == 15
    assert _both(ship, shared, rutan_allowance="fitted-bpv").detail.options.budget == Fraction(319, 25)
    assert _both(ship, shared, rutan_allowance="reasonable-selection").detail.options.budget is None
    assert _both(replace_at(ship, "option_mounts[0].fitted", ""), shared).detail.options.total < base.total
    assert _both(replace_at(ship, "option_list", None), shared).detail.options.budget is None
    joshada = replace_at(ship, "option_list", "joshada")
    assert (
        _both(joshada, shared).detail.options.adds_to_bpv
        != _both(joshada, shared, joshada_refit_bpv="not-added").detail.options.adds_to_bpv
    )


def test_the_mount_findings_follow_the_mounts_the_campaign_the_list_and_the_race():
    """The Joshada's Hellebore only if one has been captured (004 L840); each list is its race's
    (Rutan L569-570, the Joshada's L821-829)."""
    shared = EvaluationContext()
    ship = replace_at(
        replace_at(example("rutan-light-cruiser"), "option_list", "joshada"), "race", "joshadan"
    )
    ship = replace_at(ship, "option_mounts[0].fitted", "hellebore")
    base = _both(ship, shared)
    assert "SFB-OPT-CAPTURED" in _codes(base) and "SFB-OPT-LIST-RACE" not in _codes(base)
    assert "SFB-OPT-CAPTURED" in _codes(_both(replace_at(ship, "data.size_class", 2), shared))
    captured = _both(replace_at(ship, "campaign.captured", ["hellebore"]), shared)
    assert "SFB-OPT-CAPTURED" not in _codes(captured)
    assert "SFB-OPT-LIST-RACE" in _codes(_both(replace_at(ship, "race", "rutan"), shared))
    assert "SFB-OPT-LIST-RACE" in _codes(_both(replace_at(ship, "option_list", "rutan"), shared))
    assert "SFB-OPT-CAPTURED" not in _codes(_both(replace_at(ship, "option_mounts[0].fitted", ""), shared))
