"""A Full Thrust design pasted back as text: the plain-text form ``hullwright share`` writes
(``designer/exchange/share.py``, notation in ``designer/games/full_thrust/sheet/share.py``) read into
the same design. The text is hostile until read: a size and line limit, and every problem a
:class:`LoadError` at its line and column.

What is read: the name (first line), ``MASS: 40 (warship, capital)``, ``Thrust: 4``,
``FTL: yes|no``, the ``Systems:`` lines (``2 'A' Batteries (P/F)``, ``Level-2 Screens``,
``3 PDAF``, ``Weasel (capital signature)``), and ``Rule options``, ``Profile``, ``Book points``,
``Source``, ``Notes``. The verdict line and the figures the rules compute (screens, FireCons,
damage) are shown, not read: the rules compute them again.
"""

from __future__ import annotations

import re
from typing import Any

from designer.core.errors import LoadError
from designer.core.model import parse_model
from designer.core.yaml_source import SourceMap
from designer.exchange.share import BOOK_POINTS, NOTES, PROFILE, RULES, SOURCE
from designer.games.full_thrust.design import ARCS, FullThrustDesign
from designer.games.full_thrust.sheet.share import NAMES, SYSTEMS

MAX_CHARS = 200_000  # a design's text is a few hundred characters; a hostile paste is refused
MAX_LINES = 2_000

_MASS = re.compile(r"(?P<mass>\d{1,6}) \((?P<type>[a-z-]+)(?:, [a-z ]+)?\)")
_COUNT = re.compile(r"(?:(?P<count>\d{1,4}) )?(?P<rest>.+)")
_ARCS = re.compile(r"(?P<rest>.+?) \((?P<arcs>[A-Z](?:/[A-Z])*)?\)")
_BEAM = re.compile(r"'(?P<cls>[A-Z])' (?:Battery|Batteries)")
_SCREEN = re.compile(r"Level-(?P<level>\d{1,3}) Screens")
_WEASEL = re.compile(r"Weasels? \((?P<signature>[a-z]+) signature\)")
_BY_NAME = {
    name: key for key, names in NAMES.items() for name in names if key not in ("beam", "screen", "weasel")
}
_FIELDS = {"MASS", "Thrust", "FTL", RULES, PROFILE, BOOK_POINTS, SOURCE, NOTES}


def read_full_thrust_text(text: str, source: str = "<text>") -> FullThrustDesign:
    """The design ``text`` describes, or a :class:`LoadError` at ``source:LINE:COL``."""
    if len(text) > MAX_CHARS:
        raise LoadError(
            source,
            f"is {len(text):,} characters; a design's text is a few hundred (at most {MAX_CHARS:,} are read)",
        )
    if "\x00" in text:
        raise LoadError(source, "holds NUL characters: it is not a design's text")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if len(lines) > MAX_LINES:
        raise LoadError(source, f"has {len(lines):,} lines; at most {MAX_LINES:,} are read")
    smap = SourceMap(source)
    numbered = [(n, line) for n, line in enumerate(lines, 1) if line.strip()]
    if not numbered:
        raise LoadError(source, "is empty; paste the text 'hullwright share' wrote", 1, 1)
    (name_line, name), rest = numbered[0], numbered[1:]
    data: dict[str, Any] = {"game": "full-thrust", "name": name.strip()}
    smap.marks[("name",)] = (name_line, 1)
    systems: list[dict[str, Any]] = []
    in_systems = False
    for number, line in rest:
        if in_systems and line.startswith((" ", "\t")):
            smap.marks[("systems", len(systems))] = (number, len(line) - len(line.lstrip()) + 1)
            systems.append(_system(line.strip(), source, number))
            continue
        in_systems = False
        label, sep, value = line.partition(": ")
        if line.rstrip() == f"{SYSTEMS}:":
            in_systems = True
        elif label == NOTES and sep:  # the notes run to the end of the text
            data["notes"] = "\n".join([value, *lines[number:]]).rstrip()
            smap.marks[("notes",)] = (number, 1)
            break
        elif label in _FIELDS and sep:
            _field(data, label, value.strip(), source, number, smap)
        # anything else (the verdict line, the computed figures, house rules) is shown, not read
    if "hull" not in data:
        raise LoadError(
            source,
            "has no 'MASS: <mass> (<hull type>)' line; paste the whole text 'hullwright share' wrote",
            name_line,
            1,
        )
    data["systems"] = systems
    design = parse_model(FullThrustDesign, data, smap, strict=True)
    return design


