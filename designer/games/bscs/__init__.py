"""Basic Starship Combat System 1.0 (seed 002): point-buy construction and the Damage
Allocation Diagram."""

from designer.games.bscs.game import BscsGame

GAME = BscsGame()

__all__ = ["GAME", "BscsGame"]
