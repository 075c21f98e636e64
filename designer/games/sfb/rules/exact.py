"""Exact numbers: BPVs and option costs are fifths (0.6 = 3/5), energies quarters and halves, so
Star Fleet Battles figures are kept as :class:`fractions.Fraction`, never binary floats
(0.6 + 0.2 is not 0.8 in floating point; digest §10).
"""

from __future__ import annotations

from fractions import Fraction

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
