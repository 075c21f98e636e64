"""Nothing lost for fleets: the Fleet tab's unsaved fleet is autosaved with the design's work and
offered back at the next start (a new window on the same state folder stands in for it).

Points are the standard designs' (recomputed in tests/games/full_thrust): Destroyer 92,
Frigate 65, Heavy Cruiser 238 (001 L382).
"""

from __future__ import annotations

import shutil
import sys

from designer.app.launch import install_crash_hook
from designer.core.fleet_file import load_fleet

from tests.app.conftest import HEAVY_CRUISER


def refreshed(qtbot, tab):
    return qtbot.waitSignal(tab.refreshed, timeout=3000)


def fleet_autosaves(state_dir):
    return sorted((state_dir / "autosave").glob("fleet-*.yaml"))


def crash(window, state_dir):
    """What a crash leaves: the crash hook autosaves, then the session is gone."""
    previous, reported = sys.excepthook, []
    try:
        sys.excepthook = lambda *exc: reported.append(exc[1])
        install_crash_hook(window)(RuntimeError, RuntimeError("simulated crash"), None)
    finally:
        sys.excepthook = previous
    assert [str(e) for e in reported] == ["simulated crash"]
    fleet = window.fleet
    assert fleet.autosave.file.exists()
    window.autosave.release()
    fleet.autosave.release()
    # the crashed window's own teardown must not clean up what it left behind
    window.autosave.file = state_dir / "autosave" / "unused.yaml"
    fleet.autosave.file = state_dir / "autosave" / "unused-fleet.yaml"


def test_an_unsaved_fleet_is_offered_back_after_a_crash(qtbot, make_window, dialogs, state_dir, tmp_path):
    # A design of the player's own, away from the state folder, named by a relative path once
    # the fleet is saved: the recovered fleet must still find it.
    designs = tmp_path / "designs"
    designs.mkdir()
    mine = shutil.copy(HEAVY_CRUISER, designs / "my-cruiser.yaml")
    crashed = make_window()
    tab = crashed.fleet.tab
    with refreshed(qtbot, tab):
        tab.set_budget(800)
        tab.add_design("catalog:destroyer", 3)
        tab.add_design(mine, 2)
        tab.document.set_fleet_name("Home Fleet")
    assert tab.evaluation().total_points == 3 * 92 + 2 * 238
    lost = tab.document.fleet
    crash(crashed, state_dir)
    [autosaved] = fleet_autosaves(state_dir)
    assert str(designs / "my-cruiser.yaml") in autosaved.read_text("utf-8")  # absolute

    fresh = make_window(None)
    assert fresh.offer_recovery()
    assert "recover" in dialogs.asked and dialogs.recover_names == ["fleet Home Fleet"]
    fleet, doc = fresh.fleet, fresh.fleet.tab.document
    assert fresh.main_tabs.currentWidget() is fresh.fleet.tab
    assert doc.dirty and doc.path is None
    assert doc.fleet.fleet == "Home Fleet" and doc.fleet.budget == 800
    assert [(s.design, s.count) for s in doc.fleet.ships] == [
        ("catalog:destroyer", 3),
        (str(designs / "my-cruiser.yaml"), 2),
    ]
    assert [d.design.name for d in doc.loaded.designs] == [d.design.name for d in tab.document.loaded.designs]
    with refreshed(qtbot, fresh.fleet.tab):
        fresh.fleet.tab.refresh_now()
    assert fresh.fleet.tab.evaluation().total_points == 3 * 92 + 2 * 238
    assert "*" in fresh.fleet.tab.game_label.text()
    assert fresh.undo_group.activeStack() is doc.stack
    assert fleet_autosaves(state_dir) == [fleet.autosave.file]  # owned by `fresh` now
    assert not make_window(None).offer_recovery()  # offered once

    # Saved next to the designs, the paths become relative again and still resolve.
    dialogs.save_path = designs / "home.yaml"
    assert fleet.save()
    assert "design: my-cruiser.yaml" in (designs / "home.yaml").read_text("utf-8")
    reread = load_fleet(designs / "home.yaml")
    assert [(s.count, d.path) for s, d in zip(reread.fleet.ships, reread.designs)] == [
        (3, tab.document.loaded.designs[0].path),
        (2, (designs / "my-cruiser.yaml").resolve()),
    ]
    assert lost.budget == reread.fleet.budget == 800
    assert not fleet_autosaves(state_dir)  # saved work needs no autosave


