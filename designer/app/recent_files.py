"""The Open Recent list, kept as JSON in the user's state folder."""

from __future__ import annotations

import json
from pathlib import Path

from designer.core.atomic import SaveError, write_atomic

LIMIT = 10


class RecentFiles:
    def __init__(self, folder: Path):
        self.file = folder / "recent.json"

    def paths(self) -> list[Path]:
        try:
            data = json.loads(self.file.read_text("utf-8"))
        except (OSError, ValueError):
            return []
        return [Path(p) for p in data if isinstance(p, str)] if isinstance(data, list) else []

    def add(self, path: Path) -> None:
        path = Path(path).resolve()
        items = [path] + [p for p in self.paths() if p != path]
        try:
            write_atomic(self.file, json.dumps([str(p) for p in items[:LIMIT]]).encode("utf-8"),
                         keep_backup=False)
        except SaveError:
            pass  # a read-only state folder loses the recent list, nothing else
