"""The one points formatter: two decimals, rounded half up as the book's arithmetic rounds
(issue 23 item 15: 103.625 printed "103.62" and the Lynx's 85.085 "85.08" when it rounded half
to even), each float read as the decimal it was written or computed as."""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest

from designer.core.numbers import format_number, format_points


def by_hand(value, grouping=True) -> str:
    """The decimal the value was written as, rounded half up with the decimal module."""
    text = repr(value) if isinstance(value, float) else str(value)
    rounded = Decimal(text).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    out = f"{rounded:,.2f}" if grouping else f"{rounded:.2f}"
    out = out.rstrip("0").rstrip(".")
    return "0" if out in ("-0", "") else out


@pytest.mark.parametrize(
    "value,text",
    [
        (6000, "6,000"),
        (183.102, "183.1"),
        (1041.4, "1,041.4"),
        # the Lynx VGF's points (catalogs/bscs/designs/lynx-vgf)
        (85.085, "85.09"),
        (103.625, "103.63"),
        (2.675, "2.68"),
        (0.125, "0.13"),
        (0.375, "0.38"),
        (-0.001, "0"),
        (5.0, "5"),
        (-12.5, "-12.5"),
        (-0.005, "-0.01"),
        (5.6000000000000005, "5.6"),
        (9.702000000000002, "9.7"),
        (Fraction(61, 5), "12.2"),
        (Fraction(1, 3), "0.33"),
        (Fraction(829, 8), "103.63"),
        (None, "-"),
    ],
)
def test_examples(value, text):
    assert format_points(value) == text


def test_grouping_only_in_points():
    assert format_points(1234567.891) == "1,234,567.89"
    assert format_number(1234567.891) == "1234567.89"
    assert format_number(36) == "36" and format_number(3.6468) == "3.65"


def test_floats_round_as_their_decimals_do():
    rng = random.Random(16)
    values = [round(rng.uniform(-1e6, 1e6), 3) for _ in range(5000)]
    values += [rng.randint(-8000, 8000) / 8 for _ in range(5000)]  # exact ties at .xx5
    values += [rng.randint(-(10**7), 10**7) for _ in range(1000)]
    for v in values:
        assert format_points(v) == by_hand(v), v
        assert format_number(v) == by_hand(v, grouping=False), v


def test_a_difference_of_points_carries_no_float_noise():
    from designer.core.numbers import difference

    assert difference(1200, 1112.54) == 87.46  # the BSCS carrier group's remaining budget
    assert difference(300, 92 * 2 + 65) == 51  # whole numbers stay whole
    assert repr(difference(1200, 1112.54)) == "87.46"


def test_the_bscs_fleets_remaining_budget_is_the_decimal_a_person_computes():
    import json
    import subprocess
    import sys

    from designer.core.paths import CATALOGS

    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "designer",
            "fleet",
            "--json",
            str(CATALOGS / "bscs" / "fleets" / "carrier-group.yaml"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    fleet = json.loads(out)
    assert fleet["remaining"] == round(fleet["budget"] - fleet["total_points"], 9)
    assert len(repr(fleet["remaining"])) <= 8  # 87.46, never 87.46000000000004


def test_float_hundredths_are_the_exact_decimal_rounding():
    """A float is rounded as the decimal it is written as (cut to 9 places), half away from
    zero: checked against the same rounding done in Fractions, on halves, noise and extremes."""
    import decimal
    import math
    import random
    from fractions import Fraction

    from designer.core.numbers import _hundredths

    def by_fractions(value: float) -> int:
        written = Fraction(
            decimal.Decimal(repr(value)).quantize(decimal.Decimal("1e-9"), context=decimal.Context(prec=400))
        )
        rounded = math.floor(abs(written) * 100 + Fraction(1, 2))
        return -rounded if written < 0 else rounded

    rnd = random.Random(7)
    values = [0.0, -0.0, 85.085, -85.085, 103.625, 9.702000000000002, 0.005, -0.015, 2.675, 1.005]
    values += [1e300, -1.7976931348623157e308, 5e-324, 0.0049999999999, 0.0050000000001]
    values += [rnd.randint(-(10**6), 10**6) / 1000 + 0.005 for _ in range(2000)]
    values += [rnd.uniform(-1e9, 1e9) for _ in range(2000)]
    assert [_hundredths(v) for v in values] == [by_fractions(v) for v in values]
    assert (_hundredths(85.085), _hundredths(103.625), _hundredths(-0.015)) == (8509, 10363, -2)
