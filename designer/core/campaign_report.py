"""What a campaign stands at: each side's fleets evaluated, every named ship's state against its
design (a summary and the marks that do not fit, as findings), the long-range scan a fleet shows
the other side, and the campaign's fingerprint.

A ship's state never changes its fleet's fingerprint; the campaign has its own
(:func:`campaign_fingerprint`), over the turn, each fleet's fingerprint, every ship's state and
the log, so both sides can check what the other recorded after a battle. Budgets and
composition rules stay the fleets'; a side's ``budget`` is the book's total for it, reported
against its fleets' points.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from designer.core.campaign_file import Campaign, CampaignFleet, CampaignShip, LoadedCampaign, Side
from designer.core.evaluation import Finding
from designer.core.fleet import FleetEntry, FleetEvaluation, evaluate_fleet
from designer.core.game import AnyGame as Game
from designer.core.numbers import Number, counted
from designer.core.ship_state import AnyShipStateRules as ShipStateRules

FORM = 1  # the campaign fingerprint's canonical form: raise it when what is hashed changes


@dataclass(frozen=True)
class ShipReport:
    ship: CampaignShip
    entry: FleetEntry
    path: str  # sides[0].fleets[1].ships[2]
    summary: str
    findings: tuple[Finding, ...]

    @property
    def afloat(self) -> bool:
        return self.ship.status not in ("destroyed", "lost")


def status_text(ship: CampaignShip) -> str:
    """``ready, 2 battles``: how a named ship's status reads by its name, the same in the window,
    the printed pack and the report."""
    return f"{ship.status}, {counted(ship.battles, 'battle')}"


@dataclass(frozen=True)
class FleetReport:
    fleet: CampaignFleet
    evaluation: FleetEvaluation
    ships: tuple[ShipReport, ...]
    scan: dict[str, int]  # the long-range scan: contacts by class (001 L975-985)

    @property
    def points_left(self) -> Number:
        """The fleet's points less the named ships destroyed or lost."""
        gone = sum(s.entry.points for s in self.ships if not s.afloat)
        return sum(f.points for f in self.evaluation.forces) - gone


@dataclass(frozen=True)
class SideReport:
    side: Side
    fleets: tuple[FleetReport, ...]

    @property
    def points(self) -> Number:
        return sum((f.points for r in self.fleets for f in r.evaluation.forces), 0)


@dataclass(frozen=True)
class CampaignReport:
    loaded: LoadedCampaign
    sides: tuple[SideReport, ...]
    findings: tuple[Finding, ...] = field(default=())

    @property
    def campaign(self) -> Campaign:
        return self.loaded.campaign

    def side(self, name: str) -> SideReport | None:
        return next((s for s in self.sides if s.side.name.casefold() == name.casefold()), None)

    def where(self, finding: Finding) -> str:
        """``FILE:LINE:COL`` of a finding's path in the campaign file."""
        path = tuple(
            int(p) if p.isdigit() else p
            for p in finding.path.replace("[", ".").replace("]", "").split(".")
            if p
        )
        line_col = self.loaded.smap.locate(path)
        return f"{self.loaded.path}:{line_col[0]}:{line_col[1]}" if line_col else str(self.loaded.path)

    def as_dict(self) -> dict[str, Any]:
        c = self.campaign
        return {
            "campaign": c.campaign,
            "game": c.game,
            "turn": c.turn,
            "turn_length": c.turn_length,
            "fingerprint": campaign_fingerprint(self),
            "sides": [
                {
                    "name": s.side.name,
                    "budget": s.side.budget,
                    "points": s.points,
                    "fleets": [_fleet_dict(f) for f in s.fleets],
                }
                for s in self.sides
            ],
            "log": [e.model_dump(mode="json") for e in c.log],
            "findings": [f.as_dict() | {"where": self.where(f)} for f in self.findings],
        }


def _fleet_dict(report: FleetReport) -> dict[str, Any]:
    return {
        "name": report.fleet.name,
        "location": report.fleet.location,
        "fleet": report.evaluation.fleet.fleet,
        "fingerprint": report.evaluation.fingerprint.value,
        "ships": sum(e.count for e in report.evaluation.entries),
        "points_left": report.points_left,
        "named": [
            {
                "name": s.ship.name,
                "design": s.entry.design_name,
                "status": s.ship.status,
                "battles": s.ship.battles,
                "captain": s.ship.captain,
                "state": s.summary,
                "points": s.entry.points,
            }
            for s in report.ships
        ],
    }


