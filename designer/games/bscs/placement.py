"""The Damage Allocation Diagram: which section each system's tics sit in (002 L758-785).

``place(design, catalog)`` is a pure function, called once per evaluation (the sheet reads the
result from the evaluation's detail). An entry with ``section:`` goes there whole; the rest is
spread tic by tic over the sections it may use, always into the least-filled one, so the
diagram comes out balanced. Placement rules broken by an override are findings
(``placement_findings``), not refusals: the window shows them while the player drags.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Mapping

from designer.core.evaluation import Finding
from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.design import (ARCS, SECTIONS, Beam, BscsDesign, Cannon, Hangar,
                                        Missile, Reactor,
                                        ShieldGenerator, System)

CORE = "Core"
AUTO = "auto"
SECTION_TITLES = {"F": "Fore", "SF": "Starboard-Fore", "SA": "Starboard-Aft", "A": "Aft",
                  "PA": "Port-Aft", "PF": "Port-Fore", "Core": "Core"}
AFT_FIRST = ("A", "SA", "PA", "F", "SF", "PF")  # drives prefer the stern (a preference only)
RULE_TICS = "Allocate Damage TICs (002 L758-785)"


@dataclass(frozen=True)
class TicRow:
    """``tics`` circles of one design entry in one section. ``path`` is ``systems[i]`` or ``hull``."""

    path: str
    label: str
    kind: str
    tics: int


@dataclass(frozen=True)
class Placement:
    """Each section's rows of tics, and the hull per section (the player's or the even split)."""

    sections: Mapping[str, tuple[TicRow, ...]]
    hull: Mapping[str, int]

    def tics(self, section: str) -> int:
        return sum(r.tics for r in self.sections[section])

    def rows_for(self, path: str) -> dict[str, int]:
        """Section -> tics of one entry (the window shows where an entry went)."""
        return dict(self._by_path.get(path, ()))

    @cached_property
    def _by_path(self) -> dict[str, dict[str, int]]:
        """Path -> section -> tics, made once: the sheet asks for every armor and weapon entry."""
        out: dict[str, dict[str, int]] = {}
        for name, rows in self.sections.items():
            for r in rows:
                where = out.setdefault(r.path, {})
                where[name] = where.get(name, 0) + r.tics
        return out


def on_diagram(system: System, catalog: BscsCatalog) -> bool:
    """Shield generators, rescue pods and boarding units have no tics inside (L774, L783-784)."""
    return catalog.unit_tics(system.type) > 0


def allowed_sections(system: System) -> tuple[str, ...]:
    """Where the automatic placement may put an entry's tics, in order of preference."""
    t = system.type  # the type tag names the model class (system models are not subclassed)
    if t == "reactor":
        return (CORE,)  # L765
    if t == "beam" or t == "cannon":
        return tuple(a for a in ARCS if a in system.arcs)  # its own arcs (L762)
    if t == "missile" or t == "hangar":
        return ARCS  # not the Core (L766; missiles: digest D13)
    if t == "drive":
        return AFT_FIRST
    return SECTIONS


KIND_TITLES = {"drive": "Drive", "jump": "Jump engine", "beam": "Beam", "cannon": "Cannon",
               "missile": "Missile", "shield": "Shield generator", "reactor": "Reactor",
               "sensor": "Sensor", "armor": "Armor", "hold": "Hold", "hangar": "Hangar",
               "repair": "Repair shop", "hospital": "Hospital", "rescue-pod": "Rescue pod",
               "boarding": "Boarding unit"}


def kind_title(system: System) -> str:
    """A compacted beam is a "Torpedo" (002 L174, digest D7)."""
    t = system.type
    if t == "beam" and system.compaction >= 1:
        return "Torpedo"
    if t == "boarding":
        return system.unit.replace("-", " ").capitalize()
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
    level, k, spent = order[0], 1, 0
    while k < len(order) and spent + k * (order[k] - level) <= n:
        spent += k * (order[k] - level)
        level = order[k]
        k += 1
    rise, extra = divmod(n - spent, k)
    level += rise
    got = []
    for load in loads:
        tics = level - load if load <= level else 0
        if load <= level and extra:
            tics += 1
            extra -= 1
        got.append(tics)
    return got


