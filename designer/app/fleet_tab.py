"""The Fleet tab: build a fleet from design files and standard designs, set counts, watch the
budget bar and the fleet's findings update live, open a design, export the battle pack.

Game-neutral: it shows whatever the fleet's game evaluates. Edits go through the
:class:`FleetDocument` (one undo step each); every new fleet state schedules one batched
refresh that re-evaluates once and emits :attr:`FleetTab.refreshed`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from designer.app.list_table import select_row
from designer.app.theme import theme_for
from designer.app.window_files import save_problem
from designer.core.numbers import counted, format_points
from designer.app.findings_view import FindingsView
from designer.app.fleet_document import FleetDocument
from designer.app.house_rules import house_rules_text
from designer.core.atomic import SaveError
from designer.core.errors import LoadError
from designer.core.evaluation import Finding
from designer.core.fleet import FleetEvaluation, fleet_options
from designer.core.fleet_model import MAX_COUNT
from designer.core.game import CATALOG, Game
from designer.core.line_refs import without_line_refs

COLUMNS = ("Ship", "Design", "Count", "Points", "Subtotal", "Legal", "Force")
NAME, DESIGN, COUNT, POINTS, SUBTOTAL, LEGAL, FORCE = range(7)
MAX_BUDGET = 1_000_000_000
EMPTY_HINT = (
    "No ships yet. Pick a standard design above and press Add standard, or add a design "
    "file; adding a design the fleet has already adds to its count."
)


points_text = format_points  # the one points formatter


class FleetTab(QWidget):
    """``refreshed`` fires when the table, budget bar and findings show the current fleet;
    ``open_design_requested(row)`` asks the window to open the design of entry ``row``;
    ``problem(title, message)`` reports what could not be done, for the window to show."""

    refreshed = Signal()
    open_design_requested = Signal(object)
    export_requested = Signal()
    problem = Signal(str, str)  # (title, message): a file that cannot be read or written
    changed_on_disk = Signal()  # another program changed the fleet's file
    referenced_changed = Signal(object)  # or a file its designs name (the path)

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("FleetTab")
        self.document: FleetDocument | None = None
        self.last_error = ""  # why the last add or move was refused
        self._catalog_for: tuple | None = None  # (game, profile) the chooser's points are for
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh_now)
        self._build()
        self.set_document(FleetDocument.new(game, parent=self))

    # --- layout --------------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.buttons: dict[str, QPushButton] = {}
        layout.addLayout(self._build_name_line())
        self._build_budget(layout)
        layout.addLayout(self._build_add_row())
        layout.addWidget(self._build_ships(), 1)
        layout.addLayout(self._build_row_buttons())

    def _build_name_line(self) -> QHBoxLayout:
        """Name, budget, game and house rules of the fleet."""
        top = QHBoxLayout()
        top.addWidget(QLabel("Fleet:"))
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(200)
        self.name_edit.editingFinished.connect(lambda: self.document.set_fleet_name(self.name_edit.text()))
        top.addWidget(self.name_edit, 2)
        top.addWidget(QLabel("Budget:"))
        self.budget_spin = QSpinBox(self)
        self.budget_spin.setRange(0, MAX_BUDGET)
        self.budget_spin.setSingleStep(100)
        self.budget_spin.setSpecialValueText("no budget")
        self.budget_spin.setToolTip("Points the fleet may spend (0: no budget, totals only)")
        self.budget_spin.valueChanged.connect(lambda v: self.set_budget(v or None))
        self.budget_spin.editingFinished.connect(lambda: self.document.typing_finished())
        top.addWidget(self.budget_spin)
        self.game_label = QLabel(self)
        top.addWidget(self.game_label)
        self.house_rules = QLabel(self)  # "House rules: NAME vN" while a profile is in force
        self.house_rules.setObjectName("FleetHouseRules")
        self.house_rules.setStyleSheet(f"color: {theme_for(self).warn.name()}; font-weight: 600;")
        self.house_rules.hide()
        top.addWidget(self.house_rules)
        return top

    def _build_budget(self, layout: QVBoxLayout) -> None:
        """The budget bar, the fleet's other budgets and its rule switches."""
        self.budget_bar = QProgressBar(self)
        self.budget_bar.setObjectName("FleetBudgetBar")
        self.budget_bar.setTextVisible(True)
        self.budget_bar.setMinimumHeight(24)
        self.budget_bar.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.budget_bar)
        self.forces_label = QLabel(self)  # the fleet's other budgets (fixed defence forces...)
        self.forces_label.setWordWrap(True)
        layout.addWidget(self.forces_label)
        self.rules_row = QHBoxLayout()
        self.rule_boxes: dict[str, QCheckBox] = {}
        layout.addLayout(self.rules_row)

    def _build_add_row(self) -> QHBoxLayout:
        """Fleet file commands and the ways to add a ship."""
        adds = QHBoxLayout()
        for key, text, tip in (
            ("new", "New fleet", "Start an empty fleet of this game"),
            ("open", "Open fleet…", "Open a fleet file"),
            ("save", "Save fleet", "Save the fleet file"),
            ("save_as", "Save fleet as…", "Save the fleet to another file"),
            ("add_file", "Add design file…", "Add a design file to the fleet"),
        ):
            self.buttons[key] = self._button(adds, text, tip)
        self.catalog = QComboBox(self)
        self.catalog.setToolTip("Standard designs of the fleet's game")
        adds.addWidget(self.catalog, 1)
        self.buttons["add_catalog"] = self._button(adds, "Add standard", "Add the chosen standard design")
        self.buttons["add_catalog"].clicked.connect(self._add_catalog_choice)
        return adds

    def _build_ships(self) -> QSplitter:
        """The ships table (with its empty-fleet hint) over the fleet's findings."""
        split = QSplitter(Qt.Orientation.Vertical, self)
        self._build_table(split)
        self.findings = FindingsView(split, "No rule problems: the fleet is legal.")
        self.findings.activated_finding.connect(self.select_finding)
        ships = QWidget(split)
        column = QVBoxLayout(ships)
        column.setContentsMargins(0, 0, 0, 0)
        self.empty_hint = QLabel(EMPTY_HINT, ships)
        self.empty_hint.setObjectName("FleetEmptyHint")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setContentsMargins(4, 8, 4, 8)
        self.empty_hint.setStyleSheet(f"color: {theme_for(self).caption.name()}; font-style: italic;")
        column.addWidget(self.empty_hint)
        column.addWidget(self.table, 1)
        split.addWidget(ships)
        split.addWidget(self.findings)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        return split

    def _build_table(self, parent: QWidget) -> None:
        """The ships: one row an entry, its name editable in place."""
        self.table = QTableWidget(0, len(COLUMNS), parent)
        self.table.setObjectName("FleetShips")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the next pane; arrows move inside
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(DESIGN, QHeaderView.ResizeMode.Stretch)
        self.table.setColumnWidth(NAME, 180)
        self.table.horizontalHeaderItem(NAME).setToolTip(
            "The ship's own name, where it has one (double-click to name it)"
        )
        self.table.verticalHeader().setVisible(False)
        self.table.itemChanged.connect(self._item_changed)
        self.table.doubleClicked.connect(self._double_clicked)

    def _build_row_buttons(self) -> QHBoxLayout:
        """What to do with the selected ships, the totals and the fleet's outputs."""
        rows = QHBoxLayout()
        self.buttons["remove"] = self._button(rows, "Remove", "Remove the selected ships (Delete)")
        self.buttons["duplicate"] = self._button(rows, "Duplicate", "Duplicate the selected ships (Ctrl+D)")
        self.buttons["up"] = self._button(rows, "Move up", "Move the selected ship up (Ctrl+Up)")
        self.buttons["down"] = self._button(rows, "Move down", "Move the selected ship down (Ctrl+Down)")
        self.buttons["open_design"] = self._button(rows, "Open design", "Edit the selected design")
        rows.addStretch(1)
        self.totals = QLabel(self)
        rows.addWidget(self.totals)
        self.buttons["roster"] = self._button(
            rows,
            "Roster",
            "The roster as Markdown or CSV, as hullwright fleet --format prints it: to paste or to save",
        )
        self.buttons["export"] = self._button(
            rows, "Export battle pack…", "Roster, every record sheet and a quick reference"
        )
        self.buttons["remove"].clicked.connect(self.remove_selected)
        self.buttons["duplicate"].clicked.connect(self.duplicate_selected)
        self.buttons["up"].clicked.connect(lambda: self.move_selected(-1))
        self.buttons["down"].clicked.connect(lambda: self.move_selected(1))
        self.buttons["open_design"].clicked.connect(self.open_selected)
        self.buttons["export"].clicked.connect(self.export_requested.emit)
        return rows

    def _button(self, layout, text: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        layout.addWidget(button)
        return button

    # --- the document --------------------------------------------------------------------------
    def set_document(self, document: FleetDocument) -> None:
        if self.document is not None:
            self.document.changed.disconnect(self.schedule_refresh)
            self.document.deleteLater()
        self.document = document
        document.setParent(self)
        document.changed.connect(self.schedule_refresh)
        document.disk.changed.connect(self.changed_on_disk.emit)
        document.referenced.changed.connect(self.referenced_changed.emit)
        if self.isVisible():  # else when first shown: pricing every design takes a while
            self.fill_catalog()
        self._fill_rules(document.game)
        self.refresh_now()

    def showEvent(self, event) -> None:  # Qt's name
        self.fill_catalog()
        super().showEvent(event)

    def fill_catalog(self) -> list[str]:
        """The fleet game's standard designs in the chooser, each with the points the rules
        compute for it under the fleet's house rules (the book's figure is not there for every
        design, nor for a profile); their labels."""
        game, profile = self.document.game, self.document.profile
        if self._catalog_for != (game, profile):
            self._catalog_for = (game, profile)
            with QSignalBlocker(self.catalog):
                self.catalog.clear()
                for standard in game.standard_designs:
                    points = game.standard_points(standard, profile)
                    said = f" ({format_points(points)} pts)" if points is not None else ""
                    self.catalog.addItem(f"{standard.name}{said}", f"{CATALOG}{standard.id}")
        return [self.catalog.itemText(i) for i in range(self.catalog.count())]

    def _fill_rules(self, game: Game) -> None:
        """A check box per on/off fleet rule of the game (the campaign's half-fleet rule...)."""
        for box in self.rule_boxes.values():
            box.setParent(None)
            box.deleteLater()
        self.rule_boxes = {}
        for option in game.fleet_rules.rule_options:
            if option.choices:
                continue  # only on/off rules have a box; others are set in the fleet file
            box = QCheckBox(option.title, self)
            box.setToolTip(without_line_refs(option.description))
            box.toggled.connect(lambda on, key=option.key: self.document.set_rule(key, on))
            self.rules_row.addWidget(box)
            self.rule_boxes[option.key] = box

    def set_rule(self, key: str, value) -> bool:
        return self.document.set_rule(key, value)

    def schedule_refresh(self) -> None:
        self._timer.start()

    def evaluation(self) -> FleetEvaluation:
        return self.document.evaluation()

    def refresh_now(self) -> None:
        """Bring the table, the budget bar, the totals and the findings up to the fleet now."""
        self._timer.stop()
        result = self.document.evaluation()
        fleet = result.fleet
        with QSignalBlocker(self.name_edit):
            if self.name_edit.text() != fleet.fleet:
                self.name_edit.setText(fleet.fleet)
        with QSignalBlocker(self.budget_spin):
            self.budget_spin.setValue(int(fleet.budget or 0))
        options = fleet_options(result.game, fleet)
        for key, box in self.rule_boxes.items():
            with QSignalBlocker(box):
                box.setChecked(options.get(key) is True)
        self._show_table(result)
        self._show_budget(result)
        self.findings.show_findings(result.findings)
        self.buttons["open_design"].setEnabled(bool(result.entries))
        self.empty_hint.setVisible(not result.entries)
        if self.isVisible() and self._catalog_for != (result.game, self.document.profile):
            self.fill_catalog()  # the house rules changed: so do the standard designs' points
        where = self.document.path.name if self.document.path else "not saved yet"
        self.game_label.setText(f"{result.game.title} - {where}{' *' if self.document.dirty else ''}")
        self.house_rules.setText(house_rules_text(self.document.profile))
        self.house_rules.setVisible(self.document.profile is not None)
        self.refreshed.emit()

    def _show_table(self, result: FleetEvaluation) -> None:
        selected = self.selected_rows()
        # The Ship column holds a ship's own name only: the design's is in the next column.
        rows = [
            (
                e.ship.name or "",
                e.design_name,
                e.count,
                e.points,
                e.subtotal,
                e.legal,
                e.path,
                e.ship.force or "",
            )
            for e in result.entries
        ]
        rows += [
            (x.item, "(not a ship)", x.count, x.points_each, x.subtotal, None, x.path, x.force or "")
            for x in result.extras
        ]
        with QSignalBlocker(self.table):
            self.table.setRowCount(len(rows))
            self.table.setColumnHidden(FORCE, not result.fleet.forces)
            for r, (name, design, count, each, subtotal, legal, path, force) in enumerate(rows):
                editable = r < len(result.entries)
                cells = (
                    name,
                    design,
                    str(count),
                    points_text(each),
                    points_text(subtotal),
                    "" if legal is None else "yes" if legal else "NOT LEGAL",
                    force,
                )
                for c, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                    if editable and c in (NAME, COUNT):
                        flags |= Qt.ItemFlag.ItemIsEditable
                    item.setFlags(flags)
                    if c >= COUNT:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    if legal is False:
                        item.setForeground(theme_for(self).bad)
                    item.setToolTip(path)
                    self.table.setItem(r, c, item)
            for n, r in enumerate(r for r in selected if r < self.table.rowCount()):
                select_row(self.table, r, add=n > 0)

    def _show_budget(self, result: FleetEvaluation) -> None:
        bar, total, budget = self.budget_bar, result.total_points, result.forces[0].budget
        main = result.forces[0]
        if budget is None:
            bar.setRange(0, 1)
            bar.setValue(0)
            bar.setFormat(f"{points_text(main.points)} points (no budget set)")
            bar.setStyleSheet("")
        else:
            # In thousandths of the budget: a Qt bar holds 32-bit ints, fleets may not.
            bar.setRange(0, 1000)
            bar.setValue(round(1000 * min(float(main.points) / float(budget), 1.0)) if budget else 1000)
            if main.over:
                bar.setFormat(
                    f"{points_text(main.points)} of {points_text(budget)} points - "
                    f"{points_text(-main.remaining)} OVER budget"
                )
                bar.setStyleSheet(f"QProgressBar::chunk {{ background: {theme_for(self).bad.name()}; }}")
            else:
                bar.setFormat(
                    f"{points_text(main.points)} of {points_text(budget)} points - "
                    f"{points_text(main.remaining)} remaining"
                )
                bar.setStyleSheet(f"QProgressBar::chunk {{ background: {theme_for(self).ok.name()}; }}")
        others = [
            f"{f.name}{' (fixed)' if f.fixed else ''}: {points_text(f.points)} of "
            f"{points_text(f.budget)}" + (" - OVER" if f.over else "")
            for f in result.forces[1:]
        ]
        self.forces_label.setText("Other forces - " + "; ".join(others) if others else "")
        self.forces_label.setVisible(bool(others))
        verdict = "legal" if result.legal else "NOT LEGAL"
        self.totals.setText(f"{counted(result.ship_count, 'ship')}, {points_text(total)} points - {verdict}")

    # --- intents -------------------------------------------------------------------------------
    def add_design(self, ref: str | Path, count: int = 1) -> int:
        """Add a design file or ``catalog:<id>``; -1 (reason in ``last_error``) when refused."""
        try:
            row = self.document.add_design(ref, count)
        except LoadError as exc:
            self.last_error = str(exc)
            self._report("Cannot add the design", str(exc))
            return -1
        self.last_error = ""
        return row

    def _add_catalog_choice(self) -> None:
        self.fill_catalog()
        ref = self.catalog.currentData()
        if ref:
            self.add_design(ref)

    def set_count(self, row: int, count: int) -> bool:
        return self.document.set_count(row, count)

    def set_budget(self, budget: float | None) -> bool:
        return self.document.set_budget(budget)

    def selected_rows(self) -> list[int]:
        entries = len(self.document.fleet.ships) if self.document else 0
        return sorted({i.row() for i in self.table.selectionModel().selectedRows() if i.row() < entries})

    def select_row(self, row: int) -> None:
        select_row(self.table, row)

    def remove_selected(self) -> None:
        rows = self.selected_rows()
        if rows:
            self.document.remove(rows)

    def duplicate_selected(self) -> list[int]:
        """Copy the selected entries (one undo step); the copies are selected."""
        placed = self.document.duplicate(self.selected_rows())
        self._select_after_refresh(placed)
        return placed

    def move_selected(self, delta: int) -> int:
        """Move the one selected entry up (-1) or down (1) as one undo step; it stays selected.
        Its new row, or -1 (the reason in ``last_error``)."""
        rows = self.selected_rows()
        to = self.document.move(rows[0], delta) if len(rows) == 1 else -1
        self.last_error = (
            "select one ship to move"
            if len(rows) != 1
            else "the ship is already " + ("first" if delta < 0 else "last")
            if to < 0
            else ""
        )
        if to >= 0:
            self._select_after_refresh([to])
        return to

    def _select_after_refresh(self, rows: list[int]) -> None:
        """Select ``rows`` once the table shows the new fleet (it keeps the old selection)."""
        self.refresh_now()
        for n, row in enumerate(rows):
            select_row(self.table, row, add=n > 0)

    def open_selected(self) -> None:
        rows = self.selected_rows() or ([0] if self.document.fleet.ships else [])
        if rows:
            self.open_design_requested.emit(rows[0])

    def select_finding(self, finding: Finding) -> None:
        """A finding at ``ships[i]`` selects that row."""
        path = finding.path
        if path.startswith("ships["):
            try:
                self.select_row(int(path[6 : path.index("]")]))
            except ValueError:
                pass

    def _item_changed(self, item: QTableWidgetItem) -> None:
        row, col = item.row(), item.column()
        if row >= len(self.document.fleet.ships):
            return
        if col == COUNT:
            try:
                count = int(item.text().strip())
            except ValueError:
                count = 0
            if not 1 <= count <= MAX_COUNT or not self.set_count(row, count):
                self.schedule_refresh()  # put the cell back
        elif col == NAME:
            self.document.set_ship_name(row, item.text())

    def _double_clicked(self, index) -> None:
        if index.column() == DESIGN and index.row() < len(self.document.fleet.ships):
            self.open_design_requested.emit(index.row())

    def _report(self, title: str, message: str) -> None:
        self.problem.emit(title, message)

    # --- files ---------------------------------------------------------------------------------
    def save_fleet(self, path: str | Path | None = None) -> bool:
        try:
            self.document.save(path)
        except (SaveError, LoadError, OSError) as exc:  # every failure: a dialog, nothing lost
            self._report("Cannot save fleet", save_problem(Path(path or self.document.path), exc))
            return False
        return True
