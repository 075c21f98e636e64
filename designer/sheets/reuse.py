"""Reuse of record-sheet parts from one layout to the next, owned by whoever lays out again.

The window's document owns one :class:`SheetReuse` for the design being edited and passes it
to ``Game.record_sheet_pages`` on every edit; a one-off export passes a fresh one. A game asks
it for any part whose inputs it can name (a label, a glyph at a spot, the Movement Orders of
the same ships): an edit that leaves those inputs alone gets the very same objects back, so the
layout skips rebuilding them and the preview, which compares display lists, sees at a glance
that they did not change. Nothing is kept in a module, so layouts of two documents (or on two
threads) never share or clear each other's parts.
"""

from __future__ import annotations

from typing import Callable, Hashable, Sequence, TypeVar

from designer.sheets import text
from designer.sheets.display import Anchor, FontName, Text

T = TypeVar("T")
LIMIT = 4096  # parts of one kind kept; past it the kind starts afresh (a bound on memory)


class SheetReuse:
    """Parts remembered by kind: by value (:meth:`part`) or by an input's identity (:meth:`of`)."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._values: dict[str, dict[Hashable, object]] = {}
        self._identities: dict[str, dict[tuple[Hashable, ...], tuple[tuple[object, ...], object]]] = {}

    def part(self, kind: str, key: Hashable, make: Callable[[], T]) -> T:
        """``make()`` for ``key`` (hashable inputs that decide the part), once while kept."""
        store = self._values.setdefault(kind, {})
        hit = store.get(key, _MISSING)
        if hit is _MISSING:
            if len(store) >= self.limit:
                store.clear()
            hit = store[key] = make()
        return hit  # type: ignore[return-value]

    def of(self, kind: str, inputs: Sequence[object], make: Callable[[], T], *extra: Hashable) -> T:
        """``make()`` for immutable ``inputs`` (and ``extra``), by the inputs' identities: for
        inputs costly to hash, such as a design's entries (an edit keeps the entries it does
        not touch, though the list holding them is new). The inputs are held while kept, so
        their ids cannot be reused by other objects."""
        items = tuple(inputs)
        key = (tuple(map(id, items)), *extra)
        store = self._identities.setdefault(kind, {})
        hit = store.get(key)
        if hit is None or any(a is not b for a, b in zip(hit[0], items)):
            if len(store) >= self.limit:
                store.clear()
            hit = store[key] = (items, make())
        return hit[1]  # type: ignore[return-value]

    def label(self, x: float, y: float, string: str, size: float = 8.0, font: FontName = "regular",
              anchor: Anchor = "start", width: float | None = None, color: str = "#000000",
              ref: str = "") -> Text:
        """:func:`designer.sheets.text.label`, the same :class:`Text` object for the same
        arguments: fitting a string to a width is the costly part of most labels."""
        key = (x, y, string, size, font, anchor, width, color, ref)
        return self.part("label", key,
                         lambda: text.label(x, y, string, size, font, anchor, width, color, ref))

    def wrapped(self, string: str, width: float, size: float, font: FontName = "regular") -> tuple[str, ...]:
        """:func:`designer.sheets.text.wrap_text` of the arguments, the same lines while kept:
        measuring is the costly part of text that wraps, and most of a sheet's is unchanged
        from one edit to the next."""
        key = (string, width, size, font)
        return self.part("wrapped", key, lambda: tuple(text.wrap_text(string, width, size, font)))


_MISSING = object()
