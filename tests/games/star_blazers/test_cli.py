"""``drydock validate`` and ``drydock catalog`` on Star Blazers files, run in-process."""

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
    assert result["breakdown"][0] == {"item": "SBB Yamato class", "points": 607,
                                      "path": "class"}
    assert [f["code"] for f in result["findings"]] == ["SB-FIELD-MISSING"]


def test_an_illegal_design_exits_1(tmp_path, capsys):
    path = tmp_path / "over.yaml"
    path.write_text("drydock: 1\ngame: star-blazers\nname: Over\nclass: edf/yamato\n"
                    "craft: [{type: BT, count: 60}]\n", encoding="utf-8")
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
