"""The catalog as transcribed from seed 004: systems keyed by id, the two option-mount lists, races,
the supplement's charts verbatim, and the play figures (tests about play are assertions on the
transcribed data: there is no combat calculator). Digest §12 tests S1, S6-S8, S11-S12 (charts),
S14 (explosion), S16-S19, S21, S28-S29 (data); every expected value is from the seed or by hand."""

from __future__ import annotations

import ast
import math
import shutil
from pathlib import Path

import pytest

from designer.core.errors import LoadError
from designer.core.paths import CATALOGS
from designer.games.sfb.catalog import CatalogLoader
from tests.games.sfb.helpers import CATALOG, F

PACKAGE = Path(__file__).resolve().parents[3] / "designer" / "games" / "sfb"
SEED_HITS = {
    "Torp",
    "Drone",
    "Phaser",
    "Lab",
    "Sensor",
    "Flag Bridge",
    "Bridge (the very last)",
    "Auxiliary Control",
}  # the seed's "destroyed on" types (digest correction 1)


def test_option_lists_have_the_seed_entries_and_costs():
    joshada, rutan = CATALOG.option_lists["joshada"], CATALOG.option_lists["rutan"]
    assert len(joshada.entries) == 25  # 004 L834-858
    assert len(rutan.entries) == 46  # 004 L870-915
    assert joshada.resource_base == 20 and rutan.allowance_divisor == 10  # L824-826, L574-575
    costs = {e.system: e.cost for e in rutan.entries}
    assert costs["phaser-3"] == F(2, 5) and costs["phaser-2"] == F(3, 5)  # L900, L899
    assert costs["plasma-s"] == 6 and costs["bubble-shield"] == 16  # L906, L877
    assert costs["special-scanner"] == 8 and costs["yaka"] == 0  # L911, L915
    assert all((e.cost * 5).denominator == 1 for e in rutan.entries + joshada.entries)  # fifths
    assert costs["phaser-2"] + F(1, 5) == costs["phaser-1"]  # exact: 0.6 + 0.2 = 0.8


def test_option_list_flags():
    joshada = {e.system: e.needs for e in CATALOG.option_lists["joshada"].entries}
    assert joshada["amt"] == ["errevin-ship", "amt-in-cargo"]  # L834, L860-865
    assert joshada["particle-beam"] == ["errevin-ship"]  # L844, L860
    assert joshada["hellebore"] == ["captured"] and joshada["phaser-d"] == ["captured"]  # L840, L849
    assert joshada["fireball-torpedo"] == ["from-alps"] and joshada["phaser-1g"] == ["from-alps"]
    assert joshada["phaser-g"] == ["alps-or-captured"]  # the note wraps, L850-851
    rutan = {e.system for e in CATALOG.option_lists["rutan"].entries if e.needs == ["captured"]}
    assert rutan == {
        "ammd",
        "amt",
        "bubble-shield",
        "deflector-shield",
        "fireball-torpedo",
        "holo-laser",
        "particle-beam",
        "phaser-1g",
        "photon",
        "plasma-s",
    }  # "*", L917
    assert CATALOG.option_lists["joshada"].mounts == ["OPT"]  # decision: NWO is Rutan-only


def test_every_system_has_a_label_a_hit_category_and_its_lines():
    for key, spec in CATALOG.systems.items():
        assert spec.label and spec.hit.category and spec.source.startswith(("004 L", "not named")), key
        if spec.hit.verified:  # never destroyed (L677) and "as emulated" (L682-684) besides
            assert spec.hit.category in SEED_HITS | {"None", "As emulated"}, key
    # Box labels collide; ids do not (digest, "Omitted above"): DRN names three systems.
    assert [k for k, s in CATALOG.systems.items() if s.label == "DRN"] == ["drone-a", "drone-b", "drone-c"]


