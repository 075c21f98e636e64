"""What evaluating an SSD gives the sheet (and, later, fleet code): :class:`SfbDetail`, typed and
exact, carried by :class:`SfbEvaluation` beside today's ``stats``.

The engine rework (issue 12) gives every Evaluation a ``detail`` and writes exact numbers to JSON
itself; until it lands this subclass does both, so ``drydock validate --json`` prints BPVs in
fifths as JSON numbers and never the detail.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from designer.core.evaluation import Evaluation
from designer.games.sfb.ammunition import AmmunitionFigure
from designer.games.sfb.catalog_model import Race, RangeTable
from designer.games.sfb.energy_plan import PlanFigures
from designer.games.sfb.option_mounts import OptionFigures
from designer.games.sfb.ssd import Installed, PowerFigures


@dataclass(frozen=True)
class SfbDetail:
    bpv: Fraction                      # base BPV plus the option mounts it includes
    base_bpv: Fraction
    entries: tuple[Installed, ...]     # box groups, then fitted option mounts
    power: PowerFigures
    options: OptionFigures
    ammunition: tuple[AmmunitionFigure, ...]
    plan: PlanFigures | None
    boxes_by_hit: tuple[tuple[str, int], ...]
    tables: tuple[RangeTable, ...]     # the weapon charts this ship's SSD carries
    race: Race | None
    mega_box_scale: int                # 1, or 10 on a mega-box SSD
    notes_layer: bool                  # print "destroyed on" and energy notes (a sheet option)
    larger_means: str                  # "physical" or "numeric" (rule option larger_means)
    play: Any                          # the catalog's play figures, for the notes layer


def plain(value: Any) -> Any:
    """``value`` with every Fraction inside made a JSON number (whole numbers as int)."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


@dataclass(frozen=True)
class SfbEvaluation(Evaluation):
    detail: SfbDetail | None = None

    @property
    def points(self) -> float:
        """The BPV for today's fleet totals and rosters, which format points as floats; the
        exact fifths stay in ``stats["points"]`` and ``detail.bpv`` (the engine rework's one
        points formatter takes the Fraction, and this property goes)."""
        return float(self.stats["points"])

    def as_dict(self) -> dict[str, Any]:
        return plain(super().as_dict())
