"""The one memo: results kept by the identity and value of their inputs, owned by an object
with a lifetime.

Designs and their entries are frozen, and an edit keeps every entry it does not touch, so a
result computed from them (an entry's figures, a sheet block drawn from a ship) holds until one
of them is replaced. A :class:`Memo` keeps such results under a kind: keyed by the identities
of the ``inputs`` (cheap where hashing a model is not; each hit holds its inputs, so their ids
cannot be reused by other objects while remembered) and by the values of the ``key``.

Whoever lives as long as the results may: the window's document owns one for evaluation (in the
evaluation context) and one for its record sheet; the preview's ink owns one for fonts and
pens; a one-off evaluation or export makes a fresh one. Never a module (two documents, or two
threads, never share or clear each other's results: ``tests/test_no_module_state.py``).
"""

from __future__ import annotations

from operator import is_
from typing import Callable, Hashable, Sequence, TypeVar, cast

from designer.core.sources import FileSource, remembered, replay

T = TypeVar("T")
Key = tuple[tuple[int, ...], tuple[Hashable, ...]]  # the inputs' ids, then the key's values
LIMIT = 4096  # results of one kind kept; past it the kind starts afresh (a bound on memory)


class Memo:
    """Results by kind; each kind holds at most ``limit`` and is cleared whole when full (a
    bound on memory, not a policy: a new design or sheet, not a leak)."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._kinds: dict[str, dict[Key, tuple[tuple[object, ...], object, tuple[FileSource, ...]]]] = {}

    def of(
        self,
        kind: str,
        inputs: Sequence[object],
        make: Callable[[], T],
        *key: Hashable,
        limit: int | None = None,
    ) -> T:
        """``make()`` for the objects ``inputs`` (by identity) and ``key`` (by value), once
        while kept. Each use tells the open read logs which files the result came from
        (``core/sources.py``), so a fingerprint never depends on what was read first. A kind
        whose results are a design's worth each keeps fewer (``limit``)."""
        store = self._kinds.get(kind)
        if store is None:
            store = self._kinds[kind] = {}
        full = (tuple(map(id, inputs)), key)
        hit = store.get(full)
        # The preview asks for thousands of glyph runs a paint: a hit costs a look-up only.
        if hit is None or (inputs and not all(map(is_, hit[0], inputs))):
            if len(store) >= (limit or self.limit):
                store.clear()
            value, sources = remembered(make)
            hit = store[full] = (tuple(inputs), value, sources)
        if hit[2]:
            replay(hit[2])
        return cast(T, hit[1])
