"""Evaluate an SSD (digest §11 with its corrections): pure, from (design, catalog, options).

``stats`` hold the BPV as ``points`` (exact fifths), power by source and its total, the battery
capacity apart, box counts by hit category, and the figures the header's meters will draw (energy
plan against power available, Joshada refit against 20, Rutan option cost against BPV/10). The
breakdown has one row per box group (its ``boxes``) and per option mount (its cost as ``bpv``),
after the base BPV, so the bpv column sums to the BPV; then the energy plan's lines (``energy``).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import repeat
from typing import Any, Mapping, NamedTuple

from designer.core.evaluation import BreakdownRow, Evaluation, Finding, Meter, sort_findings
from designer.core.memo import Memo
from designer.core.model import RuleValue
from designer.core.numbers import Number
from designer.games.sfb.rules import checks, ssd
from designer.games.sfb.rules.ammunition import ammunition_tracks, computed_tracks
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.detail import SfbDetail
from designer.games.sfb.rules.energy_plan import plan_figures, priced_plan
from designer.games.sfb.rules.exact import exact
from designer.games.sfb.rules.option_mounts import (
    OptionFigures,
    budget_findings,
    mount_findings,
    option_figures,
)

ZERO = Fraction(0)


def _stats(detail: SfbDetail) -> dict[str, Any]:
    power, mounts, plan = detail.power, detail.options, detail.plan
    by_hit = dict(detail.boxes_by_hit)
    stats: dict[str, Any] = {
        "points": detail.bpv,
        "base_bpv": detail.base_bpv,
        "power_warp": power.warp,
        "power_impulse": power.impulse,
        "power_reactors": power.reactor,
        "power_total": power.total,
        "battery_capacity": power.battery_capacity,
        "boxes": sum(by_hit.values()),
        "boxes_by_hit": by_hit,
        "mega_box_scale": detail.mega_box_scale,
    }
    if mounts.list_name:
        stats |= _option_stats(mounts)
    if plan is not None:
        stats |= {"plan_energy": plan.total, "plan_available": plan.available}
    return stats


def _option_stats(mounts: OptionFigures) -> dict[str, Any]:
    stats: dict[str, Any] = {"option_list": mounts.list_name, "option_cost": mounts.total}
    if mounts.budget is not None:
        stats |= {
            f"{mounts.budget_kind}_budget": mounts.budget,
            f"{mounts.budget_kind}_remaining": mounts.remaining,
        }
    return stats


def _breakdown(
    design: SfbDesign,
    detail: SfbDetail,
    group_rows: tuple[BreakdownRow, ...],
    mounts_fitted: tuple[ssd.Installed, ...],
) -> tuple[BreakdownRow, ...]:
    """``group_rows``: the box groups' rows (kept by :func:`evaluate` with the groups' entries);
    ``mounts_fitted``: the fitted option mounts' entries."""
    rows = [BreakdownRow("Base BPV (ship data table)", {"boxes": 0, "bpv": detail.base_bpv}, "data.bpv")]
    rows += group_rows
    costs = {c.path: c.cost for c in detail.options.costs}
    specs = {e.path: e.spec for e in mounts_fitted}
    adds = detail.options.adds_to_bpv
    for i, mount in enumerate(design.option_mounts):
        path = f"option_mounts[{i}]"
        spec = specs.get(path)
        what = spec.label if spec is not None else (mount.fitted or "empty")
        rows.append(
            BreakdownRow(
                f"{mount.mount}: {what}", {"boxes": 1, "bpv": costs.get(path, ZERO) if adds else ZERO}, path
            )
        )
    if detail.plan is not None:  # the turn's energy allocation, line by line (its own measure)
        rows += [
            BreakdownRow(f"Energy: {line.label}", {"energy": line.energy}, line.path)
            for line in detail.plan.lines
        ]
    return tuple(rows)


def _table_ids(entries: tuple[ssd.Installed, ...]) -> dict[str, None]:
    """The charts printed on the SSDs of ships carrying the weapon (004 L154, L165, L176, L278,
    L416), each once, in the order the weapons appear."""
    return dict.fromkeys(t for e in entries if e.spec is not None for t in e.spec.tables)


def _meters(detail: SfbDetail) -> tuple[Meter, ...]:
    """The energy plan against the power available; the option mounts against their budget
    (the Joshada's refit resources of 20, the Rutan allowance of BPV/10)."""
    out = []
    if detail.plan is not None:
        out.append(
            Meter(
                "plan",
                "Energy plan",
                detail.plan.total,
                detail.plan.available,
                "power",
                "This turn's energy allocation against the power the ship makes",
            )
        )
    mounts = detail.options
    if mounts.list_name and mounts.budget is not None:
        label = "Refit budget" if mounts.budget_kind == "refit" else "Option allowance"
        out.append(
            Meter(
                mounts.budget_kind,
                label,
                mounts.total,
                mounts.budget,
                "BPV",
                "What the fitted option mounts cost against what the ship may spend",
            )
        )
    return tuple(out)


