"""What evaluating an SSD gives the sheet (and fleet code): :class:`SfbDetail`, typed and exact,
the evaluation's ``detail`` (never printed as such, never in JSON)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from designer.games.sfb.rules.ammunition import AmmunitionFigure
from designer.games.sfb.catalog_model import Race, RangeTable
from designer.games.sfb.rules.energy_plan import PlanFigures
from designer.games.sfb.rules.option_mounts import OptionFigures
from designer.games.sfb.rules.ssd import Installed, PowerFigures


@dataclass(frozen=True)
class SfbDetail:
    bpv: Fraction  # base BPV plus the option mounts it includes
    base_bpv: Fraction
    entries: tuple[Installed, ...]  # box groups, then fitted option mounts
    power: PowerFigures
    options: OptionFigures
    ammunition: tuple[AmmunitionFigure, ...]
    plan: PlanFigures | None
    boxes_by_hit: tuple[tuple[str, int], ...]
    tables: tuple[RangeTable, ...]  # the weapon charts this ship's SSD carries
    race: Race | None
    mega_box_scale: int  # 1, or 10 on a mega-box SSD
    larger_means: str  # "physical" or "numeric" (rule option larger_means)
    play: Any  # the catalog's play figures, for the notes layer
