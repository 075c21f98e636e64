"""Full Thrust's editor for the window: hull fields with the rules' ranges, the systems table,
the four-arc editor, the systems palette and the budget header (001 L761-893).

Ranges and forbidden arcs come from the catalog and the rules, with the rule that sets them in
the tooltip; anything the spin boxes still allow that breaks a rule is a finding, not a refusal.
"""

from __future__ import annotations

from typing import Any, Mapping

from designer.core.editor import (Arc, ArcSpec, BudgetSpec, ColumnSpec, EditorSpec, FieldSpec,
                                  ListSpec, PaletteEntry, StatSpec)
from designer.games.full_thrust.catalog import catalog
from designer.games.full_thrust.design import (HULL_TYPES, SYSTEM_MODELS, FullThrustDesign,
                                               System)
from designer.games.full_thrust.options import RULE_OPTIONS, read_options
from designer.games.full_thrust.system_checks import RULE_AFT, RULE_BEAM_ARCS, RULE_TORPEDO, _adjacent
from designer.games.full_thrust.system_costs import arcs_text, label, spec_for

# The four 90-degree arcs (001 L184), stored port-fore-starboard-aft like the book's lists.
ARCS = (Arc("P", "Port", 270, 90), Arc("F", "Fore", 0, 90), Arc("S", "Starboard", 90, 90),
        Arc("A", "Aft", 180, 90))
ONE_ARC = ("needle-beam", "submunition", "pulse-torpedo")
INSTALLATION_MASS_MAX = 2000  # "several hundred" MASS (001 L786, L715): a generous spin-box cap


def _options(design: FullThrustDesign):
    values: dict[str, Any] = {opt.key: opt.default for opt in RULE_OPTIONS}
    values.update(design.rules)
    return read_options(values)[0]


def _mass_bounds(design: FullThrustDesign, _row: Any) -> tuple[int, int]:
    cat = catalog()
    return cat.min_mass, INSTALLATION_MASS_MAX if design.is_installation else cat.max_ship_mass


def _thrust_bounds(_design: FullThrustDesign, _row: Any) -> tuple[int, int]:
    return 0, catalog().max_thrust


def _installation_lock(what: str):
    def reason(design: FullThrustDesign, _row: Any) -> str:
        if design.is_installation and not getattr(design, what):
            return f"installations have no {'FTL drive' if what == 'ftl' else 'drives'} (001 L715)"
        return ""
    return reason


def _has(field: str):
    return lambda _design, row: row is not None and field in type(row).model_fields


def forbidden_arcs(design: FullThrustDesign, row: System) -> Mapping[str, str]:
    """Arcs the rules never allow for this system, with the rule (001 L186, L466)."""
    if design.is_installation and _options(design).installation_all_arc:
        return {}  # Con-Am 12's "ALL arc fire" (001 L939), a rule option
    if row.type == "pulse-torpedo":
        reason = f"torpedo tubes fire through the FORE arc only ({RULE_TORPEDO})"
        return {k: reason for k in "PSA"}
    return {"A": f"no ship may fire offensive weapons through its AFT arc ({RULE_AFT})"}


def check_arcs(design: FullThrustDesign, row: System, arcs: tuple[str, ...]) -> str:
    if row.type == "beam" and len(arcs) == 2 and not _adjacent(*arcs):
        return f"a two-arc mount must use adjacent arcs, F+P or F+S ({RULE_BEAM_ARCS})"
    return ""


def _hull_fields() -> tuple[FieldSpec, ...]:
    cat = catalog()
    return (
        FieldSpec("Name", "name", "text", help="The class name printed on the record sheet."),
        FieldSpec("Hull type", "hull.type", "choice",
                  choices=tuple((t, cat.hull_types[t].title) for t in HULL_TYPES),
                  help="Warship, merchant and special hulls (001 L794, L701-745, L713-717)."),
        FieldSpec("MASS", "hull.mass", "int", bounds=_mass_bounds,
                  help=f"Hull MASS: {cat.min_mass}-{cat.max_ship_mass} for ships (001 L786, L794); "
                       "installations may be larger (L715). Escort up to 18, cruiser 19-36, "
                       "capital 37-100 (L790-792)."),
        FieldSpec("FTL drive", "ftl", "bool", disabled=_installation_lock("ftl"),
                  help="Costs 1 x MASS (3 x for tugs); non-FTL warships get 75% for systems "
                       "(001 L808, L705, L687-691)."),
        FieldSpec("Thrust", "thrust", "int", bounds=_thrust_bounds,
                  disabled=_installation_lock("thrust"),
                  help=f"Main drive rating 0-{cat.max_thrust} (001 L820); costs MASS x thrust / 4 "
                       "escort, / 2 cruiser, x 1 capital and merchant (L812-814)."),
    )


