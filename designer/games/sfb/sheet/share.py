"""An SFB ship as players post it: BPV, the ship data (size class, movement cost, turn mode),
the six shields, power, then the SSD's box groups in its own labels (``2 x HB (FA)``, the
breakdown's lines) and the option mounts with what is fitted. What the text leaves out: box
positions and marks, ammunition tracks, the energy plan and campaign notes (README)."""

from __future__ import annotations

from designer.core.evaluation import Evaluation
from designer.core.shared_text import SharedDesign, entry_lines, figure, figures, section
from designer.games.sfb.design import SfbDesign


def shared_design(design: SfbDesign, evaluation: Evaluation) -> SharedDesign:
    stats, data = evaluation.stats, design.data
    shields = " ".join(f"#{n}:{boxes}" for n, boxes in enumerate(design.shields, 1))
    if design.steel_shield:
        shields += f" steel:{design.steel_shield}"
    turn_mode = data.turn_mode or "not given"
    return SharedDesign(
        design.ship_class or "SFB SSD",
        figures(
            figure(stats, "base_bpv", "Base BPV"),
            ("Size class", str(data.size_class)),
            ("Movement cost", data.movement_cost),
            ("Turn mode", turn_mode),
            ("Shields", shields),
            figure(stats, "power_total", "Power"),
            (
                (
                    "Power (warp/impulse/reactors)",
                    f"{stats['power_warp']}/{stats['power_impulse']}/{stats['power_reactors']}",
                )
                if "power_warp" in stats
                else None
            ),
            figure(stats, "battery_capacity", "Batteries"),
            figure(stats, "boxes", "Boxes"),
        ),
        section("Boxes", entry_lines(evaluation, "boxes"))
        + section("Option mounts", entry_lines(evaluation, "option_mounts")),
    )
