"""The benchmark design (``Game.sample_design``): a Hailstorm carrier (000 L7547-7566) with
about ``entries`` rows of what a Star Blazers player changes: craft embarked, purchases,
written-in batteries and munition loads. The Hailstorm is the class with the most to write in
(its battery letters and hull boxes are lost), so every part of its form is drawn."""

from __future__ import annotations

from itertools import cycle, islice

from designer.games.star_blazers.design import StarBlazersDesign

SAMPLE_CLASS = "comet/hailstorm"
BATTLECRAFT = ("EII", "SF", "SR", "SFT")
BATTERY_LETTERS = ("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M2", "T1", "SD")
SHARES = {"craft": 4, "purchases": 4, "batteries": 5, "munitions": 10, "craft_munitions": 10}
CAPS = {"craft": 50, "purchases": 50, "batteries": 40, "munitions": 20, "craft_munitions": 20}


def sample_design(game: object, entries: int) -> StarBlazersDesign:
    """A Hailstorm with about ``entries`` craft, purchases, write-ins and loads (the game is
    not needed: the class is the catalog's)."""
    n = {key: min(CAPS[key], max(1, entries // share)) for key, share in SHARES.items()}
    craft = [{"type": code, "count": 1} for code in islice(cycle(BATTLECRAFT), n["craft"] * 4 // 5)]
    craft += [{"type": "S", "count": 1}] * (n["craft"] - len(craft))
    purchases = [
        {"system": kind, "count": 1}
        for kind in islice(cycle(("stealth-mine-factor", "control-mine-factor")), n["purchases"])
    ]
    batteries = [
        {"letter": letter, "count": 2, **({"salvoes": 2} if letter in ("M2", "T1") else {})}
        for letter in islice(cycle(BATTERY_LETTERS), n["batteries"])
    ]
    munitions = [{"letter": letter, "count": 4} for letter in islice(cycle(("M2", "T1")), n["munitions"])]
    loads = [
        {"package": package, "count": 4} for package in islice(cycle(("AM", "AT1")), n["craft_munitions"])
    ]
    return StarBlazersDesign.model_validate(
        {
            "game": "star-blazers",
            "name": f"Hailstorm x{entries}",
            "class": SAMPLE_CLASS,
            "craft": craft,
            "purchases": purchases,
            "munitions": munitions,
            "craft_munitions": loads,
            "fill_in": {"hull_boxes": 60, "radar_range": 40, "batteries": batteries},
        }
    )


__all__ = ["sample_design"]
