"""The game registry: every game named in the ``hullwright.games`` entry points of the installed
distributions (Hullwright's own four in its pyproject), found once; plug-ins written for the old
name's ``drydock.games`` group still load (with a note in the log). Core never imports a game; a
game installed from another package plugs in the same way, and tests register one in-process.
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from typing import Iterator

from designer.core.game import AnyGame, Game
from designer.core.old_names import log

GROUP = "hullwright.games"
OLD_GROUP = "drydock.games"  # plug-ins made before the rename


class Registry:
    """The known games by id. Discovery happens on first use, so importing core stays cheap.

    Each game is a package to import: :meth:`get` loads only the entry point named for the id
    it is asked for (the opened design's game) and :meth:`each` loads as it walks, so start-up
    does not pay for games it does not show; :meth:`games` loads them all. The registry keeps
    one game object per id, and with it that game's ``GameData`` (its catalogs, loaded once).
    An id's game is the one of the entry point of that name, else of the first entry point (by
    name) that has it."""

    def __init__(self) -> None:
        self._games: dict[str, AnyGame] | None = None
        self._points: tuple[EntryPoint, ...] | None = None
        self._named: dict[str, AnyGame] = {}  # loaded by get() before full discovery

    def _entry_points(self) -> tuple[EntryPoint, ...]:
        if self._points is None:
            old = tuple(entry_points(group=OLD_GROUP))
            for point in old:
                log.info(
                    "game plug-in %s (%s) uses the old entry-point group %s; rename it to %s",
                    point.name,
                    point.value,
                    OLD_GROUP,
                    GROUP,
                )
            self._points = tuple(sorted((*entry_points(group=GROUP), *old), key=lambda p: p.name))
        return self._points

    def _load_named(self, game_id: str) -> AnyGame | None:
        """The game of the entry point named ``game_id``, if that game has that id."""
        if game_id not in self._named:
            point = next((p for p in self._entry_points() if p.name == game_id), None)
            game = point.load() if point is not None else None
            if not (isinstance(game, Game) and game.id == game_id):
                return None
            self._named[game_id] = game
        return self._named[game_id]

    def games(self) -> dict[str, AnyGame]:
        if self._games is None:
            self._games = {game.id: game for game in self._discover()}
        return self._games

    def each(self) -> Iterator[AnyGame]:
        """The games in the order of :meth:`games`, each game's package imported only when the
        walk reaches it (a search that stops early leaves the rest unloaded)."""
        return iter(tuple(self._games.values())) if self._games is not None else self._discover()

    def _discover(self) -> Iterator[AnyGame]:
        seen: set[str] = set()
        for point in self._entry_points():
            game = point.load()
            if isinstance(game, Game) and game.id not in seen:
                seen.add(game.id)
                yield self._load_named(game.id) or game  # the entry point named for the id wins

    def get(self, game_id: str) -> AnyGame | None:
        if self._games is None and (game := self._load_named(game_id)) is not None:
            return game
        return self.games().get(game_id)

    def register(self, game: AnyGame) -> None:
        """Add a game at run time (tests plug in their own games this way); an id already
        taken by another game is refused."""
        games = self.games()
        if games.get(game.id, game) is not game:
            raise ValueError(f"a game with id {game.id!r} is already registered")
        games[game.id] = game

    def unregister(self, game_id: str) -> None:
        self.games().pop(game_id, None)


REGISTRY = Registry()


def games() -> dict[str, AnyGame]:
    """All known games by id."""
    return REGISTRY.games()


def each() -> Iterator[AnyGame]:
    """All known games in order, loaded as the walk reaches them (``Registry.each``)."""
    return REGISTRY.each()


def get(game_id: str) -> AnyGame | None:
    return REGISTRY.get(game_id)


def register(game: AnyGame) -> None:
    REGISTRY.register(game)


def unregister(game_id: str) -> None:
    REGISTRY.unregister(game_id)
