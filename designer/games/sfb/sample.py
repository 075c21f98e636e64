"""The benchmark SSD (``Game.sample_design``): the Rutan Light Cruiser example with its box groups
replaced by the six examples' groups in turn, as many as asked (the file format's 400 at most),
so the evaluation, the window and the sheet are measured on every kind of box the examples use,
with option mounts and an energy plan."""

from __future__ import annotations

from itertools import cycle, islice

from designer.core.design_file import load_design
from designer.games.sfb.design import SfbDesign

BASE = "rutan-light-cruiser"
MOST_GROUPS = 400  # SfbDesign.boxes' max_length


def sample_design(game, groups: int) -> SfbDesign:
    loaded = {d.id: load_design(d.path).design for d in game.standard_designs}
    designs = {key: design for key, design in loaded.items() if isinstance(design, SfbDesign)}
    pool = [g for design in designs.values() if not design.data.mega_box for g in design.boxes]
    count = max(1, min(groups, MOST_GROUPS))
    base = designs[BASE]
    data = base.model_dump(mode="json", by_alias=True)
    data.update(
        name=f"Benchmark SSD ({count} box groups)",
        boxes=[g.model_dump(mode="json") for g in islice(cycle(pool), count)],
    )
    data["energy_plan"]["containment"] = True  # the Errevin groups bring AMTs aboard (004 L709-712)
    return SfbDesign.model_validate(data)


__all__ = ["sample_design"]
