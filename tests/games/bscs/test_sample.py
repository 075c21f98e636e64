"""The game's benchmark design (``designer/games/bscs/sample.py``): as many entries as asked, legal
under every default rule, in the book's construction order (002 L594-758)."""

from __future__ import annotations

import pytest

from designer.games.samples import sample_design
from tests.evaluating import evaluated
from tests.games.bscs.helpers import GAME


@pytest.mark.parametrize("entries", [10, 100, 200])
def test_sample_design_is_a_legal_ship_of_that_many_entries(entries):
    design = sample_design(GAME, entries)
    ev = evaluated(GAME, design)
    assert len(design.systems) == entries
    assert ev.legal, ev.findings
    assert "BSCS-ORDER" not in {f.code for f in ev.findings}
    assert design.hull % 7 == 0  # spread over all seven hit locations (L763)
    if entries >= 100:
        kinds = {s.type for s in design.systems}
        assert {"beam", "cannon", "missile", "armor", "hold", "hangar", "repair"} <= kinds