def _field(data: dict, label: str, value: str, source: str, line: int, smap: SourceMap) -> None:
    col = len(label) + 3
    if label == "MASS":
        found = _MASS.fullmatch(value)
        if not found:
            raise LoadError(
                source,
                f"MASS: {value!r} is not '<mass> (<hull type>)', e.g. '40 (warship, capital)'",
                line,
                col,
            )
        data["hull"] = {"mass": int(found["mass"]), "type": found["type"]}
        smap.marks[("hull",)] = (line, col)
    elif label == "Thrust":
        if not value.isdigit() or len(value) > 4:
            raise LoadError(source, f"Thrust: {value!r} is not a whole number", line, col)
        data["thrust"] = int(value)
    elif label == "FTL":
        if value not in ("yes", "no"):
            raise LoadError(source, f"FTL: write yes or no, not {value!r}", line, col)
        data["ftl"] = value == "yes"
    elif label == RULES:
        data["rules"] = _rules(value, source, line, col)
        smap.marks[("rules",)] = (line, col)
    elif label == PROFILE:
        data["profile"] = value
    elif label == BOOK_POINTS:
        try:
            number = float(value)
        except ValueError:
            raise LoadError(source, f"Book points: {value!r} is not a number", line, col) from None
        data["book_points"] = int(number) if number.is_integer() else number
    elif label == SOURCE:
        data["source"] = value
    smap.marks.setdefault((_key(label),), (line, col))


def _key(label: str) -> str:
    return {"MASS": "hull", BOOK_POINTS: "book_points"}.get(label, label.lower())


def _rules(value: str, source: str, line: int, col: int) -> dict[str, bool | int | str]:
    rules: dict[str, bool | int | str] = {}
    for item in value.split(", "):
        key, sep, raw = item.partition("=")
        if not sep or not key:
            raise LoadError(source, f"Rule options: {item!r} is not KEY=VALUE", line, col)
        rules[key] = (
            True
            if raw == "true"
            else False
            if raw == "false"
            else (int(raw) if re.fullmatch(r"-?\d{1,9}", raw) else raw)
        )
    return rules


def _system(text: str, source: str, line: int) -> dict[str, Any]:
    """One ``Systems:`` line as the file's entry (the inverse of ``share.system_line``)."""
    counted = _COUNT.fullmatch(text)
    count = int(counted["count"]) if counted and counted["count"] else 1
    rest = counted["rest"] if counted else text
    entry: dict[str, Any] = {}
    arced = _ARCS.fullmatch(rest)
    if arced and not _WEASEL.fullmatch(rest):
        rest = arced["rest"]
        arcs = arced["arcs"].split("/") if arced["arcs"] else []
        unknown = [a for a in arcs if a not in ARCS]
        if unknown:
            raise LoadError(source, f"{text!r}: {unknown[0]} is not an arc; write F, P, S or A", line, 3)
        entry["arcs"] = arcs
    if beam := _BEAM.fullmatch(rest):
        entry = {"type": "beam", "class": beam["cls"], **entry}
    elif screen := _SCREEN.fullmatch(rest):
        entry = {"type": "screen", "level": int(screen["level"]), **entry}
    elif weasel := _WEASEL.fullmatch(rest):
        entry = {"type": "weasel", "signature": weasel["signature"], **entry}
    elif rest in _BY_NAME:
        entry = {"type": _BY_NAME[rest], **entry}
    else:
        raise LoadError(
            source,
            f"{text!r} is not a Full Thrust system as 'hullwright share' "
            "writes them (e.g. \"2 'A' Batteries (P/F)\", 'Level-2 Screens', '3 PDAF')",
            line,
            3,
        )
    if count != 1:
        entry["count"] = count
    return entry
