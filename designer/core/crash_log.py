"""Crash logs: ``crash-<timestamp>.log`` in the state folder, the newest :data:`KEEP` kept, so
every crash can be reported and none overwrites another."""

from __future__ import annotations

import time
from pathlib import Path

from designer.core.atomic import SaveError, write_atomic
from designer.core.user_folders import state_dir

KEEP = 20


def write_crash_log(report: str, folder: str | Path | None = None) -> Path | None:
    """Write ``report`` (a traceback) to a new log in the state folder; None if it cannot be."""
    folder = state_dir(folder)
    log = folder / f"crash-{_timestamp()}.log"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(log, report.encode("utf-8", "replace"), keep_backup=False)
    except (OSError, SaveError):
        return None
    prune_crash_logs(folder)
    return log


def _timestamp() -> str:
    """UTC to the nanosecond (``20250101T120000.123456789Z``): names sort in time order."""
    ns = time.time_ns()
    return time.strftime("%Y%m%dT%H%M%S", time.gmtime(ns // 1_000_000_000)) + f".{ns % 1_000_000_000:09d}Z"


def prune_crash_logs(folder: Path, keep: int = KEEP) -> None:
    """Delete all but the newest ``keep`` crash logs (their names sort by time)."""
    for old in sorted(folder.glob("crash-*.log"))[:-keep]:
        try:
            old.unlink()
        except OSError:
            pass
