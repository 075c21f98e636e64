"""The design's files: New, Open, Save, Save As, reload, autosave and recovery, and what to do
when another program changes an open file. The window owns a :class:`FileController` as
``window.files`` (given the :class:`FileServices` it needs) and a :class:`DiskQuestions` as
``window.disk`` (the fleet asks through it too); closing and dropped files stay the window's.

Nothing is lost: a file that cannot be read shows its ``FILE:LINE:COL`` message and the current
design stays; a save that fails leaves the design dirty; unsaved work goes to the autosave file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from PySide6.QtGui import QDragEnterEvent, QDropEvent

from designer.app.autosave import Autosave
from designer.app.dialogs import Dialogs
from designer.app.document import DesignDocument
from designer.app.fleet_document import FleetDocument
from designer.app.preferences import Preferences
from designer.app.recent_files import RecentFiles
from designer.app.status_line import StatusLine
from designer.app.window_paths import FolderDialogs, save_proposal
from designer.core.atomic import SaveError
from designer.core.design_file import LoadedDesign, is_bundled, load_design, standard_copy
from designer.core.errors import LoadError
from designer.core.campaign import is_campaign_data
from designer.core.fleet_file import LoadedFleet, load_document
from designer.core.yaml_source import load_yaml
from designer.core.game import EMPTY, Game
from designer.core.model import DesignBase

DESIGN_SUFFIXES = (".yaml", ".yml")


def save_problem(path: Path, exc: Exception) -> str:
    """What a failed save says: the core's own words for a refusal it foresaw, else (a name
    longer than the file system allows, a disk that failed) the system's reason."""
    if isinstance(exc, SaveError) or not isinstance(exc, OSError):
        return str(exc)
    reason = exc.strerror or str(exc)
    return f"{path}: cannot be saved ({reason}); choose another place or a shorter name"


def dropped_file(event: QDropEvent | QDragEnterEvent) -> Path | None:
    """The design or fleet file among those dragged onto the window."""
    urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
    paths = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
    return next((p for p in paths if p.suffix.lower() in DESIGN_SUFFIXES), None)


def design_document(loaded: LoadedDesign) -> tuple[DesignDocument, str]:
    """The document for an opened design file and what to tell the player. A file of the
    bundled catalogs opens as an untitled copy of the standard design (Save then asks where to
    keep it), so the catalog that every ``catalog:`` fleet entry uses is never saved over."""
    if is_bundled(loaded.path):
        copy = standard_copy(loaded.design)
        return (
            DesignDocument(loaded.game, copy, None, saved=copy),
            f"{copy.name} is a standard design: editing a copy; Save asks where to keep yours",
        )
    return (
        DesignDocument(loaded.game, loaded.design, loaded.path, saved=loaded.design),
        f"Opened {loaded.path}",
    )


class DiskQuestions:
    """What to do when another program changed a file the window has open (the design's or the
    fleet's): one question at a time, in the player's words."""

    def __init__(self, status: StatusLine):
        self.status = status
        self._asking = False  # a question about a changed file is open: the watcher waits for it

    def changed_on_disk(
        self, doc: DesignDocument | FleetDocument, name: str, reload: Callable[[], bool]
    ) -> None:
        """The file of ``doc`` (the design or the fleet) changed on disk: ask whether to
        ``reload`` it or keep this version (then unsaved). A file deleted or moved away leaves
        this version open and unsaved, with a word in the status bar."""
        if self._asking or not doc.disk.changed_on_disk():
            return
        if doc.disk.missing():
            doc.keep_mine()
            self.status.show(
                f"{doc.path} was deleted or moved by another program; {name} stays open, unsaved"
            )
        elif self._ask(name, doc.dirty, saving=False) == "reload":
            reload()
        else:
            doc.keep_mine()
            self.status.show(f"Kept your version of {name}; Save writes it over the changed file")

    def may_overwrite(
        self, doc: DesignDocument | FleetDocument, name: str, path: Path, reload: Callable[[], bool]
    ) -> bool:
        """Before saving ``doc`` over its own file: if another program changed it since, ask
        (overwrite, reload, or cancel). Watchers miss some changes: the file is compared now."""
        if doc.path is None or Path(path).resolve() != doc.path.resolve():
            return True
        if not doc.disk.changed_on_disk() or doc.disk.missing():
            return True
        answer = self._ask(name, doc.dirty, saving=True)
        if answer == "reload":
            reload()
        elif answer != "overwrite":
            self.status.show(f"Not saved: {name} was changed by another program")
        return answer == "overwrite"

    def _ask(self, name: str, unsaved: bool, saving: bool) -> str:
        self._asking = True  # one question at a time: the watcher may fire again meanwhile
        try:
            return self.status.dialogs.ask_file_changed(name, unsaved, saving)
        finally:
            self._asking = False


