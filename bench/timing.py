"""Repeat a call, keep the median: the timing primitives every benchmark shares."""

from __future__ import annotations

import gc
import math
import os
import platform
import statistics
import time
from typing import Callable

FRAME_BUDGET_MS = 1000.0 / 60.0  # one 60 Hz frame


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) with linear interpolation between ranks."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = (len(ordered) - 1) * q / 100.0
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def summary(samples_ms: list[float]) -> dict[str, float]:
    return {
        "median_ms": statistics.median(samples_ms),
        "p95_ms": percentile(samples_ms, 95),
        "min_ms": min(samples_ms),
        "runs": len(samples_ms),
    }


def time_calls(
    fn: Callable[[], object],
    *,
    min_runs: int = 20,
    max_runs: int = 2000,
    budget_s: float = 1.0,
    warmup: int = 3,
    cpu: list[float] | None = None,
) -> list[float]:
    """Per-call times in ms: at least ``min_runs`` calls, more until ``budget_s`` is spent.

    The collector is paused while timing so a collection triggered by an earlier benchmark's
    garbage is not charged to this call (it is still collected between batches). ``cpu``, when
    given, receives each call's CPU time of this thread (ms): on a machine shared with other
    processes it stays near the quiet-machine figure while wall-clock time inflates."""
    for _ in range(warmup):
        fn()
    samples: list[float] = []
    start = time.perf_counter()
    gc.collect()
    gc.disable()
    try:
        while len(samples) < max_runs and (len(samples) < min_runs or time.perf_counter() - start < budget_s):
            c0 = time.thread_time()
            t0 = time.perf_counter()
            fn()
            samples.append((time.perf_counter() - t0) * 1000.0)
            if cpu is not None:
                cpu.append((time.thread_time() - c0) * 1000.0)
            if len(samples) % 200 == 0:
                gc.enable()
                gc.collect()
                gc.disable()
    finally:
        gc.enable()
    return samples


def growth_exponent(sizes: list[float], times: list[float]) -> float:
    """Least-squares slope of log(time) against log(size): 1 is linear, 2 quadratic."""
    xs = [math.log(s) for s in sizes]
    ys = [math.log(max(t, 1e-9)) for t in times]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / den if den else math.nan


def calibration_ms() -> float:
    """A fixed pure-Python workload (best of 5, ms): the host's speed right now. This host runs
    twice as slow in bursts; comparing this figure between runs says which runs were slowed."""
    best = math.inf
    for _ in range(5):
        t0 = time.perf_counter()
        total = 0
        for i in range(200_000):
            total += i % 7
        best = min(best, time.perf_counter() - t0)
    return round(best * 1000, 2)


def machine() -> dict[str, object]:
    """What the machine-dependent figures depend on."""
    return {
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "processor": platform.machine(),
        # other processes compete for the same cores: a high load inflates every figure
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }
