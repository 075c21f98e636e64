"""Numbers as people and JSON see them: the one points formatter, and exact values for JSON.

Games compute points exactly where they can (``Fraction``: Star Fleet Battles option costs are
fifths, BSCS points are tenths and thousandths); everything a person reads goes through
:func:`format_points`, so the header, the tables, the sheets and the CLI agree to the digit.
"""

from __future__ import annotations

import decimal
import math
from fractions import Fraction
from typing import Union

Number = Union[int, float, Fraction]

DECIMALS = 2  # hundredths: a fitted SFB BPV (12.24) shows whole, a BSCS 183.102 shows 183.1


def format_points(value: Number | None, grouping: bool = True) -> str:
    """``6000`` -> ``6,000``; ``Fraction(61, 5)`` -> ``12.2``; ``183.102`` -> ``183.1``; None -> ``-``.
    At most two decimals, half up as the book's arithmetic rounds (``103.625`` -> ``103.63``,
    ``85.085`` -> ``85.09``), trailing zeros dropped, thousands grouped unless ``grouping`` is off."""
    if value is None:
        return "-"
    if type(value) is int:  # the common cases without rounding (a sheet prints hundreds)
        return f"{value:,}" if grouping else str(value)
    if type(value) is float and not math.isfinite(value):
        return str(value)
    hundredths = _hundredths(value)
    whole, cents = divmod(abs(hundredths), 100)
    sign = "-" if hundredths < 0 else ""
    text = f"{whole:,}" if grouping else str(whole)
    return sign + (text if not cents else f"{text}.{cents:02d}".rstrip("0"))


# A float's decimal as written (its shortest repr), cut to 9 places first: what the arithmetic
# meant, so 85.085 (stored as 85.08499...) and 9.702000000000002 round as 85.085 and 9.702 do.
_CONTEXT = decimal.Context(prec=400)  # a float's whole digits and 9 decimals always fit
_NINE = decimal.Decimal("1e-9")
_HALF = decimal.Decimal("0.5")


def _hundredths(value: float | Fraction) -> int:
    """``value`` in hundredths, rounded half away from zero (half up, as people round)."""
    if type(value) is float:
        # In decimal arithmetic, exact at this precision and done in C (the window formats the
        # header's and the totals' figures on every edit): the same digits as by Fraction.
        written = decimal.Decimal(repr(value)).quantize(_NINE, context=_CONTEXT)
        scaled_up = _CONTEXT.add(_CONTEXT.multiply(_CONTEXT.abs(written), 100), _HALF)
        whole = int(scaled_up.to_integral_value(rounding=decimal.ROUND_FLOOR, context=_CONTEXT))
        return -whole if written < 0 else whole
    exact = Fraction(value)
    scaled = abs(exact) * 100
    rounded = math.floor(scaled + Fraction(1, 2))
    return -rounded if exact < 0 else rounded


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


def plain(value: object) -> object:
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


def difference(a: Number, b: Number) -> Number:
    """``a - b`` without binary float noise (1000 - 912.54 is 87.46, not 87.46000000000004):
    points are decimals of at most a few places, so nine places keep every digit that is real."""
    result = a - b
    return round(result, 9) if isinstance(result, float) else result
