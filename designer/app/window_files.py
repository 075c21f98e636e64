"""The window's file side: New, Open, Recent, Save, Save As, closing, dropped files, autosave
and recovery, and the file dialogs, which start in the folder last used for their kind of file
(designs, fleets, exports), else the documents folder. Mixed into :class:`MainWindow`.

Nothing is lost: a file that cannot be read shows its ``FILE:LINE:COL`` message and the current
design stays; a save that fails leaves the design dirty; unsaved work goes to the autosave file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from designer.app.document import DesignDocument
from designer.app.fleet_document import FleetDocument
from designer.app.window_paths import save_proposal
from designer.core.atomic import SaveError
from designer.core.design_file import LoadedDesign, is_bundled, load_design, standard_copy
from designer.core.errors import LoadError
from designer.core.fleet_file import LoadedFleet, load_document
from designer.core.game import EMPTY, Game

DESIGN_SUFFIXES = (".yaml", ".yml")


def save_problem(path: Path, exc: Exception) -> str:
    """What a failed save says: the core's own words for a refusal it foresaw, else (a name
    longer than the file system allows, a disk that failed) the system's reason."""
    if isinstance(exc, SaveError) or not isinstance(exc, OSError):
        return str(exc)
    reason = exc.strerror or str(exc)
    return f"{path}: cannot be saved ({reason}); choose another place or a shorter name"


def design_document(loaded: LoadedDesign) -> tuple[DesignDocument, str]:
    """The document for an opened design file and what to tell the player. A file of the
    bundled catalogs opens as an untitled copy of the standard design (Save then asks where to
    keep it), so the catalog that every ``catalog:`` fleet entry uses is never saved over."""
    if is_bundled(loaded.path):
        copy = standard_copy(loaded.design)
        return (DesignDocument(loaded.game, copy, None, saved=copy),
                f"{copy.name} is a standard design: editing a copy; Save asks where to keep yours")
    return (DesignDocument(loaded.game, loaded.design, loaded.path, saved=loaded.design),
            f"Opened {loaded.path}")


