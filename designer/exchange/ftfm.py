"""Full Thrust Fleet Manager's ``.FTDesign`` and ``.FTFleet`` files (issue 27 section 1).

Full Thrust Fleet Manager (FTFM, a public GPL-3.0 project) saves JSON: an ``.FTDesign`` is
``{schema_version, kind: "FTDesign", design, factions}``, an ``.FTFleet`` is ``{schema_version,
kind: "FTFleet", fleet, designs, factions}`` with the fleet's custom designs (catalog designs by
id). The fields are described in ``../shared/formats/ftfm.md`` and that project's
``docs/PLAN.md`` section 5. Only its ``ft2`` ruleset (Full Thrust 2 with More Thrust) is
Hullwright's Full Thrust; other rulesets are refused.

Conventions that differ, and how they are mapped:

- FTFM lists every fire control as a ``fire_control`` system, the class's standard ones included;
  Hullwright counts only the extra ones (``fire-control`` entries, 001 L172, L863).
- An FTFM tug is a merchant with a ``tug_drive`` system; ours is the ``tug`` hull type (FTL at
  three times the MASS, 001 L705; FTFM's tug drive is the extra twice).
- Arcs are the same four letters, F, S, A, P (001 L184-192); FTFM lists one system per mount,
  ours a ``count`` of identical mounts.

A system FT2 does not have here (More Thrust missiles, ortillery, ...) and any field that has no
place in a Hullwright design becomes a finding with the file's JSON path and line; nothing is
dropped silently. The book's points (``source.npv_book``) become ``book_points``.

Reading a file, and its fleets, is ``ftfm_import.py``; export writes the same shape
(``ftfm_export.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pydantic import ValidationError

from designer.core.design_file import design_data
from designer.core.errors import LoadError
from designer.core.model import validation_problem
from designer.core.yaml_source import path_text
from designer.exchange.ftfm_damage import FleetState
from designer.exchange.json_file import JsonLocator, JsonPath
from designer.games.full_thrust import GAME
from designer.games.full_thrust.design import ARCS, FullThrustDesign
from designer.games.full_thrust.fleet.rules import FullThrustFleet
from designer.games.full_thrust.ship_state import row_ids

SCHEMA_VERSION = 2  # what export writes: version 2 designs add armour_layers and pulsers
RULESET = "ft2"
RULESET_TITLES = {
    "ft2": "Full Thrust 2",
    "fb": "Fleet Book",
    "ftcd": "Full Thrust: Cross Dimensions",
    "ftpc": "Full Thrust: Project Continuum",
}
DESIGN_KIND, FLEET_KIND = "FTDesign", "FTFleet"
SUFFIXES = {DESIGN_KIND: ".FTDesign", FLEET_KIND: ".FTFleet"}
FTFM_CATALOG = "ft2:ft:"  # FTFM's ids of the FT2 basic classes (FT pp.14-15, ours 001 L366-397)

# FTFM system type -> ours, for the systems with nothing but a type (and arcs, copied as given).
PLAIN_SYSTEMS = {
    "pdaf": "pdaf",
    "adaf": "adaf",
    "fighter_group": "fighter-group",
    "needle_beam": "needle-beam",
    "pulse_torpedo": "pulse-torpedo",
    "submunition": "submunition",
    "nova_cannon": "nova-cannon",
    "minelayer": "minelayer",
    "minesweeper": "minesweeper",
}
OURS_TO_FTFM = {ours: theirs for theirs, ours in PLAIN_SYSTEMS.items()}
WITH_ARCS = {"beam", "needle_beam", "pulse_torpedo", "submunition"}
# What FTFM's ft2 ruleset knows that this game does not (More Thrust pp.3-4 and its fighters).
NAMED_ELSEWHERE = {
    "mt_missile": "More Thrust missile",
    "ortillery": "More Thrust ortillery",
    "aa_battery": "More Thrust AA battery",
    "wave_gun": "More Thrust wave gun",
    "reflex_field": "More Thrust reflex field",
    "cloak": "More Thrust cloaking field",
}
T = TypeVar("T")
D = TypeVar("D")
# What each FTFM system type carries besides its uid and type (a key anywhere else is a finding).
SYSTEM_FIELDS = {
    "beam": {"class", "arcs"},
    "screen": {"level"},
    "weasel": {"signature"},
    "needle_beam": {"arcs"},
    "pulse_torpedo": {"arcs"},
    "submunition": {"arcs"},
    "fire_control": set(),
    "tug_drive": set(),
}
TYPE_LINE = re.compile(r"^Full Thrust Fleet Manager type: (.+) \((.*)\)$", re.M)
SOURCE_LINE = re.compile(r"^Full Thrust Fleet Manager (\S+)(?: \((\w+)(?: p\.(\d+))?\))?$")
CLASS_CODES = {"escort": "ES", "cruiser": "CR", "capital": "CA"}  # FTFM's type_code is a label


@dataclass(frozen=True)
class ImportFinding:
    """Something of the file that could not be mapped: its JSON path, line and column."""

    path: str
    message: str
    line: int
    col: int

    def located(self, file: str) -> str:
        return f"{file}:{self.line}:{self.col}: {self.path}: {self.message}"


@dataclass(frozen=True)
class ImportedDesign:
    design: FullThrustDesign
    findings: tuple[ImportFinding, ...]
    systems: int  # FTFM systems mapped (fire controls and the tug drive included)
    ftfm_id: str = ""
    # FTFM system uid -> the part id a ship's state marks it by (ftfm_damage.py): the row the
    # system became, ``fire-control`` or, for a tug drive, ``ftl``; a system left out has none.
    parts: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ImportedFleet:
    fleet: FullThrustFleet
    designs: dict[str, ImportedDesign]  # file name the fleet's entries name -> design
    findings: tuple[ImportFinding, ...]
    state: FleetState | None = None  # the ships' damage and the log, when any (ftfm_damage.py)


@dataclass
class _Notes:
    """Findings collected while reading one file."""

    locator: JsonLocator
    found: list[ImportFinding] = field(default_factory=list)

    def add(self, path: JsonPath, message: str) -> None:
        self.found.append(ImportFinding(path_text(path), message, *self.locator.locate(path)))


def file_kind(data: Any) -> str | None:
    """``FTDesign`` or ``FTFleet`` for FTFM data, else None (detected by content, not name)."""
    if isinstance(data, dict) and data.get("kind") in (DESIGN_KIND, FLEET_KIND):
        return data["kind"]
    return None


# ---- designs, FTFM -> ours ----------------------------------------------------------------------


def _field(node: dict[str, Any], key: str, kind: type[T], default: D) -> T | D:
    """``node[key]`` where it is a ``kind``, else ``default``: a field the file may lack, or hold
    something else in (kept no further)."""
    value = node.get(key)
    return value if isinstance(value, kind) else default


def _expect(
    node: dict, key: str, kind: type | tuple, at: JsonPath, locator: JsonLocator, required: bool = True
) -> Any:
    """``node[key]`` if it is a ``kind`` (a bool is not a number), else a located error."""
    if key not in node:
        if required:
            raise locator.error(at, f"has no {key!r}; a Full Thrust Fleet Manager file always has one")
        return None
    value = node[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " or ".join(
            {
                dict: "an object",
                list: "a list",
                str: "text",
                int: "a whole number",
                bool: "true or false",
                float: "a number",
                type(None): "null",
            }[k]
            for k in kinds
        )
        raise locator.error(at + (key,), f"must be {names}, not {value!r:.60}")
    return value


def _check_ruleset(node: dict, at: JsonPath, locator: JsonLocator) -> None:
    ruleset = _expect(node, "ruleset", str, at, locator)
    if ruleset != RULESET:
        title = RULESET_TITLES.get(ruleset, "an unknown ruleset")
        raise locator.error(
            at + ("ruleset",),
            f"the ruleset is {ruleset!r:.40} ({title}); only Full "
            'Thrust 2 ("ft2") designs and fleets can be imported',
        )


def _design(node: Any, at: JsonPath, notes: _Notes) -> ImportedDesign:
    """One FTFM design as ours: its head fields, its systems (one a mount, fire controls and a
    tug drive apart), the hull type they imply, the design checked, and each system's part id."""
    loc = notes.locator
    if not isinstance(node, dict):
        raise loc.error(at, "must be an object (a design)")
    _check_ruleset(node, at, loc)
    head = _DesignHead.read(node, at, loc)
    read = _read_systems(head.systems, at, notes)
    hull_type = _hull_type(head, read.tug_drives, notes)
    merged, rows = _merged(read.systems)
    design = _validated(_design_data(node, head, hull_type, merged), at, loc)
    design = _with_fire_controls(design, read.fire_controls, at, notes)
    design = _with_merchant_rounding(design, notes, at)
    _unmapped_fields(node, at, notes)
    parts = _parts(design, rows, read, keeps_tug_drive=hull_type == "tug" and head.ftl)
    return ImportedDesign(design, (), len(head.systems), head.ftfm_id, parts)


