"""The catalog gate: every class of the points table with its points, faction, type and sheet
figures as the seed gives them (seed 000; numbers typed here from the rulebook lines cited)."""

from __future__ import annotations

import pytest

from designer.games.star_blazers import GAME
from designer.games.star_blazers.rules.class_checks import class_findings

CATALOG = GAME.data.catalog()

# The warship point values charts, 000 L4909-4954, as printed (class id: points).
POINTS_TABLE = {
    # EDF, L4911-4923
    "edf/yamato": 607,
    "edf/andromeda-i": 749,
    "edf/andromeda-ii": 752,
    "edf/borodino": 513,
    "edf/lexington": 530,
    "edf/hood": 283,
    "edf/konigsberg": 270,
    "edf/gearing": 151,
    "edf/airone": 155,
    "edf/lightning": 58,
    "edf/mogami": 77,
    "edf/oceana": 194,
    "edf/obs": 68,
    # Gamilon, L4926-4944
    "gamilon/spirit-of-gamilon": 484,
    "gamilon/imperator": 339,
    "gamilon/vindictive": 335,
    "gamilon/vengeance": 373,
    "gamilon/revenge": 522,
    "gamilon/undaunted": 400,
    "gamilon/conqueror": 370,
    "gamilon/exterminator": 127,
    "gamilon/eliminator": 117,
    "gamilon/eradicator": 99,
    "gamilon/smws": 194,
    "gamilon/smite-craft": 175,
    "gamilon/audacious": 381,
    "gamilon/dominator": 134,
    "gamilon/pav": 76,
    "gamilon/tanker": 119,
    "gamilon/hmt": 118,
    "gamilon/hslmt": 61,
    "gamilon/space-fortress": 948,
    # Comet, L4947-4954
    "comet/medaruusa": 696,
    "comet/victory": 621,
    "comet/exterminator": 789,
    "comet/vengeful": 690,
    "comet/hailstorm": 442,
    "comet/storm": 151,
    "comet/shadow": 144,
    "comet/sals": 116,
}


def test_every_class_of_the_points_table_and_only_those():
    assert len(POINTS_TABLE) == 40  # 13 EDF + 19 Gamilon + 8 Comet
    assert {cid: c.points for cid, c in CATALOG.warships.items()} == POINTS_TABLE


def test_each_class_names_its_points_line():
    for cls in CATALOG.warships.values():
        line = int(cls.source.split("L")[1].split(",")[0].split("-")[0])
        assert 4909 <= line <= 4954, cls.id


def test_wdf_title_points_agree_with_the_table():
    """T35: the title lines that survive (L5868, L5965, L7032, L7179, L7213)."""
    titles = {cid: c.wdf.title_points for cid, c in CATALOG.warships.items() if c.wdf.title_points}
    assert titles == {
        "edf/andromeda-i": 749,
        "edf/andromeda-ii": 752,
        "gamilon/undaunted": 400,
        "gamilon/hmt": 118,
        "gamilon/hslmt": 61,
    }
    for cid, points in titles.items():
        assert POINTS_TABLE[cid] == points


def test_two_exterminators_are_told_apart_by_faction():
    """Gamilon SDD and Comet SCG(AM) are both 'Exterminator' (L4933, L4949)."""
    gamilon, comet = CATALOG.warship("gamilon/exterminator"), CATALOG.warship("comet/exterminator")
    assert (gamilon.type_code, gamilon.points) == ("SDD", 127)
    assert (comet.type_code, comet.points) == ("SCG(AM)", 789)


def test_hull_boxes_the_seed_gives_and_no_others():
    """Yamato 124, Borodino 110, the EDF destroyer 12 (L4491-4493); every other count is lost."""
    known = {cid: c.hull.boxes for cid, c in CATALOG.warships.items() if c.hull.boxes is not None}
    assert known == {"edf/yamato": 124, "edf/borodino": 110, "edf/gearing": 12}


def test_battery_counts_the_seed_gives():
    """Yamato 3 G, 6 M2, 4 T1 (L1034-1037); Conqueror 9 M2, Revenge 8 M2 (L1015-1017); 12 EMCM
    launchers on the SMWS and the Revenge (L1894-1897); the HSCSG's one J (L3679-3684); the
    patrol cruiser's 1 SD and 1 MDS (L986-992); the frigate's 1/3 G (L3644-3651)."""
    counts = {
        (cid, b.letter): b.count
        for cid, c in CATALOG.warships.items()
        for b in c.batteries.entries
        if b.count is not None
    }
    assert counts == {
        ("edf/yamato", "G"): 3,
        ("edf/yamato", "M2"): 6,
        ("edf/yamato", "T1"): 4,
        ("edf/konigsberg", "SD"): 1,
        ("edf/konigsberg", "MDS"): 1,
        ("edf/airone", "G"): 1,
        ("gamilon/revenge", "EMCM"): 12,
        ("gamilon/revenge", "M2"): 8,
        ("gamilon/conqueror", "M2"): 9,
        ("gamilon/eliminator", "J"): 1,
        ("gamilon/smws", "EMCM"): 12,
    }
    assert CATALOG.warship("edf/airone").battery("G").fraction == "1/3"
    konigsberg = CATALOG.warship("edf/konigsberg")
    assert (konigsberg.battery("E").minimum, konigsberg.battery("T1").minimum) == (2, 1)


def test_letters_lost_for_the_classes_the_corrections_name():
    lost = {cid for cid, c in CATALOG.warships.items() if c.batteries.letters_lost}
    assert lost == {
        "edf/borodino",
        "edf/gearing",
        "gamilon/vengeance",
        "gamilon/eradicator",
        "comet/hailstorm",
        "comet/vengeful",
    }


