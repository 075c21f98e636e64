"""The systems catalog file, the palette list, new designs and evaluation robustness."""

from __future__ import annotations

import random
import time

import pytest

from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.core.context import EvaluationContext
from designer.games.full_thrust import GAME
from designer.games.full_thrust.catalog import read_catalog
from designer.games.full_thrust.design import ARCS, HULL_TYPES, SYSTEM_MODELS

CATALOG_FILE = GAME.data.folder / "systems.yaml"
catalog = GAME.data.catalog

# 001 L849-863 and L574: (MASS, points, points per arc)
BOOK_TABLE = {
    ("beam", "A"): (3, 4, 3),
    ("beam", "B"): (2, 3, 2),
    ("beam", "C"): (1, 2, 1),
    ("pdaf", ""): (1, 3, 0),
    ("adaf", ""): (3, 10, 0),
    ("screen", ""): (3, 25, 0),
    ("fighter-group", ""): (6, 20, 0),
    ("needle-beam", ""): (2, 6, 0),
    ("pulse-torpedo", ""): (5, 15, 0),
    ("nova-cannon", ""): (16, 50, 0),
    ("submunition", ""): (1, 3, 0),
    ("minelayer", ""): (3, 10, 0),
    ("minesweeper", ""): (5, 20, 0),
    ("fire-control", ""): (3, 10, 0),
    ("weasel", "cruiser"): (1, 20, 0),
    ("weasel", "capital"): (1, 40, 0),
}


def test_catalog_matches_the_book_table():
    table = {(s.type, s.variant): (s.mass, s.points, s.points_per_arc) for s in catalog().systems}
    assert table == BOOK_TABLE
    assert all(s.source.startswith("001 L") for s in catalog().systems)
    assert all(spec.source.startswith("001 L") for spec in catalog().hull_types.values())
    # merchants: 'C' batteries, PDAF, screens (level 1) and submunitions only (L834)
    assert {k for k, s in ((s_.type + s_.variant, s_) for s_ in catalog().systems) if s.merchant} == {
        "beamC",
        "pdaf",
        "screen",
        "submunition",
    }


def test_broken_catalog_is_a_located_load_error(tmp_path):
    text = CATALOG_FILE.read_text(encoding="utf-8").replace("max_mass: 18", "max_mass: eighteen")
    broken = tmp_path / "systems.yaml"
    broken.write_text(text, encoding="utf-8")
    line = next(i for i, text_line in enumerate(text.splitlines(), 1) if "eighteen" in text_line)
    with pytest.raises(LoadError) as info:
        read_catalog(broken)
    assert str(info.value).startswith(f"{broken}:{line}:")


def test_catalog_missing_a_system_type(tmp_path):
    text = CATALOG_FILE.read_text(encoding="utf-8").replace("type: minesweeper", "type: sweeper")
    broken = tmp_path / "systems.yaml"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError, match="minesweeper"):
        read_catalog(broken)


def test_palette_entries_load_as_systems():
    palette = GAME.systems()
    assert {p["type"] for p in palette} == set(SYSTEM_MODELS)
    for p in palette:
        design = GAME.new_design().model_copy(update={"systems": []})
        data = design.model_dump(by_alias=True)
        data["systems"] = [p["entry"]]
        loaded = type(design).model_validate(data)
        assert loaded.systems[0].type == p["type"]


def test_new_design_is_legal():
    ev = GAME.evaluate(GAME.new_design(name="Mine"))
    assert ev.legal and ev.stats["class"] == "escort" and ev.stats["points"] == 24 + 12 + 12


def test_any_loadable_design_evaluates():
    """Random designs inside the schema never make evaluate raise."""
    rng = random.Random(2137)
    model = GAME.design_kinds[0].model
    for _ in range(300):
        systems = []
        for _ in range(rng.randint(0, 8)):
            kind = rng.choice(sorted(SYSTEM_MODELS))
            entry = {"type": kind, "count": rng.randint(1, 4)}
            if kind == "beam":
                entry["class"] = rng.choice("ABC")
            if "arcs" in SYSTEM_MODELS[kind].model_fields:
                entry["arcs"] = rng.sample(ARCS, rng.randint(0, 4))
            if kind == "screen":
                entry["level"] = rng.randint(1, 5)
            if kind == "weasel":
                entry["signature"] = rng.choice(["cruiser", "capital"])
            systems.append(entry)
        design = model.model_validate(
            {
                "game": "full-thrust",
                "name": "Fuzz",
                "ftl": rng.random() < 0.7,
                "hull": {
                    "mass": rng.choice([1, 2, 3, 7, 18, 19, 36, 37, 99, 100, 101, 500]),
                    "type": rng.choice(HULL_TYPES),
                },
                "thrust": rng.randint(0, 10),
                "systems": systems,
            }
        )
        for rounding in ("total-up", "exact"):
            ev = GAME.evaluate(design, EvaluationContext(overrides={"points_rounding": rounding}))
            assert ev.stats["points"] >= 0
            assert sum(ev.stats["damage_track"]) == ev.stats["damage_points"]


def test_evaluation_is_fast():
    design = load_design(GAME.standard_design("superdreadnought").path).design
    start = time.perf_counter()
    for _ in range(500):
        GAME.evaluate(design)
    assert (time.perf_counter() - start) / 500 < 0.005  # well under a keystroke