@dataclass(frozen=True)
class _DesignHead:
    """The fields every FTFM design has, checked in the file's order."""

    name: str
    mass: int
    hull_kind: str
    thrust: int
    ftl: bool
    systems: list
    ours: dict  # what Hullwright's export wrote under ``hullwright`` (hull type, rules)
    ftfm_id: str

    @staticmethod
    def read(node: dict, at: JsonPath, loc: JsonLocator) -> _DesignHead:
        name = _expect(node, "name", str, at, loc)
        mass = _expect(node, "tmf", int, at, loc)
        hull_kind = _expect(node, "hull_kind", str, at, loc)
        if hull_kind not in ("warship", "merchant"):
            raise loc.error(
                at + ("hull_kind",), f'{hull_kind!r:.40} is not a hull kind; expected "warship" or "merchant"'
            )
        thrust = _expect(node, "thrust", int, at, loc)
        ftl = _expect(node, "ftl", bool, at, loc)
        systems = _expect(node, "systems", list, at, loc)
        ours = _expect(node, "hullwright", dict, at, loc, required=False) or {}
        ftfm_id = _field(node, "id", str, "")
        return _DesignHead(name, mass, hull_kind, thrust, ftl, systems, ours, ftfm_id)


@dataclass
class _ReadSystems:
    """A design's FTFM systems read one by one: our entries (one a mount), the fire controls and
    tug drives counted apart, and which uid became what."""

    systems: list[dict] = field(default_factory=list)
    fire_controls: int = 0
    tug_drives: list[JsonPath] = field(default_factory=list)
    kept: dict[str, int] = field(default_factory=dict)  # uid -> index in systems
    special: dict[str, str] = field(default_factory=dict)  # uid -> part id of a fire control or tug drive


