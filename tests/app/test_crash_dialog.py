"""Crashes a player can report (issue 25 item 5): an error raised inside a slot of the window
autosaves the work, writes the crash log and shows a dialog saying what happened, where the work
is, where the log is, with "Copy report" (version, platform, Qt, the traceback, the last edits;
no file contents). Nothing is sent anywhere."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer, qVersion
from PySide6.QtWidgets import QApplication

from designer import __version__
from designer.app.crash_dialog import Crash, CrashDialog, report_text, safety_text
from designer.app.dialogs import Dialogs
from designer.app.launch import install_crash_hook
from designer.core.design_file import load_design

from tests.app.conftest import HEAVY_CRUISER


class Boom(RuntimeError):
    pass


def crash_in_a_slot(qtbot, window, monkeypatch) -> CrashDialog:
    """Raise inside a timer's slot with the real crash hook and the real Dialogs installed; the
    dialog's exec is replaced by one that records it and returns at once (no blocking)."""
    shown: list[CrashDialog] = []
    monkeypatch.setattr(CrashDialog, "exec", lambda self: shown.append(self) or 0)
    scripted, window.dialogs = window.dialogs, Dialogs(window)
    monkeypatch.setattr(sys, "excepthook", lambda *exc: None)  # what ran before the hook
    install_crash_hook(window)  # monkeypatch puts the test's hook back afterwards

    def slot():
        raise Boom("the slot broke")

    QTimer.singleShot(0, slot)
    try:
        qtbot.waitUntil(lambda: bool(shown), timeout=3000)
    finally:
        window.dialogs = scripted  # the window's teardown asks the scripted ones, never a person
    return shown[0]


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_shows_the_crash_dialog_with_the_autosave_and_the_log(
    qtbot, make_window, state_dir, monkeypatch
):
    window = make_window()
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.add_from_palette("minelayer")
    edited = window.document.design
    dialog = crash_in_a_slot(qtbot, window, monkeypatch)

    # the log: the traceback, in the state folder
    [log] = state_dir.glob("crash-*.log")
    assert "Boom: the slot broke" in log.read_text(encoding="utf-8")
    # the autosave: the edited design, loadable
    assert window.autosave.file.exists()
    assert load_design(window.autosave.file).design == edited
    # the dialog says what happened, that nothing was lost and where, and where the log is
    assert dialog.crash.log == log and dialog.crash.saved == (window.autosave.file,)
    assert "the slot broke" in dialog.what.text()
    assert "Nothing was lost" in dialog.safety.text() and str(window.autosave.file) in dialog.safety.text()
    assert str(log) in dialog.log.text() and "Nothing is sent anywhere" in dialog.log.text()

    report = dialog.copy_report()
    assert QApplication.clipboard().text() == report
    assert f"Hullwright {__version__}" in report and f"Qt: {qVersion()}" in report
    assert "Platform: " in report and "Boom: the slot broke" in report and "def slot" not in report
    assert "  1. " in report and window.document.stack.text(0) in report  # the last edit, by name
    # no file contents: not a line of the design file the window has open
    for line in HEAVY_CRUISER.read_text(encoding="utf-8").splitlines():
        if len(line.strip()) > 12:
            assert line.strip() not in report
    window.autosave.release()


def test_with_nothing_unsaved_the_dialog_says_so():
    crash = Crash("Traceback ...\nKeyError: 'mass'\n", None, (), unsaved=False)
    assert crash.summary() == "KeyError: 'mass'"
    assert safety_text(crash) == "Nothing was lost: you had no unsaved changes."
    assert "Crash log: not written" in report_text(crash) and "(none)" in report_text(crash)


def test_when_the_autosave_failed_the_dialog_says_why_and_what_to_do():
    crash = Crash("ValueError: x", None, (), unsaved=True, autosave_problem="autosave failed: disk full")
    assert safety_text(crash).startswith(
        "Your unsaved work could not be autosaved (autosave failed: disk full)"
    )
    assert "File > Save As" in safety_text(crash)


def test_the_last_actions_are_the_newest_ten_oldest_first(make_window, qtbot):
    from designer.app.crash_dialog import last_actions

    window = make_window()
    for _ in range(12):
        with qtbot.waitSignal(window.refreshed, timeout=3000):
            window.edits.add_from_palette("minelayer")
    stack = window.document.stack
    assert stack.index() == 12
    assert last_actions(window) == tuple(stack.text(i) for i in range(2, 12))
    window.document.stack.undo()
    assert last_actions(window)[-1] == stack.text(10)  # an undone edit is no longer "done"
