"""Nothing lost: unsaved work is written to the user's state folder every 30 s and when the
program crashes; the next start offers it back.

Each running window owns one file ``autosave/session-<pid>-<token>.yaml`` (a plain design file
that ``load_design`` reads) with a ``.json`` note beside it saying which file it belonged to, and
one ``autosave/fleet-<pid>-<token>.yaml`` for its Fleet tab (a fleet file, written by the caller
with :meth:`Autosave.write_text`; each kind only offers its own files back).
A clean save or a clean close deletes them; anything left behind by a process that is no longer
running is offered for recovery.
"""

from __future__ import annotations

import json
import math
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from pydantic import Field, ValidationError, field_validator

from designer.core.atomic import SaveError, write_atomic
from designer.core.design_file import dump_design
from designer.core.errors import LoadError
from designer.core.file_reader import read_json
from designer.core.model import DesignBase, Frozen
from designer.core.saving import save_text
from designer.core.user_folders import set_aside, state_dir

INTERVAL_MS = 30_000


class LiveSessions:
    """The autosave files of the sessions this program runs, held by whoever owns its windows
    (the application): a file a running window owns is never offered to another window for
    recovery, though its note names this very process."""

    def __init__(self) -> None:
        self.files: set[Path] = set()


@dataclass(frozen=True)
class Recovery:
    """Autosaved work of a session that ended without saving it."""

    file: Path
    name: str
    original: Path | None
    saved_at: float

    def discard(self) -> None:
        for path in (self.file, self.file.with_suffix(".json")):
            try:
                path.unlink()
            except OSError:
                pass


class AutosaveNote(Frozen):
    """The ``.json`` note beside an autosave, exactly as :meth:`Autosave.write_text` writes it;
    anything else (a list, ``saved_at: "yesterday"``, a NUL in a path) is a broken note."""

    name: str = Field(strict=True, max_length=1000)
    original: str | None = Field(strict=True, max_length=4096)
    saved_at: float = Field(strict=True, ge=0)
    pid: int = Field(strict=True)

    @field_validator("saved_at")
    @classmethod
    def _finite(cls, value: float) -> float:
        if not math.isfinite(value):
            raise ValueError("must be a time")
        return value

    @field_validator("original")
    @classmethod
    def _a_path(cls, value: str | None) -> str | None:
        if value is not None and ("\x00" in value or not value):
            raise ValueError("must be a file path")
        return value


def _alive(pid: int) -> bool:
    """Whether a Hullwright with this pid may still be running (and own its autosave). No real
    process has a pid of 0 or less (``kill(-1, 0)`` would ask about every process there is)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError, ValueError):
        return False
    except OSError:
        return True  # exists but is not ours
    return True


class Autosave:
    """The autosave file of this session. When the state folder cannot be written (a file in
    its place, a read-only disk) autosave is off and ``problem`` says why, for the window to
    show; the program still runs."""

    def __init__(
        self, folder: str | Path | None = None, kind: str = "session", live: LiveSessions | None = None
    ):
        self.folder = state_dir(folder) / "autosave"
        self.kind = kind  # the file prefix: "session" holds designs, "fleet" fleets
        self.token = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.file = self.folder / f"{kind}-{self.token}.yaml"
        self.last: object | None = None
        self.problem: str | None = None  # why the last write (or the folder) failed
        self.set_aside: list[Path] = []  # broken notes renamed *.broken, for the window to say
        self.enabled = self._folder_writable()
        self.live = live or LiveSessions()  # alone, it knows only its own file
        self.live.files.add(self.file)

    def _folder_writable(self) -> bool:
        probe = self.folder / f".writable-{self.token}"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(probe, b"", keep_backup=False)
            probe.unlink()
        except (OSError, SaveError) as exc:
            self.problem = (
                f"autosave is off: the state folder {self.folder.parent} cannot be "
                f"written ({getattr(exc, 'strerror', None) or exc}); set "
                "HULLWRIGHT_STATE_DIR to a folder that can"
            )
            return False
        return True

    def release(self) -> None:
        """This session is over (its file, if any, is left for the next start to offer)."""
        self.live.files.discard(self.file)

    def write(self, design: DesignBase, original: Path | None) -> bool:
        """Write ``design`` if it changed since the last autosave; False if nothing was written."""
        if design is self.last:
            return False
        return self.write_text(design, dump_design(design), design.name, original)

    def write_text(self, state: object, text: str, name: str, original: Path | None) -> bool:
        """Write ``text`` (the file form of ``state``, e.g. a dumped fleet) unless ``state`` is the
        one written last; False if nothing was written (``problem`` says why, if it failed).
        What Hullwright could not read back is not written (``saving.save_text``)."""
        if state is self.last or not self.enabled:
            return False
        try:
            save_text(self.file, text, keep_backup=False)
            note = {
                "name": name,
                "original": str(original) if original else None,
                "saved_at": time.time(),
                "pid": os.getpid(),
            }
            write_atomic(self.file.with_suffix(".json"), json.dumps(note).encode("utf-8"), keep_backup=False)
        except SaveError as exc:
            self.problem = f"autosave failed: {exc}"
            return False
        self.last, self.problem = state, None
        return True

    def clear(self) -> None:
        """Delete this session's autosave (the work is saved or deliberately discarded)."""
        self.last = None
        Recovery(self.file, "", None, 0).discard()

    def pending(self) -> list[Recovery]:
        """Autosaves left by other sessions that are no longer running, newest first. A note
        that is not one Hullwright wrote is set aside (renamed ``*.broken``); its autosave is
        still offered, under its file name."""
        found = []
        for note_file in sorted(self.folder.glob(f"{self.kind}-*.json")):
            design_file = note_file.with_suffix(".yaml")
            if design_file == self.file or design_file in self.live.files or not design_file.exists():
                continue
            note = self._read_note(note_file)
            if note is None:
                found.append(Recovery(design_file, design_file.stem, None, _mtime(design_file)))
            elif not (note.pid != os.getpid() and _alive(note.pid)):  # else its Hullwright owns it
                found.append(
                    Recovery(
                        design_file,
                        note.name or design_file.stem,
                        Path(note.original) if note.original else None,
                        note.saved_at,
                    )
                )
        return sorted(found, key=lambda r: -r.saved_at)

    def _read_note(self, note_file: Path) -> AutosaveNote | None:
        try:
            return AutosaveNote.model_validate(read_json(note_file))
        except (LoadError, ValidationError):
            moved = set_aside(note_file)
            if moved is not None:
                self.set_aside.append(moved)
            return None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
