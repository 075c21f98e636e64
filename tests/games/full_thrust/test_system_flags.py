"""What the rules do with a system comes from its catalog entry's flags (issue 24, section 4):
a beam class a house-rule profile defines in data behaves as the book's classes do, and one
whose entry names another arc rule follows that rule instead."""

from __future__ import annotations

from designer.core.context import EvaluationContext
from designer.core.profile import load_profile
from designer.games.full_thrust import GAME
from designer.games.full_thrust.design import FullThrustDesign
from designer.games.full_thrust.sheet.box import symbol_count, symbols

PROFILE = """\
hullwright: 1
profile: Flag test
version: "1"
game: full-thrust
source: a test
systems:
  - {type: beam, variant: E, name: "Class 'E' Beam Battery", mass: 4, points: 5, points_per_arc: 3,
     merchant: false, summary: "no flags written: a beam's", source: test}
  - {type: beam, variant: L, name: "Lance", mass: 2, points: 6, arcs: one, merchant: false,
     summary: "a beam class that bears through one arc, as a needle beam does", source: test}
"""


def profile_context(tmp_path) -> EvaluationContext:
    path = tmp_path / "flags.yaml"
    path.write_text(PROFILE, "utf-8")
    return EvaluationContext(profile=load_profile(path))


def ship(*systems) -> FullThrustDesign:
    return FullThrustDesign.model_validate(
        {
            "game": "full-thrust",
            "name": "T",
            "thrust": 4,
            "hull": {"mass": 60, "type": "warship"},
            "systems": list(systems),
        }
    )


def arc_codes(evaluation) -> list[str]:
    return [f.code for f in evaluation.findings if f.code.startswith("FT-ARC")]


def test_the_bundled_entries_name_the_book_behaviours():
    by_type = {s.type: s for s in GAME.data.catalog().systems}
    assert by_type["beam"].arcs == "broadside"  # 1-3 arcs, pairs adjacent (001 L208-210)
    assert by_type["needle-beam"].arcs == by_type["submunition"].arcs == "one"  # L486, L494
    assert by_type["pulse-torpedo"].arcs == "fore"  # L466
    assert by_type["fire-control"].fire_control and by_type["fighter-group"].fighters
    assert by_type["nova-cannon"].spinal  # L532
    assert [s.type for s in GAME.data.catalog().systems if s.fire_control] == ["fire-control"]
    assert [k for k, h in GAME.data.catalog().hull_types.items() if h.classed_by_mass] == ["warship"]


def test_a_profile_beam_class_without_flags_takes_its_kinds(tmp_path):
    context = profile_context(tmp_path)
    catalog = GAME.data.catalog(context.profile)
    assert catalog.system("beam", "E").arcs == "broadside"
    # Like a Class 'A': three arcs are fine; four are one too many without the aft option, and
    # a two-arc mount must be adjacent (001 L186, L208-210).
    for arcs, codes in (
        (["P", "F", "S"], []),
        (["P", "S"], ["FT-ARC-ADJACENT"]),
        (["P", "F", "S", "A"], ["FT-ARC-AFT"]),
    ):
        housed = GAME.evaluate(ship({"type": "beam", "class": "E", "arcs": arcs}), context)
        book = GAME.evaluate(ship({"type": "beam", "class": "A", "arcs": arcs}))
        assert arc_codes(housed) == arc_codes(book) == codes
    housed = GAME.evaluate(ship({"type": "beam", "class": "E", "arcs": ["P", "F"]}), context)
    # Its label names its arcs, and it costs 5 + 3 an arc = 11 (the profile's numbers).
    row = next(r for r in housed.breakdown if r.path == "systems[0]")
    assert (row.item, row.points) == ("Class 'E' Beam Battery (P/F)", 11)
    palette = {(s["type"], s["variant"]): s["entry"] for s in GAME.systems(catalog)}
    assert palette[("beam", "E")]["arcs"] == palette[("beam", "A")]["arcs"] == ["P", "F", "S"]
    # Without the profile the class is unknown (no cost) but still a beam battery's arcs.
    book = GAME.evaluate(ship({"type": "beam", "class": "E", "arcs": ["P", "S"]}))
    assert arc_codes(book) == ["FT-ARC-ADJACENT"]
    row = next(r for r in book.breakdown if r.path == "systems[0]")
    assert (row.item, row.points) == ("Class 'E' Beam Battery (not in these rules) (P/S)", 0)


def test_a_profile_system_that_names_another_arc_rule_follows_it(tmp_path):
    context = profile_context(tmp_path)
    catalog = GAME.data.catalog(context.profile)
    # The lance bears through one arc, as a needle beam does (001 L486): two arcs are refused.
    lance = GAME.evaluate(ship({"type": "beam", "class": "L", "arcs": ["F", "P"]}), context)
    needle = GAME.evaluate(ship({"type": "needle-beam", "arcs": ["F", "P"]}))
    assert arc_codes(lance) == arc_codes(needle) == ["FT-ARC-COUNT"]
    assert "exactly one arc" in next(f.message for f in lance.findings if f.code == "FT-ARC-COUNT")
    palette = {(s["type"], s["variant"]): s["entry"] for s in GAME.systems(catalog)}
    assert palette[("beam", "L")]["arcs"] == ["F"]
    design = ship({"type": "beam", "class": "L", "arcs": ["P"]})
    [symbol] = symbols(design, catalog)
    assert symbol.options == {"beam_class": "L", "arcs": ("P",)}  # still drawn as a beam battery


def test_fire_controls_and_fighters_are_counted_by_their_flags():
    # Two extra FireCons on a capital (3 standard, 001 L172, L863): 5, and none drawn in the
    # diagram; two fighter groups are counted for the carrier rules (L405-410).
    design = ship(
        {"type": "fire-control", "count": 2}, {"type": "fighter-group", "count": 2}, {"type": "pdaf"}
    )
    evaluation = GAME.evaluate(design)
    assert evaluation.detail.fire_controls == 5
    assert evaluation.stats["fighter_groups"] == 2
    assert symbol_count(design, GAME.data.catalog()) == 3


def test_a_hull_type_classed_by_mass_takes_a_warships_class(tmp_path):
    # A Q-ship "looks like" a merchant (001 L743): no MASS class, so no Nova Cannon (L532). A
    # profile that classes it by MASS makes a MASS 60 one a capital ship, which may mount one.
    path = tmp_path / "q.yaml"
    path.write_text(
        'hullwright: 1\nprofile: Q\nversion: "1"\ngame: full-thrust\nsource: a test\n'
        "overrides:\n  hull_types.q-ship.classed_by_mass: true\n",
        "utf-8",
    )
    design = FullThrustDesign.model_validate(
        {
            "game": "full-thrust",
            "name": "Q",
            "thrust": 4,
            "hull": {"mass": 60, "type": "q-ship"},
            "systems": [{"type": "nova-cannon"}],
        }
    )
    book = GAME.evaluate(design)
    assert book.stats["class"] == "merchant" and "FT-NOVA-CLASS" in [f.code for f in book.errors]
    housed = GAME.evaluate(design, EvaluationContext(profile=load_profile(path)))
    assert housed.stats["class"] == "capital" and housed.legal
