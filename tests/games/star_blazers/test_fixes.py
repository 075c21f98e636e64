"""Fix-it suggestions for Star Blazers findings: the game's own candidates reach fixes the
generic ones cannot (a load or a craft count far over its limit, a written-in value the
book contradicts, a custom class's figures), and each is proven by the engine."""

from __future__ import annotations

from designer.core.design_file import load_design
from designer.core.fixes import suggest_fixes
from designer.core.paths import CATALOGS
from designer.games.star_blazers import GAME
from tests.games.star_blazers.conftest import craft, evaluate, make


def labels(design, code: str) -> list[str]:
    finding = next(f for f in evaluate(design).findings if f.code == code)
    return [fix.label for fix in suggest_fixes(GAME, design, finding)]


def test_craft_far_past_the_hangar_are_cut_to_the_places_left():
    # 200 Black Tigers on the Yamato's 55 battlecraft places (L2593): 145 over, past the
    # generic search of 64 steps.
    found = labels(make("edf/yamato", craft=craft("BT", 200)), "SB-CRAFT-OVER")
    assert found[0].startswith("Embark 55 BT, the places left")


def test_a_load_far_over_its_maximum_is_set_to_it():
    found = labels(make("edf/yamato", munitions=[{"letter": "M2", "count": 500}]), "SB-MUNITION-OVER")
    assert found[0].startswith("Load the maximum, 48")  # 6 launchers x 2 salvoes x 4 (L4760)


def test_a_write_in_the_book_contradicts_is_removed():
    found = labels(make("edf/yamato", fill_in={"hull_boxes": 100}), "SB-FILL-IN-CONFLICT")
    # The game's removal first; the window's Hull boxes field (decision 45) adds the generic
    # "another value", which finds the book's (proven: a write-in equal to it is no conflict).
    assert found == ["Remove the written-in value: the book gives it", "Set Hull boxes to 124"]


def test_a_custom_class_figure_is_set_to_its_class_numbers():
    escort = load_design(CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml").design
    data = escort.definition.data.model_copy(update={"power_rating_factor": 7.0})
    wrong = escort.model_copy(update={"definition": escort.definition.model_copy(update={"data": data})})
    assert labels(wrong, "SB-CLASS-POWER-RATING") == ["Set power rating factor to class 3's 4"]
