"""Damage track rows and threshold points (001 L274-302; digest section 5.4)."""

from __future__ import annotations

import pytest

from designer.games.full_thrust import GAME
from designer.games.full_thrust.rules.damage_track import damage_track, thresholds


def test_destroyer_example():
    # 001 L300: 7 DP in two rows of five: 3 open on top, 4 below; first threshold after 3
    rows = damage_track("escort", 7, GAME.data.catalog())
    assert rows == (3, 4) and thresholds(rows) == (3,)


@pytest.mark.parametrize(
    "box, dp, rows, checks",
    [
        ("escort", 1, (0, 1), ()),  # Courier: one hit destroys, no check at 0
        ("escort", 5, (2, 3), (2,)),  # Frigate
        ("cruiser", 11, (3, 4, 4), (3, 7)),  # Light Cruiser
        ("cruiser", 13, (4, 4, 5), (4, 8)),  # Escort Cruiser
        ("cruiser", 18, (6, 6, 6), (6, 12)),  # Superheavy Cruiser
        ("capital", 30, (7, 7, 8, 8), (7, 14, 22)),  # Battledreadnought
        ("capital", 35, (8, 9, 9, 9), (8, 17, 26)),  # Light Carrier
        ("capital", 49, (12, 12, 12, 13), (12, 24, 36)),  # Fleet Carrier
    ],
)
def test_rows_and_thresholds(box, dp, rows, checks):
    # rows by class: escort 2, cruiser 3, capital 4 (L280); upper rows get fewer (L300)
    assert damage_track(box, dp, GAME.data.catalog()) == rows
    assert sum(rows) == dp
    assert thresholds(rows) == checks
