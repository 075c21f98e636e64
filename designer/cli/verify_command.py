"""``hullwright verify FLEET (--fingerprint X [--rule K=V] | --pack PACK.pdf) [--profile FILE]``: does
a fleet still compute to what was printed? Exit 0 the same, 1 changed (saying what), 2 unreadable
(or a fingerprint that is not written as one).

A battle pack stores each fleet's fingerprint record (``sheets/battle_pack.py``) in a PDF
document-info entry of its own: the form it was computed under, the fingerprint, its parts'
digests, each referenced file's digest and the rule options given on the command line. Against a
pack, the fleet is recomputed under those rule options and the answer names what changed: a
design, a count or force, a file a design reads, the budget or rule options, the house-rule
profile, or the game's rules version. Packs printed before that entry existed kept each record
as a ``drydock-fleet:{...}`` keyword; those are read too, each record with a JSON decoder from
its mark (fleet names hold ", ").

Only the document information is read, and only up to :data:`MAX_INFO_BYTES`: a PDF anyone may
have edited is refused, never followed into unbounded memory (``pack_records.py``).
"""

from __future__ import annotations

import argparse
from typing import Any

from designer.cli.options import add_profile_argument, add_rule_argument, parse_rule_overrides
from designer.cli.pack_records import pack_records
from designer.cli.profiles import context_for, profile_of
from designer.cli.terminal import say, warn
from designer.core.context import Profile
from designer.core.errors import LoadError
from designer.core.fingerprint import EXPECTED_FORM, FORM, changes, form_1, normalise
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import LoadedFleet, load_fleet

EARLIER = (
    "printed by an earlier Hullwright, whose fingerprint covers neither the files a design "
    "reads (craft designs, custom classes, the profile's bytes) nor rule options given on "
    "the command line; export the fleet again for a fingerprint that does"
)


def fingerprint_item(text: str) -> str:
    """``--fingerprint``: 12 hex digits, dashes optional, either case (else a usage error)."""
    value = normalise(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a fingerprint; write {EXPECTED_FORM}")
    return value


def add_parser(sub) -> None:
    p = sub.add_parser("verify", help="check a fleet against the fingerprint of its printed list")
    p.add_argument("fleet", metavar="FLEET")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument(
        "--fingerprint", metavar="XXXX-XXXX-XXXX", type=fingerprint_item, help="the fingerprint printed"
    )
    what.add_argument("--pack", metavar="PACK.pdf", help="a battle pack Hullwright printed")
    add_rule_argument(
        p, "a rule option the list was printed under (with --fingerprint; a pack records its own)"
    )
    add_profile_argument(p)
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        loaded = load_fleet(args.fleet, pipes=True)
        profile = context_for(loaded, profile_of(args.profile)).profile
        if args.pack and args.rule:
            raise LoadError(
                args.pack,
                "records the rule options it was printed under; give --rule only with --fingerprint",
            )
        if args.fingerprint:
            return _against_fingerprint(args, loaded, profile)
        records = pack_records(args.pack)
        return _against_pack(args, loaded, profile, records)
    except LoadError as exc:
        warn(exc)
        return 2


def _against_fingerprint(args, loaded: LoadedFleet, profile: Profile | None) -> int:
    overrides = parse_rule_overrides(args.rule)
    now = evaluate_fleet(loaded, overrides, profile).fingerprint
    under = _under(overrides)
    if now.value == args.fingerprint:
        say(f"{args.fleet}: unchanged, fingerprint {now.value}{under}")
        return 0
    if form_1(loaded, profile).value == args.fingerprint:
        say(f"{args.fleet}: unchanged by the fingerprint {args.fingerprint}, which was {EARLIER}")
        return 0
    say(
        f"{args.fleet}: CHANGED since it was printed: fingerprint {args.fingerprint} then, "
        f"{now.value} now{under}"
    )
    return 1


def _against_pack(args, loaded: LoadedFleet, profile: Profile | None, records: list[dict]) -> int:
    name = loaded.fleet.fleet
    named = [r for r in records if r.get("name") == name]
    chosen = named or (records if len(records) == 1 else [])
    if not chosen:
        held = "; ".join(repr(r.get("name", "")) for r in records[:10])
        raise LoadError(args.pack, f"holds no fleet named {name!r}; it holds {held}")
    for record in chosen:
        if record.get("form", 1) > FORM:
            raise LoadError(
                args.pack,
                f"was printed by a newer Hullwright (fingerprint form "
                f"{record['form']}); update Hullwright to check it",
            )
    chosen = _own_records(chosen, loaded)
    if len(chosen) == 1:
        return _compare(args.fleet, loaded, profile, chosen[0])
    return _one_of(args.fleet, loaded, profile, chosen)


def _own_records(records: list[dict], loaded: LoadedFleet) -> list[dict]:
    """Of several records of one name, those of this fleet's player, then of its file's name
    (what a pack records beside the name); all of them when neither tells them apart."""
    for key, value in (
        ("player", loaded.fleet.player or ""),
        ("file", loaded.path.name if loaded.path is not None else ""),
    ):
        if len(records) > 1:
            records = [r for r in records if r.get(key) == value] or records
    return records


def _recompute(loaded: LoadedFleet, profile: Profile | None, record: dict[str, Any]):
    """The fleet's fingerprint now, in the record's form (and under its rule options), and the
    entries' names."""
    if record.get("form", 1) == 1:
        return form_1(loaded, profile), [_name(s, d) for s, d in zip(loaded.fleet.ships, loaded.designs)]
    result = evaluate_fleet(loaded, record.get("rules", {}), profile)
    return result.fingerprint, [e.name for e in result.entries]


def _compare(shown: str, loaded: LoadedFleet, profile: Profile | None, record: dict[str, Any]) -> int:
    now, names = _recompute(loaded, profile, record)
    note = f" ({EARLIER})" if record.get("form", 1) == 1 else _under(record.get("rules", {}))
    if now.value == record["fingerprint"]:
        say(f"{shown}: unchanged, fingerprint {now.value}{note}")
        return 0
    say(
        f"{shown}: CHANGED since it was printed: fingerprint {record['fingerprint']} then, "
        f"{now.value} now{note}"
    )
    for line in changes(record, now, names, [ship.design for ship in loaded.fleet.ships]):
        say(f"  - {line}")
    return 1


def _one_of(shown: str, loaded: LoadedFleet, profile: Profile | None, records: list[dict]) -> int:
    """Several fleets of this name in one pack: the one whose fingerprint it has, by content."""
    values = []
    for n, record in enumerate(records, 1):
        now, _ = _recompute(loaded, profile, record)
        if now.value == record["fingerprint"]:
            say(
                f"{shown}: unchanged, fingerprint {now.value}: the fleet numbered {n} of the "
                f"{len(records)} named {loaded.fleet.fleet!r} in the pack"
            )
            return 0
        values.append(record["fingerprint"])
    say(
        f"{shown}: CHANGED since it was printed: the pack holds {len(records)} fleets named "
        f"{loaded.fleet.fleet!r} (fingerprints {', '.join(values)}) and it matches none of them; "
        "with several of one name the pack cannot say which one it was, so what changed is not listed"
    )
    return 1


def _under(rules: dict) -> str:
    if not rules:
        return ""
    given = " ".join(f"--rule {k}={_word(v)}" for k, v in sorted(rules.items()))
    return f" (computed under the rule options it was printed with: {given})"


def _word(value: Any) -> str:
    return ("on" if value else "off") if isinstance(value, bool) else str(value)


def _name(ship, design) -> str:
    return ship.name or design.design.name
