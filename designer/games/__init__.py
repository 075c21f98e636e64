"""One sub-package per game; each exposes ``GAME`` (a :class:`designer.core.game.Game`)."""
