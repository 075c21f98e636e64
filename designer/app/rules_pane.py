"""The design's rule options and notes: every option the game declares, with the reading each
choice stands for, and the design's free ``notes:``.

An option left at "Default" is not written to the file (the game's default, or a profile's,
applies); choosing a value writes it under ``rules:``. Edits go out as ``edited(path, value,
label, merge_key)`` like every other field, so each is one undo step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QPlainTextEdit, QWidget

from designer.core.game import Game
from designer.core.line_refs import without_line_refs
from designer.core.rule_options import RuleOption

DEFAULT = object()  # the combo entry that leaves an option unset


class RulesPane(QWidget):
    """One combo per rule option, then the notes."""

    edited = Signal(str, object, str, str)

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("RulesPane")
        self.options = game.rule_options
        self.design: Any = None
        self._session = 0
        self._shown_rules: dict[str, Any] | None = None  # the options the combos show
        form = QFormLayout(self)
        intro = QLabel(
            "Rule options where players read the book differently; each choice "
            "names the reading it stands for. Default leaves the choice to the game "
            "(or the house rules in use)."
            if self.options
            else f"{game.title} has no rule options.",
            self,
        )
        intro.setWordWrap(True)
        form.addRow(intro)
        self.combos: dict[str, QComboBox] = {}
        for option in self.options:
            combo = QComboBox(self)
            combo.setObjectName(f"rule:{option.key}")
            combo.addItem(f"Default ({_shown(option.default)})", DEFAULT)
            for value in _values(option):
                combo.addItem(_shown(value), value)
            combo.setToolTip(without_line_refs(option.description))
            combo.activated.connect(lambda i, o=option, c=combo: self._chosen(o, c.itemData(i)))
            form.addRow(option.title, combo)
            self.combos[option.key] = combo
        self.notes = QPlainTextEdit(self)
        self.notes.setObjectName("notes")
        self.notes.setTabChangesFocus(True)  # Tab goes on to the next pane, never into the text
        self.notes.setPlaceholderText("Notes kept with the design (printed nowhere)")
        self.notes.textChanged.connect(self._notes_changed)
        form.addRow("Notes", self.notes)

    def show_design(self, design: Any) -> None:
        self.design = design
        rules = dict(design.rules)
        if rules != self._shown_rules:  # most edits change no option: the combos stay as shown
            self._shown_rules = rules
            for key, combo in self.combos.items():
                with QSignalBlocker(combo):
                    index = combo.findData(rules[key]) if key in rules else 0
                    combo.setCurrentIndex(max(index, 0))
        if self.notes.toPlainText() != design.notes and not self.notes.hasFocus():
            with QSignalBlocker(self.notes):
                self.notes.setPlainText(design.notes)

    def choose(self, key: str, value: Any) -> None:
        """Pick ``value`` for option ``key`` (``DEFAULT`` to unset) as the player would."""
        option = next(o for o in self.options if o.key == key)
        self._chosen(option, value)

    def _chosen(self, option: RuleOption, value: Any) -> None:
        self._shown_rules = None  # the combo shows the choice: shown again even if refused
        rules = dict(self.design.rules) if self.design is not None else {}
        if value is DEFAULT:
            rules.pop(option.key, None)
        else:
            rules[option.key] = value
        self.edited.emit("rules", rules, option.title, "")

    def _notes_changed(self) -> None:
        self.edited.emit("notes", self.notes.toPlainText(), "notes", f"notes:{self._session}")


def _values(option: RuleOption) -> tuple:
    if option.choices:
        return option.choices
    return (True, False) if isinstance(option.default, bool) else (option.default,)


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
