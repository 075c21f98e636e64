"""What an evaluation depends on besides the design: the caller's rule choices, a house-rule
profile, and memos the caller owns; the game adds its catalog and the resolved options.

The CLI makes a plain context per run; the window's document owns one for the design being
edited, so results a game remembers between keystrokes live as long as the document, never in
a module (layout and evaluation can then run off the GUI thread safely).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Generic, Hashable, Mapping, Sequence, TypeVar, cast

from designer.core.identity_memo import IdentityMemo
from designer.core.model import RuleValue
from designer.core.references import References
from designer.core.sources import FileSource, remembered, replay

T = TypeVar("T")


@dataclass(frozen=True)
class Profile:
    """A house-rule profile: rule option defaults, catalog numbers overridden by catalog path,
    and systems defined in data, for one game (read by the profile loader)."""

    name: str
    version: str
    game: str
    source: str = ""
    options: Mapping[str, RuleValue] = field(default_factory=dict)
    overrides: Mapping[str, Any] = field(default_factory=dict)
    systems: tuple[Mapping[str, Any], ...] = ()
    file: FileSource | None = None  # the file it was read from and the digest of its bytes


class Memos:
    """Named, bounded memos for results computed from immutable inputs, owned by whoever owns
    the context (a document between keystrokes; nothing at all for a one-off evaluation)."""

    def __init__(self) -> None:
        self._stores: dict[str, IdentityMemo[Any]] = {}
        self._identities: dict[str, dict[tuple[Hashable, ...], tuple[tuple[object, ...], Any]]] = {}

    def store(self, name: str, limit: int = 4096) -> IdentityMemo[Any]:
        memo = self._stores.get(name)
        if memo is None:
            memo = self._stores[name] = IdentityMemo(limit)
        return memo

    def get(self, name: str, obj: object, compute: Callable[[], T], *extra: Hashable) -> T:
        """``compute()`` for the object ``obj`` (and ``extra``), once while ``obj`` lives here;
        each use tells the open read logs which files the result came from (``core/sources.py``)."""
        value, sources = self.store(name).get(obj, lambda: remembered(compute), *extra)
        if sources:
            replay(sources)
        return cast(T, value)  # stored under this name by callers computing a T

    def of(self, name: str, inputs: Sequence[object], compute: Callable[[], T], *extra: Hashable,
           limit: int = 64) -> T:
        """``compute()`` for immutable ``inputs`` (and ``extra``), by the inputs' identities: a
        design's entries, which an edit keeps (in a new list) unless it touches them. The
        inputs are held while remembered, so their ids cannot be reused by other objects; at
        most ``limit`` results of a name are kept (each may be as big as a design's worth).
        (``SheetReuse.of`` does the same for sheet parts.)"""
        items = tuple(inputs)
        key = (tuple(map(id, items)), *extra)
        store = self._identities.setdefault(name, {})
        hit = store.get(key)
        if hit is None or any(a is not b for a, b in zip(hit[0], items)):
            if len(store) >= limit:
                store.clear()
            hit = store[key] = (items, remembered(compute))
        value, sources = hit[1]
        if sources:
            replay(sources)
        return cast(T, value)  # stored under this name by callers computing a T


@dataclass(frozen=True)
class EvaluationContext(Generic[T]):
    """The caller sets ``overrides`` (``--rule``, a fleet's house rules), ``profile``,
    ``memos`` and ``folder``; :meth:`designer.core.game.Game.evaluate` fills in ``options``
    (resolved and checked) and ``catalog`` (the game's, with the profile's overrides) before the
    game's own ``_evaluate`` reads them.

    ``folder`` is where the design's file is (None: not saved yet): a design that names another
    file (a BSCS carrier's craft design) names it relative to its own folder, as a fleet names
    its designs. ``references`` is what the files the design names were read as, before
    evaluating (``core/references.py``): the game's rules look them up and read nothing."""

    overrides: Mapping[str, RuleValue] = field(default_factory=dict)
    profile: Profile | None = None
    memos: Memos = field(default_factory=Memos)
    folder: Path | None = None
    references: References | None = None
    options: Mapping[str, RuleValue] = field(default_factory=dict)
    catalog: T | None = None

    def resolved(self, options: Mapping[str, RuleValue], catalog: T) -> "EvaluationContext[T]":
        return replace(self, options=options, catalog=catalog)

    def at(self, folder: Path | None) -> "EvaluationContext[T]":
        """This context for a design whose file is in ``folder`` (the memos stay shared)."""
        return self if folder == self.folder else replace(self, folder=folder)

    def option(self, key: str) -> RuleValue:
        return self.options[key]