def test_a_recovered_saved_fleet_keeps_its_file_and_rules(qtbot, make_window, dialogs, state_dir, tmp_path):
    # Once saved, the fleet names its own design relative to the fleet file ("../designs/...");
    # the autosave in the state folder must still find it.
    (tmp_path / "designs").mkdir()
    (tmp_path / "fleets").mkdir()
    mine = shutil.copy(HEAVY_CRUISER, tmp_path / "designs" / "mine.yaml")
    saved_file = tmp_path / "fleets" / "fleet.yaml"
    crashed = make_window()
    tab, fleet = crashed.fleet.tab, crashed.fleet
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate", 2)
        tab.add_design(mine)
    dialogs.save_path = saved_file
    assert fleet.save() and not tab.document.dirty
    assert tab.document.fleet.ships[1].design == "../designs/mine.yaml"
    with refreshed(qtbot, tab):
        tab.set_count(0, 5)
        tab.set_rule("half_fleet", True)  # Full Thrust's campaign class-mix rule
    edited = tab.document.fleet
    assert edited.rules == {"half_fleet": True}
    crash(crashed, state_dir)

    fresh = make_window(None)
    assert fresh.offer_recovery()
    assert dialogs.recover_names == [f"fleet New fleet ({saved_file})"]
    doc = fresh.fleet.tab.document
    assert doc.path == saved_file and doc.dirty
    assert [s.count for s in doc.fleet.ships] == [5, 1] and doc.fleet.rules == edited.rules
    assert doc.loaded.designs[1].path == (tmp_path / "designs" / "mine.yaml").resolve()
    assert fresh.fleet.tab.evaluation().total_points == 5 * 65 + 238
    assert fresh.fleet.save()  # back to its own file, paths relative to it again
    reread = load_fleet(saved_file)
    assert [(s.design, s.count) for s in reread.fleet.ships] == [
        ("catalog:frigate", 5),
        ("../designs/mine.yaml", 1),
    ]
    assert reread.fleet.rules == {"half_fleet": True}


def test_a_saved_fleet_leaves_no_autosave(qtbot, make_window, dialogs, state_dir, tmp_path):
    window = make_window()
    tab, fleet = window.fleet.tab, window.fleet
    assert not window.autosave_now()  # nothing unsaved anywhere
    with refreshed(qtbot, tab):
        tab.add_design("catalog:destroyer")
    assert window.autosave_now() and fleet.autosave.file.exists()
    assert not window.autosave_now()  # unchanged since the last autosave
    dialogs.save_path = tmp_path / "saved.yaml"
    assert fleet.save()
    assert not fleet.autosave.file.exists()
    assert not window.autosave_now() and not fleet_autosaves(state_dir)
    window.close()
    assert not make_window(None).offer_recovery()


def test_a_cleanly_closed_window_leaves_no_fleet_autosave(qtbot, make_window, dialogs, state_dir):
    window = make_window()
    with refreshed(qtbot, window.fleet.tab):
        window.fleet.tab.add_design("catalog:destroyer")
    assert window.autosave_now()
    dialogs.unsaved = "discard"
    assert window.close()
    assert not fleet_autosaves(state_dir)


def test_declining_the_fleet_discards_it(qtbot, make_window, dialogs, state_dir):
    crashed = make_window()
    with refreshed(qtbot, crashed.fleet.tab):
        crashed.fleet.tab.add_design("catalog:frigate", 4)
    crash(crashed, state_dir)
    dialogs.recover = False
    fresh = make_window(None)
    assert not fresh.offer_recovery()
    assert dialogs.asked.count("recover") == 1  # the fleet only: there was no design work
    assert not fresh.fleet.tab.document.fleet.ships and not fresh.fleet.tab.document.dirty
    assert not fleet_autosaves(state_dir)
    assert not make_window(None).offer_recovery()
