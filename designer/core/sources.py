"""What a result was made from: the files read while making it.

Two promises rest on this. A fleet's fingerprint covers the bytes of every file its ships'
results were computed from through a reference (a BSCS craft design, a Star Blazers custom class
file, a house-rule profile): the bytes that were read, never a second read by name. And an export
never replaces a file it read (``output_guard``).

Open a :class:`ReadLog` around the work (``with ReadLog() as log:``). The one file reader tells
every open log each file it reads (``log.paths``); a loader that follows a reference reads it
through :func:`read_reference`, which adds a :class:`FileSource` (the resolved path and the
SHA-256 of the bytes read) to every open log (``log.sources``). A result kept between calls
(a ``Memo``, ``Game.held``, a design's references read at load, ``core/references.py``) is
computed through :func:`remembered` and handed out through :func:`replay`, so a log open
around an evaluation hears of the files behind what it used, read however long ago: a
fingerprint never depends on what an earlier call happened to read first. (A ``Memo`` notes
them only while a log is open, :func:`open_logs`, and makes a result kept without them again
before handing it to one.)

The open logs are a context variable: each thread (and each task) has its own, and nothing is
recorded when no log is open.
"""

from __future__ import annotations

import hashlib
import os
import re
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, TypeVar

from designer.core.old_names import as_first_written

T = TypeVar("T")


@dataclass(frozen=True, order=True)
class FileSource:
    """A file a result was computed from: its resolved path and the digest of the bytes read
    (its format key as first written: ``old_names.as_first_written``)."""

    path: str
    sha256: str


class ReadLog:
    """The files read, and the referenced files used, while the log is open (logs nest: each
    open log hears of everything)."""

    def __init__(self) -> None:
        self.reads: dict[str, str] = {}  # resolved path -> SHA-256 of the bytes read
        self._sources: dict[FileSource, None] = {}  # in the order first used

    @property
    def paths(self) -> tuple[str, ...]:
        """Every file read or used through a reference while the log was open."""
        return tuple(dict.fromkeys([*self.reads, *(s.path for s in self._sources)]))

    @property
    def sources(self) -> tuple[FileSource, ...]:
        return tuple(self._sources)

    def __enter__(self) -> "ReadLog":
        self._token = _OPEN.set((*_OPEN.get(), self))
        return self

    def __exit__(self, *exc: object) -> None:
        _OPEN.reset(self._token)


_OPEN: ContextVar[tuple[ReadLog, ...]] = ContextVar("hullwright_read_logs", default=())
# The open logs (empty when none is): a keeper that records no sources while none is open
# (``Memo``) makes a result again before an open log is to hear of it. The bare context
# variable's ``get``: asked on every memo hit, where a function around it costs more than it.
open_logs = _OPEN.get


def resolved(path: str | Path) -> str:
    """The path a log knows a file by (symbolic links and ``..`` resolved)."""
    try:
        return os.path.realpath(path)
    except (OSError, ValueError):
        return os.fspath(path)


# The first line of a bundled file that names its JSON Schema for editors (core/schemas.py).
SCHEMA_COMMENT = re.compile(rb"\A# yaml-language-server: \$schema=[^\n]*\n")


def without_schema_comment(data: bytes) -> bytes:
    """A file's bytes without a first-line schema comment: what its digest is taken of, so
    adding the comment moved no fingerprint and packs printed before still verify."""
    return SCHEMA_COMMENT.sub(b"", data, count=1)


def note_read(path: str | Path, data: bytes) -> None:
    """The file reader's report: ``data`` was read from ``path``."""
    logs = _OPEN.get()
    if logs:
        key, digest = (
            resolved(path),
            hashlib.sha256(as_first_written(without_schema_comment(data))).hexdigest(),
        )
        for log in logs:
            log.reads[key] = digest


def replay(sources: Iterable[FileSource]) -> None:
    """Tell every open log that a result computed from ``sources`` was used."""
    for log in _OPEN.get():
        for source in sources:
            log._sources[source] = None


def read_reference(path: str | Path, load: Callable[[Path], T]) -> T:
    """``load(path)`` for a file a design or fleet names, noting the bytes it read as a source
    of whatever is being computed (also when the file turns out unusable: its bytes decided that)."""
    with ReadLog() as inner:
        try:
            return load(Path(path))
        finally:
            digest = inner.reads.get(resolved(path))
            if digest is not None:
                replay([FileSource(resolved(path), digest)])


def remembered(compute: Callable[[], T]) -> tuple[T, tuple[FileSource, ...]]:
    """``compute()`` and the sources it used, for a caller that keeps the result: hand it out
    again with ``replay(sources)``."""
    # Written out rather than ``with ReadLog()``: every memo miss comes here (per entry, per
    # keystroke), and the context-manager calls were a third of its cost.
    inner = ReadLog()
    token = _OPEN.set((*_OPEN.get(), inner))
    try:
        value = compute()
    finally:
        _OPEN.reset(token)
    return value, tuple(inner._sources) if inner._sources else ()


__all__ = [
    "FileSource",
    "ReadLog",
    "note_read",
    "open_logs",
    "read_reference",
    "remembered",
    "replay",
    "resolved",
]
