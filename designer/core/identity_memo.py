"""Results remembered by the identity of an immutable input.

Designs and their entries are frozen, and an edit keeps every entry it does not touch, so a
result computed from an entry (its price, its arc problems, its placed glyph) holds until the
entry itself is replaced. Keying by ``id`` is cheap where hashing a model is not; each hit holds
its input, so the id cannot be reused by another object while it is remembered.
"""

from __future__ import annotations

from typing import Callable, Generic, Hashable, TypeVar

T = TypeVar("T")


class IdentityMemo(Generic[T]):
    """At most ``limit`` results, cleared whole when full (a bound on memory, not a policy)."""

    def __init__(self, limit: int):
        self.limit = limit
        self._hits: dict[tuple[Hashable, ...], tuple[object, T]] = {}

    def get(self, obj: object, compute: Callable[[], T], *extra: Hashable) -> T:
        """``compute()`` for ``obj`` (and the ``extra`` values it depends on), once."""
        key = (id(obj), *extra)
        hit = self._hits.get(key)
        if hit is None or hit[0] is not obj:
            if len(self._hits) >= self.limit:
                self._hits.clear()
            hit = self._hits[key] = (obj, compute())
        return hit[1]
