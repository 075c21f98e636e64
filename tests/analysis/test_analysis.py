"""Issue 28: figures computed by hand from the seeds' lines, per game, and the dice's properties."""

from __future__ import annotations

import time
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from designer.cli import main
from designer.core.analysis import analyse_design
from designer.core.design_file import load_design, resolve_catalog
from designer.core.dice import Distribution
from designer.core.registry import get
from designer.games.samples import sample_design


def analysis_of(ref: str, **options):
    loaded = load_design(resolve_catalog(ref))
    evaluation = loaded.game.evaluate(loaded.design)
    return analyse_design(loaded.game, loaded.design, evaluation, options=options, with_standards=False)


def design_of(game_id: str, data: dict):
    game = get(game_id)
    return game, game.design_kinds[0].model.model_validate(data)  # the game's first kind: its ships


# --- the dice -------------------------------------------------------------------------------------
def test_three_beam_dice_against_level_2_screens():
    # 001 L224: an 'A' battery rolls three dice at 0-12"; L259: with level-2 screens a 5 or 6 does
    # one point, so each die does 2/6 on average: 3 x 2/6 = 1.
    die = Distribution.of({0: 4, 1: 2})
    three = die.times(3)
    assert three.mean == 1
    assert three.probability(0) == pytest.approx((4 / 6) ** 3)
    assert three.probability(3) == pytest.approx((2 / 6) ** 3)


def test_percentiles_of_one_d6():
    d6 = Distribution.die(6)
    assert d6.percentile(10) == 1 and d6.percentile(90) == 6 and d6.percentile(50) == 3


dists = st.dictionaries(st.integers(0, 12), st.integers(1, 6), min_size=1, max_size=5)


@settings(deadline=None)
@given(dists, dists, st.integers(0, 6))
def test_property_convolution_sums_to_one_and_means_add(a, b, n):
    da, db = Distribution.of(a), Distribution.of(b)
    total = da + db.times(n)
    assert total.total == pytest.approx(1.0, abs=1e-9)
    assert total.mean == da.mean + n * db.mean
    # the mean read from the probabilities agrees with the exact one
    assert float(sum(v * p for v, p in total.outcomes())) == pytest.approx(float(total.mean), rel=1e-9)
    assert total.percentile(10) <= total.percentile(90)


@settings(deadline=None)
@given(dists, st.integers(0, 10))
def test_property_shield_cut_never_below_zero(a, cut):
    d = Distribution.of(a).less(cut)
    assert d.total == pytest.approx(1.0)
    exact = sum(Fraction(n) * max(0, v - cut) for v, n in a.items()) / sum(a.values())
    assert float(d.mean) == pytest.approx(float(exact))


beams = st.lists(
    st.tuples(
        st.sampled_from("ABC"),
        st.integers(1, 4),
        st.sampled_from([["F"], ["P", "F"], ["F", "S"], ["P", "F", "S"]]),
    ),
    max_size=5,
)


@settings(deadline=None, max_examples=30)
@given(beams)
def test_property_full_thrust_firepower_mean_is_the_dice_count(fitted):
    # each beam die does 4/6 unscreened (001 L230-234); dice per 12" band as 001 L224-226
    dice = {"A": (3, 2, 1), "B": (2, 1), "C": (1,)}
    game, design = design_of(
        "full-thrust",
        {
            "game": "full-thrust",
            "name": "P",
            "hull": {"mass": 100, "type": "warship"},
            "thrust": 1,
            "systems": [{"type": "beam", "class": c, "count": n, "arcs": arcs} for c, n, arcs in fitted],
        },
    )
    analysis = analyse_design(game, design, game.evaluate(design), with_standards=False)
    for arc in "FPS":
        for band, twelve in zip(analysis.bands, (0, 0, 1, 1, 2)):
            want = sum(
                n * (dice[c][twelve] if twelve < len(dice[c]) else 0) * 4 / 6
                for c, n, arcs in fitted
                if arc in arcs
            )
            figure = analysis.firepower[arc]["unscreened"][analysis.bands.index(band)]
            assert figure.mean == pytest.approx(want)
            assert figure.low <= figure.mean <= figure.high or want == 0


