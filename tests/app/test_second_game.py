"""A second game plugs into the same window through its own editor description: the window has
no code for either game (it never reads a game id)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from designer.core import registry
from designer.core.paths import CATALOGS

APP = Path(__file__).resolve().parents[2] / "designer" / "app"


def test_the_window_never_names_a_game():
    ids = {game.id for game in registry.games().values()} | {"full_thrust", "bscs"}
    for source in APP.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert node.value not in ids, f"{source.name} names the game {node.value!r}"


@pytest.mark.skipif(registry.get("bscs") is None, reason="no second game installed")
def test_a_bscs_design_gets_its_own_header_table_and_arcs(qtbot, make_window):
    design = sorted((CATALOGS / "bscs" / "designs").glob("*.yaml"))[0]
    window = make_window(design)
    game = window.document.game
    spec = game.editor()
    evaluation = window.document.evaluation()
    header = window.panes.header
    assert set(header.meters) == {m.key for m in evaluation.meters}
    assert all(header.meters[m.key].meter == m for m in evaluation.meters)
    assert set(header.values) == {s.key for s in spec.stats}
    listing = spec.lists[0]
    pane = window.panes.lists[listing.path]
    assert pane.model.rowCount() == len(getattr(window.document.design, listing.path))
    assert pane.model.horizontalHeaderItem(0).text() == listing.noun
    with_arcs = next(
        i
        for i, row in enumerate(getattr(window.document.design, listing.path))
        if listing.facing.applies_to(window.document.design, row)
    )
    window.edits.select_row(with_arcs)
    wheel = pane.row_editor.arcs
    assert len(wheel.spec.facings) == len(listing.facing.facings)
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.panes.palette.activate(spec.palette[0].id)
    assert pane.model.rowCount() == len(getattr(window.document.design, listing.path))
