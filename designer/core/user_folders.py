"""The player's folders: the state folder (autosaves, the recent lists, preferences, crash
logs), the folder where a copy of a standard design is proposed to be saved, and the folder of
their own house-rule profiles. Nothing here creates a folder: whoever writes there does, and
copes when it cannot."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "hullwright"  # platformdirs' app name: the state and user-data folders
STATE_ENV = "HULLWRIGHT_STATE_DIR"  # tests and portable installs point the state folder elsewhere


def state_dir(override: str | Path | None = None) -> Path:
    """The per-user state folder: ``override``, ``$HULLWRIGHT_STATE_DIR`` or the platform's."""
    return Path(override or os.environ.get(STATE_ENV) or platformdirs.user_state_dir(APP))


def documents_dir() -> Path:
    """Where the player's own designs are proposed to go: ``Documents/Hullwright``."""
    return Path(platformdirs.user_documents_dir()) / "Hullwright"


def profiles_dir() -> Path:
    """The player's own house-rule profiles (``hullwright/profiles`` in the per-user data folder);
    the window lists them beside each game's bundled ones."""
    return Path(platformdirs.user_data_dir(APP)) / "profiles"


def set_aside(path: Path) -> Path | None:
    """Rename a state file Hullwright cannot use (a broken autosave note, a damaged recent list)
    to ``NAME.broken``, so it is kept for a look but never read again; None if it cannot be."""
    broken = path.with_name(path.name + ".broken")
    try:
        os.replace(path, broken)
    except OSError:
        return None
    return broken
