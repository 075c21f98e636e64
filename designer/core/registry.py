"""The game registry: every game named in the ``drydock.games`` entry points of the installed
distributions (Drydock's own four in its pyproject), found once. Core never imports a game; a
game installed from another package plugs in the same way, and tests register one in-process.
"""

from __future__ import annotations

from importlib.metadata import entry_points

from designer.core.game import Game

GROUP = "drydock.games"


class Registry:
    """The known games by id. Discovery happens on first use, so importing core stays cheap."""

    def __init__(self) -> None:
        self._games: dict[str, Game] | None = None

    def games(self) -> dict[str, Game]:
        if self._games is None:
            found: dict[str, Game] = {}
            for point in sorted(entry_points(group=GROUP), key=lambda p: p.name):
                game = point.load()
                if isinstance(game, Game) and game.id not in found:
                    found[game.id] = game
            self._games = found
        return self._games

    def register(self, game: Game) -> None:
        """Add a game at run time (tests plug in their own games this way); an id already
        taken by another game is refused."""
        games = self.games()
        if games.get(game.id, game) is not game:
            raise ValueError(f"a game with id {game.id!r} is already registered")
        games[game.id] = game

    def unregister(self, game_id: str) -> None:
        self.games().pop(game_id, None)


REGISTRY = Registry()


def games() -> dict[str, Game]:
    """All known games by id."""
    return REGISTRY.games()


def get(game_id: str) -> Game | None:
    return games().get(game_id)


def register(game: Game) -> None:
    REGISTRY.register(game)


def unregister(game_id: str) -> None:
    REGISTRY.unregister(game_id)
