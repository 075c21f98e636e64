"""A Star Blazers ship as players post it: its warship class and class value, then what was
bought on top (purchases, upgrades), the craft embarked and the munition loads that differ
from the full load. What the text leaves out: a custom class's own definition (its batteries
and hull), the sheet's fill-ins and the mines' placement (README)."""

from __future__ import annotations

from designer.core.evaluation import Evaluation
from designer.core.shared_text import SharedDesign, entry_lines, figure, figures, section
from designer.games.star_blazers.design import StarBlazersDesign


def shared_design(design: StarBlazersDesign, evaluation: Evaluation) -> SharedDesign:
    stats = evaluation.stats
    munitions = tuple(f"{m.letter}: {m.count}" for m in design.munitions)
    munitions += tuple(f"{m.package} (craft): {m.count}" for m in design.craft_munitions)
    munitions += tuple(f"{m.type} mines: {m.count}" for m in design.mines)
    return SharedDesign(
        "Star Blazers custom class" if design.kind == "class" else "Star Blazers ship",
        figures(
            figure(stats, "class_title", "Class"),
            figure(stats, "class_points", "Class value"),
            figure(stats, "purchase_points", "Purchases"),
            figure(stats, "upgrade_points", "Upgrades"),
            figure(stats, "craft_points", "Craft"),
            figure(stats, "systems_fired", "Fired a turn"),
            figure(stats, "hull_boxes", "Hull boxes"),
        ),
        section("Purchases", entry_lines(evaluation, "purchases"))
        + section("Upgrades", entry_lines(evaluation, "upgrades") or tuple(design.upgrades))
        + section("Craft", entry_lines(evaluation, "craft"))
        + section("Munitions", munitions),
    )
