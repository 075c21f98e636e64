"""How many units of each system type a design carries, counted once per evaluation.

The rules ask "how many drives, reactors, sensors..." about a dozen times; ``evaluate`` counts
the entries once and hands the tally to every step that asks.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable


def tally(systems: Iterable) -> Counter:
    """System type tag (``"drive"``) -> the sum of its entries' counts."""
    counts: Counter = Counter()
    for s in systems:
        counts[s.type] += s.count
    return counts
