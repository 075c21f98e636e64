"""``hullwright validate`` and ``hullwright catalog`` on Star Blazers files, run in-process."""

from __future__ import annotations

import json

from designer.cli import main
from designer.core.paths import CATALOGS

YAMATO = CATALOGS / "star-blazers" / "designs" / "edf-yamato-craft.yaml"


def test_validate_prints_points_meters_and_warnings(capsys):
    code = main(["validate", "--json", str(YAMATO)])
    [result] = json.loads(capsys.readouterr()[0])
    assert code == 0 and result["legal"] and result["game"] == "star-blazers"
    stats = result["stats"]
    assert (stats["points"], stats["class_points"], stats["craft_points"]) == (687, 607, 80)
    assert "meters" not in stats and "detail" not in stats  # each has its own place now
    meters = {m["key"]: (m["used"], m["limit"], m["unit"]) for m in result["meters"]}
    assert meters["battlecraft"] == (55, 55, "craft") and meters["support_craft"] == (25, 25, "craft")
    assert meters["load:ship:M2"] == (48, 48, "rounds")
    assert result["breakdown"][0] == {"item": "SBB Yamato class", "points": 607, "path": "class"}
    assert [f["code"] for f in result["findings"]] == ["SB-FIELD-MISSING"]


def test_an_illegal_design_exits_1(tmp_path, capsys):
    path = tmp_path / "over.yaml"
    path.write_text(
        "hullwright: 1\ngame: star-blazers\nname: Over\nclass: edf/yamato\ncraft: [{type: BT, count: 60}]\n",
        encoding="utf-8",
    )
    assert main(["validate", str(path)]) == 1
    assert "SB-CRAFT-OVER [craft[0]]" in capsys.readouterr()[0]


def test_catalog_lists_every_class_and_purchase(capsys):
    assert main(["catalog", "--game", "star-blazers", "--json"]) == 0
    [summary] = json.loads(capsys.readouterr()[0])
    assert len(summary["classes"]) == 40
    types = [s["type"] for s in summary["systems"]]
    assert "gamilon/exterminator" in types and "comet/exterminator" in types and "acacbi" in types
    assert main(["catalog", "--game", "star-blazers"]) == 0
    assert "class: SBB Yamato, 607 pts" in capsys.readouterr()[0]


def test_catalog_lists_the_firing_capacity_upgrade(capsys):
    """Issue 23 item 2: the upgrade table (L4997-5000) has three rows, +1 system a turn priced by
    class: class 1-2 to 2 systems for 20 + (20) = 40, class 3 to 3 for 60, class 4-9 to 4 for 80.
    Designs list it as ``firing-capacity``, so the catalog lists it under that name, text and JSON."""
    assert main(["catalog", "--game", "star-blazers", "--json"]) == 0
    [summary] = json.loads(capsys.readouterr()[0])
    [row] = [s for s in summary["systems"] if s["type"] == "firing-capacity"]
    assert (
        "class 1-2 to 2 systems 40 pts; class 3 to 3 systems 60 pts; class 4-9 to 4 systems 80 pts"
        in row["summary"]
    )
    assert main(["catalog", "--game", "star-blazers"]) == 0
    text = capsys.readouterr()[0]
    assert "firing-capacity" in text and "class 4-9 to 4 systems 80 pts" in text


def test_an_upgrade_listed_twice_says_why_for_that_upgrade(tmp_path, capsys):
    """Issue 23 item 4: a second MSS Type II is refused for what MSS II is (a type, L4995,
    L1864-1866), not for the firing-capacity step."""
    path = tmp_path / "twice.yaml"
    path.write_text(
        "hullwright: 1\ngame: star-blazers\nname: Twice\nclass: edf/yamato\n"
        "upgrades: [mss-type-2, mss-type-2]\n",
        encoding="utf-8",
    )
    main(["validate", "--json", str(path)])
    [result] = json.loads(capsys.readouterr()[0])
    [twice] = [f for f in result["findings"] if f["code"] == "SB-UPGRADE-TWICE"]
    assert "firing" not in twice["message"] and "Type II once" in twice["message"]
