"""The Damage Allocation Diagram: which section each system's tics sit in (002 L758-785).

``place(design, catalog)`` is a pure function, called once per evaluation (the sheet reads the
result from the evaluation's detail). The hull goes first in every section, spread evenly; an
entry with ``section:`` goes there whole; the rest is spread tic by tic over the sections it
may use, always into the section with the fewest system tics, so the diagram comes out
balanced. Placement rules broken by an override are findings (``placement_findings``), not
refusals: the window shows them while the player drags.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Mapping, NamedTuple, Sequence

from designer.core.evaluation import Finding
from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.design import ARCS, SECTIONS, BscsDesign, System

CORE = "Core"
AUTO = "auto"
SECTION_TITLES = {
    "F": "Fore",
    "SF": "Starboard-Fore",
    "SA": "Starboard-Aft",
    "A": "Aft",
    "PA": "Port-Aft",
    "PF": "Port-Fore",
    "Core": "Core",
}
AFT_FIRST = ("A", "SA", "PA", "F", "SF", "PF")  # drives prefer the stern (a preference only)
RULE_TICS = "Allocate Damage TICs (002 L758-785)"


class TicRow(NamedTuple):  # a tuple: a big ship has hundreds, made on every evaluation
    """``tics`` circles of one design entry in one section. ``path`` is ``systems[i]`` or ``hull``."""

    path: str
    label: str
    kind: str
    tics: int


class SystemsPlacement:
    """Where the systems' tics went (the hull left out): a function of the entries alone.

    The tics per section are worked out at once (the evaluation's stats and findings read
    them); the rows of each entry's tics, which only the sheet and the window read, when first
    asked for (``place_rows``). Both come from the same placement, tic by tic."""

    def __init__(self, systems: Sequence[System], catalog: BscsCatalog):
        self._systems, self._catalog = systems, catalog
        self.tics: Mapping[str, int] = section_tics(systems, catalog)  # per section

    @cached_property
    def rows(self) -> Mapping[str, tuple[TicRow, ...]]:
        """Per section, each entry's row of tics there, in the order they reached it."""
        return place_rows(self._systems, self._catalog)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SystemsPlacement) and (self.tics, self.rows) == (other.tics, other.rows)


@dataclass(frozen=True)
class Placement:
    """The hull per section (the player's or the even split) and the systems' placement:
    each section's rows of tics, the hull's first."""

    hull: Mapping[str, int]
    systems: SystemsPlacement

    @cached_property
    def sections(self) -> dict[str, tuple[TicRow, ...]]:
        rows = self.systems.rows
        return {
            s: ((TicRow("hull", "Hull", "hull", n),) if n else ()) + rows[s] for s, n in self.hull.items()
        }

    def tics(self, section: str) -> int:
        return self.hull[section] + self.systems.tics[section]

    def rows_for(self, path: str) -> dict[str, int]:
        """Section -> tics of one entry (the window shows where an entry went)."""
        if path == "hull":
            return {s: n for s, n in self.hull.items() if n}
        return dict(self._by_path.get(path, ()))

    @cached_property
    def _by_path(self) -> dict[str, dict[str, int]]:
        """Path -> section -> tics, made once: the sheet asks for every armor and weapon entry."""
        out: dict[str, dict[str, int]] = {}
        for name, rows in self.systems.rows.items():
            for r in rows:
                out.setdefault(r.path, {})[name] = r.tics  # one row per entry and section
        return out


def on_diagram(system: System, catalog: BscsCatalog) -> bool:
    """Shield generators, rescue pods and boarding units have no tics inside (L774, L783-784)."""
    return catalog.unit_tics(system.type) > 0


# Where the automatic placement may put each type's tics, in order of preference (beams and
# cannon: their own arcs, in ring order, L762: ``_by_preference``); any other type may go anywhere.
TYPE_SECTIONS = {
    "reactor": (CORE,),  # L765
    "missile": ARCS,  # not the Core (L766; missiles: digest D13)
    "hangar": ARCS,
    "drive": AFT_FIRST,
}


KIND_TITLES = {
    "drive": "Drive",
    "jump": "Jump engine",
    "beam": "Beam",
    "cannon": "Cannon",
    "missile": "Missile",
    "shield": "Shield generator",
    "reactor": "Reactor",
    "sensor": "Sensor",
    "armor": "Armor",
    "hold": "Hold",
    "hangar": "Hangar",
    "repair": "Repair shop",
    "hospital": "Hospital",
    "rescue-pod": "Rescue pod",
    "boarding": "Boarding unit",
    "inertial-storage": "Inertial storage",
    "articulation": "Articulation",
    "vg-gear": "VG gear",
}


def kind_title(system: System) -> str:
    """A compacted beam is a "Torpedo" (002 L174, digest D7)."""
    t = system.type
    if t == "beam" and system.compaction >= 1:
        return "Torpedo"
    if t == "boarding":
        return system.unit.replace("-", " ").capitalize()
    if t == "articulation":  # an assault craft's (002 L526-532)
        return f"{system.form.capitalize()} articulation"
    if t == "vg-gear":
        return f"{system.form.capitalize()} VG gear, {system.modes} modes"
    return KIND_TITLES[t]


