"""The window's fleet side, owned by :class:`~designer.app.main_window.MainWindow` as
``window.fleet``: the Fleet tab, the Fleet menu, the fleet's files (new, open, recent, save,
autosave and recovery), its exports (the battle pack, the roster as Markdown or CSV), its house
rules, and the links to the design editor (open a fleet's design there; edits of that design
reach the fleet's totals; undo follows the tab shown).

What it uses of the window is its :class:`FleetServices`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from PySide6.QtGui import QAction, QGuiApplication, QUndoGroup
from PySide6.QtWidgets import QMenu, QTabWidget

from designer.app.autosave import Autosave, LiveSessions
from designer.app.dialogs import Dialogs
from designer.app.document import DesignDocument
from designer.app.fleet_document import FleetDocument
from designer.app.fleet_tab import FleetTab
from designer.app.preferences import Preferences
from designer.app.recent_files import RecentFiles
from designer.app.status_line import StatusLine
from designer.app.window_files import DiskQuestions, FileController, save_problem
from designer.app.window_house_rules import HouseRulesController
from designer.app.window_menus import recent_menu
from designer.app.window_output import OutputController
from designer.app.window_paths import FolderDialogs, export_proposal, save_proposal
from designer.core.atomic import SaveError, write_atomic
from designer.core.context import Profile
from designer.core.design_file import LoadedDesign, is_bundled
from designer.core.errors import LoadError
from designer.core.fleet_file import LoadedFleet, is_catalog_ref
from designer.core.fleet_report import roster_text
from designer.core.game import Game
from designer.core.output_guard import CSV, MARKDOWN, check_output
from designer.sheets.export import ExportError, fleet_sheet, write_pdf

ROSTER_FORMATS = {".md": "markdown", ".csv": "csv"}


@dataclass(frozen=True)
class FleetServices:
    """What the fleet side needs of the window."""

    design: Callable[[], DesignDocument]  # the design in the editor
    files: FileController  # the editor's files: a fleet's design opens there
    output: OutputController  # print options and jobs off the GUI thread
    house_rules: HouseRulesController  # the profile a fleet opens under
    folders: FolderDialogs
    disk: DiskQuestions
    dialogs: Dialogs
    prefs: Preferences
    status: StatusLine
    undo_group: QUndoGroup  # the window's undo, which follows the tab shown
    state_folder: Path  # where the fleet's autosave file and recent list are kept
    sessions: LiveSessions
    add_action: Callable[[QMenu, str, str, Callable[[], object]], QAction]  # a window action in a menu


class FleetComponent:
    """The Fleet tab and what the window does with fleets."""

    def __init__(self, services: FleetServices, tabs: QTabWidget, game: Game):
        self.services, self.tabs = services, tabs
        self.dialogs, self.prefs, self.status = services.dialogs, services.prefs, services.status
        self.tab = FleetTab(game, tabs)
        tabs.addTab(self.tab, "Fleet")
        self.document.set_profile(services.house_rules.profile_for(game, None, None)[0])  # the game's chosen
        # The fleet's own autosave file beside the design's (the window's timer and crash hook
        # reach it through window.autosave_now), and its own recent list.
        self.autosave = Autosave(services.state_folder, kind="fleet", live=services.sessions)
        self.recent = RecentFiles(services.state_folder, "recent-fleets.json")
        b = self.tab.buttons
        b["new"].clicked.connect(self.new_fleet)
        b["open"].clicked.connect(self.open_dialog)
        b["save"].clicked.connect(self.save)
        b["save_as"].clicked.connect(self.save_as)
        b["add_file"].clicked.connect(self.add_file_dialog)
        self.tab.export_requested.connect(self.export_dialog)
        self.tab.open_design_requested.connect(self.open_design)
        self.tab.problem.connect(self.status.report)
        self.tab.changed_on_disk.connect(self.changed_on_disk)
        self.tab.referenced_changed.connect(
            lambda path: self.document.referenced_changed(
                path, services.dialogs.ask_file_changed, services.status.show
            )
        )
        tabs.currentChanged.connect(lambda _index: self.undo_follows_tab())

    @property
    def document(self) -> FleetDocument:
        return self.tab.document

    # --- the Fleet menu ------------------------------------------------------------------------
    def build_menu(self, menu: QMenu) -> None:
        def add(key: str, text: str, slot) -> QAction:
            return self.services.add_action(menu, key, text, slot)

        add("fleet_show", "Show &fleet", self.show)
        add("fleet_new", "&New fleet…", self.new_fleet)
        add("fleet_open", "&Open fleet…", self.open_dialog)
        self.recent_menu = recent_menu(menu, "Open &recent fleet", self.recent, self.open_path)
        menu.addSeparator()
        add("fleet_save", "&Save fleet", self.save)
        add("fleet_save_as", "Save fleet &as…", self.save_as)
        menu.addSeparator()
        add("fleet_export", "&Export battle pack…", self.export_dialog)
        roster = QMenu(self.tab)  # the same three under the Fleet tab's Roster button
        for key, text, slot in (
            ("fleet_copy_markdown", "Copy roster as &Markdown", lambda: self.copy_roster("markdown")),
            ("fleet_copy_csv", "Copy roster as &CSV", lambda: self.copy_roster("csv")),
            ("fleet_export_roster", "Export &roster…", self.export_roster_dialog),
        ):
            roster.addAction(add(key, text, slot))
        self.tab.buttons["roster"].setMenu(roster)

    # --- asking before losing work ---------------------------------------------------------------
    def confirm_discard(self) -> bool:
        """True when the fleet may be replaced or the window closed: the fleet is clean, saved
        now, or discarded."""
        doc = self.document
        if not doc.dirty:
            return True
        answer = self.dialogs.ask_unsaved(f"fleet {doc.fleet.fleet}")
        if answer == "save":
            return self.save()
        return answer == "discard"

    def closed(self) -> None:
        """The window closed cleanly: nothing of the fleet is left to recover."""
        self.autosave.clear()
        self.autosave.release()

    # --- autosave and recovery -------------------------------------------------------------------
    def autosave_now(self) -> bool:
        """Write the unsaved fleet to its autosave file; a clean fleet leaves none."""
        doc = self.document
        if not doc.dirty:
            self.autosave.clear()
            return False
        return self.autosave.write_text(doc.fleet, doc.autosave_text(), doc.fleet.fleet, doc.path)

    def offer_recovery(self) -> bool:
        """If an earlier session left an unsaved fleet, offer it; True when it was recovered
        (it opens on the Fleet tab, modified). Declining discards it."""
        pending = self.autosave.pending()
        if not pending:
            return False
        newest = pending[0]
        where = f" ({newest.original})" if newest.original else ""
        if not self.dialogs.ask_recover([f"fleet {newest.name}{where}"]):
            newest.discard()
            return False
        try:
            document = FleetDocument.recovered(newest.file, newest.original)
        except LoadError as exc:  # e.g. a design it names is gone; the autosave stays
            self.dialogs.show_error("Cannot recover fleet", str(exc))
            return False
        self._show_document(document, f"Recovered unsaved fleet: {newest.name}")
        newest.discard()
        self.autosave_now()  # this session owns the recovered fleet from now on
        return True

    # --- showing ---------------------------------------------------------------------------------
    def show(self) -> None:
        self.tabs.setCurrentWidget(self.tab)

    def undo_follows_tab(self) -> None:
        """Undo follows what is shown: the fleet's edits on the Fleet tab, the design's
        elsewhere (also when a design or fleet is opened or reloaded behind the other tab)."""
        group = self.services.undo_group
        stack = self.document.stack if self.tabs.currentWidget() is self.tab else self.services.design().stack
        if stack not in group.stacks():
            group.addStack(stack)
        group.setActiveStack(stack)

    def _show_document(self, document: FleetDocument, message: str) -> None:
        """Show ``document`` on the Fleet tab, under the house rules it names (else those
        chosen for its game), and say ``message`` (or why its house rules cannot be used)."""
        profile, problem = self.services.house_rules.profile_for(
            document.game, document.fleet.profile, document.path
        )
        document.set_profile(profile)
        self.tab.set_document(document)
        self.show()
        self.undo_follows_tab()
        self.status.show(problem or message)

    def set_profile(self, profile: Profile | None) -> None:
        self.document.set_profile(profile)

    # --- new, open, save -------------------------------------------------------------------------
    def new_fleet(self) -> bool:
        """An empty fleet of the game the player picks (the open design's is proposed)."""
        if not self.confirm_discard():
            return False
        game = self.dialogs.ask_fleet_game(self.services.design().game)
        if game is None:
            return False
        self._show_document(FleetDocument.new(game), f"New {game.title} fleet")
        return True

    def open_dialog(self) -> bool:
        if not self.confirm_discard():
            return False
        path = self.services.folders.ask_open("fleets", "Open fleet")
        return self._open(path) if path else False

    def open_path(self, path: str | Path) -> bool:
        """Open a fleet file on the Fleet tab (asking about an unsaved fleet first)."""
        return self.confirm_discard() and self._open(path)

    def _open(self, path: str | Path) -> bool:
        try:
            document = FleetDocument.open(path)
        except LoadError as exc:
            self.status.report("Cannot open fleet", str(exc))
            return False
        return self._opened(document)

    def open_loaded(self, loaded: LoadedFleet, remember: bool = True) -> bool:
        """Show a fleet that File > Open, a dropped file or ``hullwright open`` has read already
        (``remember``: a file a person opened goes on the recent list)."""
        if not self.confirm_discard():
            return False
        return self._opened(FleetDocument(loaded, loaded.path), remember)

    def _opened(self, document: FleetDocument, remember: bool = True) -> bool:
        self._show_document(document, f"Opened fleet {document.path}")
        if remember:
            self.recent.add(document.path)
        return True

    def save(self) -> bool:
        """Save to the fleet's file; Save As for a new fleet or one of the bundled catalogs."""
        path = self.document.path
        if path is None or is_bundled(path):
            return self.save_as()
        return self._save_to(path)

    def save_as(self) -> bool:
        doc = self.document
        folder = self.prefs.folder("fleets", make=True)
        proposal = save_proposal(doc.path, doc.fleet.fleet, folder, "fleet")
        path = self.services.folders.ask_save("fleets", proposal, "Save fleet as")
        return self._save_to(path) if path else False

    def _save_to(self, path: Path) -> bool:
        doc = self.document
        if not self.services.disk.may_overwrite(
            doc, f"fleet {doc.fleet.fleet}", path, self.reload
        ) or not self.tab.save_fleet(path):
            return False
        self.autosave.clear()  # saved work needs no autosave
        self.recent.add(path)
        self.status.show(f"Saved fleet {self.document.path}")
        return True

    # --- the file changed by another program ------------------------------------------------------
    def changed_on_disk(self) -> None:
        self.services.disk.changed_on_disk(self.document, f"fleet {self.document.fleet.fleet}", self.reload)

    def reload(self) -> bool:
        """Open the fleet's file again as it is on disk (this fleet and its undo steps go)."""
        path = self.document.path
        try:
            document = FleetDocument.open(path)
        except LoadError as exc:
            self.status.report("Cannot reload fleet", str(exc))
            self.document.keep_mine()
            return False
        self._show_document(document, f"Reloaded fleet {path} as another program left it")
        return True

    def add_file_dialog(self) -> int:
        path = self.services.folders.ask_open("designs", "Add a design to the fleet")
        return self.tab.add_design(path) if path else -1

    # --- the design editor -----------------------------------------------------------------------
    def open_design(self, row: int) -> bool:
        """Open the design of entry ``row`` in the editor (asking about unsaved work first).
        A standard design is not edited in place: the editor gets an untitled copy, which the
        player saves as their own design (the catalog stays as the book has it)."""
        files, doc = self.services.files, self.document
        ref = doc.fleet.ships[row].design
        if not files.confirm_discard():
            return False
        if is_catalog_ref(ref):
            standard = doc.game.standard_design(ref.removeprefix("catalog:").split("/")[-1])
            if standard is None or not files.new_design(doc.game, f"catalog:{standard.id}"):
                return False
            self.status.show(
                f"{standard.name} is a standard design: editing a copy; save it "
                "and add it to the fleet to use your version"
            )
        elif not files.open_file(doc.design_file(row)):
            return False
        self.tabs.setCurrentIndex(0)
        return True

    def design_edited(self) -> None:
        """The editor's design changed: if the fleet names its file, the totals follow."""
        doc = self.services.design()
        if doc is not None and doc.path is not None and not is_bundled(doc.path):  # a copy
            loaded = LoadedDesign(doc.design, doc.game, doc.path, doc.context.references)
            self.document.design_changed(doc.path, loaded)

    # --- exports ---------------------------------------------------------------------------------
    def export_dialog(self) -> bool:
        """Ask the paper and the sheet options, then where, and write the battle pack."""
        doc = self.document
        settings = self.services.output.ask_print_settings(doc.game, "Export battle pack", copies=False)
        if settings is None:
            return False
        proposal = export_proposal(doc.fleet.fleet, self.prefs.folder("exports", make=True), "fleet")
        path = self.services.folders.ask_export(proposal)
        return self.export(path, settings) if path else False

    def export(self, path: str | Path, settings=None) -> bool:
        """Start writing the battle pack (``sheets/export.py``, the one export path); the
        window's ``job_finished`` reports the result."""
        settings = settings or self.prefs.print_settings(self.document.game)
        try:
            sheet = fleet_sheet([self.tab.evaluation()], settings)
        except ExportError as exc:
            self.dialogs.show_error("Cannot print the fleet", str(exc))
            return False
        target, inputs = Path(path), self.inputs()
        self.services.output.run_job(
            f"Exporting {target.name}…",
            lambda: write_pdf(sheet, target, inputs),
            lambda p: f"Exported battle pack {p}",
        )
        return True

    def inputs(self) -> list[Path]:
        """The files an export reads (never to be written over): the fleet's, its designs', and
        every file the fleet's result was made from (craft designs, class files, the profile).
        An unsaved fleet has no file of its own (it made the roster export fail)."""
        doc = self.document
        return [
            p
            for p in (doc.path, *(d.path for d in doc.loaded.designs), *self.tab.evaluation().files_read)
            if p is not None
        ]

    def roster(self, fmt: str) -> str:
        """The roster as ``hullwright fleet --format`` prints it (``markdown`` or ``csv``)."""
        return roster_text(self.tab.evaluation(), fmt)

    def copy_roster(self, fmt: str) -> str:
        """Put the roster on the clipboard, for pasting into a forum post or a spreadsheet."""
        text = self.roster(fmt)
        QGuiApplication.clipboard().setText(text)
        self.status.show(
            f"Copied the roster of {self.document.fleet.fleet} as "
            f"{'Markdown' if fmt == 'markdown' else 'CSV'}"
        )
        return text

    def export_roster_dialog(self) -> bool:
        doc = self.document
        proposal = export_proposal(doc.fleet.fleet, self.prefs.folder("exports", make=True), "fleet", ".md")
        path = self.services.folders.ask_export(proposal, roster=True)
        return self.export_roster(path) if path else False

    def export_roster(self, path: str | Path) -> bool:
        """Write the roster as Markdown (``.md``) or CSV (``.csv``), by the file's suffix."""
        target = Path(path)
        fmt = ROSTER_FORMATS.get(target.suffix.lower())
        try:
            if fmt is None:
                raise SaveError(f"{target}: not written: name a .md (Markdown) or .csv file")
            check_output(target, MARKDOWN if fmt == "markdown" else CSV, self.inputs())
            write_atomic(target, self.roster(fmt).encode("utf-8"), keep_backup=False)
        except (SaveError, OSError) as exc:  # a name too long, a full disk: said, never a crash
            self.status.report("Cannot export the roster", save_problem(target, exc))
            return False
        self.status.show(f"Exported the roster to {target}")
        return True
