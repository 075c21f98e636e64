"""What an evaluation depends on besides the design: the caller's rule choices, a house-rule
profile, and memos the caller owns; the game adds its catalog and the resolved options.

The CLI makes a plain context per run; the window's document owns one for the design being
edited, so results a game remembers between keystrokes live as long as the document, never in
a module (layout and evaluation can then run off the GUI thread safely).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Generic, Mapping, TypeVar

from designer.core.memo import Memo
from designer.core.model import RuleValue
from designer.core.references import References
from designer.core.sources import FileSource

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
    memos: Memo = field(default_factory=Memo)
    folder: Path | None = None
    references: References | None = None
    options: Mapping[str, RuleValue] = field(default_factory=dict)
    catalog: T | None = None

    def resolved(self, options: Mapping[str, RuleValue], catalog: T) -> ResolvedContext[T]:
        kept = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("options", "catalog")}
        return ResolvedContext(**kept, options=options, catalog=catalog)

    def at(self, folder: Path | None) -> "EvaluationContext[T]":
        """This context for a design whose file is in ``folder`` (the memos stay shared)."""
        return self if folder == self.folder else replace(self, folder=folder)

    def option(self, key: str) -> RuleValue:
        return self.options[key]


@dataclass(frozen=True, kw_only=True)
class ResolvedContext(EvaluationContext[T]):
    """A context :meth:`designer.core.game.Game.evaluate` made for a game's ``_evaluate``: its
    ``options`` complete and checked, its ``catalog`` (the profile's, where one is in force) given."""

    catalog: T
