"""``drydock diff A B [--json]``: two designs compared; exit 0 equal, 1 different, 2 unreadable.

Figures side by side (points, the game's meters and stats), entries added, removed and changed
(matched by type and position), and the findings that appear or go away.
"""

from __future__ import annotations

import json
import sys

from designer.cli.options import add_profile_argument, add_rule_argument, parse_rule_overrides
from designer.cli.profiles import context_for, profile_of
from designer.core.compare import compare, describe
from designer.core.design_file import load_design
from designer.core.errors import LoadError


def add_parser(sub) -> None:
    p = sub.add_parser("diff", help="compare two designs: figures, systems, findings")
    p.add_argument("a", metavar="A")
    p.add_argument("b", metavar="B")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_rule_argument(p, "override a rule option for both designs (repeatable)")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        a, b = load_design(args.a, pipes=True), load_design(args.b, pipes=True)
        chosen = profile_of(args.profile)
        context_a = context_for(a, chosen, parse_rule_overrides(args.rule))
        context_b = context_for(b, chosen, parse_rule_overrides(args.rule))
    except LoadError as exc:
        print(exc, file=sys.stderr)
        return 2
    if a.game.id != b.game.id:
        print(f"drydock diff: {args.a} is a {a.game.title} design and {args.b} a {b.game.title} "
              "design; compare designs of one game", file=sys.stderr)
        return 2
    result = compare(a.game, a.design, a.game.evaluate(a.design, context_a),
                     b.design, b.game.evaluate(b.design, context_b))
    if args.json:
        print(json.dumps({"a": args.a, "b": args.b, **result.as_dict()}, indent=2, ensure_ascii=False))
    else:
        print("\n".join(describe(result, args.a, args.b, a.design.name, b.design.name)))
    return 0 if result.equal else 1
