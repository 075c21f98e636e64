"""Benchmark 1: ``Game.evaluate`` per call for designs of 10, 100 and 1,000 systems, per game.

Each call gets a fresh deep copy of the design (made outside the timing), as every edit in the
window produces a new design object: a cache keyed on the object cannot flatter the figure.
"""

from __future__ import annotations

import statistics
import time

from bench.designs import grow
from bench.report import Figure, check, skipped
from bench.timing import growth_exponent, summary, time_calls
from designer.core import registry

SIZES = (10, 100, 1000)
TARGET_MS = 1.0  # at 100 systems
GROWTH_LIMIT = 1.1  # linear, with a 0.1 allowance for timer noise on a shared machine
POOL = 16


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    figures: list[Figure] = []
    data: dict = {}
    for game_id, game in sorted(registry.games().items()):
        per_size: dict = {}
        try:
            for n in SIZES:
                grown = grow(game, n)
                if grown is None:
                    raise LookupError("the game has no standard design or palette to grow from")
                options = game.resolve_options(grown.design)
                pool = [grown.design.model_copy(deep=True) for _ in range(POOL)]
                t0 = time.perf_counter()
                game.evaluate(pool[0], options)
                first_ms = (time.perf_counter() - t0) * 1000
                turn = iter(range(10**9))
                cpu: list[float] = []
                samples = time_calls(lambda: game.evaluate(pool[next(turn) % POOL], options),
                                     min_runs=15, budget_s=0.3 if quick else 1.0, cpu=cpu)
                per_size[n] = {"systems": grown.systems, "entries": grown.entries,
                               "first_call_ms": first_ms, **summary(samples),
                               "cpu_median_ms": statistics.median(cpu)}
        except NotImplementedError:
            figures.append(skipped("evaluate", f"{game_id}", "evaluate is not implemented yet",
                                   f"≤ {TARGET_MS:g} ms @100"))
            continue
        except LookupError as exc:
            figures.append(skipped("evaluate", f"{game_id}", str(exc), f"≤ {TARGET_MS:g} ms @100"))
            continue
        sizes = [per_size[n]["systems"] for n in SIZES]
        medians = [per_size[n]["median_ms"] for n in SIZES]
        slope = growth_exponent(sizes, medians)
        slope_entries = growth_exponent([per_size[n]["entries"] for n in SIZES], medians)
        # The fixed cost of a call flattens the 10-system end; superlinear work shows up here.
        slope_top = growth_exponent(sizes[1:], medians[1:])
        data[game_id] = {"sizes": per_size, "growth_exponent": slope,
                         "growth_exponent_by_entries": slope_entries,
                         "growth_exponent_100_1000": slope_top}
        for n in SIZES:
            s = per_size[n]
            shape = "; ".join(filter(None, [
                f"{s['entries']} entries" if s["entries"] != s["systems"] else "",
                f"CPU median {s['cpu_median_ms']:.3g} ms" if n == 100 else ""]))
            target = f"≤ {TARGET_MS:g} ms" if n == 100 else ""
            figures.append(check("evaluate", f"{game_id} @{n} systems median", s["median_ms"], "ms",
                                 TARGET_MS if n == 100 else None, target, shape))
            figures.append(Figure("evaluate", f"{game_id} @{n} systems p95", s["p95_ms"], "ms"))
        figures.append(check("evaluate", f"{game_id} growth exponent 10→1000", slope, "",
                             GROWTH_LIMIT, f"≤ 1 (linear; +{GROWTH_LIMIT - 1:.1f} noise)",
                             f"100→1000 alone: {slope_top:.2f}; by entries: {slope_entries:.2f}"))
    return figures, data
