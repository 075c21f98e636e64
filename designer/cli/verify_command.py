"""``drydock verify FLEET (--fingerprint X | --pack PACK.pdf) [--profile FILE]``: does a fleet
still compute to what was printed? Exit 0 the same, 1 changed (saying what), 2 unreadable.

A battle pack stores each fleet's fingerprint and its parts' digests in its PDF metadata, so
against a pack the answer names what changed: a design edited, a count or force changed, the
budget or rule options, the house-rule profile, or the game's rules version.
"""

from __future__ import annotations

import io
import json
import logging

from designer.cli.options import add_profile_argument
from designer.cli.profiles import context_for, profile_of
from designer.cli.terminal import say, warn
from designer.core.errors import LoadError
from designer.core.file_reader import read_bytes
from designer.core.fingerprint import changes
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import load_fleet

MARK = "drydock-fleet:"  # as designer/sheets/battle_pack.py writes it
MAX_PACK_BYTES = 200_000_000  # a 2,000-sheet battle pack is some tens of MB


def _mark(keyword: str) -> dict | None:
    """The fingerprint record one PDF keyword holds, if it is one (a PDF anyone may have
    edited: anything else is ignored, never a crash)."""
    keyword = keyword.strip()
    if not keyword.startswith(MARK):
        return None
    try:
        mark = json.loads(keyword[len(MARK):])
    except (ValueError, RecursionError):
        return None
    parts = mark.get("parts", {}) if isinstance(mark, dict) else None
    well_formed = (isinstance(mark, dict) and isinstance(mark.get("fingerprint"), str)
                   and isinstance(parts, dict) and isinstance(parts.get("ships", []), list))
    return mark if well_formed else None


def add_parser(sub) -> None:
    p = sub.add_parser("verify", help="check a fleet against the fingerprint of its printed list")
    p.add_argument("fleet", metavar="FLEET")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--fingerprint", metavar="XXXX-XXXX-XXXX", help="the fingerprint printed")
    what.add_argument("--pack", metavar="PACK.pdf", help="a battle pack Drydock printed")
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        loaded = load_fleet(args.fleet, pipes=True)
        profile = context_for(loaded, profile_of(args.profile)).profile
        printed = _printed(args.pack, loaded.fleet.fleet) if args.pack else None
    except LoadError as exc:
        warn(exc)
        return 2
    result = evaluate_fleet(loaded, profile=profile)
    now = result.fingerprint
    expected = printed["fingerprint"] if printed else args.fingerprint.strip().lower()
    if now.value == expected:
        say(f"{args.fleet}: unchanged, fingerprint {now.value}")
        return 0
    say(f"{args.fleet}: CHANGED since it was printed: fingerprint {expected} then, {now.value} now")
    if printed:
        for line in changes(printed, now, [e.name for e in result.entries]):
            say(f"  - {line}")
    return 1


def _printed(pack: str, fleet_name: str) -> dict:
    """The fingerprint a pack recorded for the fleet of this name (or its only fleet)."""
    import pypdf

    data = read_bytes(pack, pipes=True, limit=MAX_PACK_BYTES)  # the one reader: a FIFO never blocks
    if not data.startswith(b"%PDF-"):
        raise LoadError(pack, "is not a PDF; give the battle pack Drydock printed")
    log = logging.getLogger("pypdf")  # its repair warnings are not the player's business
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        reader = pypdf.PdfReader(io.BytesIO(data))
        keywords = str((reader.metadata or {}).get("/Keywords", "") or "")
    except (OSError, pypdf.errors.PyPdfError, ValueError) as exc:
        raise LoadError(pack, f"cannot be read as a PDF ({exc}); give the battle pack Drydock printed") from None
    finally:
        log.setLevel(level)
    marks = [m for m in map(_mark, keywords.split(", ")) if m is not None]
    if not marks:
        raise LoadError(pack, "holds no Drydock fleet fingerprint; it is not a battle pack Drydock printed")
    named = [m for m in marks if m.get("name") == fleet_name]
    return (named or marks)[0] if len(named) == 1 or len(marks) == 1 else named[0] if named else marks[0]
