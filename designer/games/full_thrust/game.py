"""The Full Thrust plugin: what the engine, CLI and window ask of the game."""

from __future__ import annotations

from typing import Any, Mapping

from designer.core.evaluation import Evaluation
from designer.core.game import Game
from designer.core.model import RuleValue
from designer.games.full_thrust.design import FullThrustDesign, Hull


class FullThrustGame(Game):
    id = "full-thrust"
    title = "Full Thrust"
    design_model = FullThrustDesign

    def evaluate(self, design: FullThrustDesign,
                 options: Mapping[str, RuleValue] | None = None) -> Evaluation:
        raise NotImplementedError("Full Thrust rules are being written")

    def new_design(self, name: str = "New design") -> FullThrustDesign:
        """A MASS 12 escort with thrust 4 and nothing fitted: loadable and legal."""
        return FullThrustDesign(name=name, hull=Hull(mass=12, type="warship"), thrust=4)
