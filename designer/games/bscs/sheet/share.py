"""A BSCS ship or craft as players post it: the hull (size, hull points), the sections' damage
tics, power and movement, then the systems in the breakdown's words with the section each is
placed in. What the text leaves out: labels, the crew's specialists, the craft a hangar holds
by file (README)."""

from __future__ import annotations

from designer.core.evaluation import Evaluation
from designer.core.shared_text import SharedDesign, figure, figures, section
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.design import BscsDesign


def shared_design(design: BscsDesign | BscsCraft, evaluation: Evaluation) -> SharedDesign:
    stats = evaluation.stats
    hull = (
        ("Hull", f"{stats['hull']} (at least {stats['hull_min']})")
        if "hull" in stats and "hull_min" in stats
        else None
    )
    tics = stats.get("tics")
    sections = ("Sections", " ".join(f"{name} {n}" for name, n in tics.items())) if tics else None
    rows = evaluation.rows_of("systems")
    lines = []
    for index, system in enumerate(design.systems):
        row = rows.get(f"systems[{index}]")
        text = row.item if row is not None else system.type
        placed = getattr(system, "section", "auto")  # craft systems are not placed in sections
        lines.append(text if placed == "auto" else f"{text} [{placed}]")
    kind = stats.get("craft_type")
    return SharedDesign(
        f"BSCS {kind}" if kind else "BSCS ship",
        figures(
            figure(stats, "size", "Size"),
            hull,
            sections,
            figure(stats, "power_produced", "Power"),
            figure(stats, "move_cost", "Move cost"),
            figure(stats, "max_move", "Max move"),
            figure(stats, "turn_mode", "TM"),
            figure(stats, "shield_points", "Shields"),
            figure(stats, "armor", "Armor"),
            figure(stats, "crew_required", "Crew"),
        ),
        section("Systems", tuple(lines)),
    )
