"""Record-sheet templates (page geometry, fonts, regions) per game, shipped as package data."""
