"""What a design can do: firepower by range and arc, staying power and points efficiency
(issue 28), as neutral data every game fills in through ``Game.analyse`` and the CLI, the
window and the sheets show.

A game's rules (``designer/games/<game>/analysis.py``) turn each weapon into a damage
:class:`~designer.core.dice.Distribution` per range band and standard target; this module adds
them up per arc (only weapons whose arcs bear on a target in that arc fire at it), reads the
mean and the 10th and 90th percentiles, and sets the figures per 100 points beside the game's
standard designs of the same class.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING, Any

from designer.core.dice import Distribution
from designer.core.memo import Memo
from designer.core.numbers import Number, json_number

if TYPE_CHECKING:
    from designer.core.context import EvaluationContext, Profile
    from designer.core.evaluation import Evaluation
    from designer.core.game import AnyGame
    from designer.core.model import DesignBase, RuleValue


@dataclass(frozen=True)
class Figure:
    """Damage in one turn: its expected value and a bad and a good turn (10th, 90th percentile)."""

    mean: float
    low: float  # 10th percentile
    high: float  # 90th percentile

    @staticmethod
    def of(dist: Distribution) -> Figure:
        return Figure(float(dist.mean), float(dist.percentile(10)), float(dist.percentile(90)))

    def as_dict(self) -> dict[str, float]:
        return {"mean": round(self.mean, 4), "p10": self.low, "p90": self.high}


ZERO = Figure(0.0, 0.0, 0.0)


@dataclass(frozen=True)
class WeaponGroup:
    """Identical weapons counted once: ``count`` mounts bearing through ``arcs``, each doing
    ``damage[target][band]`` in a turn (a band a weapon cannot reach is absent). ``key`` says
    what kind of weapon it is, for the game's own notes (the memo keys on the damage itself)."""

    name: str
    count: int
    arcs: tuple[str, ...]
    damage: Mapping[str, Mapping[str, Distribution]]
    key: Hashable = None


@dataclass(frozen=True)
class Threshold:
    """A step of the staying-power track: after ``at`` damage, what happens (``effect``)."""

    at: Number
    effect: str


@dataclass(frozen=True)
class Ammunition:
    name: str
    turns: Number | None  # None: the seed does not say
    note: str = ""


@dataclass(frozen=True)
class StayingPower:
    to_destroy: Number | None  # damage that destroys the design; None: not given
    unit: str  # "damage points", "hull boxes", "internals"
    thresholds: tuple[Threshold, ...] = ()
    ammunition: tuple[Ammunition, ...] = ()
    note: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "to_destroy": _json_or(self.to_destroy),
            "unit": self.unit,
            "note": self.note,
            "thresholds": [{"at": json_number(t.at), "effect": t.effect} for t in self.thresholds],
            "ammunition": [
                {"name": a.name, "turns": _json_or(a.turns), "note": a.note} for a in self.ammunition
            ],
        }


def _json_or(value: Number | None) -> int | float | str:
    """A figure as JSON writes it, or "not given"."""
    return "not given" if value is None else json_number(value)


@dataclass(frozen=True)
class GameFigures:
    """What a game's rules hand over: the bands, targets and arcs it uses, the weapon groups,
    the staying power, the design's points and class, and what the seed does not give."""

    bands: tuple[str, ...]
    targets: tuple[str, ...]
    arcs: tuple[str, ...]
    groups: tuple[WeaponGroup, ...]
    staying: StayingPower
    points: Number | None
    size_class: str
    notes: tuple[str, ...] = ()
    complete: bool = True  # False: some weapons' numbers are not given, so no damage per point
    absorbs: Mapping[str, int] = field(default_factory=dict)  # per target: taken off each volley (a shield)


@dataclass(frozen=True)
class Efficiency:
    """Per 100 points: expected damage at each band (best arc, first target) and staying power."""

    name: str
    points: Number | None
    damage_per_100: tuple[float | None, ...]
    staying_per_100: float | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "points": None if self.points is None else json_number(self.points),
            "damage_per_100": list(self.damage_per_100),
            "staying_per_100": self.staying_per_100,
        }


