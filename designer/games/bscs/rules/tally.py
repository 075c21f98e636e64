"""How many units of each system type a design carries, counted once per evaluation.

The rules ask "how many drives, reactors, sensors..." about a dozen times; ``evaluate`` counts
the entries once and hands the tally to every step that asks.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable


def tally(systems: Iterable) -> Counter:
    """System type tag (``"drive"``) -> the sum of its entries' counts."""
    counts: dict[str, int] = {}
    for s in systems:  # a plain dict while counting: a Counter's += costs twice as much
        t = s.type
        counts[t] = counts.get(t, 0) + s.count
    return Counter(counts)
