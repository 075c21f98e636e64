"""A campaign ship's status reads the same in the window's Ship state mode and in the printed
campaign pack: "Name (damaged, 2 battles)" from one function (``status_text``), and it follows
a change of status at once."""

from __future__ import annotations

import pytest

from designer.core.campaign import status_text
from designer.sheets.campaign_pack import campaign_pack
from designer.sheets.display import Text, walk
from tests.app.test_campaign_window import CAMPAIGNS


def texts(pages) -> list[str]:
    return [i.text for p in pages for i in walk(p.items) if isinstance(i, Text)]


def status_column(tab, name: str) -> str:
    """The Status column of ship ``name``'s row in the Campaign tab's table."""
    from PySide6.QtWidgets import QTreeWidgetItemIterator

    from designer.app.campaign_tab import SHIP_ROLE

    rows = QTreeWidgetItemIterator(tab.ships)
    while rows.value() is not None:
        item = rows.value()
        if item.data(0, SHIP_ROLE) == name:
            return item.text(2)
        rows += 1
    raise AssertionError(f"no row for {name}")


def test_status_text_counts_battles():
    from designer.core.campaign import CampaignShip

    assert status_text(CampaignShip(name="Kirov", design="x", status="damaged", battles=2)) == (
        "damaged, 2 battles"
    )
    assert status_text(CampaignShip(name="Kirov", design="x", battles=1)) == "ready, 1 battle"


@pytest.mark.parametrize("game", sorted(CAMPAIGNS))
def test_the_window_and_the_pack_name_the_ship_with_the_same_status(game, make_window):
    window = make_window()
    assert window.files.open_file(CAMPAIGNS[game])
    campaign = window.campaign
    report = campaign.document.report()
    side, ship = next((s, x) for s in report.sides for f in s.fleets for x in f.ships if x.afloat)
    campaign.show_ship(ship.ship.name)
    said = status_text(ship.ship)
    assert ", " in said and "battle" in said  # the battles are there, as the pack prints them
    shown = [t for t in texts(campaign.pages) if ship.ship.name in t and said in t]
    printed = [
        t for t in texts(campaign_pack(report, side.side.name).pages) if ship.ship.name in t and said in t
    ]
    assert shown and printed, (texts(campaign.pages)[:12], said)
    assert said in campaign.tab.state_header.text()
    assert status_column(campaign.tab, ship.ship.name) == said  # the Campaign tab's table too
    # A new status is on the sheet at once (the clean sheet under the marks drawn again).
    assert campaign.set_status("in-repair")
    now = status_text(campaign.document.ship(ship.ship.name).ship)
    assert now.startswith("in-repair, ")
    assert any(ship.ship.name in t and now in t for t in texts(campaign.pages))
    assert status_column(campaign.tab, ship.ship.name) == now
