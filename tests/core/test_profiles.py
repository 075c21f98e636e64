"""House-rule profiles (issue 17, part 4): a profile changes the numbers it names and adds
systems in data; a broken one is refused at its line."""

from __future__ import annotations

from designer.core import registry
from designer.core.context import EvaluationContext
from designer.core.profile import load_profile
from designer.games.full_thrust.design import FullThrustDesign
from tests.core.profile_helpers import broken_profile_test

FT = registry.get("full-thrust")
HEAVY_BEAMS = FT.data.folder / "profiles" / "heavy-beams.yaml"


def design(*systems) -> FullThrustDesign:
    return FullThrustDesign.model_validate(
        {
            "game": "full-thrust",
            "name": "T",
            "thrust": 4,
            "hull": {"mass": 32, "type": "warship"},
            "systems": list(systems),
        }
    )


def rows(evaluation):
    return [
        (r.item, r.measures["mass"], r.points) for r in evaluation.breakdown if r.path.startswith("systems")
    ]


def test_a_profile_changes_the_numbers_it_names_and_adds_a_beam_class():
    profile = load_profile(HEAVY_BEAMS)
    ship = design(
        {"type": "beam", "class": "D", "arcs": ["F"]},
        {"type": "beam", "class": "A", "arcs": ["F"]},
        {"type": "screen", "level": 1},
    )
    book = FT.evaluate(ship)
    # The book: no class D (an error, no cost); A 4 + 3 a arc = 7 (001 L850); screen 25 (L855).
    assert [f.code for f in book.errors] == ["FT-SYSTEM-UNKNOWN"]
    assert [p for _, _, p in rows(book)] == [0, 7, 25]
    housed = FT.evaluate(ship, EvaluationContext(profile=profile))
    # The profile: D 6 + 4 an arc = 10, 5 MASS; A 5 + 3 = 8; screen 20.
    assert housed.legal
    assert [(m, p) for _, m, p in rows(housed)] == [(5, 10), (3, 8), (3, 20)]
    assert housed.points == book.points + 10 + 1 - 5


def test_a_profiles_option_is_a_default_the_design_can_still_set():
    profile = load_profile(HEAVY_BEAMS)
    freighter = FullThrustDesign.model_validate(
        {"game": "full-thrust", "name": "F", "thrust": 1, "hull": {"mass": 48, "type": "merchant"}}
    )
    assert FT.evaluate(freighter).stats["systems_mass_limit"] == 4  # 4.8 down (README decision 3)
    assert FT.evaluate(freighter, EvaluationContext(profile=profile)).stats["systems_mass_limit"] == 5
    own = freighter.model_copy(update={"rules": {"merchant_allowance_rounding": "down"}})
    assert FT.evaluate(own, EvaluationContext(profile=profile)).stats["systems_mass_limit"] == 4


BAD = {
    "unknown option": ("options: {nonsense: true}\n", 7, "no rule option 'nonsense'"),
    "bad option value": ("options: {merchant_allowance_rounding: sideways}\n", 7, "not one of"),
    "no such path": ("overrides:\n  systems.beam/Z.points: 5\n", 8, "no 'beam/Z'"),
    "wrong kind of value": ("overrides:\n  systems.beam/A.points: many\n", 8, "same kind"),
    "a system the rules lack": ("systems:\n  - {type: lance, name: Lance}\n", 8, "take systems"),
    "a kind that is not a name": ("systems:\n  - {type: {beam: A}}\n", 8, "take systems"),
    "a number the catalog refuses": (
        "overrides:\n  systems.pdaf.points: -1\n",
        8,
        "greater than or equal to 0",
    ),
    "a system already in the catalog": (
        "systems:\n  - {type: beam, variant: A, name: A}\n",
        8,
        "beam/A is already in the catalog",
    ),
    "a system's bad field": (
        "systems:\n  - type: beam\n    variant: D\n    name: D\n    mass: -1\n"
        "    points: 6\n    merchant: false\n    summary: s\n    source: s\n",
        11,
        "systems[0].mass",
    ),
}


test_a_broken_profile_is_refused_at_its_line = broken_profile_test("full-thrust", BAD)