DESIGNS_KEPT = 64  # results a design's worth each (every box group's entry): a bound on memory


class _Groups(NamedTuple):
    """What the box groups alone work out, kept together with their list: one memo look-up an
    evaluation, not one per group and figure (a miss costs more than making an entry)."""

    entries: tuple[ssd.Installed, ...]
    power: ssd.PowerFigures
    hits: dict[str, int]
    aboard: dict[str, int]  # boxes by system
    table_ids: dict[str, None]  # the weapon charts the groups carry
    preloaded: int  # boxes marked T (cargo preloaded with AMTs)
    rows: tuple[BreakdownRow, ...]
    # The checks of one group at a time but the race's: unknown systems, arcs, marks, arrays.
    unknown: list[Finding]
    arcs: list[Finding]
    marks: list[Finding]
    arrays: list[Finding]


def _box_groups(design: SfbDesign, catalog: SfbCatalog) -> _Groups:
    """Every box group's entry, row and checks, then the figures system by system: the same as
    ``ssd.box_groups``, ``ssd.power``, ``ssd.hit_counts``, ``ssd.aboard``, ``ssd.marked`` and
    the checks of ``checks.ssd_findings`` give, from the catalog's facts. Made column by column
    (a comprehension or a map a field runs at about twice the speed of one loop doing it all,
    on every group of every new box list); a group that may have a finding goes to its check."""
    groups = design.boxes
    systems = [g.system for g in groups]
    counts = [g.count for g in groups]
    arcs = [tuple(g.arcs) for g in groups]
    marks = [tuple(g.marks) for g in groups]
    paths = [f"boxes[{i}]" for i in range(len(groups))]
    facts_of = catalog.facts.get
    facts = list(map(facts_of, systems))
    specs = [f.spec if f is not None else None for f in facts]
    entries = tuple(map(ssd.Installed._make, zip(paths, systems, specs, counts, arcs, marks, repeat(""))))
    labels = [f.label if f is not None else s for f, s in zip(facts, systems)]
    items = [
        f"{n} x {label} ({' '.join(a)})" if a else f"{n} x {label}"
        for n, label, a in zip(counts, labels, arcs)
    ]
    measures: list[Mapping[str, Number]] = [{"boxes": n, "bpv": ZERO} for n in counts]
    rows = tuple(map(BreakdownRow, items, measures, paths))
    aboard: dict[str, int] = {}
    for system_id, n in zip(systems, counts):
        aboard[system_id] = aboard.get(system_id, 0) + n
    preloaded = sum(m.count("T") for m in marks if m)
    unknown: list[Finding] = []
    arced: list[Finding] = []
    marked: list[Finding] = []
    arrayed: list[Finding] = []
    suspect = [
        (entry, f)
        for entry, f, a, m, n in zip(entries, facts, arcs, marks, counts)
        if f is None or m or (f.arcs_refused if a else f.arcs_needed) or (f.group_of and n % f.group_of)
    ]
    for entry, f in suspect:
        if f is None:
            unknown += checks.unknown_systems((entry,))
            continue
        arced += checks.arcs((entry,))
        marked += checks.marks_and_labels((entry,))
        arrayed += checks.arrays((entry,))
    # Power, hits and charts by system, in the order the systems first appear (as by group).
    by_source = dict.fromkeys(ssd.POWER_SOURCES, 0)
    battery = 0
    assumed: list[str] = []
    hits: dict[str, int] = {}
    table_ids: dict[str, None] = {}
    for system_id, boxes in aboard.items():
        system = facts_of(system_id)
        if system is None:
            continue
        if system.power is not None:
            source, per_box = system.power
            by_source[source] += boxes * per_box
            if system.power_assumed:
                assumed.append(system.label)
        battery += boxes * system.battery
        hits[system.hit] = hits.get(system.hit, 0) + boxes
        if system.tables:
            table_ids.update(dict.fromkeys(system.tables))
    power = ssd.PowerFigures(
        by_source["warp"], by_source["impulse"], by_source["reactor"], battery, tuple(dict.fromkeys(assumed))
    )
    return _Groups(
        entries,
        power,
        hits,
        aboard,
        table_ids,
        preloaded,
        rows,
        unknown,
        arced,
        marked,
        arrayed,
    )


