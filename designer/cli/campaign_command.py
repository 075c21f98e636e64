"""``hullwright campaign FILE [--json] [--scan SIDE]``: where a campaign stands.

Each side's fleets (their location, ships, points left and fingerprint), every named ship's
status and what is left of it, the log, the campaign's fingerprint and the findings of states
that do not fit their designs (``FILE:LINE:COL``). ``--scan SIDE`` prints only that side's
long-range scan report, to hand to the opponent: per fleet its location, how many contacts and
their basic classes (001 L975-985), never names or designs.

``--repair SHIP -o OUT`` writes the campaign after a repair of that ship to OUT (never over
the file read): the game's procedure (Full Thrust: a week at a naval base, 001 L1003, the
damage roll then one roll per ``--system PART``, up to three, as ``--roll N`` or rolled from
``--seed N``, the seed written to the log), or a plain "clear marks" that says why where the
rules give none. ``--replenish SHIP -o OUT`` restocks its expendables (``--small-facility``: no
replacement fighters, L1005).

Ships whose state no longer fits their design (it was edited: a refit) are listed per design,
with what does not fit and the two things to do. ``--refit SHIP -o OUT`` records the decision
for that ship (repeatable): its marks that no longer fit are kept as they are (still findings)
or, with ``--drop-unfit``, dropped (a mark over a part's limit cut to it); the log says which.

Exit 0 when every state fits its design (or the operation was written), 1 with a finding or an
operation the rules refuse, 2 when the campaign, a fleet it names or a design cannot be read, or
a side or ship it names is not there.
"""

from __future__ import annotations

from designer.cli.terminal import say, say_json, warn
from pathlib import Path

from designer.core.atomic import SaveError
from designer.core.campaign import (
    CampaignReport,
    FleetReport,
    apply_repair,
    evaluate_campaign,
    load_campaign,
    refit,
    refits_needed,
    rules_of,
    save_campaign,
    status_text,
)
from designer.core.errors import LoadError
from designer.core.line_refs import without_line_refs
from designer.core.numbers import counted, format_points
from designer.core.ship_state import seeded_rolls


def add_parser(sub) -> None:
    p = sub.add_parser("campaign", help="a campaign's sides, fleets, ships' states and log")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print the whole report as JSON")
    p.add_argument(
        "--scan", metavar="SIDE", help="only the long-range scan report of SIDE's fleets (counts and classes)"
    )
    p.add_argument("--repair", metavar="SHIP", help="repair SHIP by its game's rules (needs -o)")
    p.add_argument("--replenish", metavar="SHIP", help="restock SHIP's expendables (needs -o)")
    p.add_argument(
        "--roll",
        type=int,
        action="append",
        default=[],
        metavar="N",
        help="a D6 the player rolled, in order: the damage roll, then one per --system",
    )
    p.add_argument(
        "--system",
        action="append",
        default=[],
        metavar="PART",
        help="a knocked-out part to try to repair (repeatable)",
    )
    p.add_argument("--seed", type=int, metavar="N", help="let the program roll, from this seed")
    p.add_argument("--small-facility", action="store_true", help="replenish without replacement fighters")
    p.add_argument(
        "--refit",
        action="append",
        default=[],
        metavar="SHIP",
        help="record SHIP's refit to its edited design (repeatable; needs -o)",
    )
    p.add_argument(
        "--drop-unfit",
        action="store_true",
        help="with --refit: drop the marks the design no longer takes (else kept)",
    )
    p.add_argument(
        "-o", "--output", metavar="OUT.yaml", help="where --repair/--replenish/--refit write the campaign"
    )
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        loaded = load_campaign(args.file, pipes=True)
        report = evaluate_campaign(loaded)
    except LoadError as exc:
        warn(exc)
        return 2
    if args.refit:
        return _refit(args, report)
    if args.repair is not None or args.replenish is not None:
        return _operate(args, report)
    if args.scan is not None:
        side = report.side(args.scan)
        if side is None:
            warn(
                f"hullwright campaign: {args.scan!r} is not a side; the sides: "
                f"{', '.join(s.side.name for s in report.sides)}"
            )
            return 2
        scans = [
            {"location": f.fleet.location, "contacts": sum(f.scan.values()), "classes": f.scan}
            for f in side.fleets
        ]
        if args.json:
            say_json({"campaign": report.campaign.campaign, "turn": report.campaign.turn, "scans": scans})
        else:
            say(f"Long-range scan, turn {report.campaign.turn}:")
            say("\n".join(_scan_line(f) for f in side.fleets))
        return 0
    if args.json:
        say_json(report.as_dict() | {"refits": _refits_dict(report)})
    else:
        say("\n".join(readable(report, args.file)))
    return 1 if report.findings else 0


def _output(args) -> Path | None:
    """The file an operation writes, or None (said why) when none is named or it is the input."""
    if not args.output:
        warn(
            "hullwright campaign: name the file to write with -o OUT.yaml (the campaign read is "
            "never replaced)"
        )
        return None
    out = Path(args.output)
    if out.exists() and out.resolve() == Path(args.file).resolve():
        warn(f"hullwright campaign: {out} is the campaign read; write the new turn to another file")
        return None
    return out