# --- Full Thrust -----------------------------------------------------------------------------------
def test_full_thrust_class_a_battery_against_level_2_screens():
    game, design = design_of(
        "full-thrust",
        {
            "game": "full-thrust",
            "name": "A only",
            "hull": {"mass": 10, "type": "warship"},
            "thrust": 4,
            "systems": [{"type": "beam", "class": "A", "arcs": ["F"]}],
        },
    )
    analysis = analyse_design(game, design, game.evaluate(design), with_standards=False)
    fire = analysis.firepower["F"]
    # 0-12": three dice (001 L224) x 2/6 (level 2, L259) = 1; 12-24": 2 dice; 24-36": 1 die
    assert [f.mean for f in fire["level-2 screens"]] == pytest.approx([1, 1, 2 / 3, 2 / 3, 1 / 3])
    # unscreened: 4-5 one point, 6 two (L230-234): 4/6 a die
    assert fire["unscreened"][0].mean == pytest.approx(2.0)
    # level 3: only a 6, one point (L260)
    assert fire["level-3 screens"][0].mean == pytest.approx(0.5)
    # the battery bears forward only: nothing aft, port or starboard
    assert all(f.mean == 0 for arc in "APS" for f in analysis.firepower[arc]["unscreened"])


def test_full_thrust_torpedo_ignores_screens():
    game, design = design_of(
        "full-thrust",
        {
            "game": "full-thrust",
            "name": "T",
            "hull": {"mass": 20, "type": "warship"},
            "thrust": 2,
            "systems": [{"type": "pulse-torpedo"}],
        },
    )
    fire = analyse_design(game, design, game.evaluate(design), with_standards=False).firepower["F"]
    # 0-6": hits on 3-6 (001 L472), 1d6 damage (L477) = 4/6 x 3.5; screens do nothing (L479)
    assert fire["level-3 screens"][0].mean == pytest.approx(4 / 6 * 3.5)
    assert fire["unscreened"][3].mean == pytest.approx(1 / 6 * 3.5)  # 18-24": a 6 only


def test_full_thrust_heavy_cruiser_staying_power():
    analysis = analysis_of("catalog:heavy-cruiser")
    staying = analysis.figures.staying
    assert staying.to_destroy == 16  # MASS 32 / 2 (001 L781)
    assert [t.at for t in staying.thresholds] == [5, 10, 16]  # rows 5/5/6 (L300)
    # 1 A (3 dice) + 3 B (2 dice each) at 0-12" unscreened: 9 x 4/6 = 6
    assert analysis.best("unscreened")[0].mean == pytest.approx(6.0)


def test_unarmed_design_shows_zeros_and_says_so(capsys):
    game, design = design_of(
        "full-thrust",
        {"game": "full-thrust", "name": "Empty", "hull": {"mass": 10, "type": "warship"}, "thrust": 2},
    )
    analysis = analyse_design(game, design, game.evaluate(design), with_standards=False)
    assert analysis.unarmed
    assert all(f.mean == 0 and f.high == 0 for t in analysis.targets for f in analysis.best(t))
    from designer.core.analysis import describe_analysis

    assert "No weapons" in "\n".join(describe_analysis(analysis))


# --- Star Blazers -------------------------------------------------------------------------------
def band_at(bands, hexes: int) -> str:
    for band in bands:
        low, _, high = band.split()[0].partition("-")
        if int(low) <= hexes <= int(high or low):
            return band
    raise AssertionError(f"no band holds {hexes} hexes")


def test_star_blazers_yamato_heavy_shock_cannon_bands():
    analysis = analysis_of("catalog:edf-yamato")
    g = next(g for g in analysis.figures.groups if g.name.startswith("G "))
    bands = analysis.bands
    warship = g.damage["warship"]
    # G: 70/60/30/20 % (000 L390-400, 60 short by the rule option), boxes 12/10/8/6; 3 batteries
    expected = {
        0: 3 * 0.7 * 12,
        1: 3 * 0.6 * 10,
        5: 3 * 0.6 * 10,
        6: 3 * 0.3 * 8,
        10: 3 * 0.3 * 8,
        11: 3 * 0.2 * 6,
        15: 3 * 0.2 * 6,
    }
    for hexes, mean in expected.items():
        assert float(warship[band_at(bands, hexes)].mean) == pytest.approx(mean)
    assert band_at(bands, 16) not in warship  # beyond the G's 15 hexes
    # stealth: the next bracket's hit %, the true bracket's damage (000 L3762-3774)
    assert float(g.damage["stealth warship"]["0 hex"].mean) == pytest.approx(3 * 0.6 * 12)
    assert band_at(bands, 11) not in g.damage["stealth warship"]  # no bracket beyond long


