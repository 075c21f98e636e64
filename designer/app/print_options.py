"""The Print options dialog: the paper, the sheet options the game declares
(``Game.sheet_options``: a key, movement orders, craft group sheets, one ship a page...), copies
of each sheet and a blank sheet for designing by hand. Export, Print and Print preview all start
here; what the player chooses is kept as their preferences.

Nothing here knows a game: an on/off option is a check box, one with choices a list, a whole
number a spin box, each with the option's own title and description.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from designer.app.dialog_buttons import ok_cancel
from designer.app.theme import theme_for
from designer.core.game import Game
from designer.core.rule_options import RuleOption
from designer.sheets.export import MAX_COPIES, PAPER_TITLES, PAPERS, PrintSettings

MAX_WHOLE_NUMBER = 1000  # a whole-number sheet option (craft on a group sheet) in the box's range


class OptionControl:
    """One sheet option's widget and its value."""

    def __init__(self, option: RuleOption, value: Any, parent: QWidget):
        self.option = option
        if option.choices:
            box = QComboBox(parent)
            for choice in option.choices:
                box.addItem(str(choice), choice)
            box.setCurrentIndex(max(0, box.findData(value)))
            self.widget: QWidget = box
        elif isinstance(option.default, bool):
            self.widget = QCheckBox(option.title, parent)
            self.widget.setChecked(bool(value))
        elif isinstance(option.default, int):
            self.widget = QSpinBox(parent)
            self.widget.setRange(0, max(MAX_WHOLE_NUMBER, int(value)))
            self.widget.setValue(int(value))
        else:
            self.widget = QLineEdit(str(value), parent)
        self.widget.setObjectName(f"sheet_option:{option.key}")
        self.widget.setToolTip(option.description)

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QSpinBox):
            return w.value()
        return w.text()


class PrintOptionsDialog(QDialog):
    """Shows ``settings`` for ``game``'s sheets. ``paper``: offer the paper (a printer decides it
    itself); ``copies``: offer copies and the blank sheet (a fleet's pack prints each ship once)."""

    def __init__(
        self,
        game: Game,
        settings: PrintSettings,
        title: str = "Print options",
        paper: bool = True,
        copies: bool = True,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("PrintOptions")
        self.setWindowTitle(title)
        self.setMinimumWidth(420)
        self.game, self.settings = game, settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.paper = QComboBox(self)
        for key in PAPERS:
            self.paper.addItem(PAPER_TITLES[key], key)
        self.paper.setCurrentIndex(max(0, self.paper.findData(settings.paper)))
        self.paper.setToolTip(
            "The paper the sheets are laid out for (your default is kept for the preview and the next export)"
        )
        if paper:
            form.addRow("Paper:", self.paper)
        else:
            self.paper.hide()
            note = QLabel(
                "The printer's paper: A4 or Letter as it is; on any other paper the "
                "sheets are laid out for the nearer of the two and fitted to it.",
                self,
            )
            note.setWordWrap(True)
            form.addRow("Paper:", note)
        self.copies = QSpinBox(self)
        self.copies.setRange(1, MAX_COPIES)
        self.copies.setValue(settings.copies)
        self.copies.setToolTip("Sheets of each design: one for each ship of the class you field")
        self.blank = QCheckBox("A blank sheet to design on by hand", self)
        self.blank.setChecked(settings.blank)
        if copies:
            form.addRow("Copies of each sheet:", self.copies)
            form.addRow(self.blank)
        else:
            self.copies.hide()
            self.blank.hide()
        layout.addLayout(form)
        self.controls = self._sheet_options(game, settings, layout)
        kept = QLabel(
            "Kept for next time; the record sheet beside the editor follows the paper and the sheet options.",
            self,
        )
        kept.setWordWrap(True)
        kept.setStyleSheet(f"color: {theme_for(self).caption.name()};")
        layout.addWidget(kept)
        layout.addWidget(ok_cancel(self))

    def _sheet_options(self, game: Game, settings: PrintSettings, layout: QVBoxLayout) -> list[OptionControl]:
        box = QGroupBox(f"{game.title} sheets", self)
        form = QFormLayout(box)
        chosen = settings.for_game(game)
        controls = [OptionControl(o, chosen[o.key], box) for o in game.sheet_options]
        for control in controls:
            if isinstance(control.widget, QCheckBox):
                form.addRow(control.widget)
            else:
                form.addRow(f"{control.option.title}:", control.widget)
        if not controls:
            form.addRow(QLabel(f"{game.title} sheets have no options.", box))
        layout.addWidget(box)
        return controls

    def chosen(self) -> PrintSettings:
        """The settings as the dialog shows them now."""
        options = dict(self.settings.options)
        options.update({c.option.key: c.value() for c in self.controls})
        return PrintSettings(self.paper.currentData(), options, self.copies.value(), self.blank.isChecked())
