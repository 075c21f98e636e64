"""The window's columns on a 1400x900 screen, for every game: the design form scrolls rather than
squeezing the palette under it, and a table's first column keeps its names readable; and the
window fits a 1366x768 laptop screen with every bundled design of every game in it (issue 21.4)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from designer.app.document import DesignDocument
from designer.app.palette_view import SHOWN_ROWS
from designer.core import registry
from designer.core.design_file import load_design
from designer.core.fixes import suggest_fixes
from designer.core.paths import CATALOGS

RUTAN = CATALOGS / "sfb" / "designs" / "rutan-light-cruiser.yaml"
SHORT_FORMS = [
    CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml",
    CATALOGS / "bscs" / "designs" / "escort-carrier.yaml",
    CATALOGS / "star-blazers" / "designs" / "edf-borodino-craft.yaml",
]


def shown(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def test_an_ssd_window_shows_ten_palette_rows_and_scrolls_its_tall_form(qtbot, make_window):
    window = shown(qtbot, make_window(RUTAN))
    palette = window.panes.palette
    assert palette.tree.viewport().height() >= SHOWN_ROWS * palette.row_height()
    area = window.panes.hull_area
    assert area.widget().height() > area.viewport().height()  # the form scrolls instead
    assert area.horizontalScrollBar().maximum() == 0  # ...but only up and down
    table = window.panes.lists["boxes"].table
    assert table.columnWidth(0) >= min(table.sizeHintForColumn(0), 180)  # "BRIDGE", not "…"


@pytest.mark.parametrize("path", SHORT_FORMS, ids=lambda p: p.parent.parent.name)
def test_a_short_form_shows_whole_and_the_palette_takes_the_rest(qtbot, make_window, path):
    window = shown(qtbot, make_window(path))
    area = window.panes.hull_area
    assert area.verticalScrollBar().maximum() == 0 and area.horizontalScrollBar().maximum() == 0
    palette = window.panes.palette
    assert palette.tree.viewport().height() >= SHOWN_ROWS * palette.row_height()


@pytest.mark.parametrize("path", [RUTAN, *SHORT_FORMS], ids=lambda p: p.parent.parent.name)
def test_the_header_fits_a_laptop_screen(qtbot, make_window, path):
    """A Star Blazers carrier shows four meters and nine figures: on one row the header made the
    window at least 2,040 px wide; its figures now take a second row, so every game's window fits
    a 1366 px screen."""
    window = shown(qtbot, make_window(path))
    assert window.panes.header.minimumSizeHint().width() <= 1366
    assert window.minimumSizeHint().width() <= 1366


LAPTOP = (1366, 768 - 48)  # a 1366x768 screen less a title bar and a panel


def every_design(game_id: str) -> list[tuple[str, object, object]]:
    """``(name, design, path)`` for each bundled design of a game, a ship of each Star Blazers
    class and its custom class files, and the SFB ship whose error offers the most fix-its."""
    game = registry.games()[game_id]
    out = [
        (p.stem, load_design(p).design, p) for p in sorted((CATALOGS / game_id / "designs").glob("*.yaml"))
    ]
    if game_id == "star-blazers":
        out += [(s.id, game.new_design(s.id), None) for s in game.starts() if s.id.startswith("class:")]
        out += [
            (p.stem, load_design(p).design, p) for p in (CATALOGS / game_id / "custom-classes").glob("*.yaml")
        ]
    if game_id == "sfb":
        from tests.games.sfb.test_fixes import CASES

        out.append(("unknown system (five fix-its)", CASES["SFB-SYSTEM-UNKNOWN"], None))
    return out


def show_the_most(window) -> int:
    """Select the error with the most fix-its (the longest lists the window shows); how many."""
    doc = window.document
    most, best = -1, None
    for finding in doc.evaluation().errors:
        count = len(suggest_fixes(doc.game, doc.design, finding, doc.context))
        if count > most:
            most, best = count, finding
    if best is not None:
        window.edits.finding_chosen(best)
    QApplication.processEvents()
    return most


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_every_design_fits_a_laptop_screen_with_its_longest_lists(qtbot, make_window, game_id):
    """Selecting an SFB error with five fix-its made the window at least 971 px tall (fix-its
    now scroll); a Yamato's header made it 1,754 px wide, a Gamilon carrier's twelve load meters
    4,020 px (the header's cells now wrap); each figure is measured in one window per game, as a
    player opening one design after another sees them."""
    game = registry.games()[game_id]
    window = None
    fixes_seen = 0
    for name, design, path in every_design(game_id):
        document = DesignDocument(game, design, path, saved=design)
        if window is None:
            window = shown(qtbot, make_window(None))
        window.set_document(document)
        fixes_seen = max(fixes_seen, show_the_most(window))
        for size in (window.minimumSizeHint(), window.minimumSize()):
            assert size.width() <= LAPTOP[0] and size.height() <= LAPTOP[1], (name, size)
        assert window.panes.header.minimumSizeHint().width() <= LAPTOP[0], name
    if game_id == "sfb":
        assert fixes_seen == 5  # the unknown system's five, all in reach by scrolling
        assert window.fixes.scroll.verticalScrollBar().maximum() > 0


BOOK_DIFFERS = [
    CATALOGS / "full-thrust" / "designs" / "survey-cruiser.yaml",
    CATALOGS / "star-blazers" / "designs" / "comet-hailstorm-craft.yaml",
]


@pytest.mark.parametrize(
    "path, said",
    [
        # 328 by the rules, 333 printed (catalogs/full-thrust/README.md: the printed fit costs 328)
        (BOOK_DIFFERS[0], "328 (book 333)"),
        # the stated rule values the Hailstorm's craft at 126, the book's example at 90 (L5408-5416)
        (BOOK_DIFFERS[1], "568 (book 532)"),
        (SHORT_FORMS[0], "238"),
    ],
)  # the heavy cruiser's 238 is the book's too: said once
def test_the_header_shows_the_books_points_beside_the_computed_ones(qtbot, make_window, path, said):
    window = shown(qtbot, make_window(path))
    assert window.panes.header.stat_text("points") == said
    assert window.panes.header.minimumSizeHint().width() <= 1366
    assert window.minimumSizeHint().width() <= 1366
    # An edit is not the design the book prices: its points alone (the Yamato's class change
    # in test_star_blazers_window.py stays "513", not "513 (book 607)").
    window.edits.apply_edit("name", "Renamed")
    window.refresh_now()
    assert window.panes.header.stat_text("points") == said.split(" ")[0]
