"""Benchmark: the analysis of a design of 200 systems (issue 28), per game.

Three figures per game: cold (a fresh memo, as when the Analysis tab first opens on a design),
after an edit (the same weapons in a new design object, the memo warm, as the tab after an edit
that did not change every weapon group), and the Analysis tab's redraw after an edit (that
analysis and its page laid out again through the same memo, the design renamed so its title and
the rows naming it are new text). The window computes it on the thread pool after its own
refresh, so none holds up an edit's frame; the target is still one frame for the warm figures,
the picture following the edit within it.
"""

from __future__ import annotations

import time

from bench.designs import grow
from bench.report import Figure, check, skipped
from bench.timing import FRAME_BUDGET_MS, summary
from designer.core import registry
from designer.core.analysis import analyse_design
from designer.core.memo import Memo
from designer.sheets.analysis_sheet import analysis_pages
from designer.sheets.roster import battle_pack_template

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
        cold, warm, tab = [], [], []
        memo = Memo()
        template = battle_pack_template()  # the tab reads it once
        # the tab open before: its analysis and its page drawn
        analysis_pages(
            [analyse_design(game, design, evaluation, memo=memo, with_standards=False)],
            template=template,
            memo=memo,
        )
        for _ in range(rounds):
            t = time.perf_counter()
            analyse_design(game, design, evaluation, memo=Memo(), with_standards=False)
            cold.append((time.perf_counter() - t) * 1000)
            copy = design.model_copy(update={"name": design.name + "'"})  # a new object, same weapons
            t = time.perf_counter()
            analyse_design(game, copy, evaluation, memo=memo, with_standards=False)
            warm.append((time.perf_counter() - t) * 1000)
            # the Analysis tab's redraw after an edit: the analysis and its page laid out again;
            # a new name each round, so the title and the rows that name the design are new text
            edited = design.model_copy(update={"name": f"{design.name} {len(tab) + 1}"})
            t = time.perf_counter()
            analysis = analyse_design(game, edited, evaluation, memo=memo, with_standards=False)
            analysis_pages([analysis], template=template, memo=memo)
            tab.append((time.perf_counter() - t) * 1000)
        data[game_id] = {
            "systems": grown.systems,
            "cold": summary(cold),
            "warm": summary(warm),
            "tab_redraw": summary(tab),
        }
        figures.append(
            check("analysis", f"{game_id} @{grown.systems} cold p95", summary(cold)["p95_ms"], "ms")
        )
        figures.append(
            check(
                "analysis",
                f"{game_id} @{grown.systems} after an edit p95 / frame",
                summary(warm)["p95_ms"] / FRAME_BUDGET_MS,
                "frames",
                1.0,
                "p95 ≤ 1 frame",
            )
        )
        figures.append(
            check(
                "analysis",
                f"{game_id} @{grown.systems} analysis tab redraw after an edit p95 / frame",
                summary(tab)["p95_ms"] / FRAME_BUDGET_MS,
                "frames",
                1.0,
                "p95 ≤ 1 frame",
            )
        )
    return figures, data