def test_class_numbers_unknown_where_the_corrections_say():
    unknown = {
        cid for cid, c in CATALOG.warships.items() if c.data.class_number is None and c.kind == "warship"
    }
    assert unknown == {
        "edf/gearing",
        "edf/mogami",
        "edf/lightning",
        "gamilon/audacious",
        "gamilon/tanker",
        "comet/exterminator",
        "comet/storm",
        "comet/sals",
        "comet/vengeful",
        "comet/shadow",
        "comet/medaruusa",
    }
    assert CATALOG.warship("edf/airone").data.class_number == 2  # L1218, correction 1


def test_every_block_names_its_lines_and_every_lost_value_its_lines():
    for cls in CATALOG.warships.values():
        assert cls.source.startswith("000 L"), cls.id
        blocks = [cls.wdf, cls.data, cls.hull, cls.radar, cls.batteries]
        for block in blocks:
            assert block.source or block.unknown_source, (cls.id, block)
        for block, value in (
            (cls.hull, cls.hull.boxes),
            (cls.radar, cls.radar.range),
            (cls.data, cls.data.class_number),
        ):
            if value is None and cls.kind == "warship":
                assert block.unknown_source.startswith("000 L"), (cls.id, block)
        if any(b.count is None for b in cls.batteries.entries) or cls.batteries.letters_lost:
            assert cls.batteries.unknown_source.startswith("000 L"), cls.id


def test_weapon_tables_are_stored_once_per_letter():
    """Each letter a class carries has exactly one table (digest, 'stored once per letter')."""
    weapons = CATALOG.weapons
    groups = [set(weapons.direct_fire), set(weapons.launchers), set(weapons.defence)]
    for a in range(len(groups)):
        for b in range(a + 1, len(groups)):
            assert not groups[a] & groups[b]
    carried = {b.letter for c in CATALOG.warships.values() for b in c.batteries.entries}
    assert carried <= weapons.letters()
    assert set(weapons.direct_fire) == set("ABCDEFGHIJKL")


def test_weapon_table_figures_checked_against_the_seed():
    df = CATALOG.weapons.direct_fire
    # the explainer's heavy shock cannon (L390-396) and the J example: range 6 is medium, 30%,
    # 6 points a hit (L3679-3684)
    assert df["G"].ranges == ("0", "1-5", "6-10", "11-15") and df["G"].damage == (12, 10, 8, 6)
    assert df["J"].ranges[2] == "4-6" and df["J"].hit[2] == 30 and df["J"].damage[2] == 6
    # the heavy pulse laser DP table of the explainer (L402-412)
    assert df["C"].dp.hit == (30, 20, 10, 5) and df["C"].dp.rolls == "per-battery"
    # B and A long-range boxes read 3 (correction 8: L6367, L7431, L7571)
    assert df["B"].damage[3] == 3 and df["A"].damage[3] == 3
    launchers = CATALOG.weapons.launchers
    assert (launchers["M2"].salvo_size, launchers["T1"].salvo_size) == (4, 3)  # L461, L472
    assert launchers["T2"].damage is None  # no table anywhere (L1048)


def test_no_book_class_is_flagged_by_the_class_figures_check():
    """The known exceptions (high speed power ratings, the SMWS's MSS II, the patrol cruiser's
    1.0 turn, the Andromeda II at class 6) are rules of the check, so the book passes. (A class
    whose number is lost has nothing to check.)"""
    checked = [c for c in CATALOG.warships.values() if c.data.class_number is not None]
    assert len(checked) == 27  # 40 less 11 lost numbers, the satellite and the fortress
    for cls in checked:
        assert class_findings(cls, CATALOG, "definition") == [], cls.id


def test_purchase_totals_are_twice_the_base_price():
    """T32: each total = purchase + installation (L4958-5000); mine factors 10 each (L4964-4965)."""
    systems = CATALOG.purchases.systems
    totals = {key: spec.total for key, spec in systems.items()}
    assert totals == {
        "achs": 20,
        "craft-achs": 24,
        "acacbi": 40,
        "asms": 20,
        "stealth-mine-factor": 10,
        "control-mine-factor": 10,
        "mt-1": 72,
        "mt-2": 96,
    }
    for key in ("achs", "craft-achs", "acacbi", "asms", "mt-1", "mt-2"):
        assert systems[key].total == 2 * systems[key].purchase
    assert {k: u.total for k, u in CATALOG.purchases.upgrades.items()} == {"mss-type-2": 20, "mls-type-3": 30}
    assert [(p.classes[0], p.systems, p.total) for p in CATALOG.purchases.firing_capacity] == [
        (1, 2, 40),
        (3, 3, 60),
        (4, 4, 80),
    ]


@pytest.mark.parametrize(
    "code, weight",
    [
        ("BT", "light"),
        ("HB", "heavy"),
        ("SF", "medium"),
        ("SR", "medium"),
        ("HAF", "medium"),
        ("S", "medium"),
        ("EII", "light"),
    ],
)
def test_craft_weights(code, weight):
    """§5.4: light all EDF and Gamilon craft but the HB; medium the Comet SF, SR, HAF and S
    (L4901-4907)."""
    found = [t for t in CATALOG.craft.types if t.code == code]
    faction = "edf" if code == "BT" else "gamilon" if code == "HB" else "comet"
    assert next(t for t in found if t.faction == faction).weight == weight


def test_the_catalog_is_held_by_the_game_object():
    assert GAME.data.catalog() is GAME.data.catalog() and GAME.data.catalog().folder.name == "star-blazers"
