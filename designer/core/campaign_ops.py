"""What is done to a campaign between battles: a ship's marks or status changed, a repair or
replenishment applied and logged, and a refit recorded when a design was edited after its ships
were marked. Each returns a new :class:`Campaign` with its log entry; nothing is written here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from designer.core.campaign_file import Campaign, CampaignShip, LogEntry
from designer.core.campaign_report import CampaignReport, ShipReport, SideReport, rules_of
from designer.core.line_refs import without_line_refs
from designer.core.ship_state import AnyShipStateRules as ShipStateRules
from designer.core.ship_state import Repair


def with_ship(
    campaign: Campaign, name: str, update: dict[str, Any], entry: LogEntry | None = None
) -> Campaign:
    """``campaign`` with the ship called ``name`` changed by ``update`` (its marks, status...),
    and ``entry`` added to the log; KeyError when no ship has that name."""
    sides = []
    found = False
    for side in campaign.sides:
        fleets = []
        for fleet in side.fleets:
            ships = [s.model_copy(update=update) if s.name == name else s for s in fleet.ships]
            found = found or any(s.name == name for s in fleet.ships)
            fleets.append(fleet.model_copy(update={"ships": ships}))
        sides.append(side.model_copy(update={"fleets": fleets}))
    if not found:
        raise KeyError(f"no ship is called {name!r} in {campaign.campaign}")
    log = [*campaign.log, entry] if entry is not None else campaign.log
    return campaign.model_copy(update={"sides": sides, "log": log})


def apply_repair(
    campaign: Campaign,
    ship: CampaignShip,
    repair: Repair,
    kind: str = "repairs",
    side: str | None = None,
    seed: int | None = None,
) -> Campaign:
    """The campaign after a repair or replenishment of ``ship`` this turn: its marks replaced,
    its status ``in-repair`` while marks remain after a repair (docked, unable to fight, 001
    L1003) or ``ready`` when none do, and the log told what was rolled (and the seed, when the
    program rolled), so the other side can check it."""
    status = ship.status
    if status not in ("destroyed", "lost"):
        status = "ready" if repair.marks.clean else "in-repair" if kind == "repairs" else status
    rolled = f" (rolled by the program, seed {seed})" if seed is not None else ""
    text = without_line_refs(f"{ship.name}: " + "; ".join(repair.lines) + rolled)  # for the table
    entry = LogEntry(turn=campaign.turn, kind=kind, side=side, text=text[:2000])
    update = {
        "damage": repair.marks.damage,
        "lost": repair.marks.lost,
        "spent": repair.marks.spent,
        "status": status,
    }
    return with_ship(campaign, ship.name, update, entry)


# --- refits: a state that no longer fits its design (issue 26 section 1) -------------------------
REFIT_CODES = ("STATE-PART", "STATE-OVER", "STATE-NEGATIVE")  # rules.findings' codes for such marks


@dataclass(frozen=True)
class UnfitMark:
    """A mark of a ship's state that no longer fits its design (a refit changed the design)."""

    kind: str  # damage, lost or spent
    part: str  # the part id it marks
    count: int
    left: int  # what dropping it leaves: a part's limit for marks over it, else nothing
    why: str  # the finding's code

    def said(self) -> str:
        what = {"STATE-PART": "no such part", "STATE-NEGATIVE": "negative"}.get(
            self.why, f"more than the {self.left} it takes"
        )
        return f"{self.kind} {self.part}: {self.count} ({what})"

    def dropped(self) -> str:
        """What dropping it did."""
        if self.left > 0:
            return f"{self.kind} {self.part} cut from {self.count} to {self.left} (the most it takes)"
        return f"{self.kind} {self.part}: {self.count} dropped ({self.said().rsplit('(', 1)[1]}"


def unfit_marks(ship: ShipReport, rules: ShipStateRules) -> tuple[UnfitMark, ...]:
    """Each mark of ``ship`` its design no longer takes, from its findings (whose paths end in
    ``.<kind>.<part id>``, :meth:`ShipStateRules.findings`)."""
    parts = rules.parts(ship.entry.loaded.design, ship.entry.evaluation)
    out = []
    for finding in ship.findings:
        if finding.code not in REFIT_CODES or not finding.path.startswith(ship.path + "."):
            continue
        kind, part = finding.path.removeprefix(ship.path + ".").split(".", 1)
        count = getattr(ship.ship, kind).get(part, 0)
        left = getattr(parts[part], kind) or 0 if finding.code == "STATE-OVER" else 0
        out.append(UnfitMark(kind, part, count, left, finding.code))
    return tuple(out)


