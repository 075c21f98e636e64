"""The Qt-free editor description and path editing of frozen designs (on the stand-in game)."""

from __future__ import annotations

import pytest

from designer.core.design_path import EditError, get_at, insert_at, move_at, parse_path, remove_at, replace_at
from designer.core.editor import EditorSpec, FieldSpec, ListSpec, fields_from_model
from designer.core.facing import Facing as Arc, FacingSpec
from tests.core.toy_game import Gun, Shield, ToyDesign

ARCS = (
    Arc("F", "Fore", 0, 90),
    Arc("S", "Starboard", 90, 90),
    Arc("A", "Aft", 180, 90),
    Arc("P", "Port", 270, 90),
)


def design() -> ToyDesign:
    return ToyDesign(name="T", mass=20, systems=[Gun(type="gun", arcs=["F"]), Shield(type="shield", level=2)])


def test_paths_read_the_form_findings_use():
    assert parse_path("systems[1].level") == ("systems", 1, "level")
    d = design()
    assert get_at(d, "systems[1].level") == 2
    assert get_at(d, "mass") == 20


def test_replace_returns_a_new_validated_design_and_keeps_the_old():
    d = design()
    e = replace_at(d, "systems[1].level", 3)
    assert e.systems[1].level == 3 and d.systems[1].level == 2
    assert e.systems[0] is d.systems[0]  # untouched rows are shared, not copied
    with pytest.raises(EditError, match="level"):
        replace_at(d, "systems[1].level", 4)  # the model's own bound (le=3)
    with pytest.raises(EditError):
        replace_at(d, "mass", "heavy")


def test_list_edits():
    d = design()
    added = insert_at(d, "systems", 0, Gun(type="gun", arcs=["P"], count=2))
    assert [s.type for s in added.systems] == ["gun", "gun", "shield"]
    assert [s.type for s in remove_at(added, "systems", [0, 2]).systems] == ["gun"]
    assert move_at(added, "systems", 2, 0).systems[0].type == "shield"


def test_locate_maps_finding_paths_to_rows_and_fields():
    spec = EditorSpec(
        fields=(FieldSpec("MASS", "mass"), FieldSpec("Name", "name", "text")),
        lists=(ListSpec("systems", "Systems", ()),),
    )
    row = spec.locate("systems[3].arcs")
    assert (row.kind, row.index, row.rest) == ("row", 3, "arcs")
    assert spec.locate("mass").field.path == "mass"
    assert spec.locate("systems").kind == "row" and spec.locate("systems").index == -1
    assert spec.locate("rules.x").kind == "none"


def test_arc_clicks_toggle_pick_and_refuse():
    spec = FacingSpec(
        ARCS,
        forbidden=lambda d, row: {"A": "no aft fire"},
        single=lambda d, row: row.count > 1,
        check=lambda d, row, arcs: "not adjacent" if set(arcs) == {"P", "S"} else "",
    )
    gun = Gun(type="gun", arcs=["F", "S"])
    assert spec.click(None, gun, "P").keys == ("F", "S", "P")
    assert spec.click(None, gun, "A").refused == "no aft fire"
    assert spec.click(None, Gun(type="gun", arcs=["F", "S", "P"]), "F").refused == "not adjacent"
    assert spec.click(None, Gun(type="gun", arcs=["F"]), "F").refused.startswith("a system must")
    assert spec.click(None, Gun(type="gun", arcs=["F"], count=2), "S").keys == ("S",)
    # Dropping an arc the rules forbid is always allowed (a file may hold one).
    assert spec.click(None, Gun(type="gun", arcs=["F", "A"]), "A").keys == ("F",)


def test_a_game_without_an_editor_gets_its_top_level_numbers():
    spec = fields_from_model(ToyDesign)
    assert [(f.path, f.kind, f.minimum, f.maximum) for f in spec.fields] == [
        ("name", "text", None, None),
        ("mass", "int", 1, 100),
    ]
