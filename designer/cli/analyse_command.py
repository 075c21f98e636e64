"""``hullwright analyse FILE... [--json] [--target NAME]``: what each design can do (issue 28):
firepower by range band and arc against the game's standard targets (expected damage per turn,
10th and 90th percentiles), staying power, and the figures per 100 points beside the game's
standard designs of the same class. A fleet file gives each ship and the fleet summed. Exit 0,
or 2 when a file cannot be read or a target is not one the game defines.
"""

from __future__ import annotations

from designer.cli.options import add_profile_argument, add_rule_argument, parse_rule_overrides
from designer.cli.profiles import context_for, profile_of
from designer.cli.terminal import say, say_json, warn
from designer.core.memo import Memo
from designer.core.analysis import (
    DesignAnalysis,
    analyse_design,
    analyse_figures,
    describe_analysis,
    fleet_figures,
)
from designer.core.errors import LoadError
from designer.core.fleet_file import LoadedFleet, open_reference


def add_parser(sub) -> None:
    p = sub.add_parser(
        "analyse", aliases=["analyze"], help="firepower by range and arc, staying power and points efficiency"
    )
    p.add_argument(
        "files", nargs="+", metavar="FILE", help="a design or fleet file, or catalog:ID for a standard design"
    )
    p.add_argument("--json", action="store_true", help="print a JSON array, one object per file")
    p.add_argument(
        "--target",
        metavar="NAME",
        action="append",
        default=[],
        help="show only this standard target (repeatable), e.g. 'level-2 screens'",
    )
    p.add_argument(
        "--rolled-damage",
        action="store_true",
        help="Star Blazers: roll each hit's damage die instead of the fixed amount (000 L396-399)",
    )
    add_rule_argument(p, "override a rule option (repeatable)")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    overrides = parse_rule_overrides(args.rule)
    options = {"rolled_damage": args.rolled_damage}
    try:
        chosen = profile_of(args.profile)
    except LoadError as exc:
        warn(exc)
        return 2
    results, exit_code = [], 0
    memo = Memo()  # one for the run: each design is compared with the same standard designs
    for file in args.files:
        try:
            document = open_reference(file)
            analyses = _analyses(document, chosen, overrides, options, memo)
        except LoadError as exc:
            warn(exc)
            exit_code = 2
            continue
        if not analyses:
            warn(f"{file}: {document.game.title} offers no analysis")
            exit_code = 2
            continue
        targets = tuple(args.target)
        unknown = [t for t in targets if t not in analyses[0][1].targets]
        if unknown:
            warn(
                f"{file}: no standard target {unknown[0]!r} in {document.game.title}; "
                f"the targets are: {', '.join(analyses[0][1].targets)}"
            )
            exit_code = 2
            continue
        if args.json:
            results.append(
                {
                    "file": file,
                    "game": document.game.id,
                    "designs": [{"count": count, **a.as_dict(targets)} for count, a in analyses],
                }
            )
        else:
            for count, analysis in analyses:
                head = f"{file}: " + (f"{count} x " if count != 1 else "")
                lines = describe_analysis(analysis, targets)
                say("\n".join([head + lines[0], *lines[1:]]))
    if args.json:
        say_json(results)
    return exit_code


def _analyses(document, chosen, overrides, options, memo: Memo) -> list[tuple[int, DesignAnalysis]]:
    game = document.game
    if not isinstance(document, LoadedFleet):
        context = context_for(document, chosen, overrides)
        analysis = analyse_design(
            game, document.design, game.evaluate(document.design, context), context, memo, options
        )
        return [(1, analysis)] if analysis else []
    ships = []
    for entry, loaded in zip(document.fleet.ships, document.designs):
        context = context_for(loaded, chosen, overrides)
        analysis = analyse_design(
            game,
            loaded.design,
            game.evaluate(loaded.design, context),
            context,
            memo,
            options,
            with_standards=False,
        )
        if analysis is None:
            return []
        ships.append((entry.count, analysis))
    summed = fleet_figures(ships)
    if summed is not None:
        ships.append((1, analyse_figures(f"{document.fleet.fleet} (fleet, summed)", summed, memo)))
    return ships
