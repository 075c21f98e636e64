"""Hullwright: a starship designer for tabletop space-combat games."""

__version__ = "0.1.0"
