"""Puts the Fleet tab into the designer window: a Design | Fleet tab bar around the window's
central area, a Fleet menu, and the links between the two (open a fleet's design in the editor,
edits of that design reaching the fleet's totals, the undo stack following the tab shown).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTabWidget

from designer.app.autosave import Autosave
from designer.app.background import export_pdf
from designer.app.fleet_document import FleetDocument
from designer.app.fleet_tab import FleetTab
from designer.app.window_files import export_proposal, save_proposal
from designer.core.design_file import LoadedDesign, is_bundled
from designer.core.errors import LoadError
from designer.core.fleet_file import LoadedFleet, is_catalog_ref
from designer.sheets.battle_pack import BattlePackError, battle_pack


def install_fleet_tab(window) -> FleetTab:
    """Add the Fleet tab to ``window`` (a MainWindow) and return it."""
    central = window.takeCentralWidget()
    tabs = QTabWidget(window)
    tabs.setObjectName("MainTabs")
    tabs.setDocumentMode(True)
    tabs.addTab(central, "Design")
    tab = FleetTab(window.document.game, tabs)
    tabs.addTab(tab, "Fleet")
    window.setCentralWidget(tabs)
    window.main_tabs = tabs
    links = FleetLinks(window, tab, tabs)
    window.fleet_links = links  # kept alive with the window
    return tab


class FleetLinks:
    """The window-side actions of the Fleet tab (dialogs, jobs, the design editor)."""

    def __init__(self, window, tab: FleetTab, tabs: QTabWidget):
        self.window, self.tab, self.tabs = window, tab, tabs
        # The fleet's own autosave file beside the design's (the window's timer and crash hook
        # reach it through window.autosave_now).
        self.autosave = Autosave(window.autosave.folder.parent, kind="fleet")
        b = tab.buttons
        b["new"].clicked.connect(self.new_fleet)
        b["open"].clicked.connect(self.open_dialog)
        b["save"].clicked.connect(self.save)
        b["save_as"].clicked.connect(self.save_as)
        b["add_file"].clicked.connect(lambda: tab.add_file_dialog(window.dialogs))
        tab.export_requested.connect(self.export_dialog)
        tab.open_design_requested.connect(self.open_design)
        window.refreshed.connect(self.design_edited)
        tabs.currentChanged.connect(self._tab_changed)
        menu = window.menuBar().addMenu("F&leet")
        for key, text, slot in (("fleet_show", "Show &fleet", self.show),
                                ("fleet_open", "&Open fleet…", self.open_dialog),
                                ("fleet_save", "&Save fleet", self.save),
                                ("fleet_export", "&Export battle pack…", self.export_dialog)):
            action = QAction(text, window)
            action.triggered.connect(lambda _c=False, s=slot: s())
            menu.addAction(action)
            window.actions[key] = action

    def confirm_close(self) -> bool:
        """True when the window may close: the fleet is clean, saved now, or discarded."""
        doc = self.tab.document
        if not doc.dirty:
            return True
        answer = self.window.dialogs.ask_unsaved(f"fleet {doc.fleet.fleet}")
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
        doc = self.tab.document
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
        if not self.window.dialogs.ask_recover([f"fleet {newest.name}{where}"]):
            newest.discard()
            return False
        try:
            document = FleetDocument.recovered(newest.file, newest.original)
        except LoadError as exc:  # e.g. a design it names is gone; the autosave stays
            self.window.dialogs.show_error("Cannot recover fleet", str(exc))
            return False
        self.tab.set_document(document)
        self.show()
        self._tab_changed(self.tabs.currentIndex())
        newest.discard()
        self.autosave_now()  # this session owns the recovered fleet from now on
        self.window.show_status(f"Recovered unsaved fleet: {newest.name}")
        return True

    def show(self) -> None:
        self.tabs.setCurrentWidget(self.tab)

    def _tab_changed(self, index: int) -> None:
        # Undo follows what is shown: the fleet's edits on the Fleet tab, the design's elsewhere.
        stack = self.tab.document.stack if self.tabs.widget(index) is self.tab else self.window.document.stack
        if stack not in self.window.undo_group.stacks():
            self.window.undo_group.addStack(stack)
        self.window.undo_group.setActiveStack(stack)

    def new_fleet(self) -> None:
        self.tab.set_document(FleetDocument.new(self.window.document.game))
        self._tab_changed(self.tabs.currentIndex())

    def open_dialog(self) -> bool:
        path = self.window.dialogs.ask_open_path(str(self.tab.document.loaded.folder))
        return self.open_path(path) if path else False

    def open_path(self, path) -> bool:
        """Open a fleet file on the Fleet tab (its own Open button)."""
        return self.tab.open_fleet(path) and self._opened(Path(path))

    def open_loaded(self, loaded: LoadedFleet) -> bool:
        """Show a fleet File > Open or a dropped file has read already."""
        self.tab.set_document(FleetDocument(loaded, loaded.path))
        return self._opened(loaded.path)

    def _opened(self, path: Path) -> bool:
        self.show()
        self._tab_changed(self.tabs.currentIndex())
        self.window.recent.add(path)
        self.window.show_status(f"Opened fleet {path}")
        return True

    def save(self) -> bool:
        """Save to the fleet's file; Save As for a new fleet or one of the bundled catalogs."""
        path = self.tab.document.path
        if path is None or is_bundled(path):
            return self.save_as()
        return self._saved(self.tab.save_fleet())

    def save_as(self) -> bool:
        doc = self.tab.document
        path = self.window.dialogs.ask_save_path(str(save_proposal(doc.path, doc.fleet.fleet, "fleet")))
        return self._saved(self.tab.save_fleet(path)) if path else False

    def _saved(self, ok: bool) -> bool:
        if ok:
            self.autosave.clear()  # saved work needs no autosave
            self.window.show_status(f"Saved fleet {self.tab.document.path}")
        return ok

    def open_design(self, row: int) -> bool:
        """Open the design of entry ``row`` in the editor (asking about unsaved work first).
        A standard design is not edited in place: the editor gets an untitled copy, which the
        player saves as their own design (the catalog stays as the book has it)."""
        window, doc = self.window, self.tab.document
        ref = doc.fleet.ships[row].design
        if not window.confirm_discard():
            return False
        if is_catalog_ref(ref):
            standard = doc.game.standard_design(ref.removeprefix("catalog:").split("/")[-1])
            if standard is None or not window.new_design(doc.game, f"catalog:{standard.id}"):
                return False
            window.show_status(f"{standard.name} is a standard design: editing a copy; save it "
                               "and add it to the fleet to use your version")
        elif not window.open_file(doc.design_file(row)):
            return False
        self.tabs.setCurrentIndex(0)
        return True

    def design_edited(self) -> None:
        """The editor's design changed: if the fleet names its file, the totals follow."""
        doc = self.window.document
        if doc is not None and doc.path is not None and not is_bundled(doc.path):  # a copy
            self.tab.document.design_changed(doc.path, LoadedDesign(doc.design, doc.game, doc.path))

    def export_dialog(self) -> bool:
        doc = self.tab.document
        path = self.window.dialogs.ask_export_path(str(export_proposal(doc.path, doc.fleet.fleet, "fleet")))
        return self.export(path) if path else False

    def export(self, path: str | Path, paper: str = "a4") -> bool:
        """Start writing the battle pack; the window's ``job_finished`` reports the result."""
        try:
            sheet = battle_pack([self.tab.evaluation()], paper)
        except BattlePackError as exc:
            self.window.dialogs.show_error("Cannot print the fleet", str(exc))
            return False
        doc = self.tab.document
        target, inputs = Path(path), [doc.path, *(d.path for d in doc.loaded.designs)]
        self.window.run_job(f"Exporting {target.name}…", lambda: export_pdf(sheet, target, inputs),
                            lambda p: f"Exported battle pack {p}")
        return True
