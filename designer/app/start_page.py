"""The Start page: what ``hullwright`` with no file opens (issue 25 item 6), instead of an empty hull.

It lists the four games with their books and what New can start from (an empty hull of each
kind; a standard design or a class through the New dialog, which lists the game's ``starts()``),
the recent designs and fleets with a thumbnail of their first sheet page, the bundled examples
(designs and fleets) and where the player's files are kept. Every list is reached with Tab,
walked with the arrow keys and opened with Enter (or a double click).

Thumbnails are painted on the thread pool (:class:`designer.app.background.Job`) and cached as
PNGs in ``thumbnails/`` in the state folder, keyed by the file's path, size and time and the
program's version; a cached picture Qt cannot read, or a ``thumbnails`` that is not a folder,
is set aside and painted again. Nothing here runs a game's rules until a thumbnail job does.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from designer import __version__
from designer.app.background import Job
from designer.app.png_file import save_png
from designer.app.recent_files import RecentFiles
from designer.app.theme import theme_for
from designer.core import registry
from designer.core.game import EMPTY, Game, empty_label
from designer.core.paths import CATALOGS
from designer.core.user_folders import documents_dir, profiles_dir, set_aside, state_dir

PRODUCT = "Hullwright"
THUMB = QSize(96, 128)  # a portrait sheet page, small enough for ten in a list
Action = Literal["new", "new_dialog", "open"]
ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class StartChoice:
    """What the player picked: a new design (``game``, ``start``), the New dialog on ``game``,
    or a file to open (``path``)."""

    action: Action
    game: Game | None = None
    start: str = EMPTY
    path: Path | None = None


# --- thumbnails -------------------------------------------------------------------------------------
def thumbnail_folder(state: str | Path | None = None) -> Path:
    """The thumbnails' cache folder in the state folder; something else in its place is set
    aside (renamed ``thumbnails.broken``) so the cache starts afresh."""
    folder = state_dir(state) / "thumbnails"
    if folder.exists() and not folder.is_dir():
        set_aside(folder)
    return folder


def cache_file(folder: Path, path: Path) -> Path | None:
    """The cached thumbnail's name for ``path`` as it is now (None if the file is gone)."""
    try:
        info = path.stat()
    except OSError:
        return None
    key = f"{__version__}\0{path.resolve()}\0{info.st_size}\0{info.st_mtime_ns}"
    return folder / f"{hashlib.sha256(key.encode('utf-8', 'surrogateescape')).hexdigest()[:32]}.png"


def cached_thumbnail(file: Path) -> QImage | None:
    """The cached picture, or None when there is none; one Qt cannot read is set aside."""
    if not file.is_file():
        return None
    image = QImage(str(file))
    if image.isNull():
        set_aside(file)  # damaged: painted again, never shown
        return None
    return image


