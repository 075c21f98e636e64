"""Which shell holds carry which cannon's shells (002 L216-225): filled in the order listed,
whole shells a hold entry, and what a hit on each does; the JSON names them."""

from __future__ import annotations

from designer.games.bscs.rules.shells import NOT_STOWED, StowedShells, stow_shells
from tests.games.bscs.helpers import GAME, evaluate, with_systems

NUCLEAR = {"type": "cannon", "label": "Nuke", "damage": 5, "warhead": "nuclear", "yield": 1, "shells": 6}
PLAIN = {"type": "cannon", "label": "Plain", "damage": 5, "shells": 5}  # 0.5 spaces a shell
ANTIMATTER = {"type": "cannon", "label": "AM", "damage": 5, "warhead": "antimatter", "yield": 1, "shells": 2}


def test_shells_fill_the_shell_holds_in_the_order_listed():
    d = with_systems(
        NUCLEAR,
        PLAIN,
        {"type": "hold", "contents": "shells"},
        {"type": "hold", "count": 2, "contents": "shells"},
        size=None,
        hull=8,
    )
    nuke, plain, first, second = (len(d.systems) - 4 + k for k in range(4))
    # Six 0.1-space nuclear shells go in the first hold; its 0.4 left is too little for a
    # 0.5-space plain shell, so four plain ones fill the second entry's two spaces and the
    # fifth has no room (the design also has BSCS-SHELLS-HOLD).
    assert stow_shells(d.systems, GAME.data.catalog()) == (
        StowedShells(first, nuke, 6, "nuclear"),
        StowedShells(second, plain, 4, "none"),
        StowedShells(NOT_STOWED, plain, 1, "none"),
    )


def test_explosive_shells_say_so():
    assert StowedShells(3, 1, 2, "antimatter").explosive and StowedShells(3, 1, 2, "explosive").explosive
    assert not StowedShells(3, 1, 2, "nuclear").explosive and not StowedShells(3, 1, 2, "none").explosive


def test_the_evaluation_and_json_name_each_shell_hold():
    d = with_systems(
        ANTIMATTER, {"type": "hold", "contents": "shells", "label": "Magazine"}, size=None, hull=8
    )
    ev = evaluate(d)
    hold, cannon = len(d.systems) - 1, len(d.systems) - 2
    assert ev.detail.shells == (StowedShells(hold, cannon, 2, "antimatter"),)
    assert ev.stats["shells"] == [
        {"hold": f"systems[{hold}]", "cannon": f"systems[{cannon}]", "shells": 2, "warhead": "antimatter"}
    ]
    assert ev.stats["repair_parts"] == 0 and "shells" not in evaluate(with_systems()).stats


def test_repair_parts_are_what_the_parts_holds_carry():
    # One hold carries 100 repair parts (002 L395, L651).
    assert (
        evaluate(
            with_systems({"type": "hold", "count": 3, "contents": "parts"}, size=None, hull=8)
        ).detail.repair_parts
        == 300
    )
