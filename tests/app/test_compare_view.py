"""Compare reads at a glance (issue 21.6), in every game: both sheets at one zoom, every figure
that differs outlined on the sheet that prints it, rows that did not change never outlined, and
the differences of a typical refit read without scrolling."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from designer.app.compare_view import CompareWindow
from designer.core.design_file import load_design
from designer.core.paths import CATALOGS
from tests.evaluating import evaluated


def loaded(game_id: str, name: str):
    found = load_design(CATALOGS / game_id / "designs" / f"{name}.yaml")
    return found.game, found.design


def compare_window(qtbot, game, a, b) -> CompareWindow:
    view = CompareWindow(game, a, evaluated(game, a), b, evaluated(game, b), "A", "B", "a4")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    for _ in range(3):
        QApplication.processEvents()
    return view


def read_whole(view: CompareWindow) -> None:
    """One zoom on both sheets, and the differences without a scroll bar."""
    first, second = (pane.preview for pane in view.panes)
    assert first.zoom == second.zoom
    assert view.summary.verticalScrollBar().maximum() == 0
    first.zoom_in()  # zooming one zooms the other
    assert second.zoom == first.zoom and not second.fit


def test_full_thrust_outlines_its_points_and_only_the_battery_that_changed(qtbot):
    game, cruiser = loaded("full-thrust", "heavy-cruiser")
    systems = list(cruiser.systems)
    systems[2] = systems[2].model_copy(update={"count": 2})  # two Class B batteries of three
    view = compare_window(qtbot, game, cruiser, cruiser.model_copy(update={"systems": systems}))
    # 238 points less one Class B battery of three arcs, 3 + 2 x 3 = 9 (001 L851): 229.
    figures = {f.key: (f.a, f.b) for f in view.result.figures}
    assert figures["stat:points"] == (238, 229)
    for side in "ab":
        assert view.outlined_refs[side] == {"stat:points", "systems[2]"}  # POINTS was never boxed
    read_whole(view)


def test_star_blazers_outlines_upgrades_firing_capability_squadrons_and_the_points_line(qtbot):
    game, borodino = loaded("star-blazers", "edf-borodino-craft")
    craft = list(borodino.craft)
    craft[0] = craft[0].model_copy(update={"count": craft[0].count - 6})  # one flight of CTF ashore
    refit = borodino.model_copy(update={"upgrades": ["firing-capacity", "mss-type-2"], "craft": craft})
    view = compare_window(qtbot, game, borodino, refit)
    assert {"stat:points", "stat:systems_fired", "craft[0]"} <= view.outlined_refs["a"]
    assert view.outlined_refs["b"] == {"stat:points", "stat:systems_fired", "craft[0]", "upgrades[1]"}
    assert not any(ref.startswith(("craft[1]", "fill_in")) for ref in view.outlined_refs["b"])
    read_whole(view)


def test_sfb_outlines_the_bpv_and_the_box_group_not_every_data_row(qtbot):
    """A new base BPV outlined the whole ship data table (the design's ``data`` compared as one
    figure): now only the BPV row, the header's BPV and the box group with one box more."""
    game, joshada = loaded("sfb", "joshada-refit")
    boxes = list(joshada.boxes)
    boxes[5] = boxes[5].model_copy(update={"count": boxes[5].count + 1})
    refit = joshada.model_copy(
        update={"boxes": boxes, "data": joshada.data.model_copy(update={"bpv": joshada.data.bpv + 5})}
    )
    view = compare_window(qtbot, game, joshada, refit)
    for side in "ab":
        assert view.outlined_refs[side] == {"data.bpv", "boxes[5]"}
    assert [f.key for f in view.result.figures if f.key.startswith("data")] == ["data.bpv"]
    read_whole(view)


def test_bscs_outlines_the_points_and_the_system_that_changed(qtbot):
    game, frigate = loaded("bscs", "tc1-frigate")
    systems = list(frigate.systems)
    systems[3] = systems[3].model_copy(update={"count": systems[3].count + 1})
    view = compare_window(qtbot, game, frigate, frigate.model_copy(update={"systems": systems}))
    for side in "ab":
        assert view.outlined_refs[side] == {"stat:points", "systems[3]"}
    read_whole(view)


def test_each_change_is_said_once(qtbot):
    """Thrust was listed twice (the field and the rules' figure of it), and an SFB refit's base
    BPV as a field, a figure and a dict of the whole ship data table."""
    game, cruiser = loaded("full-thrust", "heavy-cruiser")
    view = compare_window(qtbot, game, cruiser, cruiser.model_copy(update={"thrust": cruiser.thrust + 1}))
    text = view.summary.toPlainText()
    assert text.lower().count("thrust") == 1 and "{" not in text
