"""``hullwright share``: every bundled design and fleet as text, Markdown, BBCode and a Discord
message, with the figures each game's players look for; escaping; Discord's 2,000 characters."""

from __future__ import annotations

import pytest

from designer.cli import main
from designer.core import registry
from designer.core.design_file import load_design
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import load_fleet
from designer.core.numbers import format_points
from designer.exchange.share import (
    CUT,
    DISCORD_LIMIT,
    FOLDED,
    FORMATS,
    bbcode_text,
    discord_text,
    markdown_text,
    share_design,
    share_fleet,
)
from designer.games.full_thrust.design import FullThrustDesign, Hull

ESCAPE = {"text": str, "markdown": markdown_text, "bbcode": bbcode_text, "discord": discord_text}
DESIGNS = [d.path for g in registry.each() for d in g.standard_designs]
FIGURE_LABELS = {
    "MASS",
    "Thrust",
    "FTL",
    "FireCons",
    "Screens",
    "Shields",
    "Power",
    "Boxes",
    "Class",
    "Class value",
    "Size",
    "Hull",
}
FLEETS = sorted(p for g in registry.each() for p in (g.data.folder / "fleets").glob("*.yaml"))


def shared(path, fmt):
    loaded = load_design(path)
    evaluation = loaded.game.evaluate(loaded.design)
    return loaded, evaluation, share_design(loaded.game, loaded.design, evaluation, fmt)


def must_contain(loaded, evaluation) -> list[str]:
    """What a player of the design's game looks for in a post, as plain text."""
    design, stats = loaded.design, evaluation.stats
    unit = "BPV" if loaded.game.id == "sfb" else "points"  # as each game's header says (004 L572)
    found = [
        design.name,
        f"{format_points(evaluation.points)} {unit}",
        "legal" if evaluation.legal else "NOT LEGAL",
    ]
    if loaded.game.id == "full-thrust":
        found += [
            f"MASS: {design.hull.mass}",
            f"Thrust: {design.thrust}",
            f"FTL: {'yes' if design.ftl else 'no'}",
            f"FireCons: {stats['fire_controls']}",
        ]
        if stats["screen_level"]:
            found.append(f"Screens: Level-{stats['screen_level']}")
    elif loaded.game.id == "sfb":
        found += [
            "Shields: " + " ".join(f"#{n}:{b}" for n, b in enumerate(design.shields, 1)),
            f"Power: {stats['power_total']}",
            f"Boxes: {stats['boxes']}",
        ]
    elif loaded.game.id == "star-blazers":
        found += [f"Class: {stats['class_title']}", f"Class value: {format_points(stats['class_points'])}"]
        found += [f"{c.count} {c.type} " for c in design.craft]
    elif loaded.game.id == "bscs":
        found += [f"Size: {format_points(stats['size'])}", f"Hull: {format_points(stats['hull'])}"]
    # every entry the rules priced (FT's own notation is checked in test_share_text.py)
    if loaded.game.id != "full-thrust":
        found += [
            row.item
            for row in evaluation.breakdown
            if row.path.startswith(("boxes[", "option_mounts[", "systems[", "craft[", "purchases["))
            and "." not in row.path
        ]
    return found