def _read_systems(raw_systems: list, at: JsonPath, notes: _Notes) -> _ReadSystems:
    loc = notes.locator
    read = _ReadSystems()
    for i, system in enumerate(raw_systems):
        where = at + ("systems", i)
        if not isinstance(system, dict):
            raise loc.error(where, "must be an object (a system)")
        kind = _expect(system, "type", str, where, loc)
        uid = _field(system, "uid", str, None)
        if kind in SYSTEM_FIELDS or kind in PLAIN_SYSTEMS:  # an unknown type is left out whole
            for key in sorted(set(system) - {"uid", "type"} - SYSTEM_FIELDS.get(kind, set())):
                notes.add(
                    where + (key,),
                    f"{key!r:.40} of a {kind!r:.40} has no place in a Hullwright design; not kept",
                )
        if kind == "fire_control":
            read.fire_controls += 1
            read.special[uid or ""] = "fire-control"
        elif kind == "tug_drive":
            read.tug_drives.append(where)
            if not read.tug_drives[1:]:
                read.special[uid or ""] = "ftl"
        else:
            entry = _system(system, kind, where, notes)
            if entry is not None:
                read.systems.append(entry)
                if uid is not None:
                    read.kept[uid] = len(read.systems) - 1
    return read


def _hull_type(head: _DesignHead, tug_drives: list[JsonPath], notes: _Notes) -> str:
    """A merchant with a tug drive is our tug; Hullwright's export names its own hull type."""
    hull_type = "merchant" if head.hull_kind == "merchant" else "warship"
    if tug_drives:
        if head.hull_kind == "merchant":
            hull_type = "tug"  # 001 L701-705: a tug is a merchant whose FTL costs 3 x MASS
        else:
            notes.add(
                tug_drives[0],
                "a tug drive on a warship: a Hullwright tug is a merchant hull "
                "(001 L701-705); the drive is not kept",
            )
        for extra in tug_drives[1:]:
            notes.add(extra, "a second tug drive: a tug has one; not kept")
    if "hull_type" in head.ours:
        hull_type = head.ours["hull_type"]  # a Q-ship or installation written by Hullwright
    return hull_type


def _design_data(node: dict, head: _DesignHead, hull_type: str, systems: list[dict]) -> dict:
    """Our design file's data, before it is checked."""
    source = _field(node, "source", dict, {})
    book_points = source.get("npv_book") if source.get("kind") == "catalog" else None
    data = {
        "game": "full-thrust",
        "name": head.name,
        "hull": {"mass": head.mass, "type": hull_type},
        "ftl": head.ftl,
        "thrust": head.thrust,
        "systems": systems,
        "source": _source_text(head.ftfm_id, source),
        "notes": _notes_text(node),
    }
    if isinstance(book_points, (int, float)) and not isinstance(book_points, bool) and book_points > 0:
        data["book_points"] = book_points
    if isinstance(head.ours.get("rules"), dict):
        data["rules"] = head.ours["rules"]
    return data


