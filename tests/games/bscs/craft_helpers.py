"""Builders for assault craft tests: the digest's TC-12 fighter as data, and a way to vary it."""

from __future__ import annotations

import copy

from designer.core.context import EvaluationContext
from designer.core.model import parse_model
from designer.core.yaml_source import SourceMap
from designer.games.bscs.craft_design import BscsCraft
from tests.evaluating import evaluated
from tests.games.bscs.helpers import GAME

# TC-12 (digest §14), every number from 002 L515-564.
TC12 = {
    "game": "bscs",
    "kind": "craft",
    "name": "Fighter",
    "craft_type": "fighter",
    "systems": [
        {"type": "drive", "count": 2},
        {"type": "shield"},
        {"type": "sensor", "level": "fair"},
        {"type": "beam", "damage": 2},
        {"type": "inertial-storage"},
        {"type": "rescue-pod"},
    ],
    "hull": 0.3,
    "turn_mode": 4,
}


def craft(data: dict | None = None, **changes) -> BscsCraft:
    body = copy.deepcopy(data if data is not None else TC12)
    body.update(changes)
    return parse_model(BscsCraft, body, SourceMap("<test>"))


def with_systems(*extra: dict, **changes) -> BscsCraft:
    body = copy.deepcopy(TC12)
    body["systems"] += list(extra)
    body.update(changes)
    return craft(body)


def evaluate(c, **options):
    return evaluated(GAME, c, EvaluationContext(overrides=options))
