"""What a design's references lead to, read before it is evaluated.

A design may name other files: a BSCS hangar's ``craft_design:`` (which may hold ship designs
with hangars of their own), a Star Blazers ship's ``class: custom/<name>``. Those files are read
when the design is loaded and again when an edit changes a reference, never while evaluating:
``Game.references`` reads them into a :class:`References`, which the evaluation context carries
(``EvaluationContext.references``) and the game's rules only look things up in. Evaluation is
then a function of what was loaded.

Each entry keeps the files it was made from (``core/sources.py``): a lookup tells the open read
logs, so a fleet's fingerprint hashes the bytes that were read at load, the same bytes that were
evaluated. ``files`` lists them for the window to watch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Hashable, Mapping, TypeVar

from designer.core.sources import FileSource, remembered, replay

T = TypeVar("T")
Found = tuple[object, tuple[FileSource, ...]]  # what a reference leads to, and the files behind it


class References:
    """An immutable map from a game's reference key to what it leads to (a design, a class, or
    the problem that keeps it from being used, as the game's reader returns it)."""

    def __init__(self, found: Mapping[Hashable, Found] | None = None):
        self._found: dict[Hashable, Found] = dict(found or {})

    def __contains__(self, key: Hashable) -> bool:
        return key in self._found

    def __len__(self) -> int:
        return len(self._found)

    def get(self, key: Hashable, missing: T) -> object | T:
        """What ``key`` leads to (``missing`` when it was not read); the open read logs hear of
        the files it came from."""
        hit = self._found.get(key)
        if hit is None:
            return missing
        replay(hit[1])
        return hit[0]

    @property
    def files(self) -> tuple[Path, ...]:
        """Every file read for these references (the window watches them)."""
        return tuple(dict.fromkeys(Path(s.path) for _, sources in self._found.values() for s in sources))


NO_REFERENCES = References()


class ReferenceReader:
    """Builds the references of one design: each key read once, or taken from ``known`` (the
    references of the design before an edit) without touching the disk."""

    def __init__(self, known: References | None = None):
        self.known = known if known is not None else NO_REFERENCES
        self.found: dict[Hashable, Found] = {}

    def read(self, key: Hashable, load: Callable[[], object]) -> object:
        if key not in self.found:
            kept = self.known._found.get(key)
            self.found[key] = kept if kept is not None else remembered(load)
        return self.found[key][0]

    def result(self) -> References:
        """The references read; ``known`` itself when they are the same (an edit that changed
        no reference keeps the object, and with it what was remembered of it)."""
        known = self.known._found
        if known.keys() == self.found.keys() and all(known[k] is v for k, v in self.found.items()):
            return self.known
        return References(self.found) if self.found else NO_REFERENCES


__all__ = ["References", "ReferenceReader", "NO_REFERENCES"]
