"""The findings list: errors and warnings with their rule; activating one selects its place."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QStyle, QTreeWidget, QTreeWidgetItem, QWidget

from designer.core.evaluation import Finding

SEVERITY_COLOR = {"error": "#c62828", "warning": "#b26a00", "info": "#37474f"}
SEVERITY_ICON = {"error": QStyle.StandardPixmap.SP_MessageBoxCritical,
                 "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
                 "info": QStyle.StandardPixmap.SP_MessageBoxInformation}


class FindingsView(QTreeWidget):
    """``activated_finding(finding)`` when the player clicks or presses Enter on a finding."""

    activated_finding = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("FindingsView")
        self.setColumnCount(3)
        self.setHeaderLabels(["Finding", "Rule", "Where"])
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setWordWrap(False)
        self.setAlternatingRowColors(True)
        self.findings: tuple[Finding, ...] | None = None
        self.itemClicked.connect(self._emit)
        self.itemActivated.connect(self._emit)
        self.header().setStretchLastSection(False)
        self.setColumnWidth(0, 420)
        self.setColumnWidth(1, 150)

    def show_findings(self, findings: Sequence[Finding]) -> None:
        findings = tuple(findings)
        if findings == self.findings:
            return
        self.findings = findings
        with QSignalBlocker(self):
            self.clear()
            if not findings:
                item = QTreeWidgetItem(["No rule problems: the design is legal.", "", ""])
                item.setForeground(0, QBrush(QColor("#2e7d32")))
                self.addTopLevelItem(item)
                return
            items = []
            for f in findings:
                item = QTreeWidgetItem([f.message, f.rule, f.path])
                item.setIcon(0, self.style().standardIcon(SEVERITY_ICON[f.severity]))
                item.setForeground(0, QBrush(QColor(SEVERITY_COLOR[f.severity])))
                item.setToolTip(0, f"{f.code} ({f.severity}): {f.message}")
                item.setToolTip(1, f"Rulebook: {f.rule}" if f.rule else "")
                items.append(item)
            self.addTopLevelItems(items)

    def activate(self, index: int) -> None:
        """Act as if the player clicked finding ``index`` (tests and keyboard)."""
        item = self.topLevelItem(index)
        self.setCurrentItem(item)
        self._emit(item)

    def _emit(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        index = self.indexOfTopLevelItem(item)
        if self.findings and 0 <= index < len(self.findings):
            self.activated_finding.emit(self.findings[index])