@pytest.mark.parametrize(
    "system, category, lines",
    [
        ("amt", "Torp", "L193-194"),
        ("particle-beam", "Drone", "L285-286"),
        ("beam-cannon", "Phaser", "L296-297"),
        ("phaser-energy-beam", "Drone", "L342"),
        ("stun-beam", "Phaser", "L353"),
        ("antimatter-gun", "Drone", "L367"),
        ("bolt-gun", "Torp", "L378"),
        ("fireball-torpedo", "Torp", "L400"),
        ("holo-laser", "Drone", "L431"),
        ("ammd", "Lab", "L449-450"),
        ("deflector-shield", "Sensor", "L459"),
        ("bubble-shield", "Sensor", "L479"),
        ("steel-shield", "Sensor", "L486"),
        ("yaka", "Flag Bridge", "L490"),
        ("phaser-sphere", "Auxiliary Control", "L512"),
        ("special-sensor", "Torp", "L525"),
        ("special-scanner", "Drone", "L539"),
        ("ocd", "Auxiliary Control", "L567"),
        ("power-distributor", "Bridge (the very last)", "L601"),
        ("targeting-computer", "Auxiliary Control", "L617"),
        ("autodefense-device", "Flag Bridge", "L628"),
        ("repel", "Lab", "L650"),
    ],
)
def test_seed_hit_categories(system, category, lines):
    hit = CATALOG.systems[system].hit
    assert (hit.category, hit.verified) == (category, True) and lines in hit.source


def test_base_game_systems_are_marked_unverified():
    for key in (
        "phaser-1",
        "disruptor",
        "photon",
        "plasma-s",
        "drone-a",
        "esg",
        "hellebore",
        "fusion-beam",
        "tractor",
        "cargo",
        "f-hull",
        "impulse",
        "apr",
        "awr",
        "air",
        "battery",
        "l-warp",
    ):
        hit = CATALOG.systems[key].hit
        assert not hit.verified and hit.note, key
        assert CATALOG.systems[key].tables == [], key  # their charts are the publisher's
    assert not CATALOG.systems["air"].power.verified  # AIR's output: an assumption (correction 3)


def test_bpvs_where_the_seed_gives_them():
    bpv = {k: s.bpv for k, s in CATALOG.systems.items() if s.bpv is not None}
    assert bpv["stun-beam"] == 3 and bpv["antimatter-gun"] == 4 and bpv["bolt-gun"] == 3  # L353, L367, L379
    assert bpv["repel"] == 7 and bpv["semi-cloak"] == 10 and bpv["spare-part"] == 10  # L651, L661, L685
    assert bpv["pod-connection"] == 0  # L677


def test_availability_with_era():
    tags = CATALOG.systems["bolt-gun"].availability  # "Early Joshadan, Early Rutan" (L378-379)
    assert {(t.faction, t.era) for t in tags} == {("joshadan", "early"), ("rutan", "early")}
    assert CATALOG.systems["beam-cannon"].availability[0].ship == "light-of-doom"
    assert CATALOG.systems["antimatter-gun"].availability[0].faction == "kalkli"  # §13.22


def test_races_and_counter_colours():
    races = CATALOG.races
    assert races["joshadan"].counter.words == "red on a light blue background"  # L749
    assert races["errevin"].counter.words == "blue on a green background"  # L759
    assert races["rutan"].counter.words == "purple on a black background"  # L770
    assert races["alp"].counter.words == "light blue on a brown background"  # L781
    assert races["computer-empire"].rule == "RTJG6.0" and races["lizmarainian"].counter is None


