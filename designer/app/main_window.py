"""The designer window: editor panes on the left and centre, findings below, the live sheet on
the right, the budget header on top.

Data flows one way. Widgets emit intents; the edit controller (``window.edits``:
``apply_edit``, ``run_operation``) turns them into the game's operations and pushes each result as
one undo step on the :class:`DesignDocument`; every new design schedules one batched refresh (a
zero-time single-shot timer), which evaluates once, updates each view (told which paths changed)
with its signals blocked, swaps in the new display list and emits :attr:`MainWindow.refreshed`.
"""

from __future__ import annotations

import operator
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar, QSplitter, QTabWidget, QVBoxLayout, QWidget

from designer.app.analysis_tab import AnalysisTab
from designer.app.autosave import INTERVAL_MS, Autosave, LiveSessions
from designer.app.compare_component import CompareComponent, CompareServices
from designer.app.dialogs import Dialogs
from designer.app.document import DesignDocument
from designer.app.editor_panes import EditorPanes, ListPane
from designer.app.findings_view import FindingsView
from designer.app.fixes_view import FixesView
from designer.app.campaign_component import CampaignComponent, CampaignServices
from designer.app.fleet_component import FleetComponent, FleetServices
from designer.app.preferences import Preferences
from designer.app.recent_files import RecentFiles
from designer.app.sheet_preview import PreviewPane
from designer.app.status_line import StatusLine
from designer.app.theme import theme_for
from designer.app.window_editing import EditController, EditServices
from designer.app.window_files import DiskQuestions, FileController, FileServices, dropped_file
from designer.app.window_house_rules import HouseRulesController, HouseRulesServices
from designer.app.window_menus import add_action, build_menus
from designer.app.window_output import OutputController, OutputServices
from designer.app.window_paths import FolderDialogs
from designer.core import registry
from designer.core.game import Game


SPLIT_SIZES = (340, 540, 520)  # left column, middle, sheet preview: their first widths
LEFT_WIDEST = 520  # a wide design form scrolls past this rather than squeezing the middle
PREVIEW_NARROWEST = 400  # the middle widens to show its table whole, down to this much sheet
MIDDLE_CHROME = 16  # the list pane's margins and the tab page's frame around a table
FINDINGS_HEIGHT = 110  # the findings' first height: a few entries; the tables take the rest


