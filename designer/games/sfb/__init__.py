"""Star Fleet Battles with the Joshadan Galaxy supplement (seed 004): the SSD editor's rules,
option mounts, power, the energy plan and the SSD sheet."""

from designer.games.sfb.game import SfbGame

GAME = SfbGame()

__all__ = ["GAME", "SfbGame"]
