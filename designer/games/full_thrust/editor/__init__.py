"""What the window's editor shows and does for this game: its form, panes and operations."""
