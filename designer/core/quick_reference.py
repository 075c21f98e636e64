"""A game's quick-reference catalog (``catalogs/<game>/quick-reference.yaml``): short play rules
per system key, each with its rulebook lines, for the last page of a fleet's battle pack. The
games decide which keys a fleet needs (and hold the read catalog); this reads the file and
picks them in the file's order."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from designer.core.game import ReferenceEntry
from designer.core.model import Frozen, parse_model
from designer.core.yaml_source import load_yaml


class Entry(Frozen):
    title: str = Field(min_length=1)
    source: str = Field(min_length=1)
    lines: list[str] = Field(min_length=1)


class QuickReference(Frozen):
    hullwright: int
    game: str
    entries: dict[str, Entry]

    def pick(self, wanted: set[str]) -> list[ReferenceEntry]:
        """The entries whose key is in ``wanted``, in the catalog's order, each once."""
        return [
            ReferenceEntry(e.title, tuple(e.lines), e.source)
            for key, e in self.entries.items()
            if key in wanted
        ]


def read_reference(path: Path) -> QuickReference:
    """The catalog at ``path``; a broken file is a located LoadError."""
    data, smap = load_yaml(path)
    return parse_model(QuickReference, data, smap)