def test_star_blazers_rolled_damage_option():
    analysis = analysis_of("catalog:edf-yamato", rolled_damage=True)
    g = next(g for g in analysis.figures.groups if g.name.startswith("G "))
    # same hex: 1D12 (mean 6.5) instead of the 12 in the box (000 L396-399)
    assert float(g.damage["warship"]["0 hex"].mean) == pytest.approx(3 * 0.7 * 6.5)


# --- BSCS ---------------------------------------------------------------------------------------
def test_bscs_cannon_against_stealth():
    game, design = design_of(
        "bscs",
        {
            "game": "bscs",
            "name": "Gun",
            "hull": 2,
            "systems": [{"type": "cannon", "damage": 4}, {"type": "sensor", "count": 2, "level": "fair"}],
        },
    )
    analysis = analyse_design(game, design, game.evaluate(design), with_standards=False)
    fire = analysis.firepower["F"]
    # 2d6 (two fair sensors, 002 L247, L411-420) must beat 4 hexes (L253): 2d6 > 4 is 30/36;
    # stealth 2 takes 2 off (L443): 2d6 > 6 is 21/36. A cannon loses nothing with range (L197).
    i = analysis.bands.index("4 hexes")
    assert fire["no stealth"][i].mean == pytest.approx(4 * 30 / 36)
    assert fire["stealth 2"][i].mean == pytest.approx(4 * 21 / 36)


# --- SFB ----------------------------------------------------------------------------------------
def test_sfb_holo_laser_from_its_chart():
    analysis = analysis_of("catalog:joshada-refit")
    hl = next(g for g in analysis.figures.groups if g.name == "Holo-Laser")
    # Holo-Laser table (004 L420-424): range 1-3 hit on 2d6 <= 10 (33/36) for 10 damage;
    # 7-10 hit on <= 8 (26/36) for 9; range 0 is NA
    assert float(hl.damage["no shield"]["range 2"].mean) == pytest.approx(10 * 33 / 36)
    assert float(hl.damage["no shield"]["range 8"].mean) == pytest.approx(9 * 26 / 36)
    assert "range 0" not in hl.damage["no shield"]
    assert any("Phaser-1: no chart" in n for n in analysis.figures.notes)  # base game: not given


def test_sfb_unknown_system_is_left_out_of_the_analysis():
    """A box group naming no catalog system (reported by SFB-SYSTEM-UNKNOWN) is skipped, not a
    traceback (it used to be); the Holo-Laser beside it is still charted."""
    boxes = [{"system": "holo-laser", "count": 1, "arcs": ["FA"]}, {"system": "no-such-gun", "count": 2}]
    game, design = design_of("sfb", {"name": "Test ship", "shields": [10] * 6, "boxes": boxes})
    evaluation = game.evaluate(design)
    assert any(f.code == "SFB-SYSTEM-UNKNOWN" for f in evaluation.findings)
    analysis = analyse_design(game, design, evaluation, with_standards=False)
    assert [g.name for g in analysis.figures.groups] == ["Holo-Laser"]


# --- the command ----------------------------------------------------------------------------------
def test_analyse_command_json_and_target(capsys):
    assert main(["analyse", "--json", "--target", "level-2 screens", "catalog:heavy-cruiser"]) == 0
    out = capsys.readouterr().out
    assert '"level-2 screens"' in out and '"unscreened"' not in out.split('"firepower"')[1].split("}}")[0]
    assert main(["analyse", "--target", "nonsense", "catalog:heavy-cruiser"]) == 2


def test_diff_analysis(capsys):
    assert main(["diff", "--analysis", "catalog:heavy-cruiser", "catalog:light-cruiser"]) == 1
    out = capsys.readouterr().out
    assert "staying power: 16 -> 11" in out


def test_analysis_of_a_200_system_design_is_quick():
    for game_id in ("full-thrust", "bscs", "star-blazers", "sfb"):
        game = get(game_id)
        design = sample_design(game, 200) or load_design(game.standard_designs[0].path).design
        evaluation = game.evaluate(design)
        start = time.perf_counter()
        analyse_design(game, design, evaluation, with_standards=False)
        elapsed = time.perf_counter() - start
        assert elapsed < 1.0, (game_id, elapsed)


