"""Record-sheet templates: loading, lookups, and FILE:LINE:COL errors."""

from __future__ import annotations

import pytest

from designer.core.errors import LoadError
from designer.games.full_thrust import GAME
from designer.sheets.template import game_template, load_template_file

GOOD = """\
game: toy
paper:
  a4: [595.28, 841.89]
margin: 28
fonts:
  title: {font: bold, size: 12}
regions:
  box: {height: 100, per_row: 2.5, name: x}
"""


def write(tmp_path, text):
    path = tmp_path / "toy.yaml"
    path.write_text(text)
    return path


def test_lookups(tmp_path):
    t = load_template_file(write(tmp_path, GOOD))
    assert t.page_size("a4") == (595.28, 841.89)
    assert t.font("title").size == 12 and t.font("title").font == "bold"
    assert t.region("box").num("height") == 100


def test_missing_and_mistyped_values_point_at_the_template(tmp_path):
    path = write(tmp_path, GOOD)
    t = load_template_file(path)
    with pytest.raises(LoadError) as err:
        t.region("box").int("per_row")
    assert str(err.value).startswith(f"{path}:8:") and "whole number" in str(err.value)
    with pytest.raises(LoadError) as err:
        t.region("box").num("name")
    assert f"{path}:8:" in str(err.value)
    with pytest.raises(LoadError, match="regions.orders is missing"):
        t.region("orders")
    with pytest.raises(LoadError, match="paper 'letter'"):
        t.page_size("letter")


def test_bad_template_file_is_a_located_error(tmp_path):
    path = write(tmp_path, GOOD.replace("size: 12", "size: big"))
    with pytest.raises(LoadError) as err:
        load_template_file(path)
    assert str(err.value).startswith(f"{path}:6:")


def test_the_full_thrust_template_loads():
    t = game_template(GAME)
    assert t.page_size("a4") == (595.28, 841.89) and t.page_size("letter") == (612, 792)
    assert [t.region(k).int("rows") for k in ("escort", "cruiser", "capital")] == [2, 3, 4]  # 001 L280
    assert t.region("escort").int("track") == 5  # "two rows of five" (001 L300)


def test_colours_come_from_the_template_and_a_bad_one_is_located(tmp_path):
    path = write(tmp_path, GOOD.replace("fonts:", 'colours:\n  alert: "#b00000"\nfonts:'))
    t = load_template_file(path)
    assert t.colour("alert") == "#b00000"
    with pytest.raises(LoadError, match="colours.quiet is missing"):
        t.colour("quiet")
    with pytest.raises(LoadError) as err:
        load_template_file(write(tmp_path, GOOD.replace("fonts:", "colours:\n  alert: red\nfonts:")))
    assert str(err.value).startswith(f"{path}:6:")


def test_every_bundled_template_names_the_alert_colour():
    # The one red every sheet marks NOT LEGAL and what is over with: defined once per template.
    from designer.core.paths import TEMPLATES

    for path in sorted(TEMPLATES.glob("*.yaml")):
        assert load_template_file(path).colour("alert") == "#b00000", path.name
