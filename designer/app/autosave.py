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
import os
import secrets
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from designer.core.atomic import SaveError, write_atomic
from designer.core.design_file import dump_design
from designer.core.model import DesignBase

STATE_ENV = "DRYDOCK_STATE_DIR"  # tests and portable installs point the state folder elsewhere
INTERVAL_MS = 30_000
_LIVE: set[Path] = set()  # autosave files owned by sessions running in this process


def state_dir(override: str | Path | None = None) -> Path:
    """The per-user state folder (autosaves, recent files)."""
    folder = Path(override or os.environ.get(STATE_ENV) or platformdirs.user_state_dir("drydock"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


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


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists but is not ours
    return True


class Autosave:
    """The autosave file of this session."""

    def __init__(self, folder: str | Path | None = None, kind: str = "session"):
        self.folder = state_dir(folder) / "autosave"
        self.folder.mkdir(parents=True, exist_ok=True)
        self.kind = kind  # the file prefix: "session" holds designs, "fleet" fleets
        self.token = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.file = self.folder / f"{kind}-{self.token}.yaml"
        self.last: object | None = None
        _LIVE.add(self.file)

    def release(self) -> None:
        """This session is over (its file, if any, is left for the next start to offer)."""
        _LIVE.discard(self.file)

    def write(self, design: DesignBase, original: Path | None) -> bool:
        """Write ``design`` if it changed since the last autosave; False if nothing was written."""
        if design is self.last:
            return False
        return self.write_text(design, dump_design(design), design.name, original)

    def write_text(self, state: object, text: str, name: str, original: Path | None) -> bool:
        """Write ``text`` (the file form of ``state``, e.g. a dumped fleet) unless ``state`` is the
        one written last; False if nothing was written."""
        if state is self.last:
            return False
        try:
            write_atomic(self.file, text.encode("utf-8"), keep_backup=False)
            note = {"name": name, "original": str(original) if original else None,
                    "saved_at": time.time(), "pid": os.getpid()}
            write_atomic(self.file.with_suffix(".json"), json.dumps(note).encode("utf-8"),
                         keep_backup=False)
        except SaveError as exc:
            print(f"drydock: autosave failed: {exc}", file=sys.stderr)
            return False
        self.last = state
        return True

    def clear(self) -> None:
        """Delete this session's autosave (the work is saved or deliberately discarded)."""
        self.last = None
        Recovery(self.file, "", None, 0).discard()

    def pending(self) -> list[Recovery]:
        """Autosaves left by other sessions that are no longer running, newest first."""
        found = []
        for note_file in self.folder.glob(f"{self.kind}-*.json"):
            design_file = note_file.with_suffix(".yaml")
            if design_file == self.file or design_file in _LIVE or not design_file.exists():
                continue
            try:
                note = json.loads(note_file.read_text("utf-8"))
            except (OSError, ValueError):
                note = {}
            pid = note.get("pid")
            if isinstance(pid, int) and pid != os.getpid() and _alive(pid):
                continue  # another Drydock is running and owns it
            original = note.get("original")
            found.append(Recovery(design_file, str(note.get("name") or design_file.stem),
                                  Path(original) if original else None,
                                  float(note.get("saved_at") or 0)))
        return sorted(found, key=lambda r: -r.saved_at)