# --- the printed table and the chart --------------------------------------------------------------
def test_analysis_pages_print_the_firepower_table_and_chart():
    from designer.sheets.analysis_sheet import analysis_pages, firepower_chart
    from designer.sheets.display import Polygon, Text
    from designer.sheets.layout import Box

    analysis = analysis_of("catalog:heavy-cruiser")
    pages = analysis_pages([analysis])
    texts = [i.text for p in pages for i in p.items if isinstance(i, Text)]
    assert "6.00 (3-9)" in texts  # unscreened at 0-6": 9 dice (hand count above)
    chart = firepower_chart(analysis, Box(0, 0, 400, 150))
    lines = [i for i in chart if isinstance(i, Polygon) and not i.closed]
    bands = [i for i in chart if isinstance(i, Polygon) and i.closed]
    assert len(lines) == len(bands) == len(analysis.targets)  # a line and a shaded band per target
    # the compare overlay: the other design's lines, dashed
    other = analysis_of("catalog:light-cruiser")
    overlay = firepower_chart(analysis, Box(0, 0, 400, 150), others=[other])
    assert sum(1 for i in overlay if isinstance(i, Polygon) and i.style.dash) == len(analysis.targets)


def test_export_with_analysis(tmp_path):
    out = tmp_path / "hc.pdf"
    assert main(["export", "--analysis", "catalog:heavy-cruiser", "-o", str(out)]) == 0
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(out))
    assert len(pdf) == 2
    assert "What the design can do" in pdf[1].get_textpage().get_text_range()


def test_analyse_a_fleet_per_ship_and_summed(capsys):
    import json

    from designer.core.paths import CATALOGS

    fleet = CATALOGS / "full-thrust" / "fleets" / "esu-strike-force.yaml"
    assert main(["analyse", "--json", "--target", "unscreened", str(fleet)]) == 0
    result = json.loads(capsys.readouterr().out)[0]["designs"]
    ships, summed = result[:-1], result[-1]
    assert summed["name"].endswith("(fleet, summed)")
    for band in summed["bands"]:
        assert summed["firepower"]["unscreened"][band]["mean"] == pytest.approx(
            sum(s["count"] * s["firepower"]["unscreened"][band]["mean"] for s in ships), abs=1e-3
        )


def test_battle_pack_with_a_fleet_analysis_page(tmp_path):
    import pypdfium2

    from designer.core.paths import CATALOGS

    fleet = CATALOGS / "full-thrust" / "fleets" / "esu-strike-force.yaml"
    plain, analysed = tmp_path / "plain.pdf", tmp_path / "analysed.pdf"
    assert main(["export", str(fleet), "-o", str(plain)]) == 0
    assert main(["export", "--analysis", str(fleet), "-o", str(analysed)]) == 0
    a, b = pypdfium2.PdfDocument(str(plain)), pypdfium2.PdfDocument(str(analysed))
    assert len(b) == len(a) + 1
    assert "What the fleet can do" in b[len(b) - 1].get_textpage().get_text_range()


@pytest.mark.parametrize("game_id", ["full-thrust", "bscs", "star-blazers", "sfb"])
def test_every_standard_design_analyses_to_json(game_id, capsys):
    import json

    game = get(game_id)
    refs = [str(d.path) for d in game.standard_designs]
    assert main(["analyse", "--json", *refs]) == 0
    results = json.loads(capsys.readouterr().out)
    assert len(results) == len(refs)


def test_star_blazers_dp_mode_and_pairs():
    analysis = analysis_of("catalog:edf-yamato")
    g = next(g for g in analysis.figures.groups if g.name.startswith("G "))
    # G/DP: 20% same hex, one 1D4 roll per battery (digest §4.3; 000 L5798-5801): 3 x 0.2 x 2.5
    assert float(g.damage["craft (DP mode)"]["0 hex"].mean) == pytest.approx(1.5)
    # A/B/E/F fire in pairs, one 1D4 per two batteries; one left over does half (000 L3306-3318)
    from designer.games.star_blazers.rules.analysis import DP, direct_fire

    table = load_design(resolve_catalog("catalog:edf-yamato")).game.data.catalog().weapons.direct_fire["B"]
    three = direct_fire("B", table, 3, rolled=False, g_short_hit=60)
    # B/DP same hex 40%: one pair 0.4 x 2.5 plus the single one at half: 0.4 x 1.25
    assert float(three.by_target[DP][0].mean) == pytest.approx(0.4 * 2.5 + 0.4 * 1.25)


