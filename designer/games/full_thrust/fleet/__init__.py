"""Fleet rules: what a fleet of this game's ships must meet, and its file's schema."""
