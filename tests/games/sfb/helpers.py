"""Shared helpers for the Star Fleet Battles tests: the game, its catalog, small SSDs built in
code, and finding lookups. Numbers in the tests come from seed 004 or are computed by hand."""

from __future__ import annotations

from fractions import Fraction

from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.core.paths import CATALOGS
from designer.games.sfb import GAME
from designer.games.sfb.design import SfbDesign

CATALOG = GAME.data.catalog()
EXAMPLES = sorted((CATALOGS / "sfb" / "designs").glob("*.yaml"))
F = Fraction


def example(name: str) -> SfbDesign:
    return load_design(CATALOGS / "sfb" / "designs" / f"{name}.yaml").design


def ssd(*groups, plan=None, **fields) -> SfbDesign:
    """A small legal-looking SSD: six shields, a bridge and power, plus ``groups`` given as
    (system, count) or dicts; ``plan`` is the energy_plan block."""
    boxes = [
        {"system": "bridge", "count": 1},
        {"system": "l-warp", "count": 6},
        {"system": "r-warp", "count": 6},
        {"system": "impulse", "count": 2},
    ]
    for g in groups:
        boxes.append(g if isinstance(g, dict) else {"system": g[0], "count": g[1]})
    data = {"name": "Test ship", "shields": [10] * 6, "boxes": boxes, **fields}
    if plan is not None:
        data["energy_plan"] = plan
    return SfbDesign.model_validate(data)


def evaluate(design: SfbDesign, **options):
    return GAME.evaluate(design, EvaluationContext(overrides=options))


def codes(evaluation) -> set[str]:
    return {f.code for f in evaluation.findings}


def finding(evaluation, code: str):
    found = [f for f in evaluation.findings if f.code == code]
    assert found, f"{code} not among {sorted(codes(evaluation))}"
    return found[0]


def plan_lines(evaluation) -> dict[str, Fraction]:
    """The energy plan's lines by design path."""
    return {line.path: line.energy for line in evaluation.detail.plan.lines}


def one_item_cost(*groups, item: dict, **fields) -> Fraction:
    """What one energy-plan item costs on a ship carrying ``groups``."""
    ev = evaluate(ssd(*groups, plan={"items": [item]}, **fields))
    return plan_lines(ev)["energy_plan.items[0]"]


def revised(design: SfbDesign, **changes) -> SfbDesign:
    """``design`` with some fields replaced, validated as a file would be."""
    return SfbDesign.model_validate({**design.model_dump(), **changes})