def refits_needed(report: CampaignReport) -> dict[str, list[tuple[ShipReport, tuple[UnfitMark, ...]]]]:
    """Per design (as the fleets name it), the ships whose state no longer fits it and how."""
    rules = rules_of(report.loaded.game)
    out: dict[str, list[tuple[ShipReport, tuple[UnfitMark, ...]]]] = {}
    for side in report.sides:
        for fleet in side.fleets:
            for ship in fleet.ships:
                unfit = unfit_marks(ship, rules)
                if unfit:
                    out.setdefault(ship.ship.design, []).append((ship, unfit))
    return out


def refit(report: CampaignReport, name: str, drop: bool, start: Campaign | None = None) -> Campaign:
    """The campaign (``start``, else the report's) after the player's refit decision for the
    ship called ``name``, its marks judged by ``report``: ``drop``
    the marks its design no longer takes (a mark over a part's limit is cut to the limit), or
    keep them as they are (they stay findings, to repair or drop later); either way the log
    says which design and marks and what was done, so nothing goes unrecorded. KeyError for no
    such ship, ValueError for a ship whose state fits its design."""
    side, ship = _named(report, name)
    unfit = unfit_marks(ship, rules_of(report.loaded.game))
    if not unfit:
        raise ValueError(f"{name}: its state fits its design {ship.entry.design_name}; nothing to refit")
    update: dict[str, Any] = {}
    if drop:
        for kind in ("damage", "lost", "spent"):
            kept = dict(getattr(ship.ship, kind))
            for u in unfit:
                if u.kind == kind:
                    kept.pop(u.part, None)
                    if u.left > 0:
                        kept[u.part] = u.left
            update[kind] = kept
    return with_ship(start or report.campaign, name, update, _refit_entry(report, side, ship, unfit, drop))


def log_refits(report: CampaignReport, names: Sequence[str], start: Campaign | None = None) -> Campaign:
    """The campaign (``start``, else the report's) with a log entry for each ship in ``names``
    refitted to the design ``report`` gives it (the window's "Refit every ship of this
    design"): its marks are kept, and the log says the design and which marks no longer fit
    (still findings), or that they all do. KeyError for no such ship."""
    campaign = start or report.campaign
    rules = rules_of(report.loaded.game)
    for name in names:
        side, ship = _named(report, name)
        entry = _refit_entry(report, side, ship, unfit_marks(ship, rules), drop=False)
        campaign = with_ship(campaign, name, {}, entry)
    return campaign


def _named(report: CampaignReport, name: str) -> tuple[SideReport, ShipReport]:
    for side in report.sides:
        for fleet in side.fleets:
            for ship in fleet.ships:
                if ship.ship.name == name:
                    return side, ship
    raise KeyError(f"no ship is called {name!r} in {report.campaign.campaign}")


def _refit_entry(
    report: CampaignReport, side: SideReport, ship: ShipReport, unfit: Sequence[UnfitMark], drop: bool
) -> LogEntry:
    """``Kirov refitted to Heavy Cruiser (catalog:heavy-cruiser): ...``: the design as the
    fleet names it (its file), then what became of the marks it no longer takes."""
    head = f"{ship.ship.name} refitted to {ship.entry.design_name} ({ship.ship.design})"
    if not unfit:
        what = "every mark fits it"
    elif drop:
        what = "; ".join(u.dropped() for u in unfit)
    else:
        what = f"kept {'; '.join(u.said() for u in unfit)} (still findings)"
    text = f"{head}: {what}"
    return LogEntry(turn=report.campaign.turn, kind="refit", side=side.side.name, text=text[:2000])


__all__ = [
    "REFIT_CODES",
    "UnfitMark",
    "apply_repair",
    "log_refits",
    "refit",
    "refits_needed",
    "unfit_marks",
    "with_ship",
]
