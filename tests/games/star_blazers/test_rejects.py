"""Must-reject designs: each is refused with its finding code at the path of the offending entry
(issue 13, "Done means")."""

from __future__ import annotations

import pytest

from tests.games.star_blazers.conftest import codes, craft, evaluate, make

CASES = {
    # more battlecraft than the carrier holds: the Yamato holds 55 (L2593)
    "craft over": (make("edf/yamato", craft=craft("BT", 54, "CZ", 2)), ("SB-CRAFT-OVER", "craft[1]")),
    # more support craft than its places: 25 on the Yamato (L2593)
    "support over": (make("edf/yamato", craft=craft("AA", 26)), ("SB-SUPPORT-CRAFT-OVER", "craft[0]")),
    # a ship without a hangar embarks no battlecraft (the Hood has 3 S.C., L2598)
    "no hangar": (make("edf/hood", craft=craft("BT", 6)), ("SB-CRAFT-OVER", "craft[0]")),
    # the Heavy Attack Bomber only on Revenge class carriers (L2634-2636)
    "forbidden type": (
        make("gamilon/vindictive", craft=craft("SFA", 47, "HB", 1)),
        ("SB-CRAFT-FORBIDDEN", "craft[1]"),
    ),
    # Destructors only on the Vindictive and Undaunted (L2630-2634)
    "forbidden SFD": (make("gamilon/revenge", craft=craft("SFD", 12)), ("SB-CRAFT-FORBIDDEN", "craft[0]")),
    # one TSF squadron per vessel (L2578, L2590)
    "TSF limit": (make("edf/lexington", craft=craft("CJ", 24)), ("SB-CRAFT-LIMIT", "craft[0]")),
    # a Gamilon craft on an EDF ship (prefixes E-/G-/C-, L158-196)
    "other faction": (make("edf/yamato", craft=craft("SFA", 6)), ("SB-CRAFT-UNKNOWN", "craft[0].type")),
    # a munition load over its maximum: 48 M2 on the Yamato (L4760-4762)
    "ship munition over": (
        make("edf/yamato", munitions=[{"letter": "M2", "count": 49}]),
        ("SB-MUNITION-OVER", "munitions[0]"),
    ),
    # craft packages over the carriers' table: Revenge AM 60 (L4820)
    "craft munition over": (
        make("gamilon/revenge", craft_munitions=[{"package": "AM", "count": 61}]),
        ("SB-MUNITION-OVER", "craft_munitions[0]"),
    ),
    # Undaunted's two columns: AT2 144 with GM 72 fits neither (L4821-4822); the first column
    # is the nearer, where the AT2 load is over
    "no column fits": (
        make(
            "gamilon/undaunted",
            craft_munitions=[{"package": "AT2", "count": 144}, {"package": "GM", "count": 72}],
        ),
        ("SB-MUNITION-OVER", "craft_munitions[0]"),
    ),
    # mine factors over: the SMWS carries 12 SOM (L1894-1895)
    "mines over": (
        make("gamilon/smws", mines=[{"type": "SOM", "count": 13}]),
        ("SB-MUNITION-OVER", "mines[0]"),
    ),
    # a munition the ship does not carry
    "not carried": (
        make("edf/yamato", munitions=[{"letter": "M3", "count": 4}]),
        ("SB-MUNITION-NOT-CARRIED", "munitions[0]"),
    ),
    # upgrades the class cannot take (README, "Purchases and upgrades"): MSS II on a class 7
    # ship that has it (L1848-1855, L5929-5931); MLS III on an EDF ship with no mine layer
    # (L1927-1929); a second firing-capacity step
    "MSS II twice": (
        make("edf/andromeda-i", upgrades=["mss-type-2"]),
        ("SB-UPGRADE-NOT-ALLOWED", "upgrades[0]"),
    ),
    "MLS III without MLS": (
        make("edf/yamato", upgrades=["mls-type-3"]),
        ("SB-UPGRADE-NOT-ALLOWED", "upgrades[0]"),
    ),
    "second firing step": (
        make("edf/yamato", upgrades=["firing-capacity", "firing-capacity"]),
        ("SB-UPGRADE-TWICE", "upgrades[1]"),
    ),
    "firing step without class": (
        make("edf/gearing", upgrades=["firing-capacity"]),
        ("SB-UPGRADE-NOT-ALLOWED", "upgrades[0]"),
    ),
    # a purchase of a system the class already has: the Yamato's standard ACACBI (L1220-1222)
    "has ACACBI": (make("edf/yamato", purchases=[{"system": "acacbi"}]), ("SB-PURCHASE-HAS", "purchases[0]")),
    "has smite MT-2": (
        make("gamilon/spirit-of-gamilon", purchases=[{"system": "mt-2"}]),
        ("SB-PURCHASE-HAS", "purchases[0]"),
    ),
    "bought twice": (
        make("edf/borodino", purchases=[{"system": "achs"}, {"system": "achs"}]),
        ("SB-PURCHASE-TWICE", "purchases[1]"),
    ),
    "ACHS flights without craft": (
        make("edf/borodino", purchases=[{"system": "craft-achs", "count": 2}], craft=craft("CTF", 6)),
        ("SB-CRAFT-ACHS-FLIGHTS", "purchases[0]"),
    ),
    # fill-ins that contradict the book (Yamato's 124 hull boxes, L4491; 3 G, L1036)
    "hull conflict": (
        make("edf/yamato", fill_in={"hull_boxes": 100}),
        ("SB-FILL-IN-CONFLICT", "fill_in.hull_boxes"),
    ),
    "battery conflict": (
        make("edf/yamato", fill_in={"batteries": [{"letter": "G", "count": 4}]}),
        ("SB-FILL-IN-CONFLICT", "fill_in.batteries[0].count"),
    ),
    "letter not carried": (
        make("edf/yamato", fill_in={"batteries": [{"letter": "K", "count": 2}]}),
        ("SB-FILL-IN-LETTER", "fill_in.batteries[0].letter"),
    ),
    "below minimum": (
        make("edf/konigsberg", fill_in={"batteries": [{"letter": "E", "count": 1}]}),
        ("SB-FILL-IN-MINIMUM", "fill_in.batteries[0].count"),
    ),
    "unknown class": (make("edf/enterprise"), ("SB-CLASS-UNKNOWN", "class")),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_rejected_with_code_and_path(case):
    design, expected = CASES[case]
    result = evaluate(design)
    assert expected in codes(result, "error"), codes(result)
    assert not result.legal


def test_the_undaunteds_second_column():
    """AT2 144 and no GM is the second option (L4822)."""
    design = make(
        "gamilon/undaunted", craft_munitions=[{"package": "AT2", "count": 144}, {"package": "GM", "count": 0}]
    )
    assert codes(evaluate(design), "error") == []


def test_recon_craft_may_take_support_places():
    """Scorpion recon variants may replace support craft (L2688-2689): 60 B.C. + 15 S.C. places,
    so 60 battlecraft, 14 Striders and 1 SR fit."""
    hailstorm = make("comet/hailstorm", craft=craft("EII", 24, "SF", 36, "S", 14, "SR", 1))
    assert codes(evaluate(hailstorm), "error") == []


def test_a_class_file_holds_only_its_definition():
    from designer.core.design_file import design_from_text
    from designer.core.errors import LoadError

    text = (
        "hullwright: 1\ngame: star-blazers\nname: Raptor\nkind: class\nclass: edf/yamato\n"
        "definition: {faction: edf, type_code: SCG, name: Raptor, points: 100}\n"
    )
    with pytest.raises(LoadError, match="class file holds only"):
        design_from_text(text)
