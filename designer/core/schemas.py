"""JSON Schemas of our own file kinds, generated from the models that read them (so a schema
never disagrees with the loader about structure; the rules stay findings, as in the window).

Each game has its design kinds (``ship``; BSCS ``craft``; Star Blazers ``class``), ``fleet``,
``profile`` and ``campaign``. ``hullwright schema GAME KIND`` prints one; the bundled catalog's copies live
in ``catalogs/schemas/<game>/<kind>.schema.json`` (a test checks they are current) and every
bundled file names its own on its first line, for editors that complete and check YAML::

    # yaml-language-server: $schema=../../schemas/full-thrust/ship.schema.json

The comment is a comment: loading, saving (which keeps comments) and fingerprints (which hash
a file's bytes without it, ``sources.without_schema_comment``) are as they were without it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from designer.core.game import AnyGame
from designer.core.model import FORMAT_VERSION
from designer.core.paths import CATALOGS

DRAFT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_FOLDER = CATALOGS / "schemas"
FLEET, PROFILE, CAMPAIGN = "fleet", "profile", "campaign"
OWN_KINDS = (FLEET, PROFILE, CAMPAIGN)  # the kinds every game has beside its design kinds


def kinds(game: AnyGame) -> tuple[str, ...]:
    """Every file kind of ``game`` with a schema: its design kinds, then fleet, profile and
    campaign (core/campaign.py: the same model for every game, its marks keyed by part ids)."""
    return (*(k.key for k in game.design_kinds), *OWN_KINDS)


def model_of(game: AnyGame, kind: str) -> type[BaseModel]:
    """The model that reads files of ``kind`` (raises KeyError for a kind the game lacks)."""
    if kind == FLEET:
        return game.fleet_rules.model
    if kind == PROFILE:
        from designer.core.profile import ProfileFile

        return ProfileFile
    if kind == CAMPAIGN:
        from designer.core.campaign import Campaign

        return Campaign
    found = game.kind(kind)
    if found is None or found.key != kind:
        raise KeyError(kind)
    return found.model


def schema(game: AnyGame, kind: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of ``game``'s ``kind`` files, as validation reads them
    (aliases such as ``class``), with the game and, for a design kind, the ``kind:`` it writes."""
    model = model_of(game, kind)
    found = model.model_json_schema(by_alias=True, mode="validation")
    properties = found.setdefault("properties", {})
    # Every kind names its game and its format version; the models take any game text for a
    # fleet or profile (the loader checks it against the registry), a schema knows which.
    properties["game"] = {"const": game.id, "title": "Game"}
    properties["hullwright"] = {
        "const": FORMAT_VERSION,
        "title": "Format version",
        "description": "The file format version (files written as "
        "'drydock: 1', the program's old name, are read too).",
    }
    required = found.setdefault("required", [])
    for key in ("hullwright", "game"):
        if key not in required:
            required.insert(0, key)
    if kind == CAMPAIGN:  # told from a design by its kind: (core/campaign.py, is_campaign_data)
        properties["kind"] = {"const": CAMPAIGN, "title": "Kind"}
        if "kind" not in required:
            required.append("kind")
    design_kind = game.kind(kind) if kind not in OWN_KINDS else None
    if design_kind is not None and "kind" in properties:
        properties["kind"] = {"const": kind, "title": "Kind"}
        if kind != game.design_kinds[0].key and "kind" not in required:
            required.append("kind")
    _keys_match_their_pattern(found)
    return {**found, "$schema": DRAFT, "title": f"Hullwright {game.title} {kind} file"}


def _keys_match_their_pattern(node: Any) -> None:
    """Pydantic writes a mapping whose keys have a pattern (a campaign's part ids) as
    ``patternProperties``, which lets any other key through; the loader refuses such a key, so
    the schema says the pattern of every key (``propertyNames``)."""
    if isinstance(node, dict):
        patterns = node.get("patternProperties")
        if isinstance(patterns, dict) and len(patterns) == 1:
            node.setdefault("propertyNames", {})["pattern"] = next(iter(patterns))
        for value in node.values():
            _keys_match_their_pattern(value)
    elif isinstance(node, list):
        for value in node:
            _keys_match_their_pattern(value)


def schema_text(game: AnyGame, kind: str) -> str:
    """The schema as written to a file: sorted keys, two spaces, a final newline (the same
    text on every run, so the shipped copies can be checked against it)."""
    return json.dumps(schema(game, kind), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def schema_file(game_id: str, kind: str) -> str:
    """The shipped schema's path under ``catalogs/``: ``schemas/<game>/<kind>.schema.json``."""
    return f"schemas/{game_id}/{kind}.schema.json"


def schema_comment(relative: str) -> str:
    """The first line of a bundled file: ``relative`` is the schema's path from the file."""
    return f"# yaml-language-server: $schema={relative}\n"


# A game's folders of our files (a campaign's own fleets may sit beside it: SFB's campaigns/fleets).
FILE_FOLDERS = ("designs", "fleets", "profiles", "custom-classes", "campaigns", "campaigns/fleets")


def bundled_files() -> list[Path]:
    """Every file of a kind with a schema in the bundled catalogs (designs, fleets, profiles,
    Star Blazers custom classes, campaigns), sorted."""
    from designer.core import registry

    return sorted(
        path
        for game in registry.each()
        for folder in FILE_FOLDERS
        for path in (game.data.folder / folder).glob("*.yaml")
    )


def kind_of_file(path: Path) -> tuple[str, str]:
    """(game id, kind) of one of our files, by its keys: ``fleet:`` a fleet, ``profile:`` a
    profile, ``kind: campaign`` a campaign, else a design of its ``kind:`` (none: the game's
    first). Raises LoadError."""
    from designer.core.design_file import check_envelope
    from designer.core.yaml_source import load_yaml

    data, smap = load_yaml(path)
    if isinstance(data, dict) and "profile" in data and not {"name", FLEET} & set(data):
        return str(data.get("game")), PROFILE
    game = check_envelope(data, smap)
    if FLEET in data:
        return game.id, FLEET
    if data.get("kind") == CAMPAIGN:
        return game.id, CAMPAIGN
    return game.id, str(data.get("kind") or game.design_kinds[0].key)
