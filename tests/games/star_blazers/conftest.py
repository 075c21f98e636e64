"""Helpers for Star Blazers tests: a ship design from a class and a few changes, evaluated."""

from __future__ import annotations

from designer.core.context import EvaluationContext
from designer.games.star_blazers import GAME
from designer.games.star_blazers.design import StarBlazersDesign
from tests.evaluating import evaluated


def make(class_id: str, **fields) -> StarBlazersDesign:
    return StarBlazersDesign.model_validate(
        {"game": "star-blazers", "name": "Test", "class": class_id, **fields}
    )


def evaluate(design: StarBlazersDesign, **options):
    return evaluated(GAME, design, EvaluationContext(overrides=options))


def codes(evaluation, severity: str | None = None) -> list[tuple[str, str]]:
    return [(f.code, f.path) for f in evaluation.findings if severity in (None, f.severity)]


def craft(*pairs) -> list[dict]:
    """``craft("BT", 54, "CZ", 1)`` -> the design's craft list."""
    return [{"type": t, "count": n} for t, n in zip(pairs[::2], pairs[1::2])]
