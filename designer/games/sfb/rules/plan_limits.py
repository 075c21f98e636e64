"""Limits of an energy plan that span its items: no more boxes used than the ship has, one load a
launcher a turn, one torpedo an AMMD box, two Special Sensor boxes a target, two Special Scanner
boxes honing, bolts by the ship's right to bolt, one blossom, two functions an OCD box."""

from __future__ import annotations

from collections import defaultdict
from typing import Iterator, TypeVar

from designer.core.evaluation import Finding
from designer.games.sfb.rules.movement import RUTAN, bolt_right
from designer.games.sfb.rules.plan_costs import PLAN_RULE, SCANNER, SENSOR, PlanContext
from designer.games.sfb.plan_model import (
    Activate,
    Arm,
    Blossom,
    Bolt,
    Hold,
    HoldAmt,
    LoadAmt,
    Manufacture,
    OcdUse,
    PlanItem,
    ScannerUse,
    SensorUse,
)

OCD = "ocd"
Kind = TypeVar("Kind", bound=PlanItem)


def _items(ctx: PlanContext, kind: type[Kind]) -> list[tuple[str, Kind]]:
    """The plan's items of ``kind`` with their paths, in plan order (the limits ask eleven
    times a plan: the context keeps them by kind; ``isinstance`` types them)."""
    return [(path, item) for path, item in ctx.by_kind.get(kind, []) if isinstance(item, kind)]


def boxes_in_use(ctx: PlanContext) -> Iterator[Finding]:
    """A box is armed, held or switched on once a turn; SEN and SCAN boxes serve one use each."""
    used: dict[str, list[tuple[str, int]]] = defaultdict(list)
    if not ctx.by_kind.keys() & {Arm, Hold, Activate, SensorUse, ScannerUse}:
        return
    for path, item in ctx.items:
        if isinstance(item, (Arm, Hold, Activate)):
            used[item.system].append((path, item.boxes))
    for path, item in _items(ctx, SensorUse):
        used[SENSOR].append((path, item.boxes))
    for path, item in _items(ctx, ScannerUse):
        used[SCANNER].append((path, item.boxes))
    for system_id, uses in used.items():
        have = ctx.boxes(system_id)
        spec = ctx.catalog.system(system_id)
        if spec is not None and have and sum(n for _, n in uses) > have:
            yield Finding(
                "SFB-PLAN-BOXES",
                "error",
                f"the plan uses {sum(n for _, n in uses)} {spec.label} boxes; the ship has {have}",
                uses[-1][0],
                PLAN_RULE,
            )


def amt_launchers(ctx: PlanContext) -> Iterator[Finding]:
    """One AMT a normal launcher a turn, one every second impulse on a fast one (004 L138-146);
    Early AMTs only in normal launchers (L185); a torpedo is held in its launcher."""
    if LoadAmt not in ctx.by_kind and HoldAmt not in ctx.by_kind:
        return
    rules = ctx.catalog.rules.launchers
    normal = ctx.catalog.boxes_of_role(ctx.aboard, "launcher-normal")
    fast = ctx.catalog.boxes_of_role(ctx.aboard, "launcher-fast")
    loads = list(_items(ctx, LoadAmt))
    room = normal * rules["normal"].loads_per_turn + fast * rules["fast"].loads_per_turn
    if loads and sum(item.count for _, item in loads) > room:
        yield Finding(
            "SFB-PLAN-AMT-LOAD",
            "error",
            f"{normal} normal and {fast} fast launchers load at most {room} AMTs a turn",
            loads[-1][0],
            "AMT launchers (004 L137-146)",
        )
    early = [(p, item) for p, item in loads if item.torpedo == "early"]
    if early and sum(item.count for _, item in early) > normal:
        yield Finding(
            "SFB-PLAN-AMT-LOAD",
            "error",
            f"Early AMTs load only into normal launchers ({normal})",
            early[-1][0],
            "AMT loading restrictions (004 L183-185)",
        )
    holds = list(_items(ctx, HoldAmt))
    if holds and sum(item.count for _, item in holds) > normal + fast:
        yield Finding(
            "SFB-PLAN-AMT-HOLD",
            "error",
            f"{normal + fast} launchers hold at most {normal + fast} AMTs",
            holds[-1][0],
            "AMT holding (004 L152, L163)",
        )


def ammd(ctx: PlanContext) -> Iterator[Finding]:
    """Decision (digest §13.15, rule option ammd_per_box): an AMMD box makes one torpedo a turn."""
    made = list(_items(ctx, Manufacture))
    if not made:
        return
    boxes = ctx.catalog.boxes_of_role(ctx.aboard, "manufacture")
    if not boxes:
        yield Finding("SFB-PLAN-BOXES", "error", "the ship has no AMMD boxes", made[0][0], PLAN_RULE)
        return
    cap = boxes * ctx.catalog.rules.ammd.per_box
    torpedoes = sum(item.normal + item.heavy for _, item in made)
    if ctx.options["ammd_per_box"] == "one" and torpedoes > cap:
        yield Finding(
            "SFB-PLAN-AMMD",
            "error",
            f"{boxes} AMMD box(es) make at most {cap} torpedoes a turn",
            made[-1][0],
            "AMMD (004 L436-444)",
        )


