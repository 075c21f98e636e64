"""Star Blazers house-rule profiles (issue 17, part 4): the example profile changes the class
points, prices and craft values it names and adds a purchasable system and a craft type; without
it they are findings; a broken profile is refused at its line."""

from __future__ import annotations

from designer.core.context import EvaluationContext, Profile
from designer.core.fixes import suggest_fixes
from designer.core.profile import load_profile
from designer.games.star_blazers import GAME
from tests.core.profile_helpers import broken_profile_test
from tests.evaluating import evaluated
from tests.games.star_blazers.conftest import codes, craft, make

COMETINE = GAME.data.folder / "profiles" / "cometine-campaign.yaml"


def yamato():
    return make(
        "edf/yamato",
        purchases=[{"system": "achs"}, {"system": "wave-motion-shield"}],
        craft=craft("BT", 30, "CT3", 12),
    )


def rows(evaluation) -> dict[str, float]:
    return {r.path: r.measures["points"] for r in evaluation.breakdown}


def test_the_profile_changes_the_numbers_it_names_and_adds_its_systems():
    housed = evaluated(GAME, yamato(), EvaluationContext(profile=load_profile(COMETINE)))
    # The Yamato 650 (607 in the table, L4911); the ACHS 8 + (7) = 15, bought since the profile
    # says the Yamato has none (its option yamato_achs, L3398-3402); the wave-motion shield
    # 30 + (30) = 60; 30 light Black Tigers at 1 and 12 medium Cosmo Tiger IIIs at 2 (L5408-5412).
    assert rows(housed) == {
        "class": 650,
        "purchases[0]": 15,
        "purchases[1]": 60,
        "craft[0]": 30,
        "craft[1]": 24,
    }
    assert housed.points == 650 + 15 + 60 + 30 + 24 and housed.legal


def test_a_craft_value_follows_the_profiles_weights():
    revenge = make("gamilon/revenge", craft=craft("HB", 1))
    book = evaluated(GAME, revenge)
    housed = evaluated(GAME, revenge, EvaluationContext(profile=load_profile(COMETINE)))
    assert housed.points - book.points == 4 - 3  # a heavy bomber 4, not 3 (L4907, L5408-5412)


def test_without_the_profile_its_systems_are_findings_with_fixes():
    book = evaluated(GAME, yamato())
    assert rows(book) == {"class": 607, "purchases[0]": 20, "craft[0]": 30}
    assert set(codes(book, "error")) == {
        ("SB-PURCHASE-HAS", "purchases[0]"),
        ("SB-PURCHASE-UNKNOWN", "purchases[1].system"),
        ("SB-CRAFT-UNKNOWN", "craft[1].type"),
    }
    unknown = next(f for f in book.errors if f.code == "SB-PURCHASE-UNKNOWN")
    assert [fix.label for fix in suggest_fixes(GAME, yamato(), unknown)] == ["Remove wave-motion-shield"]


def test_a_lost_figure_may_be_written_in_and_a_price_by_class_changed():
    profile = Profile(
        "Figures",
        "1",
        "star-blazers",
        overrides={
            "classes.edf/andromeda-i.hull.boxes": 80,  # lost in the source (the art)
            "purchases.firing_capacity.class-3.purchase": 25,
            "purchases.firing_capacity.class-3.installation": 25,
            "purchases.firing_capacity.class-3.total": 50,
        },
    )
    catalog = GAME.data.catalog(profile)
    assert catalog.warship("edf/andromeda-i").hull.boxes == 80
    assert catalog.purchases.firing_price(3).total == 50
    assert GAME.data.catalog().purchases.firing_price(3).total == 60  # the game's own is untouched


PURCHASE = (
    "systems:\n  - type: purchase\n    id: wms\n    title: WMS\n    purchase: 30\n"
    "    installation: 30\n    total: {total}\n    source: s\n"
)
CRAFT = (
    "systems:\n  - {{type: craft, faction: edf, code: {code}, name: N, prd: F1, role: battlecraft, "
    "weight: {weight}, packages: '-', lays_mines: false, radar: 10, source: s}}\n"
)
BAD = {
    "no such class": ("overrides:\n  classes.edf/nonesuch.points: 1\n", 8, "classes.edf/nonesuch is not in"),
    "wrong kind of value": ("overrides:\n  classes.edf/yamato.points: lots\n", 8, "same kind"),
    "points below nothing": (
        "overrides:\n  classes.edf/yamato.points: -5\n",
        8,
        "overrides.classes.edf/yamato.points",
    ),
    "a total that is not its halves": (
        "overrides:\n  purchases.systems.achs.total: 30\n",
        8,
        "total 30 is not purchase 10 + installation 10",
    ),
    "a battery letter with no table": (
        "overrides:\n  classes.edf/yamato.batteries.entries.G.letter: Z\n",
        8,
        "battery letter 'Z' has no table",
    ),
    "a kind the rules cannot take": (
        "systems:\n  - {type: upgrade, id: x}\n",
        8,
        "Star Blazers takes these kinds of system",
    ),
    "a craft code the faction has": (
        CRAFT.format(code="BT", weight="light"),
        8,
        "edf/BT is already in the catalog",
    ),
    "a craft of no weight class": (CRAFT.format(code="XX", weight="superheavy"), 8, "systems[0].weight"),
    "a system's price not its halves": (PURCHASE.format(total=50), 13, "total 50 is not purchase 30"),
}


test_a_broken_profile_is_refused_at_its_line = broken_profile_test("star-blazers", BAD)


def test_the_palette_offers_and_prices_the_profiles_purchases_and_craft():
    catalog = GAME.data.catalog(load_profile(COMETINE))
    book = {op.id: op.measures.get("points") for op in GAME.editor().palette}
    housed = {op.id: op.measures.get("points") for op in GAME.editor(catalog).palette}
    assert housed["buy:wave-motion-shield"] == "60" and "buy:wave-motion-shield" not in book
    assert housed["craft:edf/CT3"] == "2 each" and "craft:edf/CT3" not in book
    assert (book["buy:achs"], housed["buy:achs"]) == ("20", "15")  # 10 + (10); 8 + (7)
    assert GAME.editor(GAME.data.catalog()) is GAME.editor()  # the book's editor is held, not rebuilt
