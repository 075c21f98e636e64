"""``hullwright campaign FILE [--json] [--scan SIDE]``: where a campaign stands.

Each side's fleets (their location, ships, points left and fingerprint), every named ship's
status and what is left of it, the log, the campaign's fingerprint and the findings of states
that do not fit their designs (``FILE:LINE:COL``). ``--scan SIDE`` prints only that side's
long-range scan report, to hand to the opponent: per fleet its location, how many contacts and
their basic classes (001 L975-985), never names or designs.

Exit 0 when every state fits its design, 1 with a finding, 2 when the campaign, a fleet it
names or a design cannot be read, or ``--scan`` names no side.
"""

from __future__ import annotations

from designer.cli.terminal import say, say_json, warn
from designer.core.campaign import CampaignReport, FleetReport, evaluate_campaign, load_campaign
from designer.core.errors import LoadError
from designer.core.numbers import counted, format_points


def add_parser(sub) -> None:
    p = sub.add_parser("campaign", help="a campaign's sides, fleets, ships' states and log")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print the whole report as JSON")
    p.add_argument("--scan", metavar="SIDE",
                   help="only the long-range scan report of SIDE's fleets (counts and classes)")
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        report = evaluate_campaign(load_campaign(args.file, pipes=True))
    except LoadError as exc:
        warn(exc)
        return 2
    if args.scan is not None:
        side = report.side(args.scan)
        if side is None:
            warn(f"hullwright campaign: {args.scan!r} is not a side; the sides: "
                 f"{', '.join(s.side.name for s in report.sides)}")
            return 2
        scans = [{"location": f.fleet.location, "contacts": sum(f.scan.values()), "classes": f.scan}
                 for f in side.fleets]
        if args.json:
            say_json({"campaign": report.campaign.campaign, "turn": report.campaign.turn, "scans": scans})
        else:
            say(f"Long-range scan, turn {report.campaign.turn} (001 L975):")
            say("\n".join(_scan_line(f) for f in side.fleets))
        return 0
    if args.json:
        say_json(report.as_dict())
    else:
        say("\n".join(readable(report, args.file)))
    return 1 if report.findings else 0


def _scan_line(fleet: FleetReport) -> str:
    classes = ", ".join(f"{n} {name}" for name, n in fleet.scan.items()) or "nothing"
    return f"  {fleet.fleet.location or 'unknown location'}: {counted(sum(fleet.scan.values()), 'contact')} ({classes})"


def readable(report: CampaignReport, file: str) -> list[str]:
    c = report.campaign
    length = f" ({c.turn_length})" if c.turn_length else ""
    out = [f"{file}: {c.campaign} ({report.loaded.game.title}) - turn {c.turn}{length} - "
           f"fingerprint {report.as_dict()['fingerprint']}"]
    for side in report.sides:
        budget = f" of {format_points(side.side.budget)}" if side.side.budget is not None else ""
        out.append(f"{side.side.name}: {format_points(side.points)} points{budget}")
        for fleet in side.fleets:
            ships = sum(e.count for e in fleet.evaluation.entries)
            where = f" at {fleet.fleet.location}" if fleet.fleet.location else ""
            out.append(f"  {fleet.fleet.name} ({fleet.evaluation.fleet.fleet}){where}: "
                       f"{counted(ships, 'ship')}, {format_points(fleet.points_left)} points left - "
                       f"fleet fingerprint {fleet.evaluation.fingerprint.value}")
            out.append(_scan_line(fleet).replace("  ", "    scan at ", 1))
            for ship in fleet.ships:
                captain = f", {ship.ship.captain}" if ship.ship.captain else ""
                out.append(f"    {ship.ship.name} ({ship.entry.design_name}{captain}): {ship.ship.status}, "
                           f"{counted(ship.ship.battles, 'battle')} - {ship.summary}")
    if c.log:
        out.append("Log:")
        out += [f"  turn {e.turn} {e.kind}{' ' + e.side if e.side else ''}: {e.text}" for e in c.log]
    for finding in report.findings:
        out.append(f"{report.where(finding)}: {finding.severity} {finding.code}: {finding.message}")
    return out
