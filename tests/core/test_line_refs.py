"""Seed line references leave printed text; section names stay (issue 15 item 9)."""

import pytest

from designer.core.line_refs import without_line_refs


@pytest.mark.parametrize("rule, printed", [
    ("Fire Arcs, 001 L186", "Fire Arcs"),
    ("Bearing of Beam Batteries, 001 L208-210", "Bearing of Beam Batteries"),
    ("Submunition Packs, 001 L494, L838 (one arc: catalog README)",
     "Submunition Packs (one arc: catalog README)"),
    ("Fitting Weapons and Other Systems, 001 L830 (non-FTL: L687-691)",
     "Fitting Weapons and Other Systems (non-FTL)"),
    ("Campaign Rules: The Forces (System Defence), 001 L1039-1052; Non-FTL Ships, L687-693",
     "Campaign Rules: The Forces (System Defence); Non-FTL Ships"),
    ("Allocate Damage TICs (002 L758-785)", "Allocate Damage TICs"),
    ("the rule allows at most 6, a Fleet Carrier's load (001 L410)",
     "the rule allows at most 6, a Fleet Carrier's load"),
    ("in the force (001 L1037, L1039). Off outside campaigns.",
     "in the force. Off outside campaigns."),
    ("001 L170-178", ""),
    ("002 L99-107, L117-121, L292, L305-307, L367", ""),
])
def test_references_go_and_the_section_name_stays(rule, printed):
    assert without_line_refs(rule) == printed


@pytest.mark.parametrize("text", ["Level 1: 5 = one DP", "Class L5 escort", "MASS 12, 36 points",
                                  "T1: 6", ""])
def test_text_without_references_is_unchanged(text):
    assert without_line_refs(text) == text
