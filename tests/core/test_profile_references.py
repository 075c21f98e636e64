"""Profiles that say what they do (issue 22 sections 3 and 5): another game's profile is refused
naming both games; ``catalog:`` ids never leave the profiles folder; ``--profile`` takes a pipe
and ``catalog:<game>/<id>``; a design's own profile inside a fleet is a finding saying which
governs; a NUL byte in ``profile:`` is a located refusal."""

from __future__ import annotations

import json
import os

import pytest

from designer.cli import main
from designer.core.paths import CATALOGS

FRIGATE = CATALOGS / "full-thrust" / "designs" / "frigate.yaml"
HEAVY_BEAMS = CATALOGS / "full-thrust" / "profiles" / "heavy-beams.yaml"


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([*map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


def design_naming(tmp_path, profile: str):
    path = tmp_path / "ship.yaml"
    text = FRIGATE.read_text(encoding="utf-8").replace("book_points: 65\n", "")
    path.write_text(text + f"profile: {json.dumps(profile)}\n", encoding="utf-8")
    return path


def fleet_naming(tmp_path, profile: str):
    (tmp_path / "ship.yaml").write_text(FRIGATE.read_text(encoding="utf-8"), encoding="utf-8")
    path = tmp_path / "fleet.yaml"
    path.write_text(
        f"hullwright: 1\ngame: full-thrust\nfleet: F\nprofile: {json.dumps(profile)}\n"
        "ships:\n  - {design: ship.yaml}\n",
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize("make, command", [(design_naming, "validate"), (fleet_naming, "fleet")])
def test_a_profile_of_another_game_is_refused_naming_both(make, command, tmp_path, capsys):
    path = make(tmp_path, "catalog:bscs/frontier-refits")
    code, out, err = run(capsys, command, path)
    assert code == 2 and "under house rules" not in out
    assert err.startswith(f"{path}: profile: catalog:bscs/frontier-refits: ")
    assert "Basic Starship Combat System" in err and "Full Thrust" in err


@pytest.mark.parametrize(
    "ref",
    [
        "catalog:full-thrust/../../bscs/profiles/frontier-refits",
        "catalog:full-thrust/../heavy-beams",
        "catalog:full-thrust/",
        "catalog:../full-thrust/heavy-beams",
        "catalog:full-thrust/Heavy-Beams",
    ],
)
def test_a_catalog_id_never_traverses_folders(ref, tmp_path, capsys):
    code, out, err = run(capsys, "validate", design_naming(tmp_path, ref))
    assert code == 2 and "is not a bundled profile" in err and "under house rules" not in out


def test_a_bundled_profile_by_id_works_named_in_a_file_and_on_the_command_line(tmp_path, capsys):
    code, out, _ = run(capsys, "validate", design_naming(tmp_path, "catalog:full-thrust/heavy-beams"))
    assert code == 0 and "under house rules: Heavy Beams v1" in out
    code, out, _ = run(capsys, "validate", FRIGATE, "--profile", "catalog:full-thrust/heavy-beams")
    assert code == 0 and "under house rules: Heavy Beams v1" in out
    code, _, err = run(capsys, "validate", FRIGATE, "--profile", "catalog:full-thrust/nope")
    assert code == 2 and "has no bundled profile 'nope'; it has heavy-beams" in err


def test_a_profile_named_on_the_command_line_may_be_a_pipe(capsys):
    """``--profile <(cat house.yaml)``: the shell hands over a pipe, read like a design there."""
    read, write = os.pipe()
    os.write(write, HEAVY_BEAMS.read_bytes())
    os.close(write)
    try:
        code, out, err = run(capsys, "validate", FRIGATE, "--profile", f"/dev/fd/{read}")
    finally:
        os.close(read)
    assert code == 0 and "under house rules: Heavy Beams v1" in out, err


def test_a_designs_own_profile_in_a_fleet_is_a_finding_saying_which_governs(tmp_path, capsys):
    (tmp_path / "ship.yaml").write_text(
        FRIGATE.read_text(encoding="utf-8") + 'profile: "catalog:full-thrust/heavy-beams"\n', encoding="utf-8"
    )
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n  - {design: ship.yaml}\n", encoding="utf-8"
    )
    main(["fleet", "--json", str(fleet)])
    findings = json.loads(capsys.readouterr().out)["findings"]
    [governs] = [f for f in findings if f["code"] == "FLEET-PROFILE-GOVERNS"]
    assert (
        governs["path"] == "ships[0]"
        and "the book's rules (the fleet names no house rules)" in governs["message"]
    )
    fleet.write_text(
        fleet.read_text(encoding="utf-8").replace(
            "fleet: F\n", 'fleet: F\nprofile: "catalog:full-thrust/heavy-beams"\n'
        ),
        encoding="utf-8",
    )
    main(["fleet", "--json", str(fleet)])
    codes = [f["code"] for f in json.loads(capsys.readouterr().out)["findings"]]
    assert "FLEET-PROFILE-GOVERNS" not in codes  # the same profile: nothing to say


@pytest.mark.parametrize("make, command", [(design_naming, "validate"), (fleet_naming, "fleet")])
def test_a_nul_byte_in_profile_is_a_located_refusal(make, command, tmp_path, capsys):
    path = make(tmp_path, "house\x00.yaml")
    code, _, err = run(capsys, command, path)
    assert code == 2 and "internal error" not in err
    assert err.startswith(f"{path}: profile: ") and "NUL character" in err