def _row_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("Count", "count", "int", minimum=1, maximum=200,
                  help="Identical mounts in this entry; MASS and points multiply."),
        FieldSpec("Class", "class", "choice", choices=(("A", "A"), ("B", "B"), ("C", "C")),
                  applies=lambda _d, row: row.type == "beam",
                  help="Beam battery class: A 3 MASS, B 2, C 1 (001 L850-852)."),
        FieldSpec("Level", "level", "int", minimum=1, maximum=catalog().max_screen_level,
                  applies=_has("level"),
                  help="Screen level: 3 MASS and 25 points a level, at most level 3 (001 L855, L260)."),
        FieldSpec("Signature", "signature", "choice",
                  choices=(("cruiser", "Cruiser"), ("capital", "Capital")),
                  applies=_has("signature"),
                  help="The signature the weasel shows: 20 pts cruiser, 40 capital (001 L574)."),
    )


def _palette(systems: list[dict[str, Any]]) -> tuple[PaletteEntry, ...]:
    groups = {"beam": "Beams", "needle-beam": "Weapons", "pulse-torpedo": "Weapons",
              "nova-cannon": "Weapons", "submunition": "Weapons", "minelayer": "Mines",
              "minesweeper": "Mines", "pdaf": "Defences", "adaf": "Defences",
              "screen": "Defences", "fighter-group": "Fighters", "fire-control": "Electronics",
              "weasel": "Electronics"}
    out = []
    for system in systems:
        entry = dict(system["entry"])
        model = SYSTEM_MODELS[system["type"]]
        mass = f"{system['mass']}/level" if system["per_level"] else str(system["mass"])
        out.append(PaletteEntry(
            key=f"{system['type']}:{system['variant']}" if system["variant"] else system["type"],
            label=system["name"], mass=mass, cost=system["points_text"],
            make=lambda _design, m=model, e=entry: m.model_validate(e, by_alias=True),
            group=groups.get(system["type"], "Other"),
            summary=system["summary"] + ("" if system["merchant"] else " Military only."),
            source=system["source"]))
    return tuple(out)


def build_editor(systems: list[dict[str, Any]]) -> EditorSpec:
    """The editor description; ``systems`` is ``FullThrustGame.systems()`` (the palette)."""
    row_fields = _row_fields()
    count, beam_class, level, signature = row_fields
    return EditorSpec(
        fields=_hull_fields(),
        lists=(ListSpec(
            path="systems", title="Systems",
            columns=(ColumnSpec("Count", fields=(count,)),
                     ColumnSpec("Class / level", fields=(beam_class, level, signature)),
                     ColumnSpec("Arcs", text=lambda row: arcs_text(getattr(row, "arcs", ())))),
            row_label=lambda row: spec_for(row).name,
            row_fields=row_fields,
            arcs=ArcSpec(ARCS, applies=lambda _d, row: "arcs" in type(row).model_fields,
                         forbidden=forbidden_arcs,
                         single=lambda _d, row: row.type in ONE_ARC,
                         check=check_arcs)),),
        palette=_palette(systems),
        budget=BudgetSpec(used="systems_mass", limit="systems_mass_limit", label="Systems MASS",
                          stats=(StatSpec("points", "Points", "Hull + FTL + drive + systems (001 L775)"),
                                 StatSpec("damage_points", "Damage points", "MASS / 2, merchants / 4 (001 L781-782)"),
                                 StatSpec("class", "Class", "By MASS (001 L790-794)"),
                                 StatSpec("thrust", "Thrust"),
                                 StatSpec("fire_controls", "FireCons", "Standard by class plus extras (001 L172, L863)"))),
        mass_label="MASS", points_label="Points", paper="a4")


__all__ = ["build_editor", "forbidden_arcs", "check_arcs", "label"]
