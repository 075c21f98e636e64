"""``hullwright share FILE [--format text|markdown|bbcode|discord] [--profile FILE] [--rule
KEY=VALUE]``: a design or fleet as text to paste into a forum or chat (``exchange/share.py``).

Exit 0 when it is legal, 1 when not (the text says so, with the first error), 2 when the file
cannot be read. The plain-text form of a Full Thrust design reads back as the same design.
"""

from __future__ import annotations

from designer.cli.options import add_profile_argument, add_rule_argument, parse_rule_overrides
from designer.cli.profiles import context_for, profile_of
from designer.cli.terminal import say, warn
from designer.core.errors import LoadError
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import LoadedFleet, open_reference
from designer.exchange.share import FORMATS, share_design, share_fleet


def add_parser(sub) -> None:
    p = sub.add_parser("share", help="a design or fleet as text to paste (forum, chat)")
    p.add_argument("file", metavar="FILE", help="a design or fleet file, or catalog:ID")
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help="text (default), markdown, bbcode (forums) or discord (within 2,000 characters)",
    )
    add_rule_argument(p, "override a rule option (repeatable)")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    overrides = parse_rule_overrides(args.rule)
    try:
        chosen = profile_of(args.profile)
        loaded = open_reference(args.file)
        context = context_for(loaded, chosen, overrides)
    except LoadError as exc:
        warn(exc)
        return 2
    if isinstance(loaded, LoadedFleet):
        result = evaluate_fleet(loaded, overrides, context.profile)
        say(share_fleet(result, args.format))
        return 0 if result.legal else 1
    evaluation = loaded.game.evaluate(loaded.design, context)
    say(share_design(loaded.game, loaded.design, evaluation, args.format, context.profile))
    return 0 if evaluation.legal else 1
