"""Every sheet Drydock prints, for every registered game, on both papers: each bundled design
alone, the whole catalog together, and each bundled fleet's battle pack (its record sheets, its
roster and its quick reference). Issue 15: no text under 6 pt apart from one or two letters
inside a symbol (item 16), no seed line numbers a player holding the book cannot use (item 9),
and nothing cut short with an ellipsis (item 17)."""

from __future__ import annotations

import re

import pytest

from designer.core.design_file import load_design
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import load_fleet
from designer.core.registry import games
from designer.sheets.battle_pack import battle_pack_pages
from designer.sheets.display import Text, walk
from designer.sheets.text import MIN_TEXT_SIZE, SYMBOL_LABEL_CHARS

PAPERS = ("a4", "letter")
NEUTRAL = ("Roster", "Quick reference")  # the battle pack's game-neutral pages, by label
LINE_REF = re.compile(r"\b\d{3} L\d+|\bL\d{2,}\b")


@pytest.fixture(scope="module")
def printed():
    """``printed(game_id, paper)``: (the game's record-sheet pages, the neutral pages), laid out
    once per module."""
    made: dict[tuple[str, str], tuple[list, list]] = {}

    def pages(game_id: str, paper: str) -> tuple[list, list]:
        if (game_id, paper) not in made:
            made[game_id, paper] = _lay_out(games()[game_id], paper)
        return made[game_id, paper]

    return pages


def _lay_out(game, paper: str) -> tuple[list, list]:
    folder = game.catalog_dir
    designs = [load_design(p).design for p in sorted((folder / "designs").glob("*.yaml"))]
    entries = [(d, game.evaluate(d)) for d in designs]
    try:
        sheets = [page for entry in entries for page in game.record_sheet_pages([entry], paper)]
        sheets += game.record_sheet_pages(entries, paper) if entries else []
    except NotImplementedError:
        return [], []
    neutral = []
    for path in sorted((folder / "fleets").glob("*.yaml")):
        for page in battle_pack_pages(evaluate_fleet(load_fleet(path)), paper):
            (neutral if page.label.startswith(NEUTRAL) else sheets).append(page)
    return sheets, neutral


def texts(pages) -> list[Text]:
    return [t for page in pages for t in walk(page.items) if isinstance(t, Text)]


def too_small(pages) -> list[tuple[float, str]]:
    return sorted({(t.size, t.text) for t in texts(pages)
                   if t.size < MIN_TEXT_SIZE - 1e-9 and len(t.text.strip()) > SYMBOL_LABEL_CHARS})


def with_line_refs(pages) -> list[str]:
    return sorted({t.text for t in texts(pages) if LINE_REF.search(t.text)})


def cut_short(pages) -> list[str]:
    return sorted({t.text for t in texts(pages) if "…" in t.text})


CHECKS = {"nothing under 6 pt": too_small, "no seed line numbers": with_line_refs,
          "nothing cut short": cut_short}
PARTS = ("record sheets", "rosters and quick references")
# Record sheets their own branches are reworking, and the checks they fail today: marked
# strict, so each mark must go once its sheet passes.
REWORKED = {
    ("bscs", "nothing under 6 pt"): "the BSCS sheet (issue 15 item 18, its own branch) prints "
                                    "5.5 pt captions (SHIELDS, STEALTH, the damage order)",
    ("bscs", "no seed line numbers"): "the BSCS sheet (issue 15 item 18, its own branch) prints "
                                      "'(002 L245-253)' in its notes",
    ("sfb", "nothing cut short"): "the SFB SSD cuts a long empire name in its title line",
    ("star-blazers", "nothing cut short"): "the Star Blazers WDF cuts long ship names and the "
                                           "list of a squadron's ships",
}


def cases() -> list:
    """(check, game, paper, part) for every check, registered game, paper and part; a reworked
    game's record sheets marked for the checks they fail today."""
    out = []
    for check in CHECKS:
        for game_id in sorted(games()):
            for paper in PAPERS:
                for part in PARTS:
                    reason = REWORKED.get((game_id, check)) if part == PARTS[0] else None
                    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
                    out.append(pytest.param(check, game_id, paper, part, marks=marks,
                                            id=f"{check}-{game_id}-{paper}-{part}"))
    return out


@pytest.mark.parametrize("check, game_id, paper, part", cases())
def test_every_sheet(printed, check, game_id, paper, part):
    sheets, neutral = printed(game_id, paper)
    assert CHECKS[check](sheets if part == PARTS[0] else neutral) == []


def test_the_checks_find_what_they_forbid():
    from designer.sheets.display import Page

    page = Page(100, 100, (Text(0, 0, "CLASS", 5.5), Text(0, 0, "B", 4.0), Text(0, 0, "12", 4.0),
                           Text(0, 0, "Fire Arcs, 001 L186", 7), Text(0, 0, "see L357", 7),
                           Text(0, 0, "Level 1", 7), Text(0, 0, "System Defence Ship (s…", 7)))
    assert too_small([page]) == [(5.5, "CLASS")]
    assert with_line_refs([page]) == ["Fire Arcs, 001 L186", "see L357"]
    assert cut_short([page]) == ["System Defence Ship (s…"]
