"""Numbers as people and JSON see them: the one points formatter, and exact values for JSON.

Games compute points exactly where they can (``Fraction``: Star Fleet Battles option costs are
fifths, BSCS points are tenths and thousandths); everything a person reads goes through
:func:`format_points`, so the header, the tables, the sheets and the CLI agree to the digit.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Union

Number = Union[int, float, Fraction]

DECIMALS = 2  # hundredths: a fitted SFB BPV (12.24) shows whole, a BSCS 183.102 shows 183.1


def format_points(value: Number | None, grouping: bool = True) -> str:
    """``6000`` -> ``6,000``; ``Fraction(61, 5)`` -> ``12.2``; ``183.102`` -> ``183.1``; None -> ``-``.
    At most two decimals, trailing zeros dropped, thousands grouped unless ``grouping`` is off."""
    if value is None:
        return "-"
    if type(value) is int:  # the common cases without a Fraction (a sheet prints hundreds)
        return f"{value:,}" if grouping else str(value)
    if type(value) is float and math.isfinite(value):
        # Formatting a float rounds its exact binary value half to even, as round(Fraction)
        # does, so this is the same text (tests/core/test_numbers.py compares them).
        text = f"{value:,.{DECIMALS}f}" if grouping else f"{value:.{DECIMALS}f}"
        text = text.rstrip("0").rstrip(".")
        return "0" if text == "-0" else text
    rounded = round(Fraction(value), DECIMALS)
    if rounded.denominator == 1:
        return f"{int(rounded):,}" if grouping else str(int(rounded))
    text = f"{float(rounded):,.{DECIMALS}f}" if grouping else f"{float(rounded):.{DECIMALS}f}"
    return text.rstrip("0").rstrip(".")


def format_number(value: Number | None) -> str:
    """Any other figure (MASS, size, power): whole numbers plain, fractions as :func:`format_points`
    without grouping, so ``36`` reads ``36`` and ``3.6468`` reads ``3.65``."""
    return format_points(value, grouping=False)


def json_number(value: Number) -> int | float:
    """An exact value as JSON writes it: whole numbers as integers, fractions as floats."""
    if isinstance(value, bool):
        return value
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    return value


def plain(value):
    """``value`` with every Fraction inside lists and dicts made a JSON number."""
    if isinstance(value, Fraction):
        return json_number(value)
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def counted(count: Number, noun: str, plural: str | None = None) -> str:
    """``count`` with its noun agreeing: ``1 ship``, ``2 ships``, ``0 ships``, ``1 battery`` /
    ``3 batteries`` (``plural`` for a noun that does not just take an s)."""
    many = plural or f"{noun}s"
    return f"{format_points(count)} {noun if count == 1 else many}"
