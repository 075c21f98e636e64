"""The Star Blazers Fleet Battle System (seed 000): fixed warship classes changed by purchases,
upgrades and the battlecraft mix, printed on Warship Display Forms."""

from designer.games.star_blazers.game import StarBlazersGame

GAME = StarBlazersGame()
