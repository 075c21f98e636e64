"""``drydock validate FILE... [--json]``: evaluate designs; exit 0 legal, 1 illegal, 2 unreadable."""

from __future__ import annotations

import json
import sys

from designer.cli.options import add_rule_argument, parse_rule_overrides
from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.core.numbers import format_number, format_points


def add_parser(sub) -> None:
    p = sub.add_parser("validate", help="check designs against their game's construction rules")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print a JSON array, one object per design")
    add_rule_argument(p, "override a rule option (repeatable)")
    p.set_defaults(run=run)


def run(args) -> int:
    overrides = parse_rule_overrides(args.rule)
    results, exit_code = [], 0
    for file in args.files:
        try:
            loaded = load_design(file)
        except LoadError as exc:
            print(exc, file=sys.stderr)
            exit_code = 2
            continue
        evaluation = loaded.game.evaluate(loaded.design, EvaluationContext(
            overrides=overrides, folder=loaded.path.resolve().parent))
        if not evaluation.legal:
            exit_code = max(exit_code, 1)
        result = {"file": file, "name": loaded.design.name, "game": loaded.game.id, **evaluation.as_dict()}
        results.append(result)
        if not args.json:
            print_readable(result)
    if args.json:
        print(json.dumps(results, indent=2, ensure_ascii=False))
    return exit_code


def print_readable(result: dict) -> None:
    stats = result["stats"]
    mark = "legal" if result["legal"] else "NOT LEGAL"
    print(f"{result['file']}: {result['name']} ({result['game']}) - {format_points(stats['points'])} points - {mark}")
    for key, value in stats.items():
        if key != "points" and not isinstance(value, (list, dict)):
            print(f"    {key}: {_num(value)}")
    for f in result["findings"]:
        where = f" [{f['path']}]" if f["path"] else ""
        rule = f" ({f['rule']})" if f["rule"] else ""
        print(f"  {f['severity']:7} {f['code']}{where}: {f['message']}{rule}")


def _num(value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return value
    return format_number(value)
