"""Our file kinds' JSON Schemas (core/schemas.py): shipped copies current, every bundled file
naming and passing its schema, the comment moving no fingerprint nor a save; format versions."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import jsonschema
import pytest
import yaml

from designer.cli import main
from designer.core import registry
from designer.core.design_file import design_from_text, load_design, write_design
from designer.core.design_path import replace_at
from designer.core.errors import LoadError
from designer.core.fleet_file import load_fleet
from designer.core.old_names import as_first_written, renamed_key
from designer.core.paths import CATALOGS
from designer.core.profile import load_profile
from designer.core.schemas import (
    bundled_files,
    kind_of_file,
    kinds,
    schema,
    schema_comment,
    schema_file,
    schema_text,
)
from designer.core.sources import ReadLog, resolved

PAIRS = [(g.id, k) for g in registry.each() for k in kinds(g)]
BEFORE = Path(__file__).parent.parent / "data" / "before-rename"


@pytest.mark.parametrize("game_id, kind", PAIRS)
def test_the_shipped_schema_is_current_and_valid(game_id, kind):
    game = registry.get(game_id)
    shipped = CATALOGS / schema_file(game_id, kind)
    assert shipped.read_text("utf-8") == schema_text(game, kind), "run: python -m tools.write_schemas"
    found = json.loads(shipped.read_text("utf-8"))
    jsonschema.Draft202012Validator.check_schema(found)
    assert found["properties"]["game"] == {"const": game_id, "title": "Game"}
    assert {"hullwright", "game"} <= set(found["required"])


def test_every_game_has_its_kinds():
    assert kinds(registry.get("full-thrust")) == ("ship", "fleet", "profile", "campaign")
    assert kinds(registry.get("bscs")) == ("ship", "craft", "fleet", "profile", "campaign")
    assert kinds(registry.get("star-blazers")) == ("ship", "class", "fleet", "profile", "campaign")
    assert kinds(registry.get("sfb")) == ("ship", "fleet", "profile", "campaign")


FILES = bundled_files()


def test_the_bundled_files_are_all_here():
    # 35 designs, 7 BSCS, 22 Full Thrust, 6 SFB... every design, fleet, profile, custom class
    # and campaign (SFB's campaign has two fleets of its own, in campaigns/fleets)
    counted = {
        folder: sum(1 for p in FILES if p.parent.name == folder)
        for folder in ("designs", "fleets", "profiles", "custom-classes", "campaigns")
    }
    assert counted == {
        "designs": 7 + 22 + 6 + 35,
        "fleets": 2 + 6 + 24 + 2,
        "profiles": 4,
        "custom-classes": 1,
        "campaigns": 4,
    }
    assert {kind_of_file(p) for p in FILES if p.parent.name == "campaigns"} == {
        (g, "campaign") for g in ("full-thrust", "bscs", "star-blazers", "sfb")
    }


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CATALOGS)))
def test_every_bundled_file_names_its_schema_and_passes_it(path):
    game_id, kind = kind_of_file(path)
    relative = Path(os.path.relpath(CATALOGS / schema_file(game_id, kind), path.parent)).as_posix()
    text = path.read_text("utf-8")
    assert text.startswith(schema_comment(relative))
    assert (path.parent / relative).is_file()
    errors = list(
        jsonschema.Draft202012Validator(schema(registry.get(game_id), kind)).iter_errors(yaml.safe_load(text))
    )
    assert errors == []


def test_a_schema_refuses_what_the_loader_refuses():
    game = registry.get("full-thrust")
    check = jsonschema.Draft202012Validator(schema(game, "ship"))
    good = {
        "hullwright": 1,
        "game": "full-thrust",
        "name": "X",
        "hull": {"mass": 10, "type": "warship"},
        "systems": [{"type": "beam", "class": "A", "arcs": ["F"]}],
    }
    assert check.is_valid(good)
    for bad in (
        {**good, "thrustt": 4},
        {**good, "game": "sfb"},
        {**good, "hullwright": 2},
        {**good, "systems": [{"type": "beam", "class": "A", "arcs": ["Q"]}]},
        {**good, "hull": {"mass": 10}},
    ):
        assert not check.is_valid(bad)
        with pytest.raises(LoadError):
            design_from_text(yaml.safe_dump(bad))


def test_a_custom_class_and_a_craft_need_their_kind():
    for game_id, kind, path in (
        ("star-blazers", "class", "star-blazers/custom-classes/example-escort.yaml"),
        ("bscs", "craft", "bscs/designs/tc12-fighter.yaml"),
    ):
        check = jsonschema.Draft202012Validator(schema(registry.get(game_id), kind))
        data = yaml.safe_load((CATALOGS / path).read_text("utf-8"))
        assert check.is_valid(data)
        assert not check.is_valid({k: v for k, v in data.items() if k != "kind"})


def test_a_campaign_schema_refuses_what_the_loader_refuses(tmp_path):
    from designer.core.campaign import load_campaign

    check = jsonschema.Draft202012Validator(schema(registry.get("full-thrust"), "campaign"))
    good = {
        "hullwright": 1,
        "game": "full-thrust",
        "kind": "campaign",
        "campaign": "X",
        "sides": [
            {
                "name": "A",
                "fleets": [
                    {
                        "name": "F",
                        "file": "f.yaml",
                        "ships": [
                            {"name": "Kirov", "design": "catalog:heavy-cruiser", "damage": {"hull": 3}}
                        ],
                    }
                ],
            }
        ],
    }
    assert check.is_valid(good)
    fleet = tmp_path / "f.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: F\nships:\n"
        "  - {design: 'catalog:heavy-cruiser', count: 1}\n",
        "utf-8",
    )
    ship = good["sides"][0]["fleets"][0]["ships"][0]
    fleets = good["sides"][0]["fleets"][0]
    for bad in (
        {k: v for k, v in good.items() if k != "kind"},  # a campaign says it is one
        {**good, "turn": -1},
        {**good, "game": "bscs"},
        {**good, "sides": [{"name": "A", "fleets": [{**fleets, "ships": [{**ship, "status": "sunk"}]}]}]},
        {
            **good,
            "sides": [{"name": "A", "fleets": [{**fleets, "ships": [{**ship, "damage": {"Hull!": 1}}]}]}],
        },
        {**good, "log": [{"turn": 1, "kind": "party", "text": "x"}]},
    ):
        assert not check.is_valid(bad)
        path = tmp_path / "c.yaml"
        path.write_text(yaml.safe_dump(bad), "utf-8")
        with pytest.raises(LoadError):
            load_campaign(path)


def test_a_campaign_saved_from_its_bundled_file_keeps_the_comment_and_its_fingerprint():
    from designer.core.campaign import evaluate_campaign, load_campaign, with_ship, write_campaign

    path = CATALOGS / "full-thrust/campaigns/lafayette-incident.yaml"
    text = path.read_text("utf-8")
    assert text.startswith("# yaml-language-server: $schema=../../schemas/full-thrust/campaign.schema.json\n")
    loaded = load_campaign(path)
    saved = write_campaign(with_ship(loaded.campaign, "Kirov", {"battles": 3}), text)
    assert saved.splitlines()[0] == text.splitlines()[0]
    assert sum(a != b for a, b in zip(saved.splitlines(), text.splitlines())) == 1  # the one edit
    # The campaign's fingerprint is of its state, not its bytes: the same with the comment or without.
    bare = CATALOGS / "full-thrust/campaigns/.bare-for-test.yaml"
    try:
        bare.write_text(text.split("\n", 1)[1], "utf-8")
        fingerprints = {evaluate_campaign(load_campaign(p)).as_dict()["fingerprint"] for p in (path, bare)}
    finally:
        bare.unlink()
    assert len(fingerprints) == 1


def test_hullwright_schema_prints_the_shipped_schema(capsys, tmp_path):
    assert main(["schema", "bscs", "craft"]) == 0
    assert capsys.readouterr().out == (CATALOGS / "schemas/bscs/craft.schema.json").read_text("utf-8")
    out = tmp_path / "fleet.json"
    assert main(["schema", "full-thrust", "fleet", "-o", str(out)]) == 0
    assert json.loads(out.read_text("utf-8"))["title"] == "Hullwright Full Thrust fleet file"
    assert main(["schema", "full-thrust", "craft"]) == 2
    assert "expected one of ['ship', 'fleet', 'profile', 'campaign']" in capsys.readouterr().err
    assert main(["schema", "sfb", "campaign"]) == 0
    assert capsys.readouterr().out == (CATALOGS / "schemas/sfb/campaign.schema.json").read_text("utf-8")
    assert main(["schema", "chess", "ship"]) == 2


def test_the_schema_comment_moves_no_digest(tmp_path):
    # A referenced file's digest (what fingerprints hash) is of its bytes without the comment.
    bundled = CATALOGS / "bscs/designs/tc12-fighter.yaml"
    bare = tmp_path / "tc12-fighter.yaml"
    bare.write_bytes(bundled.read_bytes().split(b"\n", 1)[1])
    digests = []
    for path in (bundled, bare):
        with ReadLog() as log:
            load_design(path)
        digests.append(log.reads[resolved(path)])
    assert digests[0] == digests[1] == hashlib.sha256(as_first_written(bare.read_bytes())).hexdigest()


def test_saving_an_edited_bundled_design_keeps_the_comment():
    path = CATALOGS / "full-thrust/designs/destroyer.yaml"
    text = path.read_text("utf-8")
    edited = replace_at(load_design(path).design, "thrust", 4)
    saved = write_design(edited, text)
    assert saved.splitlines()[0] == text.splitlines()[0].rstrip()
    assert design_from_text(saved)[0] == edited


# --- format versions ------------------------------------------------------------------------

NEWER = {
    "design": "hullwright: 2\ngame: full-thrust\nname: X\nhull: {mass: 10, type: warship}\n",
    "fleet": "hullwright: 2\ngame: full-thrust\nfleet: X\nships: []\n",
    "profile": "hullwright: 2\nprofile: X\nversion: '1'\ngame: full-thrust\nsource: mine\n",
}


@pytest.mark.parametrize("kind", sorted(NEWER))
def test_every_kind_refuses_a_newer_format_at_its_line(kind, tmp_path):
    path = tmp_path / f"{kind}.yaml"
    path.write_text(NEWER[kind], "utf-8")
    load = {"design": load_design, "fleet": load_fleet, "profile": load_profile}[kind]
    with pytest.raises(LoadError) as caught:
        load(path)
    assert caught.value.line == 1 and "newer than this program reads (1)" in caught.value.message


EARLIER = {
    "frigate.yaml": ("full-thrust", "ship"),
    "tc12-fighter.yaml": ("bscs", "craft"),
    "joshada-refit.yaml": ("sfb", "ship"),
    "comet-hailstorm-craft.yaml": ("star-blazers", "ship"),
    "example-escort.yaml": ("star-blazers", "class"),
    "nac-lafayette-sector.yaml": ("full-thrust", "fleet"),
    "heavy-beams.yaml": ("full-thrust", "profile"),
}


@pytest.mark.parametrize("name", sorted(EARLIER))
def test_a_file_of_each_earlier_format_loads_and_passes_todays_schema(name):
    """The project wrote one earlier format, under its old name: 'drydock: 1' (every bundled
    file until the rename, git history of catalogs/); these are such files, as written."""
    path = BEFORE / name
    assert path.read_text("utf-8").startswith("drydock: 1\n")
    game_id, kind = EARLIER[name]
    assert kind_of_file(path) == (game_id, kind)
    if kind == "fleet":
        load_fleet(path)
    elif kind == "profile":
        load_profile(path)
    else:
        loaded = load_design(path)
        assert loaded.game.kind_of(loaded.design).key == kind
    migrated = renamed_key(yaml.safe_load(path.read_text("utf-8")))
    assert jsonschema.Draft202012Validator(schema(registry.get(game_id), kind)).is_valid(migrated)