def sensor_use(ctx: PlanContext) -> Iterator[Finding]:
    """At most two Special Sensor boxes interfere with one target (004 L515-517) and two Special
    Scanner boxes hone (L528-530): a limit on use, not on boxes (digest correction 4)."""
    if SensorUse not in ctx.by_kind and ScannerUse not in ctx.by_kind:
        return
    per_target: dict[str, int] = {}
    last: dict[str, str] = {}
    for path, item in _items(ctx, SensorUse):
        if item.function == "interference":
            per_target[item.target] = per_target.get(item.target, 0) + item.boxes
            last[item.target] = path
    limit = ctx.catalog.rules.special_sensor.interference_boxes_per_target
    for target, boxes in per_target.items():
        if boxes > limit:
            yield Finding(
                "SFB-PLAN-SEN-TARGET",
                "error",
                f"{boxes} Special Sensor boxes interfere with {target or 'one target'}; "
                f"at most {limit} a target",
                last[target],
                "Special Sensors (004 L515-517)",
            )
    hone = [(p, item) for p, item in _items(ctx, ScannerUse) if item.function == "hone"]
    limit = ctx.catalog.rules.special_scanner.hone_boxes
    if sum(item.boxes for _, item in hone) > limit:
        yield Finding(
            "SFB-PLAN-SCAN-HONE",
            "error",
            f"at most {limit} Special Scanner boxes may hone",
            hone[-1][0],
            "Special Scanners (004 L528-530)",
        )


def bolts_and_blossom(ctx: PlanContext) -> Iterator[Finding]:
    bolts = list(_items(ctx, Bolt))
    if bolts:
        right = bolt_right(ctx.design, ctx.catalog, ctx.engine_doubling)
        if not right.allowed:
            yield Finding(
                "SFB-PLAN-BOLT",
                "error",
                f"this ship cannot bolt: {right.reason}",
                bolts[0][0],
                "Bolting (004 L51-74)",
            )
        elif right.per_turn is not None and len(bolts) > right.per_turn:
            yield Finding(
                "SFB-PLAN-BOLT",
                "error",
                f"{right.reason}; the plan has {len(bolts)}",
                bolts[-1][0],
                "Bolting (004 L51-74)",
            )
        for path, bolt in bolts:
            if right.allowed and right.max_hexes is not None and bolt.hexes > right.max_hexes:
                yield Finding(
                    "SFB-PLAN-BOLT",
                    "error",
                    f"Ability to Bolt {right.max_hexes} Hexes",
                    f"{path}.hexes",
                    "Ability to Bolt (004 L70-73)",
                )
    blossoms = list(_items(ctx, Blossom))
    if blossoms and ctx.design.race != RUTAN:
        yield Finding(
            "SFB-PLAN-BLOSSOM",
            "error",
            "only Rutan ships blossom",
            blossoms[0][0],
            "Rutan blossom (004 L80-101)",
        )
    elif len(blossoms) > ctx.catalog.rules.blossom.per_turn:
        yield Finding(
            "SFB-PLAN-BLOSSOM",
            "error",
            "a Rutan ship blossoms once a turn",
            blossoms[-1][0],
            "Rutan blossom (004 L85-86)",
        )


def ocd_functions(ctx: PlanContext) -> Iterator[Finding]:
    """A given OCD box may only use two of the functions (004 L544)."""
    uses = list(_items(ctx, OcdUse))
    if not uses:
        return
    boxes = ctx.boxes(OCD)
    limit = ctx.catalog.rules.ocd.functions_per_box
    functions: dict[int, set[str]] = defaultdict(set)
    for path, item in uses:
        if item.box > boxes:
            yield Finding(
                "SFB-PLAN-BOXES",
                "error",
                f"OCD box {item.box}: the ship has {boxes}",
                f"{path}.box",
                PLAN_RULE,
            )
        functions[item.box].add(item.function)
        if len(functions[item.box]) > limit:
            yield Finding(
                "SFB-PLAN-OCD-FUNCTIONS",
                "error",
                f"OCD box {item.box} uses more than {limit} functions",
                path,
                "OCD (004 L544)",
            )


def plan_limits(ctx: PlanContext) -> tuple[list[Finding], list[Finding]]:
    """The plan's limits but bolting and blossoming (:func:`bolts_and_blossom`, which reads the
    ship's size class, nimbleness and bolt ability): those listed before it, then after it."""
    return [*boxes_in_use(ctx), *amt_launchers(ctx), *ammd(ctx), *sensor_use(ctx)], list(ocd_functions(ctx))
