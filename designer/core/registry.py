"""The game registry: every sub-package of ``designer.games`` that exposes ``GAME``."""

from __future__ import annotations

import importlib
import pkgutil

import designer.games
from designer.core.game import Game

_GAMES: dict[str, Game] | None = None


def games() -> dict[str, Game]:
    """All known games by id, discovered once."""
    global _GAMES
    if _GAMES is None:
        found: dict[str, Game] = {}
        for info in sorted(pkgutil.iter_modules(designer.games.__path__), key=lambda i: i.name):
            if not info.ispkg:
                continue
            module = importlib.import_module(f"designer.games.{info.name}")
            game = getattr(module, "GAME", None)
            if isinstance(game, Game):
                found[game.id] = game
        _GAMES = found
    return _GAMES


def get(game_id: str) -> Game | None:
    return games().get(game_id)


def register(game: Game) -> None:
    """Add a game at run time (tests use this for a stand-in game)."""
    games()[game.id] = game


def unregister(game_id: str) -> None:
    games().pop(game_id, None)
