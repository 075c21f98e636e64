"""The designer window: editor panes on the left and centre, findings below, the live sheet on
the right, the budget header on top.

Data flows one way. Widgets emit intents; :meth:`MainWindow.apply_edit` and
:meth:`MainWindow.run_operation` turn them into the game's operations and push each result as
one undo step on the :class:`DesignDocument`; every new design schedules one batched refresh (a
zero-time single-shot timer), which evaluates once, updates each view (told which paths changed)
with its signals blocked, swaps in the new display list and emits :attr:`MainWindow.refreshed`.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (QLabel, QMainWindow, QProgressBar, QSplitter, QVBoxLayout,
                               QWidget)

from designer.app.autosave import INTERVAL_MS, Autosave
from designer.app.compare_view import install_compare_menu
from designer.app.dialogs import Dialogs
from designer.app.document import DesignDocument
from designer.app.editor_panes import EditorPanes, ListPane
from designer.app.findings_view import FindingsView
from designer.app.fixes_view import FixesView
from designer.app.fleet_window import install_fleet_tab
from designer.app.help_menu import install_help_menu
from designer.app.recent_files import RecentFiles
from designer.app.sheet_preview import PreviewPane
from designer.app.undo_keys import UndoKeys
from designer.app.window_files import FileCommands
from designer.core import registry
from designer.core.design_path import EditError
from designer.core.editor import Location
from designer.core.evaluation import Finding
from designer.core.fixes import Fix, suggest_fixes
from designer.core.line_refs import without_line_refs
from designer.core.operations import (DUPLICATE_ROWS, MOVE_DOWN, MOVE_UP, REMOVE_ROWS, Edit,
                                      Operation, OperationRefused, Selection, set_value)


class MainWindow(FileCommands, QMainWindow):
    """``findings_refreshed`` fires when header, findings and tables show the current design,
    ``refreshed`` when the sheet preview does too."""

    findings_refreshed = Signal()
    refreshed = Signal()
    job_finished = Signal(str)  # export or print done (or failed): the status message

    def __init__(self, document: DesignDocument | None = None, state_folder: str | Path | None = None,
                 dialogs: Dialogs | None = None, autosave_ms: int = INTERVAL_MS,
                 recent: RecentFiles | None = None):
        super().__init__()
        self.setObjectName("MainWindow")
        self.dialogs = dialogs or Dialogs(self)
        self.autosave = Autosave(state_folder)
        self.recent = recent or RecentFiles(self.autosave.folder.parent)
        self.undo_group = QUndoGroup(self)
        self.panes: EditorPanes | None = None
        self.document: DesignDocument | None = None
        self._pending_select: Selection | None = None
        self._changed: tuple[str, ...] | None = None  # paths changed since the last refresh
        self._jobs = 0
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
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setInterval(autosave_ms)
        self._autosave_timer.timeout.connect(self.autosave_now)
        self._autosave_timer.start()
        self._build_frame()
        self._build_menus()
        self.setAcceptDrops(True)
        self.resize(1400, 900)
        if document is None:
            game = next(iter(registry.games().values()))
            document = DesignDocument(game, game.new_design())
        self.set_document(document)
        self.fleet_tab = install_fleet_tab(self)  # the Fleet tab (issue 5)
        self.show_autosave_state()
        install_help_menu(self)  # last, where a Help menu is looked for

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
        self.findings.activated_finding.connect(self.finding_chosen)
        self.fixes = FixesView(findings_box)
        box.addWidget(self.fixes)
        self.fixes.fix_chosen.connect(self.apply_fix)
        self.preview_pane = PreviewPane(self.split)
        self.preview = self.preview_pane.preview
        self.preview.canvas.ref_clicked.connect(self.select_finding)  # click the sheet, get the row
        for widget in (self.left, self.middle, self.preview_pane):
            self.split.addWidget(widget)
        self.split.setSizes([340, 540, 520])
        self.split.setStretchFactor(1, 1)
        self.split.setStretchFactor(2, 1)
        outer.addWidget(self.split, 1)
        self.setCentralWidget(central)
        self.status_text = QLabel(self)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # busy indicator while a job runs
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        self.autosave_warning = QLabel(self)  # stays while autosave is off or failing
        self.autosave_warning.setObjectName("AutosaveWarning")
        self.autosave_warning.setStyleSheet("color: #c62828; font-weight: 600;")
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
        self.left.addWidget(panes.hull)
        self.left.addWidget(panes.palette_box)
        self.left.setStretchFactor(1, 1)
        self.middle.insertWidget(0, panes.tabs)
        self.middle.setStretchFactor(0, 3)
        self.middle.setStretchFactor(1, 1)
        self.middle.setSizes([620, 200])
        for signal in panes.form_signals():
            signal.connect(self.apply_edit)
        panes.palette.add_requested.connect(lambda key: self.add_from_palette(key))
        for pane in panes.lists.values():
            self._wire_list(pane)

    def _wire_list(self, pane: ListPane) -> None:
        path = pane.spec.path
        pane.model.edit_requested.connect(lambda p, v, label: self.apply_edit(p, v, label))
        pane.table.palette_dropped.connect(lambda key, row: self.add_from_palette(key, row))
        pane.table.selectionModel().selectionChanged.connect(lambda *_: self._row_selected(pane))
        pane.row_editor.edited.connect(self.apply_edit)
        pane.row_editor.refused.connect(lambda reason: self.show_status(f"Refused: {reason}"))
        pane.row_editor.operation_requested.connect(
            lambda op_id: self.run_operation(self.document.editor.operation(op_id), self.selection(path)))
        actions = {"add": self._add_palette_selection,
                   "duplicate": lambda: self.duplicate_selected(path),
                   "remove": lambda: self.remove_selected(path),
                   "up": lambda: self.move_selected(-1, path),
                   "down": lambda: self.move_selected(1, path)}
        for key, button in pane.buttons.items():
            button.clicked.connect(actions[key])

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = self.file_menu = bar.addMenu("&File")
        self.actions: dict[str, QAction] = {}

        def add(menu, key, text, slot, shortcut=None):
            action = QAction(text, self)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda _checked=False: slot())
            menu.addAction(action)
            self.actions[key] = action
            return action

        add(file_menu, "new", "&New…", self.new_dialog, QKeySequence.StandardKey.New)
        add(file_menu, "open", "&Open…", self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addSeparator()
        add(file_menu, "save", "&Save", self.save, QKeySequence.StandardKey.Save)
        add(file_menu, "save_as", "Save &As…", self.save_as, QKeySequence.StandardKey.SaveAs)
        file_menu.addSeparator()
        add(file_menu, "export", "&Export PDF…", self.export_dialog, "Ctrl+E")
        add(file_menu, "print", "&Print…", self.print_dialog, QKeySequence.StandardKey.Print)
        install_compare_menu(self)
        file_menu.addSeparator()
        add(file_menu, "quit", "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit = bar.addMenu("&Edit")
        undo = self.undo_group.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_group.createRedoAction(self, "&Redo")
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit.addAction(undo)
        edit.addAction(redo)
        self.actions.update(undo=undo, redo=redo)
        self.undo_keys = UndoKeys(self, self.undo_group)
        edit.addSeparator()
        add(edit, "duplicate", "&Duplicate rows", self.duplicate_selected, "Ctrl+D")
        add(edit, "remove", "&Remove rows", self.remove_selected, QKeySequence.StandardKey.Delete)
        add(edit, "up", "Move row &up", lambda: self.move_selected(-1), "Ctrl+Up")
        add(edit, "down", "Move row do&wn", lambda: self.move_selected(1), "Ctrl+Down")
        add(edit, "search", "&Find system…", self._focus_search, QKeySequence.StandardKey.Find)
        view = bar.addMenu("&View")
        add(view, "zoom_in", "Zoom &in", self.preview.zoom_in, QKeySequence.StandardKey.ZoomIn)
        add(view, "zoom_out", "Zoom &out", self.preview.zoom_out, QKeySequence.StandardKey.ZoomOut)
        add(view, "fit", "&Fit width", self.preview.fit_width, "Ctrl+0")

    # --- the document --------------------------------------------------------------------------
    def set_document(self, document: DesignDocument) -> None:
        """Show ``document`` (replacing the current one without asking: callers ask first)."""
        old = self.document
        if old is not None:
            old.changed.disconnect(self._design_changed)
            old.file_changed.disconnect(self._update_title)
            self.undo_group.removeStack(old.stack)
            old.deleteLater()
        self.document = document
        document.setParent(self)
        self.undo_group.addStack(document.stack)
        self.undo_group.setActiveStack(document.stack)
        document.changed.connect(self._design_changed)
        document.file_changed.connect(self._update_title)
        self._install_panes(document)
        self.autosave.last = None
        self._changed = None
        self.refresh_now()

    def _update_title(self) -> None:
        doc = self.document
        self.setWindowTitle(f"{doc.title}[*] — {doc.game.title} — Drydock")
        self.setWindowModified(doc.dirty)

    def _design_changed(self, paths: tuple[str, ...] | None) -> None:
        """Collect what changed until the batched refresh runs (None: anything may have).
        Fixes offered for the last design no longer apply: they go."""
        self.fixes.clear()
        if self._refresh_timer.isActive():
            self._changed = None if paths is None or self._changed is None else self._changed + tuple(paths)
        else:
            self._changed = None if paths is None else tuple(paths)
        self._refresh_timer.start()

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
        panes.header.show_evaluation(evaluation)
        self.findings.show_findings(evaluation.findings)
        panes.show_design(design)
        for path, pane in panes.lists.items():
            selected = pane.table.selected_rows()
            pane.model.show(design, evaluation, changed)
            if pane.totals is not None:
                pane.totals.show_evaluation(evaluation)
            if pane.view is not None:
                pane.view.show_rows(design, evaluation)
            target = self._pending_select
            if target and target.list_path == path:
                for n, row in enumerate(target.rows):
                    pane.table.select_row(row, add=n > 0)
                self._pending_select = None
            elif selected and pane.model.rowCount() and not pane.table.selected_rows():
                pane.table.select_row(min(selected[0], pane.model.rowCount() - 1))
            self._show_row(pane)
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

    # --- intents -------------------------------------------------------------------------------
    def apply_edit(self, path: str, value: Any, label: str = "", merge_key: str = "") -> bool:
        """Set the value at ``path`` as one undoable edit (edits with the same ``merge_key``
        merge); False, with the reason in the status bar, when the design model refuses."""
        try:
            edit = set_value(self.document.design, path, value)
        except (EditError, KeyError, IndexError) as exc:
            self.show_status(f"Not changed: {exc}")
            self.schedule_refresh()  # put the widget back to the design's value
            return False
        return self.document.apply(edit, f"Change {label or path}", merge_key)

    def run_operation(self, operation: Operation | None, selection: Selection = Selection()) -> Edit | None:
        """Run one of the game's operations as one undo step; its reason in the status bar when
        it cannot run. What it says to select next is selected after the refresh."""
        if operation is None:
            return None
        try:
            edit = operation.run(self.document.design, selection)
        except OperationRefused as exc:
            self.show_status(f"{operation.label}: {exc}")
            return None
        self.document.apply(edit, operation.label)
        if edit.select is not None:
            self._pending_select = edit.select
        return edit

    def add_from_palette(self, key: str, row: int | None = None) -> int:
        """Run palette operation ``key`` (dropped at ``row``: there; else where the game puts
        it); returns the new row, or -1."""
        operation = self.document.editor.operation(key)
        if operation is None:
            raise KeyError(key)
        edit = self.run_operation(operation, Selection(operation.target, tuple(self.selected_rows(operation.target))
                                                       if operation.target in self.panes.lists else (), at=row))
        if edit is None:
            return -1
        self.show_status(f"Added {operation.label}")
        return edit.select.rows[0] if edit.select and edit.select.rows else -1

    def _add_palette_selection(self) -> None:
        items = self.panes.palette.tree.selectedItems()
        key = items[0].data(0, Qt.ItemDataRole.UserRole + 1) if items else None
        if key:
            self.add_from_palette(key)
        else:
            self.show_status(f"Pick a {self.document.editor.palette_noun.lower()} in the palette first "
                             "(or double-click it)")

    def _list_path(self, path: str | None) -> str | None:
        if path:
            return path
        panes = self.panes
        pane = panes.tabs.currentWidget() if panes and panes.lists else None
        return pane.spec.path if isinstance(pane, ListPane) else None

    def selection(self, list_path: str | None = None) -> Selection:
        path = self._list_path(list_path)
        return Selection(path, tuple(self.selected_rows(path))) if path else Selection()

    def selected_rows(self, list_path: str | None = None) -> list[int]:
        path = self._list_path(list_path)
        return self.panes.lists[path].table.selected_rows() if path else []

    def select_row(self, index: int, list_path: str | None = None) -> None:
        path = self._list_path(list_path)
        if path:
            pane = self.panes.lists[path]
            self.panes.tabs.setCurrentWidget(pane)
            pane.table.select_row(index)

    def _row_operation(self, operation: Operation, list_path: str | None) -> None:
        path = self._list_path(list_path)
        if path and not self.panes.lists[path].spec.fixed_rows:
            self.run_operation(operation, self.selection(path))

    def remove_selected(self, list_path: str | None = None) -> None:
        self._row_operation(REMOVE_ROWS, list_path)

    def duplicate_selected(self, list_path: str | None = None) -> None:
        self._row_operation(DUPLICATE_ROWS, list_path)

    def move_selected(self, delta: int, list_path: str | None = None) -> None:
        self._row_operation(MOVE_UP if delta < 0 else MOVE_DOWN, list_path)

    def _row_selected(self, pane: ListPane) -> None:
        self._show_row(pane)

    def _show_row(self, pane: ListPane) -> None:
        rows = pane.table.selected_rows()
        pane.row_editor.show_row(self.document.design, rows[0] if len(rows) == 1 else -1)

    def finding_chosen(self, finding: Finding) -> None:
        """A finding clicked in the list: select its place and, for an error, offer fixes."""
        self.select_finding(finding)
        if finding.severity == "error":
            doc = self.document
            self.fixes.show_fixes(finding.code, suggest_fixes(doc.game, doc.design, finding, doc.context))
        else:
            self.fixes.clear()

    def apply_fix(self, fix: Fix) -> None:
        """Apply a suggested fix as one undo step."""
        if self.run_operation(fix.operation, fix.selection) is not None:
            self.show_status(f"Applied: {fix.label}")
        self.fixes.clear()

    def select_finding(self, finding: Finding | str) -> Location:
        """Select the row or field a finding (or a design path) points at."""
        path = finding.path if isinstance(finding, Finding) else finding
        where = self.document.editor.locate(path)
        if where.kind == "row" and where.list is not None:
            pane = self.panes.lists[where.list.path]
            self.panes.tabs.setCurrentWidget(pane)
            if where.index >= 0:
                pane.table.select_row(where.index)
                pane.table.setFocus()
        elif where.kind == "field" and where.field is not None:
            if not self.panes.hull.focus_field(where.field.path):
                for section in self.panes.sections:
                    if section.form.focus_field(where.field.path):
                        self.panes.tabs.setCurrentWidget(section)
                        break
        if isinstance(finding, Finding):
            self.show_status(f"{finding.code}: {finding.message}"
                             + (f" — {without_line_refs(finding.rule)}" if finding.rule else ""))
        return where

    def _focus_search(self) -> None:
        self.panes.palette.search.setFocus()
        self.panes.palette.search.selectAll()

    def show_status(self, text: str) -> None:
        self.status_text.setText(text)

    def show_autosave_state(self) -> None:
        """Show (or clear) the warning that unsaved work is not being autosaved, and why."""
        fleet = getattr(self, "fleet_links", None)
        problems = [a.problem for a in (self.autosave, fleet.autosave if fleet else None)
                    if a is not None and a.problem]
        if problems and self.autosave_warning.isHidden():
            self.show_status(problems[0])  # the reason once, in full; the mark stays
        self.autosave_warning.setVisible(bool(problems))
        self.autosave_warning.setText("⚠ Autosave off" if problems else "")
        self.autosave_warning.setToolTip("\n".join(dict.fromkeys(problems)))
