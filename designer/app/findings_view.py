"""The findings list: errors and warnings with their rule; activating one selects its place."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QSignalBlocker, QSize, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QStyle, QWidget

from designer.app.theme import theme_for
from designer.core.evaluation import Finding
from designer.core.line_refs import without_line_refs

SEVERITY_ICON = {
    "error": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "info": QStyle.StandardPixmap.SP_MessageBoxInformation,
}


class FindingsView(QListWidget):
    """One entry a finding: the message, then its rule and where it is; wrapped, never cut.
    ``activated_finding(finding)`` when the player clicks or presses Enter on one."""

    activated_finding = Signal(object)

    def __init__(
        self, parent: QWidget | None = None, empty_message: str = "No rule problems: the design is legal."
    ):
        super().__init__(parent)
        self.setObjectName("FindingsView")
        self.empty_message = empty_message
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setSpacing(2)
        self.setIconSize(QSize(18, 18))
        self.setAlternatingRowColors(True)
        self.findings: tuple[Finding, ...] | None = None
        self.itemClicked.connect(self._emit)
        self.itemActivated.connect(self._emit)

    def show_findings(self, findings: Sequence[Finding]) -> None:
        findings = tuple(findings)
        if findings == self.findings:
            return
        old, self.findings = self.findings, findings
        if findings and old and len(old) == len(findings):
            # Usually one figure in one message changed: rewrite only the entries that differ
            # (a cleared list lays out and repaints every entry again).
            with QSignalBlocker(self):
                for n, (was, f) in enumerate(zip(old, findings)):
                    if was != f:
                        self._write(self.item(n), f, was.severity != f.severity)
            return
        with QSignalBlocker(self):
            self.clear()
            if not findings:
                item = QListWidgetItem(self.empty_message)
                item.setForeground(QBrush(theme_for(self).ok))
                self.addItem(item)
                return
            for f in findings:
                item = QListWidgetItem()
                self._write(item, f, True)
                self.addItem(item)

    def _write(self, item: QListWidgetItem, f: Finding, severity: bool) -> None:
        """Show ``f`` in ``item``; its icon and colour too when ``severity`` (they follow it)."""
        where = f" · {f.path}" if f.path else ""
        item.setText(f"{f.message}\n{without_line_refs(f.rule) or f.code}{where}")
        if severity:
            theme = theme_for(self)
            item.setIcon(self.style().standardIcon(SEVERITY_ICON[f.severity]))
            color = {"error": theme.bad, "warning": theme.warn}.get(f.severity, theme.text)
            item.setForeground(QBrush(color))
        # The book's section only: seed line numbers stay in the data (JSON, the catalogs).
        section = without_line_refs(f.rule)
        item.setToolTip(
            f"{f.code} ({f.severity}): {without_line_refs(f.message)}"
            + (f"\nRulebook: {section}" if section else "")
        )

    def message_at(self, index: int) -> str:
        """The message shown for entry ``index`` (its first line)."""
        return self.item(index).text().split("\n", 1)[0]

    def activate(self, index: int) -> None:
        """Act as if the player clicked finding ``index`` (tests and keyboard)."""
        item = self.item(index)
        self.setCurrentItem(item)
        self._emit(item)

    def _emit(self, item: QListWidgetItem) -> None:
        index = self.row(item)
        if self.findings and 0 <= index < len(self.findings):
            self.activated_finding.emit(self.findings[index])
