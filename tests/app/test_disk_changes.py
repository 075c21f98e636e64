"""Issue 22, section 6 (b, c): the window loses nothing to the file system.

(b) Save As to a name longer than the file system allows (300 characters; Linux allows 255 bytes)
raised an uncaught OSError from the target check, outside the save's error handling: now every
failed save shows the "Cannot save" dialog and the work stays unsaved.

(c) A file another program changed was silently overwritten on Save. Now the window watches the
design's and the fleet's files, asks (reload or keep yours) when one changes, and checks the
file again before saving over it; a file touched but not changed is not a change."""

from __future__ import annotations

import os
import shutil

import pytest

from designer.core.design_file import load_design
from designer.core.fleet_file import load_fleet

from tests.app.conftest import HEAVY_CRUISER

LONG = "x" * 300 + ".yaml"


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


@pytest.fixture
def cruiser_file(tmp_path):
    path = tmp_path / "cruiser.yaml"
    shutil.copyfile(HEAVY_CRUISER, path)
    return path


@pytest.fixture
def cruiser(make_window, cruiser_file):
    return make_window(cruiser_file)


def other_program_renames(path, name: str) -> None:
    """Another program's edit: the design's name changed, written in place with a new time."""
    text = path.read_text("utf-8")
    old = load_design(path).design.name
    path.write_text(text.replace(f"name: {old}", f"name: {name}", 1), "utf-8")
    stat = os.stat(path)
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))  # a later second
    assert load_design(path).design.name == name


# --- (b) every failure to save says so -------------------------------------------------------------
def test_save_as_a_name_too_long_shows_the_dialog(qtbot, window, dialogs, tmp_path):
    with refreshed(qtbot, window):
        window.edits.apply_edit("name", "Long Voyage")
    dialogs.save_path = tmp_path / LONG
    window.actions["save_as"].trigger()  # raised OSError: File name too long, and no dialog
    assert len(dialogs.errors) == 1
    title, message = dialogs.errors[0]
    assert title == "Cannot save design"
    assert "File name too long" in message and "choose another place" in message
    assert window.document.dirty and window.isWindowModified()


def test_save_fleet_as_a_name_too_long_shows_the_dialog(qtbot, window, dialogs, tmp_path):
    tab = window.fleet.tab
    with qtbot.waitSignal(tab.refreshed, timeout=3000):
        tab.add_design("catalog:destroyer")
    dialogs.save_path = tmp_path / LONG
    assert not window.fleet.save_as()
    assert [t for t, _m in dialogs.errors] == ["Cannot save fleet"]
    assert "choose another place" in dialogs.errors[0][1] and tab.document.dirty


def test_export_roster_to_a_name_too_long_says_so(qtbot, window, dialogs, tmp_path):
    tab = window.fleet.tab
    with qtbot.waitSignal(tab.refreshed, timeout=3000):
        tab.add_design("catalog:destroyer")
    assert not window.fleet.export_roster(tmp_path / ("x" * 300 + ".csv"))
    assert [t for t, _m in dialogs.errors] == ["Cannot export the roster"]
    assert "File name too long" in dialogs.errors[0][1]


# --- (c) a design changed by another program ------------------------------------------------------
def test_save_never_overwrites_a_changed_file_without_asking(qtbot, cruiser, dialogs, cruiser_file):
    """The change is made and Save pressed before any watcher reports it: Save looks itself."""
    with refreshed(qtbot, cruiser):
        cruiser.edits.apply_edit("thrust", 6)
    other_program_renames(cruiser_file, "Their Cruiser")
    dialogs.on_disk = "keep"  # the save-time question's Cancel
    assert not cruiser.files.save()
    assert dialogs.on_disk_asked == [("cruiser.yaml", True, True)]
    assert load_design(cruiser_file).design.name == "Their Cruiser"  # theirs, untouched
    assert cruiser.document.dirty and "Not saved" in cruiser.status_text.text()
    dialogs.on_disk = "overwrite"
    assert cruiser.files.save()
    saved = load_design(cruiser_file).design
    assert saved.thrust == 6 and saved.name == "Heavy Cruiser"
    assert not cruiser.document.dirty
    assert cruiser.files.save() and len(dialogs.on_disk_asked) == 2  # our own save is no change


def test_the_watcher_offers_to_reload(qtbot, cruiser, dialogs, cruiser_file):
    dialogs.on_disk = "reload"
    with refreshed(qtbot, cruiser):
        cruiser.edits.apply_edit("thrust", 6)
    other_program_renames(cruiser_file, "Their Cruiser")
    qtbot.waitUntil(lambda: cruiser.document.design.name == "Their Cruiser", timeout=5000)
    assert dialogs.on_disk_asked == [("cruiser.yaml", True, False)]
    assert not cruiser.document.dirty and cruiser.document.design.thrust == 4
    # The reloaded document watches the file in turn.
    other_program_renames(cruiser_file, "Their Cruiser II")
    qtbot.waitUntil(lambda: cruiser.document.design.name == "Their Cruiser II", timeout=5000)


