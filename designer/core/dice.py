"""Dice distributions: the damage a weapon (or a whole broadside) does, as the probability of
every outcome, combined by convolution, never sampled.

A :class:`Distribution` holds ``probabilities[i]``, the chance of the value ``(low + i) * step``:
one d6 beam die against an unscreened ship (001 L230-234) is (1/2, 1/3, 1/6) for 0, 1, 2 points.
It is built from exact counts (``of({0: 3, 1: 2, 2: 1})``) and its mean is kept as an exact
fraction beside it (a mean adds up exactly, by linearity); the probabilities are floats, so a
sum of hundreds of dice stays quick, and outcomes whose chance is below 1e-15 (a broadside of
200 batteries rolling all sixes) are dropped, which moves no percentile and no printed digit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import gcd, lcm

NEGLIGIBLE = 1e-15  # outcomes less likely than this are dropped after a convolution


@dataclass(frozen=True, eq=True)
class Distribution:
    probabilities: tuple[float, ...]  # of the values (low + i) * step
    mean: Fraction  # exact
    low: int = 0
    step: Fraction = Fraction(1)

    def __hash__(self) -> int:
        # memo keys: the probabilities say enough (equal ones share the rest almost always, and
        # __eq__ still compares every field); kept once, as the memo hashes the same one often
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash((self.probabilities, self.low))
            object.__setattr__(self, "_hash", cached)
        return cached

    # --- making one ---------------------------------------------------------------------------
    @staticmethod
    def certain(value: int | Fraction = 0) -> Distribution:
        """Always ``value`` (0: nothing fires)."""
        value = Fraction(value)
        if value < 0:
            raise ValueError("values must not be negative")
        if value.denominator == 1:
            return Distribution((1.0,), value, int(value))
        return Distribution((1.0,), value, value.numerator, Fraction(1, value.denominator))

    @staticmethod
    def of(outcomes: Mapping[int, int] | Mapping[Fraction, int]) -> Distribution:
        """From ``{value: number of equally likely outcomes}`` (values >= 0), e.g. one beam
        die unscreened ``{0: 3, 1: 2, 2: 1}``."""
        values: dict[Fraction, int] = {}
        for value, count in outcomes.items():
            if count < 0 or value < 0:
                raise ValueError("values and outcome counts must not be negative")
            if count:
                values[Fraction(value)] = values.get(Fraction(value), 0) + count
        if not values:
            raise ValueError("a distribution needs at least one outcome")
        total = sum(values.values())
        step = _step_of(values)
        low, high = int(min(values) / step), int(max(values) / step)
        probs = [0.0] * (high - low + 1)
        for value, count in values.items():
            probs[int(value / step) - low] += count / total
        mean = sum((v * n for v, n in values.items()), Fraction(0)) / total
        return Distribution(tuple(probs), mean, low, step)

    @staticmethod
    def die(sides: int) -> Distribution:
        """One die of ``sides`` faces, 1 to ``sides``."""
        return Distribution.of({face: 1 for face in range(1, sides + 1)})

    # --- combining ----------------------------------------------------------------------------
    def __add__(self, other: Distribution) -> Distribution:
        """The sum of two independent results: the convolution of the two."""
        if len(other.probabilities) == 1 and other.low == 0:
            return self  # adding a certain 0
        if len(self.probabilities) == 1 and self.low == 0:
            return other
        if self.step == other.step:
            return _pruned(
                _convolve(self.probabilities, other.probabilities),
                self.mean + other.mean,
                self.low + other.low,
                self.step,
            )
        step = _gcd_step(self.step, other.step)
        a, b = self._at_step(step), other._at_step(step)
        low = self.low * int(self.step / step) + other.low * int(other.step / step)
        return _pruned(_convolve(a, b), self.mean + other.mean, low, step)

    def times(self, count: int) -> Distribution:
        """The sum of ``count`` independent copies (``count`` identical weapons), by squaring."""
        result, power = ZERO, self
        while count > 0:
            if count & 1:
                result = result + power
            count >>= 1
            if count:
                power = power + power
        return result

    def scaled(self, factor: int | Fraction) -> Distribution:
        """Every value times ``factor`` (> 0): a single battery's half damage (000 L3315-3318)."""
        factor = Fraction(factor)
        if factor <= 0:
            raise ValueError("scale by a positive factor")
        return Distribution(self.probabilities, self.mean * factor, self.low, self.step * factor)

    def hit_or_miss(self, hits: int, of: int) -> Distribution:
        """This damage on a hit, with ``hits`` chances in ``of``; nothing on a miss."""
        if not 0 <= hits <= of or of <= 0:
            raise ValueError(f"{hits} hits in {of} is not a chance")
        chance = hits / of
        probs = [p * chance for p in self.probabilities]
        if self.low > 0:  # the miss adds the value 0 below the lowest hit
            probs = [0.0] * self.low + probs
        probs[0] += 1 - chance
        return Distribution(tuple(probs), self.mean * Fraction(hits, of), 0, self.step)

    def less(self, amount: int) -> Distribution:
        """What is left after ``amount`` (a whole number) is taken off, never below 0: the damage
        that gets past a shield of that strength."""
        if amount <= 0:
            return self
        step = _gcd_step(self.step, Fraction(amount))  # a shield of 1 against damage in 2s
        probs, low = self._at_step(step), self.low * int(self.step / step)
        shift = int(Fraction(amount) / step)
        values = [0.0] * max(1, low + len(probs) - shift)
        for i, p in enumerate(probs):
            values[max(0, low + i - shift)] += p
        return Distribution(tuple(values), _mean_of(values, step), 0, step)

    # --- reading ------------------------------------------------------------------------------
    def outcomes(self) -> Iterable[tuple[Fraction, float]]:
        return (((self.low + i) * self.step, p) for i, p in enumerate(self.probabilities) if p)

    def probability(self, value: int | Fraction) -> float:
        index = Fraction(value) / self.step - self.low
        if index.denominator != 1 or not 0 <= index < len(self.probabilities):
            return 0.0
        return self.probabilities[int(index)]

    @property
    def total(self) -> float:
        """The probabilities' sum: 1, give or take rounding and the dropped outcomes."""
        return sum(self.probabilities)

    @property
    def maximum(self) -> Fraction:
        return (self.low + len(self.probabilities) - 1) * self.step

    def percentile(self, percent: int) -> Fraction:
        """The smallest value v with P(X <= v) >= percent/100 (the 10th: a bad turn)."""
        if not 0 < percent <= 100:
            raise ValueError("a percentile is between 1 and 100")
        need, running = percent / 100 - 1e-12, 0.0  # 1e-12: rounding, not a chance
        for i, p in enumerate(self.probabilities):
            running += p
            if running >= need:
                return (self.low + i) * self.step
        return self.maximum

    # --- inside -------------------------------------------------------------------------------
    def _at_step(self, step: Fraction) -> tuple[float, ...]:
        gap = int(self.step / step)
        if gap == 1:
            return self.probabilities
        out = [0.0] * ((len(self.probabilities) - 1) * gap + 1)
        out[::gap] = self.probabilities
        return tuple(out)


