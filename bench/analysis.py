"""Benchmark: the analysis of a design of 200 systems (issue 28), per game.

Two figures per game: cold (a fresh memo, as when the Analysis tab first opens on a design) and
after an edit (the same weapons in a new design object, the memo warm, as the tab after an edit
that did not change every weapon group). The window computes it on the thread pool after its
own refresh, so neither holds up an edit's frame; the target is still one frame for the warm
figure, the picture following the edit within it.
"""

from __future__ import annotations

import time

from bench.designs import grow
from bench.report import Figure, check, skipped
from bench.timing import FRAME_BUDGET_MS, summary
from designer.core import registry
from designer.core.analysis import AnalysisMemo, analyse_design

SYSTEMS = 200


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    figures: list[Figure] = []
    data: dict = {"frame_budget_ms": FRAME_BUDGET_MS}
    rounds = 3 if quick else 12
    for game_id in ("full-thrust", "bscs", "star-blazers", "sfb"):
        game = registry.get(game_id)
        grown = grow(game, SYSTEMS) if game else None
        if grown is None:
            figures.append(skipped("analysis", f"{game_id} @{SYSTEMS}", "no design to grow"))
            continue
        design = grown.design
        evaluation = game.evaluate(design)
        cold, warm = [], []
        memo = AnalysisMemo()
        analyse_design(game, design, evaluation, memo=memo, with_standards=False)  # the tab open before
        for _ in range(rounds):
            t = time.perf_counter()
            analyse_design(game, design, evaluation, memo=AnalysisMemo(), with_standards=False)
            cold.append((time.perf_counter() - t) * 1000)
            copy = design.model_copy(update={"name": design.name + "'"})  # a new object, same weapons
            t = time.perf_counter()
            analyse_design(game, copy, evaluation, memo=memo, with_standards=False)
            warm.append((time.perf_counter() - t) * 1000)
        data[game_id] = {"systems": grown.systems, "cold": summary(cold), "warm": summary(warm)}
        figures.append(check("analysis", f"{game_id} @{grown.systems} cold p95", summary(cold)["p95_ms"], "ms"))
        figures.append(check("analysis", f"{game_id} @{grown.systems} after an edit p95 / frame",
                             summary(warm)["p95_ms"] / FRAME_BUDGET_MS, "frames", 1.0, "p95 ≤ 1 frame"))
    return figures, data
