"""The Open Recent lists (designs, and fleets apart from them), kept as JSON in the user's state
folder.

A list that is not one Hullwright wrote (not a list of paths, a NUL in a path, a FIFO in its
place) is set aside as ``recent.json.broken`` and the list starts afresh; ``set_aside`` names
it for the window to say so.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from designer.core.atomic import SaveError, write_atomic
from designer.core.errors import LoadError
from designer.core.file_reader import read_json
from designer.core.user_folders import set_aside

LIMIT = 10


class RecentFiles:
    def __init__(self, folder: Path, name: str = "recent.json"):
        self.file = Path(folder) / name
        self.set_aside: list[Path] = []

    def paths(self) -> list[Path]:
        if not os.path.lexists(self.file):
            return []
        try:
            data = read_json(self.file)
        except LoadError:
            data = None
        if not isinstance(data, list) or not all(isinstance(p, str) and p and "\x00" not in p for p in data):
            moved = set_aside(self.file)
            if moved is not None:
                self.set_aside.append(moved)
            return []
        return [Path(p) for p in data]

    def add(self, path: Path) -> None:
        path = Path(path).resolve()
        items = [path] + [p for p in self.paths() if p != path]
        try:
            write_atomic(
                self.file, json.dumps([str(p) for p in items[:LIMIT]]).encode("utf-8"), keep_backup=False
            )
        except SaveError:
            pass  # a read-only state folder loses the recent list, nothing else
