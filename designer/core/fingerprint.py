"""A fleet's fingerprint: a short hash of everything its points and legality depend on, so an
organiser can check that a printed list still computes to what was printed.

What it covers (canonical form 2; the user guide, docs/user-guide.md, "Checkable fleet lists", says the same):

- the game and its rules version;
- the fleet's budget, forces, rule options and its game's own fields (dummy bogeys);
- the rule options given for the run on the command line (``--rule``), by key and value;
- the house-rule profile in force: its content and the bytes of its file;
- for each ``ships:`` entry, in file order: its count, its force, the design's parsed content
  (not its path, layout or comments), and the bytes of every file its evaluation used through
  a reference (a BSCS craft design, a Star Blazers custom class file), as they were read when
  the fleet was loaded (``core/references.py``): the bytes that were evaluated, never read
  again by name.

What does not change it: a fleet's or ship's name, notes, source or player; a design's name,
notes, source or book points; where the files are (paths are never hashed); a design file's
layout or comments. A referenced file counts by its bytes: any edit to it, a comment too, does.

The form is JSON with sorted keys and no spaces, hashed with SHA-256; the fingerprint is the
first 12 hex digits in groups of four (``3f2a-91c0-b7d4``). Each part's own digest is kept, and
each referenced file's digest by its name relative to the fleet, so a battle pack can say which
part and which file changed. The form is versioned (:data:`FORM`): a pack records the form it
was printed under, and an earlier form stays checkable (:func:`form_1`).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping

from designer.core.context import Profile
from designer.core.model import DesignBase
from designer.core.old_names import KEY, OLD_KEY
from designer.core.paths import CATALOGS
from designer.core.profile import profile_key

if TYPE_CHECKING:  # fleet.py and fleet_file.py ask for fingerprints
    from designer.core.fleet import FleetEvaluation
    from designer.core.fleet_file import LoadedFleet

FORM = 2  # the canonical form: raise it whenever what is hashed changes
FLEET_TEXT = {"fleet", "notes", "source", "player", "ships", "hullwright", "game", "profile"}
DESIGN_TEXT = {"name", "notes", "source", "book_points"}
WRITTEN = re.compile(r"^[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}$")
EXPECTED_FORM = "12 hexadecimal digits, as printed: 3f2a-91c0-b7d4 (dashes optional, either case)"


@dataclass(frozen=True)
class Fingerprint:
    value: str  # 12 hex digits in groups of four
    parts: dict[str, Any]  # each part's own digest: form, game, rules_version, fleet, rules, profile, ships
    files: dict[str, str] = field(default_factory=dict)  # each referenced file's digest by its name
    rules: dict[str, Any] = field(default_factory=dict)  # the command-line rule options it covers
    form: int = FORM

    def as_dict(self) -> dict[str, Any]:
        return {
            "form": self.form,
            "fingerprint": self.value,
            "parts": self.parts,
            "files": self.files,
            "rules": self.rules,
        }


def normalise(text: str) -> str | None:
    """A fingerprint as written down (``3F2A91C0B7D4``, `` 3f2a-91c0-b7d4``) in its printed
    form, or None when it is not one (the wrong length, not hexadecimal)."""
    text = text.strip().lower()
    if not WRITTEN.match(text):
        return None
    digits = text.replace("-", "")
    return "-".join(digits[i : i + 4] for i in range(0, 12, 4))


def _digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _short(full: str) -> str:
    return "-".join(full[i : i + 4] for i in range(0, 12, 4))


def fleet_fingerprint(result: FleetEvaluation) -> Fingerprint:
    """The fingerprint of an evaluated fleet (``designer.core.fleet.FleetEvaluation``), in the
    current form."""
    loaded, profile = result.loaded, result.profile
    if loaded is None:
        raise ValueError("a fleet made in code has no file to fingerprint")
    fleet, game = loaded.fleet, loaded.game
    settings = {k: v for k, v in fleet.model_dump(mode="json").items() if k not in FLEET_TEXT}
    ships: list[str] = []
    files: dict[str, str] = {}
    for entry in result.entries:
        content = _content(entry.loaded.design)
        read = sorted({s.sha256 for s in entry.sources})
        ships.append(
            _digest({"count": entry.ship.count, "force": entry.ship.force, "design": content, "files": read})
        )
        files.update({_label(s.path, loaded.folder): s.sha256[:16] for s in entry.sources})
    profile_part = ""
    if profile is not None:
        digest = profile.file.sha256 if profile.file is not None else ""
        profile_part = _digest({"content": profile_key(profile), "bytes": digest})
        if profile.file is not None:
            files[_label(profile.file.path, loaded.folder)] = digest[:16]
    rules = dict(sorted(result.overrides.items()))
    parts = {
        "form": FORM,
        "game": game.id,
        "rules_version": game.rules_version,
        "fleet": _digest(settings),
        "rules": _digest(rules) if rules else "",
        "profile": profile_part,
        "ships": ships,
    }
    return Fingerprint(_short(_digest(parts)), parts, dict(sorted(files.items())), rules)


def form_1(loaded: LoadedFleet, profile: Profile | None = None) -> Fingerprint:
    """The fingerprint in the first canonical form (Hullwright before form 2), to check a pack
    printed then: it covered neither referenced files' bytes nor command-line rules."""
    fleet, game = loaded.fleet, loaded.game
    settings = {k: v for k, v in fleet.model_dump(mode="json").items() if k not in FLEET_TEXT}
    ships: list[str] = []
    for ship, design in zip(fleet.ships, loaded.designs):
        content = _content(design.design)
        ships.append(_digest({"count": ship.count, "force": ship.force, "design": content}))
    parts = {
        "game": game.id,
        "rules_version": game.rules_version,
        "fleet": _digest(settings),
        "profile": _digest(profile_key(profile)) if profile is not None else "",
        "ships": ships,
    }
    return Fingerprint(_short(_digest(parts)), parts, form=1)


