"""The program's old name, Drydock, and what players made under it. Nothing is orphaned: files
with the ``drydock:`` key load (and are saved with ``hullwright:``, the one intended change);
``DRYDOCK_*`` variables count when the ``HULLWRIGHT_*`` ones are unset; plug-ins in the
``drydock.games`` group load; and the old state, data and documents folders are copied once
into the new ones (never deleting the old, never overwriting a newer new file), with a note in
the log (the ``hullwright`` logger) and in the state folder."""

from __future__ import annotations

import logging
import os
import re
import shutil
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

import platformdirs

from designer.core import user_folders
from designer.core.numbers import counted

KEY, OLD_KEY = "hullwright", "drydock"  # the file format key
OLD_APP, OLD_DOCUMENTS = "drydock", "Drydock"  # platformdirs' app name and Documents/Drydock
ENVIRONMENT = {"HULLWRIGHT_STATE_DIR": "DRYDOCK_STATE_DIR", "HULLWRIGHT_CLASS_PATH": "DRYDOCK_CLASS_PATH"}
MIGRATED = "migrated-from-drydock.txt"  # in the new state folder: the folders were copied once

log = logging.getLogger("hullwright")

_OLD_KEY_LINE = re.compile(rf"^{OLD_KEY}(?=[ \t]*:)", re.MULTILINE)
_KEY_LINE = re.compile(rf"^{KEY}[ \t]*:", re.MULTILINE)
_KEY_BYTES = re.compile(rb"^hullwright(?=[ \t]*:)", re.MULTILINE)


def renamed_key(data: Any) -> Any:
    """A document read under the old name with its ``drydock:`` key as ``hullwright:``, in the
    same place; any other value unchanged."""
    if not isinstance(data, dict) or OLD_KEY not in data or KEY in data:
        return data
    return {(KEY if key == OLD_KEY else key): value for key, value in data.items()}


def renamed_key_text(text: str) -> str:
    """A file's text with its top-level ``drydock:`` line written ``hullwright:``, the rest as
    it was (a save keeps every unedited line; the key is the one change it always makes)."""
    if _KEY_LINE.search(text):
        return text
    return _OLD_KEY_LINE.sub(KEY, text, count=1)


def as_first_written(data: bytes) -> bytes:
    """A file's bytes with its top-level ``hullwright:`` key written ``drydock:``, as files were
    when the fingerprint's canonical form 2 was fixed. A file's digest is taken of these, so the
    rename of the key (the one change a save now makes to an old file) moves no fingerprint and
    packs printed before still verify."""
    return _KEY_BYTES.sub(OLD_KEY.encode(), data, count=1)


def adopt_environment(environ: MutableMapping[str, str] = os.environ) -> None:
    """Set each unset ``HULLWRIGHT_*`` variable from its ``DRYDOCK_*`` one, noting it once (the
    program reads only the new names; a child process inherits them)."""
    for new, old in ENVIRONMENT.items():
        if new not in environ and old in environ:
            environ[new] = environ[old]
            log.info("%s is not set: using the old %s (%s); rename it to %s", new, old, environ[old], new)


def old_folders() -> list[tuple[Path, Path]]:
    """(old, new) for each folder the player had under the old name: the state folder (when no
    variable chooses it), the user-data folder (house-rule profiles) and Documents/Drydock."""
    pairs = [
        (Path(platformdirs.user_data_dir(OLD_APP)) / "profiles", user_folders.profiles_dir()),
        (Path(platformdirs.user_documents_dir()) / OLD_DOCUMENTS, user_folders.documents_dir()),
    ]
    if user_folders.STATE_ENV not in os.environ:
        pairs.insert(0, (Path(platformdirs.user_state_dir(OLD_APP)), user_folders.state_dir()))
    return pairs


def migrate_folders(pairs: list[tuple[Path, Path]] | None = None) -> list[Path]:
    """Copy the old folders' files into the new ones, once (a note in the new state folder says
    it was done): a file the new folder lacks, or has older, is copied; the old is never deleted.
    Returns the files copied; a folder that cannot be read or written is noted and skipped."""
    marker = user_folders.state_dir() / MIGRATED
    found = [
        (old, new)
        for old, new in (old_folders() if pairs is None else pairs)
        if old.is_dir() and old.resolve() != new.resolve()
    ]
    if not found or marker.exists():
        return []
    copied: list[Path] = []
    for old, new in found:
        try:
            copied += _copy_newer(old, new)
        except OSError as exc:
            log.warning("could not copy %s to %s (%s); the old folder is unchanged", old, new, exc)
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(
            "Copied from the folders of Drydock (the program's old name):\n"
            + "".join(f"{path}\n" for path in copied),
            "utf-8",
        )
    except OSError:
        return copied  # tried again next time; files copied already are kept, never doubled
    if copied:
        log.info(
            "copied %s from Drydock's folders into Hullwright's (listed in %s)",
            counted(len(copied), "file"),
            marker,
        )
    return copied


def _copy_newer(old: Path, new: Path) -> list[Path]:
    copied = []
    for source in sorted(p for p in old.rglob("*") if p.is_file() and not p.is_symlink()):
        if source.name == MIGRATED:
            continue
        target = new / source.relative_to(old)
        if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue  # the new folder's file is as new or newer: it stays
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        copied.append(target)
    return copied
