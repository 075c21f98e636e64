"""The one exception users see: a file that cannot be read, with where and what to do."""

from __future__ import annotations

from pathlib import Path


class LoadError(Exception):
    """A file that cannot be read. ``str()`` is ``FILE:LINE:COL: message`` (line/col 1-based)."""

    def __init__(self, file: str | Path, message: str, line: int | None = None, col: int | None = None):
        self.file = str(file)
        self.message = message
        self.line = line
        self.col = col
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}:{self.col or 1}"
        return f"{where}: {self.message}"
