"""Full Thrust (Ground Zero Games), seed 001: ship construction, catalog and standard designs."""

from designer.games.full_thrust.game import FullThrustGame

GAME = FullThrustGame()

__all__ = ["GAME", "FullThrustGame"]