def render_thumbnail(path: Path, out: Path) -> Path:
    """Paint the first sheet page of a design file (a fleet's: of its first ship) at thumbnail
    size and write it to ``out`` as a PNG. Runs on a pool thread; raises ValueError/SaveError."""
    from designer.app.sheet_painter import paint_page
    from designer.core.context import EvaluationContext
    from designer.core.errors import LoadError
    from designer.core.fleet_file import LoadedFleet, load_document
    from designer.sheets.generic_sheet import record_pages

    try:
        loaded = load_document(path)
    except LoadError as exc:
        raise ValueError(str(exc)) from None
    if isinstance(loaded, LoadedFleet):
        if not loaded.designs:
            raise ValueError(f"{path}: the fleet has no ships")
        loaded = loaded.designs[0]
    game, design = loaded.game, loaded.design
    evaluation = game.evaluate(
        design, EvaluationContext(folder=loaded.path.resolve().parent, references=loaded.references)
    )
    page = record_pages(game, [(design, evaluation)])[0]
    scale = min(THUMB.width() / page.width, THUMB.height() / page.height)
    image = QImage(round(page.width * scale), round(page.height * scale), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    paint_page(painter, page)
    painter.end()
    return save_png(image, out)


# --- what the page lists ----------------------------------------------------------------------------
def examples(game: Game) -> list[tuple[str, Path]]:
    """The game's bundled designs and fleets, as (label, path), designs first. The label is the
    file's ``name:`` (a fleet's ``fleet:``), read from its text without parsing the YAML."""
    folder = CATALOGS / game.id
    found = []
    for kind, key in (("designs", "name"), ("fleets", "fleet")):
        for path in sorted((folder / kind).glob("*.yaml")):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            match = re.search(rf"^{key}:\s*(.+?)\s*$", text, re.M)
            name = match.group(1).strip("'\"") if match else path.stem.replace("-", " ")
            found.append((f"{name} ({kind[:-1]})", path))
    return found


def books_text(game: Game) -> str:
    """The game's books as a player reads them (the source file's number left out)."""
    return "; ".join(re.sub(r",\s*seed \d+$", "", book) for book in game.books) or "book not named"


def folders_text(state: str | Path | None = None) -> str:
    """Where the player's files are kept, one line each."""
    return (
        f"Your designs: {documents_dir()} (Save As proposes it)\n"
        f"Your house-rule profiles: {profiles_dir()}\n"
        f"Autosaves, recent lists, crash logs: {state_dir(state)}"
    )


def _list(parent: QWidget, name: str, icons: bool = False) -> QListWidget:
    view = QListWidget(parent)
    view.setObjectName(name)
    view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    view.setTabKeyNavigation(False)  # Tab leaves the list; the arrows walk it
    view.setWordWrap(True)  # a long book title wraps rather than scrolling sideways
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    if icons:
        view.setIconSize(THUMB)
        view.setSpacing(2)
    return view


def _add(
    view: QListWidget, text: str, choice: StartChoice | None, tip: str = "", quiet: bool = False
) -> QListWidgetItem:
    """One row; a row without a choice is a heading (bold, or ``quiet``: a caption), which the
    arrow keys pass over but which reads as text, not greyed out."""
    item = QListWidgetItem(text, view)
    if choice is None:
        font = item.font()
        font.setBold(not quiet)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        theme = theme_for(view)
        item.setForeground(theme.caption if quiet else theme.text)
    else:
        item.setData(ROLE, choice)
    if tip:
        item.setToolTip(tip)
    return item


# --- the page ---------------------------------------------------------------------------------------
class StartPage(QWidget):
    """The Start page. ``chosen(StartChoice)`` fires on Enter or a double click on a row;
    ``thumbnail_ready(path)`` when a recent file's picture is in (tests wait for it)."""

    chosen = Signal(object)
    thumbnail_ready = Signal(object)

    def __init__(self, state_folder: str | Path | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("StartPage")
        self.setWindowTitle(f"{PRODUCT}: Start")
        self.state = state_dir(state_folder)
        self.thumbnails = thumbnail_folder(self.state)
        self._pending: dict[Path, QListWidgetItem] = {}  # thumbnail jobs running, by cache file
        self._jobs: list = []  # their signals (the pool owns the jobs)
        self.new = _list(self, "StartNew")
        self.recent = _list(self, "StartRecent", icons=True)
        self.examples = _list(self, "StartExamples")
        self._fill_new()
        self._fill_recent()
        self._fill_examples()
        for view in (self.new, self.recent, self.examples):
            view.itemActivated.connect(self._activated)
        self._build()
        self.new.setFocus()

    def _build(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(18, 14, 18, 14)
        title = QLabel(
            f"<h1 style='margin:0'>{PRODUCT}</h1>"
            f"<p>Version {__version__}. Design starships for tabletop space-combat "
            "games and print their record sheets. Pick a game to start a design, or "
            "open one you made before. Tab moves between the lists, the arrow keys "
            "along them, Enter opens.</p>",
            self,
        )
        title.setWordWrap(True)
        grid.addWidget(title, 0, 0, 1, 2)
        for column, (heading, view, buddy) in enumerate(
            (
                ("&New design (games and their books)", self.new, 1),
                ("&Recent designs and fleets", self.recent, 1),
            )
        ):
            box = QVBoxLayout()
            label = QLabel(f"<b>{heading}</b>", self)
            label.setBuddy(view)
            box.addWidget(label)
            box.addWidget(view, buddy)
            grid.addLayout(box, 1, column)
        examples = QLabel("<b>&Examples bundled with the program</b> (open as a copy)", self)
        examples.setBuddy(self.examples)
        grid.addWidget(examples, 2, 1)
        grid.addWidget(self.examples, 3, 1, 2, 1)
        folders = QLabel("<b>Where files are kept</b>", self)
        grid.addWidget(folders, 2, 0)
        self.folders = QLabel(folders_text(self.state), self)
        self.folders.setWordWrap(True)
        self.folders.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folders.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.folders, 3, 0)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(3, 2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

    def _fill_new(self) -> None:
        """Per game: its title and books, an empty hull of each kind, and the New dialog for
        its standard designs and classes (``starts()`` costs seconds: only when asked)."""
        for game in registry.games().values():
            books = books_text(game)
            _add(self.new, game.title, None, books)
            _add(self.new, f"    {books}", None, quiet=True)
            for i, kind in enumerate(game.design_kinds):
                start = EMPTY if i == 0 else f"{EMPTY}:{kind.key}"
                _add(self.new, f"    {empty_label(kind)}", StartChoice("new", game, start))
            _add(
                self.new,
                "    From a standard design or class…",
                StartChoice("new_dialog", game),
                f"Lists {game.title}'s standard designs and classes with their points",
            )
        first = next((i for i in range(self.new.count()) if self.new.item(i).data(ROLE)), 0)
        self.new.setCurrentRow(first)

    def _fill_recent(self) -> None:
        files = [*RecentFiles(self.state).paths(), *RecentFiles(self.state, "recent-fleets.json").paths()]
        wanted: set[Path] = set()
        for path in files:
            if not path.is_file():
                continue
            item = _add(self.recent, f"{path.stem}\n{path.parent}", StartChoice("open", path=path), str(path))
            cache = cache_file(self.thumbnails, path)
            if cache is None:
                continue
            wanted.add(cache)
            image = cached_thumbnail(cache)
            if image is not None:
                item.setIcon(QIcon(QPixmap.fromImage(image)))
            else:
                self._paint_later(path, cache, item)
        if not files:
            _add(self.recent, "Nothing yet: designs and fleets you open appear here.", None)
        self._prune(wanted)
        self.recent.setCurrentRow(0)

    def _prune(self, wanted: set[Path]) -> None:
        """Drop the pictures of files no longer on the recent lists (or changed since)."""
        for old in self.thumbnails.glob("*.png") if self.thumbnails.is_dir() else ():
            if old not in wanted:
                try:
                    old.unlink()
                except OSError:
                    pass

    def _paint_later(self, path: Path, cache: Path, item: QListWidgetItem) -> None:
        """A thumbnail job on the pool; the row gets its icon when it is done."""
        self._pending[cache] = item
        job = Job(lambda: render_thumbnail(path, cache))
        job.signals.done.connect(lambda out, p=path: self._painted(p, out))
        job.signals.failed.connect(lambda _why, c=cache, p=path: self._painted(p, None, c))
        self._jobs.append(job.signals)
        QThreadPool.globalInstance().start(job)

    def _painted(self, path: Path, out: Path | None, cache: Path | None = None) -> None:
        item = self._pending.pop(out or cache, None)
        image = cached_thumbnail(out) if out is not None else None
        if item is not None and image is not None:
            item.setIcon(QIcon(QPixmap.fromImage(image)))
        self.thumbnail_ready.emit(path)

    def _fill_examples(self) -> None:
        for game in registry.games().values():
            _add(self.examples, game.title, None)
            for label, path in examples(game):
                _add(self.examples, f"    {label}", StartChoice("open", path=path), str(path))
        self.examples.setCurrentRow(1)

    def _activated(self, item: QListWidgetItem) -> None:
        choice = item.data(ROLE)
        if isinstance(choice, StartChoice):
            self.chosen.emit(choice)

    def pending(self) -> int:
        """Thumbnails still being painted."""
        return len(self._pending)
