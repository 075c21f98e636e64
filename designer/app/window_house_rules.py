"""The window's house rules: which profile the open design and the Fleet tab are evaluated
under, and the House rules menu that changes it. Mixed into :class:`MainWindow`.

A design or fleet that names its profile (``profile:``) opens under it; one that names none
opens under the profile last chosen for its game (kept in the preferences), else the book's
rules. A choice in the menu applies to the open design and the open fleet of that game, and is
remembered for the game. The header and the Fleet tab say "House rules: NAME vN" while one is
in force; the sheets say so at their foot.
"""

from __future__ import annotations

from pathlib import Path

from designer.app.house_rules import HouseRulesMenu, house_rules_text, named_profile
from designer.core.context import Profile
from designer.core.errors import LoadError
from designer.core.game import Game
from designer.core.profile import load_profile
from designer.core.user_folders import profiles_dir


class HouseRulesCommands:
    """House-rule commands of :class:`MainWindow` (which provides ``document``, ``fleet``,
    ``prefs``, ``dialogs``, ``report`` and ``show_status``)."""

    def install_house_rules_menu(self, bar) -> None:
        self.house_rules_menu = HouseRulesMenu(bar.addMenu("House &rules"), self._open_games,
                                               self.choose_house_rules, self.load_house_rules)

    def house_rules_for(self, game: Game, named: str | None, file: Path | None) -> tuple[Profile | None, str]:
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
            return None, (f"The house rules chosen for {game.title} cannot be read, so the book's "
                          f"rules apply: {exc}")
        return (profile, "") if profile.game == game.id else (None, "")

    def choose_house_rules(self, game: Game, profile: Profile | None, path: Path | None) -> None:
        """Evaluate the open design and fleet of ``game`` under ``profile`` (None: the book's
        rules), and keep the choice for the game."""
        if self.document.game is game:
            self.document.set_profile(profile)
        if self.fleet.document.game is game:
            self.fleet.set_profile(profile)
        self.prefs.remember_profile(game.id, path)
        self.show_status(house_rules_text(profile) or f"{game.title}: the book's rules, no house rules")

    def _open_games(self) -> list[tuple[Game, Profile | None]]:
        """The games open (the design's, then the fleet's if another) and their profiles."""
        shown = [(self.document.game, self.document.profile)]
        fleet = self.fleet.document
        if fleet.game is not self.document.game:
            shown.append((fleet.game, fleet.profile))
        return shown

    def load_house_rules(self, path: str | Path | None = None) -> Profile | None:
        """Apply the profile in ``path`` (asked for when None) to the open design and fleet of
        its game; None, with the reason shown, when it cannot be used."""
        path = path or self.dialogs.ask_profile_path(str(profiles_dir()))
        if path is None:
            return None
        try:
            profile = load_profile(path)
            game = next((g for g, _current in self._open_games() if g.id == profile.game), None)
            if game is None:
                raise LoadError(path, f"is a profile for {profile.game}; open a design or fleet of "
                                "that game first")
        except LoadError as exc:
            self.report("Cannot use these house rules", str(exc))
            return None
        self.choose_house_rules(game, profile, Path(path))
        return profile
