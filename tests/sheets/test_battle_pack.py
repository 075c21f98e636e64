"""The battle pack is game-neutral: on the core stand-in game (toy points: 2 x mass + guns) it
assembles roster, one sheet per ship and the game's quick reference (none, here)."""

from typing import Literal

import pytest

from designer.core import registry
from designer.core.fleet import fleet_from_file
from designer.core.game import DesignKind, QuickReference, ReferenceEntry, Sheets, sheet_entries_of
from designer.sheets.battle_pack import battle_pack
from designer.sheets.display import Page, Text, walk
from tests.core.toy_game import TOY, ToyDesign, ToyGame

GUNBOAT = "hullwright: 1\ngame: toy\nname: Gunboat\nmass: 20\nsystems:\n  - {type: gun, count: 2}\n"


class ToyPrintDesign(ToyDesign):
    game: Literal["toy-print"] = "toy-print"


class PrintingToy(ToyGame):
    """The stand-in game with a one-line record sheet per ship and a one-entry reference."""

    id = "toy-print"
    design_kinds = (DesignKind("ship", "Ship", ToyPrintDesign),)

    @property
    def sheets(self):
        return ToySheets()

    @property
    def quick_reference(self):
        return ToyReference()


class ToySheets(Sheets):
    def record_pages(self, entries, paper="a4", options=None, memo=None):
        return [
            Page(
                595.28,
                841.89,
                (Text(40, 40, f"SHEET {e.ship_name} ({e.design.name}) {e.evaluation.points}"),),
                "sheet",
            )
            for e in sheet_entries_of(entries)
        ]

    def blank_pages(self, paper="a4", options=None, memo=None):
        return []


class ToyReference(QuickReference):
    def entries(self, designs, fleet=None):
        return [ReferenceEntry("Gun", ("Roll a die.",), "toy §2")] if designs else []


@pytest.fixture
def printing_game():
    game = PrintingToy()
    registry.register(game)
    yield game
    registry.unregister(game.id)


def sheet_fingerprint(folder):
    return fleet_from_file(folder / "fleet.yaml").fingerprint.value


def texts(page):
    return " ".join(i.text for i in walk(page.items) if isinstance(i, Text))


def test_pack_for_any_game(tmp_path, printing_game):
    (tmp_path / "gunboat.yaml").write_text(GUNBOAT.replace("game: toy", "game: toy-print"))
    (tmp_path / "fleet.yaml").write_text(
        "hullwright: 1\ngame: toy-print\nfleet: Toy Fleet\nbudget: 100\n"
        "ships:\n  - {design: gunboat.yaml, count: 3, name: Gnat}\n"
    )
    sheet = battle_pack([fleet_from_file(tmp_path / "fleet.yaml")])
    assert [p.label for p in sheet.pages] == ["Roster 1/1", "sheet", "sheet", "sheet", "Quick reference 1/1"]
    roster = texts(sheet.pages[0])
    assert "Toy Fleet" in roster and "NOT LEGAL" in roster  # 3 x 42 = 126 of 100
    assert "Total 126 points - budget 100, 26 OVER" in roster and "FLEET-OVER-BUDGET" in roster
    footer = (
        f"Toy Fleet · 126 points of 100 · NOT LEGAL · fingerprint {sheet_fingerprint(tmp_path)} "
        "(hullwright verify)"
    )
    assert [texts(p) for p in sheet.pages[1:4]] == [
        f"SHEET Gnat {n} (Gunboat) 42 {footer}" for n in (1, 2, 3)
    ]
    assert all(texts(p).endswith(footer) for p in sheet.pages)  # on every page of the pack
    assert "Gun" in texts(sheet.pages[4]) and "toy §2" in texts(sheet.pages[4])
    assert sheet.title == "Battle pack: Toy Fleet"


@pytest.fixture
def toy():
    registry.register(TOY)
    yield TOY
    registry.unregister(TOY.id)


def test_a_game_without_record_sheets_prints_its_fleet_on_the_generic_sheet(tmp_path, toy):
    (tmp_path / "gunboat.yaml").write_text(GUNBOAT)
    (tmp_path / "fleet.yaml").write_text(
        "hullwright: 1\ngame: toy\nfleet: F\nships:\n  - {design: gunboat.yaml}\n"
    )
    pages = battle_pack([fleet_from_file(tmp_path / "fleet.yaml")]).pages
    sheet = [p for p in pages if "record sheet" in p.label]
    assert len(sheet) == 1  # one ship, one generic sheet between the roster and the end
    texts = [i.text for i in walk(sheet[0].items) if isinstance(i, Text)]
    assert "Gunboat" in texts and "Sheet 1 of 1" in texts