def system_label(system: System) -> str:
    return system.label or kind_title(system)


def hull_split(design: BscsDesign) -> dict[str, int]:
    """Hull per section: the player's ``hull_placement``, or as even as it goes (L763, D12)."""
    if design.hull_placement is not None:
        return {s: design.hull_placement.get(s, 0) for s in SECTIONS}
    base, extra = divmod(design.hull, len(SECTIONS))
    order = ("Core", "F", "A", "SF", "PA", "SA", "PF")  # where the odd spaces go first
    return {s: base + (1 if order.index(s) < extra else 0) for s in SECTIONS}


def spread(loads: list[int], n: int) -> list[int]:
    """Tics each section gets when ``n`` tics go one at a time to the least loaded section,
    ties to the earlier one (``loads`` in order of preference). Worked out level by level:
    the lowest sections are raised together to the next load up while the tics last, and
    what is left over when they are all level goes one each, in order of preference."""
    order = sorted(loads)
    level, k, spent, m = order[0], 1, 0, len(order)
    while k < m:
        step = k * (order[k] - level)
        if spent + step > n:
            break
        spent += step
        level = order[k]
        k += 1
    rise, extra = divmod(n - spent, k)
    level += rise
    got = [level - load if load <= level else 0 for load in loads]
    if extra:
        for j, load in enumerate(loads):
            if load <= level:
                got[j] += 1
                extra -= 1
                if not extra:
                    break
    return got


def place(design: BscsDesign, catalog: BscsCatalog, systems: SystemsPlacement | None = None) -> Placement:
    """Where every tic of ``design`` goes: the hull as ``hull_split`` says, first in each
    section, then the systems as ``place_systems`` puts them (``systems``, when the caller kept
    it). The systems' placement depends on the entries alone (the hull is even by rule and left
    out of the balance), so an edit of the hull moves no system tic."""
    if systems is None:
        systems = place_systems(design.systems, catalog)
    return Placement(hull_split(design), systems)


def place_systems(systems: Sequence[System], catalog: BscsCatalog) -> SystemsPlacement:
    """The systems' placement: their tics per section now, their rows when asked for."""
    return SystemsPlacement(systems, catalog)


def _by_preference(
    systems: Sequence[System], catalog: BscsCatalog, load: dict[str, int]
) -> tuple[list[tuple[int, str, int]], list[tuple[int, int, int, tuple[str, ...]]]]:
    """The entries spread automatically, as (sections allowed, index, tics), the most
    constrained first, then in the order listed; ``load`` gets the tics of the entries placed
    by hand (their ``section``), as ``hand`` lists them: (index, section, tics)."""
    tics_per_unit = catalog.tics_per_unit()
    auto: list[tuple[int, int, int, tuple[str, ...]]] = []
    hand: list[tuple[int, str, int]] = []
    for i, s in enumerate(systems):
        t = s.type
        n = s.count * tics_per_unit[t]
        if n <= 0:
            continue
        section = s.section
        if section != AUTO:
            hand.append((i, section, n))
            load[section] += n
        else:
            if t == "beam" or t == "cannon":  # its own arcs (L762), in ring order
                allowed = tuple(filter(s.arcs.__contains__, ARCS)) or SECTIONS
            else:
                allowed = TYPE_SECTIONS.get(t, SECTIONS)
            auto.append((len(allowed), i, n, allowed))
    auto.sort()  # each index is unique: the sort never compares further
    return hand, auto


def section_tics(systems: Sequence[System], catalog: BscsCatalog) -> dict[str, int]:
    """System tics per section, as ``place_rows`` places them. Tics go one at a time to the
    least loaded section, so entries next to each other in the placing order with the same
    sections take their tics as one entry of all of them would: spread once per run."""
    load = dict.fromkeys(SECTIONS, 0)
    _, auto = _by_preference(systems, catalog, load)
    run: tuple[str, ...] = ()
    tics = 0
    for _, _, n, allowed in auto:
        if allowed == run:
            tics += n
            continue
        _fill(load, run, tics)
        run, tics = allowed, n
    _fill(load, run, tics)
    return load


def _fill(load: dict[str, int], sections: tuple[str, ...], n: int) -> None:
    if len(sections) == 1:  # a reactor, a weapon of one arc: all its tics go there
        load[sections[0]] += n
    elif sections:
        for sec, tics in zip(sections, spread([load[s] for s in sections], n)):
            load[sec] += tics


def place_rows(systems: Sequence[System], catalog: BscsCatalog) -> dict[str, tuple[TicRow, ...]]:
    """Each section's rows of system tics: an entry with a ``section`` goes there whole, the
    rest are spread over the sections they may use, the most constrained first, each tic into
    the least-filled section, so the diagram comes out balanced. Each entry is placed once, so
    it has at most one row per section, in the order the entries reached the section."""
    labels = [system_label(s) for s in systems]
    rows: dict[str, list[TicRow]] = {s: [] for s in SECTIONS}
    load = dict.fromkeys(SECTIONS, 0)
    hand, auto = _by_preference(systems, catalog, load)
    for i, sec, n in hand:
        rows[sec].append(TicRow(f"systems[{i}]", labels[i], systems[i].type, n))
    for _, i, n, allowed in auto:
        path, label, kind = f"systems[{i}]", labels[i], systems[i].type
        loads = [load[s] for s in allowed]
        for sec, tics in zip(allowed, spread(loads, n)):
            if tics:
                rows[sec].append(TicRow(path, label, kind, tics))
                load[sec] += tics
    return {section: tuple(items) for section, items in rows.items()}


