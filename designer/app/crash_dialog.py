"""What the player sees when the window hits an error nobody expected: one sentence on what
happened, whether their work is safe (the autosave and where it is), the crash log's path, and
"Copy report", which puts a report on the clipboard for them to paste wherever they choose.

Nothing is ever sent anywhere. The report holds the version, the platform, the Qt version, the
traceback and the last edits by name (the undo stack's texts): no file contents.
"""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from designer import __version__

PRODUCT = "Hullwright"  # the product's display name (issue 25: the rename sweep uses this)
LAST_ACTIONS = 10  # how many of the last edits the report names


@dataclass(frozen=True)
class Crash:
    """One unhandled error in the window, as the dialog tells it."""

    traceback: str
    log: Path | None  # the crash log written, None when the state folder could not take it
    saved: tuple[Path, ...]  # autosave files holding the unsaved work (design, fleet)
    unsaved: bool  # whether there was unsaved work at all
    autosave_problem: str | None = None  # why the autosave could not be written
    actions: tuple[str, ...] = ()  # the last edits, oldest first

    def summary(self) -> str:
        """The error's last line (``KeyError: 'mass'``): what happened, for the first sentence."""
        lines = [line for line in self.traceback.strip().splitlines() if line.strip()]
        return lines[-1].strip() if lines else "an unknown error"


def last_actions(window, limit: int = LAST_ACTIONS) -> tuple[str, ...]:
    """The texts of the last ``limit`` edits done in the window's active undo stack (a design's
    or the Fleet tab's), oldest first: what the player did just before the error."""
    stack = window.undo_group.activeStack()
    if stack is None:
        return ()
    done = stack.index()
    return tuple(stack.text(i) for i in range(max(0, done - limit), done))


def report_text(crash: Crash) -> str:
    """The report "Copy report" puts on the clipboard (plain text, no file contents)."""
    actions = "\n".join(f"  {i}. {text}" for i, text in enumerate(crash.actions, 1)) or "  (none)"
    return (
        f"{PRODUCT} {__version__} crash report\n"
        f"Platform: {platform.platform()} ({platform.machine()})\n"
        f"Python: {platform.python_version()}{' (bundled)' if getattr(sys, 'frozen', False) else ''}\n"
        f"Qt: {qVersion()}, PySide6 {pyside_version}\n"
        f"Crash log: {crash.log or 'not written'}\n"
        f"Last actions (oldest first):\n{actions}\n\n"
        f"{crash.traceback.rstrip()}\n"
    )


def safety_text(crash: Crash) -> str:
    """Whether anything was lost: where the autosave is, or why there is none."""
    if crash.saved:
        where = ", ".join(str(p) for p in crash.saved)
        return (
            f"Nothing was lost: your unsaved work was autosaved to {where} and is offered "
            "back the next time you start."
        )
    if not crash.unsaved:
        return "Nothing was lost: you had no unsaved changes."
    why = f" ({crash.autosave_problem})" if crash.autosave_problem else ""
    return f"Your unsaved work could not be autosaved{why}: save it now with File > Save As before you go on."


class CrashDialog(QDialog):
    """The crash dialog. ``copy_report`` puts :func:`report_text` on the clipboard; nothing is
    sent anywhere."""

    def __init__(self, crash: Crash, parent: QWidget | None = None):
        super().__init__(parent)
        self.crash = crash
        self.setObjectName("CrashDialog")
        self.setWindowTitle(f"{PRODUCT}: something went wrong")
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        self.what = self._label(
            f"<b>{PRODUCT} hit an error it did not expect</b> "
            f"({_escape(crash.summary())}); what you did last may not have "
            "finished."
        )
        self.safety = self._label(_escape(safety_text(crash)))
        log = (
            f"The details are in the crash log {_escape(str(crash.log))}."
            if crash.log
            else "The crash log could not be written (the state folder is not writable)."
        )
        self.log = self._label(
            log + " To report the problem, copy the report and paste it into "
            "your message. Nothing is sent anywhere by itself."
        )
        for label in (self.what, self.safety, self.log):
            layout.addWidget(label)
        layout.addStretch(1)  # spare height below the text, not between its paragraphs
        buttons = QDialogButtonBox(self)
        self.copy_button = QPushButton("&Copy report", self)
        self.copy_button.setObjectName("CopyReport")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton("C&ontinue", QDialogButtonBox.ButtonRole.AcceptRole)
        close.setDefault(True)
        self.copy_button.clicked.connect(self.copy_report)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _label(self, html: str) -> QLabel:
        label = QLabel(html, self)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        return label

    def copy_report(self) -> str:
        text = report_text(self.crash)
        QApplication.clipboard().setText(text)
        self.copy_button.setText("Report &copied")
        return text


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def crash_of(window, traceback_text: str, log: Path | None) -> Crash:
    """What the window's state says about the crash, once its work was autosaved."""
    owners = [window.autosave, window.fleet.autosave]
    saved = tuple(owner.file for owner in owners if owner.file.exists())
    unsaved = bool(saved) or (window.document is not None and window.document.dirty)
    problem = next((owner.problem for owner in owners if owner.problem), None)
    return Crash(traceback_text, log, saved, unsaved, problem, last_actions(window))
