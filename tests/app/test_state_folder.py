"""Issue 11, items 7 and 8: the window always starts. An unusable state folder turns autosave
off with a visible warning; broken autosave notes and recent lists are set aside as
``*.broken`` with a status-bar message; crash logs go to the state folder."""

from __future__ import annotations

import json
import os
import sys

import pytest

from designer.app.launch import install_crash_hook
from designer.cli import main
from designer.core import atomic
from designer.core.atomic import SaveError
from tests.app.conftest import HEAVY_CRUISER


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def leave_autosave(state_dir, note, pid_note=True, name="session-1-dead"):
    """What an earlier session left: an autosaved design and its note (raw JSON text)."""
    folder = state_dir / "autosave"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.yaml").write_text(HEAVY_CRUISER.read_text().replace("thrust: 4", "thrust: 2"))
    (folder / f"{name}.json").write_text(note)
    return folder / f"{name}.json"


# --- an unusable state folder -------------------------------------------------------------------
@pytest.mark.parametrize("where", ["a file", "under a file"])
def test_the_window_starts_with_autosave_off_when_the_state_folder_cannot_be_made(
    qtbot, dialogs, tmp_path, monkeypatch, where
):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    state = blocker if where == "a file" else blocker / "state"
    monkeypatch.setenv("HULLWRIGHT_STATE_DIR", str(state))
    from designer.app.main_window import MainWindow

    window = MainWindow(state_folder=state, dialogs=dialogs)
    qtbot.addWidget(window)
    assert not window.autosave.enabled
    assert window.autosave_warning.isVisibleTo(window) and "Autosave off" in window.autosave_warning.text()
    assert "autosave is off" in window.status_text.text()
    window.edits.apply_edit("thrust", 5)
    assert window.autosave_now() is False
    assert blocker.read_text() == "not a folder"


def test_a_read_only_state_folder_turns_autosave_off(qtbot, make_window, monkeypatch):
    def read_only(path, data):
        raise SaveError(f"{path}: cannot write in {path.parent} (Read-only file system)")

    monkeypatch.setattr(atomic, "_write_staging", read_only)
    window = make_window()
    assert not window.autosave.enabled and window.autosave_warning.isVisibleTo(window)


def test_hullwright_open_starts_with_an_unusable_state_folder(qapp, tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    monkeypatch.setenv("HULLWRIGHT_STATE_DIR", str(blocker / "state"))
    out = tmp_path / "shot.png"
    assert main(["open", str(HEAVY_CRUISER), "--screenshot", str(out)]) == 0
    assert out.exists()


def test_a_failed_autosave_is_shown_and_cleared_by_the_next_good_one(qtbot, make_window, monkeypatch):
    window = make_window()
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 5)
    real = atomic._write_staging
    monkeypatch.setattr(
        atomic,
        "_write_staging",
        lambda path, data: (_ for _ in ()).throw(SaveError(f"{path}: No space left on device")),
    )
    assert not window.autosave_now()
    assert window.autosave_warning.isVisibleTo(window) and "No space" in window.autosave_warning.toolTip()
    monkeypatch.setattr(atomic, "_write_staging", real)
    assert window.autosave_now()
    assert not window.autosave_warning.isVisibleTo(window)


# --- broken notes and lists ------------------------------------------------------------------------
GOOD_NOTE = {"name": "Heavy Cruiser", "original": None, "saved_at": 1.0, "pid": 1}
BROKEN_NOTES = {
    "list": "[]",
    "text": '"x"',
    "number": "5",
    "null": "null",
    "yesterday": json.dumps({**GOOD_NOTE, "saved_at": "yesterday"}),
    "huge-pid": json.dumps(GOOD_NOTE).replace('"pid": 1', '"pid": 1e20'),
    "huge-int-pid": json.dumps(GOOD_NOTE).replace('"pid": 1', '"pid": ' + "9" * 30),
    "deep": "[" * 100_000 + "]" * 100_000,
    "nul-path": json.dumps({**GOOD_NOTE, "original": "/tmp/a\x00b.yaml"}),
    "not-json": "{name: x",
}


