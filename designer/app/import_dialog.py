"""File > Import's preview: what another tool's file becomes, and its findings, before saving."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from designer.exchange.importing import ImportPlan


class ImportPreview(QDialog):
    """The plan's mapped designs and fleet and every finding (FILE:LINE:COL: path: what), with
    Save and Cancel: nothing is written until the player has seen them."""

    def __init__(self, plan: ImportPlan, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(f"Import {plan.format}")
        self.resize(760, 420)
        layout = QVBoxLayout(self)
        mapped = QLabel("\n".join(["Mapped:", *plan.mapped]), self)
        mapped.setWordWrap(True)
        layout.addWidget(mapped)
        count = len(plan.findings)
        layout.addWidget(
            QLabel(
                f"{count} finding{'s' * (count != 1)}: what could not be mapped"
                if count
                else "No findings: everything in the file was mapped",
                self,
            )
        )
        self.findings = QListWidget(self)
        self.findings.addItems(list(plan.findings))
        self.findings.setWordWrap(True)
        self.findings.setAlternatingRowColors(True)
        self.findings.setSpacing(3)
        layout.addWidget(self.findings)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
