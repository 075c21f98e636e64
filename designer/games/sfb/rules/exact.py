"""Exact numbers: BPVs and option costs are fifths (0.6 = 3/5), energies quarters and halves, so
Star Fleet Battles figures are kept as :class:`fractions.Fraction`, never binary floats
(0.6 + 0.2 is not 0.8 in floating point; digest §10).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable

from designer.core.numbers import format_number

Exact = Fraction


def exact(value: object) -> Fraction:
    """A file's number as the fraction it names: ``0.6`` -> 3/5, ``"1/2"`` -> 1/2, ``3`` -> 3.

    A float goes through its shortest decimal text (``repr``), which is what the file said."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, bool):
        raise TypeError("a number is needed, not true/false")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        # A whole number needs no text (parsing it is most of an evaluation's exact() cost).
        return Fraction(int(value)) if value.is_integer() else Fraction(repr(value))
    if isinstance(value, str):
        text = value.strip().replace(" ", "")
        # A whole number or a ratio of two (a movement cost of 1/2) needs no parsing of the text.
        top, slash, bottom = text.partition("/")
        if top.isdecimal() and (bottom.isdecimal() if slash else True):
            return Fraction(int(top), int(bottom) if slash else 1)
        return Fraction(text)
    raise TypeError(f"a number is needed, not {value!r}")


def exact_sum(values: Iterable[Fraction | int]) -> Fraction:
    """The sum of ``values`` as one Fraction, reduced once at the end: ``sum()`` makes and
    reduces a new Fraction per term, the larger part of an evaluation's arithmetic."""
    top, bottom = 0, 1
    for value in values:
        n, d = value.as_integer_ratio()
        if bottom % d == 0:
            top += n * (bottom // d)
        else:
            top, bottom = top * d + n * bottom, bottom * d
    return Fraction(top, bottom)


def shown(value: Fraction | int | None) -> str:
    """``format_number`` of an exact value: a whole one as its int, the same text without the
    rounding arithmetic (most energies and BPVs in a finding are whole)."""
    if type(value) is Fraction and value.denominator == 1:
        return format_number(value.numerator)
    return format_number(value)
