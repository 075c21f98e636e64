"""Sheets made under a house-rule profile say so at the foot of every page, for every game
(issue 17 part 4): the one export path adds the line, so no game sheet has to."""

from __future__ import annotations

import pytest

from designer.core import registry
from designer.core.context import EvaluationContext, Profile
from designer.core.design_file import load_design
from designer.sheets.display import Text, walk
from designer.sheets.export import PrintSettings, design_sheet, house_rules_line, with_house_rules


def footers(pages) -> list[str]:
    return [
        i.text
        for p in pages
        for i in walk(p.items)
        if isinstance(i, Text) and i.text.startswith("House rules")
    ]


@pytest.mark.parametrize("game_id", ["full-thrust", "bscs", "sfb", "star-blazers"])
def test_every_page_names_the_house_rules(game_id):
    game = registry.get(game_id)
    standard = game.standard_designs[0]
    design = load_design(standard.path).design
    folder = standard.path.parent
    club = Profile("Club Rules", "2", game.id, "the club")
    ruled = design_sheet(
        [(game, design, EvaluationContext(profile=club, folder=folder))], PrintSettings(blank=True)
    )
    assert footers(ruled.pages) == ["House rules: Club Rules v2"] * len(ruled.pages)
    plain = design_sheet([(game, design, EvaluationContext(folder=folder))])
    assert footers(plain.pages) == []


def test_the_line_names_each_profile_once():
    a, b = Profile("A", "1", "full-thrust"), Profile("B", "3", "full-thrust")
    assert house_rules_line([a, None, a, b]) == "House rules: A v1; B v3"
    assert house_rules_line([None]) == "" and with_house_rules([], [a]) == []