@dataclass(frozen=True)
class DesignAnalysis:
    name: str
    figures: GameFigures
    # firepower[arc][target] = one Figure per band
    firepower: Mapping[str, Mapping[str, tuple[Figure, ...]]]
    best_arc: str
    efficiency: Efficiency
    standards: tuple[Efficiency, ...] = ()

    @property
    def bands(self) -> tuple[str, ...]:
        return self.figures.bands

    @property
    def targets(self) -> tuple[str, ...]:
        return self.figures.targets

    @property
    def unarmed(self) -> bool:
        """No weapons at all (not: weapons whose figures the seed does not give)."""
        return self.figures.complete and not any(g.count for g in self.figures.groups)

    def best(self, target: str) -> tuple[Figure, ...]:
        """Firepower against ``target`` in the arc where the most bears."""
        return self.firepower[self.best_arc][target]

    def as_dict(self, targets: Sequence[str] | None = None) -> dict[str, Any]:
        shown = tuple(targets) if targets else self.targets
        points = self.figures.points
        return {
            "name": self.name,
            "points": None if points is None else json_number(points),
            "class": self.figures.size_class,
            "bands": list(self.bands),
            "best_arc": self.best_arc,
            "unarmed": self.unarmed,
            "firepower": {t: dict(zip(self.bands, (f.as_dict() for f in self.best(t)))) for t in shown},
            "arcs": {
                arc: {t: [round(f.mean, 4) for f in self.firepower[arc][t]] for t in shown}
                for arc in self.figures.arcs
            },
            "staying_power": self.figures.staying.as_dict(),
            "efficiency": self.efficiency.as_dict(),
            "standards": [s.as_dict() for s in self.standards],
            "notes": list(self.figures.notes),
        }


# The analysis keeps its results in the one :class:`~designer.core.memo.Memo`, by value: every
# weapon group's sum ("weapon-sum", by its damage and count), every figure ("firepower", by the
# weapons that fire and the shield) and the games' damage tables ("damage-table", by everything
# a table is made from). An edit that changes one weapon group recomputes that group only.
SUMS_KEPT = 20_000  # sums and figures of one editing session; past it a kind starts afresh


def analyse_figures(
    name: str,
    figures: GameFigures,
    memo: Memo | None = None,
    standards: Iterable[tuple[str, GameFigures]] = (),
) -> DesignAnalysis:
    """Add the groups up per arc, target and band, and set the efficiency beside ``standards``
    (other designs' figures, already filtered to the same class by the caller)."""
    memo = memo or Memo()
    firepower = _firepower(figures, memo)
    best_arc = _best_arc(figures, firepower)
    analysis = DesignAnalysis(name, figures, firepower, best_arc, ZERO_EFFICIENCY)
    std = tuple(
        _efficiency(n, analyse_figures(n, f, memo) if f is not figures else analysis) for n, f in standards
    )
    return DesignAnalysis(name, figures, firepower, best_arc, _efficiency(name, analysis), std)


ZERO_EFFICIENCY = Efficiency("", None, (), None)


def _firepower(figures: GameFigures, memo: Memo) -> dict[str, dict[str, tuple[Figure, ...]]]:
    out: dict[str, dict[str, tuple[Figure, ...]]] = {}
    # arcs that bear the same weapons (each damage table by its id, with its count) share figures
    done: dict[tuple[tuple[int, int], ...], dict[str, tuple[Figure, ...]]] = {}
    for arc in figures.arcs:
        # groups that share one damage table (every 'A' battery of a design) counted together
        bearing: dict[int, tuple[Mapping[str, Mapping[str, Distribution]], int]] = {}
        for g in figures.groups:
            if arc in g.arcs and g.count:
                table, count = bearing.get(id(g.damage), (g.damage, 0))
                bearing[id(g.damage)] = (table, count + g.count)
        same = tuple(sorted((key, count) for key, (_, count) in bearing.items()))
        if same not in done:
            tables = [bearing[key] for key, _ in same]
            # kept by the tables themselves (the memo's, so the same objects after an edit that
            # left these weapons alone): one look-up per arc, not one per target and band
            done[same] = memo.of(
                "arc-firepower",
                [table for table, _ in tables],
                partial(_arc_figures, figures, tables, memo),
                tuple(count for _, count in same),
                figures.targets,
                figures.bands,
                tuple(sorted(figures.absorbs.items())),
                limit=SUMS_KEPT,
            )
        out[arc] = done[same]
    return out


