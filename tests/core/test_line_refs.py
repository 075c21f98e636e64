"""Seed line references leave printed text; section names stay (issue 15 item 9)."""

import pytest

from designer.core.line_refs import without_line_refs


@pytest.mark.parametrize(
    "rule, printed",
    [
        ("Fire Arcs, 001 L186", "Fire Arcs"),
        ("Bearing of Beam Batteries, 001 L208-210", "Bearing of Beam Batteries"),
        (
            "Submunition Packs, 001 L494, L838 (one arc: catalog README)",
            "Submunition Packs (one arc: catalog README)",
        ),
        (
            "Fitting Weapons and Other Systems, 001 L830 (non-FTL: L687-691)",
            "Fitting Weapons and Other Systems (non-FTL)",
        ),
        (
            "Campaign Rules: The Forces (System Defence), 001 L1039-1052; Non-FTL Ships, L687-693",
            "Campaign Rules: The Forces (System Defence); Non-FTL Ships",
        ),
        ("Allocate Damage TICs (002 L758-785)", "Allocate Damage TICs"),
        (
            "the rule allows at most 6, a Fleet Carrier's load (001 L410)",
            "the rule allows at most 6, a Fleet Carrier's load",
        ),
        ("in the force (001 L1037, L1039). Off outside campaigns.", "in the force. Off outside campaigns."),
        ("001 L170-178", ""),
        ("002 L99-107, L117-121, L292, L305-307, L367", ""),
        # Issue 21 item 15: our rules digests' numbering is no more the book's than a line number.
        ("Energy allocation (digest §11.3)", "Energy allocation"),
        ("A weapon without an arc (004 digest §11.1)", "A weapon without an arc"),
        ("Boxes of shields #1 to #6, clockwise (digest §1a).", "Boxes of shields #1 to #6, clockwise."),
        ("nothing (004 L701-707, digest correction 3).", "nothing."),
        ("1 point per level of K (reading B; digest D3).", "1 point per level of K (reading B)."),
        (
            "as many as its unit rows (3 frigates; digest §3.2, correction 3).",
            "as many as its unit rows (3 frigates).",
        ),
        # A reference that opens a parenthesis of words leaves the words.
        ("D − D/K (002 L186, reading A)", "D − D/K (reading A)"),
        ("≤ 5 (002 L192-195, L206: 'your mileage may vary')", "≤ 5 ('your mileage may vary')"),
    ],
)
def test_references_go_and_the_section_name_stays(rule, printed):
    assert without_line_refs(rule) == printed


@pytest.mark.parametrize(
    "text",
    ["Level 1: 5 = one DP", "Class L5 escort", "MASS 12, 36 points", "T1: 6", "", "the digest of its count"],
)
def test_text_without_references_is_unchanged(text):
    assert without_line_refs(text) == text