def _mean_of(values: list[float], step: Fraction) -> Fraction:
    # after a cut the mean is no longer a sum of exact parts: read it from the probabilities
    return Fraction(sum(i * p for i, p in enumerate(values))) * step


def _step_of(values: Iterable[Fraction]) -> Fraction:
    """The largest step every value is a whole multiple of (1 for whole numbers)."""
    values = [v for v in values if v]
    if not values:
        return Fraction(1)
    denominator = lcm(*(v.denominator for v in values))
    return Fraction(gcd(*(int(v * denominator) for v in values)), denominator)


def _gcd_step(a: Fraction, b: Fraction) -> Fraction:
    return Fraction(
        gcd(a.numerator * b.denominator, b.numerator * a.denominator), a.denominator * b.denominator
    )


def _convolve(a: tuple[float, ...], b: tuple[float, ...]) -> list[float]:
    if len(a) < len(b):
        a, b = b, a
    out = [0.0] * (len(a) + len(b) - 1)
    for j, y in enumerate(b):  # the shorter list outside: one slice update per entry
        if y:
            segment = out[j : j + len(a)]
            out[j : j + len(a)] = [s + x * y for s, x in zip(segment, a)]
    return out


def _pruned(probs: list[float], mean: Fraction, low: int, step: Fraction) -> Distribution:
    start, end = 0, len(probs)
    while start < end - 1 and probs[start] < NEGLIGIBLE:
        start += 1
    while end - 1 > start and probs[end - 1] < NEGLIGIBLE:
        end -= 1
    return Distribution(tuple(probs[start:end]), mean, low + start, step)


ZERO = Distribution((1.0,), Fraction(0))  # nothing: the sum of no weapons
