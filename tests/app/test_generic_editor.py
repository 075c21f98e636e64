"""What the game engineers found missing in the generic window: a design field that does not
apply to this design is hidden (and never read: its value may not exist); ``Game.kind_of`` tells
kinds that share a model by the design's ``kind``; a section's tab holds the lists it names
(``SectionSpec.lists``). Shown with a small game of its own: two kinds of file on one model, a
figure only a class file has, a drive section with its parts listed under it."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import Field

from designer.core import registry
from designer.core.design_file import load_design
from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, ListSpec, SectionSpec
from designer.core.evaluation import Evaluation
from designer.core.game import DesignKind, Game
from designer.core.model import DesignBase, Frozen
from designer.core.paths import CATALOGS


class Part(Frozen):
    name: str = "part"
    size: int = Field(default=1, ge=1, le=9)


class Definition(Frozen):
    number: int = Field(default=1, ge=1, le=99)


class KindsDesign(DesignBase):
    game: Literal["test-kinds"] = "test-kinds"
    kind: Literal["ship", "class"] = "ship"
    definition: Definition | None = None  # a class file's own figures
    speed: int = Field(default=0, ge=0, le=9)
    parts: list[Part] = []


class KindsGame(Game):
    id = "test-kinds"
    title = "Test kinds"
    design_kinds = (DesignKind("ship", "Ship", KindsDesign), DesignKind("class", "Custom class", KindsDesign))

    def empty_design(self, name, kind=None):
        return KindsDesign(
            name=name, kind=kind or "ship", definition=Definition() if kind == "class" else None
        )

    def _evaluate(self, design, context):
        return Evaluation({"points": design.speed + sum(p.size for p in design.parts)}, detail=None)

    def editor(self, catalog=None):
        return self.data.held("editor", self._build_editor)

    def _build_editor(self):
        size = FieldSpec("Size", "size", "int", minimum=1, maximum=9)
        parts = ListSpec(
            "parts",
            "Parts",
            (ColumnSpec("Part", text=lambda row: row.name), ColumnSpec("Size", fields=(size,))),
            noun="Part",
            row_fields=(size,),
        )
        return EditorSpec(
            fields=(
                FieldSpec("Name", "name", "text"),
                FieldSpec(
                    "Class number",
                    "definition.number",
                    "int",
                    minimum=1,
                    maximum=99,
                    applies=lambda design, _row: design.kind == "class",
                ),
            ),
            lists=(parts,),
            sections=(
                SectionSpec(
                    "Drive", (FieldSpec("Speed", "speed", "int", minimum=0, maximum=9),), lists=("parts",)
                ),
            ),
        )


GAME = KindsGame()
PARTS = "parts:\n  - {name: engine, size: 3}\n  - {name: tank, size: 2}\n"


@pytest.fixture
def game():
    registry.register(GAME)
    yield GAME
    registry.unregister(GAME.id)


@pytest.fixture
def files(game, tmp_path):
    ship = tmp_path / "ship.yaml"
    ship.write_text(f"hullwright: 1\ngame: test-kinds\nname: Runner\n{PARTS}", "utf-8")
    custom = tmp_path / "class.yaml"
    custom.write_text(
        "hullwright: 1\ngame: test-kinds\nname: Runner class\nkind: class\n"
        f"definition: {{number: 3}}\n{PARTS}",
        "utf-8",
    )
    return ship, custom


def test_kind_of_reads_the_designs_kind_where_kinds_share_a_model(files):
    ship, custom = (load_design(f).design for f in files)
    assert GAME.kind_of(ship).key == "ship" and GAME.kind_of(custom).key == "class"
    star_blazers = registry.get("star-blazers")
    example = load_design(CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml").design
    assert star_blazers.kind_of(example).title == "Custom class"
    bscs = registry.get("bscs")  # kinds on models of their own still go by the model
    assert bscs.kind_of(bscs.empty_design("Wasp", "craft")).key == "craft"


def test_a_field_that_does_not_apply_is_hidden_and_never_read(qtbot, make_window, files):
    ship, custom = files
    window = make_window(ship)  # a ship has no definition: reading definition.number would fail
    hull = window.panes.hull
    assert "definition.number" in hull.hidden and hull.controls["definition.number"].widget.isHidden()
    assert not hull.focus_field("definition.number")
    assert window.windowTitle().startswith("ship.yaml[*] — Test kinds (Ship)")
    assert window.files.open_file(custom)
    assert "definition.number" not in hull.hidden
    assert hull.controls["definition.number"].widget.value() == 3
    assert window.windowTitle().startswith("class.yaml[*] — Test kinds (Custom class)")
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        hull.controls["definition.number"].set_from_outside(5)
    assert window.document.design.definition.number == 5


def test_a_section_holds_the_lists_it_names(qtbot, make_window, files):
    window = make_window(files[0])
    panes = window.panes
    assert [panes.tabs.tabText(i) for i in range(panes.tabs.count())] == ["Drive", "Rules && notes"]
    parts = panes.lists["parts"]
    drive = panes.sections[0]
    assert drive.lists == [parts] and drive.indexOf(parts) == 1  # under the section's form
    panes.tabs.setCurrentIndex(1)
    window.edits.select_row(1, "parts")
    assert panes.tabs.currentWidget() is drive and window.edits.selected_rows() == [1]
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.remove_selected()  # the shown tab's list is the section's
    assert [p.name for p in window.document.design.parts] == ["engine"]
    window.edits.select_finding("parts[0]")
    assert panes.tabs.currentWidget() is drive
