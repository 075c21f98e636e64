"""Issue 25 item 1: nothing a player made under the old name, Drydock, is orphaned. The files in
tests/data/before-rename are bundled files as they were written before the rename (with
``drydock: 1``); the catalogs now hold the same files with ``hullwright: 1``."""

from __future__ import annotations

import dataclasses
import difflib
import json
import logging
import os
import re
from pathlib import Path

import pytest

from designer.cli import main
from designer.core import old_names, user_folders
from designer.core.design_file import load_design, write_design
from designer.core.design_path import replace_at
from designer.core.fleet_file import load_fleet, write_fleet
from designer.core.paths import CATALOGS
from designer.core.profile import load_profile
from designer.core.registry import Registry

BEFORE = Path(__file__).parent.parent / "data" / "before-rename"
NOW = {
    "frigate.yaml": "full-thrust/designs",
    "comet-hailstorm-craft.yaml": "star-blazers/designs",
    "example-escort.yaml": "star-blazers/custom-classes",
}


def changed_lines(before: str, after: str) -> list[str]:
    return [
        line
        for line in difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]


@pytest.mark.parametrize("name", sorted(NOW))
def test_a_design_written_before_the_rename_loads_as_the_renamed_file_does(name):
    old = BEFORE / name
    assert old.read_text("utf-8").startswith("drydock: 1\n")  # the fixture is as it was written
    now = CATALOGS / NOW[name] / name
    # Bundled files name their JSON Schema on a first comment line (core/schemas.py).
    assert now.read_text("utf-8").split("\n", 1)[1].startswith("hullwright: 1\n")
    assert load_design(old).design == load_design(now).design


def test_a_fleet_and_a_profile_written_before_the_rename_load():
    fleet = load_fleet(BEFORE / "nac-lafayette-sector.yaml").fleet
    assert fleet == load_fleet(CATALOGS / "full-thrust/fleets/nac-lafayette-sector.yaml").fleet
    assert fleet.hullwright == 1 and fleet.fleet == "NAC Lafayette Sector"
    profile = load_profile(BEFORE / "heavy-beams.yaml")
    now = load_profile(CATALOGS / "full-thrust/profiles/heavy-beams.yaml")
    # The same but for the file (its path and digest) and the name in the source's words.
    assert profile == dataclasses.replace(
        now, file=profile.file, source=now.source.replace("Hullwright's", "Drydock's")
    )
    assert profile.name == "Heavy Beams"


def test_saving_an_old_design_rewrites_the_key_and_only_what_was_edited():
    text = (BEFORE / "frigate.yaml").read_text("utf-8")
    design = load_design(BEFORE / "frigate.yaml").design
    assert changed_lines(text, write_design(design, text)) == ["-drydock: 1", "+hullwright: 1"]
    edited = write_design(replace_at(design, "name", "Old Frigate"), text)
    assert changed_lines(text, edited) == [
        "-drydock: 1",
        "+hullwright: 1",
        "-name: Frigate",
        "+name: Old Frigate",
    ]


def test_saving_an_old_fleet_rewrites_the_key_only():
    text = (BEFORE / "nac-lafayette-sector.yaml").read_text("utf-8")
    fleet = load_fleet(BEFORE / "nac-lafayette-sector.yaml").fleet
    assert changed_lines(text, write_fleet(fleet, text)) == ["-drydock: 1", "+hullwright: 1"]


