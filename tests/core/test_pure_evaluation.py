"""Evaluation is a pure function of what was loaded (issue 24 item 1).

The files a design names (a BSCS hangar's craft design, a ship design held in a hangar and the
craft it holds in turn, a Star Blazers custom class file) are read when the design is loaded,
never while it is evaluated: every bundled design and fleet of every game, and designs naming
files beside them and on the class path, evaluate to the same result with the file reader
refusing every read. The games are fresh instances holding only the game's static data (its
catalogs, loaded once per game), nothing any earlier evaluation read through a reference."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from designer.cli.profiles import context_for
from designer.core import file_reader, registry
from designer.core.context import Profile
from designer.core.design_file import LoadedDesign, load_design
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import LoadedFleet, load_fleet
from designer.core.game import Game
from designer.core.memo import Memo
from designer.core.paths import CATALOGS
from designer.core.profile import load_profile
from designer.core.references import NO_REFERENCES
from designer.core.sources import ReadLog
from designer.games.star_blazers.rules.class_library import CLASS_PATH_VARIABLE

STATIC = ("library", "craft:")  # held by a game, but made from references: never copied


def bundled(kind: str) -> list[Path]:
    return sorted(p for game in registry.each() for p in (game.data.folder / kind).glob("*.yaml"))


def fresh(game: Game) -> Game:
    """A new instance of ``game`` holding the catalogs the registry's already loaded, and no
    reference read before (the class library, catalog craft designs)."""
    other = type(game)()
    held = game.data._held  # what GameData.held keeps, by name
    other.data._held.update({k: v for k, v in held.items() if not k.startswith(STATIC)})
    return other


def forbid_reading(monkeypatch) -> None:
    def refuse(file, *_args, **_kwargs):
        raise AssertionError(f"evaluation read {file}")

    monkeypatch.setattr(file_reader, "_open", refuse)  # every read_bytes and read_head opens here


def design_result(loaded: LoadedDesign, game: Game | None = None, profile: Profile | None = None):
    """Points and findings of ``loaded`` as the CLI evaluates it (its context from the load,
    under ``profile`` if given), by ``game`` (a fresh instance of its game unless given)."""
    game = game or fresh(loaded.game)
    context = replace(context_for(loaded, profile), memos=Memo())
    evaluation = game.evaluate(loaded.design, context)
    return evaluation.points, [(f.code, f.path, f.message) for f in evaluation.findings]


def fleet_result(loaded: LoadedFleet, game: Game | None = None):
    profile = context_for(loaded, None).profile
    with ReadLog() as log:
        result = evaluate_fleet(replace(loaded, game=game or fresh(loaded.game)), profile=profile)
    return (
        result.total_points,
        [(f.code, f.path) for f in result.findings],
        result.fingerprint.value,
        log.reads,
    )


@pytest.mark.parametrize("path", bundled("designs") + bundled("custom-classes"), ids=lambda p: p.stem)
def test_every_bundled_design_evaluates_without_reading_a_file(path, monkeypatch):
    loaded = load_design(path)
    before = design_result(loaded, loaded.game)  # the game's catalogs are loaded here, once
    forbid_reading(monkeypatch)
    assert design_result(loaded) == before


@pytest.mark.parametrize("path", bundled("profiles"), ids=lambda p: p.stem)
def test_every_bundled_design_evaluates_under_each_bundled_profile_without_reading(path, monkeypatch):
    """A house-rule profile is read when it is chosen, never while evaluating under it."""
    profile = load_profile(path)
    game = registry.get(profile.game)
    designs = [load_design(p) for p in sorted((game.data.folder / "designs").glob("*.yaml"))]
    before = [design_result(d, game, profile) for d in designs]
    forbid_reading(monkeypatch)
    assert [design_result(d, None, profile) for d in designs] == before


@pytest.mark.parametrize("path", bundled("fleets"), ids=lambda p: f"{p.parent.parent.name}-{p.stem}")
def test_every_bundled_fleet_evaluates_without_reading_a_file(path, monkeypatch):
    loaded = load_fleet(path)
    points, findings, fingerprint, _reads = fleet_result(loaded, loaded.game)
    forbid_reading(monkeypatch)
    assert fleet_result(loaded) == (points, findings, fingerprint, {})


def carrier_files(folder: Path) -> Path:
    """A carrier whose fighters are a file beside it, holding a ship design (a file too) that
    carries fighters of its own (002 L658-662): 934.54 points, as issue 22 measured."""
    designs = CATALOGS / "bscs" / "designs"
    carrier = (designs / "escort-carrier.yaml").read_text(encoding="utf-8")
    (folder / "fighter.yaml").write_text(
        (designs / "tc12-fighter.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (folder / "tender.yaml").write_text(
        carrier.replace("catalog:tc12-fighter", "fighter.yaml"), encoding="utf-8"
    )
    (folder / "carrier.yaml").write_text(
        carrier.replace("catalog:tc12-fighter", "fighter.yaml"), encoding="utf-8"
    )
    return folder / "carrier.yaml"


def test_a_carrier_naming_files_beside_it_reads_them_at_load_only(tmp_path, monkeypatch):
    loaded = load_design(carrier_files(tmp_path))
    assert {p.name for p in loaded.references.files} == {"fighter.yaml", "lynx-vgf.yaml"}
    points, findings = design_result(loaded, loaded.game)
    assert points == pytest.approx(934.54)
    forbid_reading(monkeypatch)
    assert design_result(loaded) == (points, findings)


def test_a_custom_class_on_the_class_path_is_read_at_load_only(tmp_path, monkeypatch):
    example = CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml"
    (tmp_path / "my-escort.yaml").write_text(example.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setenv(CLASS_PATH_VARIABLE, str(tmp_path))
    ship = tmp_path / "ship.yaml"
    ship.write_text(
        "hullwright: 1\ngame: star-blazers\nname: Escort\nclass: custom/my-escort\n", encoding="utf-8"
    )
    loaded = load_design(ship)
    points, findings = design_result(loaded, loaded.game)
    assert points == 180  # the class file's points
    forbid_reading(monkeypatch)
    assert design_result(loaded) == (points, findings)


def test_an_edit_naming_another_file_reads_it_before_evaluating_not_during(tmp_path, monkeypatch):
    """What the window does on each edit: ``prepare`` reads a reference the edit added, then
    evaluation reads nothing; an edit that names no other file reads nothing."""
    loaded = load_design(carrier_files(tmp_path))
    game, folder = loaded.game, tmp_path.resolve()
    context = replace(context_for(loaded, None), references=NO_REFERENCES)
    context = game.prepare(loaded.design, context)
    systems = list(loaded.design.systems)
    hangar = next(i for i, s in enumerate(systems) if s.type == "hangar")
    systems[hangar] = systems[hangar].model_copy(
        update={"craft_design": "tender.yaml", "craft": 1, "spaces": 2000}
    )
    edited = loaded.design.model_copy(update={"systems": systems})
    with ReadLog() as log:
        context = game.prepare(edited, context)
    assert "tender.yaml" in {Path(p).name for p in log.reads}  # (its chain is walked for loops)
    assert context.folder == folder
    forbid_reading(monkeypatch)
    same = game.prepare(edited, context)
    assert same is context  # nothing new named: nothing read, the same references
    evaluation = game.evaluate(edited, context)
    assert [c for c in evaluation.detail.carried if c.ref == "tender.yaml"][0].problem == ""


def test_a_reference_not_read_is_a_finding_not_a_read(tmp_path, monkeypatch):
    """A caller that read the references of another design gets a located finding, never a read."""
    loaded = load_design(carrier_files(tmp_path))
    forbid_reading(monkeypatch)
    context = replace(context_for(loaded, None), references=NO_REFERENCES)
    evaluation = loaded.game.evaluate(loaded.design, context)
    found = [f for f in evaluation.findings if f.code == "BSCS-CRAFT-DESIGN"]
    assert found and "was not read with the carrier" in found[0].message
    with pytest.raises(AssertionError):
        load_design(tmp_path / "fighter.yaml")  # the reader is refused indeed
