"""``hullwright schema GAME KIND [-o FILE]``: the JSON Schema of one of our file kinds
(``core/schemas.py``): a game's design kinds (``ship``; BSCS ``craft``; Star Blazers
``class``), ``fleet``, ``profile`` or ``campaign``. Exit 2 for an unknown game or kind, naming
the known ones."""

from __future__ import annotations

from designer.cli.terminal import say, warn
from designer.core import registry
from designer.core.errors import LoadError
from designer.core.saving import save_text
from designer.core.schemas import kinds, schema_text


def add_parser(sub) -> None:
    p = sub.add_parser("schema", help="print the JSON Schema of a file kind (for editors)")
    p.add_argument("game", metavar="GAME", help="a game id, as 'hullwright catalog' lists them")
    p.add_argument(
        "kind", metavar="KIND", help="ship (or the game's other design kinds), fleet, profile or campaign"
    )
    p.add_argument("-o", "--output", metavar="FILE", help="write it to FILE instead of printing it")
    p.set_defaults(run=run)


def run(args) -> int:
    game = registry.get(args.game)
    if game is None:
        warn(f"hullwright schema: unknown game {args.game!r}; expected one of {sorted(registry.games())}")
        return 2
    if args.kind not in kinds(game):
        warn(
            f"hullwright schema: {game.title} has no file kind {args.kind!r}; expected one of "
            f"{list(kinds(game))}"
        )
        return 2
    text = schema_text(game, args.kind)
    if not args.output:
        say(text, end="")
        return 0
    try:
        save_text(args.output, text)
    except (OSError, LoadError) as exc:
        warn(f"hullwright schema: cannot write {args.output}: {exc}")
        return 2
    return 0