@dataclass(frozen=True)
class FileServices:
    """What the design's file commands need of the window."""

    document: Callable[[], DesignDocument | None]  # the design shown (None while the window is built)
    set_document: Callable[[DesignDocument], None]  # show another design (callers ask first)
    open_fleet: Callable[[LoadedFleet], bool]  # a fleet file opened: to the Fleet tab
    dialogs: Dialogs
    prefs: Preferences
    folders: FolderDialogs
    disk: DiskQuestions
    status: StatusLine
    autosave: Autosave  # the design's autosave file
    autosave_now: Callable[[], bool]  # write every unsaved file of the window (the fleet's too)
    recent: RecentFiles
    open_campaign: Callable[[Path], bool] | None = None  # a campaign file opened: to the Campaign tab
    # The open campaign's ships a save of a design to a file would refit, and the refit itself.
    ships_using: Callable[[Path, DesignBase], list[str]] = lambda _path, _design: []
    refit: Callable[[Path, LoadedDesign], None] = lambda _path, _loaded: None


def is_campaign_file(path: str | Path) -> bool:
    """Whether ``path`` reads as a campaign (``kind: campaign``), asked once a file fails to
    open as a design or a fleet."""
    try:
        return is_campaign_data(load_yaml(path, pipes=True)[0])
    except LoadError:
        return False


