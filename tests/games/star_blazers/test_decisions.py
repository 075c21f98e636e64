"""Issue 23 item 5: readings the book leaves open, decided with a rule option (catalog README,
decisions 50-52)."""

from __future__ import annotations

import json

from designer.cli import main
from designer.core.paths import CATALOGS
from tests.evaluating import evaluated
from tests.games.star_blazers.conftest import codes, evaluate, make


def test_smite_transporters_are_gamilon_equipment_by_default():
    """ "Only two Gamilon vessels are equipped with smite transportation mechanisms" (L2466-2469);
    the purchase table prices MT-1 at 36 + (36) = 72 with no faction named (L4966)."""
    edf = make("edf/borodino", purchases=[{"system": "mt-1"}])
    assert ("SB-PURCHASE-NOT-ALLOWED", "purchases[0]") in codes(evaluate(edf), "error")
    assert evaluate(edf, smite_buyers="any").legal
    gamilon = make("gamilon/conqueror", purchases=[{"system": "mt-1"}])
    assert evaluate(gamilon).legal and evaluate(gamilon).stats["points"] == 370 + 72  # L4932, L4966


def test_control_mines_need_a_ship_that_lays_mines_by_default():
    """A control mine is a mine counter the layer designates (L1889-1892); EDF and Comet ships
    carry no mine laying system and the book prices none for them (L1927-1929). The Revenge lays
    EMCM and SOM (L1896-1897) and may buy them at 10 each (L4965)."""
    comet = make("comet/victory", purchases=[{"system": "control-mine-factor", "count": 2}])
    assert ("SB-PURCHASE-NOT-ALLOWED", "purchases[0]") in codes(evaluate(comet), "error")
    assert evaluate(comet, control_mine_buyers="any").legal
    revenge = make("gamilon/revenge", purchases=[{"system": "control-mine-factor", "count": 2}])
    assert evaluate(revenge).legal and evaluate(revenge).stats["points"] == 522 + 20


def test_scenario_3_gamilon_carriers_are_priced_with_their_hulls(capsys):
    """The book adds the carriers' craft only, "54" and "150 =204" (L5144-5145), on top of 2983
    (L5130); Hullwright prices every ship it lists, so the hulls 335 + 2 x 522 (L4928, L4930) are
    added: 2983 + 204 + 1379 = 4566 (README decision 52)."""
    path = CATALOGS / "star-blazers" / "fleets" / "3-desslok-revenge-gamilon-advanced.yaml"
    main(["fleet", "--json", str(path)])
    result = json.loads(capsys.readouterr()[0])
    assert result["total_points"] == 2983 + 54 + 150 + 335 + 2 * 522


def test_a_class_naming_an_unknown_special_weapon_is_an_error_and_still_prints(tmp_path):
    """A custom class's special weapon must be one of the weapons list's (000 L389, L798): one it
    lacks is an error at its entry, and the sheet prints the rest instead of failing (found by the
    export property test)."""
    from designer.core.design_file import load_design
    from designer.core.paths import CATALOGS
    from designer.games.star_blazers import GAME

    text = (CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml").read_text()
    path = tmp_path / "odd.yaml"
    path.write_text(
        text.replace(
            "  systems: {mine_sweeping: 1}",
            '  special_weapons: {entries: ["0"]}\n  systems: {mine_sweeping: 1}',
        )
    )
    design = load_design(path).design
    evaluation = evaluated(GAME, design)
    (finding,) = [f for f in evaluation.findings if f.code == "SB-SPECIAL-WEAPON-UNKNOWN"]
    assert finding.path == "definition.special_weapons.entries[0]" and "'0'" in finding.message
    assert GAME.sheets.record_pages([(design, evaluation)], "a4")
