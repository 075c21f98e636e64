"""Benchmark 4: process start to the first shown window with the sample design open.

The window is ``hullwright open SAMPLE`` run in a child process; the yardstick is a bare PySide6
process that shows an empty ``QMainWindow``. Both are timed from ``Popen`` to the marker line the
child prints once its window is shown and the event loop has turned (:mod:`bench.window_probe`).
They alternate, five of each, medians kept, after one untimed run of each that warms the OS
file cache and the bytecode cache (as on a player's machine after the first start). Each child
gets an empty state folder
(``HULLWRIGHT_STATE_DIR``), so no recovery offer or recent-files list changes what it does.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.report import Figure, check, skipped

ROOT = Path(__file__).resolve().parent.parent
RATIO_LIMIT = 1.5
# Children cache bytecode as an installed program does (even where the calling shell sets
# PYTHONDONTWRITEBYTECODE), in a folder of their own so the work tree stays clean.
PYCACHE = Path(tempfile.gettempdir()) / "hullwright-bench-pycache"


def sample_design() -> str:
    """What ``make run`` opens (the Makefile's ``SAMPLE``: a ``catalog:`` reference or a path),
    so the two never drift."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(r"^SAMPLE\s*:?=\s*(\S+)", text, re.M)
    sample = match.group(1) if match else "catalog:superheavy-cruiser"
    return sample if sample.startswith("catalog:") else str(ROOT / sample)


def launch(*args: str, timeout: float = 60.0) -> tuple[float, dict]:
    """Seconds from spawn to the child's marker, and what the marker carried."""
    state = tempfile.TemporaryDirectory(prefix="hullwright-bench-")  # no recovery offers, no recents
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HULLWRIGHT_STATE_DIR": state.name,
        "PYTHONPYCACHEPREFIX": str(PYCACHE),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    t0 = time.perf_counter()
    spawned = time.time()
    child = subprocess.Popen(
        [sys.executable, "-m", "bench.window_probe", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        for line in child.stdout:
            if line.startswith("SHOWN "):
                elapsed = time.perf_counter() - t0
                payload = json.loads(line[6:])
                payload["spawned"] = spawned
                child.wait(timeout=timeout)
                return elapsed, payload
        child.wait(timeout=timeout)
        last = (child.stderr.read().strip().splitlines() or [""])[-1]
        raise RuntimeError(
            f"the window process exited ({child.returncode}) without showing a window: {last[-300:]}"
        )
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        state.cleanup()


def _phase_ms(payload: dict) -> dict[str, float]:
    """Each phase's duration (ms) from the child's wall-clock marks; the first runs from spawn."""
    out, previous = {}, payload["spawned"]
    names = {
        "probe_start": "interpreter",
        "cli_imports": "CLI imports",
        "app_imports": "Qt + app imports",
        "qapplication": "QApplication",
        "design_loaded": "load design (games, catalogs)",
        "window_built": "build window + first refresh",
        "shown": "show + first loop turn",
    }
    for key, stamp in payload["phases"].items():
        out[names.get(key, key)] = (stamp - previous) * 1000
        previous = stamp
    return out


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    sample = sample_design()
    repeats = 3 if quick else 5
    launch("bare")  # warm the file and bytecode caches, so the first timed run is no outlier
    try:
        launch("window", str(sample))
    except RuntimeError as exc:
        why = str(exc)
        return [skipped("startup", "window / bare PySide6", why, f"≤ {RATIO_LIMIT:g} ×")], {"error": why}
    bare, ours, phases, floor = [], [], [], []
    for _ in range(repeats):
        bare.append(launch("bare")[0])
        floor.append(launch("floor")[0])
        elapsed, payload = launch("window", str(sample))
        ours.append(elapsed)
        phases.append(_phase_ms(payload))
    phase_medians = {k: statistics.median(p[k] for p in phases) for k in phases[0]}
    bare_s, ours_s = statistics.median(bare), statistics.median(ours)
    floor_s = statistics.median(floor)
    ratio = ours_s / bare_s
    figures = [
        Figure(
            "startup",
            f"to shown window ({Path(sample).name})",
            ours_s * 1000,
            "ms",
            note="phases: " + ", ".join(f"{k} {v:.0f} ms" for k, v in phase_medians.items()),
        ),
        Figure("startup", "bare PySide6 QMainWindow", bare_s * 1000, "ms"),
        check("startup", "window / bare PySide6", ratio, "×", RATIO_LIMIT, f"≤ {RATIO_LIMIT:g} ×"),
        Figure(
            "startup",
            "floor: bare window + PyYAML + pydantic, / bare",
            floor_s / bare_s,
            "×",
            note=f"{floor_s * 1000:.0f} ms: the least a pydantic-model window can take",
        ),
    ]
    data = {
        "sample": sample.replace(f"{ROOT}/", ""),
        "hullwright_s": ours,
        "bare_s": bare,
        "hullwright_median_s": ours_s,
        "bare_median_s": bare_s,
        "ratio": ratio,
        "window_phases_ms": phase_medians,
        "floor_s": floor,
        "floor_median_s": floor_s,
    }
    return figures, data
