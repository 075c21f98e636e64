"""A game that draws no record sheet of its own gets the generic one: its figures, its cost
breakdown and its findings in the page frame, instead of "has no record sheet yet". The two
stand-in games in tests/plugins prove it: each with its own sheet taken away."""

from __future__ import annotations


from designer.core.context import EvaluationContext
from designer.core.game import Game
from designer.sheets.display import Text, walk
from designer.sheets.export import design_sheet
from designer.sheets.generic_sheet import record_pages
from tests.plugins.class_game import ClassDesign, ClassGame, Purchase
from tests.plugins.ssd_game import SsdGame


class UndrawnClasses(ClassGame):
    sheets = Game.sheets  # the contract's: it draws none


class UndrawnSsd(SsdGame):
    sheets = Game.sheets


def texts(page) -> list[str]:
    return [i.text for i in walk(page.items) if isinstance(i, Text)]


def test_the_class_game_without_a_sheet_prints_figures_breakdown_and_findings():
    game = UndrawnClasses()
    # destroyer: 2 purchases at most (tests/plugins/data/test-classes/classes.yaml); three bought
    design = ClassDesign(
        name="Escort", purchases=[Purchase(item="mine-rack", count=3)], **{"class": "destroyer"}
    )
    ev = game.evaluate(design, EvaluationContext())
    assert not ev.legal
    pages = record_pages(game, [(design, ev)])
    assert len(pages) == 1
    words = texts(pages[0])
    assert words[0] == "Escort" and "Sheet 1 of 1" in words
    assert any(w.startswith("NOT LEGAL: TC-PURCHASE-LIMIT: too many purchases") for w in words)
    assert "Figures" in words and "Breakdown" in words and "Findings" in words
    assert "3 of 2" in words  # the purchases meter: 3 bought of the class's 2
    for row in ev.breakdown:  # every breakdown row by name, with its points
        assert row.item in words
    red = {i.color for i in walk(pages[0].items) if isinstance(i, Text) and "NOT LEGAL" in i.text}
    assert red == {"#b00000"}  # the alert colour of templates/battle-pack.yaml


def test_the_ssd_game_without_a_sheet_exports_through_the_frame():
    game = UndrawnSsd()
    design = game.new_design("empty", "Frigate")
    sheet = design_sheet([(game, design), (game, design)])  # was ExportError "no record sheet yet"
    assert [p.label for p in sheet.pages] == [f"{game.title} record sheet {n}/2: Frigate" for n in (1, 2)]
    assert "Sheet 2 of 2" in texts(sheet.pages[1])


def test_a_game_with_its_own_sheet_keeps_it():
    game = ClassGame()
    design = ClassDesign(name="Escort", **{"class": "destroyer"})
    pages = record_pages(game, [(design, game.evaluate(design, EvaluationContext()))])
    assert pages[0].label == "Test class sheet: Escort"
