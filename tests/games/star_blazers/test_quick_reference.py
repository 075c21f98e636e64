"""Issue 21 item 14: a quick reference for Star Blazers packs and Help > Rules reference, from the
seed's tables, with section names and no line numbers."""

from __future__ import annotations

import re

from designer.core.fleet import fleet_from_file
from designer.core.paths import CATALOGS
from designer.games.star_blazers import GAME
from designer.sheets.battle_pack import battle_pack_pages
from designer.sheets.display import Text, walk
from tests.games.star_blazers.conftest import make

FLEETS = CATALOGS / "star-blazers" / "fleets"


def test_the_reference_holds_the_tables_played_from():
    entries = {e.title: e for e in GAME.quick_reference.entries([make("edf/yamato")])}
    text = {title: " ".join(e.lines) for title, e in entries.items()}
    assert list(entries)[0] == "Turn sequence (advanced game)"
    assert "26 Morale" in text["Turn sequence (advanced game)"]  # 26 steps (L740-783)
    # SD: 50/40/30/20 at 0, 1, 2-3, 4; 2D4, 1D4 against class 1-2 (L418-428, L3216-3223)
    assert (
        "SAME HEX 50%, SHORT 40%, MEDIUM 30%, LONG 20%, at 0, 1, 2-3 and 4 hexes"
        in text["Space defense battery (SD)"]
    )
    assert "2D4 damage, 1D4 against class 1-2 ships" in text["Space defense battery (SD)"]
    # MDS: 0, 1-3, 4-6, 7-9; a roll per four-missile salvo 1D4, a double salvo 2D4 (L429-440, L64-68)
    assert "at 0, 1-3, 4-6 and 7-9 hexes" in text["Missile defense system (MDS)"]
    assert "double salvo of eight (both at one target) 2D4" in text["Missile defense system (MDS)"]
    # DP: A/DP 50/40/30/20 one roll per 2 batteries (L6488-6491); G/DP 20/10/5 per battery (L5798-5801)
    assert "A/DP 50/40/30/20" in text["DP mode: batteries on the Ship Defense Bridge"]
    assert (
        "G, H, K and L 20/10/5/none: one roll per battery"
        in text["DP mode: batteries on the Ship Defense Bridge"]
    )
    # the 60% box and the row-end criticals (L629-637); craft 1/2/3 points (L5408-5412)
    assert "60% damage" in text["Damage, hull boxes and critical hits"]
    assert "1 (light), 2 (medium) or 3 (heavy)" in text["Battlecraft and support craft"]
    assert "Resupply only at a base" in text["Munitions and mines"]
    for entry in entries.values():  # section names, never seed lines
        assert entry.source and not re.search(
            r"\bL\d{2,}|000 L|digest|§", entry.source + " ".join(entry.lines)
        )


def test_a_fleet_pack_ends_with_the_reference():
    result = fleet_from_file(FLEETS / "1-battle-of-pluto-gamilon-intro.yaml")
    pages = battle_pack_pages(result, "a4")
    last = [t.text for t in walk(pages[-1].items) if isinstance(t, Text)]
    assert any(t.startswith("Quick reference:") for t in last)
    assert "Space defense battery (SD)" in " ".join(
        t.text for p in pages[-2:] for t in walk(p.items) if isinstance(t, Text)
    )


def test_help_shows_the_reference():
    from designer.app.help_menu import reference_text  # Qt, loaded only here

    text = reference_text(GAME, make("gamilon/revenge"))
    assert "has no rules reference yet" not in text and "## Missile defense system (MDS)" in text
    assert "*Rulebook: Sequence of play*" in text and not re.search(r"\bL\d{2,}", text)
