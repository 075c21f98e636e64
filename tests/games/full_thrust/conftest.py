"""Helpers for Full Thrust tests: build a design from a few fields and evaluate it."""

from __future__ import annotations

import pytest

from designer.core.context import EvaluationContext
from designer.games.full_thrust import GAME
from designer.games.full_thrust.design import FullThrustDesign


def make(mass: int, hull_type: str = "warship", thrust: int = 4, systems=(), **fields) -> FullThrustDesign:
    data = {
        "game": "full-thrust",
        "name": "Test",
        "hull": {"mass": mass, "type": hull_type},
        "thrust": thrust,
        "systems": list(systems),
        **fields,
    }
    return FullThrustDesign.model_validate(data)


def evaluate(design: FullThrustDesign, **options):
    return GAME.evaluate(design, EvaluationContext(overrides=options))


def codes(evaluation, severity: str | None = None) -> list[tuple[str, str]]:
    return [(f.code, f.path) for f in evaluation.findings if severity in (None, f.severity)]


@pytest.fixture
def game():
    return GAME
