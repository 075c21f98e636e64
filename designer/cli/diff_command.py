"""``hullwright diff A B [--json] [--analysis]``: two designs compared; exit 0 equal, 1 different, 2
unreadable.

Figures side by side (points, the game's meters and stats), entries added, removed and changed
(matched by type and position), and the findings that appear or go away.
"""

from __future__ import annotations

from designer.cli.options import add_profile_argument, add_rule_argument, parse_rule_overrides
from designer.cli.profiles import context_for, profile_of
from designer.cli.references import load_named_design
from designer.cli.terminal import say, say_json, warn
from designer.core.compare import compare, describe
from designer.core.errors import LoadError


def add_parser(sub) -> None:
    p = sub.add_parser("diff", help="compare two designs: figures, systems, findings")
    p.add_argument("a", metavar="A", help="a design file, or catalog:ID for a standard design")
    p.add_argument("b", metavar="B", help="a design file, or catalog:ID")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--analysis",
        action="store_true",
        help="also the changes in firepower by range and arc and in staying power",
    )
    add_rule_argument(p, "override a rule option for both designs (repeatable)")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        a, b = load_named_design(args.a), load_named_design(args.b)
        chosen = profile_of(args.profile)
        context_a = context_for(a, chosen, parse_rule_overrides(args.rule))
        context_b = context_for(b, chosen, parse_rule_overrides(args.rule))
    except LoadError as exc:
        warn(exc)
        return 2
    if a.game.id != b.game.id:
        warn(
            f"hullwright diff: {args.a} is a {a.game.title} design and {args.b} a {b.game.title} "
            "design; compare designs of one game"
        )
        return 2
    eval_a, eval_b = a.game.evaluate(a.design, context_a), b.game.evaluate(b.design, context_b)
    result = compare(a.game, a.design, eval_a, b.design, eval_b)
    changes = _analysis_changes(a, eval_a, context_a, b, eval_b, context_b) if args.analysis else None
    if args.json:
        extra = {} if changes is None else {"analysis": changes}
        say_json({"a": args.a, "b": args.b, **result.as_dict(), **extra})
    else:  # names and paths come from files anyone may have written: escaped (terminal_text)
        lines = describe(result, args.a, args.b, a.design.name, b.design.name)
        if changes is not None:
            lines += ["Analysis:", *(changes or ["  no change in firepower or staying power"])]
        say("\n".join(lines))
    return 0 if result.equal and not changes else 1


def _analysis_changes(a, eval_a, context_a, b, eval_b, context_b) -> list[str]:
    """The changes in what the designs can do (issue 28); plain ``diff`` never computes them."""
    from designer.core.analysis import analyse_design, analysis_changes
    from designer.core.memo import Memo

    memo = Memo()
    first = analyse_design(a.game, a.design, eval_a, context_a, memo, with_standards=False)
    second = analyse_design(b.game, b.design, eval_b, context_b, memo, with_standards=False)
    if first is None or second is None:
        return [f"  {a.game.title} offers no analysis"]
    return analysis_changes(first, second)
