"""``hullwright validate FILE... [--json] [--rule KEY=VALUE] [--profile FILE]``: evaluate designs;
exit 0 legal, 1 illegal, 2 unreadable.

The text is for people: the points (and the book's beside them where the design states other
points) and verdict, the budgets (meters), the figures the editor's
header shows, the game's own summary (Full Thrust's damage track), then the findings with the
book section to read. ``--json`` is for programs: everything, fix-it suggestions included.
"""

from __future__ import annotations

from designer.cli.options import add_profile_argument, add_rule_argument, parse_rule_overrides
from designer.cli.profiles import context_for, profile_of
from designer.cli.references import load_named_design
from designer.cli.terminal import say, say_json, warn
from designer.core.errors import LoadError
from designer.core.fixes import suggest_fixes
from designer.core.line_refs import without_line_refs
from designer.core.numbers import format_number, format_points


def add_parser(sub) -> None:
    p = sub.add_parser("validate", help="check designs against their game's construction rules")
    p.add_argument(
        "files", nargs="+", metavar="FILE", help="a design file, or catalog:ID for a standard design"
    )
    p.add_argument("--json", action="store_true", help="print a JSON array, one object per design")
    add_rule_argument(p, "override a rule option (repeatable)")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    overrides = parse_rule_overrides(args.rule)
    results, exit_code = [], 0
    try:
        chosen = profile_of(args.profile)
    except LoadError as exc:
        warn(exc)
        return 2
    for file in args.files:
        try:
            loaded = load_named_design(file)
            context = context_for(loaded, chosen, overrides)
        except LoadError as exc:
            warn(exc)
            exit_code = 2
            continue
        evaluation = loaded.game.evaluate(loaded.design, context)
        if not evaluation.legal:
            exit_code = max(exit_code, 1)
        if args.json:
            results.append(_json(file, loaded, evaluation, context))
        else:
            say("\n".join(readable(file, loaded, evaluation, context.profile)))
    if args.json:
        say_json(results)
    return exit_code


def _json(file, loaded, evaluation, context) -> dict:
    profile = context.profile
    result = {
        "file": file,
        "name": loaded.design.name,
        "game": loaded.game.id,
        "profile": {"name": profile.name, "version": profile.version} if profile else None,
        **evaluation.as_dict(),
    }
    if book_differs(loaded.design.book_points, evaluation.points):  # the book's, beside ours
        result["book_points"] = loaded.design.book_points
    # Fix-it suggestions: proven changes that clear each error (costly: only when asked).
    for finding, shown in zip(evaluation.findings, result["findings"]):
        if finding.severity == "error":
            shown["fixes"] = [
                fix.as_dict() for fix in suggest_fixes(loaded.game, loaded.design, finding, context)
            ]
    return result


def book_differs(book: float | None, points: float | None) -> bool:
    """Whether a design states the book's points and the rules compute others (the book's is
    then said beside ours: a misprint or a rule option, catalogs' README say which)."""
    return book is not None and points is not None and book != points


def readable(file: str, loaded, evaluation, profile=None) -> list[str]:
    game, design = loaded.game, loaded.design
    mark = "legal" if evaluation.legal else "NOT LEGAL"
    book = (
        f" (book {format_points(design.book_points)})"
        if book_differs(design.book_points, evaluation.points)
        else ""
    )
    out = [f"{file}: {design.name} ({game.title}) - {format_points(evaluation.points)} points{book} - {mark}"]
    if profile is not None:
        out.append(f"    under house rules: {profile.name} v{profile.version}")
    for meter in evaluation.meters:
        limit = "" if meter.limit is None else f" of {format_number(meter.limit)}"
        out.append(f"    {meter.label}: {format_number(meter.used)}{limit} {meter.unit}".rstrip())
    for stat in game.editor().stats:
        if stat.key != "points" and stat.key in evaluation.stats:
            out.append(f"    {stat.label}: {stat.display(evaluation.stats)}")
    out += [f"    {fact.label}: {fact.text}" for fact in game.facts(design, evaluation)]
    for f in evaluation.findings:
        where = f" [{f.path}]" if f.path else ""
        section = without_line_refs(f.rule)
        out.append(
            f"  {f.severity:7} {f.code}{where}: {without_line_refs(f.message)}"
            + (f" ({section})" if section else "")
        )
    return out
