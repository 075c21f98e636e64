"""The Game contract's parts (issue 24 §4): GameData holds a game's catalogs, one per house-rule
profile and none for another game's profile; capabilities are objects a game offers or not;
the sample designs are found beside a game, outside the contract; evaluate reads no file."""

from __future__ import annotations

from dataclasses import replace

from designer.core import file_reader
from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.core.fleet import fleet_from_file
from designer.core.fleet_model import FleetBase
from designer.core.profile import load_profile
from designer.games.bscs import GAME as BSCS
from designer.games.full_thrust import GAME as FT
from designer.games.full_thrust.fleet.rules import FullThrustFleet
from designer.games.full_thrust.game import FullThrustGame
from designer.games.samples import sample_design
from tests.plugins.ssd_game import SsdGame

HEAVY_BEAMS = FT.data.folder / "profiles" / "heavy-beams.yaml"


def test_a_profiles_catalog_is_made_once_and_another_games_profile_is_not_applied():
    game = FullThrustGame()  # its own GameData: nothing held yet
    profile = load_profile(HEAVY_BEAMS)
    book, housed = game.data.catalog(), game.data.catalog(profile)
    assert housed is not book and housed is game.data.catalog(profile)  # held per profile
    # heavy-beams.yaml: beam/A costs 5 points a battery under the profile, 4 in the book (001 L850)
    assert (
        {s.points for s in book.systems if (s.type, s.variant) == ("beam", "A")},
        {s.points for s in housed.systems if (s.type, s.variant) == ("beam", "A")},
    ) == ({4}, {5})
    bscs_profile = replace(profile, game="bscs")
    assert game.data.catalog(bscs_profile) is book


def test_a_game_offers_capabilities_or_none():
    assert FT.sheets is not None and FT.fixes is not None and FT.quick_reference is not None
    assert BSCS.fixes is None  # BSCS's fixes are the engine's generic ones
    plain = SsdGame()
    assert plain.fixes is None and plain.quick_reference is None
    assert plain.fleet_rules.model is FleetBase and plain.fleet_rules.rule_options == ()


def test_fleet_rules_get_the_fleet_as_the_games_own_model(tmp_path):
    # 001 L566-570: a dummy bogey costs 20 points from the fleet budget
    (tmp_path / "f.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: Decoys\nbudget: 1000\n"
        "dummies: 2\nships:\n  - {design: 'catalog:heavy-cruiser'}\n"
    )
    result = fleet_from_file(tmp_path / "f.yaml")
    assert isinstance(result.fleet, FullThrustFleet)
    assert [(x.item, x.count, x.subtotal) for x in result.extras] == [("Dummy bogey", 2, 40)]


def test_sample_designs_are_found_beside_the_game_not_in_the_contract():
    assert not hasattr(FT, "sample_design")
    design = sample_design(BSCS, 30)
    assert design is not None and len(design.systems) == 30
    assert sample_design(FT, 30) is None  # Full Thrust has no sample.py: the bench grows one
    assert sample_design(SsdGame(), 30) is None


def test_evaluate_reads_no_file_a_reference_not_prepared_is_a_finding(monkeypatch):
    carrier = load_design(BSCS.standard_design("escort-carrier").path).design
    BSCS.data.catalog()  # the game's static data, loaded before

    def refuse(file, *_args, **_kwargs):
        raise AssertionError(f"evaluation read {file}")

    monkeypatch.setattr(file_reader, "_open", refuse)
    unprepared = BSCS.evaluate(carrier, EvaluationContext())
    assert "BSCS-CRAFT-DESIGN" in {f.code for f in unprepared.errors}  # "was not read with the carrier"
    monkeypatch.undo()
    prepared = BSCS.evaluate(carrier, BSCS.prepare(carrier))
    assert prepared.legal, prepared.findings
