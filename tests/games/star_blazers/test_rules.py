"""Points, craft values, munition loads and morale from the rules (digest §10; the numbers
are the book's or computed by hand from its rules, with the seed lines cited)."""

from __future__ import annotations

import pytest

from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.games.star_blazers import GAME
from designer.games.star_blazers.rules.class_figures import morale_thresholds
from tests.evaluating import evaluated
from tests.games.star_blazers.conftest import codes, craft, evaluate, make


def craft_points(design, **options) -> int:
    return evaluate(design, **options).stats["craft_points"]


def test_yamato_craft_value_80():
    """T2: 55 B.C. + 25 S.C., all light, 1 point each = 80 (L5094-5095, L5137-5140)."""
    yamato = make("edf/yamato", craft=craft("BT", 54, "CZ", 1, "AA", 25))
    assert craft_points(yamato) == 80
    assert evaluate(yamato).points == 607 + 80


def test_borodino_60_and_lexington_95():
    """T2: Borodino 54 + 6 = 60 (L5138); Lexington 90 + 5 = 95 (L5225-5229)."""
    assert craft_points(make("edf/borodino", craft=craft("CTF", 36, "CTAB", 18, "AA", 6))) == 60
    assert craft_points(make("edf/lexington", craft=craft("CTF", 18, "CTAB", 18, "CTE", 54, "AA", 5))) == 95


def test_revenge_heavy_bomber_is_3():
    """T3: 60 light B.C. + 12 S.C. + 1 HB at 3 = 75 (L5145, L5233)."""
    revenge = make("gamilon/revenge", craft=craft("SFA", 12, "DBS", 24, "ABR", 24, "HB", 1, "SC", 12))
    assert craft_points(revenge) == 75
    assert codes(evaluate(revenge), "error") == []


def test_vengeful_medium_craft_are_2():
    """T4: 72 F (light) + 108 SF (medium) + 28 S (medium) = 72 + 216 + 56 = 344 (L2641, L5294)."""
    vengeful = make("comet/vengeful", craft=craft("EII", 72, "SF", 108, "S", 28))
    assert craft_points(vengeful) == 344


def test_hailstorm_rule_126_and_the_books_90():
    """T5: 24 light + 36 medium + 15 medium S.C. = 24 + 72 + 30 = 126 by the stated rule
    (L5408-5412); the book's own example says 90 (L5413-5416), the rule option 'book'."""
    hailstorm = make("comet/hailstorm", craft=craft("EII", 24, "SF", 36, "S", 15))
    assert craft_points(hailstorm) == 126
    assert craft_points(hailstorm, hailstorm_craft="book") == 90
    other = make("comet/vengeful", craft=craft("EII", 72, "SF", 108, "S", 28))
    assert craft_points(other, hailstorm_craft="book") == 344  # only the Hailstorm's


def test_yamato_munition_loads_48_and_24():
    """T9: 6 M2 x 2 salvoes x 4 = 48; 4 T1 x 2 x 3 = 24 (L1036, L461-473, L4760-4762)."""
    detail = evaluate(make("edf/yamato")).detail
    loads = {(m.group, m.code): (m.load, m.maximum) for m in detail.munitions}
    assert loads[("ship", "M2")] == (48, 48) and loads[("ship", "T1")] == (24, 24)
    assert loads[("craft", "AM")] == (185, 185) and loads[("craft", "AT1")] == (165, 165)  # L4812


def test_mine_loads_follow_the_mine_systems():
    """SMWS 12 SOM + 24 EMCM, Revenge 2 SOM + 24 EMCM (L1894-1897); a class 1 Gamilon MLS
    Type I holds 1 factor (L1881-1888), an MLS III upgrade 3."""

    def mines(design):
        return {m.code: m.maximum for m in evaluate(design).detail.munitions if m.group == "mines"}

    assert mines(make("gamilon/smws")) == {"SOM": 12, "EMCM": 24}
    assert mines(make("gamilon/revenge")) == {"SOM": 2, "EMCM": 24}
    assert mines(make("gamilon/exterminator")) == {"SOM": 1}
    assert mines(make("gamilon/exterminator", upgrades=["mls-type-3"])) == {"SOM": 3}
    assert mines(make("edf/yamato")) == {}  # EDF ships carry no mine layer (L1927-1929)


def test_morale_thresholds_of_the_books_command_group():
    """T6: Yamato 124 + Borodino 110 + 6 x SDD 12 = 306; 60% at 184, 70% at 214 (L4487-4499)."""
    boxes = 124 + 110 + 6 * 12
    rows = {pct: filled for pct, filled, _ in morale_thresholds(boxes, GAME.data.catalog())}
    assert boxes == 306 and rows[60] == 184 and rows[70] == 214