def _refit(args, report: CampaignReport) -> int:
    out = _output(args)
    if out is None:
        return 1
    campaign = report.campaign
    for name in args.refit:
        try:
            campaign = refit(report, name, args.drop_unfit, campaign)
        except KeyError:
            warn(f"hullwright campaign: no ship is called {name!r} in this campaign")
            return 2
        except ValueError as exc:
            warn(f"hullwright campaign: {exc}")
            return 1
    try:
        save_campaign(campaign, out, based_on=args.file)
    except SaveError as exc:
        warn(f"hullwright campaign: {exc}")
        return 1
    say(f"wrote {out}:")
    say("\n".join(f"  {entry.text}" for entry in campaign.log[len(report.campaign.log) :]))
    return 0


def _refits_dict(report: CampaignReport) -> list[dict]:
    return [
        {
            "design": design,
            "ships": [
                {"name": ship.ship.name, "path": ship.path, "unfit": [u.said() for u in unfit]}
                for ship, unfit in ships
            ],
        }
        for design, ships in refits_needed(report).items()
    ]


def _refit_lines(report: CampaignReport, file: str) -> list[str]:
    """The ships whose state no longer fits their design, per design, and what to do."""
    needed = refits_needed(report)
    if not needed:
        return []
    out = ["Refit: ships whose state no longer fits their design (edited since the marks, or marked wrong):"]
    for design, ships in needed.items():
        out.append(
            f"  {ships[0][0].entry.design_name} ({design}): {', '.join(s.ship.name for s, _ in ships)}"
        )
        out += [f"    {ship.ship.name}: {'; '.join(u.said() for u in unfit)}" for ship, unfit in ships]
    names = " ".join(f"--refit {_quoted(s.ship.name)}" for ships in needed.values() for s, _ in ships)
    out.append(
        f"  to drop those marks:  hullwright campaign {_quoted(file)} {names} --drop-unfit -o NEW.yaml"
    )
    out.append(
        f"  to keep them (still findings, logged):  hullwright campaign {_quoted(file)} {names} -o NEW.yaml"
    )
    return out


def _quoted(text: str) -> str:
    import shlex

    return shlex.quote(text)


def _operate(args, report: CampaignReport) -> int:
    name = args.repair if args.repair is not None else args.replenish
    found = [(side, s) for side in report.sides for f in side.fleets for s in f.ships if s.ship.name == name]
    if not found:
        warn(f"hullwright campaign: no ship is called {name!r} in this campaign")
        return 2
    out = _output(args)
    if out is None:
        return 1
    side, ship = found[0]
    rules = rules_of(report.loaded.game)
    design, evaluation, marks = ship.entry.loaded.design, ship.entry.evaluation, ship.ship.marks()
    rolls = list(args.roll)
    if args.seed is not None:
        if rolls:
            warn("hullwright campaign: give --roll or --seed, not both")
            return 1
        rolls = list(seeded_rolls(args.seed, rules.dice(len(args.system))))
    try:
        if args.repair is not None:
            done, kind = rules.repair(design, evaluation, marks, rolls, args.system), "repairs"
        else:
            done, kind = rules.replenish(design, evaluation, marks, not args.small_facility), "replenishment"
        after = apply_repair(report.campaign, ship.ship, done, kind, side.side.name, args.seed)
        save_campaign(after, out, based_on=args.file)
    except ValueError as exc:
        warn(f"hullwright campaign: {without_line_refs(str(exc))}")
        return 1
    except SaveError as exc:
        warn(f"hullwright campaign: {exc}")
        return 1
    say(f"wrote {out}: {after.log[-1].text}")
    return 0


def _scan_line(fleet: FleetReport) -> str:
    classes = ", ".join(f"{n} {name}" for name, n in fleet.scan.items()) or "nothing"
    return (
        f"  {fleet.fleet.location or 'unknown location'}: "
        f"{counted(sum(fleet.scan.values()), 'contact')} ({classes})"
    )


def readable(report: CampaignReport, file: str) -> list[str]:
    c = report.campaign
    length = f" ({c.turn_length})" if c.turn_length else ""
    out = [
        f"{file}: {c.campaign} ({report.loaded.game.title}) - turn {c.turn}{length} - "
        f"fingerprint {report.as_dict()['fingerprint']}"
    ]
    for side in report.sides:
        budget = f" of {format_points(side.side.budget)}" if side.side.budget is not None else ""
        out.append(f"{side.side.name}: {format_points(side.points)} points{budget}")
        for fleet in side.fleets:
            ships = sum(e.count for e in fleet.evaluation.entries)
            where = f" at {fleet.fleet.location}" if fleet.fleet.location else ""
            out.append(
                f"  {fleet.fleet.name} ({fleet.evaluation.fleet.fleet}){where}: "
                f"{counted(ships, 'ship')}, {format_points(fleet.points_left)} points left - "
                f"fleet fingerprint {fleet.evaluation.fingerprint.value}"
            )
            out.append(_scan_line(fleet).replace("  ", "    scan at ", 1))
            for ship in fleet.ships:
                captain = f", {ship.ship.captain}" if ship.ship.captain else ""
                out.append(
                    f"    {ship.ship.name} ({ship.entry.design_name}{captain}): "
                    f"{status_text(ship.ship)} - {ship.summary}"
                )
    if c.log:
        out.append("Log:")
        out += [f"  turn {e.turn} {e.kind}{' ' + e.side if e.side else ''}: {e.text}" for e in c.log]
    for finding in report.findings:
        out.append(f"{report.where(finding)}: {finding.severity} {finding.code}: {finding.message}")
    return out + _refit_lines(report, file)