def _content(design: DesignBase) -> dict[str, Any]:
    """What a design contributes, as the canonical forms hash it: the format key under the name
    it had when they were fixed (``drydock``), so the program's rename moved no fingerprint."""
    content = design.model_dump(mode="json", by_alias=True, exclude=DESIGN_TEXT)
    return {(OLD_KEY if key == KEY else key): value for key, value in content.items()}


def _label(path: str, folder: Path) -> str:
    """A file's name in a pack: under the bundled catalogs, ``catalogs/...``; else relative to
    the fleet's folder (a pack never records where the player keeps their files)."""
    try:
        inside = Path(path).relative_to(CATALOGS.resolve())
        return f"catalogs/{inside.as_posix()}"
    except ValueError:
        pass
    try:
        return Path(os.path.relpath(path, folder.resolve())).as_posix()
    except ValueError:  # another drive on Windows
        return Path(path).name


def changes(
    printed: Mapping[str, Any], now: Fingerprint, names: list[str], designs: list[str] | None = None
) -> list[str]:
    """What differs between a printed fingerprint's parts and now, in words (``names``: each
    entry's name; ``designs``: the design each entry names, as the fleet writes it)."""
    old = printed.get("parts", {})
    out = []
    if old.get("game") != now.parts["game"]:
        out.append(f"the game is {now.parts['game']}, the pack was {old.get('game')}")
    if old.get("rules_version") != now.parts["rules_version"]:
        out.append(
            f"the rules version is {now.parts['rules_version']}, the pack was made under "
            f"{old.get('rules_version')}"
        )
    if old.get("fleet") != now.parts["fleet"]:
        out.append("the budget, forces or fleet rule options changed")
    if old.get("rules", "") != now.parts.get("rules", ""):
        out.append("the rule options given on the command line differ")
    if old.get("profile") != now.parts["profile"]:
        out.append("the house-rule profile changed")
    out += _file_changes(printed.get("files", {}), now.files)
    before, after = old.get("ships", []), now.parts["ships"]
    for i, digest in enumerate(after):
        if i >= len(before):
            out.append(f"ships[{i}] ({names[i]}) was added")
        elif before[i] != digest:
            named = f" (design {designs[i]})" if designs else ""
            out.append(
                f"ships[{i}] ({names[i]}): its design, count or force changed, or a file it reads{named}"
            )
    if len(before) > len(after):
        removed = len(before) - len(after)
        out.append(f"{removed} ship entr{'ies were' if removed != 1 else 'y was'} removed")
    return out


def _file_changes(before: Any, after: Mapping[str, str]) -> list[str]:
    before = before if isinstance(before, dict) else {}
    out = [f"{name} changed" for name, digest in after.items() if name in before and before[name] != digest]
    out += [f"{name} is read now and was not then" for name in after if name not in before]
    out += [f"{name} was read then and is not now" for name in before if name not in after]
    return out
