"""The Star Fleet Battles quick reference (battle pack and Help > Rules reference): the general
procedures of ``catalogs/sfb/quick-reference.yaml`` the ships need (energy allocation always,
bolting for a ship that may bolt, the blossom for Rutan ships), the supplement's charts for the
weapons they carry (``tables.yaml``, as the SSD prints them) and each system's play note
(``play_notes``), each once. Section names, never seed lines."""

from __future__ import annotations

from typing import Sequence

from designer.core.game import ReferenceEntry
from designer.core.quick_reference import QuickReference
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import RangeTable
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.movement import RUTAN, bolt_right
from designer.games.sfb.sheet.play_notes import ship_notes, shuttle_notes, size_words, system_notes
from designer.games.sfb.rules.ssd import installed

REFERENCE_FILE = "quick-reference.yaml"  # in the game's catalog folder


def procedure_keys(designs: Sequence[SfbDesign], catalog: SfbCatalog) -> set[str]:
    keys = {"energy-allocation"}
    for design in designs:
        if bolt_right(design, catalog, engine_doubling=design.race == RUTAN).allowed:
            keys.add("bolting")
        if design.race == RUTAN:
            keys.add("blossom")
    return keys


def chart_lines(table: RangeTable) -> tuple[str, ...]:
    """A chart as lines, one a range column ("0-3: HIT 1-5, DAMAGE 8", the row names as printed),
    then how to read it."""
    lines = [
        f"{key}: " + ", ".join(f"{row[0]} {row[n]}" for row in table.rows)
        for n, key in enumerate(table.ranges[1:], 1)
    ]
    lines.append(table.die[0].upper() + table.die[1:] + ".")
    if table.overlap is not None:
        lines.append(f"Range {table.overlap.range}: read the {table.overlap.column} column.")
    return tuple(lines)


def reference_entries(
    designs: Sequence[SfbDesign], catalog: SfbCatalog, procedures: QuickReference
) -> list[ReferenceEntry]:
    """Procedures, then for each ship its charts, ship notes and system notes, each title once."""
    out = procedures.pick(procedure_keys(designs, catalog))
    sizes = size_words("physical")  # the default reading (rule option larger_means)
    for design in designs:
        entries = installed(design, catalog)
        charts = dict.fromkeys(t for e in entries if e.spec is not None for t in e.spec.tables)
        out += [ReferenceEntry(catalog.tables[t].title, chart_lines(catalog.tables[t]), "") for t in charts]
        notes = [
            *ship_notes(design, entries, catalog.play),
            *system_notes(entries, catalog.play, sizes),
            *shuttle_notes(design, entries, catalog.play),
        ]
        out += [ReferenceEntry(title, (text,), "") for title, text in notes]
    first: dict[str, ReferenceEntry] = {}  # each title once, where it first comes
    for entry in out:
        first.setdefault(entry.title, entry)
    return list(first.values())
