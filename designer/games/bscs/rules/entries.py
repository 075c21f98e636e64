"""What each entry is on its own, worked out once per entry: its cost, its name, its breakdown
row and the rules it breaks by itself (its own system's, and where it is placed by hand).

An edit keeps every entry it does not touch, so the figures of those entries are handed on from
the systems list worked out before (:class:`EntriesKept`, one per catalog and entry options in
the document's memos) instead of pricing and checking them again: an edit of a 200-entry ship
works out one entry, not 200. The figures depend on the entry, its place in the list (its path)
and the rule options that price or check one entry.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple, Sequence

from designer.core.evaluation import BreakdownRow, Finding
from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.checks import STEPS
from designer.games.bscs.rules.costing import EntryCost, entry_cost
from designer.games.bscs.design import System
from designer.games.bscs.rules.detail import PowerDraw
from designer.games.bscs.rules.entry_checks import (
    CAMPAIGN_LIMITS,
    ENTRY_CHECKS,
    campaign_findings,
)
from designer.games.bscs.rules.placement import AUTO, kind_title, section_findings

# The rule options that change what one entry costs or breaks.
ENTRY_OPTIONS = ("beam_density_cost", "arc_multiplier", "split_arcs", "campaign_universe")


class EntryFigures(NamedTuple):
    cost: EntryCost
    label: str
    step: int  # of "Building the Ship" (digest §3): where its row goes in the breakdown
    row: BreakdownRow  # a sensor's is replaced by its type's row (priced together, L637)
    campaign: tuple[Finding, ...]  # Campaign Universe maxima exceeded (when the rule is on)
    findings: tuple[Finding, ...]  # the entry's own rules broken
    placed: tuple[Finding, ...]  # its ``section:`` where the tic rules do not allow it
    draw: PowerDraw | None  # what it draws a turn, if anything


def entry_figures(i: int, s: System, catalog: BscsCatalog, options: Mapping[str, RuleValue]) -> EntryFigures:
    # Every entry of every file opened comes here: the checks are called only for the types
    # (and the placement by hand) they check, straight from their tables, and each text is made
    # once; a whole-number size or power is not put through round().
    t, count = s.type, s.count
    size, points, power, _ = cost = entry_cost(s, catalog, options)
    label = s.label or kind_title(s)  # system_label
    path = f"systems[{i}]"
    row = BreakdownRow(
        f"{count} × {label}" if count > 1 else label,
        {"size": round(size, 4) if size % 1 else size, "points": points},
        path,
    )
    limits = CAMPAIGN_LIMITS.get(t)
    campaign = tuple(campaign_findings(i, s, catalog)) if limits and options["campaign_universe"] else ()
    check = ENTRY_CHECKS.get(t)
    own = tuple(check(i, s, catalog)) if check else ()
    placed = tuple(section_findings(i, s, catalog)) if s.section != AUTO else ()
    draw = PowerDraw(label, path, round(power, 4) if power % 1 else power) if power else None
    return EntryFigures(cost, label, STEPS[t], row, campaign, own, placed, draw)


class EntriesKept:
    """The last systems list worked out under one catalog and one set of entry options
    (``entry_key``), with its entries' figures. An entry the next list holds at the same place
    (the same object: entries are frozen) keeps its figures: one identity test per entry, where
    a memo look-up per entry cost more than pricing most entries, and a file opened cold paid it
    for every entry."""

    def __init__(self) -> None:
        # The list and its figures as one value, read and replaced whole: two evaluations on
        # two threads never see one list's entries with another's figures.
        self._last: tuple[tuple[System, ...], list[EntryFigures]] = ((), [])

    def figures(
        self, systems: Sequence[System], catalog: BscsCatalog, options: Mapping[str, RuleValue]
    ) -> list[EntryFigures]:
        """Each entry's figures, those of the last list's entries at the same place kept."""
        last, kept = self._last
        n = len(last)
        figures = [
            kept[i] if i < n and last[i] is s else entry_figures(i, s, catalog, options)
            for i, s in enumerate(systems)
        ]
        self._last = (tuple(systems), figures)
        return figures


def entry_key(catalog: BscsCatalog, options: Mapping[str, RuleValue]) -> tuple:
    """What an entry's figures depend on besides the entry: the catalog and the entry options."""
    return (catalog, *(options[k] for k in ENTRY_OPTIONS))
