"""What each item of an energy plan costs (digest §11.3), from the catalog's energies.

Each pricing function takes the item, its path and the :class:`PlanContext` and adds lines and
findings to a :class:`Priced`; limits that span items (boxes in use, loads per launcher, two SEN
boxes a target) are checked in ``plan_limits``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Literal, Mapping, NamedTuple

from designer.core.evaluation import Finding, Severity
from designer.core.model import RuleValue
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import Energy, SystemSpec
from designer.games.sfb.design import SfbDesign
from designer.core.numbers import counted
from designer.games.sfb.rules.exact import exact, shown
from designer.games.sfb.rules.movement import RUTAN, bolt_energy, movement_energy
from designer.games.sfb.plan_model import (
    Activate,
    Arm,
    Blossom,
    Bolt,
    EnergyPlan,
    Hold,
    HoldAmt,
    LoadAmt,
    Manufacture,
    OcdUse,
    Other,
    PlanItem,
    Repel,
    ScannerUse,
    SensorUse,
)
from designer.games.sfb.rules.ssd import Installed

PLAN_RULE = "Energy allocation (digest §11.3)"
REPEL = "repel"
SENSOR = "special-sensor"
SCANNER = "special-scanner"


ZERO = Fraction(0)


class PlanLine(NamedTuple):
    """One line of the energy allocation: what, how much, where in the design; ``warp`` is the
    part that must come from the warp engines (the Particle Beam's arming, 004 L272). A named
    tuple: quicker to make than a frozen dataclass, a plan's every line on every evaluation."""

    label: str
    energy: Fraction
    path: str
    warp: Fraction = ZERO


class PlanContext:
    """What pricing and checking a plan reads, each worked out once a plan (the pricing and
    the limits ask for them item by item)."""

    __slots__ = (
        "design",
        "catalog",
        "entries",
        "aboard",
        "options",
        "plan",
        "engine_doubling",
        "divisor",
        "items",
        "by_kind",
    )

    def __init__(
        self,
        design: SfbDesign,
        catalog: SfbCatalog,
        entries: tuple[Installed, ...],
        aboard: Mapping[str, int],  # the entries' boxes by system (``ssd.aboard``)
        options: Mapping[str, RuleValue],
    ) -> None:
        self.design = design
        self.catalog = catalog
        self.entries = entries
        self.aboard = aboard
        self.options = options
        self.plan: EnergyPlan = design.energy_plan
        # The items with their paths, and by kind (exact type: the kinds are sibling models),
        # for the pricing and the eleven limits that each read some kinds.
        self.items = [(f"energy_plan.items[{i}]", item) for i, item in enumerate(self.plan.items)]
        self.by_kind: dict[type, list[tuple[str, PlanItem]]] = {}
        for path, item in self.items:
            self.by_kind.setdefault(type(item), []).append((path, item))
        self.engine_doubling: bool = self.plan.engine_doubling and design.race == RUTAN
        # A mega-box ship's power is already divided by 10 (004 L38-40), so by default the
        # rules' energy costs are too (rule option mega_box_energy); 1 on other ships.
        self.divisor: int = (
            catalog.rules.mega_box.boxes
            if design.data.mega_box and options["mega_box_energy"] == "divide"
            else 1
        )

    def boxes(self, system_id: str) -> int:
        return self.aboard.get(system_id, 0)

    def scaled(self, energy: Fraction) -> Fraction:
        divisor = self.divisor
        return energy if divisor == 1 else energy / divisor  # most ships: no division to make


@dataclass
class Priced:
    lines: list[PlanLine] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    blossom: str = ""  # what a blossom item's cost is made of, for the plan's findings

    def line(self, label: str, energy: Fraction, path: str, warp: Fraction = ZERO) -> None:
        self.lines.append(PlanLine(label, energy, path, warp))

    def problem(
        self, code: str, message: str, path: str, rule: str = PLAN_RULE, severity: Severity = "error"
    ) -> None:
        self.findings.append(Finding(code, severity, message, path, rule))


def _spec(
    item: Arm | Hold | Activate, path: str, ctx: PlanContext, out: Priced
) -> tuple[SystemSpec, Energy] | None:
    """The item's system and its energy, or None (with a finding) when it cannot be priced."""
    spec = ctx.catalog.system(item.system)
    if spec is None:
        out.problem("SFB-SYSTEM-UNKNOWN", f"{item.system!r} is not a system of the catalog", f"{path}.system")
        return None
    if ctx.boxes(item.system) == 0:
        out.problem("SFB-PLAN-BOXES", f"the ship has no {spec.label} boxes", f"{path}.system")
    elif spec.energy is None:
        out.problem(
            "SFB-PLAN-ENERGY-UNKNOWN",
            f"{spec.name}: its energy is the base game's, not the supplement's; enter it as an 'other' item",
            f"{path}.system",
            severity="warning",
        )
    if spec.energy is None:
        return None  # nothing to price it by (missing boxes are reported above)
    return spec, spec.energy


def _arming_energy(item: Arm, path: str, spec: SystemSpec, energy: Energy, out: Priced) -> Fraction | None:
    """One arming of one box in the item's mode, boost included."""
    base: Fraction | None
    if energy.turns:
        if item.turn > len(energy.turns):
            out.problem(
                "SFB-PLAN-ARM-TURN",
                f"{spec.label} arms over {len(energy.turns)} "
                f"turns ({'-'.join(shown(t) for t in energy.turns)}), not {item.turn}",
                f"{path}.turn",
            )
            return None
        base = energy.turns[item.turn - 1]
    elif item.mode == "overload":
        base = energy.overload
    elif item.mode in ("short", "long"):
        base = energy.modes.get(item.mode)
    else:
        base = energy.arm
    if base is None:
        out.problem("SFB-PLAN-MODE", f"{spec.label} cannot be armed in {item.mode} mode", f"{path}.mode")
        return None
    boost = exact(item.boost)
    if boost and (energy.boost is None or boost % energy.boost.energy):
        step = f"in steps of {shown(energy.boost.energy)}" if energy.boost else "not at all"
        out.problem("SFB-PLAN-MODE", f"{spec.label} is boosted {step}", f"{path}.boost")
        return None
    return base + boost


def price_arm(item: Arm, path: str, ctx: PlanContext, out: Priced) -> None:
    """Boxes x armings x energy; an arming per ``turn`` covers ``rate`` firings, per ``shot``
    one. Engine Doubling doubles every weapon's firing rate (004 L696); decision: each extra
    arming costs its energy again."""
    priced = _spec(item, path, ctx, out)
    if priced is None:
        return
    spec, spec_energy = priced
    per_arming = _arming_energy(item, path, spec, spec_energy, out)
    if per_arming is None:
        return
    doubling = ctx.catalog.rules.engine_doubling.fire_rate_multiplier if ctx.engine_doubling else 1
    if item.shots > spec.rate * doubling:
        out.problem(
            "SFB-PLAN-RATE",
            f"{spec.label} fires at most {counted(spec.rate * doubling, 'time')} a turn",
            f"{path}.shots",
            f"{spec.name} ({spec.source})",
        )
    armings = item.shots if spec_energy.per == "shot" else math.ceil(item.shots / spec.rate)
    energy = ctx.scaled(item.boxes * armings * per_arming)
    if spec_energy.turns:
        mode = f", turn {item.turn}"
    else:
        mode = "" if item.mode == "standard" else f", {item.mode}"
    shots = f", {item.shots} shots" if item.shots > 1 else ""
    boost = f", boost {shown(exact(item.boost))}" if item.boost else ""
    out.line(
        f"Arm {item.boxes} x {spec.label}{mode}{shots}{boost}",
        energy,
        path,
        _warp_part(item, spec_energy, armings, ctx, energy),
    )


def _warp_part(item: Arm, spec_energy: Energy, armings: int, ctx: PlanContext, energy: Fraction) -> Fraction:
    """What must be warp energy: the Particle Beam's arming "takes 3 units of warp energy"
    (004 L272); its boost, "1/2 point of energy" (L273), names no source, so by default it may
    come from any power (rule option particle_beam_boost: warp-only counts it as warp too)."""
    if not spec_energy.warp_only:
        return Fraction(0)
    if ctx.options["particle_beam_boost"] == "warp-only":
        return energy
    return energy - ctx.scaled(item.boxes * armings * exact(item.boost))


def _per_box(
    item: Hold | Activate,
    path: str,
    ctx: PlanContext,
    out: Priced,
    field: Literal["hold", "activate"],
    verb: str,
    refused: str,
) -> None:
    """Boxes x the catalog's ``field`` energy of the system (its hold, its activation)."""
    priced = _spec(item, path, ctx, out)
    if priced is None:
        return
    spec, spec_energy = priced
    energy = spec_energy.hold if field == "hold" else spec_energy.activate
    if energy is None:
        out.problem("SFB-PLAN-MODE", f"{spec.label} {refused}", f"{path}.system")
        return
    turns = spec_energy.turns_active if field == "activate" else None
    lasts = f" ({turns} turns)" if turns and turns > 1 else ""
    out.line(f"{verb} {item.boxes} x {spec.label}{lasts}", ctx.scaled(item.boxes * energy), path)


def price_hold(item: Hold, path: str, ctx: PlanContext, out: Priced) -> None:
    _per_box(item, path, ctx, out, "hold", "Hold", "cannot be held")


def price_activate(item: Activate, path: str, ctx: PlanContext, out: Priced) -> None:
    _per_box(item, path, ctx, out, "activate", "Activate", "is not activated this way")


def price_repel(item: Repel, path: str, ctx: PlanContext, out: Priced) -> None:
    spec = ctx.catalog.system(REPEL)
    boxes = ctx.boxes(REPEL)
    if not boxes:
        out.problem("SFB-PLAN-BOXES", "the ship has no REPEL boxes", path)
        return
    if spec is None:
        return  # not in the catalog: the box groups report the unknown system
    energy = spec.energy
    if energy is None or energy.attempts_per_turn is None or energy.per_attempt is None:
        out.problem("SFB-PLAN-ENERGY-UNKNOWN", f"{spec.name}: the catalog gives no energy per attempt", path)
        return
    most = boxes * energy.attempts_per_turn
    if item.attempts > most:
        out.problem(
            "SFB-PLAN-RATE",
            f"{boxes} REPEL box(es) make at most {most} attempts a turn",
            f"{path}.attempts",
            f"REPEL ({spec.source})",
        )
    out.line(f"REPEL, {item.attempts} attempts", ctx.scaled(item.attempts * energy.per_attempt), path)


def price_load(item: LoadAmt, path: str, ctx: PlanContext, out: Priced) -> None:
    torpedo = ctx.catalog.rules.torpedoes[item.torpedo]
    out.line(f"Load {item.count} {item.torpedo} AMT", ctx.scaled(item.count * torpedo.load), path)


def price_amt_hold(item: HoldAmt, path: str, ctx: PlanContext, out: Priced) -> None:
    torpedo = ctx.catalog.rules.torpedoes[item.torpedo]
    out.line(f"Hold {item.count} {item.torpedo} AMT", ctx.scaled(item.count * torpedo.hold), path)


def price_ammd(item: Manufacture, path: str, ctx: PlanContext, out: Priced) -> None:
    rule = ctx.catalog.rules.ammd
    energy = item.normal * rule.normal + item.heavy * rule.heavy + item.blank * rule.blank
    made = ", ".join(
        f"{n} {kind}"
        for n, kind in ((item.normal, "normal"), (item.heavy, "heavy"), (item.blank, "blank"))
        if n
    )
    out.line(f"AMMD: {made or 'nothing'}", ctx.scaled(energy), path)


def _function_power(
    system_id: str, function: str, boxes: int, path: str, ctx: PlanContext, out: Priced
) -> None:
    spec = ctx.catalog.system(system_id)
    if spec is None:
        return  # not in the catalog: the box groups report the unknown system
    if spec.energy is None or function not in spec.energy.functions:
        out.problem(
            "SFB-PLAN-ENERGY-UNKNOWN", f"{spec.name}: the catalog gives no power for {function}", path
        )
        return
    power = spec.energy.functions[function]
    out.line(f"{spec.label} x {boxes}, {function} ({power} a box)", ctx.scaled(Fraction(boxes * power)), path)


def price_sensor(item: SensorUse, path: str, ctx: PlanContext, out: Priced) -> None:
    _function_power(SENSOR, item.function, item.boxes, path, ctx, out)


def price_scanner(item: ScannerUse, path: str, ctx: PlanContext, out: Priced) -> None:
    _function_power(SCANNER, item.function, item.boxes, path, ctx, out)


def price_bolt(item: Bolt, path: str, ctx: PlanContext, out: Priced) -> None:
    energy = bolt_energy(ctx.design, ctx.catalog, item.hexes, ctx.engine_doubling, ctx.divisor)
    out.line(f"Bolt {item.hexes} hexes", energy, path)


def price_blossom(item: Blossom, path: str, ctx: PlanContext, out: Priced) -> None:
    """Every weapon fired once plus the energy to move six hexes (DTJG1.3, 004 L98-101)."""
    weapons = Fraction(0)
    unknown: list[str] = []
    boxes = 0
    for e in ctx.entries:
        if e.spec is None or not e.spec.weapon:
            continue
        boxes += e.boxes
        fire = e.spec.energy.fire_energy() if e.spec.energy is not None else None
        if fire is None:
            unknown.append(e.spec.label)
        else:
            weapons += e.boxes * fire
    if unknown and not item.base_game_energy:
        out.problem(
            "SFB-PLAN-ENERGY-UNKNOWN",
            f"the blossom fires {', '.join(dict.fromkeys(unknown))}, whose energy is the "
            "base game's: enter it as base_game_energy",
            f"{path}.base_game_energy",
            "Rutan blossom (004 L98-101)",
            "warning",
        )
    halve = ctx.engine_doubling and ctx.options["blossom_movement"] == "engine-doubling"
    hexes = ctx.catalog.rules.blossom.hexes
    move = movement_energy(ctx.design, ctx.catalog, hexes, halve)
    fired = ctx.scaled(weapons) + exact(item.base_game_energy)
    out.line(
        f"Blossom: {boxes} weapon boxes once ({shown(fired)}) + {hexes} hexes ({shown(move)})",
        fired + move,
        path,
    )
    # Why the cost moves with the SSD: the plan's findings say it (issue 21 item 7).
    out.blossom = (
        f"the blossom fires every weapon aboard once ({boxes} weapon boxes, "
        f"{shown(fired)}), so each weapon added raises its cost"
    )


def price_ocd(item: OcdUse, path: str, ctx: PlanContext, out: Priced) -> None:
    """range x R + size x S + energy x E + constant (004 L546-565)."""
    rule = ctx.catalog.rules.ocd.functions[item.function]
    energy = (
        rule.range * item.range
        + rule.size * item.size_class
        + rule.energy * exact(item.energy)
        + rule.constant
    )
    if rule.round_up:
        energy = Fraction(math.ceil(energy))
    if energy <= 0:
        out.problem(
            "SFB-PLAN-OCD-RANGE",
            f"OCD {item.function}: {rule.formula} comes to {shown(energy)}; the function cannot be used here",
            path,
            f"OCD ({rule.source})",
            "warning",
        )
        energy = Fraction(0)
    out.line(f"OCD box {item.box}: {item.function}", ctx.scaled(energy), path)


def price_other(item: Other, path: str, ctx: PlanContext, out: Priced) -> None:
    out.line(item.label, exact(item.energy), path)


PRICES: dict[type, Callable] = {
    Arm: price_arm,
    Hold: price_hold,
    Activate: price_activate,
    Repel: price_repel,
    LoadAmt: price_load,
    HoldAmt: price_amt_hold,
    Manufacture: price_ammd,
    SensorUse: price_sensor,
    ScannerUse: price_scanner,
    Bolt: price_bolt,
    Blossom: price_blossom,
    OcdUse: price_ocd,
    Other: price_other,
}


def price_items(ctx: PlanContext, out: Priced) -> None:
    for path, item in ctx.items:
        PRICES[type(item)](item, path, ctx, out)
