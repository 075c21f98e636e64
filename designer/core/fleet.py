"""Fleet evaluation: each design's legality and points, totals against the budgets, fleet rules.

Pure: a function of the loaded fleet (its designs already read) and the rule options. To see a
design that changed on disk, load the fleet again; to see one changed in the window, swap it in
with :meth:`LoadedFleet.with_design`. Each distinct design is evaluated once per call, so a fleet
of ten thousand entries naming a few designs costs a few evaluations.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, cast

from designer.core.context import EvaluationContext, Profile
from designer.core.design_file import LoadedDesign
from designer.core.errors import LoadError
from designer.core.evaluation import Evaluation, Finding, sort_findings
from designer.core.fleet_file import LoadedFleet, load_fleet
from designer.core.fleet_model import FleetBase, FleetExtra, FleetShip
from designer.core.game import AnyGame
from designer.core.model import RuleValue
from designer.core.numbers import Number, difference, format_points, plain
from designer.core.sources import FileSource, ReadLog, resolved

if TYPE_CHECKING:  # fingerprint.py fingerprints a FleetEvaluation
    from designer.core.fingerprint import Fingerprint

MAIN_FORCE = ""  # the force of ships that name none: the fleet's own ``budget``
FLEET_RULE = "Fleet budget"


@dataclass(frozen=True)
class FleetEntry:
    """One ``ships:`` entry, evaluated. ``name`` is the entry's own name or the design's."""

    index: int
    ship: FleetShip
    loaded: LoadedDesign
    evaluation: Evaluation[Any]  # its detail is the game's, read by the game's own fleet rules
    sources: tuple[FileSource, ...] = ()  # the files its evaluation read through a reference

    @property
    def path(self) -> str:
        return f"ships[{self.index}]"

    @property
    def design_name(self) -> str:
        return self.loaded.design.name

    @property
    def name(self) -> str:
        return self.ship.name or self.loaded.design.name

    @property
    def count(self) -> int:
        return self.ship.count

    @property
    def force(self) -> str:
        return self.ship.force or MAIN_FORCE

    @property
    def points(self) -> Number:
        return self.evaluation.points

    @property
    def subtotal(self) -> Number:
        return self.count * self.points

    @property
    def legal(self) -> bool:
        return self.evaluation.legal


@dataclass(frozen=True)
class ForceTotal:
    """Points spent in one force against its budget (``budget`` None: no limit was set)."""

    name: str
    budget: float | None
    points: Number
    fixed: bool = False

    @property
    def remaining(self) -> Number | None:
        return None if self.budget is None else difference(self.budget, self.points)

    @property
    def over(self) -> bool:
        return self.budget is not None and self.points > self.budget


@dataclass(frozen=True)
class FleetEvaluation:
    fleet: FleetBase
    game: AnyGame
    entries: tuple[FleetEntry, ...]
    extras: tuple[FleetExtra, ...]
    forces: tuple[ForceTotal, ...]  # the main force first, then the fleet's forces in file order
    findings: tuple[Finding, ...] = ()
    loaded: LoadedFleet | None = None
    profile: Profile | None = None
    overrides: Mapping[str, RuleValue] = field(default_factory=dict)  # given for this run (--rule)

    @property
    def fingerprint(self) -> Fingerprint:
        """The fleet's fingerprint (``designer.core.fingerprint``): what a battle pack prints."""
        from designer.core.fingerprint import fleet_fingerprint

        return fleet_fingerprint(self)

    @property
    def files_read(self) -> tuple[Path, ...]:
        """Every file this result was made from: the fleet's, its designs', the files they
        read through a reference, the profile's (what an export must never replace)."""
        paths = [
            self.loaded.path if self.loaded is not None else None,
            *(e.loaded.path for e in self.entries),
            *(s.path for e in self.entries for s in e.sources),
            self.profile.file.path if self.profile is not None and self.profile.file else None,
        ]
        return tuple(dict.fromkeys(Path(p) for p in paths if p is not None))

    @property
    def total_points(self) -> Number:
        return sum((f.points for f in self.forces), start=0)

    @property
    def budget(self) -> float | None:
        """Every force's budget added up; None when the main force has none (scenario forces)."""
        if self.forces[0].budget is None:
            return None
        return sum(f.budget or 0 for f in self.forces)

    @property
    def remaining(self) -> Number | None:
        return None if self.budget is None else difference(self.budget, self.total_points)

    @property
    def ship_count(self) -> int:
        return sum(e.count for e in self.entries)

    @property
    def legal(self) -> bool:
        return not any(f.severity == "error" for f in self.findings)

    def as_dict(self) -> dict[str, Any]:
        """What ``hullwright fleet --json`` prints (exact points as JSON numbers)."""
        return cast(
            dict[str, Any],
            plain(
                {
                    "name": self.fleet.fleet,
                    "player": self.fleet.player,
                    "game": self.game.id,
                    "fingerprint": self.fingerprint.value if self.loaded is not None else None,
                    "profile": (
                        {"name": self.profile.name, "version": self.profile.version}
                        if self.profile is not None
                        else None
                    ),
                    "budget": self.budget,
                    "total_points": self.total_points,
                    "remaining": self.remaining,
                    "legal": self.legal,
                    "ships": self.ship_count,
                    "entries": [
                        {
                            "design": e.ship.design,
                            "name": e.name,
                            "class": e.design_name,
                            "count": e.count,
                            "points": e.points,
                            "subtotal": e.subtotal,
                            "legal": e.legal,
                            "force": e.ship.force,
                        }
                        for e in self.entries
                    ],
                    "extras": [
                        {
                            "item": x.item,
                            "count": x.count,
                            "points": x.points_each,
                            "subtotal": x.subtotal,
                            "force": x.force,
                        }
                        for x in self.extras
                    ],
                    "forces": [
                        {
                            "name": f.name or "main",
                            "budget": f.budget,
                            "points": f.points,
                            "remaining": f.remaining,
                            "fixed": f.fixed,
                        }
                        for f in self.forces
                    ],
                    "findings": [f.as_dict() for f in self.findings],
                }
            ),
        )