@pytest.mark.parametrize("path", DESIGNS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_bundled_design_is_shared_with_its_figures_in_every_format(path):
    for fmt in FORMATS:
        loaded, evaluation, text = shared(path, fmt)
        if fmt == "discord":
            assert len(text) <= DISCORD_LIMIT
        wanted = must_contain(loaded, evaluation)
        if fmt == "discord" and len(text) > 1500:  # may be folded: the figures stay
            wanted = wanted[:3]
        plain = text.replace("**", "").replace("[b]", "").replace("[/b]", "")  # labels are bold
        for item in wanted:
            if fmt == "text":
                assert item in text, (fmt, item)
                continue
            label, sep, value = item.partition(": ")
            figure = sep and label in FIGURE_LABELS
            shown = (
                f"{ESCAPE[fmt](label)}{':' if fmt == 'bbcode' else ''} {ESCAPE[fmt](value)}"
                if figure
                else ESCAPE[fmt](item)
            )
            assert shown in plain, (fmt, shown)


@pytest.mark.parametrize("path", FLEETS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_bundled_fleet_fits_a_discord_message_with_a_line_a_ship(path):
    result = evaluate_fleet(load_fleet(path))
    text = share_fleet(result, "discord")
    assert len(text) <= DISCORD_LIMIT
    for entry in result.entries:
        assert f"{entry.count} x {discord_text(entry.name)}" in text
    assert f"{format_points(result.total_points)} points" in text
    full = share_fleet(result, "markdown")
    if len(full) > DISCORD_LIMIT:  # folded, and it says so
        assert discord_text(FOLDED) in text


def test_a_fleet_too_long_for_discord_folds_and_says_so():
    result = evaluate_fleet(
        load_fleet(registry.get("full-thrust").data.folder / "fleets/esu-strike-force.yaml")
    )
    assert len(share_fleet(result, "markdown")) > DISCORD_LIMIT  # 12 designs in full
    text = share_fleet(result, "discord")
    assert discord_text(FOLDED) in text and "12 x" not in text
    assert "9,604 points of 10,000" in text  # the totals line (fleet's own hand total, 001 L1037)
    assert "MASS" not in text  # no design in full


def test_the_battlecruiser_in_the_books_notation():
    # 001 L386: "Battlecruiser - 381 points. 3 'A' Batteries, 1 'B' Battery, Level-2 Screens,
    # 3 PDAF, 3 FireCons, Thrust 4"; MASS 40 (L335), damage 20 in four rows of 5 (capital box).
    _, _, text = shared(registry.get("full-thrust").standard_design("battlecruiser").path, "text")
    assert text.splitlines()[:15] == [
        "Battlecruiser",
        "Full Thrust warship - 381 points - legal",
        "MASS: 40 (warship, capital)",
        "Thrust: 4",
        "FTL: yes",
        "Screens: Level-2",
        "FireCons: 3",
        "Damage points: 20 (5/5/5/5)",
        "Systems:",
        "  Level-2 Screens",
        "  'A' Battery (P/F/S)",
        "  'A' Battery (P/F)",
        "  'A' Battery (F/S)",
        "  'B' Battery (P/F/S)",
        "  3 PDAF",
    ]


def test_an_illegal_design_says_so_with_its_first_error():
    design = FullThrustDesign(name="Overloaded", hull=Hull(mass=10, type="warship"), thrust=9)
    game = registry.get("full-thrust")
    evaluation = game.evaluate(design)
    assert not evaluation.legal
    for fmt in FORMATS:
        text = share_design(game, design, evaluation, fmt)
        assert "NOT LEGAL" in text and evaluation.errors[0].code in text


HOSTILE = "*Vengeance* [b]x[/b] @everyone <b>_y_</b> | `z` ~~w~~ &lt; # 1. - [link](http://e.x)"


def test_names_are_escaped_for_each_target():
    design = FullThrustDesign(name=HOSTILE, hull=Hull(mass=10, type="warship"), thrust=4)
    game = registry.get("full-thrust")
    evaluation = game.evaluate(design)
    md = share_design(game, design, evaluation, "markdown")
    assert "### \\*Vengeance\\* \\[b\\]x\\[/b\\] @everyone \\<b\\>\\_y\\_\\</b\\>" in md
    assert "&amp;lt;" in md and "\\[link\\](http://e.x)" in md
    bb = share_design(game, design, evaluation, "bbcode")
    assert bb.startswith("[b]*Vengeance* [\u200bb]x[\u200b/b] @everyone")  # only our tags are tags
    discord = share_design(game, design, evaluation, "discord")
    assert "@\u200beveryone" in discord and "@everyone" not in discord
    assert "\\<b\\>" in discord  # no <@id> mention, no HTML-ish markup
    assert share_design(game, design, evaluation, "text").startswith(HOSTILE + "\n")


def test_a_list_item_that_would_open_a_block_is_escaped():
    assert markdown_text("# heading", True) == "\\# heading"
    assert markdown_text("1. first", True) == "1\\. first"
    assert markdown_text("- item", True) == "\\- item"
    assert markdown_text("> quote", True) == "\\> quote"
    assert markdown_text("11.85") == "11.85"  # inside a line it is no list


def test_house_rules_are_named(capsys):
    assert main(["share", "catalog:battleship", "--profile", "catalog:full-thrust/heavy-beams"]) == 0
    out = capsys.readouterr().out
    assert "House rules: Heavy Beams v1" in out
    # 447 (001 L387) + four 'A' batteries a point dearer (5, not 4: the profile) - Level-2
    # Screens at 20 a level, not 25 (001 L855): 447 + 4 - 10 = 441.
    assert "Battleship" in out and "441 points" in out


def test_share_command_formats_and_exit_codes(capsys, tmp_path):
    assert main(["share", "catalog:full-thrust/destroyer", "--format", "bbcode"]) == 0
    assert capsys.readouterr().out.startswith("[b]Destroyer[/b]\n[i]Full Thrust warship - ")
    assert main(["share", str(FLEETS[0]), "--format", "discord"]) == 0
    assert len(capsys.readouterr().out) <= DISCORD_LIMIT + 1  # the final newline
    bad = tmp_path / "bad.yaml"
    bad.write_text("hullwright: 1\ngame: full-thrust\nname: X\nhull: {mass: 10, type: warship}\nthrust: 9\n")
    assert main(["share", str(bad)]) == 1
    assert "NOT LEGAL" in capsys.readouterr().out
    assert main(["share", str(tmp_path / "missing.yaml")]) == 2


def test_a_game_without_its_own_notation_shares_its_breakdown():
    from designer.core.evaluation import BreakdownRow, Evaluation
    from tests.core.toy_game import TOY, Gun, ToyDesign

    design = ToyDesign(name="Toy", mass=10, systems=[Gun(type="gun", count=2)])
    evaluation = TOY.evaluate(design)  # 10 x 2 + 2 guns = 22 points (toy_game.py)
    priced = Evaluation(
        evaluation.stats, (BreakdownRow("2 guns (F)", {"points": 2}, "systems[0]"),), detail=None
    )
    assert (
        share_design(TOY, design, priced, "text") == "Toy\nShip - 22 points - legal\nContents:\n  2 guns (F)"
    )


def test_a_fleet_too_long_even_folded_is_cut_at_a_line_and_says_so(tmp_path):
    ships = "".join(
        f"  - {{design: 'catalog:frigate', name: 'NAC Frigate number {n}'}}\n" for n in range(200)
    )
    path = tmp_path / "armada.yaml"
    path.write_text(f"hullwright: 1\ngame: full-thrust\nfleet: Armada\nships:\n{ships}", "utf-8")
    text = share_fleet(evaluate_fleet(load_fleet(path)), "discord")
    assert len(text) <= DISCORD_LIMIT
    assert text.endswith(CUT) and "- 1 x NAC Frigate number 0 (Frigate) - 65 points" in text  # 001 L375
    assert all(
        line.startswith(("- 1 x NAC Frigate number", "###", "*", "**", CUT)) or not line
        for line in text.splitlines()
    )