class FileController:
    """The design's files: New, Open, Save, Save As, reload, autosave and recovery."""

    def __init__(self, services: FileServices):
        self.services = services
        self.dialogs, self.prefs, self.status = services.dialogs, services.prefs, services.status
        self.autosave, self.recent = services.autosave, services.recent

    @property
    def document(self) -> DesignDocument:
        return self.services.document()

    # --- asking before losing work --------------------------------------------------------------
    def confirm_discard(self) -> bool:
        """True when the current design may be replaced: clean, saved now, or discarded."""
        doc = self.document
        if doc is None or not doc.dirty:
            return True
        answer = self.dialogs.ask_unsaved(doc.title)
        if answer == "save":
            return self.save()
        return answer == "discard"

    # --- new and open ----------------------------------------------------------------------------
    def new_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        choice = self.dialogs.ask_new(self.document.game if self.document else None)
        if choice is None:
            return False
        return self.new_design(choice.game, choice.start)

    def new_design(self, game: Game, start: str = EMPTY) -> bool:
        """An untitled design from one of the game's starts: an empty design, a class, or the
        player's own copy of a standard design (``Game.new_design``)."""
        try:
            document = DesignDocument.new(game, start)
        except (LoadError, KeyError) as exc:
            self.dialogs.show_error("Cannot start from that", str(exc))
            return False
        self.services.set_document(document)
        self.status.show(
            f"New {game.title} design" + ("" if start == EMPTY else f" from {document.design.name}")
        )
        return True

    def open_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        path = self.services.folders.ask_open("designs")
        return self.open_file(path) if path else False

    def open_file(self, path: str | Path) -> bool:
        """Open a design file (without asking about unsaved work: callers do). An unreadable file
        shows its FILE:LINE:COL message and the current design stays. A fleet file (told by its
        keys, the file read once) opens on the Fleet tab; a standard design as a copy."""
        try:
            loaded = load_document(path)
        except LoadError as exc:
            if self.services.open_campaign is not None and is_campaign_file(path):
                return self.services.open_campaign(Path(path))
            self.status.report("Cannot open design", str(exc))
            return False
        if isinstance(loaded, LoadedFleet):
            return self.services.open_fleet(loaded)
        document, message = design_document(loaded)
        self.status.show(message)  # before: what set_document finds wrong (its house rules) stays
        self.services.set_document(document)
        self.recent.add(loaded.path)
        return True

    # --- import ----------------------------------------------------------------------------------
    def import_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        path = self.dialogs.ask_import_path(str(self.prefs.folder("designs")))
        return self.import_file(path) if path else False

    def import_file(self, path: str | Path) -> bool:
        """Another tool's file (told by content): its findings shown first, then our files saved
        where the player says (the fleet's designs beside it) and the main one opened. A file
        that cannot be read shows its FILE:LINE:COL message; nothing replaces an existing file."""
        from designer.exchange.importing import plan_import, write_plan

        try:
            plan = plan_import(path)
        except LoadError as exc:
            self.status.report("Cannot import", str(exc))
            return False
        if not self.dialogs.ask_import(plan):
            return False
        proposal = self.prefs.folder("designs") / plan.files[0][0]
        target = self.services.folders.ask_save("designs", proposal, "Save imported file as")
        if target is None:
            return False
        plan = replace(plan, files=((target.name, plan.files[0][1]), *plan.files[1:]))
        try:
            written = write_plan(plan, target.parent)
        except SaveError as exc:
            self.dialogs.show_error("Not imported", str(exc))
            return False
        self.status.show(
            f"Imported {Path(path).name} as {len(written)} file(s), {len(plan.findings)} finding(s)"
        )
        return self.open_file(written[0])

    # --- save ------------------------------------------------------------------------------------
    def save(self) -> bool:
        """Save to the design's file; Save As for an untitled design or a catalog file."""
        doc = self.document
        if doc.path is None or is_bundled(doc.path):
            return self.save_as()
        return self._save_to(doc.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            doc = self.document
            proposal = save_proposal(doc.path, doc.design.name, self.prefs.folder("designs", make=True))
            path = self.services.folders.ask_save("designs", proposal)
            if path is None:
                return False
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        """Save to ``path``; where an open campaign's ships use that file and the design differs
        from theirs, ask first: refit them all, save as a new design (theirs untouched) or not
        save (issue 26 section 1)."""
        ships = self.services.ships_using(path, self.document.design)
        if not ships:
            return self._write(path)
        answer = self.dialogs.ask_refit(path.name, ships)
        if answer == "refit":
            if not self._write(path):
                return False
            doc = self.document
            self.services.refit(path, LoadedDesign(doc.design, doc.game, path, doc.context.references))
            self.status.show(f"Saved {path}; refitted {len(ships)} ship(s) of the campaign")
            return True
        if answer == "new":
            doc = self.document
            proposal = save_proposal(None, doc.design.name, self.prefs.folder("designs", make=True))
            new = self.services.folders.ask_save("designs", proposal)
            if new is None:
                return False
            if self.services.ships_using(Path(new), doc.design):  # the ships' own file: not new
                self.status.report("Cannot save as a new design", f"{new}: ships of the campaign use it")
                return False
            return self._write(Path(new))
        return False

    def _write(self, path: Path) -> bool:
        if not self.services.disk.may_overwrite(self.document, self.document.title, path, self.reload_design):
            return False
        try:
            self.document.save(path)
        except (SaveError, OSError) as exc:  # every failure: a dialog, the design stays dirty
            self.status.report("Cannot save design", save_problem(path, exc))
            return False
        self.autosave.clear()
        self.recent.add(path)
        self.status.show(f"Saved {path}")
        return True

    # --- the file changed by another program ------------------------------------------------------
    def design_changed_on_disk(self) -> None:
        self.services.disk.changed_on_disk(self.document, self.document.title, self.reload_design)

    def reload_design(self) -> bool:
        """Open the design's file again as it is on disk (this version and its undo steps go)."""
        try:
            loaded = load_design(self.document.path)
        except LoadError as exc:
            self.status.report("Cannot reload design", str(exc))
            self.document.keep_mine()
            return False
        document, _message = design_document(loaded)
        self.services.set_document(document)
        self.status.show(f"Reloaded {loaded.path} as another program left it")
        return True

    def autosave_design(self) -> bool:
        """Write the unsaved design to its autosave file; a clean design leaves none."""
        doc = self.document
        if doc is None:
            return False
        if not doc.dirty:
            self.autosave.clear()
            return False
        return self.autosave.write(doc.design, doc.path)

    def offer_recovery(self) -> bool:
        """If an earlier session left an unsaved design, offer it; True when it was recovered."""
        pending = self.autosave.pending()
        if not pending:
            return False
        newest = pending[0]
        if not self.dialogs.ask_recover(
            [r.name + (f" ({r.original})" if r.original else "") for r in pending[:1]]
        ):
            newest.discard()
            return False
        try:
            loaded = load_design(newest.file)
        except LoadError as exc:
            self.dialogs.show_error("Cannot recover", str(exc))
            return False
        saved = None
        if newest.original is not None:
            try:
                saved = load_design(newest.original).design
            except LoadError:
                saved = None  # the original is gone or broken: the recovered work stays unsaved
        self.services.set_document(DesignDocument(loaded.game, loaded.design, newest.original, saved=saved))
        if saved is not None and saved == loaded.design:
            self.document.saved = None  # still worth saving: it came from a crash
        newest.discard()
        self.services.autosave_now()  # this session owns the recovered work from now on
        self.status.show(f"Recovered unsaved work: {newest.name}")
        return True