class MainWindow(QMainWindow):
    """``findings_refreshed`` fires when header, findings and tables show the current design,
    ``refreshed`` when the sheet preview does too.

    The window lays out its views, refreshes them, and wires signals and menus to its
    controllers, each given a typed services object naming what it uses: ``edits``
    (:class:`EditController`), ``files`` (:class:`FileController`), ``output``
    (:class:`OutputController`: print options, export, print), ``house_rules``
    (:class:`HouseRulesController`), ``fleet`` (the Fleet tab and its menu, a
    :class:`~designer.app.fleet_component.FleetComponent`), ``campaign`` (the Campaign tab and
    Ship state mode, a :class:`~designer.app.campaign_component.CampaignComponent`) and
    ``compare`` (File > Compare with and the compare windows it opened). It owns by name:
    ``document`` (the design edited),
    ``panes`` (built from its game's editor spec), ``prefs`` (paper, print options, folders,
    house rules), ``folders`` (file dialogs that remember their folder), ``disk`` (questions
    about files changed on disk), ``status`` (the status line), ``recent``, ``autosave`` and
    ``dialogs``; ``sessions`` are the autosave files of the application's running windows
    (:class:`LiveSessions`), shared when the application passes one in."""

    findings_refreshed = Signal()
    refreshed = Signal()
    job_finished = Signal(str)  # export or print done (or failed): the status message

    def __init__(
        self,
        document: DesignDocument | None = None,
        state_folder: str | Path | None = None,
        dialogs: Dialogs | None = None,
        autosave_ms: int = INTERVAL_MS,
        recent: RecentFiles | None = None,
        sessions: LiveSessions | None = None,
    ):
        super().__init__()
        self.setObjectName("MainWindow")
        self.dialogs = dialogs or Dialogs(self)
        self.sessions = sessions or LiveSessions()  # shared by the application's windows
        self.autosave = Autosave(state_folder, live=self.sessions)
        self.recent = recent or RecentFiles(self.autosave.folder.parent)
        self.prefs = Preferences(self.autosave.folder.parent)
        self.folders = FolderDialogs(self.dialogs, self.prefs)
        self.undo_group = QUndoGroup(self)
        self.panes: EditorPanes | None = None
        self.document: DesignDocument | None = None
        self._changed: tuple[str, ...] | None = None  # paths changed since the last refresh
        self.last_refresh_ms = 0.0  # how long the last refresh took (benchmarks read it)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(lambda: self.refresh_now(defer_preview=True))
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(0)
        self._preview_timer.timeout.connect(self._refresh_preview)
        self._refresh_started = 0.0
        self._title_of: tuple | None = None  # what the title was worked out from (_update_title)
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setInterval(autosave_ms)
        self._autosave_timer.timeout.connect(self.autosave_now)
        self._autosave_timer.start()
        if document is None:
            game = next(iter(registry.games().values()))
            document = DesignDocument.new(game)
        self._build_frame()
        self._build_controllers(document.game)
        build_menus(self)
        self.setAcceptDrops(True)
        self.resize(1400, 900)
        self.set_document(document)
        self.show_autosave_state()

    # --- the controllers, each given what it needs ---------------------------------------------
    def _build_controllers(self, game: Game) -> None:
        """In the order they use each other: the fleet uses files, output and house rules;
        editing, the fleet's tab. What each reaches late (the document, the fleet) is a getter."""
        self.output = _output_controller(self)
        self.house_rules = _house_rules_controller(self)
        self.disk = DiskQuestions(self.status)
        self.files = _file_controller(self)
        self.fleet = _fleet_component(self, game)
        self.campaign = _campaign_component(self)  # after the fleet: its undo follows the tab last
        self.edits = _edit_controller(self)
        self.compare = _compare_component(self)
        self.analysis_tab = _analysis_tab(self)

    # --- layout --------------------------------------------------------------------------------
    def _build_frame(self) -> None:
        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.setSpacing(6)
        self.header_slot = QVBoxLayout()
        outer.addLayout(self.header_slot)
        self.split = QSplitter(Qt.Orientation.Horizontal, central)
        self.left = QSplitter(Qt.Orientation.Vertical, self.split)
        self.middle = QSplitter(Qt.Orientation.Vertical, self.split)
        # The findings, and under them the fixes of the one selected: one pane of the splitter.
        findings_box = QWidget(self.middle)
        box = QVBoxLayout(findings_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        self.findings = FindingsView(findings_box)
        box.addWidget(self.findings, 1)
        self.fixes = FixesView(findings_box)
        box.addWidget(self.fixes)
        self.preview_pane = PreviewPane(self.split)
        self.preview = self.preview_pane.preview
        for widget in (self.left, self.middle, self.preview_pane):
            self.split.addWidget(widget)
        self.split.setSizes(list(SPLIT_SIZES))
        self.split.setStretchFactor(1, 1)
        self.split.setStretchFactor(2, 1)
        outer.addWidget(self.split, 1)
        # Design | Fleet: the fleet component adds its tab.
        self.main_tabs = QTabWidget(self)
        self.main_tabs.setObjectName("MainTabs")
        self.main_tabs.setDocumentMode(True)
        self.main_tabs.addTab(central, "Design")
        self.setCentralWidget(self.main_tabs)
        self.status_text = QLabel(self)
        self.status = StatusLine(self.status_text, self.dialogs)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # busy indicator while a job runs
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        self.autosave_warning = QLabel(self)  # stays while autosave is off or failing
        self.autosave_warning.setObjectName("AutosaveWarning")
        self.autosave_warning.setStyleSheet(f"color: {theme_for(self).bad.name()}; font-weight: 600;")
        self.autosave_warning.hide()
        self.statusBar().addWidget(self.status_text, 1)
        self.statusBar().addPermanentWidget(self.autosave_warning)
        self.statusBar().addPermanentWidget(self.progress)

    def _install_panes(self, document: DesignDocument) -> None:
        if self.panes is not None and self.panes.editor is document.editor:
            return
        if self.panes is not None:
            for widget in self.panes.widgets():
                widget.setParent(None)
                widget.deleteLater()
        panes = self.panes = EditorPanes(document.game, document.editor, self)
        self.header_slot.addWidget(panes.header)
        self.left.addWidget(panes.hull_area)
        self.left.addWidget(panes.palette_box)
        self.left.setStretchFactor(0, 0)
        self.left.setStretchFactor(1, 1)
        self.left.setChildrenCollapsible(False)
        # The form as tall as it asks, the palette the rest (never under its own minimum rows);
        # the column as wide as the form's narrowest layout, within bounds.
        form = panes.hull_area.widget()
        self.left.setSizes([form.sizeHint().height(), panes.palette_box.minimumSizeHint().height()])
        width = form.minimumSizeHint().width() + panes.hull_area.verticalScrollBar().sizeHint().width()
        sizes = self.split.sizes() if self.split.isVisible() else list(SPLIT_SIZES)
        sizes[0] = min(max(width, SPLIT_SIZES[0]), LEFT_WIDEST)
        self.split.setSizes(sizes)
        self.middle.insertWidget(0, panes.tab_box)
        self.middle.setStretchFactor(0, 3)
        self.middle.setStretchFactor(1, 0)  # a taller window gives its height to the tables
        self.middle.setSizes([900 - FINDINGS_HEIGHT, FINDINGS_HEIGHT])
        edits = self.edits
        for signal in panes.form_signals():
            signal.connect(edits.apply_edit)
        panes.palette.add_requested.connect(lambda key: edits.add_from_palette(key))
        for pane in panes.lists.values():
            self._wire_list(pane)

    def _wire_list(self, pane: ListPane) -> None:
        path, edits = pane.spec.path, self.edits
        pane.model.edit_requested.connect(lambda p, v, label: edits.apply_edit(p, v, label))
        pane.table.palette_dropped.connect(lambda key, row: edits.add_from_palette(key, row))
        pane.table.selectionModel().selectionChanged.connect(lambda *_: edits.show_row(pane))
        pane.row_editor.edited.connect(edits.apply_edit)
        pane.row_editor.refused.connect(lambda reason: self.status.show(f"Refused: {reason}"))
        pane.row_editor.operation_requested.connect(
            lambda op_id: edits.run_operation(self.document.editor.operation(op_id), edits.selection(path))
        )
        actions = {
            "add": edits.add_palette_selection,
            "duplicate": lambda: edits.duplicate_selected(path),
            "remove": lambda: edits.remove_selected(path),
            "up": lambda: edits.move_selected(-1, path),
            "down": lambda: edits.move_selected(1, path),
        }
        for key, button in pane.buttons.items():
            button.clicked.connect(actions[key])

    # --- the document --------------------------------------------------------------------------
    def set_document(self, document: DesignDocument) -> None:
        """Show ``document`` (replacing the current one without asking: callers ask first)."""
        old = self.document
        if old is not None:
            old.changed.disconnect(self._design_changed)
            old.file_changed.disconnect(self._update_title)
            old.editor_changed.disconnect(self._editor_changed)
            self.undo_group.removeStack(old.stack)
            old.deleteLater()
        self.document = document
        document.setParent(self)
        self.undo_group.addStack(document.stack)
        self.fleet.undo_follows_tab()  # the design's undo only while the Design tab is shown
        # Its house rules and sheet preferences before it is shown (no refresh of their own).
        profile, problem = self.house_rules.profile_for(document.game, document.design.profile, document.path)
        document.set_profile(profile)
        self.output.show_sheet_preferences()
        document.changed.connect(self._design_changed)
        document.file_changed.connect(self._update_title)
        document.editor_changed.connect(self._editor_changed)
        document.disk.changed.connect(self.files.design_changed_on_disk)
        document.referenced.changed.connect(
            lambda path: document.referenced_changed(path, self.dialogs.ask_file_changed, self.status.show)
        )  # a file the design names
        self._install_panes(document)
        if problem:
            self.status.show(problem)
        self.autosave.last = None
        self._changed = None
        self.refresh_now()
        if self.isVisible():
            self._fit_middle()

    def showEvent(self, event) -> None:  # Qt's name
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_middle)  # once the columns have their shown widths

    def _fit_middle(self) -> None:
        """Widen the middle column until its table shows every column whole (a BSCS table's
        Section column was cut), taking the width from the sheet preview down to
        :data:`PREVIEW_NARROWEST`."""
        pane = self.panes.current_list()
        if pane is None:
            return
        sizes = self.split.sizes()
        need = pane.table.full_width() + MIDDLE_CHROME - sizes[1]
        take = min(need, sizes[2] - PREVIEW_NARROWEST)
        if take > 0:
            self.split.setSizes([sizes[0], sizes[1] + take, sizes[2] - take])

    def _editor_changed(self) -> None:
        """Other house rules: the panes are built again from the document's new editor (the
        palette's prices and systems are the profile's); the refresh that follows fills them."""
        self._install_panes(self.document)

    def _update_title(self) -> None:
        doc = self.document
        # An edit asks three times (its refresh, the file's and the undo stack's signals): the
        # title is worked out again only when what it shows may differ.
        shown = (doc, doc.design, doc.path, doc.dirty)
        if self._title_of is not None and all(map(operator.is_, shown, self._title_of)):
            return
        self._title_of = shown
        game = doc.game
        kind = f" ({game.kind_of(doc.design).title})" if len(game.design_kinds) > 1 else ""
        title = f"{doc.title}[*] — {game.title}{kind} — Hullwright"
        if title != self.windowTitle():  # set again, Qt re-sends it to the platform every edit
            self.setWindowTitle(title)
        dirty = doc.dirty
        if dirty != self.isWindowModified():
            self.setWindowModified(dirty)

    def _design_changed(self, paths: tuple[str, ...] | None) -> None:
        """Collect what changed until the batched refresh runs (None: anything may have).
        Fixes offered for the last design no longer apply: they go."""
        self.fixes.clear()
        if self._refresh_timer.isActive():
            self._changed = None if paths is None or self._changed is None else self._changed + tuple(paths)
            return
        # The first change of an event-loop turn shows its findings at once, before Qt repaints
        # the widget that made it (one paint for both); the sheet follows on the next turn.
        self._changed = None if paths is None else tuple(paths)
        self.refresh_now(defer_preview=True)

    def schedule_refresh(self) -> None:
        """Refresh every view in full on the next turn of the event loop."""
        self._changed = None
        self._refresh_timer.start()

    def refresh_now(self, defer_preview: bool = False) -> None:
        """Bring every view up to the current design (normally batched by a timer). With
        ``defer_preview`` a new record sheet is laid out on the next turn of the event loop, so
        the frame that shows the new findings is painted first."""
        self._refresh_timer.stop()
        self._refresh_started = time.perf_counter()
        doc, panes = self.document, self.panes
        design = doc.design
        changed, self._changed = self._changed, ()
        evaluation = doc.evaluation()
        # The book's points are for the design as its file states them, not for an edit of it.
        panes.header.show_evaluation(evaluation, None if doc.dirty else design.book_points)
        panes.header.show_house_rules(doc.profile)
        self.findings.show_findings(evaluation.findings)
        panes.show_design(design, changed)
        for path, pane in panes.lists.items():
            selected = pane.table.selected_rows()
            pane.model.show(design, evaluation, changed)
            if pane.totals is not None:
                pane.totals.show_evaluation(evaluation)
            if pane.view is not None:
                if pane.view.show_rows(design, evaluation):
                    # Its least height follows the rows; asked only when they change, since a
                    # relayout repaints the whole window (119 widgets an SFB edit, make bench).
                    pane.view_area.updateGeometry()
            target = self.edits.pending_select
            now: list[int] | None = None  # the rows selected now, where known without asking Qt
            if target and target.list_path == path:
                # Selected again only if it differs: re-selecting the same row empties the row
                # editor for a moment, and the widget the player is on loses the keyboard.
                if list(target.rows) != pane.table.selected_rows():
                    for n, row in enumerate(target.rows):
                        pane.table.select_row(row, add=n > 0)
                self.edits.pending_select = None
            elif selected and pane.model.rowCount():
                now = pane.table.selected_rows()
                if not now:
                    pane.table.select_row(min(selected[0], pane.model.rowCount() - 1))
                    now = None
            elif not selected:
                now = selected  # nothing was selected, and refreshing a table selects nothing
            self.edits.show_row(pane, now)
        self._update_title()
        self.findings_refreshed.emit()
        if defer_preview and not doc.pages_ready():
            self._preview_timer.start()
        else:
            self._refresh_preview()

    def _refresh_preview(self) -> None:
        self._preview_timer.stop()
        self.preview.set_pages(self.document.pages())
        self.last_refresh_ms = (time.perf_counter() - self._refresh_started) * 1000
        self.refreshed.emit()

    def show_autosave_state(self) -> None:
        """Show (or clear) the warning that unsaved work is not being autosaved, and why."""
        problems = [
            a.problem for a in (self.autosave, self.fleet.autosave, self.campaign.autosave) if a.problem
        ]
        if problems and self.autosave_warning.isHidden():
            self.status.show(problems[0])  # the reason once, in full; the mark stays
        self.autosave_warning.setVisible(bool(problems))
        self.autosave_warning.setText("⚠ Autosave off" if problems else "")
        self.autosave_warning.setToolTip("\n".join(dict.fromkeys(problems)))

    # --- what spans the design and the fleet ---------------------------------------------------
    def closeEvent(self, event) -> None:  # Qt's name
        if (
            self.files.confirm_discard()
            and self.fleet.confirm_discard()  # the unsaved fleet, too
            and self.campaign.confirm_discard()
        ):
            self.autosave.clear()
            self.autosave.release()
            self.fleet.closed()
            self.campaign.closed()
            event.accept()
        else:
            event.ignore()

    def dragEnterEvent(self, event) -> None:
        if dropped_file(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:
        path = dropped_file(event)
        if path:
            event.acceptProposedAction()
            if self.files.confirm_discard():
                self.files.open_file(path)

    def autosave_now(self) -> bool:
        """Write unsaved work, the design's and the Fleet tab's, to their autosave files (the
        timer and the crash hook call this); True when anything was written."""
        wrote = self.files.autosave_design()
        wrote = self.fleet.autosave_now() or wrote
        wrote = self.campaign.autosave_now() or wrote
        self.show_autosave_state()
        return wrote

    def offer_recovery(self) -> bool:
        """If an earlier session left unsaved work (a design, a fleet), offer it; True when any
        was recovered. Broken notes set aside on the way are reported in the status bar."""
        design = self.files.offer_recovery()
        recovered = self.fleet.offer_recovery() or design
        recovered = self.campaign.offer_recovery() or recovered
        self.report_set_aside()
        return recovered

    def report_set_aside(self) -> None:
        """Say which broken state files (autosave notes, the recent list) were set aside."""
        owners = [
            self.autosave,
            self.recent,
            self.prefs,
            self.fleet.autosave,
            self.fleet.recent,
            self.campaign.autosave,
        ]
        moved = [path for owner in owners for path in owner.set_aside]
        for owner in owners:
            owner.set_aside.clear()
        if moved:
            self.status.show("Set aside what Hullwright could not read: " + ", ".join(str(p) for p in moved))


# --- the controllers, each given what it needs (built in this order by _build_controllers) ---------


def _output_controller(window: MainWindow) -> OutputController:
    return OutputController(
        OutputServices(
            document=lambda: window.document,
            dialogs=window.dialogs,
            prefs=window.prefs,
            folders=window.folders,
            status=window.status,
            progress=window.progress,
            job_finished=window.job_finished.emit,
        )
    )


def _house_rules_controller(window: MainWindow) -> HouseRulesController:
    return HouseRulesController(
        HouseRulesServices(
            document=lambda: window.document,
            fleet=lambda: window.fleet.document,
            prefs=window.prefs,
            dialogs=window.dialogs,
            status=window.status,
        )
    )


def _file_controller(window: MainWindow) -> FileController:
    return FileController(
        FileServices(
            document=lambda: window.document,
            set_document=window.set_document,
            open_fleet=lambda loaded: window.fleet.open_loaded(loaded),
            dialogs=window.dialogs,
            prefs=window.prefs,
            folders=window.folders,
            disk=window.disk,
            status=window.status,
            autosave=window.autosave,
            autosave_now=window.autosave_now,
            recent=window.recent,
            open_campaign=lambda path: window.campaign.open_path(path),
            ships_using=lambda path, design: window.campaign.ships_using(path, design),
            refit=lambda path, loaded: window.campaign.design_saved(path, loaded),
        )
    )


def _fleet_component(window: MainWindow, game: Game) -> FleetComponent:
    fleet = FleetComponent(
        FleetServices(
            design=lambda: window.document,
            files=window.files,
            output=window.output,
            house_rules=window.house_rules,
            folders=window.folders,
            disk=window.disk,
            dialogs=window.dialogs,
            prefs=window.prefs,
            status=window.status,
            undo_group=window.undo_group,
            state_folder=window.autosave.folder.parent,
            sessions=window.sessions,
            add_action=lambda menu, key, text, slot: add_action(window, menu, key, text, slot),
        ),
        window.main_tabs,
        game,
    )
    window.refreshed.connect(fleet.design_edited)  # a design the fleet names: its totals follow
    return fleet


def _campaign_component(window: MainWindow) -> CampaignComponent:
    return CampaignComponent(
        CampaignServices(
            dialogs=window.dialogs,
            status=window.status,
            undo_group=window.undo_group,
            state_folder=window.autosave.folder.parent,
            sessions=window.sessions,
            ask_open=lambda: window.folders.ask_open("designs", "Open campaign"),
        ),
        window.main_tabs,
    )


def _edit_controller(window: MainWindow) -> EditController:
    """Editing, and the views that ask for it: a finding chosen, a fix applied, the sheet
    clicked (its row selected)."""
    edits = EditController(
        EditServices(
            document=lambda: window.document,
            panes=lambda: window.panes,
            fixes=window.fixes,
            status=window.status,
            schedule_refresh=window.schedule_refresh,
            tabs=window.main_tabs,
            fleet_tab=window.fleet.tab,
        )
    )
    window.findings.activated_finding.connect(edits.finding_chosen)
    window.fixes.fix_chosen.connect(edits.apply_fix)
    window.preview.canvas.ref_clicked.connect(edits.select_finding)
    return edits


def _compare_component(window: MainWindow) -> CompareComponent:
    return CompareComponent(
        CompareServices(
            document=lambda: window.document,
            folders=window.folders,
            dialogs=window.dialogs,
            status=window.status,
            parent=window,
        )
    )


def _analysis_tab(window: MainWindow) -> AnalysisTab:
    """What the design can do (issue 28): computed only while its tab is shown."""
    tab = AnalysisTab(lambda: window.document, window.main_tabs)
    window.main_tabs.addTab(tab, "Analysis")
    window.findings_refreshed.connect(tab.design_refreshed)
    window.main_tabs.currentChanged.connect(lambda _index: tab.tab_changed())
    return tab
