"""Shared builders for BSCS tests: the digest's TC-1 frigate as data, and a way to vary it."""

from __future__ import annotations

import copy

from designer.core import registry
from designer.core.context import EvaluationContext
from designer.core.model import parse_model
from designer.core.yaml_source import SourceMap
from designer.games.bscs.design import BscsDesign
from tests.evaluating import evaluated

GAME = registry.get("bscs")

# TC-1 "Frigate" (digest §14), every number from 002 L594-758.
TC1 = {
    "game": "bscs",
    "name": "Frigate",
    "size": 100,
    "systems": [
        {"type": "drive", "count": 8, "mc_levels": 5},
        {"type": "beam", "count": 3, "damage": 10, "arcs": ["F"]},
        {"type": "beam", "damage": 5, "arcs": ["F", "SF"]},
        {"type": "shield", "count": 3},
        {"type": "reactor", "count": 10, "output": 12},
        {"type": "sensor", "count": 3, "level": "standard"},
        {"type": "hold", "count": 23},
        {"type": "repair"},
        {"type": "hospital"},
        {"type": "rescue-pod"},
    ],
    "hull": 7,
    "turn_mode": 2,
    "crew": {"engineers": True, "system_operators": True},  # the specialists it may have (L702-705)
}


def design(data: dict | None = None, **changes) -> BscsDesign:
    body = copy.deepcopy(data if data is not None else TC1)
    body.update(changes)
    return parse_model(BscsDesign, body, SourceMap("<test>"))


def varied(index: int, **fields) -> BscsDesign:
    """TC-1 with ``systems[index]`` changed."""
    body = copy.deepcopy(TC1)
    body["systems"][index].update(fields)
    return design(body)


def with_systems(*extra: dict, **changes) -> BscsDesign:
    body = copy.deepcopy(TC1)
    body["systems"] += list(extra)
    body.update(changes)
    return design(body)


def evaluate(d: BscsDesign, **options):
    return evaluated(GAME, d, EvaluationContext(overrides=options))


def codes(ev) -> dict[str, str]:
    """Finding code -> path (the first of each code)."""
    out: dict[str, str] = {}
    for f in ev.findings:
        out.setdefault(f.code, f.path)
    return out
