"""Designs to measure: each game's standard designs, and designs grown to N systems.

A grown design is built through the game's own design model: the entries of its largest
standard design (or, with none, what the editor palette makes) are cycled until their counts
sum to N, then the whole document is validated by the model, so it is a design a file could hold.
Where the schema caps the number of entries (Full Thrust: 500), entries carry ``count`` > 1.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import cycle
from typing import Any

import annotated_types
from pydantic import BaseModel

from designer.core import registry
from designer.games.samples import sample_design
from designer.core.design_file import load_design
from designer.core.game import Game
from designer.core.model import DesignBase


@dataclass(frozen=True)
class Grown:
    design: DesignBase
    systems: int  # sum of the entries' counts
    entries: int
    list_field: str
    sample: bool = False  # the game's own sample design, made by entries (``samples.py``)


def entry_lists(design: BaseModel) -> dict[str, list[BaseModel]]:
    """The design's top-level lists of models (``systems``), by field name."""
    out = {}
    for name in type(design).model_fields:
        value = getattr(design, name)
        if isinstance(value, (list, tuple)) and value and all(isinstance(v, BaseModel) for v in value):
            out[name] = list(value)
    return out


def list_field(game: Game, design: DesignBase) -> str | None:
    """The design's main list: the longest one, else the one the palette adds to."""
    lists = entry_lists(design)
    if lists:
        return max(lists, key=lambda name: (system_count(lists[name]), name))
    targets = [p.target for p in game.editor().palette]
    return targets[0] if targets else None


def system_count(entries) -> int:
    return sum(int(getattr(e, "count", 1) or 1) for e in entries)


def design_systems(design: DesignBase) -> int:
    lists = entry_lists(design)
    return max((system_count(v) for v in lists.values()), default=0)


@lru_cache(maxsize=None)
def standard_designs(game_id: str) -> tuple[DesignBase, ...]:
    game = registry.get(game_id)
    return tuple(load_design(d.path).design for d in game.standard_designs)


def largest_standard(game: Game) -> DesignBase | None:
    designs = standard_designs(game.id)
    return max(designs, key=lambda d: (design_systems(d), d.name)) if designs else None


def max_entries(model: type[BaseModel], name: str) -> int | None:
    info = model.model_fields[name]
    for meta in info.metadata:
        if isinstance(meta, annotated_types.MaxLen):
            return meta.max_length
    return None


def _entry_data(entry: BaseModel, count: int) -> dict[str, Any]:
    data = entry.model_dump(mode="json", by_alias=True, exclude_defaults=False)
    if "count" in type(entry).model_fields:
        data["count"] = count
    return data


def _palette_rows(game: Game, base: DesignBase, name: str) -> list[BaseModel]:
    """One row made by each palette operation that adds to list ``name``."""
    rows = []
    for op in game.editor().palette:
        if op.target == name and op.reason(base) is None:
            edit = op.run(base)
            rows.append(getattr(edit.design, name)[edit.select.rows[0]])
    return rows


def sample_of_systems(game: Game, systems: int) -> Grown | None:
    """The game's sample design with the fewest entries whose longest list holds at least
    ``systems`` systems (counts summed: BSCS's 100 entries are 389 systems); None when the game
    has no sample design or its sample cannot hold that many."""

    def made(entries: int) -> Grown | None:
        sample = sample_design(game, entries)
        if sample is None:
            return None
        name = list_field(game, sample)
        rows = getattr(sample, name) if name else []
        return Grown(sample, system_count(rows), len(rows), name or "", sample=True)

    largest = made(systems)
    if largest is None or largest.systems < systems:
        return None
    low, high = 1, systems  # the fewest entries reaching ``systems``: counts only add up
    while low < high:
        middle = (low + high) // 2
        found = made(middle)
        if found is not None and found.systems >= systems:
            high = middle
        else:
            low = middle + 1
    return made(low)


def grow(game: Game, systems: int) -> Grown | None:
    """A design of ``game`` with ``systems`` systems: the game's own benchmark design when it
    names one (``designer/games/samples.py``), else its largest standard design's entries cycled; None
    when the game offers no entries."""
    sample = sample_design(game, systems)
    if sample is not None:
        name = list_field(game, sample)
        rows = getattr(sample, name) if name else []
        return Grown(sample, system_count(rows), len(rows), name or "", sample=True)
    base = largest_standard(game) or game.new_design(name="Benchmark")
    name = list_field(game, base)
    if name is None:
        return None
    seeds = entry_lists(base).get(name) or _palette_rows(game, base, name)
    if not seeds:
        return None
    counted = "count" in type(seeds[0]).model_fields
    cap = max_entries(type(base), name) or systems
    per_entry = max(1, math.ceil(systems / cap)) if counted else 1
    n_entries = math.ceil(systems / per_entry) if counted else min(systems, cap)
    counts = [per_entry] * n_entries
    if counted:
        counts[-1] = systems - per_entry * (n_entries - 1)
    rows = [_entry_data(entry, count) for entry, count in zip(cycle(seeds), counts)]
    data = base.model_dump(mode="json", by_alias=True)
    data[name] = rows
    data["name"] = f"{base.name} x{systems}"
    design = type(base).model_validate(data)
    return Grown(design, system_count(getattr(design, name)), len(rows), name)