def fleet_options(
    game: AnyGame, fleet: FleetBase, overrides: Mapping[str, RuleValue] | None = None
) -> dict[str, RuleValue]:
    """Fleet rule defaults, then the fleet file's ``rules:``, then the caller's overrides."""
    options: dict[str, RuleValue] = {o.key: o.default for o in game.fleet_rules.rule_options}
    options.update(fleet.rules)
    options.update(overrides or {})
    for option in game.fleet_rules.rule_options:  # a value the option does not take: the default
        value = options[option.key]
        if not (value in option.choices if option.choices else isinstance(value, bool)):
            options[option.key] = option.default
    return options


def evaluate_fleet(
    loaded: LoadedFleet, overrides: Mapping[str, RuleValue] | None = None, profile: Profile | None = None
) -> FleetEvaluation:
    """Totals, per-force budgets and findings. Fleet ``rules:`` that are design rule options
    apply to every ship (the organiser's house rules win over a design's own); a house-rule
    ``profile`` applies to every ship and is part of the fleet's fingerprint."""
    fleet, game = loaded.fleet, loaded.game
    options = fleet_options(game, fleet, overrides)
    design_keys = {o.key for o in game.rule_options}
    design_overrides = {k: v for k, v in options.items() if k in design_keys}
    evaluations: dict[int, tuple[Evaluation[object], tuple[FileSource, ...]]] = {}
    context = EvaluationContext[Any](overrides=design_overrides, profile=profile)
    entries = []
    for i, (ship, design) in enumerate(zip(fleet.ships, loaded.designs)):
        key = id(design.design)
        if key not in evaluations:
            folder = design.path.resolve().parent  # what the design names, it names from there
            with ReadLog() as log:  # the craft designs and class files read at load: its fingerprint's
                evaluation = game.evaluate(
                    design.design,
                    game.prepare(
                        design.design, replace(context, folder=folder, references=design.references)
                    ),
                )
            evaluations[key] = (evaluation, log.sources)
        entries.append(FleetEntry(i, ship, design, *evaluations[key]))
    rules = game.fleet_rules
    own = rules.own(fleet)  # the fleet as the game's model (the loader read it so)
    extras = tuple(rules.extras(own, options)) if own is not None else ()
    forces = _force_totals(fleet, entries, extras)
    findings = _core_findings(fleet, game, entries, forces, design_keys)
    findings += _profile_findings(entries, profile)
    partial = FleetEvaluation(fleet, game, tuple(entries), extras, forces, tuple(findings))
    if own is not None:
        findings += rules.findings(own, partial, options)
    return FleetEvaluation(
        fleet,
        game,
        tuple(entries),
        extras,
        forces,
        sort_findings(findings),
        loaded,
        profile,
        dict(overrides or {}),
    )


def _profile_findings(entries: list[FleetEntry], profile: Profile | None) -> list[Finding]:
    """A design that names house rules of its own is evaluated under the fleet's (or the
    book's, when the fleet names none): say which govern, once per entry."""
    out: list[Finding] = []
    same: dict[int, bool] = {}
    governs = (
        f"the house rules in force for the fleet, {profile.name} v{profile.version},"
        if profile is not None
        else "the book's rules (the fleet names no house rules)"
    )
    for e in entries:
        own = e.loaded.design.profile
        if own and id(e.loaded) not in same:  # each design file once, however many entries name it
            same[id(e.loaded)] = _same_profile(own, e.loaded.path, profile)
        if own and not same[id(e.loaded)]:
            out.append(
                Finding(
                    "FLEET-PROFILE-GOVERNS",
                    "warning",
                    f"{_label(e)} names house rules of its own ({own}); in this fleet "
                    f"{governs} govern every ship, so its points here may differ from "
                    "its own file's",
                    e.path,
                    FLEET_RULE,
                )
            )
    return out