def evaluate(
    design: SfbDesign, catalog: SfbCatalog, options: Mapping[str, RuleValue], memos: Memo | None = None
) -> Evaluation:
    """``memos`` (the caller's, as the window's document keeps them) keep, here and nowhere
    below, what the box groups work out: untouched groups (an edit of a ship field) keep the
    very same entries, with their power, hits, rows and checks (the race check apart, as it
    reads the ship's race, period and type too). An edit of one group makes the groups' part
    anew: a look-up per group cost more than making its entry and row."""
    memos = memos if memos is not None else Memo()
    part = memos.of(
        "sfb-box-groups", design.boxes, lambda: _box_groups(design, catalog), catalog, limit=DESIGNS_KEPT
    )
    groups = part.entries
    # A fitted mount's entry reads the mount, its place and the catalog: kept by the mounts'
    # identities, so an edit elsewhere hands the same entries on (and keeps what they decide).
    mounts_fitted = memos.of(
        "sfb-fitted-mounts",
        design.option_mounts,
        lambda: ssd.fitted_mounts(design, catalog),
        catalog,
        limit=DESIGNS_KEPT,
    )
    entries = groups + mounts_fitted
    power = ssd.power_in_parts(part.power, mounts_fitted)
    aboard = ssd.aboard(mounts_fitted, part.aboard)
    hits = ssd.hits_in_parts(part.hits, mounts_fitted)
    base = exact(design.data.bpv)
    mounts = _option_figures(design, catalog, options, memos, base)
    # The plan's prices and checks read the entries (and their power), the plan, the race, two
    # ship data fields and the options; bolting, which reads the size class, is checked anew.
    priced = memos.of(
        "sfb-plan",
        (groups, mounts_fitted, design.energy_plan),
        lambda: priced_plan(design, catalog, entries, aboard, power, options),
        catalog,
        design.race,
        design.data.movement_cost,
        design.data.mega_box,
        tuple(sorted(options.items())),
        limit=DESIGNS_KEPT,
    )
    plan, plan_findings = plan_figures(design, catalog, entries, aboard, options, priced)
    findings: list[Finding] = checks.ssd_findings(
        design, catalog, entries, aboard, power.total, groups, _group_checks(design, catalog, memos, part)
    )
    findings += _mount_findings(design, catalog, memos, part.preloaded)
    findings += budget_findings(mounts)
    findings += plan_findings
    tracks = memos.of(
        "sfb-ammunition",
        (groups, mounts_fitted),
        lambda: computed_tracks(aboard, part.preloaded + ssd.marked(mounts_fitted, "T"), catalog, options),
        catalog,
        options["amt_track_cargo"],
        options["cargo_amt_capacity"],
        limit=DESIGNS_KEPT,
    )
    detail = SfbDetail(
        bpv=base + (mounts.total if mounts.adds_to_bpv else 0),
        base_bpv=base,
        entries=entries,
        power=power,
        options=mounts,
        ammunition=ammunition_tracks(design, tracks),
        plan=plan,
        boxes_by_hit=tuple(ssd.boxes_by_hit(design, entries, hits).items()),
        tables=tuple(catalog.tables[t] for t in {**part.table_ids, **_table_ids(mounts_fitted)}),
        race=catalog.races.get(design.race),
        mega_box_scale=catalog.rules.mega_box.boxes if design.data.mega_box else 1,
        larger_means=str(options["larger_means"]),
        play=catalog.play,
    )
    return Evaluation(
        _stats(detail),
        _breakdown(design, detail, part.rows, mounts_fitted),
        sort_findings(findings),
        _meters(detail),
        detail=detail,
    )


def _group_checks(
    design: SfbDesign, catalog: SfbCatalog, memos: Memo, part: _Groups
) -> checks.GroupChecks | None:
    """The box groups' checks, none when the race is unknown (that one finding says it all). The
    race check reads the ship's race, period and type too: kept apart from the groups."""
    if design.race and design.race not in catalog.races:
        return None
    groups = part.entries
    race = memos.of(
        "sfb-race-checks",
        (groups,),
        lambda: list(checks.race_and_availability(design, catalog, groups)),
        catalog,
        design.race,
        design.early_period,
        design.ship,
    )
    return part.unknown, part.arcs, part.marks, part.arrays, race


def _option_figures(
    design: SfbDesign, catalog: SfbCatalog, options: Mapping[str, RuleValue], memos: Memo, base: Fraction
) -> OptionFigures:
    """The mounts' costs and budget: they read the mounts, the option list, the base BPV and two
    options."""
    return memos.of(
        "sfb-option-figures",
        design.option_mounts,
        lambda: option_figures(design, catalog, options, base),
        catalog,
        design.option_list,
        design.data.bpv,
        options["joshada_refit_bpv"],
        options["rutan_allowance"],
        limit=DESIGNS_KEPT,
    )


def _mount_findings(design: SfbDesign, catalog: SfbCatalog, memos: Memo, preloaded: int) -> list[Finding]:
    """The mounts' checks read the mounts, the campaign, the option list, the race and the cargo
    marked T: kept, as the window evaluates after each edit of anything else."""
    return memos.of(
        "sfb-mount-findings",
        (*design.option_mounts, design.campaign),
        lambda: list(mount_findings(design, catalog, preloaded)),
        catalog,
        design.option_list,
        design.race,
        preloaded,
        limit=DESIGNS_KEPT,
    )


__all__ = ["evaluate"]
