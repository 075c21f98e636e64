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

from designer.core.sources import FileSource, open_logs, remembered, replay

T = TypeVar("T")
# By the inputs' ids, then the key's values: ``(id, key)`` for one input (the common case costs
# one small tuple), ``(ids, key)`` for several, ``(key,)`` for none.
Key = tuple[Hashable, ...]
# The inputs held, the result, and the files it was made from (None: made while no read log was
# open, so not known: made again before an open log hears of it).
Kept = tuple[tuple[object, ...], object, "tuple[FileSource, ...] | None"]
LIMIT = 4096  # results of one kind kept; past it the kind starts afresh (a bound on memory)


class Memo:
    """Results by kind; each kind holds at most ``limit`` and is cleared whole when full (a
    bound on memory, not a policy: a new design or sheet, not a leak)."""

    __slots__ = ("limit", "_kinds")

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._kinds: dict[str, dict[Key, Kept]] = {}

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
        # Asked per entry per evaluation, and for thousands of glyph runs a preview paint: one
        # input (the common case) is checked without a tuple of ids or a walk over them.
        n = len(inputs)
        full: Key
        if n == 1:
            one = inputs[0]
            full = (id(one), key)
            hit = store.get(full)
            if hit is not None and hit[0][0] is not one:
                hit = None
        elif n:
            full = (tuple(map(id, inputs)), key)
            hit = store.get(full)
            if hit is not None and not all(map(is_, hit[0], inputs)):
                hit = None
        else:
            full = (key,)
            hit = store.get(full)
        if hit is not None:
            sources = hit[2]
            if sources:
                replay(sources)
                return cast(T, hit[1])
            if sources is not None or not open_logs():
                return cast(T, hit[1])
        if len(store) >= (limit or self.limit):
            store.clear()
        # Noting which files a result came from costs more than most results: done only while a
        # read log is open to hear of them (an export, a fleet's fingerprint); else the result is
        # kept as made from files not known, and made again should a log ask for it (above).
        if open_logs():
            value, made_from = remembered(make)
            store[full] = (tuple(inputs), value, made_from)
        else:
            value = make()
            store[full] = (tuple(inputs), value, None)
        return value
