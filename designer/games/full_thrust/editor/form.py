"""Full Thrust's editor for the window: hull fields with the rules' ranges, the systems table,
the four-arc wheel, the systems palette and the header's figures (001 L761-893).

Ranges come from the catalog; which arcs a system may take is asked of the rules' own arc
check (``system_checks.arc_problems``), so the wheel refuses exactly what the findings would
report. Anything the spin boxes still allow that breaks a rule is a finding, not a refusal.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, ListSpec, StatSpec
from designer.core.facing import Facing, FacingSpec
from designer.core.operations import Operation, add_row
from designer.core.rule_options import resolve_options
from designer.games.full_thrust.catalog import Catalog
from designer.games.full_thrust.design import HULL_TYPES, SYSTEM_MODELS, FullThrustDesign, System
from designer.games.full_thrust.options import RULE_OPTIONS, Options
from designer.games.full_thrust.rules.system_checks import arc_problems
from designer.games.full_thrust.rules.system_costs import arcs_text

# The four 90-degree arcs (001 L184), stored port-fore-starboard-aft like the book's lists.
ARCS = (
    Facing("P", "Port", 270, 90),
    Facing("F", "Fore", 0, 90),
    Facing("S", "Starboard", 90, 90),
    Facing("A", "Aft", 180, 90),
)
INSTALLATION_MASS_MAX = 2000  # "several hundred" MASS (001 L786, L715): a generous spin-box cap
REFUSED_ALONE = ("FT-ARC-AFT", "FT-TORPEDO-ARC")  # an arc no set may hold, whatever else is set


def _options(design: FullThrustDesign) -> Options:
    return Options.of(resolve_options(RULE_OPTIONS, (design.rules, "rules"))[0])


def _installation_lock(what: str) -> Callable[[FullThrustDesign, Any], str]:
    def reason(design: FullThrustDesign, _row: Any) -> str:
        if design.is_installation and not getattr(design, what):
            return f"installations have no {'FTL drive' if what == 'ftl' else 'drives'} (001 L715)"
        return ""

    return reason


def _has(field: str) -> Callable[[FullThrustDesign, System | None], bool]:
    return lambda _design, row: row is not None and field in type(row).model_fields


def _problems(
    design: FullThrustDesign, row: System, arcs: tuple[str, ...], cat: Catalog
) -> list[tuple[str, str, str]]:
    aft_ok = bool(design.is_installation and _options(design).installation_all_arc)
    return arc_problems(row.model_copy(update={"arcs": list(arcs)}), cat.spec_for(row), aft_ok)


def _reason(problem: tuple[str, str, str]) -> str:
    _code, message, rule = problem
    return f"{message.split(': ', 1)[-1]} ({rule})"


def forbidden_arcs(cat: Catalog) -> Callable[[FullThrustDesign, System], Mapping[str, str]]:
    """Arcs the rules never allow for a system, whatever else it bears through, with the rule
    (no aft fire, 001 L186; torpedoes fore only, L466): asked of the rules' arc check."""

    def forbidden(design: FullThrustDesign, row: System) -> Mapping[str, str]:
        out = {}
        for arc in ARCS:
            problems = [p for p in _problems(design, row, (arc.key,), cat) if p[0] in REFUSED_ALONE]
            if problems:
                out[arc.key] = _reason(problems[0])
        return out

    return forbidden


def check_arcs(cat: Catalog) -> Callable[[FullThrustDesign, System, tuple[str, ...]], str]:
    """Why a whole arc set is refused (a two-arc mount that is not adjacent, L210), or ""."""

    def check(design: FullThrustDesign, row: System, arcs: tuple[str, ...]) -> str:
        problems = _problems(design, row, arcs, cat)
        return _reason(problems[0]) if problems else ""

    return check


def _hull_fields(cat: Catalog) -> tuple[FieldSpec, ...]:
    def mass_bounds(design: FullThrustDesign, _row: Any) -> tuple[int, int]:
        return cat.min_mass, INSTALLATION_MASS_MAX if design.is_installation else cat.max_ship_mass

    return (
        FieldSpec("Name", "name", "text", help="The class name printed on the record sheet."),
        FieldSpec(
            "Hull type",
            "hull.type",
            "choice",
            choices=tuple((t, cat.hull_types[t].title) for t in HULL_TYPES),
            help="Warship, merchant and special hulls (001 L794, L701-745, L713-717).",
        ),
        FieldSpec(
            "MASS",
            "hull.mass",
            "int",
            bounds=mass_bounds,
            help=f"Hull MASS: {cat.min_mass}-{cat.max_ship_mass} for ships (001 L786, L794); "
            "installations may be larger (L715). Escort up to 18, cruiser 19-36, "
            "capital 37-100 (L790-792).",
        ),
        FieldSpec(
            "FTL drive",
            "ftl",
            "bool",
            disabled=_installation_lock("ftl"),
            help="Costs 1 x MASS (3 x for tugs); non-FTL warships get 75% for systems "
            "(001 L808, L705, L687-691).",
        ),
        FieldSpec(
            "Thrust",
            "thrust",
            "int",
            minimum=0,
            maximum=cat.max_thrust,
            disabled=_installation_lock("thrust"),
            help=f"Main drive rating 0-{cat.max_thrust} (001 L820); costs MASS x thrust / 4 "
            "escort, / 2 cruiser, x 1 capital and merchant (L812-814).",
        ),
    )