def _parts(
    design: FullThrustDesign, rows: list[int], read: _ReadSystems, keeps_tug_drive: bool
) -> dict[str, str]:
    """FTFM uid -> the part id its ship state marks: its row's, ``fire-control``, or ``ftl`` for
    the tug drive of a tug that kept it."""
    part_of_row = {index: part_id for part_id, index in row_ids(design, GAME.data.catalog())}
    parts = {uid: part_of_row[rows[index]] for uid, index in read.kept.items()}
    special = read.special
    if not keeps_tug_drive:
        special = {uid: part for uid, part in special.items() if part != "ftl"}
    parts.update((uid, part) for uid, part in special.items() if uid)
    return parts


def _system(system: dict, kind: str, where: JsonPath, notes: _Notes) -> dict | None:
    """Our entry for one FTFM system, or None with a finding that says why it is left out."""
    loc = notes.locator
    if kind == "beam":
        entry: dict = {"type": "beam", "class": _expect(system, "class", (str, int), where, loc)}
    elif kind == "screen":
        entry = {"type": "screen", "level": _expect(system, "level", int, where, loc)}
    elif kind == "weasel":  # written by Hullwright's export; FTFM has no decoys
        entry = {"type": "weasel", "signature": _expect(system, "signature", str, where, loc)}
    elif kind in PLAIN_SYSTEMS:
        entry = {"type": PLAIN_SYSTEMS[kind]}
    else:
        what = NAMED_ELSEWHERE.get(kind, "a system")
        notes.add(
            where + ("type",),
            f"{kind!r:.40} ({what}) is not a Full Thrust 2 system in "
            "Hullwright (001 L847-863); left out of the design, its MASS and points with it",
        )
        return None
    if kind in WITH_ARCS:
        arcs = _expect(system, "arcs", list, where, loc)
        wrong = [a for a in arcs if a not in ARCS]
        if wrong:
            notes.add(
                where + ("arcs",),
                f"arc {wrong[0]!r:.20} is not one of F, S, A, P (Full "
                "Thrust 2's four arcs, 001 L184-192); the system is left out",
            )
            return None
        entry["arcs"] = list(arcs)
    if entry["type"] == "beam" and not (
        isinstance(entry["class"], str) and entry["class"] in "ABC" and len(entry["class"]) == 1
    ):
        notes.add(
            where + ("class",),
            f"beam class {entry['class']!r:.20} is not A, B or C (a "
            "Fleet Book class?); the battery is left out",
        )
        return None
    return entry


def _merged(systems: list[dict]) -> tuple[list[dict], list[int]]:
    """Runs of identical mounts as one entry with a ``count`` (FTFM lists each mount), and for
    each system the index of the entry it went into."""
    out: list[dict] = []
    rows: list[int] = []
    for entry in systems:
        if out and {k: v for k, v in out[-1].items() if k != "count"} == entry:
            out[-1]["count"] = out[-1].get("count", 1) + 1
        else:
            out.append(dict(entry))
        rows.append(len(out) - 1)
    return out, rows


def _validated(data: dict, at: JsonPath, loc: JsonLocator) -> FullThrustDesign:
    try:
        return FullThrustDesign.model_validate(data, strict=True)
    except ValidationError as exc:
        path, message = validation_problem(exc, (), data)
        raise loc.error(at + _ftfm_path(path), message) from None


def _ftfm_path(path: tuple) -> JsonPath:
    """Where a field of our design came from in the FTFM design (approximately, for systems)."""
    top = {
        "hull": "tmf",
        "name": "name",
        "thrust": "thrust",
        "ftl": "ftl",
        "notes": "notes",
        "book_points": "source",
        "systems": "systems",
    }
    return (top[path[0]],) if path and path[0] in top else ()


def _with_fire_controls(
    design: FullThrustDesign, listed: int, at: JsonPath, notes: _Notes
) -> FullThrustDesign:
    """FTFM's fire controls less the class's standard ones (001 L172) as ``fire-control``."""
    standard = GAME.evaluate(design).stats.get("standard_fire_controls", 0)
    extra = listed - standard
    if extra < 0:
        notes.add(
            at + ("systems",),
            f"lists {listed} fire control(s); its class carries {standard} "
            "as standard (001 L172), which Hullwright always counts",
        )
    if extra <= 0:
        return design
    entry = {"type": "fire-control", **({"count": extra} if extra > 1 else {})}
    data = design_data(design)
    data["systems"] = [*data.get("systems", []), entry]
    return FullThrustDesign.model_validate(data, strict=True)


