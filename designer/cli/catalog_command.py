"""``hullwright catalog [--game ID] [--json]``: games, their systems and standard designs."""

from __future__ import annotations

from designer.cli.terminal import clipped, say, say_json, warn
from designer.core import registry
from designer.core.line_refs import without_line_refs
from designer.core.numbers import format_points

NAME_WIDTH = 28  # a standard design's name column; a longer name is cut with "…"


def add_parser(sub) -> None:
    p = sub.add_parser("catalog", help="list games, systems and standard designs")
    p.add_argument("--game", metavar="ID", help="only this game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run)


def run(args) -> int:
    games = registry.games()
    if args.game:
        if args.game not in games:
            warn(f"hullwright catalog: unknown game {args.game!r}; expected one of {sorted(games)}")
            return 2
        games = {args.game: games[args.game]}
    summaries = [game.catalog_summary() for game in games.values()]
    if args.json:
        say_json(summaries)
        return 0
    for s in summaries:
        say("\n".join(catalog_text(s)))
    return 0


def catalog_text(s: dict) -> list[str]:
    """One game's catalog for people: systems (with what the game says of each), standard
    designs, rule options and sheet options with their choices and what they do."""
    out = [f"{s['id']}: {s['title']}"]
    if s["systems"]:
        out.append("  systems:")
        width = max(len(system["type"]) for system in s["systems"])
        for system in s["systems"]:
            out.append(f"    {system['type'].ljust(width)}  {system.get('summary', '')}".rstrip())
            out += [f"    {'':{width}}    {line}" for line in system.get("details", ())]
    if s["designs"]:
        out.append("  standard designs (use as catalog:<id>):")
        width = max(len(d["id"]) for d in s["designs"])
        for d in s["designs"]:
            name = clipped(d["name"], NAME_WIDTH).ljust(NAME_WIDTH)
            points = points_said(d["points"], d["book_points"])
            out.append(f"    {d['id'].ljust(width)}  {name}  {points}".rstrip())
    for kind, flag, options in (
        ("rule option", "--rule", s["rule_options"]),
        ("sheet option", "--option", s.get("sheet_options", ())),
    ):
        for o in options:
            out.append(
                f"  {kind} {o['key']}: {o['title']} ({flag} {o['key']}=VALUE, "
                f"{choices_said(o)}; default {option_value(o['default'])})"
            )
            if o.get("description"):
                out.append(f"      {without_line_refs(o['description'])}")
    return out


def option_value(value) -> str:
    """An option's value as ``--rule``/``--option`` take it: on/off, a number, a word."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def choices_said(option: dict) -> str:
    if option["choices"]:
        return "one of " + ", ".join(option_value(c) for c in option["choices"])
    return {bool: "on or off", int: "a whole number"}.get(type(option["default"]), "text")


def points_said(points, book) -> str:
    """The points the rules compute (every design has them), and the book's where it differs."""
    if points is None:
        return ""
    book_note = f" (book {format_points(book)})" if book is not None and book != points else ""
    return f"{format_points(points)} pts{book_note}"
