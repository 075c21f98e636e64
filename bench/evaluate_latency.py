"""Benchmark 1: ``Game.evaluate`` per call for designs of 10, 100 and 1,000 systems, per game.

Each timed call gets a deep copy of the design that no call has seen before (made outside the
timing), as when a file is opened: a game's memo of what it worked out per entry object cannot
flatter the figure, which is the rules' own cost and how it grows. Five rounds, interleaved over
games and sizes; each figure is the median (and p95) of its quietest round, the others' medians
kept in the JSON. Beside the 100-system figure: the same call on a new design that shares its
entries with the last one (what the window evaluates after an edit, where a game may reuse what
it worked out per entry).
"""

from __future__ import annotations

import gc
import statistics
import time

from designer.core.context import EvaluationContext
from bench.designs import Grown, grow, sample_of_systems
from bench.report import Figure, check, skipped
from bench.timing import growth_exponent, summary, time_calls
from designer.core import registry

SIZES = (10, 100, 1000)
TARGET_MS = 1.0  # at 100 systems
AT_TARGET = "100 systems"  # the case of a game's sample design sized by systems, not entries
GROWTH_LIMIT = 1.1  # linear, with a 0.1 allowance for timer noise on a shared machine
POOL = 16
ROUNDS = 5
COLD_CALLS = {10: 40, 100: 30, 1000: 10}  # per round: fresh copies are made for each call
EDIT_BUDGET_S = 0.2  # per game and round, for the after-an-edit figure


def _case(game, grown: Grown, n: int) -> dict:
    """The grown design, shallow copies sharing its entries, the first call's time."""
    # the window's document keeps one context per design, with the files it names read at load
    options = game.prepare(grown.design, EvaluationContext())
    # After an edit the window evaluates a new design whose untouched entries are the old
    # ones: shallow copies share the entries, so a game's per-entry memo may serve them.
    shared = [grown.design.model_copy() for _ in range(POOL)]
    t0 = time.perf_counter()
    game.evaluate(grown.design.model_copy(deep=True), EvaluationContext(references=options.references))
    return {
        "grown": grown,
        "options": options,
        "shared": shared,
        "n": n,
        "first_ms": (time.perf_counter() - t0) * 1000,
        "rounds": [],
        "edit_rounds": [],
    }


def _cases(game) -> dict:
    """Per size, a case; for a game whose sample design is made by entries, beside them the
    sample of 100 systems (``AT_TARGET``), where the target is checked."""
    cases = {}
    for n in SIZES:
        grown = grow(game, n)
        if grown is None:
            raise LookupError("the game has no standard design or palette to grow from")
        cases[n] = _case(game, grown, n)
    if cases[100]["grown"].sample:
        at_target = sample_of_systems(game, 100)
        if at_target is not None:
            cases[AT_TARGET] = _case(game, at_target, 100)
    return cases


def _cold_round(game, case, calls: int) -> dict:
    """Each call on a design (and entries) never evaluated before."""
    fresh = [case["grown"].design.model_copy(deep=True) for _ in range(calls)]
    samples, cpu = [], []
    gc.collect()
    gc.disable()
    try:
        for design in fresh:
            c0, t0 = time.thread_time(), time.perf_counter()
            # nothing remembered from other calls; the references read at load
            game.evaluate(design, EvaluationContext(references=case["options"].references))
            samples.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
    finally:
        gc.enable()
    return {**summary(samples), "cpu_median_ms": statistics.median(cpu)}


def _edit_round(game, case, budget_s: float) -> dict:
    """Each call on a new design sharing its entries with the ones before."""
    pool, options = case["shared"], case["options"]
    turn = iter(range(10**9))
    cpu: list[float] = []
    samples = time_calls(
        lambda: game.evaluate(pool[next(turn) % POOL], options), min_runs=15, budget_s=budget_s, cpu=cpu
    )
    return {**summary(samples), "cpu_median_ms": statistics.median(cpu)}