def test_keeping_mine_then_save_writes_it_without_asking_again(qtbot, cruiser, dialogs, cruiser_file):
    dialogs.on_disk = "keep"
    other_program_renames(cruiser_file, "Their Cruiser")
    cruiser.document.disk.changed.emit()  # as the watcher does (its own test is above)
    assert dialogs.on_disk_asked == [("cruiser.yaml", False, False)]
    assert cruiser.document.dirty and cruiser.isWindowModified()  # differs from the file now
    assert cruiser.files.save() and len(dialogs.on_disk_asked) == 1
    assert load_design(cruiser_file).design.name == "Heavy Cruiser"


def test_a_file_touched_but_unchanged_is_no_change(qtbot, cruiser, dialogs, cruiser_file):
    with refreshed(qtbot, cruiser):
        cruiser.edits.apply_edit("thrust", 6)
    cruiser_file.write_bytes(cruiser_file.read_bytes())  # same bytes, new time
    os.utime(cruiser_file, ns=(0, os.stat(cruiser_file).st_mtime_ns + 5_000_000_000))
    assert not cruiser.document.disk.changed_on_disk()
    assert cruiser.files.save() and dialogs.on_disk_asked == []


def test_a_deleted_file_leaves_the_design_open_and_unsaved(qtbot, cruiser, dialogs, cruiser_file):
    cruiser_file.unlink()
    qtbot.waitUntil(lambda: cruiser.document.dirty, timeout=5000)
    assert dialogs.on_disk_asked == [] and "deleted or moved" in cruiser.status_text.text()
    assert cruiser.files.save() and load_design(cruiser_file).design.name == "Heavy Cruiser"


# --- (c) a fleet changed by another program -------------------------------------------------------
@pytest.fixture
def fleet_file(qtbot, window, dialogs, tmp_path):
    tab = window.fleet.tab
    with qtbot.waitSignal(tab.refreshed, timeout=3000):
        tab.add_design("catalog:destroyer")
    dialogs.save_path = tmp_path / "home.yaml"
    assert window.fleet.save_as()
    return dialogs.save_path


def other_program_sets_count(path, count: int) -> None:
    text = path.read_text("utf-8")
    entry = "- {design: 'catalog:destroyer'}"
    assert entry in text
    path.write_text(text.replace(entry, f"- {{design: 'catalog:destroyer', count: {count}}}"), "utf-8")
    stat = os.stat(path)
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    assert load_fleet(path).fleet.ships[0].count == count


def test_a_fleet_changed_on_disk_is_never_overwritten_unasked(qtbot, window, dialogs, fleet_file):
    doc = window.fleet.document
    doc.set_budget(900)
    other_program_sets_count(fleet_file, 3)
    dialogs.on_disk = "keep"
    assert not window.fleet.save()
    assert dialogs.on_disk_asked == [("fleet New fleet", True, True)]
    assert load_fleet(fleet_file).fleet.ships[0].count == 3 and doc.dirty
    dialogs.on_disk = "reload"
    assert not window.fleet.save()  # reloaded instead: theirs, and nothing of ours to save
    assert window.fleet.document.fleet.ships[0].count == 3 and not window.fleet.document.dirty


def test_the_fleet_watcher_offers_to_reload(qtbot, window, dialogs, fleet_file):
    dialogs.on_disk = "reload"
    other_program_sets_count(fleet_file, 4)
    qtbot.waitUntil(lambda: window.fleet.document.fleet.ships[0].count == 4, timeout=5000)
    assert dialogs.on_disk_asked == [("fleet New fleet", False, False)]


@pytest.mark.parametrize(
    "saving, button, answer",
    [
        (False, "Reload from disk", "reload"),
        (False, "Keep mine", "keep"),
        (True, "Overwrite it", "overwrite"),
        (True, "Reload from disk", "reload"),
        (True, "Cancel", "keep"),
    ],
)
def test_the_real_question_answers_by_its_buttons(qtbot, saving, button, answer):
    """The window's own dialog (tests elsewhere answer through ScriptedDialogs): each button
    gives its answer. A timer clicks it; a missing button closes the box (never blocks)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from designer.app.dialogs import Dialogs

    def click() -> None:
        box = QApplication.activeModalWidget()
        found = [b for b in box.buttons() if b.text() == button]
        found[0].click() if found else box.done(0)

    QTimer.singleShot(0, click)
    assert Dialogs(None).ask_file_changed("cruiser.yaml", True, saving) == answer
