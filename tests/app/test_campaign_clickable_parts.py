"""Every markable part takes a click in Ship state mode (issue 26 follow-up): Star Blazers
munitions (a counter: the row of the form's MUNITIONS block, 000 L4754-4762, the player's record
of "munition expenditures", L4791-4792) and its craft past the squadron rows and support craft
(their boxes, L595-628), and BSCS rescue pods (not on the diagram, 002 L784: a box each in the
ship data). A click marks one more, one undo step, on the part the hit-test finds by ref."""

from __future__ import annotations

import pytest

from tests.app.test_campaign_window import CAMPAIGNS, strokes


def click_part(campaign, part_id):
    hits = [h for h in campaign.hits() if h.part == part_id]
    assert hits, f"{part_id}: the sheet draws nothing a click finds"
    hit = max(hits, key=lambda h: (h.box[2] - h.box[0]) * (h.box[3] - h.box[1]))
    return campaign.click(hit.page, (hit.box[0] + hit.box[2]) / 2, (hit.box[1] + hit.box[3]) / 2)


@pytest.mark.parametrize(
    "game, ship, part, kind",
    [
        ("star-blazers", "Yamato", "munition-m2", "spent"),
        ("star-blazers", "Yamato", "munition-at1", "spent"),  # the craft's AT1, 165 on one row
        ("star-blazers", "Yamato", "craft-cz", "spent"),  # the Cosmo Zero, past the squadron rows
        ("star-blazers", "Yamato", "craft-aa", "spent"),  # the support craft's boxes
        ("bscs", "Wasp", "rescue-pod", "lost"),  # the pulse corvette's two pods
    ],
)
def test_a_click_marks_the_part_once_and_one_undo_takes_it_back(game, ship, part, kind, make_window):
    window = make_window()
    assert window.files.open_file(CAMPAIGNS[game])
    campaign = window.campaign
    campaign.show_ship(ship)
    doc = campaign.document
    before = getattr(doc.marks_of(ship), kind).get(part, 0)
    drawn = strokes(campaign.pages)
    steps = doc.stack.count()
    assert click_part(campaign, part)
    assert getattr(doc.marks_of(ship), kind)[part] == before + 1
    assert doc.stack.count() == steps + 1
    parts = doc.rules.parts(campaign._ship().entry.loaded.design, campaign._ship().entry.evaluation)
    assert {line.ref for _n, line in strokes(campaign.pages) if (_n, line) not in drawn} <= {parts[part].ref}
    doc.stack.undo()
    assert getattr(doc.marks_of(ship), kind).get(part, 0) == before