def _arc_figures(
    figures: GameFigures, tables: list[tuple[Mapping[str, Mapping[str, Distribution]], int]], memo: Memo
) -> dict[str, tuple[Figure, ...]]:
    return {
        target: tuple(_figure(figures, tables, target, band, memo) for band in figures.bands)
        for target in figures.targets
    }


def _figure(
    figures: GameFigures,
    tables: list[tuple[Mapping[str, Mapping[str, Distribution]], int]],
    target: str,
    band: str,
    memo: Memo,
) -> Figure:
    # identical weapons anywhere in the list are counted together: one sum by squaring
    counts: dict[Distribution, int] = {}
    for table, count in tables:
        one = table.get(target, {}).get(band)
        if one is not None:
            counts[one] = counts.get(one, 0) + count
    if not counts:
        return ZERO
    absorbed = figures.absorbs.get(target, 0)
    return memo.of(
        "firepower",
        (),
        partial(_new_figure, counts, absorbed, memo),
        frozenset(counts.items()),
        absorbed,
        limit=SUMS_KEPT,
    )


def _new_figure(counts: dict[Distribution, int], absorbed: int, memo: Memo) -> Figure:
    parts = [
        memo.of("weapon-sum", (), partial(one.times, n), one, n, limit=SUMS_KEPT) for one, n in counts.items()
    ]
    return Figure.of(_sum(parts).less(absorbed))


def _sum(parts: list[Distribution]) -> Distribution:
    total = Distribution.certain(0)
    for part in sorted(parts, key=lambda d: len(d.probabilities)):  # short ones first: cheaper
        total = total + part
    return total


def _best_arc(figures: GameFigures, firepower: Mapping[str, Mapping[str, tuple[Figure, ...]]]) -> str:
    if not figures.arcs:
        return ""
    first = figures.targets[0] if figures.targets else ""

    def weight(arc: str) -> tuple[float, ...]:
        return tuple(f.mean for f in firepower[arc].get(first, ()))

    return max(figures.arcs, key=lambda arc: (sum(weight(arc)), weight(arc)))


def _efficiency(name: str, analysis: DesignAnalysis) -> Efficiency:
    points = analysis.figures.points
    scale = float(points) if points is not None and points > 0 else None  # None: no per-point figures
    first = analysis.targets[0] if analysis.targets else None
    means = [f.mean for f in analysis.best(first)] if first and analysis.best_arc else []
    complete = scale is not None and analysis.figures.complete
    damage = tuple(round(m * 100 / scale, 3) if complete and scale is not None else None for m in means)
    staying = analysis.figures.staying.to_destroy
    per_100 = round(float(staying) * 100 / scale, 3) if scale is not None and staying is not None else None
    return Efficiency(name, points, damage, per_100)


def fraction_text(value: Number | Fraction) -> str:
    """A figure for people: whole numbers plain, others to two places."""
    value = float(value)
    return str(int(value)) if value == int(value) else f"{value:.2f}"


def analyse_design(
    game: AnyGame,
    design: DesignBase,
    evaluation: Evaluation[Any],
    context: EvaluationContext[Any] | None = None,
    memo: Memo | None = None,
    options: Mapping[str, RuleValue] | None = None,
    with_standards: bool = True,
) -> DesignAnalysis | None:
    """The analysis of one evaluated design, or None when its game offers none. With
    ``with_standards`` the game's standard designs of the same class are read, evaluated under
    the same profile and analysed beside it."""
    memo = memo or Memo()
    figures = game.analyse(design, evaluation, options, memo)
    if figures is None:
        return None
    standards = standard_figures(game, context, figures.size_class, options, memo) if with_standards else ()
    return analyse_figures(design.name, figures, memo, standards)


