"""Issue 11, item 4: what Hullwright writes it can read back, and an unreadable file is never
rotated into the ``~`` backup."""

from __future__ import annotations

import pytest

from designer.core.atomic import SaveError, backup_path
from designer.core.design_file import design_from_text, load_design, save_design
from tests.core.hostile_inputs import GOOD

MAX_BYTES = 2_000_000  # the reader's limit (core/file_reader.py)


def test_a_design_that_would_grow_past_the_read_limit_is_not_saved(tmp_path):
    design, _ = design_from_text(GOOD)
    # Control characters are escaped when written (\x01 -> 4 bytes): 0.52 MB of them are
    # fine in memory but would be a file of over 2 MB.
    grown = design.model_copy(update={"source": "\x01" * 520_000})
    path = tmp_path / "ship.yaml"
    path.write_text(GOOD)
    with pytest.raises(SaveError, match=r"would be 2\.\d MB, more than the 2 MB Hullwright reads"):
        save_design(grown, path)
    assert path.read_text() == GOOD and not backup_path(path).exists()


def test_a_text_past_any_loader_limit_is_not_written(tmp_path):
    from designer.core.saving import save_text

    path = tmp_path / "deep.yaml"
    deep = "hullwright: 1\nx: " + "[" * 40 + "]" * 40 + "\n"
    with pytest.raises(SaveError, match="could not read it back.*nests deeper"):
        save_text(path, deep)
    assert not path.exists()


def test_a_ten_thousand_entry_fleet_with_long_paths_is_refused_not_written(tmp_path):
    """The fleet autosave of issue 11: 2.4 MB of absolute paths, unreadable once written."""
    from designer.core.saving import save_text

    entries = "".join(f"  - {{design: /home/player/{'x' * 200}/ship-{i}.yaml}}\n" for i in range(10_000))
    path = tmp_path / "fleet.yaml"
    with pytest.raises(SaveError, match=r"would be 2\.\d MB"):
        save_text(path, "hullwright: 1\ngame: toy\nfleet: F\nships:\n" + entries, keep_backup=False)
    assert not path.exists()


def test_an_unreadable_file_is_never_rotated_into_the_backup(tmp_path):
    path = tmp_path / "ship.yaml"
    path.write_text(GOOD)
    design = load_design(path).design
    save_design(design.model_copy(update={"name": "Second"}), path)
    assert "Test Ship" in backup_path(path).read_text()  # the first version, kept as ~
    path.write_bytes(b"x" * (MAX_BYTES + 10))  # broken by hand (or by an old Hullwright)
    save_design(design.model_copy(update={"name": "Third"}), path)
    assert "Third" in path.read_text()
    assert "Test Ship" in backup_path(path).read_text()  # the good backup survives
