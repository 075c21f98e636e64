"""The Analysis tab (issue 28): computed only while shown, following edits, the same picture
as the printed analysis page."""

from __future__ import annotations

import time

from designer.core.operations import set_value


def test_hidden_tab_computes_nothing(qtbot, window):
    tab = window.analysis_tab
    assert window.main_tabs.tabText(window.main_tabs.indexOf(tab)) == "Analysis"
    window.refresh_now()
    assert tab.analysis is None and tab.stale  # never shown: nothing computed


def test_shown_tab_follows_edits(qtbot, window):
    tab = window.analysis_tab
    window.main_tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.analysis is not None, timeout=5000)
    # the Heavy Cruiser: 1 A + 3 B batteries, 9 dice at 0-12" unscreened x 4/6 = 6 (001 L224-234)
    assert tab.analysis.best("unscreened")[0].mean == 6.0
    document = window.document
    edit = set_value(document.design, "systems[2].count", 1)  # three B batteries become one
    document.apply(edit, "fewer batteries")
    start = time.perf_counter()
    with qtbot.waitSignal(tab.analysed, timeout=5000):
        window.refresh_now()  # the tab is shown: it recomputes after the refresh, off the UI thread
        assert time.perf_counter() - start < 0.5  # the refresh itself does not wait for it
    assert tab.analysis.best("unscreened")[0].mean == (3 + 2) * 4 / 6  # A 3 dice + one B 2 dice
    assert tab.canvas.pages  # the printed page's display list, drawn


def test_compare_view_overlays_both_designs_firepower(qtbot, tmp_path):
    from designer.app.compare_view import CompareWindow
    from designer.core.design_file import load_design, resolve_catalog
    from designer.sheets.display import Polygon

    a = load_design(resolve_catalog("catalog:heavy-cruiser"))
    b = load_design(resolve_catalog("catalog:light-cruiser"))
    game = a.game
    view = CompareWindow(
        game, a.design, game.evaluate(a.design), b.design, game.evaluate(b.design), "A", "B", "a4"
    )
    qtbot.addWidget(view)
    items = view.overlay.page.items
    # per target: A's line solid, B's dashed, and A's percentile band
    assert sum(1 for i in items if isinstance(i, Polygon) and i.style.dash) == 4
    view.show()
    qtbot.waitExposed(view)
    assert view.grab().save(str(tmp_path / "compare_overlay.png"))  # in the test's own folder


def test_compare_overlay_is_drawn_large_enough_to_read(qtbot):
    # its labels are 6-6.5 pt display-list text: at 1:1 they were 6 px high on screen
    from designer.app.compare_view import CompareWindow
    from designer.core.design_file import load_design, resolve_catalog

    a = load_design(resolve_catalog("catalog:heavy-cruiser"))
    b = load_design(resolve_catalog("catalog:light-cruiser"))
    game = a.game
    view = CompareWindow(
        game, a.design, game.evaluate(a.design), b.design, game.evaluate(b.design), "A", "B", "a4"
    )
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    page, chart = view.overlay.page, view.overlay
    assert min(chart.width() / page.width, chart.height() / page.height) >= 1.5
    assert chart.geometry().right() <= view.width()  # beside the differences, inside the window
