"""The one points formatter: its quick path for ints and floats gives the same text as rounding
the exact value (a Fraction) to hundredths, half to even."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from designer.core.numbers import DECIMALS, format_number, format_points


def exact(value, grouping=True) -> str:
    rounded = round(Fraction(value), DECIMALS)
    if rounded.denominator == 1:
        return f"{int(rounded):,}" if grouping else str(int(rounded))
    text = f"{float(rounded):,.{DECIMALS}f}" if grouping else f"{float(rounded):.{DECIMALS}f}"
    return text.rstrip("0").rstrip(".")


@pytest.mark.parametrize("value,text", [(6000, "6,000"), (183.102, "183.1"), (1041.4, "1,041.4"),
                                        (85.085, "85.08"), (2.675, "2.67"), (0.125, "0.12"),
                                        (0.375, "0.38"), (-0.001, "0"), (5.0, "5"), (-12.5, "-12.5"),
                                        (Fraction(61, 5), "12.2"), (None, "-")])
def test_examples(value, text):
    assert format_points(value) == text


def test_the_quick_path_is_the_exact_one():
    rng = random.Random(16)
    values = [rng.uniform(-1e6, 1e6) for _ in range(20000)]
    values += [rng.randint(-8000, 8000) / 8 for _ in range(20000)]  # exact ties at .xx5
    values += [round(rng.uniform(0, 1000), 3) for _ in range(20000)]
    values += [rng.randint(-10**7, 10**7) for _ in range(2000)]
    for v in values:
        assert format_points(v) == exact(v), v
        assert format_number(v) == exact(v, grouping=False), v