def section_findings(i: int, s: System, catalog: BscsCatalog) -> list[Finding]:
    """An entry placed by hand (``section:``) where the tic rules do not allow it. The texts
    are made only for a rule broken: every entry placed by hand comes here."""
    if s.section == AUTO:
        return []
    t = s.type
    if not on_diagram(s, catalog):
        where = (
            "its points go in the Shields column outside the diagram (L774)"
            if t == "shield"
            else "it is not on the diagram (L783-784)"
        )
        return _misplaced(
            "BSCS-DAD-OUTSIDE",
            i,
            f"{system_label(s)} cannot be placed in a section: {where}; remove 'section'",
            "rule 8",
        )
    if t == "reactor" and s.section != CORE:
        return _misplaced(
            "BSCS-DAD-REACTOR",
            i,
            f"{system_label(s)} is placed in {SECTION_TITLES[s.section]}; reactors must be in the Core",
            "rule 4 (002 L765)",
        )
    if t in ("beam", "cannon", "missile", "hangar") and s.section == CORE:
        return _misplaced(
            "BSCS-DAD-CORE",
            i,
            f"{system_label(s)} is placed in the Core; hangars and weapons cannot be there",
            "rule 5 (002 L766)",
        )
    if t in ("beam", "cannon") and s.section not in s.arcs:
        return _misplaced(
            "BSCS-DAD-ARC",
            i,
            f"{system_label(s)} fires into {'/'.join(s.arcs)} but is placed in "
            f"{SECTION_TITLES[s.section]}; put it in one of its arcs",
            "rule 1 (002 L762)",
        )
    return []


def _misplaced(code: str, i: int, message: str, rule: str) -> list[Finding]:
    return [Finding(code, "error", message, f"systems[{i}].section", f"{RULE_TICS}, {rule}")]


def placement_findings(design: BscsDesign, placement: Placement) -> list[Finding]:
    """The hull's placement by hand (``hull_placement``), and sections left blank."""
    out: list[Finding] = []
    split = placement.hull
    if design.hull_placement is not None:
        if sum(split.values()) != design.hull:
            out.append(
                Finding(
                    "BSCS-HULL-PLACEMENT",
                    "error",
                    f"hull_placement places {sum(split.values())} hull tics but the "
                    f"ship has {design.hull} hull",
                    "hull_placement",
                    f"{RULE_TICS}, rule 2 (002 L763)",
                )
            )
        if max(split.values()) - min(split.values()) > 1:
            out.append(
                Finding(
                    "BSCS-HULL-UNEVEN",
                    "error",
                    "hull must be spread evenly over all seven hit locations (they "
                    f"differ by {max(split.values()) - min(split.values())})",
                    "hull_placement",
                    f"{RULE_TICS}, rule 2 (002 L763; digest D12)",
                )
            )
    blank = [SECTION_TITLES[s] for s in ARCS if placement.tics(s) == 0]
    if blank:
        out.append(
            Finding(
                "BSCS-DAD-BLANK",
                "info",
                f"{', '.join(blank)} {'is' if len(blank) == 1 else 'are'} blank: damage "
                "from there goes straight to the Core",
                "hull",
                f"{RULE_TICS}, rule 7 (002 L768)",
            )
        )
    return out


def sections_without_hull(placement: Placement) -> list[str]:
    """Hit locations the hull does not reach: a hull under 7 cannot be in all seven (L763)."""
    return [s for s, n in placement.hull.items() if n == 0]


def hull_section_findings(
    design: BscsDesign, placement: Placement, options: Mapping[str, RuleValue]
) -> list[Finding]:
    """Hull "distributed evenly to all seven Hit Locations" (L763) with fewer than 7 hull:
    as even as whole tics allow, and the sections left without hull named in a warning (L690
    lets a builder add hull, so the fix is at hand; D12). Rule
    ``hull_in_every_section`` reads "all seven" as a demand: at least one hull in each, an error.
    """
    missing = sections_without_hull(placement)
    if not missing:
        return []
    strict = options["hull_in_every_section"]
    names = ", ".join(SECTION_TITLES[s] for s in missing)
    text = (
        f"{design.hull} hull cannot reach all seven hit locations; {names} "
        f"{'has' if len(missing) == 1 else 'have'} none"
    )
    if strict:
        text += f" (at least {len(SECTIONS)} hull, one in each)"
    return [
        Finding(
            "BSCS-HULL-SECTIONS",
            "error" if strict else "warning",
            text,
            "hull_placement" if design.hull_placement is not None else "hull",
            f"{RULE_TICS}, rule 2 (002 L763)",
        )
    ]
