"""What a game reads from its data folder, loaded once and held: the catalog, each house-rule
profile's catalog, and whatever static data the game builds from them (an editor, the sheet
template, a quick-reference file, the standard designs).

A game object owns one :class:`GameData` (``Game.data``, made on first use); the registry holds
one game object per game, so the data lives as long as the process and no module holds any.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Generic, TypeVar, cast

from designer.core.context import Profile
from designer.core.sources import FileSource, remembered, replay

CatalogT = TypeVar("CatalogT")
T = TypeVar("T")


class GameData(Generic[CatalogT]):
    """A game's data: ``folder`` (systems, standard designs, fleets, profiles), the catalog
    ``load`` reads from it, and ``with_profile``, which makes the catalog a house-rule profile
    changes (None: the game takes rule options in a profile, not catalog numbers)."""

    def __init__(
        self,
        game_id: str,
        title: str,
        folder: Path,
        load: Callable[[], CatalogT],
        with_profile: Callable[[CatalogT, Profile], CatalogT] | None = None,
    ) -> None:
        self.game_id = game_id
        self.title = title
        self.folder = folder
        self._load = load
        self._with_profile = with_profile
        self._held: dict[str, tuple[object, tuple[FileSource, ...]]] = {}

    def held(self, name: str, load: Callable[[], T]) -> T:
        """``load()`` once: static data lives here, with the files it came from, told again on
        each use (``core/sources.py``)."""
        if name not in self._held:
            self._held[name] = remembered(load)
        value, sources = self._held[name]
        if sources:
            replay(sources)
        return cast(T, value)  # stored under its name by the one caller that names it

    def holds(self, name: str) -> bool:
        return name in self._held

    def catalog(self, profile: Profile | None = None) -> CatalogT:
        """The catalog in force under ``profile``: the game's own, or, for a profile of this
        game with catalog numbers or systems, the catalog it changes (made once per profile).
        Another game's profile does not apply."""
        own = profile if profile is not None and profile.game == self.game_id else None
        if own is None or not (own.overrides or own.systems):
            return self.held("catalog", self._load)
        with_profile = self._with_profile
        if with_profile is None:
            from designer.core.profile import ProfileError

            raise ProfileError(
                ("overrides",),
                f"{self.title} takes rule options in a profile, not catalog numbers or systems",
            )
        from designer.core.profile import profile_key

        return self.held(f"catalog:{profile_key(own)}", lambda: with_profile(self.catalog(), own))

    def per_catalog(self, name: str, catalog: CatalogT | None, build: Callable[[CatalogT], T]) -> T:
        """``build(catalog)``, for static data made from a catalog (an editor): the game's own
        catalog's (``catalog`` None or the game's) is made once and held; a profile's is made on
        each call, for a caller that keeps it while the profile is in force (the window's
        document), so nothing is held per profile and nothing is built per edit."""
        if catalog is None or catalog is self.catalog():
            return self.held(name, lambda: build(self.catalog()))
        return build(catalog)