def test_s1_mega_box_damage():
    """S1 (004 L34-37): 23 / 9 / 10 / 109 damage destroy 2 / 0 / 1 / 10 mega-boxes."""
    rule = CATALOG.play["mega_box_damage"]
    assert (rule["divisor"], rule["rounding"]) == (10, "down")
    assert [d // rule["divisor"] for d in (23, 9, 10, 109)] == [2, 0, 1, 10]
    assert CATALOG.rules.mega_box.boxes == 10


def test_s6_amt_tables():
    """S6 (004 L156-181): normal r10 1-3/6; heavy r10 1-4/11; heavy r60 1/9; normal r41 miss;
    early r10 is printed in two columns: our reading takes 7-10 (1-4/4)."""
    normal, heavy, early = (CATALOG.tables[t] for t in ("amt-normal", "amt-heavy", "amt-early"))
    assert (normal.cell("HIT", 10), normal.cell("DAMAGE", 10)) == ("1-3", "6")
    assert (heavy.cell("HIT", 10), heavy.cell("DAMAGE", 10)) == ("1-4", "11")
    assert (heavy.cell("HIT", 60), heavy.cell("DAMAGE", 60)) == ("1", "9")
    assert (normal.cell("HIT", 41), normal.cell("DAMAGE", 41)) == ("MISS", "0")
    assert early.ranges[4:6] == ["7-10", "10-15"]  # verbatim, overlap kept (L179)
    assert early.overlap.column == "7-10"
    assert (early.cell("HIT", 10), early.cell("DAMAGE", 10)) == ("1-4", "4")
    assert (early.cell("HIT", 11), early.cell("DAMAGE", 11)) == ("1-3", "4")


def test_s7_amt_modes():
    """S7 (004 L208-222): a normal AMT at r10 does 6; shield mode 3/4 on shields (4.5, rounded up
    to 5 by our reading) and 1/2 (3) on internals; kinetic does the range-0 damage, 8, with +1 on
    the die beyond range 3."""
    modes = CATALOG.play["amt_modes"]
    damage = int(CATALOG.tables["amt-normal"].cell("DAMAGE", 10))
    shield = modes["shield"]
    assert damage * F(shield["vs_shields"]) == F(9, 2) and shield["rounding"] == "up"
    assert math.ceil(damage * F(shield["vs_shields"])) == 5
    assert damage * F(shield["vs_internals"]) == 3
    kinetic = modes["kinetic"]
    assert CATALOG.tables["amt-normal"].cell("DAMAGE", kinetic["damage_as_range"]) == "8"
    assert (kinetic["die_modifier"], kinetic["when_range_over"]) == (1, 3)


def test_s8_cargo_explosion_two_events():
    """S8: a destroyed cargo box takes 3/4 of the box's total, rounded once (004 L256-259): 9 normal
    54, 4 heavy 36, 3 early 13.5 -> 14; a critical result "1" takes 3/4 of each torpedo, each
    rounded up (L121-125): 3 early 3 x 5 = 15."""
    events, torpedoes = CATALOG.play["cargo_explosion"], CATALOG.rules.torpedoes
    box, critical = events["destroyed_box"], events["critical_one"]
    assert (box["rounding"], critical["rounding"]) == ("up", "up") and box["source"] != critical["source"]
    fraction = F(box["fraction"])
    totals = [
        math.ceil(fraction * n * torpedoes[kind].max_damage)
        for n, kind in ((9, "normal"), (4, "heavy"), (3, "early"))
    ]
    assert totals == [54, 36, 14]
    assert 3 * math.ceil(F(critical["fraction"]) * torpedoes["early"].max_damage) == 15
    assert [torpedoes[k].max_damage for k in ("normal", "heavy", "early")] == [8, 12, 6]  # range-0 damage


def test_s10_s11_s12_beam_charts():
    """S10 (004 L281-283): EPB r9 damage 5, range 0 not listed. S11 (L420-424): HL r5 hit 9,
    damage 9, overload 18; r15 is in two columns, read 11-15 (hit 7, damage 8). S12 (L495-499):
    the AHL chart is derived, r1-3 hit 11 and damage 15."""
    pb, hl, ahl = (CATALOG.tables[t] for t in ("particle-beam", "holo-laser", "advanced-holo-laser"))
    assert pb.cell("DAMAGE", 9) == "5" and pb.column(0) is None
    assert [hl.cell(r, 5) for r in ("HIT#", "DAMAGE", "O/L DMG")] == ["9", "9", "18"]
    assert hl.ranges[5:7] == ["11-15", "15-17"] and (hl.cell("HIT#", 15), hl.cell("DAMAGE", 15)) == ("7", "8")
    assert ahl.derived and (ahl.cell("HIT#", 2), ahl.cell("DAMAGE", 2)) == ("11", "15")
    assert ahl.cell("DAMAGE", 5) == "14"  # 9 x 1.5 = 13.5, rounded up (our reading)
    boost = CATALOG.systems["advanced-holo-laser"].energy.boost
    assert int(ahl.cell("DAMAGE", 2)) + boost.damage * (F(1, 2) / boost.energy) == 19


def test_s14_fireball_explosion():
    """S14 (004 L393-398): 15 at range 0 with a splash of 8 on each adjacent shield (half, round
    up, our reading: to each); 7 at range 2, splash 4 and 4."""
    table = CATALOG.tables["fireball-explosion"]
    assert [table.cell("DAMAGE", r) for r in range(6)] == ["15", "10", "7", "4", "2", "0"]
    assert [math.ceil(F(int(table.cell("DAMAGE", r)), 2)) for r in (0, 2)] == [8, 4]


def test_s16_osmotic_armour():
    """S16 (004 L608-612), a recorded decision: E = 4 absorbs 3 / 1 / 2 / 4/3 at ranges 3 / 8 /
    12 / 18; E = 2 at range 8 gives -1, clamped to 0; fractions kept."""
    table = CATALOG.tables["osmotic-armour"]
    assert [table.cell("Energy Absorbed", r) for r in (3, 8, 12, 18)] == ["E-1", "E-3", "E/2", "E/3"]
    assert table.clamp["minimum"] == 0
    absorbed = {
        "E-1": lambda e: e - 1,
        "E-3": lambda e: e - 3,
        "E/2": lambda e: F(e, 2),
        "E/3": lambda e: F(e, 3),
    }
    values = [
        max(table.clamp["minimum"], absorbed[table.cell("Energy Absorbed", r)](4)) for r in (3, 8, 12, 18)
    ]
    assert values == [3, 1, 2, F(4, 3)]
    assert max(table.clamp["minimum"], absorbed[table.cell("Energy Absorbed", 8)](2)) == 0


def test_s17_s18_s19_beam_cannon():
    """S17 (004 L309-314): 5 - S boxes: SC3 2, SC1 4, SC5 0 -> at least 1 (our reading). S18
    (L327-331): S x 50 x (1.25 x (G - 1)), kept as written: S 2, G 2 gives 125, G 1 gives 0. S19
    (L333-336): point defence resolves as a Phaser-1 with damage x 2.5 rounded up: 4 -> 10, 5 -> 13."""
    rule = CATALOG.play["beam_cannon"]
    assert rule["boxes_to_destroy"] == "5 - S" and rule["array"] == 5
    assert [max(rule["min_boxes"], rule["array"] - s) for s in (3, 1, 5)] == [2, 4, 1]
    assert rule["size_damage"] == "S x 50 x (1.25 x (G - 1))"
    assert [s * 50 * (F(5, 4) * (g - 1)) for s, g in ((2, 2), (2, 1))] == [125, 0]
    pd = rule["point_defense"]
    assert [math.ceil(r * F(str(pd["damage_multiplier"]))) for r in (4, 5)] == [10, 13]
    assert (
        CATALOG.systems["beam-cannon"].energy.arm == 20 and CATALOG.systems["beam-cannon"].energy.hold == 10
    )


def test_s21_stinky_food():
    """S21 (004 L639-641, L722-723): a Yakashuttle's 6 SFU make 18 boarding parties surrender."""
    food = CATALOG.play["stinky_food"]
    assert food["sfu_per_yakashuttle"] * food["boarding_parties_per_sfu"] == 18


def test_s28_s29_data():
    """S28 (004 L477 vs L632-633): the Bubble Shield costs 4, the modified rule superseding 1.
    S29 (L645-650): REPEL 1/2 an attempt, twice a turn, each succeeding on 1-3."""
    bubble = CATALOG.systems["bubble-shield"].energy
    assert (bubble.activate, bubble.superseded) == (4, 1)
    repel = CATALOG.systems["repel"].energy
    assert (repel.per_attempt, repel.attempts_per_turn) == (F(1, 2), 2)
    assert CATALOG.play["repel"]["success"] == "1-3"


def test_every_play_entry_names_its_lines():
    assert all(str(e["source"]).startswith("004 L") for e in CATALOG.play.values())


def test_a_broken_catalog_is_a_located_error(tmp_path):
    folder = tmp_path / "sfb"
    shutil.copytree(CATALOGS / "sfb", folder)
    path = folder / "option_mounts.yaml"
    path.write_text(
        path.read_text("utf-8").replace(
            'system: tractor, cost: 0.6, source: "004 L858"',
            'system: tractorz, cost: 0.6, source: "004 L858"',
        ),
        "utf-8",
    )
    with pytest.raises(LoadError) as err:
        CatalogLoader(folder).catalog()
    assert "tractorz" in str(err.value) and "option_mounts.yaml:" in str(err.value)


def test_no_module_level_caches():
    """The catalog and template are held by the game object; nothing is cached in a module."""
    for source in PACKAGE.glob("*.py"):
        tree = ast.parse(source.read_text("utf-8"))
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | {
            n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
        }
        assert not names & {"lru_cache", "cache", "cached_property"}, source.name
        assert not any(isinstance(n, ast.Global) for n in ast.walk(tree)), source.name


def _luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance of ``#rrggbb``."""

    def linear(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def _grey(hex_colour: str) -> str:
    """The colour as a greyscale printer prints it (ITU-R BT.601 luma)."""
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    y = round(0.299 * r + 0.587 * g + 0.114 * b)
    return f"#{y:02x}{y:02x}{y:02x}"


def _contrast(a: str, b: str) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# Hue ranges (degrees) for the seed's colour words (004 L742-781), so a darker shade keeps its word.
HUES = {
    "red": (345, 15),
    "blue": (200, 235),
    "light blue": (190, 215),
    "purple": (260, 300),
    "green": (90, 150),
    "brown": (5, 35),
    "black": None,
}


def _hue_of(hex_colour: str) -> float:
    import colorsys

    r, g, b = (int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(r, g, b)[0] * 360


def _is(word: str, hex_colour: str) -> bool:
    span = HUES[word]
    if span is None:
        return _luminance(hex_colour) < 0.01
    hue, (lo, hi) = _hue_of(hex_colour), span
    return lo <= hue <= hi if lo < hi else hue >= lo or hue <= hi


@pytest.mark.parametrize("race", [r for r, v in CATALOG.races.items() if v.counter])
def test_race_badges_read_in_colour_and_greyscale(race):
    # Issue 21 item 12: Rutan purple on black was 3.6:1, Errevin blue on green 3.3:1, Joshadan red
    # on light blue 4.2:1. Each badge reaches 4.5:1 (WCAG AA) and keeps 4.5:1 printed in grey,
    # and its colours still are the seed's words (004 L742-781).
    counter = CATALOG.races[race].counter
    assert _contrast(counter.text, counter.background) >= 4.5
    assert _contrast(_grey(counter.text), _grey(counter.background)) >= 4.5
    text_word, background_word = counter.words.split(" on a ")
    background_word = background_word.removesuffix(" background")
    assert _is(text_word, counter.text) and _is(background_word, counter.background), counter


def test_contrast_arithmetic():
    assert _contrast("#000000", "#ffffff") == pytest.approx(21)
    assert _contrast("#8e44ad", "#000000") == pytest.approx(3.58, abs=0.01)  # the old Rutan badge
