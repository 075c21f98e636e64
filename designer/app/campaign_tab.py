"""The Campaign tab: a campaign's sides, fleets and named ships (status, what is left), its log
and its findings on the left; on the right the Ship state mode, the ship chosen on its record
sheet with its marks, where a click on a box marks it (issue 26 §2)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from designer.app.sheet_preview import PreviewPane
from designer.core.campaign import CampaignReport, status_text
from designer.core.numbers import format_points

SHIP_ROLE = Qt.ItemDataRole.UserRole  # a ship row's ship name


class CampaignTab(QWidget):
    """What the campaign shows; ``ship_chosen(name)`` when a named ship is picked."""

    ship_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel("No campaign open", self)
        self.title.setStyleSheet("font-weight: 600;")
        self.title.setWordWrap(True)
        bar = QHBoxLayout()
        bar.addWidget(self.title, 1)
        self.buttons = {
            key: QPushButton(text, self)
            for key, text in (
                ("open", "Open…"),
                ("save", "Save"),
                ("repair", "Repair ship…"),
                ("replenish", "Replenish ship…"),
            )
        }
        for button in self.buttons.values():
            bar.addWidget(button)
        outer.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        left = QSplitter(Qt.Orientation.Vertical, split)
        self.ships = QTreeWidget(left)
        self.ships.setHeaderLabels(["Side / fleet / ship", "Design", "Status", "What is left"])
        self.ships.header().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.log = QTableWidget(0, 4, left)
        self.log.setHorizontalHeaderLabels(["Turn", "Kind", "Side", "Entry"])
        self.log.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.log.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.log.verticalHeader().hide()
        self.findings = QListWidget(left)
        for widget in (self.ships, self.log, self.findings):
            left.addWidget(widget)
        left.setSizes([400, 200, 80])
        right = QWidget(split)
        box = QVBoxLayout(right)
        box.setContentsMargins(0, 0, 0, 0)
        self.state_header = StateHeader(right)
        box.addWidget(self.state_header)
        self.sheet = PreviewPane(right)
        self.sheet.title.setText("Ship state (click a box to mark it)")
        box.addWidget(self.sheet, 1)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([520, 640])
        outer.addWidget(split, 1)
        self.ships.currentItemChanged.connect(self._picked)
        self.ships.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def _picked(self, item: QTreeWidgetItem | None, _old) -> None:
        name = item.data(0, SHIP_ROLE) if item is not None else None
        if name:
            self.ship_chosen.emit(name)

    def show_report(self, report: CampaignReport, where) -> None:
        """Fill the tables from ``report``; ``where(finding)`` locates a finding in the file."""
        c = report.campaign
        length = f" ({c.turn_length})" if c.turn_length else ""
        self.title.setText(f"{c.campaign} · {report.loaded.game.title} · turn {c.turn}{length}")
        chosen = self.current_ship()
        self.ships.blockSignals(True)
        self.ships.clear()
        for side in report.sides:
            budget = f" of {format_points(side.side.budget)}" if side.side.budget is not None else ""
            top = QTreeWidgetItem(
                self.ships, [side.side.name, "", "", f"{format_points(side.points)} points{budget}"]
            )
            for fleet in side.fleets:
                where_at = f" at {fleet.fleet.location}" if fleet.fleet.location else ""
                row = QTreeWidgetItem(
                    top,
                    [
                        f"{fleet.fleet.name}{where_at}",
                        fleet.evaluation.fleet.fleet,
                        "",
                        f"{format_points(fleet.points_left)} points left",
                    ],
                )
                for ship in fleet.ships:
                    item = QTreeWidgetItem(
                        row, [ship.ship.name, ship.entry.design_name, status_text(ship.ship), ship.summary]
                    )
                    item.setData(0, SHIP_ROLE, ship.ship.name)
                    item.setToolTip(3, ship.summary)
                    if ship.ship.name == chosen:
                        self.ships.setCurrentItem(item)
        self.ships.expandAll()
        for column in (0, 2):  # the names, and the statuses with their battles
            self.ships.resizeColumnToContents(column)
        self.ships.blockSignals(False)
        self.log.setRowCount(len(c.log))
        for n, entry in enumerate(c.log):
            for col, text in enumerate((str(entry.turn), entry.kind, entry.side or "", entry.text)):
                self.log.setItem(n, col, QTableWidgetItem(text))
        self.findings.clear()
        for finding in report.findings:
            self.findings.addItem(f"{finding.severity}: {finding.message} ({where(finding)})")
        if not report.findings:
            self.findings.addItem("No findings: every ship's state fits its design.")

    def show_state(self, title: str, left: str) -> None:
        """The Ship state header: the ship on one line, what is left of it on the next."""
        self.state_header.set_lines(title, left)

    def current_ship(self) -> str | None:
        item = self.ships.currentItem()
        return item.data(0, SHIP_ROLE) if item is not None else None


class StateHeader(QWidget):
    """Two lines of text drawn by itself: what it says changes with every mark, and a label
    would ask the window to lay itself out again each time (every widget repainted, a frame
    lost); this one only repaints itself. The second line is cut to the width; all of it is
    the tooltip."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.lines = ("Ship state: choose a named ship", "")
        self.setFixedHeight(self.fontMetrics().lineSpacing() * 2 + 6)

    def set_lines(self, title: str, left: str) -> None:
        self.lines = (title, left)
        self.setToolTip(left)
        self.update()

    def text(self) -> str:
        return "\n".join(self.lines)

    def paintEvent(self, _event) -> None:  # Qt's name
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        metrics, step = self.fontMetrics(), self.fontMetrics().lineSpacing()
        for n, line in enumerate(self.lines):
            shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, max(10, self.width() - 4))
            painter.drawText(2, 2 + metrics.ascent() + n * step, shown)