def _row_fields(cat: Catalog) -> tuple[FieldSpec, ...]:
    return (
        FieldSpec(
            "Count",
            "count",
            "int",
            minimum=1,
            maximum=200,
            help="Identical mounts in this entry; MASS and points multiply.",
        ),
        FieldSpec(
            "Class",
            "class",
            "choice",
            # the catalog's classes: the book's A, B and C, and any a house-rule profile adds
            choices=tuple((variant, variant) for variant in cat.variants("beam")),
            applies=_has("beam_class"),
            help="Beam battery class: A 3 MASS, B 2, C 1 (001 L850-852).",
        ),
        FieldSpec(
            "Level",
            "level",
            "int",
            minimum=1,
            maximum=cat.max_screen_level,
            applies=_has("level"),
            help="Screen level: 3 MASS and 25 points a level, at most level 3 (001 L855, L260).",
        ),
        FieldSpec(
            "Signature",
            "signature",
            "choice",
            choices=(("cruiser", "Cruiser"), ("capital", "Capital")),
            applies=_has("signature"),
            help="The signature the weasel shows: 20 pts cruiser, 40 capital (001 L574).",
        ),
    )


def _new_row(model: type[System], entry: dict[str, Any]) -> Callable[[FullThrustDesign], System]:
    """What a palette operation adds: a new row of ``model`` from its catalog entry's ``entry``."""
    return lambda _design: model.model_validate(entry, by_alias=True)


def _palette(systems: list[dict[str, Any]]) -> tuple[Operation, ...]:
    groups = {
        "beam": "Beams",
        "needle-beam": "Weapons",
        "pulse-torpedo": "Weapons",
        "nova-cannon": "Weapons",
        "submunition": "Weapons",
        "minelayer": "Mines",
        "minesweeper": "Mines",
        "pdaf": "Defences",
        "adaf": "Defences",
        "screen": "Defences",
        "fighter-group": "Fighters",
        "fire-control": "Electronics",
        "weasel": "Electronics",
    }
    out = []
    for system in systems:
        entry = dict(system["entry"])
        model = SYSTEM_MODELS[system["type"]]
        mass = f"{system['mass']}/level" if system["per_level"] else str(system["mass"])
        key = f"{system['type']}:{system['variant']}" if system["variant"] else system["type"]
        out.append(
            add_row(
                key,
                system["name"],
                "systems",
                _new_row(model, entry),
                group=groups.get(system["type"], "Other"),
                summary=system["summary"] + ("" if system["merchant"] else " Military only."),
                source=system["source"],
                measures={"mass": mass, "points": system["points_text"]},
            )
        )
    return tuple(out)


def build_editor(cat: Catalog, systems: list[dict[str, Any]]) -> EditorSpec:
    """The editor description; ``systems`` is ``FullThrustGame.systems()`` (the palette)."""
    row_fields = _row_fields(cat)
    count, beam_class, level, signature = row_fields
    return EditorSpec(
        fields=_hull_fields(cat),
        fields_title="Hull",
        lists=(
            ListSpec(
                path="systems",
                title="Systems",
                noun="System",
                row_title="Selected system",
                columns=(
                    ColumnSpec("Count", fields=(count,)),
                    ColumnSpec("Class / level", fields=(beam_class, level, signature)),
                    ColumnSpec("Arcs", text=lambda row: arcs_text(getattr(row, "arcs", ()))),
                ),
                row_label=lambda row: cat.spec_for(row).name,
                row_fields=row_fields,
                measures=(("mass", "MASS"), ("points", "Points")),
                facing=FacingSpec(
                    ARCS,
                    applies=lambda _d, row: "arcs" in type(row).model_fields,
                    forbidden=forbidden_arcs(cat),
                    single=lambda _d, row: cat.spec_for(row).arcs in ("one", "fore"),
                    check=check_arcs(cat),
                    presets=(("Broadside", ("P", "F", "S")), ("Fore", ("F",))),
                ),
            ),
        ),
        palette=_palette(systems),
        palette_title="Systems",
        palette_measures=(("mass", "MASS"), ("points", "Points")),
        stats=(
            StatSpec("points", "Points", "Hull + FTL + drive + systems (001 L775)", points=True),
            StatSpec("damage_points", "Damage points", "MASS / 2, merchants / 4 (001 L781-782)"),
            StatSpec("class", "Class", "By MASS (001 L790-794)"),
            StatSpec("thrust", "Thrust"),
            StatSpec("fire_controls", "FireCons", "Standard by class plus extras (001 L172, L863)"),
        ),
    )


__all__ = ["build_editor", "forbidden_arcs", "check_arcs"]