def _size_label(n: int, grown: Grown) -> str:
    """What was measured: a design grown to ``@100 systems``, or a game's own sample design of
    ``@100 entries`` (rows of the kinds a player adds: their counts make more systems)."""
    return f"@{n} entries" if grown.sample else f"@{n} systems"


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    figures: list[Figure] = []
    data: dict = {}
    cases: dict = {}
    for game_id, game in sorted(registry.games().items()):
        try:
            cases[game_id] = _cases(game)
        except NotImplementedError:
            figures.append(
                skipped(
                    "evaluate", f"{game_id}", "evaluate is not implemented yet", f"≤ {TARGET_MS:g} ms @100"
                )
            )
        except LookupError as exc:
            figures.append(skipped("evaluate", f"{game_id}", str(exc), f"≤ {TARGET_MS:g} ms @100"))
    # Rounds interleave every game and size, so a burst of load from another process lands on
    # one round of each, not on all of one game's; each figure is its quietest round's.
    for _ in range(ROUNDS):
        for game_id, by_size in cases.items():
            for n, case in by_size.items():
                game = registry.get(game_id)
                calls = max(8, COLD_CALLS[case["n"]] // 3) if quick else COLD_CALLS[case["n"]]
                case["rounds"].append(_cold_round(game, case, calls))
                if n == 100:
                    budget = EDIT_BUDGET_S / (3 if quick else 1)
                    case["edit_rounds"].append(_edit_round(game, case, budget))
    for game_id, by_size in cases.items():
        per_size = {}
        for n, case in by_size.items():
            best = min(case["rounds"], key=lambda r: r["median_ms"])
            per_size[n] = {
                "systems": case["grown"].systems,
                "entries": case["grown"].entries,
                "first_call_ms": case["first_ms"],
                **best,
                "round_medians_ms": [r["median_ms"] for r in case["rounds"]],
            }
        sizes = [per_size[n]["systems"] for n in SIZES]
        medians = [per_size[n]["median_ms"] for n in SIZES]
        slope = growth_exponent(sizes, medians)
        slope_entries = growth_exponent([per_size[n]["entries"] for n in SIZES], medians)
        # The fixed cost of a call flattens the 10-system end; superlinear work shows up here.
        slope_top = growth_exponent(sizes[1:], medians[1:])
        data[game_id] = {
            "sizes": per_size,
            "growth_exponent": slope,
            "growth_exponent_by_entries": slope_entries,
            "growth_exponent_100_1000": slope_top,
        }
        checked = AT_TARGET if AT_TARGET in per_size else 100  # where the target is checked
        for key in (*SIZES, AT_TARGET):
            if key not in per_size:
                continue
            s, grown = per_size[key], by_size[key]["grown"]
            size = (
                f"@{grown.systems} systems ({grown.entries} entries)"
                if key == AT_TARGET
                else _size_label(key, grown)
            )
            shape = "; ".join(
                filter(
                    None,
                    [
                        f"longest list {s['entries']} entries, {s['systems']} systems"
                        if key != AT_TARGET and (s["entries"] != key or s["systems"] != key)
                        else "",
                        f"CPU median {s['cpu_median_ms']:.3g} ms" if by_size[key]["n"] == 100 else "",
                        "the target is checked on the sample of 100 systems"
                        if key == 100 and checked != 100
                        else "",
                    ],
                )
            )
            figures.append(
                check(
                    "evaluate",
                    f"{game_id} {size} median",
                    s["median_ms"],
                    "ms",
                    TARGET_MS if key == checked else None,
                    f"≤ {TARGET_MS:g} ms" if key == checked else "",
                    shape,
                )
            )
            figures.append(Figure("evaluate", f"{game_id} {size} p95", s["p95_ms"], "ms"))
            if key == 100:
                after_edit = min(by_size[key]["edit_rounds"], key=lambda r: r["median_ms"])
                s["after_edit"] = after_edit
                figures.append(
                    Figure(
                        "evaluate",
                        f"{game_id} {size} after an edit, median",
                        after_edit["median_ms"],
                        "ms",
                        note="a new design sharing the old one's entries, as the "
                        "window evaluates after an edit",
                    )
                )
        figures.append(
            check(
                "evaluate",
                f"{game_id} growth exponent 10→1000",
                slope,
                "",
                GROWTH_LIMIT,
                f"≤ 1 (linear; +{GROWTH_LIMIT - 1:.1f} noise)",
                f"100→1000 alone: {slope_top:.2f}; by entries: {slope_entries:.2f}",
            )
        )
    return figures, data
