"""BSCS house-rule profiles (issue 17, part 4): the example profile changes the numbers it names
and adds a sensor level and a boarding unit; without it they are findings; a broken profile is
refused at its line."""

from __future__ import annotations

from designer.core.context import EvaluationContext
from designer.core.memo import Memo
from designer.core.profile import load_profile
from tests.core.profile_helpers import broken_profile_test
from tests.evaluating import evaluated
from tests.games.bscs.helpers import GAME, TC1, design

FRONTIER = GAME.data.folder / "profiles" / "frontier-refits.yaml"
TORPEDO, SUPERIOR, SHOCK_TROOPS = 10, 11, 12  # the entries added to TC-1, by index
STANDARD_SENSORS, REACTORS = 5, 4  # TC-1's own


def refitted_frigate():
    """TC-1 with a torpedo, two sensors of the profile's level and two of its boarding units."""
    return design(
        systems=TC1["systems"]
        + [
            {"type": "beam", "damage": 10, "compaction": 1, "arcs": ["F"]},
            {"type": "sensor", "count": 2, "level": "superior"},
            {"type": "boarding", "count": 2, "unit": "shock-troops"},
        ]
    )


def points(evaluation) -> dict[int, float]:
    return {
        int(r.path[8:-1]): r.measures["points"]
        for r in evaluation.breakdown
        if r.path.startswith("systems[") and r.path.endswith("]")
    }


def test_the_profile_changes_the_numbers_it_names_and_adds_its_systems():
    profile = load_profile(FRONTIER)
    book = points(evaluated(GAME, refitted_frigate()))
    housed_evaluation = evaluated(GAME, refitted_frigate(), EvaluationContext(profile=profile))
    housed = points(housed_evaluation)
    # The book: a D10 beam with one compaction level 10 + 10 (002 L184, L188); ten reactors of
    # output 12, 1 + 2 extra power at 1 each (L627-629); three standard sensors 3 × 4 + 3³
    # (L637, basis 4 L411-420).
    assert (book[TORPEDO], book[REACTORS], book[STANDARD_SENSORS]) == (20, 30, 39)
    # The profile: compaction 5 a level: 10 + 5; extra power 2 each: 10 × (1 + 2 × 2); one cube
    # for all five sensors (its option sensor_cube: all-sensors) on the first sensor entry:
    # 3 × 4 + 5³, then 2 × 12 for the superior ones; shock troops 20 points each.
    assert (housed[TORPEDO], housed[REACTORS]) == (15, 50)
    assert (housed[STANDARD_SENSORS], housed[SUPERIOR], housed[SHOCK_TROOPS]) == (137, 24, 40)
    assert "BSCS-SYSTEM-UNKNOWN" not in {f.code for f in housed_evaluation.findings}


def test_the_profiles_systems_count_in_crew_and_dice():
    profile = load_profile(FRONTIER)
    book = evaluated(GAME, refitted_frigate()).stats
    stats = evaluated(GAME, refitted_frigate(), EvaluationContext(profile=profile)).stats
    # A boarding unit is its troops (002 L709-712): the profile's shock troops are 20 each.
    assert stats["crew_required"] == book["crew_required"] + 2 * 20
    assert {"level": "superior", "count": 2, "die": "d16"} in stats["sensors"]


def test_without_the_profile_its_systems_are_findings_and_count_nothing():
    book = evaluated(GAME, refitted_frigate())
    unknown = [(f.code, f.path) for f in book.errors if f.code == "BSCS-SYSTEM-UNKNOWN"]
    assert unknown == [
        ("BSCS-SYSTEM-UNKNOWN", f"systems[{SUPERIOR}].level"),
        ("BSCS-SYSTEM-UNKNOWN", f"systems[{SHOCK_TROOPS}].unit"),
    ]
    assert points(book)[SHOCK_TROOPS] == 0
    assert {"level": "superior", "count": 2, "die": "d0"} in book.stats["sensors"]


def test_a_designs_own_rules_beat_the_profiles_option():
    profile = load_profile(FRONTIER)
    own = refitted_frigate().model_copy(update={"rules": {"sensor_cube": "per-type"}})
    housed = points(evaluated(GAME, own, EvaluationContext(profile=profile)))
    assert (housed[STANDARD_SENSORS], housed[SUPERIOR]) == (39, 2 * 12 + 2**3)


