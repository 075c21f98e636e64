"""How many of each system a design carries, counted once per design.

Evaluation asks "how many drives, reactors, sensors..." about a dozen times; scanning the list
each time made evaluate quadratic in feel (12 scans of every entry per keystroke). The last
design's tally is kept, so every question during one evaluate costs a dict lookup.
"""

from __future__ import annotations

from collections import Counter

from designer.core.identity_memo import IdentityMemo

_TALLIES: IdentityMemo[Counter] = IdentityMemo(1)


def tally(design) -> Counter:
    """System model class -> the sum of its entries' counts."""
    return _TALLIES.get(design.systems, lambda: _count(design.systems))


def _count(systems) -> Counter:
    counts: Counter = Counter()
    for s in systems:
        counts[type(s)] += s.count
    return counts


def count(design, kind: type) -> int:
    """Entries of ``kind`` times their counts (system models are not subclassed)."""
    return tally(design)[kind]
