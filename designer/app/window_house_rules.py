"""The window's house rules: which profile the open design and the Fleet tab are evaluated
under, and the House rules menu that changes it. The window owns one
:class:`HouseRulesController` as ``window.house_rules``, given :class:`HouseRulesServices`.

A design or fleet that names its profile (``profile:``) opens under it; one that names none
opens under the profile last chosen for its game (kept in the preferences), else the book's
rules. A choice in the menu applies to the open design and the open fleet of that game, and is
remembered for the game. The header and the Fleet tab say "House rules: NAME vN" while one is
in force; the sheets say so at their foot.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QMenuBar

from designer.app.dialogs import Dialogs
from designer.app.document import DesignDocument
from designer.app.fleet_document import FleetDocument
from designer.app.house_rules import HouseRulesMenu, house_rules_text, named_profile
from designer.app.preferences import Preferences
from designer.app.status_line import StatusLine
from designer.core.context import Profile
from designer.core.errors import LoadError
from designer.core.game import Game
from designer.core.profile import load_profile
from designer.core.user_folders import profiles_dir


@dataclass(frozen=True)
class HouseRulesServices:
    """What the house-rule commands need of the window."""

    document: Callable[[], DesignDocument]  # the design shown now
    fleet: Callable[[], FleetDocument]  # the fleet on the Fleet tab
    prefs: Preferences  # the profile chosen for each game, kept
    dialogs: Dialogs
    status: StatusLine


class HouseRulesController:
    """The window's house rules: the profile each file opens under, and the menu."""

    def __init__(self, services: HouseRulesServices):
        self.services = services
        self.prefs = services.prefs
        self.menu: HouseRulesMenu | None = None

    def install_menu(self, bar: QMenuBar) -> None:
        self.menu = HouseRulesMenu(bar.addMenu("House &rules"), self._open_games, self.choose, self.load)

    def profile_for(self, game: Game, named: str | None, file: Path | None) -> tuple[Profile | None, str]:
        """The profile a file opens under: the one it names (relative to ``file``), else the
        one chosen for its game; and what went wrong reading it (empty when nothing did)."""
        if named:
            return named_profile(named, file, game.id)
        chosen = self.prefs.profile_file(game.id)
        if chosen is None:
            return None, ""
        try:
            profile = load_profile(chosen)
        except LoadError as exc:
            return None, (
                f"The house rules chosen for {game.title} cannot be read, so the book's rules apply: {exc}"
            )
        return (profile, "") if profile.game == game.id else (None, "")

    def choose(self, game: Game, profile: Profile | None, path: Path | None) -> None:
        """Evaluate the open design and fleet of ``game`` under ``profile`` (None: the book's
        rules), and keep the choice for the game."""
        design, fleet = self.services.document(), self.services.fleet()
        if design.game is game:
            design.set_profile(profile)
        if fleet.game is game:
            fleet.set_profile(profile)
        self.prefs.remember_profile(game.id, path)
        self.services.status.show(
            house_rules_text(profile) or f"{game.title}: the book's rules, no house rules"
        )

    def _open_games(self) -> list[tuple[Game, Profile | None]]:
        """The games open (the design's, then the fleet's if another) and their profiles."""
        design, fleet = self.services.document(), self.services.fleet()
        shown = [(design.game, design.profile)]
        if fleet.game is not design.game:
            shown.append((fleet.game, fleet.profile))
        return shown

    def load(self, path: str | Path | None = None) -> Profile | None:
        """Apply the profile in ``path`` (asked for when None) to the open design and fleet of
        its game; None, with the reason shown, when it cannot be used."""
        path = path or self.services.dialogs.ask_profile_path(str(profiles_dir()))
        if path is None:
            return None
        try:
            profile = load_profile(path)
            game = next((g for g, _current in self._open_games() if g.id == profile.game), None)
            if game is None:
                raise LoadError(
                    path, f"is a profile for {profile.game}; open a design or fleet of that game first"
                )
        except LoadError as exc:
            self.services.status.report("Cannot use these house rules", str(exc))
            return None
        self.choose(game, profile, Path(path))
        return profile