class FileCommands:
    """File operations of :class:`MainWindow` (which provides ``document``, ``dialogs``,
    ``prefs``, ``fleet``...)."""

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

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.confirm_discard() and self.fleet.confirm_discard():  # the unsaved fleet, too
            self.autosave.clear()
            self.autosave.release()
            self.fleet.closed()
            event.accept()
        else:
            event.ignore()

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
        self.set_document(document)
        self.show_status(f"New {game.title} design" + ("" if start == EMPTY else f" from {document.design.name}"))
        return True

    def open_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        path = self.folders.ask_open("designs")
        return self.open_file(path) if path else False

    def open_file(self, path: str | Path) -> bool:
        """Open a design file (without asking about unsaved work: callers do). An unreadable file
        shows its FILE:LINE:COL message and the current design stays. A fleet file (told by its
        keys, the file read once) opens on the Fleet tab; a standard design as a copy."""
        try:
            loaded = load_document(path)
        except LoadError as exc:
            self.report("Cannot open design", str(exc))
            return False
        if isinstance(loaded, LoadedFleet):
            return self.fleet.open_loaded(loaded)
        document, message = design_document(loaded)
        self.show_status(message)  # before: what set_document finds wrong (its house rules) stays
        self.set_document(document)
        self.recent.add(loaded.path)
        return True

    def report(self, title: str, message: str) -> None:
        """What could not be done: in the status bar and in an error dialog."""
        self.show_status(message)
        self.dialogs.show_error(title, message)

    # --- drop a file on the window ---------------------------------------------------------------
    @staticmethod
    def _dropped_file(event) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        paths = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
        return next((p for p in paths if p.suffix.lower() in DESIGN_SUFFIXES), None)

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if self._dropped_file(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:  # noqa: N802
        path = self._dropped_file(event)
        if path:
            event.acceptProposedAction()
            if self.confirm_discard():
                self.open_file(path)

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
            path = self.folders.ask_save("designs", proposal)
            if path is None:
                return False
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        if not self.may_overwrite(self.document, self.document.title, path, self.reload_design):
            return False
        try:
            self.document.save(path)
        except (SaveError, OSError) as exc:  # every failure: a dialog, the design stays dirty
            self.report("Cannot save design", save_problem(path, exc))
            return False
        self.autosave.clear()
        self.recent.add(path)
        self.show_status(f"Saved {path}")
        return True

    # --- the file changed by another program ------------------------------------------------------
    _asking_disk = False  # a question about a changed file is open: the watcher waits for it

    def design_changed_on_disk(self) -> None:
        self.file_changed_on_disk(self.document, self.document.title, self.reload_design)

    def file_changed_on_disk(self, doc: DesignDocument | FleetDocument, name: str,
                             reload: Callable[[], bool]) -> None:
        """The file of ``doc`` (the design or the fleet) changed on disk: ask whether to
        ``reload`` it or keep this version (then unsaved). A file deleted or moved away leaves
        this version open and unsaved, with a word in the status bar."""
        if self._asking_disk or not doc.disk.changed_on_disk():
            return
        if doc.disk.missing():
            doc.keep_mine()
            self.show_status(f"{doc.path} was deleted or moved by another program; {name} stays "
                             "open, unsaved")
        elif self._ask_on_disk(name, doc.dirty, saving=False) == "reload":
            reload()
        else:
            doc.keep_mine()
            self.show_status(f"Kept your version of {name}; Save writes it over the changed file")

    def may_overwrite(self, doc: DesignDocument | FleetDocument, name: str, path: Path,
                      reload: Callable[[], bool]) -> bool:
        """Before saving ``doc`` over its own file: if another program changed it since, ask
        (overwrite, reload, or cancel). Watchers miss some changes: the file is compared now."""
        if doc.path is None or Path(path).resolve() != doc.path.resolve():
            return True
        if not doc.disk.changed_on_disk() or doc.disk.missing():
            return True
        answer = self._ask_on_disk(name, doc.dirty, saving=True)
        if answer == "reload":
            reload()
        elif answer != "overwrite":
            self.show_status(f"Not saved: {name} was changed by another program")
        return answer == "overwrite"

    def _ask_on_disk(self, name: str, unsaved: bool, saving: bool) -> str:
        self._asking_disk = True  # one question at a time: the watcher may fire again meanwhile
        try:
            return self.dialogs.ask_file_changed(name, unsaved, saving)
        finally:
            self._asking_disk = False

    def reload_design(self) -> bool:
        """Open the design's file again as it is on disk (this version and its undo steps go)."""
        try:
            loaded = load_design(self.document.path)
        except LoadError as exc:
            self.report("Cannot reload design", str(exc))
            self.document.keep_mine()
            return False
        document, _message = design_document(loaded)
        self.set_document(document)
        self.show_status(f"Reloaded {loaded.path} as another program left it")
        return True

    # --- autosave and recovery -------------------------------------------------------------------
    def autosave_now(self) -> bool:
        """Write unsaved work, the design's and the Fleet tab's, to their autosave files (the
        timer and the crash hook call this); True when anything was written."""
        wrote = self._autosave_design()
        wrote = self.fleet.autosave_now() or wrote
        self.show_autosave_state()
        return wrote

    def _autosave_design(self) -> bool:
        doc = self.document
        if doc is None:
            return False
        if not doc.dirty:
            self.autosave.clear()
            return False
        return self.autosave.write(doc.design, doc.path)

    def offer_recovery(self) -> bool:
        """If an earlier session left unsaved work (a design, a fleet), offer it; True when any
        was recovered. Broken notes set aside on the way are reported in the status bar."""
        design = self._offer_design_recovery()
        recovered = self.fleet.offer_recovery() or design
        self.report_set_aside()
        return recovered

    def report_set_aside(self) -> None:
        """Say which broken state files (autosave notes, the recent list) were set aside."""
        owners = [self.autosave, self.recent, self.prefs, self.fleet.autosave, self.fleet.recent]
        moved = [path for owner in owners for path in owner.set_aside]
        for owner in owners:
            owner.set_aside.clear()
        if moved:
            self.show_status("Set aside what Drydock could not read: "
                             + ", ".join(str(p) for p in moved))

    def _offer_design_recovery(self) -> bool:
        pending = self.autosave.pending()
        if not pending:
            return False
        newest = pending[0]
        if not self.dialogs.ask_recover([r.name + (f" ({r.original})" if r.original else "")
                                         for r in pending[:1]]):
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
        self.set_document(DesignDocument(loaded.game, loaded.design, newest.original, saved=saved))
        if saved is not None and saved == loaded.design:
            self.document.saved = None  # still worth saving: it came from a crash
        newest.discard()
        self.autosave_now()  # this session owns the recovered work from now on
        self.show_status(f"Recovered unsaved work: {newest.name}")
        return True
