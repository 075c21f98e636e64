"""One turn's energy plan against the power available (digest §11.3): movement, the items, the
antimatter containment charge; power available is this turn's generation plus what is drawn from
the batteries' reserve.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Mapping, NamedTuple

from designer.core.evaluation import Finding
from designer.core.model import RuleValue
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.exact import exact_sum, shown
from designer.games.sfb.rules.movement import RUTAN, movement_energy
from designer.games.sfb.rules.plan_costs import PLAN_RULE, PlanContext, PlanLine, Priced, price_items
from designer.games.sfb.rules.plan_limits import bolts_and_blossom, plan_limits
from designer.games.sfb.rules.ssd import Installed, PowerFigures, carries_antimatter

CONTAINMENT_RULE = "Antimatter containment (004 L709-712)"


@dataclass(frozen=True)
class PlanFigures:
    """The plan priced: its lines in order, their total, and what powers them."""

    lines: tuple[PlanLine, ...]
    generation: int
    warp: int
    battery_draw: int
    engine_doubling: bool
    divisor: int  # the rules' energy costs divided by this (10 on a mega-box ship)

    # The lines summed, once: the evaluation reads it for the stats, the meter and the findings.
    total: Fraction = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", exact_sum([line.energy for line in self.lines]))

    @property
    def available(self) -> int:
        return self.generation + self.battery_draw

    @property
    def over(self) -> bool:
        return self.total > self.available


def _fixed_lines(ctx: PlanContext, out: Priced) -> None:
    plan = ctx.plan
    if plan.containment:
        # A rules cost like the others: divided on a mega-box ship under mega_box_energy=divide.
        out.line(
            "Antimatter containment",
            ctx.scaled(ctx.catalog.rules.containment.energy),
            "energy_plan.containment",
        )
    if plan.speed:
        cost = movement_energy(ctx.design, ctx.catalog, plan.speed, ctx.engine_doubling)
        doubled = ", Engine Doubling" if ctx.engine_doubling else ""
        out.line(
            f"Movement: speed {plan.speed} x {ctx.design.data.movement_cost}{doubled}",
            cost,
            "energy_plan.speed",
        )


def _plan_findings(
    ctx: PlanContext, figures: PlanFigures, power: PowerFigures, blossom: str = ""
) -> list[Finding]:
    plan, out = ctx.plan, []
    if not plan.containment and carries_antimatter(ctx.entries):
        out.append(
            Finding(
                "SFB-PLAN-CONTAINMENT",
                "error",
                "a ship carrying antimatter must pay 1 a turn for containment; unpaid, the ship is destroyed",
                "energy_plan.containment",
                CONTAINMENT_RULE,
            )
        )
    if plan.engine_doubling and ctx.design.race != RUTAN:
        out.append(
            Finding(
                "SFB-PLAN-RED",
                "error",
                "only Rutan ships have Engine Doubling",
                "energy_plan.engine_doubling",
                "Rutan Engine Doubling (004 L691-699)",
            )
        )
    if plan.battery_draw > power.battery_capacity:
        out.append(
            Finding(
                "SFB-PLAN-BATTERY",
                "error",
                f"{plan.battery_draw} drawn from batteries holding {power.battery_capacity}",
                "energy_plan.battery_draw",
                PLAN_RULE,
            )
        )
    warp_lines = [line.warp for line in figures.lines if line.warp]
    warp = exact_sum(warp_lines) if warp_lines else 0
    if warp > power.warp:
        boost = " and boost" if ctx.options["particle_beam_boost"] == "warp-only" else ""
        out.append(
            Finding(
                "SFB-PLAN-WARP",
                "error",
                f"{shown(warp)} must be warp energy (Particle Beam arming{boost}); the warp "
                f"engines give {power.warp}",
                "energy_plan.items",
                "Errevin Particle Beam (004 L272)",
            )
        )
    if figures.over:
        out.append(
            Finding(
                "SFB-PLAN-OVER",
                "error",
                f"the plan spends {shown(figures.total)}; the ship has "
                f"{figures.available} ({power.total} generated"
                f"{f' + {plan.battery_draw} from batteries' if plan.battery_draw else ''})"
                f"{f'; {blossom}' if blossom else ''}",
                "energy_plan",
                PLAN_RULE,
            )
        )
    return out


class PricedPlan(NamedTuple):
    """The plan priced and checked, but for bolting and blossoming (:func:`plan_figures`)."""

    figures: PlanFigures
    before: tuple[Finding, ...]  # pricing problems and the limits listed before bolting
    after: tuple[Finding, ...]  # the limits after it, then the plan against the ship's power


def priced_plan(
    design: SfbDesign,
    catalog: SfbCatalog,
    entries: tuple[Installed, ...],
    aboard: Mapping[str, int],
    power: PowerFigures,
    options: Mapping[str, RuleValue],
) -> PricedPlan | None:
    """None for a design without a plan. Reads of the design only ``energy_plan``, ``race``
    and ``data.movement_cost`` and ``data.mega_box`` (``PlanContext``, ``movement_energy``,
    ``bolt_energy``); ``aboard`` and ``power`` are the entries' (``ssd.aboard``, ``ssd.power``)."""
    if not design.energy_plan.made:
        return None
    ctx = PlanContext(design, catalog, entries, aboard, options)
    out = Priced()
    _fixed_lines(ctx, out)
    price_items(ctx, out)
    figures = PlanFigures(
        tuple(out.lines),
        power.total,
        power.warp,
        min(design.energy_plan.battery_draw, power.battery_capacity),
        ctx.engine_doubling,
        ctx.divisor,
    )
    before, after = plan_limits(ctx)
    return PricedPlan(
        figures,
        (*out.findings, *before),
        (*after, *_plan_findings(ctx, figures, power, out.blossom)),
    )


def plan_figures(
    design: SfbDesign,
    catalog: SfbCatalog,
    entries: tuple[Installed, ...],
    aboard: Mapping[str, int],
    options: Mapping[str, RuleValue],
    priced: PricedPlan | None,
) -> tuple[PlanFigures | None, list[Finding]]:
    """The plan priced and checked (``priced``: :func:`priced_plan` of the same design, kept
    by the caller) with its bolts and blossoms checked against the ship; (None, []) for a
    design without one."""
    if priced is None:
        return None, []
    ctx = PlanContext(design, catalog, entries, aboard, options)
    return priced.figures, [*priced.before, *bolts_and_blossom(ctx), *priced.after]
