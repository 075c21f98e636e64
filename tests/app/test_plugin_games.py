"""The two stand-in games of other kinds (``tests/plugins``) plug into the engine, CLI, window,
sheets and fleets with no code of their own anywhere in ``designer/``: edited in the window
through their operations, validated and exported by the CLI in-process, added to a fleet."""

from __future__ import annotations

import json

import pypdf
import pytest

from designer.cli import main
from designer.core import registry
from designer.core.design_file import load_design, save_design
from tests.plugins import class_game, ssd_game


@pytest.fixture
def games():
    for game in (class_game.GAME, ssd_game.GAME):
        registry.register(game)
    yield class_game.GAME, ssd_game.GAME
    for game in (class_game.GAME, ssd_game.GAME):
        registry.unregister(game.id)


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def test_the_class_game_in_the_window(qtbot, games, make_window):
    window = make_window(class_game.DATA / "designs" / "escort.yaml")
    header = window.panes.header
    assert header.stat_text("points") == "70"  # destroyer 60 + a mine rack 10
    assert header.meter_text("purchases") == "1 / 2"
    assert window.panes.hull.title() == "Ship"
    # The class picker shows each class's figures beside it.
    combo = window.panes.hull.controls["class"].widget
    assert "Cruiser (150 pts, 3 purchases, hangar 6)" in [combo.itemText(i) for i in range(combo.count())]
    with refreshed(qtbot, window):
        window.edits.add_from_palette("buy:extra-battery")
    assert header.stat_text("points") == "90"
    # The limit reached, the operation says why it is disabled and changes nothing.
    op = window.document.editor.operation("buy:extra-battery")
    assert op.reason(window.document.design) == "the class's purchase limit is reached"
    assert window.edits.add_from_palette("buy:extra-battery") == -1
    assert "purchase limit" in window.status_text.text()
    # Craft past the hangar: a finding; a cruiser's hangar takes them.
    with refreshed(qtbot, window):
        window.edits.add_from_palette("craft:fighter")
    assert "TC-HANGAR-OVER" in {f.code for f in window.document.evaluation().findings}
    with refreshed(qtbot, window):
        window.panes.hull.controls["class"].set_from_outside("cruiser")
    assert window.document.evaluation().legal
    assert header.meter_text("craft") == "1 / 6 craft"
    # A row operation of the game, then undo back to the file.
    window.edits.select_row(0, "purchases")
    with refreshed(qtbot, window):
        window.panes.lists["purchases"].row_editor.op_buttons["purchases:reset"].click()
    assert window.document.design.purchases == []
    while window.document.stack.canUndo():
        with refreshed(qtbot, window):
            window.document.stack.undo()
    assert window.document.design == load_design(class_game.DATA / "designs" / "escort.yaml").design
    assert not window.document.dirty


def test_the_ssd_game_in_the_window(qtbot, games, make_window, tmp_path):
    design = ssd_game.GAME.new_design(name="Test cruiser")
    path = tmp_path / "cruiser.yaml"
    save_design(design, path)
    window = make_window(path)
    pane = window.panes.lists["boxes"]
    assert pane.view is not None and pane.view.objectName() == "box-grid:boxes"  # a known pane kind
    section = window.panes.sections[0]
    assert section.form.controls["plan.speed"]  # an unknown pane kind falls back to a form
    with refreshed(qtbot, window):
        window.edits.add_from_palette("add:phaser")
    window.edits.select_row(1, "boxes")
    arcs = pane.row_editor.control("arcs")
    with refreshed(qtbot, window):
        arcs.set_from_outside(["FA", "LF"])
    assert window.document.design.boxes[1].arcs == ["FA", "LF"]
    assert pane.view.rows == [("warp", 4), ("phaser", 1)]
    # Six shields as a fixed-size tuple, and as values on the wheel.
    with refreshed(qtbot, window):
        window.panes.hull.controls["shields"].set_from_outside([12, 10, 8, 8, 10, 12])
    wheel = window.panes.facings.editors[0][1]
    assert wheel.wheel.value_of("1") == 12 and wheel.wheel.value_of("3") == 8
    # An energy plan past the power made is a finding, shown on the meter; undo clears it.
    with refreshed(qtbot, window):
        section.form.controls["plan.speed"].set_from_outside(5)
    assert window.panes.header.meter_text("power") == "6 / 4 power"
    assert "SSD-POWER" in {f.code for f in window.document.evaluation().findings}
    with refreshed(qtbot, window):
        window.document.stack.undo()
    assert window.panes.header.meter_text("power") == "1 / 4 power"
    # The rules and notes pane is there for a game with no rule options too.
    assert window.panes.rules.combos == {}


@pytest.mark.parametrize("which", ["class", "ssd"])
def test_validate_export_and_fleet_from_the_cli(games, tmp_path, capsys, which):
    game = class_game.GAME if which == "class" else ssd_game.GAME
    design = game.new_design(name="Plug-in ship")
    path = tmp_path / "ship.yaml"
    save_design(design, path)
    assert main(["validate", "--json", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)[0]
    assert result["game"] == game.id and result["meters"] and result["legal"]
    out = tmp_path / "ship.pdf"
    assert main(["export", str(path), "-o", str(out)]) == 0
    assert "Plug-in ship" in pypdf.PdfReader(out).pages[0].extract_text()
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        f"hullwright: 1\ngame: {game.id}\nfleet: Plug-ins\nbudget: 1000\n"
        "ships:\n  - {design: ship.yaml, count: 3}\n",
        encoding="utf-8",
    )
    capsys.readouterr()
    assert main(["fleet", "--json", str(fleet)]) == 0
    totals = json.loads(capsys.readouterr().out)
    assert totals["ships"] == 3 and totals["total_points"] == 3 * result["stats"]["points"]
    pack = tmp_path / "pack.pdf"
    assert main(["export", str(fleet), "-o", str(pack)]) == 0
    assert len(pypdf.PdfReader(pack).pages) >= 4  # the roster, then a sheet per ship


def test_a_game_starts_from_its_classes(games):
    starts = {s.id: s for s in class_game.GAME.starts()}
    assert starts["class:carrier"].points == 300
    assert class_game.GAME.new_design("class:carrier").ship_class == "carrier"