def test_a_located_error_in_an_old_file_points_at_its_key(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: full-thrust\ndrydock: 0\nname: X\n", "utf-8")
    with pytest.raises(Exception) as caught:
        load_design(bad)
    assert (caught.value.line, caught.value.col) == (2, 1)  # the old key, line 2


def test_old_variables_count_when_the_new_ones_are_unset(tmp_path, monkeypatch, caplog):
    monkeypatch.delenv("HULLWRIGHT_STATE_DIR")
    monkeypatch.setenv("DRYDOCK_STATE_DIR", str(tmp_path / "old-state"))
    monkeypatch.setenv("DRYDOCK_CLASS_PATH", str(tmp_path / "classes"))
    monkeypatch.setenv("HULLWRIGHT_CLASS_PATH", str(tmp_path / "new-classes"))  # the new name wins
    with caplog.at_level(logging.INFO, logger="hullwright"):
        assert main(["catalog", "--game", "bscs"]) == 0
    assert user_folders.state_dir() == tmp_path / "old-state"
    assert os.environ["HULLWRIGHT_CLASS_PATH"] == str(tmp_path / "new-classes")
    notes = [r.getMessage() for r in caplog.records]
    assert len(notes) == 1 and "DRYDOCK_STATE_DIR" in notes[0]
    old_names.adopt_environment()  # already adopted: no second note
    assert len(caplog.records) == 1


def test_plugins_in_the_old_entry_point_group_load_with_a_note(tmp_path, monkeypatch, caplog):
    info = tmp_path / "old_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: old-plugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[drydock.games]\ntoy = tests.core.toy_game:TOY\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with caplog.at_level(logging.INFO, logger="hullwright"):
        games = Registry().games()
    assert "toy" in games and "full-thrust" in games
    assert any("drydock.games" in r.getMessage() and "toy" in r.getMessage() for r in caplog.records)


def _write(path: Path, text: str, mtime: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    os.utime(path, (mtime, mtime))


def test_the_old_folders_are_copied_once_never_deleted_never_over_newer(
    tmp_path, monkeypatch, caplog, capsys
):
    """The XDG variables (tests/conftest.py) put platformdirs' folders under tmp_path."""
    monkeypatch.delenv("HULLWRIGHT_STATE_DIR")  # the platform's state folder, so it migrates
    xdg = {name: Path(os.environ[name]) for name in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_DOCUMENTS_DIR")}
    _write(xdg["XDG_STATE_HOME"] / "drydock" / "recent.json", '{"old": 1}', 1000)
    _write(xdg["XDG_STATE_HOME"] / "drydock" / "autosave" / "a.yaml", "old autosave", 1000)
    _write(xdg["XDG_DATA_HOME"] / "drydock" / "profiles" / "club.yaml", "old profile", 1000)
    _write(xdg["XDG_DOCUMENTS_DIR"] / "Drydock" / "raider.yaml", "old design", 1000)
    _write(xdg["XDG_DOCUMENTS_DIR"] / "Drydock" / "cruiser.yaml", "old cruiser", 3000)
    _write(xdg["XDG_DOCUMENTS_DIR"] / "Hullwright" / "raider.yaml", "new design", 2000)  # newer
    _write(xdg["XDG_DOCUMENTS_DIR"] / "Hullwright" / "cruiser.yaml", "older cruiser", 2000)
    with caplog.at_level(logging.INFO, logger="hullwright"):
        assert main(["catalog", "--game", "bscs"]) == 0
    new_state = xdg["XDG_STATE_HOME"] / "hullwright"
    assert (new_state / "recent.json").read_text() == '{"old": 1}'
    assert (new_state / "autosave" / "a.yaml").read_text() == "old autosave"
    assert (xdg["XDG_DATA_HOME"] / "hullwright" / "profiles" / "club.yaml").read_text() == "old profile"
    assert user_folders.profiles_dir() == xdg["XDG_DATA_HOME"] / "hullwright" / "profiles"
    assert (xdg["XDG_DOCUMENTS_DIR"] / "Hullwright" / "raider.yaml").read_text() == "new design"
    assert (xdg["XDG_DOCUMENTS_DIR"] / "Hullwright" / "cruiser.yaml").read_text() == "old cruiser"
    assert (xdg["XDG_DOCUMENTS_DIR"] / "Drydock" / "raider.yaml").read_text() == "old design"  # kept
    marker = (new_state / old_names.MIGRATED).read_text()
    assert "club.yaml" in marker and "cruiser.yaml" in marker and "raider.yaml" not in marker
    assert any("copied 4 files" in r.getMessage() for r in caplog.records)
    assert "copied 4 files from the folders of Drydock" in capsys.readouterr().err
    # Once: a file the player adds to the old folder later is not copied on the next start.
    _write(xdg["XDG_DOCUMENTS_DIR"] / "Drydock" / "later.yaml", "later", 4000)
    assert main(["catalog", "--game", "bscs"]) == 0
    assert not (xdg["XDG_DOCUMENTS_DIR"] / "Hullwright" / "later.yaml").exists()
    assert "Drydock" not in capsys.readouterr().err


PACK = BEFORE / "carrier-group-pack.pdf"  # printed by Drydock (main at 8397cd2) before the rename
FLEET = CATALOGS / "bscs" / "fleets" / "carrier-group.yaml"


def test_a_pack_printed_before_the_rename_still_verifies(capsys):
    assert main(["verify", str(FLEET), "--pack", str(PACK)]) == 0
    assert "unchanged, fingerprint 9513-7668-379a" in capsys.readouterr().out


def _copies(folder: Path, key: str) -> Path:
    """The fleet, its ships and the craft files they read, copied beside each other with the
    format key ``key``; the fleet's path."""
    folder.mkdir()
    designs = CATALOGS / "bscs" / "designs"
    for name in ("escort-carrier", "tc1-frigate", "tc12-fighter", "lynx-vgf"):
        text = (designs / f"{name}.yaml").read_text("utf-8")
        text = re.sub(r'craft_design: "catalog:([a-z0-9-]+)"', r'craft_design: "\1.yaml"', text)
        (folder / f"{name}.yaml").write_text(text.replace("hullwright: 1", f"{key}: 1", 1), "utf-8")
    fleet = FLEET.read_text("utf-8").replace("hullwright: 1", f"{key}: 1", 1)
    fleet = re.sub(r'design: "catalog:([a-z0-9-]+)"', r'design: "\1.yaml"', fleet)
    (folder / "fleet.yaml").write_text(fleet, "utf-8")
    return folder / "fleet.yaml"


def test_the_key_a_file_is_written_with_moves_no_fingerprint(tmp_path, capsys):
    """Files as written before the rename and the same files saved since (only the key
    differs): one fingerprint, the same digest of each file read, so a pack printed from the
    old files verifies against the saved ones."""
    printed = {}
    for key in ("drydock", "hullwright"):
        fleet = _copies(tmp_path / key, key)
        assert main(["fleet", "--json", str(fleet)]) == 0
        printed[key] = json.loads(capsys.readouterr().out)["fingerprint"]
    assert printed["drydock"] == printed["hullwright"]
    # The control: any other change to a craft file's bytes (a comment) does move it.
    fighter = tmp_path / "hullwright" / "tc12-fighter.yaml"
    fighter.write_text(fighter.read_text("utf-8") + "# a comment\n", "utf-8")
    assert main(["fleet", "--json", str(tmp_path / "hullwright" / "fleet.yaml")]) == 0
    assert json.loads(capsys.readouterr().out)["fingerprint"] != printed["hullwright"]