def rules_of(game: Game) -> ShipStateRules:
    """The game's ship-state rules, or the plain ones (marks kept, a repair clears them)."""
    return game.ship_state or ShipStateRules()


def evaluate_campaign(loaded: LoadedCampaign) -> CampaignReport:
    rules = rules_of(loaded.game)
    sides, findings = [], []
    for s, (side, fleets) in enumerate(zip(loaded.campaign.sides, loaded.fleets)):
        reports = []
        for f, (fleet, fleet_loaded) in enumerate(zip(side.fleets, fleets)):
            evaluation = evaluate_fleet(fleet_loaded)
            where = f"sides[{s}].fleets[{f}]"
            ships = _ship_reports(fleet, evaluation, rules, where)
            # The fleet's own rules (budgets, composition), located at the campaign's fleet entry.
            findings += [
                replace(x, message=f"{fleet.name}: {x.message}", path=where)
                for x in evaluation.findings
                if x.severity == "error"
            ]
            findings += [x for ship in ships for x in ship.findings]
            reports.append(FleetReport(fleet, evaluation, ships, scan_report(evaluation, ships, rules)))
        report = SideReport(side, tuple(reports))
        if side.budget is not None and report.points > side.budget:
            findings.append(
                Finding(
                    "CAMPAIGN-BUDGET",
                    "error",
                    f"{side.name}: its fleets cost {report.points:g} points, over the side's {side.budget:g}",
                    f"sides[{s}].budget",
                )
            )
        sides.append(report)
    return CampaignReport(loaded, tuple(sides), tuple(findings))


def _ship_reports(
    fleet: CampaignFleet, evaluation: FleetEvaluation, rules: ShipStateRules, base: str
) -> tuple[ShipReport, ...]:
    room = {id(e): e.count for e in evaluation.entries}
    out = []
    for i, ship in enumerate(fleet.ships):
        entry = next(e for e in evaluation.entries if e.ship.design == ship.design and room[id(e)] > 0)
        room[id(entry)] -= 1
        design, ev = entry.loaded.design, entry.evaluation
        path = f"{base}.ships[{i}]"
        marks = ship.marks()
        out.append(
            ShipReport(
                ship,
                entry,
                path,
                rules.summary(design, ev, marks),
                tuple(rules.findings(design, ev, marks, path)),
            )
        )
    return tuple(out)


def scan_report(
    evaluation: FleetEvaluation, ships: tuple[ShipReport, ...], rules: ShipStateRules
) -> dict[str, int]:
    """What a long-range scan of the fleet shows: how many contacts and their basic classes,
    nothing more (001 L975); ships destroyed or lost are gone, decoys count as they appear
    (L977: the game's ``decoys``)."""
    counts: Counter[str] = Counter()
    for entry in evaluation.entries:
        counts[rules.classification(entry.loaded.design, entry.evaluation)] += entry.count
    for ship in ships:
        if not ship.afloat:
            counts[rules.classification(ship.entry.loaded.design, ship.entry.evaluation)] -= 1
    counts.update(rules.decoys(evaluation.fleet))
    return {k: n for k, n in sorted(counts.items()) if n > 0}


def campaign_fingerprint(report: CampaignReport) -> str:
    """A short hash of the campaign's state (form :data:`FORM`): the game, the turn, per side
    and fleet its fleet's fingerprint, location and every named ship's status, battles and
    marks, and the log; names of things and notes are not hashed."""
    c = report.campaign
    form = {
        "form": FORM,
        "game": c.game,
        "turn": c.turn,
        "sides": [
            {
                "fleets": [
                    {
                        "fleet": f.evaluation.fingerprint.value,
                        "location": f.fleet.location,
                        "ships": [
                            s.ship.model_dump(mode="json", exclude={"notes", "captain"}) for s in f.ships
                        ],
                    }
                    for f in side.fleets
                ]
            }
            for side in report.sides
        ],
        "log": [e.model_dump(mode="json") for e in c.log],
    }
    text = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    full = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return "-".join(full[i : i + 4] for i in range(0, 12, 4))


__all__ = [
    "CampaignReport",
    "FleetReport",
    "ShipReport",
    "SideReport",
    "campaign_fingerprint",
    "evaluate_campaign",
    "rules_of",
    "scan_report",
    "status_text",
]
