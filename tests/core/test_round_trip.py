"""Issue 11, item 18: a save keeps what the player wrote. Saving an unedited file through the
writer gives its bytes back (the writer really rewrites: ruamel.yaml parses and re-emits it,
there is no shortcut that copies the original), and an edit changes only its own lines."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from designer.core import yaml_writer
from designer.core.design_file import design_from_text, load_design, save_design, write_design
from designer.core.design_path import insert_at, remove_at, replace_at
from designer.core.fleet_file import load_fleet, save_fleet, write_fleet
from designer.core.paths import CATALOGS

DESIGNS = sorted(CATALOGS.glob("*/designs/*.yaml"))
FLEETS = sorted(CATALOGS.glob("*/fleets/*.yaml"))


def changed_lines(before: str, after: str) -> tuple[list[str], list[str]]:
    """(lines removed, lines added) between two texts."""
    removed, added = [], []
    for line in difflib.ndiff(before.splitlines(), after.splitlines()):
        if line.startswith("- "):
            removed.append(line[2:])
        elif line.startswith("+ "):
            added.append(line[2:])
    return removed, added


@pytest.fixture
def emitted(monkeypatch):
    """Counts ruamel's dumps: proof the text was written, not copied."""
    calls = []
    real = yaml_writer.round_trip

    def counting(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr("designer.core.design_file.round_trip", counting)
    monkeypatch.setattr("designer.core.fleet_file.round_trip", counting)
    return calls


@pytest.mark.parametrize("path", DESIGNS, ids=[p.stem for p in DESIGNS])
def test_an_unedited_catalog_design_saves_to_its_own_bytes(path, emitted):
    text = path.read_text("utf-8")
    assert write_design(load_design(path).design, text) == text
    assert len(emitted) == 1


@pytest.mark.parametrize("path", FLEETS, ids=[p.stem for p in FLEETS])
def test_an_unedited_catalog_fleet_saves_to_its_own_bytes(path, emitted):
    text = path.read_text("utf-8")
    assert write_fleet(load_fleet(path).fleet, text) == text
    assert len(emitted) == 1


SHC = CATALOGS / "full-thrust" / "designs" / "superheavy-cruiser.yaml"
FRIGATE_BSCS = CATALOGS / "bscs" / "designs" / "tc1-frigate.yaml"


def edited(path: Path, edit) -> tuple[str, str]:
    text = path.read_text("utf-8")
    design = edit(load_design(path).design)
    out = write_design(design, text)
    assert design_from_text(out)[0] == design
    return text, out


def test_a_changed_value_changes_only_its_line():
    text, out = edited(SHC, lambda d: replace_at(d, "thrust", 5))
    assert changed_lines(text, out) == (["thrust: 4"], ["thrust: 5"])


def test_a_changed_entry_keeps_its_flow_style_and_the_others():
    text, out = edited(SHC, lambda d: replace_at(d, "systems[1].count", 4))
    assert changed_lines(text, out) == (["  - {type: pdaf, count: 3}"], ["  - {type: pdaf, count: 4}"])


def test_an_added_entry_adds_one_line_in_the_files_indentation():
    text, out = edited(
        SHC, lambda d: insert_at(d, "systems", 1, d.systems[1].model_copy(update={"count": 1}))
    )
    assert changed_lines(text, out) == ([], ["  - {type: pdaf}"])
    text, out = edited(FRIGATE_BSCS, lambda d: insert_at(d, "systems", 0, d.systems[-1]))
    removed, added = changed_lines(text, out)
    assert removed == [] and len(added) == 1 and added[0].startswith("- {type: ")  # BSCS: no indent


def test_a_removed_entry_removes_its_line_only():
    text, out = edited(SHC, lambda d: remove_at(d, "systems", [0]))
    assert changed_lines(text, out) == (["  - {type: screen, level: 1}"], [])


def test_number_forms_quotes_comments_and_folded_text_survive_an_edit():
    text = (
        "# my raider\nhullwright: 1\ngame: full-thrust\nname: 'Raider'   # single quotes\n"
        'source: "my notes"\nbook_points: 65\nhull: {mass: 10, type: warship}\nthrust: 6\n'
        "systems:\n- {type: pdaf, count: 2}\nnotes: >-\n  folded text that goes\n  over two lines\n"
    )
    design = design_from_text(text)[0]
    out = write_design(replace_at(design, "thrust", 4), text)
    assert changed_lines(text, out) == (["thrust: 6"], ["thrust: 4"])
    assert "book_points: 65\n" in out  # not 65.0


def test_a_default_restored_removes_the_key_and_a_new_key_is_added_in_model_order():
    text, out = edited(SHC, lambda d: replace_at(d, "book_points", None))
    assert changed_lines(text, out) == (["book_points: 267"], [])
    text, out = edited(SHC, lambda d: replace_at(d, "ftl", False))
    assert changed_lines(text, out) == ([], ["ftl: false"])
    assert out.index("ftl: false") < out.index("thrust: 4")


def test_new_text_that_yaml_1_1_would_misread_is_quoted():
    text, out = edited(SHC, lambda d: replace_at(d, "name", "yes"))
    assert changed_lines(text, out) == (["name: Superheavy Cruiser"], ['name: "yes"'])


def test_a_save_keeps_the_layout_of_the_file_it_came_from(tmp_path):
    text = (
        "hullwright: 1\ngame: full-thrust\nname: Mine  # keep me\nhull: "
        "{mass: 10, type: warship}\nthrust: 6\n"
    )
    source = tmp_path / "mine.yaml"
    source.write_text(text)
    design = replace_at(load_design(source).design, "thrust", 2)
    save_design(design, tmp_path / "copy.yaml", based_on=source)
    assert (tmp_path / "copy.yaml").read_text() == text.replace("thrust: 6", "thrust: 2")


def test_a_fleet_save_keeps_its_comments(tmp_path):
    source = CATALOGS / "full-thrust" / "fleets" / "nac-lafayette-sector.yaml"
    text = source.read_text("utf-8")
    target = tmp_path / "nac.yaml"
    target.write_text(text)
    loaded = load_fleet(target)
    fleet = loaded.fleet.model_copy(update={"budget": 6500})
    save_fleet(fleet, target, loaded.folder, based_on=target)
    removed, added = changed_lines(text, target.read_text())
    assert removed == ["budget: 6000            # the Mobile (FTL) force (001 L1039)"]
    assert added == ["budget: 6500            # the Mobile (FTL) force (001 L1039)"]
