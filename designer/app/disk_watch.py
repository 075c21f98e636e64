"""Whether another program changed an open file: the design's or the fleet's, or one the design
names (a craft design, a custom class file: :class:`FilesWatch`).

A document remembers its file as it was last read or written (a :class:`Stamp`: modification
time, size and a hash of the content) and watches it with a ``QFileSystemWatcher``. The watcher
reports most changes as they happen (``changed``, once per burst of writes); since watchers miss
some (a file replaced on a network share, a change while the folder was being moved), the stamp
is compared again before every save, so a changed file is never overwritten without asking.
A file touched but not changed (the same bytes) is not a change.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

SETTLE_MS = 150  # an editor writes in several steps (truncate, write, rename): look once it is done
CHUNK = 1 << 20


@dataclass(frozen=True)
class Stamp:
    """A file as it is on disk: ``mtime_ns`` and ``size`` say cheaply that it is unchanged;
    ``digest`` decides when they differ (a file touched, or written back the same)."""

    mtime_ns: int
    size: int
    digest: str

    def same_file(self, other: "Stamp | None") -> bool:
        return other is not None and (self.size, self.digest) == (other.size, other.digest)


def stamp_of(path: Path, known: Stamp | None = None) -> Stamp | None:
    """``path``'s stamp now; None when it is missing or cannot be read. When its time and size
    are those of ``known``, the file is not read again."""
    try:
        info = os.stat(path)
        if known is not None and (info.st_mtime_ns, info.st_size) == (known.mtime_ns, known.size):
            return known
        digest = hashlib.sha256()
        with open(path, "rb") as handle:
            while block := handle.read(CHUNK):
                digest.update(block)
    except (OSError, ValueError):
        return None
    return Stamp(info.st_mtime_ns, info.st_size, digest.hexdigest())


class DiskWatch(QObject):
    """The file of one document. ``changed`` when it is no longer what was read or written."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.path: Path | None = None
        self.stamp: Stamp | None = None
        self._watcher: QFileSystemWatcher | None = None  # made for a file only: each holds a handle
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._look)

    def follow(self, path: Path | None) -> None:
        """Watch ``path`` from now on, taking it as it is now (just read or written)."""
        self.path = Path(path) if path else None
        self.stamp = stamp_of(self.path) if self.path else None
        if self._watcher is not None and self._watcher.files():
            self._watcher.removePaths(self._watcher.files())
        self._rewatch()

    def accept(self) -> None:
        """The player keeps their version: the file as it is now is the one they have seen."""
        if self.path is not None:
            self.stamp = stamp_of(self.path)

    def changed_on_disk(self) -> bool:
        """Whether the file differs from what was last read or written (gone counts too)."""
        if self.path is None:
            return False
        now = stamp_of(self.path, self.stamp)
        return now is not self.stamp and not (now is not None and now.same_file(self.stamp))

    def missing(self) -> bool:
        return self.path is not None and not self.path.exists()

    def _rewatch(self) -> None:
        """Watch the file again: a file replaced by a rename (how editors and Hullwright save) is
        a new file, which the watcher drops."""
        if self.path is None or not self.path.exists():
            return
        if self._watcher is None:
            self._watcher = QFileSystemWatcher(self)
            self._watcher.fileChanged.connect(lambda _path: self._settle.start())
        if str(self.path) not in self._watcher.files():
            self._watcher.addPath(str(self.path))

    def _look(self) -> None:
        self._rewatch()
        if self.changed_on_disk():
            self.changed.emit()


class FilesWatch(QObject):
    """The files a design names (a carrier's craft designs, a ship's custom class file), as they
    were read for it. ``changed(path)`` when one is no longer what was read. The program's own
    catalog files are not watched (they are never saved over)."""

    changed = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._watches: dict[Path, DiskWatch] = {}

    @property
    def paths(self) -> tuple[Path, ...]:
        return tuple(self._watches)

    def follow(self, paths: Iterable[Path]) -> None:
        """Watch ``paths`` from now on (those already watched keep what they were read as)."""
        from designer.core.design_file import is_bundled

        wanted = [Path(p) for p in dict.fromkeys(paths) if not is_bundled(p)]
        for path in [p for p in self._watches if p not in wanted]:
            self._watches.pop(path).deleteLater()
        for path in wanted:
            if path not in self._watches:
                watch = self._watches[path] = DiskWatch(self)
                watch.follow(path)
                watch.changed.connect(lambda path=path: self.changed.emit(path))

    def changed_on_disk(self, path: Path) -> bool:
        """Whether ``path`` differs from what was read (a watcher may report a file touched only)."""
        watch = self._watches.get(path)
        return watch is not None and watch.changed_on_disk()

    def accept(self, path: Path) -> None:
        """The player keeps what was read: ``path`` as it is now is the one they have seen."""
        if path in self._watches:
            self._watches[path].accept()


def ask_about_reference(
    files: FilesWatch,
    path: Path,
    named_by: str,
    opened: str,
    reload: Callable[[], None],
    ask: Callable[[str, bool, bool], str],
    say: Callable[[str], None],
) -> None:
    """A file a design names changed on disk: ask (``Dialogs.ask_file_changed``) whether to read
    it again (``reload``; the document and its undo steps stay) or keep what was read."""
    if not files.changed_on_disk(path):
        return
    if ask(f"{path.name} ({named_by})", False, False) == "reload":
        reload()
        say(f"Read {path} again as another program left it")
    else:
        files.accept(path)
        say(f"Kept {path.name} as it was read; open {opened} again to read it anew")
