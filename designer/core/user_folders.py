"""The player's folders: the state folder (autosaves, the recent lists, preferences, crash
logs), the folder where a copy of a standard design is proposed to be saved, and the folder of
their own house-rule profiles. Nothing here creates a folder: whoever writes there does, and
copes when it cannot."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

STATE_ENV = "DRYDOCK_STATE_DIR"  # tests and portable installs point the state folder elsewhere


def state_dir(override: str | Path | None = None) -> Path:
    """The per-user state folder: ``override``, ``$DRYDOCK_STATE_DIR`` or the platform's."""
    return Path(override or os.environ.get(STATE_ENV) or platformdirs.user_state_dir("drydock"))


def documents_dir() -> Path:
    """Where the player's own designs are proposed to go: ``Documents/Drydock``."""
    return Path(platformdirs.user_documents_dir()) / "Drydock"


def profiles_dir() -> Path:
    """The player's own house-rule profiles (``drydock/profiles`` in the per-user data folder);
    the window lists them beside each game's bundled ones."""
    return Path(platformdirs.user_data_dir("drydock")) / "profiles"


def set_aside(path: Path) -> Path | None:
    """Rename a state file Drydock cannot use (a broken autosave note, a damaged recent list)
    to ``NAME.broken``, so it is kept for a look but never read again; None if it cannot be."""
    broken = path.with_name(path.name + ".broken")
    try:
        os.replace(path, broken)
    except OSError:
        return None
    return broken