def test_bscs_beam_loses_damage_with_range():
    game, design = design_of(
        "bscs",
        {
            "game": "bscs",
            "name": "Beam",
            "hull": 2,
            "systems": [
                {"type": "beam", "damage": 10, "focus": 1},
                {"type": "sensor", "count": 2, "level": "fair"},
            ],
        },
    )
    analysis = analyse_design(game, design, game.evaluate(design), with_standards=False)
    i = analysis.bands.index("4 hexes")
    # D5: 1 damage lost per (1 + focus) = 2 hexes: 10 - 2 = 8 at 4 hexes; hit 2d6 > 4 = 30/36
    assert analysis.firepower["F"]["no stealth"][i].mean == pytest.approx(8 * 30 / 36)


@settings(deadline=None)
@given(dists, st.integers(1, 4), st.integers(1, 3))
def test_property_scaled_values_keep_their_chances(a, num, den):
    d = Distribution.of(a)
    factor = Fraction(num, den)
    s = d.scaled(factor)
    assert s.mean == d.mean * factor and s.total == pytest.approx(1.0)
    for value, chance in d.outcomes():
        assert s.probability(value * factor) == pytest.approx(chance)


def test_export_analyses_the_design_as_its_record_sheet_evaluated_it(monkeypatch):
    # the analysis page reads the record sheet's evaluation (it evaluated the design again,
    # without the references design_sheet reads for a (game, design) item)
    from designer.sheets.export import PrintSettings, design_sheet

    loaded = load_design(resolve_catalog("catalog:heavy-cruiser"))
    game, design = loaded.game, loaded.design
    evaluated = []
    real = type(game).evaluate
    monkeypatch.setattr(
        type(game), "evaluate", lambda self, d, context=None: evaluated.append(d) or real(self, d, context)
    )
    sheet = design_sheet([(game, design)], PrintSettings(analysis=True))
    assert sum(1 for d in evaluated if d is design) == 1
    assert any("What the design can do" in getattr(i, "text", "") for i in sheet.pages[-1].items)


def test_analysis_kept_in_one_memo_matches_a_fresh_one():
    """The Analysis tab keeps sums, figures and page blocks in one ``Memo`` across edits: after
    one design and then another (different weapons: heavy then light cruiser), the analysis
    and its pages are exactly what a fresh memo gives, and the unchanged blocks are kept."""
    from designer.core.memo import Memo
    from designer.sheets.analysis_sheet import analysis_pages

    memo = Memo()
    for ref in ("catalog:heavy-cruiser", "catalog:light-cruiser", "catalog:heavy-cruiser"):
        loaded = load_design(resolve_catalog(ref))
        game, design = loaded.game, loaded.design
        evaluation = game.evaluate(design)
        kept = analyse_design(game, design, evaluation, memo=memo, with_standards=False)
        fresh = analyse_design(game, design, evaluation, memo=Memo(), with_standards=False)
        assert kept is not None and fresh is not None
        assert kept.firepower == fresh.firepower and kept.efficiency == fresh.efficiency
        assert analysis_pages([kept], memo=memo) == analysis_pages([fresh])
    # the heavy cruiser again: its first page's items are the very ones drawn the first time
    again = analysis_pages([kept], memo=memo)[0].items
    assert all(a is b for a, b in zip(again[:-1], analysis_pages([kept], memo=memo)[0].items[:-1]))


def test_a_run_reads_each_standard_design_once_and_compares_each_design_with_them(monkeypatch, capsys):
    """``hullwright analyse`` of several designs compared each with every standard design by
    reading them all again per design (35 reads a Star Blazers design): one read a run now."""
    import json

    import designer.core.design_file as design_file

    reads: list[str] = []
    real = design_file.load_design
    monkeypatch.setattr(
        design_file, "load_design", lambda path, *a, **k: reads.append(str(path)) or real(path, *a, **k)
    )
    game = get("star-blazers")
    first, second = (f"catalog:{d.id}" for d in game.standard_designs[:2])
    assert main(["analyse", "--json", first, second]) == 0
    results = json.loads(capsys.readouterr().out)
    standards = [str(d.path) for d in game.standard_designs]
    assert sorted(r for r in reads if r in standards) == sorted(standards)
    # each design is still compared with the standard designs of its class: itself among them
    for result in results:
        (design,) = result["designs"]
        assert design["name"] in [s["name"] for s in design["standards"]]