def standard_figures(
    game: AnyGame,
    context: EvaluationContext[Any] | None,
    size_class: str,
    options: Mapping[str, RuleValue] | None,
    memo: Memo | None = None,
) -> list[tuple[str, GameFigures]]:
    """The game's standard designs of ``size_class``, each evaluated under the context's profile
    and analysed. Every standard design is read and analysed once per memo (a run of
    ``hullwright analyse`` or an export compares each of its designs with the same ones)."""
    profile = context.profile if context else None
    memo = memo or Memo()
    inputs = (game,) if profile is None else (game, profile)
    every = memo.of(
        "standard-figures",
        inputs,
        partial(_every_standard_figures, game, profile, options, memo),
        *sorted((options or {}).items()),
    )
    return [(name, figures) for name, figures in every if figures.size_class == size_class]


def _every_standard_figures(
    game: AnyGame, profile: Profile | None, options: Mapping[str, RuleValue] | None, memo: Memo
) -> list[tuple[str, GameFigures]]:
    from designer.core.context import EvaluationContext
    from designer.core.design_file import load_design
    from designer.core.errors import LoadError

    out: list[tuple[str, GameFigures]] = []
    for standard in game.standard_designs:
        try:
            loaded = load_design(standard.path)
        except LoadError:
            continue  # the catalog tests load every standard design; a broken one is theirs
        own: EvaluationContext[Any] = EvaluationContext(
            profile=profile,
            folder=loaded.path.resolve().parent,
            references=loaded.references,
        )
        figures = game.analyse(loaded.design, game.evaluate(loaded.design, own), options, memo)
        if figures is not None:
            out.append((loaded.design.name, figures))
    return out


def describe_analysis(analysis: DesignAnalysis, targets: Sequence[str] | None = None) -> list[str]:
    """The analysis as lines of text, for ``hullwright analyse`` and the window's tooltips."""
    shown = tuple(targets) if targets else analysis.targets
    fig = analysis.figures
    points = fraction_text(fig.points) if fig.points is not None else "not given"
    lines = [f"{analysis.name} ({fig.size_class or 'no class'}, {points} points)"]
    if analysis.unarmed:
        lines.append("  No weapons: firepower is zero at every range.")
    elif not fig.complete:
        lines.append(
            "  Some weapons' figures are not given by the rulebook (see the notes): "
            "the firepower below leaves them out."
        )
    lines.append(
        f"  Firepower per turn, best arc {analysis.best_arc or '-'} (expected damage, 10th-90th percentile):"
    )
    width = max((len(t) for t in shown), default=0)
    lines.append("    " + " " * width + "".join(f"  {b:>15}" for b in analysis.bands))
    for target in shown:
        cells = "".join(f"  {_cell(f):>15}" for f in analysis.best(target))
        lines.append(f"    {target:<{width}}{cells}")
    first = shown[0] if shown else None
    if first:
        lines.append(f"  Expected damage by arc ({first}):")
        for arc in fig.arcs:
            lines.append(
                f"    {arc:<{width}}"
                + "".join(f"  {fraction_text(round(f.mean, 2)):>15}" for f in analysis.firepower[arc][first])
            )
    staying = fig.staying
    destroy = fraction_text(staying.to_destroy) if staying.to_destroy is not None else "not given"
    lines.append(
        f"  Staying power: {destroy} {staying.unit} to destroy"
        + (f" ({staying.note})" if staying.note else "")
    )
    for step in staying.thresholds:
        lines.append(f"    at {fraction_text(step.at)}: {step.effect}")
    for ammo in staying.ammunition:
        turns = "not given" if ammo.turns is None else fraction_text(ammo.turns)
        lines.append(f"    {ammo.name}: lasts {turns} turn(s); {ammo.note}")
    lines.append(
        f"  Per 100 points (damage by band vs {analysis.targets[0] if analysis.targets else '-'}; "
        "staying power):"
    )
    for eff in (analysis.efficiency, *analysis.standards):
        marker = "*" if eff is analysis.efficiency else " "
        damage = " ".join(f"{_num(d):>7}" for d in eff.damage_per_100) or " ".join(
            f"{'n/g':>7}" for _ in analysis.bands
        )
        lines.append(f"   {marker}{eff.name[:28]:<28} {damage}  {_num(eff.staying_per_100):>7}")
    for note in fig.notes:
        lines.append(f"  Note: {note}")
    return lines