def _same_profile(ref: str, design_path: Path, profile: Profile | None) -> bool:
    """Whether ``ref`` (a design's ``profile:``) names the file ``profile`` was read from."""
    from designer.core.profile import bundled_profile

    if profile is None or profile.file is None:
        return False
    try:
        path = (
            bundled_profile(ref)
            if ref.startswith("catalog:")
            else design_path.resolve().parent / Path(ref).expanduser()
        )
        return resolved(path) == profile.file.path
    except (LoadError, OSError, RuntimeError, ValueError):
        return False


def _force_totals(
    fleet: FleetBase, entries: list[FleetEntry], extras: tuple[FleetExtra, ...]
) -> tuple[ForceTotal, ...]:
    spent: dict[str, Number] = {MAIN_FORCE: 0, **{name: 0 for name in fleet.forces}}
    items: list[tuple[str | None, Number]] = [(e.ship.force, e.subtotal) for e in entries]
    items += [(x.force, x.subtotal) for x in extras]
    for named, subtotal in items:
        force = named or MAIN_FORCE
        spent[force if force in spent else MAIN_FORCE] += subtotal
    totals = [ForceTotal(MAIN_FORCE, fleet.budget, spent[MAIN_FORCE])]
    totals += [ForceTotal(name, f.budget, spent[name], f.fixed) for name, f in fleet.forces.items()]
    return tuple(totals)


def _core_findings(
    fleet: FleetBase,
    game: AnyGame,
    entries: list[FleetEntry],
    forces: tuple[ForceTotal, ...],
    design_keys: set[str],
) -> list[Finding]:
    out: list[Finding] = []
    if not entries:
        out.append(
            Finding(
                "FLEET-EMPTY",
                "warning",
                "the fleet has no ships yet; add a design file or a standard design to it",
                "ships",
                FLEET_RULE,
            )
        )
    for e in entries:
        if e.ship.force is not None and e.ship.force not in fleet.forces:
            out.append(
                Finding(
                    "FLEET-FORCE-UNKNOWN",
                    "error",
                    f"{e.name} is in force {e.ship.force!r}, which the fleet does not declare",
                    f"{e.path}.force",
                    FLEET_RULE,
                )
            )
        if not e.legal:
            first = e.evaluation.errors[0]
            out.append(
                Finding(
                    "FLEET-SHIP-ILLEGAL",
                    "error",
                    f"{_label(e)} is not a legal design: {first.message} "
                    f"[{first.code}]; fix the design or remove it",
                    e.path,
                    first.rule,
                )
            )
    for force in forces:
        if force.over and force.remaining is not None:
            label = f"force {force.name!r}" if force.name else "the fleet"
            where = f"forces.{force.name}" if force.name else "budget"
            out.append(
                Finding(
                    "FLEET-OVER-BUDGET",
                    "error",
                    f"{label} costs {format_points(force.points)} points, "
                    f"{format_points(-force.remaining)} over its budget of "
                    f"{format_points(force.budget)}",
                    where,
                    FLEET_RULE,
                )
            )
    out += _rule_option_findings(fleet, game, design_keys)
    return out


def _rule_option_findings(fleet: FleetBase, game: AnyGame, design_keys: set[str]) -> list[Finding]:
    """The fleet's ``rules:``: keys no fleet or design rule has, values its fleet rules refuse."""
    out: list[Finding] = []
    fleet_keys = {o.key for o in game.fleet_rules.rule_options}
    for key in fleet.rules:
        if key not in fleet_keys | design_keys:
            out.append(
                Finding(
                    "RULE-OPTION-UNKNOWN",
                    "warning",
                    f"rule option {key!r} is not one of {sorted(fleet_keys | design_keys)}; it is ignored",
                    f"rules.{key}",
                )
            )
    for option in game.fleet_rules.rule_options:
        value = fleet.rules.get(option.key, option.default)
        valid = value in option.choices if option.choices else isinstance(value, bool)
        if not valid:
            expected = list(option.choices) if option.choices else "true or false"
            out.append(
                Finding(
                    "RULE-OPTION-VALUE",
                    "warning",
                    f"rule option {option.key} = {value!r} is not one of {expected}; "
                    f"using {option.default!r}",
                    f"rules.{option.key}",
                )
            )
    return out


def _label(entry: FleetEntry) -> str:
    return f"{entry.name} ({entry.design_name})" if entry.ship.name else entry.design_name


def fleet_from_file(
    path: str | Path, overrides: Mapping[str, RuleValue] | None = None, pipes: bool = False
) -> FleetEvaluation:
    """Load and evaluate in one step (the CLI and tests); raises LoadError for unreadable files."""
    return evaluate_fleet(load_fleet(path, pipes), overrides)


__all__ = [
    "FleetEntry",
    "ForceTotal",
    "FleetEvaluation",
    "evaluate_fleet",
    "fleet_options",
    "fleet_from_file",
    "MAIN_FORCE",
]
