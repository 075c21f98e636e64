"""Start-up imports only the game it opens: the registry loads the entry point named for a
design's game, a ``catalog:`` reference stops at the first game that has the design, and a game
object is light (its rules, catalog, editor and sheets are imported when first used). Each
check runs in a fresh interpreter, since this one has imported every game already."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import EntryPoint

import pytest

from designer.core.game import Game
from designer.core.registry import GROUP, Registry

GAMES = ("full_thrust", "bscs", "sfb", "star_blazers")
HEAVY = ("rules", "catalog", "editor", "sheet")  # what a game need not import to be listed


def loaded_after(script: str) -> set[str]:
    """The ``designer.games`` modules imported once ``script`` has run in a new interpreter."""
    code = (
        f"{script}\nimport json, sys\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('designer.games'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout.splitlines()[-1]))


def test_opening_a_full_thrust_design_leaves_the_other_games_unloaded():
    loaded = loaded_after(
        "from designer.core.fleet_file import open_reference\n"
        "from designer.core.design_file import is_bundled\n"
        "opened = open_reference('catalog:superheavy-cruiser')\n"
        "assert opened.game.id == 'full-thrust' and is_bundled(opened.path)\n"
        "opened.game.evaluate(opened.design)"
    )
    assert "designer.games.full_thrust.rules.evaluation" in loaded
    assert not {m for m in loaded if m.startswith(("designer.games.sfb", "designer.games.star_blazers"))}


@pytest.mark.parametrize("game", GAMES)
def test_a_design_of_one_game_loads_no_other(game):
    loaded = loaded_after(
        f"from designer.core import registry\nregistry.get({game.replace('_', '-')!r}).new_design()"
    )
    assert {m.split(".")[2] for m in loaded if m.count(".") >= 2} == {game}


def test_listing_every_game_imports_no_rules_catalog_editor_or_sheet():
    loaded = loaded_after("from designer.core import registry\nassert len(registry.games()) == 4")
    assert {f"designer.games.{g}.game" for g in GAMES} <= loaded
    assert not {m for m in loaded if m.split(".")[3:4] and m.split(".")[3] in HEAVY}


class _Named(Game):
    def __init__(self, game_id: str, tag: str):
        self.id, self.tag = game_id, tag

    def _evaluate(self, design, context):
        raise NotImplementedError

    def empty_design(self, name, kind=None):
        raise NotImplementedError


def _registry(monkeypatch, points: dict[str, Game]) -> Registry:
    """A registry over fake entry points ``name -> game`` (each loads its game)."""
    monkeypatch.setattr(EntryPoint, "load", lambda self: points[self.name])
    registry = Registry()
    registry._points = tuple(
        sorted((EntryPoint(n, f"fake:{n}", GROUP) for n in points), key=lambda p: p.name)
    )
    return registry


def test_the_entry_point_named_for_an_id_is_its_game_however_it_is_found(monkeypatch):
    games = {"aaa": _Named("x", "first by name"), "x": _Named("x", "named"), "b": _Named("b", "b")}
    eager, walked, lazy = (_registry(monkeypatch, games) for _ in range(3))
    assert [g.tag for g in eager.games().values()] == ["named", "b"]  # the order of first sight
    assert [g.tag for g in walked.each()] == ["named", "b"]
    assert lazy.get("x").tag == "named" and lazy.get("b").tag == "b" and lazy.get("zzz") is None