SENSOR = "systems:\n  - type: sensor\n    level: superior\n    basis: 12\n    die: {die}\n    source: s\n"
BAD = {
    "no such path": (
        "overrides:\n  beam.cost_per_damage: 2\n",
        8,
        "beam.cost_per_damage is not in the catalog",
    ),
    "no such level": ("overrides:\n  sensor_levels.superb.basis: 2\n", 8, "sensor_levels.superb"),
    "wrong kind of value": ("overrides:\n  shield.points: cheap\n", 8, "same kind"),
    "a kind the rules cannot take": (
        "systems:\n  - {type: warhead, name: fusion}\n",
        8,
        "BSCS takes these kinds of system",
    ),
    "a kind that is not a name": ("systems:\n  - {type: [sensor]}\n", 8, "BSCS takes these kinds"),
    "a level the chart has": (
        SENSOR.format(die=10).replace("superior", "good"),
        8,
        "good is already in the catalog",
    ),
    "a die of one side": (SENSOR.format(die=1), 11, "systems[0].die"),
    "a unit without its crew": (
        "systems:\n  - {type: boarding, unit: elite, points: 5, source: s}\n",
        8,
        "systems[0].crew is missing",
    ),
}


test_a_broken_profile_is_refused_at_its_line = broken_profile_test("bscs", BAD)


def test_a_document_that_changes_profile_keeps_no_figures_of_the_other():
    memos, profile = Memo(), load_profile(FRONTIER)
    ship = refitted_frigate()
    assert points(evaluated(GAME, ship, EvaluationContext(memos=memos)))[TORPEDO] == 20
    assert points(evaluated(GAME, ship, EvaluationContext(profile=profile, memos=memos)))[TORPEDO] == 15


def test_a_missile_may_use_the_profiles_sensor_level():
    """A missile's sensors may be of the profile's level: its die is the profile's, on the
    sheet's weapon line (see tests/sheets/test_profiled_sheets.py) and in the editor's choices;
    without the profile the level is BSCS-SYSTEM-UNKNOWN, as for a sensor."""
    missile = design(
        systems=TC1["systems"]
        + [{"type": "missile", "damage": 100, "range": 10, "sensors": 1, "sensor_level": "superior"}]
    )
    profile = load_profile(FRONTIER)
    housed = evaluated(GAME, missile, EvaluationContext(profile=profile))
    assert not [f for f in housed.findings if f.code == "BSCS-SYSTEM-UNKNOWN"]
    book = evaluated(GAME, missile)
    assert [f.path for f in book.findings if f.code == "BSCS-SYSTEM-UNKNOWN"] == ["systems[10].sensor_level"]
    levels = {
        path: dict(f.choices)
        for spec in GAME.editor(GAME.data.catalog(profile)).lists
        for f in spec.row_fields
        for path in [f.path]
        if f.path in ("sensor_level", "level")
    }
    assert levels["sensor_level"]["superior"] == "Superior (d16)" == levels["level"]["superior"]
    order = list(levels["sensor_level"])  # by the die: d12, d16, d20
    assert order[order.index("excellent") + 1 : order.index("improved")] == ["superior"]
    assert "superior" not in dict(
        next(f.choices for spec in GAME.editor().lists for f in spec.row_fields if f.path == "sensor_level")
    )


def test_fixes_offer_the_profiles_choices():
    """A fix for an unknown sensor level is looked for in the editor of the house rules in
    force: under Frontier Refits its 'superior' level is a candidate, by the book it is not."""
    from designer.core.fixes import suggest_fixes

    profile = load_profile(FRONTIER)
    ship = design(systems=TC1["systems"] + [{"type": "sensor", "count": 1, "level": "uncanny"}])
    context = EvaluationContext(profile=profile)
    finding = next(f for f in evaluated(GAME, ship, context).errors if f.code == "BSCS-SYSTEM-UNKNOWN")
    housed = [f.label for f in suggest_fixes(GAME, ship, finding, context, limit=20)]
    book = [f.label for f in suggest_fixes(GAME, ship, finding, limit=20)]
    assert any("superior" in label.lower() for label in housed), housed
    assert not any("superior" in label.lower() for label in book), book