def _cell(f: Figure) -> str:
    return f"{f.mean:.2f} ({fraction_text(f.low)}-{fraction_text(f.high)})"


def _num(value: float | None) -> str:
    return "not given" if value is None else f"{value:.2f}"


def fleet_figures(ships: Sequence[tuple[int, DesignAnalysis]]) -> GameFigures | None:
    """A fleet as one design: each ship's weapons that bear on its best arc, times the ships of
    that entry, all firing at one target; damage to destroy and points summed. None for no ships
    or ships of different bands (different games)."""
    if not ships:
        return None
    first = ships[0][1].figures
    if any(a.figures.bands != first.bands or a.figures.targets != first.targets for _, a in ships):
        return None
    complete = all(a.figures.complete for _, a in ships)
    groups: list[WeaponGroup] = []
    notes: list[str] = []
    destroy: Fraction | None = Fraction(0)  # None once a ship's is not given
    points: Fraction | None = Fraction(0)
    for count, analysis in ships:
        fig = analysis.figures
        for g in fig.groups:
            if analysis.best_arc in g.arcs:
                groups.append(
                    WeaponGroup(f"{analysis.name}: {g.name}", g.count * count, ("all",), g.damage, g.key)
                )
        if fig.staying.to_destroy is None or destroy is None:
            destroy = None
        else:
            destroy += Fraction(fig.staying.to_destroy) * count
        if fig.points is None or points is None:
            points = None
        else:
            points += Fraction(fig.points) * count
        notes += [f"{analysis.name}: {n}" for n in fig.notes if f"{analysis.name}: {n}" not in notes]
    staying = StayingPower(_plain(destroy), first.staying.unit, note="summed over the ships")
    return GameFigures(
        first.bands,
        first.targets,
        ("all",),
        tuple(groups),
        staying,
        _plain(points),
        "fleet",
        tuple(notes),
        complete,
        first.absorbs,
    )


def _plain(value: Fraction | None) -> Number | None:
    if value is None:
        return None
    return int(value) if value.denominator == 1 else float(value)


def analysis_changes(a: DesignAnalysis, b: DesignAnalysis) -> list[str]:
    """What changes from ``a`` to ``b``: best-arc expected damage per target and band, damage
    per arc, staying power; empty when nothing does (for ``hullwright diff --analysis``)."""
    out: list[str] = []
    if a.bands != b.bands or a.targets != b.targets:
        return ["  the two analyses use different range bands or targets"]
    for target in a.targets:
        for band, fa, fb in zip(a.bands, a.best(target), b.best(target)):
            if (fa.mean, fa.low, fa.high) != (fb.mean, fb.low, fb.high):
                out.append(f"  firepower {target} at {band}: {_cell(fa)} -> {_cell(fb)}")
    first = a.targets[0] if a.targets else ""
    for arc in a.figures.arcs if first else ():
        before = [round(f.mean, 2) for f in a.firepower[arc][first]]
        after = [round(f.mean, 2) for f in b.firepower.get(arc, {}).get(first, ())]
        if before != after:
            out.append(
                f"  arc {arc} ({first}): {' / '.join(map(fraction_text, before))} -> "
                f"{' / '.join(map(fraction_text, after))}"
            )
    sa, sb = a.figures.staying.to_destroy, b.figures.staying.to_destroy
    if sa != sb:
        out.append(f"  staying power: {_num_or(sa)} -> {_num_or(sb)} {a.figures.staying.unit}")
    return out


def _num_or(value: Number | None) -> str:
    return "not given" if value is None else fraction_text(value)