def place(design: BscsDesign, catalog: BscsCatalog) -> Placement:
    """Where every tic of ``design`` goes: the hull as ``hull_split`` says, first in each section,
    then the overrides, then the rest spread evenly. The balance counts system tics only (the
    hull is even by rule), so an edit of the hull moves no system tic."""
    # Section -> path -> [label, kind, tics]: rows of one entry split by other entries are
    # merged for a tidy diagram, in the order the entries first reached the section.
    rows: dict[str, dict[str, list]] = {s: {} for s in SECTIONS}
    load = dict.fromkeys(SECTIONS, 0)

    def put(section: str, path: str, label: str, kind: str, tics: int) -> None:
        if tics <= 0:
            return
        row = rows[section].get(path)
        if row is None:
            rows[section][path] = [label, kind, tics]
        else:
            row[2] += tics
        load[section] += tics

    hull = hull_split(design)
    for section, n in hull.items():
        put(section, "hull", "Hull", "hull", n)
    load = dict.fromkeys(SECTIONS, 0)
    entries = []  # (index, entry, tics) of the entries on the diagram
    for i, s in enumerate(design.systems):
        unit = catalog.unit_tics(s.type)
        if unit > 0:
            entries.append((i, s, s.count * unit))
    # Overrides first, then the most constrained systems, so the free ones fill the gaps.
    fixed = [(i, s, n) for i, s, n in entries if s.section != AUTO]
    auto = sorted(((i, s, n, allowed_sections(s)) for i, s, n in entries if s.section == AUTO),
                  key=lambda e: (len(e[3]), e[0]))
    for i, s, n in fixed:
        put(s.section, f"systems[{i}]", system_label(s), s.type, n)
    # Each auto entry is placed once, so its path is new in every section it reaches.
    for i, s, n, allowed in auto:
        if n <= 0:
            continue
        allowed = allowed or SECTIONS
        path, label, kind = f"systems[{i}]", system_label(s), s.type
        if n == 1 or len(allowed) == 1:  # min() keeps the first of equals: the preferred one
            sec = min(allowed, key=load.__getitem__)
            rows[sec][path] = [label, kind, n]
            load[sec] += n
            continue
        for sec, tics in zip(allowed, spread([load[sec] for sec in allowed], n)):
            if tics:
                rows[sec][path] = [label, kind, tics]
                load[sec] += tics
    return Placement({section: tuple(TicRow(path, label, kind, tics)
                                     for path, (label, kind, tics) in items.items())
                      for section, items in rows.items()}, hull)


def placement_findings(design: BscsDesign, placement: Placement,
                       catalog: BscsCatalog) -> list[Finding]:
    out: list[Finding] = []
    for i, s in enumerate(design.systems):
        if s.section == AUTO:
            continue
        path = f"systems[{i}].section"
        name = system_label(s)
        if not on_diagram(s, catalog):
            where = ("its points go in the Shields column outside the diagram (L774)"
                     if isinstance(s, ShieldGenerator) else "it is not on the diagram (L783-784)")
            out.append(Finding("BSCS-DAD-OUTSIDE", "error",
                               f"{name} cannot be placed in a section: {where}; remove 'section'",
                               path, f"{RULE_TICS}, rule 8"))
        elif isinstance(s, Reactor) and s.section != CORE:
            out.append(Finding("BSCS-DAD-REACTOR", "error",
                               f"{name} is placed in {SECTION_TITLES[s.section]}; reactors must be "
                               "in the Core", path, f"{RULE_TICS}, rule 4 (002 L765)"))
        elif isinstance(s, (Beam, Cannon, Missile, Hangar)) and s.section == CORE:
            out.append(Finding("BSCS-DAD-CORE", "error",
                               f"{name} is placed in the Core; hangars and weapons cannot be there",
                               path, f"{RULE_TICS}, rule 5 (002 L766)"))
        elif isinstance(s, (Beam, Cannon)) and s.section not in s.arcs:
            out.append(Finding("BSCS-DAD-ARC", "error",
                               f"{name} fires into {'/'.join(s.arcs)} but is placed in "
                               f"{SECTION_TITLES[s.section]}; put it in one of its arcs",
                               path, f"{RULE_TICS}, rule 1 (002 L762)"))
    split = placement.hull
    if design.hull_placement is not None:
        if sum(split.values()) != design.hull:
            out.append(Finding("BSCS-HULL-PLACEMENT", "error",
                               f"hull_placement places {sum(split.values())} hull tics but the "
                               f"ship has {design.hull} hull", "hull_placement",
                               f"{RULE_TICS}, rule 2 (002 L763)"))
        if max(split.values()) - min(split.values()) > 1:
            out.append(Finding("BSCS-HULL-UNEVEN", "error",
                               "hull must be spread evenly over all seven hit locations (they "
                               f"differ by {max(split.values()) - min(split.values())})",
                               "hull_placement", f"{RULE_TICS}, rule 2 (002 L763; digest D12)"))
    blank = [SECTION_TITLES[s] for s in ARCS if placement.tics(s) == 0]
    if blank:
        out.append(Finding("BSCS-DAD-BLANK", "info",
                           f"{', '.join(blank)} {'is' if len(blank) == 1 else 'are'} blank: damage "
                           "from there goes straight to the Core", "hull",
                           f"{RULE_TICS}, rule 7 (002 L768)"))
    return out


def sections_without_hull(placement: Placement) -> list[str]:
    """Hit locations the hull does not reach: a hull under 7 cannot be in all seven (L763)."""
    return [s for s, n in placement.hull.items() if n == 0]


def hull_section_findings(design: BscsDesign, placement: Placement,
                          options: Mapping[str, RuleValue]) -> list[Finding]:
    """Hull "distributed evenly to all seven Hit Locations" (L763) with fewer than 7 hull:
    as even as whole tics allow, and the sections left without hull named (info). Rule
    ``hull_in_every_section`` reads "all seven" as a demand: at least one hull in each, an error.
    """
    missing = sections_without_hull(placement)
    if not missing:
        return []
    strict = options["hull_in_every_section"]
    names = ", ".join(SECTION_TITLES[s] for s in missing)
    text = (f"{design.hull} hull cannot reach all seven hit locations; {names} "
            f"{'has' if len(missing) == 1 else 'have'} none")
    if strict:
        text += f" (at least {len(SECTIONS)} hull, one in each)"
    return [Finding("BSCS-HULL-SECTIONS", "error" if strict else "info", text,
                    "hull_placement" if design.hull_placement is not None else "hull",
                    f"{RULE_TICS}, rule 2 (002 L763)")]
