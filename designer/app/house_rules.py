"""House-rule profiles in the window: where they are found, the House rules menu that picks one,
and the profile a design or fleet names for itself.

A profile is offered from the player's own profiles folder (``core.user_folders.profiles_dir``)
and from each game's bundled ``catalogs/<game>/profiles/``; only those of the game open are
listed. A file in the player's folder that cannot be read is listed too, disabled, with its
``FILE:LINE:COL`` message, so a player who wrote one learns why it is not offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from designer.core.context import Profile
from designer.core.errors import LoadError
from designer.core.game import Game
from designer.core.profile import load_profile, read_named_profile
from designer.core.user_folders import profiles_dir

MAX_LISTED = 200  # profiles listed per folder: a folder of thousands is not a menu


@dataclass(frozen=True)
class ProfileFile:
    """A profile file and what it holds (``profile``), or why it cannot be used (``problem``)."""

    path: Path
    profile: Profile | None
    problem: str = ""


def house_rules_text(profile: Profile | None) -> str:
    """``House rules: Club Rules v2`` (empty for the book's rules): what the window shows."""
    return f"House rules: {profile.name} v{profile.version}" if profile is not None else ""


def profile_files(game: Game, folders: Iterable[Path] | None = None) -> list[ProfileFile]:
    """The profiles for ``game`` in the player's folder, then the game's bundled ones."""
    own = profiles_dir()
    found: list[ProfileFile] = []
    for folder in folders if folders is not None else (own, game.data.folder / "profiles"):
        try:
            paths = sorted(p for p in folder.glob("*.yaml") if p.is_file())[:MAX_LISTED]
        except OSError:
            continue
        for path in paths:
            try:
                profile = load_profile(path)
            except LoadError as exc:
                if folder == own:
                    found.append(ProfileFile(path, None, str(exc)))
                continue
            if profile.game == game.id:
                found.append(ProfileFile(path, profile))
    return found


def named_profile(ref: str | None, file: Path | None, game: str | None = None) -> tuple[Profile | None, str]:
    """The profile a design or fleet names (``profile:``), read relative to its ``file``, and
    what went wrong when it cannot be read (the file then opens under the book's rules)."""
    if not ref:
        return None, ""
    folder = Path(file).resolve().parent if file is not None else Path.cwd()
    try:
        return read_named_profile(ref, folder, game), ""
    except LoadError as exc:
        return None, f"its house rules cannot be read, so the book's rules apply: {exc}"


Choose = Callable[[Game, Profile | None, Path | None], None]


class HouseRulesMenu:
    """The House rules menu: the book's rules, then each profile of the open games (the
    design's and the fleet's), then a profile file picked by hand. ``games()`` gives the open
    games with the profile each is under; ``choose(game, profile, path)`` applies a choice;
    ``load_file()`` asks for a profile file and applies it."""

    def __init__(
        self,
        menu: QMenu,
        games: Callable[[], list[tuple[Game, Profile | None]]],
        choose: Choose,
        load_file: Callable[[], object],
    ):
        self.menu, self.games, self.choose, self.load_file = menu, games, choose, load_file
        menu.aboutToShow.connect(self.fill)

    def fill(self) -> None:
        menu = self.menu
        menu.clear()
        shown = self.games()
        for game, current in shown:
            if len(shown) > 1:
                menu.addSection(game.title)
            group = QActionGroup(menu)
            self._choice(
                menu,
                group,
                "Book rules (no house rules)",
                current is None,
                lambda g=game: self.choose(g, None, None),
            )
            for entry in profile_files(game):
                if entry.profile is None:
                    action = menu.addAction(f"{entry.path.name} (cannot be read)")
                    action.setEnabled(False)
                    action.setToolTip(entry.problem)
                    continue
                text = f"{house_rules_text(entry.profile).removeprefix('House rules: ')} ({entry.path.name})"
                action = self._choice(
                    menu,
                    group,
                    text,
                    entry.profile == current,
                    lambda g=game, e=entry: self.choose(g, e.profile, e.path),
                )
                action.setToolTip(f"{entry.profile.source}\n{entry.path}")
        menu.addSeparator()
        menu.addAction("Load a profile file…").triggered.connect(lambda _c=False: self.load_file())
        where = menu.addAction(f"Your profiles folder: {profiles_dir()}")
        where.setEnabled(False)
        menu.setToolTipsVisible(True)

    @staticmethod
    def _choice(menu: QMenu, group: QActionGroup, text: str, checked: bool, slot) -> QAction:
        action = menu.addAction(text)
        action.setCheckable(True)
        action.setChecked(checked)
        group.addAction(action)
        action.triggered.connect(lambda _c=False: slot())
        return action
