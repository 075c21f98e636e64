"""File > Compare with is one of the window's own menus (built with the others, its commands on
``window.compare``), not installed on the window from outside."""

from __future__ import annotations


def compare_menu(window):
    [action] = [a for a in window.file_menu.actions() if a.text() == "Compare &with"]
    return action.menu()


def test_the_file_menu_has_compare_with_and_it_lists_the_games_standard_designs(qtbot, window):
    menu = compare_menu(window)
    assert menu is window.compare.menu
    menu.aboutToShow.emit()
    texts = [a.text() for a in menu.actions()]
    assert texts[:2] == ["The &saved version", "A &file…"]
    assert "Frigate" in texts
    assert not menu.actions()[0].isEnabled()  # nothing unsaved to compare with yet


def test_choosing_a_standard_design_opens_a_compare_window_the_window_keeps(qtbot, window):
    menu = compare_menu(window)
    menu.aboutToShow.emit()
    [frigate] = [a for a in menu.actions() if a.text() == "Frigate"]
    frigate.trigger()
    [view] = window.compare.open_windows
    qtbot.addWidget(view)
    assert view.windowTitle().endswith("| Frigate")
    assert not hasattr(window, "compare_windows") and not hasattr(window, "compare_menu")