@pytest.mark.parametrize("shape", list(BROKEN_NOTES), ids=list(BROKEN_NOTES))
def test_a_broken_note_is_set_aside_and_its_work_still_offered(qtbot, make_window, dialogs, state_dir, shape):
    note = leave_autosave(state_dir, BROKEN_NOTES[shape])
    window = make_window(None)
    if shape == "huge-int-pid":  # a valid note of a pid no process can have: not running
        assert window.offer_recovery() and note.exists() is False
        return
    assert window.offer_recovery()  # the autosaved design is not lost
    assert window.document.design.thrust == 2
    assert not note.exists() and note.with_name(note.name + ".broken").exists()
    assert ".broken" in window.status_text.text()


@pytest.mark.parametrize("pid", [-1, 0])
def test_a_non_positive_pid_does_not_hide_the_autosave(qtbot, make_window, dialogs, state_dir, pid):
    leave_autosave(state_dir, json.dumps({**GOOD_NOTE, "pid": pid}))
    window = make_window(None)
    assert window.offer_recovery() and window.document.design.thrust == 2


def test_a_fifo_as_a_note_or_original_never_blocks(qtbot, make_window, dialogs, state_dir, tmp_path):
    fifo = tmp_path / "original.yaml"
    os.mkfifo(fifo)
    leave_autosave(state_dir, json.dumps({**GOOD_NOTE, "original": str(fifo)}))
    note_fifo = state_dir / "autosave" / "session-2-dead.json"
    os.mkfifo(note_fifo)
    (state_dir / "autosave" / "session-2-dead.yaml").write_text(HEAVY_CRUISER.read_text())
    window = make_window(None)
    assert window.offer_recovery()
    assert note_fifo.with_name(note_fifo.name + ".broken").exists()


RECENT = {
    "dict": '{"a": 1}',
    "text": '"x"',
    "null": "null",
    "numbers": "[1, 2]",
    "nul-path": json.dumps(["/tmp/a\x00b.yaml"]),
    "deep": "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("shape", list(RECENT), ids=list(RECENT))
def test_a_broken_recent_list_is_set_aside_and_the_window_starts(qapp, state_dir, tmp_path, shape):
    state_dir.mkdir(parents=True, exist_ok=True)
    (state_dir / "recent.json").write_text(RECENT[shape])
    leave_autosave(state_dir, "[]")
    out = tmp_path / "shot.png"
    assert main(["open", "--screenshot", str(out)]) == 0
    assert (state_dir / "recent.json.broken").exists()


def test_the_window_reports_a_set_aside_recent_list(qtbot, make_window, dialogs, state_dir):
    state_dir.mkdir(parents=True, exist_ok=True)
    (state_dir / "recent.json").write_text("[]]")
    window = make_window(None)
    assert window.recent.paths() == []
    window.offer_recovery()
    assert "recent.json.broken" in window.status_text.text()


def test_a_fifo_as_the_recent_list_never_blocks(qtbot, make_window, state_dir):
    state_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(state_dir / "recent.json")
    window = make_window(None)
    assert window.recent.paths() == [] and (state_dir / "recent.json.broken").exists()


# --- crash logs -----------------------------------------------------------------------------------
def test_the_windows_crash_hook_writes_a_crash_log_in_the_state_folder(qtbot, make_window, state_dir):
    window = make_window()
    previous = sys.excepthook
    try:
        sys.excepthook = lambda *exc: None
        try:
            raise RuntimeError("simulated crash")
        except RuntimeError:
            install_crash_hook(window)(*sys.exc_info())
    finally:
        sys.excepthook = previous
    [log] = state_dir.glob("crash-*.log")
    assert "RuntimeError: simulated crash" in log.read_text()
    window.autosave.release()


# --- item 9: --screenshot refusals are located messages, exit 2 ---------------------------------------
def test_screenshot_to_a_name_that_is_not_png_is_refused(qapp, state_dir, tmp_path, capsys):
    out = tmp_path / "shot.yaml"
    assert main(["open", str(HEAVY_CRUISER), "--screenshot", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{out}: ") and "does not end in .png" in err and not out.exists()


def test_screenshot_to_an_unwritable_place_is_refused(qapp, state_dir, tmp_path, capsys):
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    out = blocker / "shot.png"
    assert main(["open", str(HEAVY_CRUISER), "--screenshot", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{out}: ") and "Traceback" not in err and blocker.read_text() == "x"
