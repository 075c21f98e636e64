"""A fleet's fingerprint: a short hash of everything its points and legality depend on, so an
organiser can check that a printed list still computes to what was printed.

The canonical form (documented in the README, "Checkable fleet lists"): the game and its rules
version; the budget, the forces, the fleet's rule options and its own extra fields (dummy
bogeys); the house-rule profile's content; and for each ``ships:`` entry its count, force and
the design's parsed content (never its path, never its file's layout or comments), in file
order. Names, notes and the player are left out: renaming a ship changes no number. The form is
JSON with sorted keys and no spaces, hashed with SHA-256; the fingerprint is the first 12 hex
digits in groups of four (``3f2a-91c0-b7d4``). Each part's own digest is kept too, so a
battle pack can say which part changed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from designer.core.profile import profile_key

FLEET_TEXT = {"fleet", "notes", "source", "player", "ships", "drydock", "game", "profile"}
DESIGN_TEXT = {"name", "notes", "source", "book_points"}


@dataclass(frozen=True)
class Fingerprint:
    value: str  # 12 hex digits in groups of four
    parts: dict[str, Any]  # each part's own digest: fleet, profile, rules_version, ships

    def as_dict(self) -> dict[str, Any]:
        return {"fingerprint": self.value, "parts": self.parts}


def _digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def fleet_fingerprint(loaded, profile=None) -> Fingerprint:
    """The fingerprint of a loaded fleet (``designer.core.fleet_file.LoadedFleet``)."""
    fleet, game = loaded.fleet, loaded.game
    settings = {k: v for k, v in fleet.model_dump(mode="json").items() if k not in FLEET_TEXT}
    ships = []
    for ship, design in zip(fleet.ships, loaded.designs):
        content = design.design.model_dump(mode="json", by_alias=True, exclude=DESIGN_TEXT)
        ships.append(_digest({"count": ship.count, "force": ship.force, "design": content}))
    parts = {"game": game.id, "rules_version": game.rules_version, "fleet": _digest(settings),
             "profile": _digest(profile_key(profile)) if profile is not None else "", "ships": ships}
    full = _digest(parts)[:12]
    return Fingerprint("-".join(full[i:i + 4] for i in range(0, 12, 4)), parts)


def changes(printed: dict[str, Any], now: Fingerprint, names: list[str]) -> list[str]:
    """What differs between a printed fingerprint's parts and now (``names``: each entry's
    name, for the message)."""
    old = printed.get("parts", {})
    out = []
    if old.get("game") != now.parts["game"]:
        out.append(f"the game is {now.parts['game']}, the pack was {old.get('game')}")
    if old.get("rules_version") != now.parts["rules_version"]:
        out.append(f"the rules version is {now.parts['rules_version']}, the pack was made under "
                   f"{old.get('rules_version')}")
    if old.get("fleet") != now.parts["fleet"]:
        out.append("the budget, forces or fleet rule options changed")
    if old.get("profile") != now.parts["profile"]:
        out.append("the house-rule profile changed")
    before, after = old.get("ships", []), now.parts["ships"]
    for i, digest in enumerate(after):
        if i >= len(before):
            out.append(f"ships[{i}] ({names[i]}) was added")
        elif before[i] != digest:
            out.append(f"ships[{i}] ({names[i]}): its design, count or force changed")
    if len(before) > len(after):
        out.append(f"{len(before) - len(after)} ship entries were removed")
    return out
