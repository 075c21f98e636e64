"""What an SSD holds, system by system: its box groups and the systems fitted in its option mounts,
the power it generates by source, its battery capacity and its boxes by hit category.

Pure functions of (design, catalog). On a mega-box SSD every figure is as printed: "their power
systems are also divided by 10" already (004 L38-40).
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Iterable, NamedTuple

from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import SystemSpec
from designer.games.sfb.design import SfbDesign

POWER_SOURCES = ("warp", "impulse", "reactor")
EMPTY_MOUNT = "Option mount (empty)"


class Installed(NamedTuple):
    """One box group, or one system in an option mount (``mount`` is its OPT/NWO kind). A
    named tuple: an evaluation makes one per box group, and it is three times quicker to make
    than a frozen dataclass."""

    path: str
    system_id: str
    spec: SystemSpec | None
    boxes: int
    arcs: tuple[str, ...]
    marks: tuple[str, ...] = ()
    mount: str = ""


@dataclass(frozen=True)
class PowerFigures:
    """Generation by source (warp, impulse, reactors) and its total; batteries store reserve
    power and generate none, so their capacity is reported apart (digest correction 3)."""

    warp: int
    impulse: int
    reactor: int
    battery_capacity: int
    assumed: tuple[str, ...]  # labels of systems whose power a box is assumed (AIR, base game)

    @property
    def total(self) -> int:
        return self.warp + self.impulse + self.reactor


def box_groups(design: SfbDesign, catalog: SfbCatalog) -> tuple[Installed, ...]:
    """Every box group's entry, in file order (``rules.evaluate`` keeps them between edits)."""
    spec = catalog.systems.get  # one look-up a group, on every evaluation of a new box list
    return tuple(
        Installed(f"boxes[{i}]", g.system, spec(g.system), g.count, tuple(g.arcs), tuple(g.marks))
        for i, g in enumerate(design.boxes)
    )


def fitted_mounts(design: SfbDesign, catalog: SfbCatalog) -> tuple[Installed, ...]:
    """Every fitted option mount, in file order."""
    spec = catalog.systems.get
    return tuple(
        Installed(f"option_mounts[{i}]", m.fitted, spec(m.fitted), 1, tuple(m.arcs), (), m.mount)
        for i, m in enumerate(design.option_mounts)
        if m.fitted
    )


def installed(design: SfbDesign, catalog: SfbCatalog) -> tuple[Installed, ...]:
    """Every box group (:func:`box_groups`), then every fitted option mount, in file order."""
    return box_groups(design, catalog) + fitted_mounts(design, catalog)


def aboard(entries: Iterable[Installed], start: dict[str, int] | None = None) -> dict[str, int]:
    """Boxes by system id (unknown ones too), in order of first appearance, added to ``start``
    (the box groups' tally, which the caller may keep with them): what the plan's items and
    limits and the ammunition tracks count, system by system or role by role."""
    counts = dict(start) if start else {}
    for e in entries:
        counts[e.system_id] = counts.get(e.system_id, 0) + e.boxes
    return counts


def boxes_of(entries: Iterable[Installed], *system_ids: str) -> int:
    return sum(e.boxes for e in entries if e.system_id in system_ids)


def power(entries: Iterable[Installed]) -> PowerFigures:
    """Warp and impulse 1 a box, WARP-2 and A2WR 2 a box (004 L701-707), APR and AWR 1, AIR an
    assumption (its output is not in the seed, only its cost, L873)."""
    by_source = dict.fromkeys(POWER_SOURCES, 0)
    battery = 0
    assumed: list[str] = []
    for e in entries:
        spec = e.spec
        if spec is None:
            continue
        if spec.power is not None:
            by_source[spec.power.source] += e.boxes * spec.power.per_box
            if not spec.power.verified:
                assumed.append(spec.label)
        if spec.battery is not None:
            battery += e.boxes * spec.battery.per_box
    return PowerFigures(
        by_source["warp"], by_source["impulse"], by_source["reactor"], battery, tuple(dict.fromkeys(assumed))
    )


def power_in_parts(a: PowerFigures, mounts: tuple[Installed, ...]) -> PowerFigures:
    """:func:`power` of ``groups + mounts`` from ``a``, the groups' part (which the caller may
    keep with their tuple); whole numbers, so the sum is the same in two parts."""
    b = power(mounts)
    return PowerFigures(
        a.warp + b.warp,
        a.impulse + b.impulse,
        a.reactor + b.reactor,
        a.battery_capacity + b.battery_capacity,
        tuple(dict.fromkeys(a.assumed + b.assumed)),
    )


def hit_counts(entries: Iterable[Installed]) -> dict[str, int]:
    """Box counts by "destroyed on" category, in order of first appearance."""
    counts: dict[str, int] = {}
    for e in entries:
        if e.spec is not None:
            category = e.spec.hit.category
            counts[category] = counts.get(category, 0) + e.boxes
    return counts


def hits_in_parts(groups: dict[str, int], mounts: tuple[Installed, ...]) -> dict[str, int]:
    """:func:`hit_counts` of ``groups + mounts`` from ``groups``, the groups' counts (which the
    caller may keep with their tuple)."""
    counts = dict(groups)
    for category, n in hit_counts(mounts).items():
        counts[category] = counts.get(category, 0) + n
    return counts


def boxes_by_hit(
    design: SfbDesign, entries: Iterable[Installed], counts: dict[str, int] | None = None
) -> dict[str, int]:
    """Box counts by "destroyed on" category, most first; empty option mounts count apart and
    unknown systems not at all (they are findings). ``counts``: :func:`hit_counts` of
    ``entries`` when the caller has them."""
    counts = dict(hit_counts(entries) if counts is None else counts)
    empty = sum(1 for m in design.option_mounts if not m.fitted)
    if empty:
        counts[EMPTY_MOUNT] = empty
    # By name, then (a stable sort) most first: the order of (-count, name), without a key call.
    return dict(sorted(sorted(counts.items()), key=itemgetter(1), reverse=True))


def marked(entries: Iterable[Installed], mark: str) -> int:
    """How many boxes carry ``mark`` (cargo preloaded with AMTs: "T", 004 L187)."""
    return sum(e.marks.count(mark) for e in entries)


def of_role(entries: Iterable[Installed], role: str) -> int:
    """Boxes whose system is an AMT ``launcher`` (any type), ``storage`` or ``manufacture``."""
    return sum(
        e.boxes
        for e in entries
        if e.spec is not None and (e.spec.amt == role or role == "launcher" and e.spec.launcher is not None)
    )


def carries_antimatter(entries: tuple[Installed, ...]) -> bool:
    """AMT launchers, an AMMD or cargo preloaded with AMTs aboard: the ship must pay for
    containment (004 L709-712), the Joshada too once AMTs are fitted (L863-865)."""
    return bool(of_role(entries, "launcher") or of_role(entries, "manufacture") or marked(entries, "T"))