def _with_merchant_rounding(design: FullThrustDesign, notes: _Notes, at: JsonPath) -> FullThrustDesign:
    """FTFM rounds a merchant's tenth up (its Survey Cruiser, Medium Tug and Armed Merchantman
    need it, More Thrust p.23); ours rounds down by default (README decision 3). A design over
    the allowance only by that rounding keeps ``merchant_allowance_rounding: up``."""
    codes = {f.code for f in GAME.evaluate(design).errors}
    if "FT-ALLOWANCE-OVER" not in codes or "merchant_allowance_rounding" in design.rules:
        return design
    rounded_up = design.model_copy(update={"rules": {**design.rules, "merchant_allowance_rounding": "up"}})
    if "FT-ALLOWANCE-OVER" in {f.code for f in GAME.evaluate(rounded_up).errors}:
        return design
    notes.add(
        at + ("tmf",),
        "fits its systems only when a tenth of its MASS is rounded up, as Full "
        "Thrust Fleet Manager and More Thrust's merchants do; kept as the rule option "
        "merchant_allowance_rounding: up (001 L834, README decision 3)",
    )
    return rounded_up


def _source_text(ftfm_id: str, source: dict) -> str:
    """``Full Thrust Fleet Manager ID (BOOK p.PAGE)``, read back by :func:`_ftfm_source`."""
    where = ""
    if source.get("kind") == "catalog" and isinstance(source.get("book"), str):
        where = f"{source['book']} p.{source.get('page')}" if source.get("page") else source["book"]
    parts = ["Full Thrust Fleet Manager", ftfm_id, f"({where})" if where else ""]
    return " ".join(p for p in parts if p)


def _notes_text(node: dict) -> str:
    """The design's notes, and FTFM's type label and code on a line of their own (so an export
    writes them back); a line already there is not repeated."""
    text = _field(node, "notes", str, "")
    label, code = node.get("type_label"), node.get("type_code")
    if isinstance(label, str) and label and isinstance(code, str) and not TYPE_LINE.search(text):
        text = "\n".join(t for t in (text, f"Full Thrust Fleet Manager type: {label} ({code})") if t)
    return text


def _unmapped_fields(node: dict, at: JsonPath, notes: _Notes) -> None:
    """A finding for each FTFM field whose value Hullwright does not keep."""
    default: dict[str, object] = {
        "race": "human",
        "faction": None,
        "hull_boxes": 0,
        "armour": 0,
        "armour_layers": [],
        "streamlining": "none",
        "allow_rule_breaking": False,
        "layout_hints": {},
    }
    for key, value in default.items():
        if key in node and node[key] != value:
            notes.add(
                at + (key,),
                f"{key} {node[key]!r:.60} has no place in a Full Thrust 2 design in Hullwright; not kept",
            )
    loadout = node.get("default_loadout")
    if isinstance(loadout, dict):
        for key, entries in loadout.items():
            if not isinstance(entries, list):
                continue
            for i, entry in enumerate(entries):
                if key == "fighters" and isinstance(entry, dict) and entry.get("type") == "standard":
                    continue  # the FT2 fighter group (001 L856): what ours always carries
                notes.add(
                    at + ("default_loadout", key, i),
                    f"loadout {key} entry {entry!r:.60} "
                    "(More Thrust fighters, salvos or pulser modes) is not kept",
                )
    known = {
        "schema_version",
        "id",
        "ruleset",
        "name",
        "type_label",
        "type_code",
        "hull_kind",
        "tmf",
        "thrust",
        "ftl",
        "systems",
        "default_loadout",
        "source",
        "notes",
        "modified",
        "hullwright",
        *default,
    }
    for key in node:
        if key not in known:
            notes.add(at + (key,), f"the field {key!r:.40} is not one Hullwright knows; not kept")


def file_stem(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:60]
    return slug or "design"


def _unique(stem: str, taken: dict) -> str:
    name, n = f"{stem}.yaml", 2
    while name in taken:
        name, n = f"{stem}-{n}.yaml", n + 1
    return name


def not_full_thrust(file: str, game_title: str) -> LoadError:
    return LoadError(
        file, f"is a {game_title} file; the Full Thrust Fleet Manager format is Full Thrust's only"
    )


__all__ = [
    "ImportFinding",
    "ImportedDesign",
    "ImportedFleet",
    "file_kind",
    "not_full_thrust",
]
