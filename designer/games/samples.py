"""The benchmark's and the tests' large designs: each game package may have a ``sample.py``
whose ``sample_design(game, entries)`` makes a legal design of about ``entries`` entries
(systems, box groups, purchases, craft). Not part of the ``Game`` contract: only ``bench/``
(not in the wheel) and the tests ask for it, and a plug-in game may add its own the same way.
"""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec
from typing import Any

from designer.core.game import AnyGame
from designer.core.model import DesignBase


def sample_design(game: AnyGame, entries: int) -> DesignBase | None:
    """The game's sample design of about ``entries`` entries, or None when its package has no
    ``sample.py`` (the benchmark then grows the largest standard design)."""
    package = type(game).__module__.rpartition(".")[0]
    name = f"{package}.sample"
    if not package or find_spec(name) is None:
        return None
    make: Any = getattr(import_module(name), "sample_design", None)
    if make is None:
        return None
    design = make(game, entries)
    return design if isinstance(design, DesignBase) else None
