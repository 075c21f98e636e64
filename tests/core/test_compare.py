"""``hullwright diff`` (issue 17, part 2): a standard design and its refit differ by exactly the
changes made, with the figures the rules compute for them."""

from __future__ import annotations

import json

from designer.cli import main
from designer.core.paths import CATALOGS

HEAVY_CRUISER = CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml"
REFIT = """hullwright: 1
game: full-thrust
name: Heavy Cruiser (refit)
hull: {mass: 32, type: warship}
thrust: 4
systems:
  - {type: pdaf, count: 2}
  - {type: screen, level: 1}
  - {type: beam, class: A, arcs: [P, F, S]}
  - {type: beam, class: B, arcs: [P, F, S], count: 2}
  - {type: adaf}
"""


def test_a_refit_lists_exactly_its_changes(tmp_path, capsys):
    refit = tmp_path / "refit.yaml"
    refit.write_text(REFIT, encoding="utf-8")
    assert main(["diff", "--json", str(HEAVY_CRUISER), str(refit)]) == 1
    result = json.loads(capsys.readouterr().out)
    figures = {f["key"]: (f["a"], f["b"]) for f in result["figures"]}
    # One Class B battery fewer (2 MASS; 3 + 2 x 3 arcs = 9 points, 001 L851), one PDAF more
    # (1 MASS, 3 points, L853): 238 - 9 + 3 = 232 points, 16 - 2 + 1 = 15 MASS of 16.
    assert figures["stat:points"] == (238, 232)
    assert figures["meter:systems_mass"] == ([16, 16], [15, 16])
    assert figures["name"] == ("Heavy Cruiser", "Heavy Cruiser (refit)")
    # Matched by type and position: moving the PDAF to the top is not a change.
    assert [(e["kind"], e["label"], e["a"], e["b"], e["fields"]) for e in result["entries"]] == [
        ("changed", "Class 'B' Beam Battery", "systems[2]", "systems[3]", ["count"]),
        ("changed", "PDAF", "systems[4]", "systems[0]", ["count"]),
    ]
    assert [f["code"] for f in result["findings_appeared"]] == ["FT-ALLOWANCE-SPARE"]
    assert result["findings_gone"] == []


def test_the_same_design_is_equal(capsys):
    assert main(["diff", str(HEAVY_CRUISER), str(HEAVY_CRUISER)]) == 0
    assert "the same design" in capsys.readouterr().out


def test_unreadable_or_of_another_game_is_exit_2(tmp_path, capsys):
    missing = tmp_path / "nope.yaml"
    assert main(["diff", str(HEAVY_CRUISER), str(missing)]) == 2
    bscs = CATALOGS / "bscs" / "designs" / "tc1-frigate.yaml"
    assert main(["diff", str(HEAVY_CRUISER), str(bscs)]) == 2
    assert "one game" in capsys.readouterr().err
