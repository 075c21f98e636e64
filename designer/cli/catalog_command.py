"""``drydock catalog [--game ID] [--json]``: games, their systems and standard designs."""

from __future__ import annotations

import json

from designer.cli.terminal import say, warn
from designer.core import registry
from designer.core.numbers import format_points


def add_parser(sub) -> None:
    p = sub.add_parser("catalog", help="list games, systems and standard designs")
    p.add_argument("--game", metavar="ID", help="only this game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run)


def run(args) -> int:
    games = registry.games()
    if args.game:
        if args.game not in games:
            warn(f"drydock catalog: unknown game {args.game!r}; expected one of {sorted(games)}")
            return 2
        games = {args.game: games[args.game]}
    summaries = [game.catalog_summary() for game in games.values()]
    if args.json:
        print(json.dumps(summaries, indent=2, ensure_ascii=False))
        return 0
    for s in summaries:
        say(f"{s['id']}: {s['title']}")
        if s["systems"]:
            say("  systems:")
            for system in s["systems"]:
                say(f"    {system['type']:18} {system.get('summary', '')}")
        if s["designs"]:
            say("  standard designs (use as catalog:<id>):")
            for d in s["designs"]:
                pts = points_said(d["points"], d["book_points"])
                say(f"    {d['id']:28} {d['name']:28} {pts}")
        for o in s["rule_options"]:
            say(f"  rule option {o['key']} (default {o['default']}): {o['title']}")
    return 0


def points_said(points, book) -> str:
    """The points the rules compute (every design has them), and the book's where it differs."""
    if points is None:
        return ""
    book_note = f" (book {format_points(book)})" if book is not None and book != points else ""
    return f"{format_points(points)} pts{book_note}"
