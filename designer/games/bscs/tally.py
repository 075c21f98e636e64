"""How many of each system a design carries, counted once per design.

Evaluation asks "how many drives, reactors, sensors..." about a dozen times; scanning the list
each time made evaluate quadratic in feel (12 scans of every entry per keystroke). The last
design's tally is kept, so every question during one evaluate costs a dict lookup.
"""

from __future__ import annotations

from collections import Counter

_last: tuple[object, Counter] | None = None  # (the systems list it counted, its tally)


def tally(design) -> Counter:
    """System model class -> the sum of its entries' counts."""
    global _last
    systems = design.systems
    if _last is not None and _last[0] is systems:
        return _last[1]
    counts: Counter = Counter()
    for s in systems:
        counts[type(s)] += s.count
    _last = (systems, counts)  # holding the list keeps its id from being reused
    return counts


def count(design, kind: type) -> int:
    """Entries of ``kind`` times their counts (system models are not subclassed)."""
    return tally(design)[kind]
