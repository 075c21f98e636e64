"""What the rules do with a system comes from its catalog entry's flags (issue 24, section 4):
a beam class a house-rule profile defines in data behaves as the book's classes do, and one
whose entry names another arc rule follows that rule instead."""

from __future__ import annotations

from designer.core.context import EvaluationContext
from designer.core.ship_state import ShipMarks
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
  - {type: beam, variant: X, name: "Bomb battery", mass: 1, points: 2, one_shot: true, merchant: false,
     summary: "a beam class fired once, then crossed off, as a submunition pack is", source: test}
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
    # One shot, then crossed off; replenishment restocks it (001 L494, L1005).
    assert [s.type for s in GAME.data.catalog().systems if s.one_shot] == ["submunition"]


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
    # The form's class choice offers the profile's classes after the book's (001 L850-852).
    [systems] = GAME.editor(catalog).lists
    [beam_class] = [f for f in systems.row_fields if f.path == "class"]
    assert [value for value, _label in beam_class.choices] == ["A", "B", "C", "E", "L", "X"]
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


def parts_of(design, context=None) -> dict[str, tuple[int, int]]:
    """Each part's (mounts lost at most, mounts spent at most) in the campaign state."""
    parts = GAME.ship_state.parts(design, GAME.evaluate(design, context))
    return {part_id: (part.lost, part.spent) for part_id, part in parts.items()}


def test_a_profile_system_without_flags_is_a_campaign_part_as_its_kinds(tmp_path):
    # A class 'E' battery is a beam battery: a row of mounts knocked out, none spent; a screen
    # generator is a system per level (001 L254); extra FireCons join the FireCons' part (L172).
    rows = ({"type": "screen", "level": 2}, {"type": "fire-control"}, {"type": "pdaf", "count": 3})
    housed = parts_of(
        ship({"type": "beam", "class": "E", "arcs": ["P", "F"], "count": 2}, *rows), profile_context(tmp_path)
    )
    book = parts_of(ship({"type": "beam", "class": "A", "arcs": ["P", "F"], "count": 2}, *rows))
    assert housed.pop("beam-e-fp") == book.pop("beam-a-fp") == (2, 0)
    assert housed == book
    # A capital's 3 standard FireCons and the extra one (L172, L863); the level-2 screens' 2.
    assert (book["fire-control"], book["screen-2"], book["pdaf"]) == ((4, 0), (2, 0), (3, 0))


def test_a_profile_one_shot_system_is_spent_and_restocked_as_submunitions_are(tmp_path):
    context = profile_context(tmp_path)
    design = ship(
        {"type": "beam", "class": "X", "arcs": ["F"], "count": 3},
        {"type": "submunition", "arcs": ["F"], "count": 2},
        {"type": "fighter-group"},
    )
    evaluation = GAME.evaluate(design, context)
    parts = parts_of(design, context)
    # Spent at most its mounts, as the packs (001 L494) and the fighter group lost (L405-412).
    assert (parts["beam-x-f"], parts["submunition-f"], parts["fighter-group"]) == ((3, 3), (2, 2), (1, 1))
    rules = GAME.ship_state
    marks = ShipMarks(spent={"beam-x-f": 2, "submunition-f": 1, "fighter-group": 1})
    summary = rules.summary(design, evaluation, marks)
    assert summary.endswith("Bomb battery: 2 spent; 1 submunition pack spent; 1 fighter group lost")
    # A small facility restocks the one-shot systems, not the fighters (L1005).
    assert rules.replenish(design, evaluation, marks, large_facility=False).marks.spent == {
        "fighter-group": 1
    }
    assert rules.replenish(design, evaluation, marks).marks.spent == {}


def test_a_profile_system_counts_in_the_analysis_as_its_kinds(tmp_path):
    context = profile_context(tmp_path)
    rows = ({"type": "beam", "class": "X", "arcs": ["F"]}, {"type": "submunition", "arcs": ["F"]})
    design = ship({"type": "beam", "class": "E", "arcs": ["P", "F"], "count": 2}, *rows)
    housed = GAME.analyse(design, GAME.evaluate(design, context))
    book_design = ship({"type": "beam", "class": "A", "arcs": ["P", "F"], "count": 2}, *rows)
    book = GAME.analyse(book_design, GAME.evaluate(book_design))
    # Two class 'E' mounts are two systems for the threshold checks, as two 'A's: 4 in all, and
    # a 1 in 6 loses 4/6 of them at the first check (001 L276).
    effect = housed.staying.thresholds[0].effect
    assert "about 0.7 of the 4 systems fitted" in effect and effect == book.staying.thresholds[0].effect
    # The bomb battery is one shot like the pack (the profile's flag; L494), named by the catalog.
    ammunition = [(a.name, a.turns) for a in housed.staying.ammunition]
    assert ammunition == [("Bomb battery", 1), ("Submunition pack", 1)]
    # Neither E nor X has dice the book gives (L224-226): the figures say they are incomplete.
    assert not housed.complete and sum("not given in the rulebook" in n for n in housed.notes) == 2
