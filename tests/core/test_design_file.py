"""Loading, errors at FILE:LINE:COL, and save/load round trips, on a stand-in game."""

import pytest

from designer.core.design_file import dump_design, load_design, save_design
from designer.core.errors import LoadError

GOOD = """hullwright: 1
game: toy
name: Test Ship
mass: 20
systems:
  - {type: gun, arcs: [F, P], count: 2}
  - {type: shield, level: 2}
"""


def write(tmp_path, text, name="ship.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8") if isinstance(text, str) else path.write_bytes(text)
    return path


def error_of(path) -> str:
    with pytest.raises(LoadError) as info:
        load_design(path)
    return str(info.value)


def test_good_design_loads(tmp_path):
    loaded = load_design(write(tmp_path, GOOD))
    assert loaded.design.name == "Test Ship"
    assert loaded.game.id == "toy"
    assert loaded.design.systems[0].count == 2


@pytest.mark.parametrize(
    "text, line, col, words",
    [
        (GOOD.replace("mass: 20", "mass: twenty"), 4, 1, "whole number"),
        (GOOD.replace("type: shield", "type: laser"), 7, 5, "unknown type 'laser'"),
        (GOOD.replace("level: 2", "level: 9"), 7, 20, "less than or equal to 3"),
        (GOOD.replace("game: toy", "game: chess"), 2, 1, "unknown game 'chess'"),
        (GOOD.replace("game: toy\n", ""), 1, 1, "names no game"),
        (GOOD.replace("hullwright: 1", "hullwright: 7"), 1, 1, "newer than this program"),
        (GOOD.replace("mass: 20", "mass: [20"), 5, 8, "YAML syntax error"),
        (GOOD.replace("mass: 20", "mas: 20"), 4, 1, "did you mean 'mass'"),
        (GOOD.replace("name: Test Ship\n", ""), 1, 1, "name is missing"),
        (
            GOOD.replace("{type: gun, arcs: [F, P], count: 2}", "{type: gun, arcs: [F, Q]}"),
            6,
            27,
            "systems[0].arcs[1]: 'Q' is not allowed",
        ),
    ],
)
def test_bad_file_names_line_and_column(tmp_path, text, line, col, words):
    message = error_of(write(tmp_path, text))
    assert message.startswith(f"{tmp_path / 'ship.yaml'}:{line}:{col}: "), message
    assert words in message


@pytest.mark.parametrize(
    "content, words",
    [
        ("", "is empty"),
        ("   \n\n", "is empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "binary"),
        (b"name: \xff\xfe bad", "not UTF-8"),
        ("- just\n- a list\n", "not a Hullwright design"),
        ("name: x\ngame: toy\n", "add 'hullwright: 1'"),
        ("hullwright: 1\ngame: toy\nname: &a x\nmass: *a\n", "anchors"),
        ("hullwright: 1\ngame: !!python/object:os.system x\n", "custom YAML tag"),
    ],
)
def test_unreadable_files(tmp_path, content, words):
    assert words in error_of(write(tmp_path, content))


def test_missing_file_and_folder(tmp_path):
    assert "no such file" in error_of(tmp_path / "nope.yaml")
    assert "is a folder" in error_of(tmp_path)


def test_save_then_load_is_identity(tmp_path):
    design = load_design(write(tmp_path, GOOD)).design
    out = tmp_path / "saved.yaml"
    save_design(design, out)
    assert load_design(out).design == design
    assert dump_design(design).startswith("hullwright: 1\ngame: toy\nname: Test Ship\n")
    # Saving again keeps the previous version as a backup.
    save_design(design.model_copy(update={"name": "Renamed"}), out)
    assert (tmp_path / "saved.yaml~").read_text().count("Test Ship") == 1
    assert load_design(out).design.name == "Renamed"
