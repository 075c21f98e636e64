"""What each entry is on its own, worked out once per entry: its cost, its name, its breakdown
row and the rules it breaks by itself (its own system's, and where it is placed by hand).

An edit keeps every entry it does not touch, so the document's memos (kept by ``rules.evaluate``,
the rules' entry) hand back the figures of those entries instead of pricing and checking them
again: an edit of a 200-entry ship works out one entry, not 200. The figures depend on the entry,
its place in the list (its path) and the
rule options that price or check one entry; all are part of the memo's key.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple

from designer.core.evaluation import BreakdownRow, Finding
from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.checks import STEPS
from designer.games.bscs.rules.costing import EntryCost, entry_cost
from designer.games.bscs.design import System
from designer.games.bscs.rules.detail import PowerDraw
from designer.games.bscs.rules.entry_checks import campaign_findings, entry_findings
from designer.games.bscs.rules.placement import section_findings, system_label

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
    cost = entry_cost(s, catalog, options)
    label = system_label(s)
    item = f"{s.count} × {label}" if s.count > 1 else label
    row = BreakdownRow(item, {"size": round(cost.size, 4), "points": cost.points}, f"systems[{i}]")
    campaign = tuple(campaign_findings(i, s, catalog)) if options["campaign_universe"] else ()
    draw = PowerDraw(label, f"systems[{i}]", round(cost.power, 4)) if cost.power else None
    return EntryFigures(
        cost,
        label,
        STEPS[s.type],
        row,
        campaign,
        tuple(entry_findings(i, s, catalog)),
        tuple(section_findings(i, s, catalog)),
        draw,
    )


def entry_key(catalog: BscsCatalog, options: Mapping[str, RuleValue]) -> tuple:
    """What an entry's figures depend on besides the entry: the catalog and the entry options."""
    return (catalog, *(options[k] for k in ENTRY_OPTIONS))
