"""A document's memos reuse what untouched entries worked out between edits; whatever an edit
touches (an entry, the ship's race, a ship field) must still give what a fresh evaluation gives."""

from __future__ import annotations

import pytest

from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.core.design_path import replace_at
from designer.core.paths import CATALOGS

CASES = {
    "sfb": (
        CATALOGS / "sfb" / "designs" / "rutan-light-cruiser.yaml",
        [
            ("data.size_class", 2),
            ("race", "joshada"),
            ("early_period", True),
            ("boxes[0].count", 7),
            ("race", "nobody"),
            ("race", "rutan"),
            ("boxes[1].arcs", []),
            ("option_mounts[5].fitted", "phaser-1"),
            ("data.size_class", 3),
        ],
    ),
    "bscs": (
        CATALOGS / "bscs" / "designs" / "monitor.yaml",
        [("hull", 40), ("systems[0].count", 3), ("size", None), ("hull", 41)],
    ),
}


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_edits_under_shared_memos_evaluate_as_fresh(game_id):
    path, edits = CASES[game_id]
    loaded = load_design(path)
    game, design = loaded.game, loaded.design
    shared = EvaluationContext()
    game.evaluate(design, shared)
    for where, value in edits:
        design = replace_at(design, where, value)
        assert game.evaluate(design, shared) == game.evaluate(design, EvaluationContext()), where