def test_sixty_percent_box():
    """The darkened box at 60% (L629-637): round(0.6 x 124) = 74, round(0.6 x 12) = 7."""
    assert evaluate(make("edf/yamato")).detail.sixty_percent_box == 74
    assert evaluate(make("edf/gearing")).detail.sixty_percent_box == 7


def test_points_add_purchases_and_upgrades():
    """ACACBI 40 + ASMS 20 + 3 stealth mine factors at 10 each (L4962-4964) + MSS II 20 +
    the class 5 firing upgrade 80 (L4995, L5000) on a Borodino of 513."""
    design = make(
        "edf/borodino",
        purchases=[{"system": "acacbi"}, {"system": "asms"}, {"system": "stealth-mine-factor", "count": 3}],
        upgrades=["mss-type-2", "firing-capacity"],
    )
    result = evaluate(design)
    assert result.points == 513 + 40 + 20 + 30 + 20 + 80
    figures = result.detail.figures
    assert (figures.systems_fired.value, figures.mine_sweeping.value) == (4, 2)  # L4997-5000
    assert "ACACBI" in [s.label for s in result.detail.systems]


@pytest.mark.parametrize(
    "class_id, price",
    [("gamilon/exterminator", 40), ("edf/konigsberg", 60), ("edf/yamato", 80), ("edf/airone", 40)],
)
def test_firing_upgrade_priced_by_class(class_id, price):
    """Class 1-2: 40, class 3: 60, class 4-9: 80 (L4997-5000); the Airone is class 2 (L1218)."""
    base = evaluate(make(class_id)).points
    assert evaluate(make(class_id, upgrades=["firing-capacity"])).points == base + price


def test_class_figures_from_the_class_table_where_the_sheet_lost_them():
    """The Hood is class 3 (L1764-1766): power rating 4, 2 systems, warps 15/30 (§2)."""
    f = evaluate(make("edf/hood")).detail.figures
    assert (
        f.power_rating_factor.value,
        f.systems_fired.value,
        f.tactical_warp_cost.value,
        f.strategic_warp_cost.value,
    ) == (4, 2, 15, 30)
    assert f.power_rating_factor.origin == "class"


def test_a_written_in_class_number_fills_the_data_block():
    f = evaluate(make("edf/gearing", fill_in={"class_number": 2})).detail.figures
    assert (f.class_number.origin, f.power_rating_factor.value, f.strategic_warp_cost.value) == (
        "supplied",
        6,
        20,
    )


def test_missing_fields_are_warnings_that_cite_the_form_section():
    result = evaluate(make("edf/andromeda-i"))
    missing = [f for f in result.findings if f.code == "SB-FIELD-MISSING"]
    assert {f.path for f in missing} == {"fill_in.hull_boxes", "fill_in.batteries"}
    # The player reads the section and the reason; the seed lines stay in the catalog (issue 21
    # item 15).
    assert all(
        f.severity == "warning"
        and "000 L" not in f.message
        and "(" in f.message
        and f.rule.startswith("Understanding the Warship Data Forms")
        for f in missing
    )
    assert result.legal
    filled = make(
        "edf/andromeda-i",
        fill_in={
            "hull_boxes": 150,
            "batteries": [
                {"letter": "G", "count": 3},
                {"letter": "K", "count": 2},
                {"letter": "SD", "count": 4},
                {"letter": "M2", "count": 4, "salvoes": 2},
                {"letter": "T1", "count": 2, "salvoes": 2},
            ],
        },
    )
    assert codes(evaluate(filled)) == []
    assert evaluate(filled).stats["hull_boxes"] == 150


def test_every_standard_design_recomputes_to_its_book_value():
    """The golden test: each catalog design's points are its book_points (the Hailstorm with
    craft only under the book's valuation, catalogs/star-blazers/README.md)."""
    for standard in GAME.standard_designs:
        design = load_design(standard.path).design
        options = {"hailstorm_craft": "book"} if standard.id == "comet-hailstorm-craft" else {}
        result = evaluated(GAME, design, EvaluationContext(overrides=options))
        assert result.points == standard.book_points, standard.id
        assert result.legal, (standard.id, result.errors)


def test_rule_option_value_is_checked():
    result = evaluate(make("edf/yamato", rules={"g_short_hit": 55}))
    assert ("RULE-OPTION-VALUE", "rules.g_short_hit") in codes(result)  # checked by the engine


def test_yamato_achs_option():
    """Off, the Yamato has no ACHS (L3398-3402) and may buy one."""
    bought = make("edf/yamato", purchases=[{"system": "achs"}])
    assert ("SB-PURCHASE-HAS", "purchases[0]") in codes(evaluate(bought))
    assert codes(evaluate(bought, yamato_achs=False), "error") == []
