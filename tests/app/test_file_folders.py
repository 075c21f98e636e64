"""File dialogs start in the player's documents folder and remember the last folder of each
kind of file: designs, fleets, exports (issue 15 item 11)."""

from __future__ import annotations

import shutil
from pathlib import Path

from designer.core.paths import CATALOGS

from tests.app.conftest import HEAVY_CRUISER

FLEET = CATALOGS / "full-thrust" / "fleets" / "convoy-990-anglian.yaml"


def test_dialogs_start_in_the_documents_folder(window, dialogs, documents_dir):
    documents_dir.mkdir(parents=True)
    assert not window.files.open_dialog()  # cancelled
    assert not window.fleet.open_dialog()
    assert window.compare.with_file() is None
    assert dialogs.folders == [str(documents_dir)] * 3


def test_without_a_hullwright_folder_they_start_in_documents(window, dialogs, documents_dir):
    documents_dir.parent.mkdir(parents=True)
    window.files.open_dialog()
    assert dialogs.folders == [str(documents_dir.parent)]


def test_each_kind_remembers_its_last_folder(qtbot, make_window, dialogs, tmp_path, documents_dir):
    designs, fleets, exports = (tmp_path / name for name in ("designs", "fleets", "exports"))
    for folder in (designs, fleets, exports):
        folder.mkdir()
    shutil.copy(HEAVY_CRUISER, designs / "cruiser.yaml")
    shutil.copy(FLEET, fleets / "convoy.yaml")
    window = make_window()
    dialogs.open_path = designs / "cruiser.yaml"
    assert window.files.open_dialog()
    dialogs.open_path = fleets / "convoy.yaml"
    assert window.fleet.open_dialog()
    dialogs.export_path = exports / "cruiser.pdf"
    with qtbot.waitSignal(window.job_finished, timeout=20000):
        assert window.output.export_dialog()
    dialogs.folders.clear()
    dialogs.open_path = None  # cancelled each time: only where they start is looked at
    window.files.open_dialog()
    window.fleet.add_file_dialog()  # a design, from the designs' folder
    window.fleet.open_dialog()
    assert dialogs.folders == [str(designs), str(designs), str(fleets)]
    # Kept for the next session, as preferences.
    again = make_window()
    assert again.prefs.folder("exports") == exports
    dialogs.export_path = None  # cancelled: only what was proposed is looked at
    again.output.export_dialog()
    assert Path(dialogs.suggested).parent == exports
    # A folder since deleted: back to the documents folder.
    shutil.rmtree(designs)
    assert again.prefs.folder("designs") != designs


def test_save_as_proposes_the_designs_folder(window, dialogs, tmp_path, documents_dir):
    window.files.new_design(window.document.game)  # untitled
    window.files.save_as()
    assert Path(dialogs.suggested) == documents_dir / "new-design.yaml" and documents_dir.is_dir()
    dialogs.save_path = tmp_path / "mine" / "ship.yaml"
    dialogs.save_path.parent.mkdir()
    assert window.files.save_as()
    window.files.new_design(window.document.game)
    window.files.save_as()
    assert Path(dialogs.suggested).parent == tmp_path / "mine"
