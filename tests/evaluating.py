"""Evaluating a design built in a test as a loader would: ``Game.evaluate`` reads no file, so
the files a design names (a BSCS hangar's craft design, a Star Blazers custom class) are read
first, by ``Game.prepare``, into the context it is evaluated with (``core/references.py``)."""

from __future__ import annotations

from typing import Any

from designer.core.context import EvaluationContext
from designer.core.evaluation import Evaluation
from designer.core.game import AnyGame
from designer.core.model import DesignBase


def evaluated(
    game: AnyGame, design: DesignBase, context: EvaluationContext[Any] | None = None
) -> Evaluation[Any]:
    """``design`` evaluated with the files it names read first (those ``context`` has are kept)."""
    return game.evaluate(design, game.prepare(design, context))
