"""A fingerprint that cannot be fooled (issues 21 item 1 and 22 section 1).

Every pack Hullwright prints verifies, whatever its fleets are called (in every game); the
fingerprint covers the bytes of every file a result was computed from (a BSCS craft design, a
Star Blazers custom class file, a profile) and the rule options given on the command line;
fleets of one name are told apart; a fingerprint written wrongly is refused as such; and a pack
printed under the first canonical form still verifies, by that form."""

from __future__ import annotations

import json

import pypdf
import pytest

from designer.cli import main
from designer.core.fingerprint import FORM, form_1, normalise
from designer.core.fleet_file import load_fleet
from designer.core.paths import CATALOGS
from designer.games.star_blazers.rules.class_library import CLASS_PATH_VARIABLE

NAMES = [
    "Scenario 1, Battle of Pluto: Earth Forces",
    "The \"Lucky\" 'Few'",
    "Red; Blue; Green",
    "First line\nsecond line",
    "Flotte d'été — Überfall 東",
    "N" * 200,
]
GAME_DESIGNS = {
    "full-thrust": "catalog:frigate",
    "bscs": "catalog:tc1-frigate",
    "star-blazers": "catalog:edf-mogami",
    "sfb": "catalog:alp-fireball-destroyer",
}


def write_fleet(path, game: str, name: str, ships: str, extra: str = "") -> None:
    """A fleet file; the name written as a double-quoted scalar (JSON's escapes are YAML's)."""
    path.write_text(
        f"hullwright: 1\ngame: {game}\nfleet: {json.dumps(name)}\n{extra}ships:\n{ships}", encoding="utf-8"
    )


def export(capsys, *args) -> int:
    code = main(["export", *map(str, args)])
    capsys.readouterr()
    return code


def verify(capsys, fleet, *args) -> tuple[int, str]:
    code = main(["verify", str(fleet), *map(str, args)])
    out, err = capsys.readouterr()
    return code, out + err


@pytest.mark.parametrize("game", sorted(GAME_DESIGNS))
def test_every_pack_verifies_whatever_its_fleets_are_called(game, tmp_path, capsys):
    fleets = []
    for n, name in enumerate(NAMES):
        fleet = tmp_path / f"fleet{n}.yaml"
        write_fleet(fleet, game, name, f'  - {{design: "{GAME_DESIGNS[game]}"}}\n')
        fleets.append(fleet)
    pack = tmp_path / "pack.pdf"
    assert export(capsys, *fleets, "-o", pack) == 0
    records = json.loads(pypdf.PdfReader(pack).metadata["/FleetFingerprints"])
    assert [r["name"] for r in records] == NAMES and [r["index"] for r in records] == list(range(6))
    for fleet in fleets:
        code, out = verify(capsys, fleet, "--pack", pack)
        assert (code, "unchanged") == (0, out.split(": ")[1][:9]), out


def old_pack(path, fleets) -> None:
    """A pack as Drydock (the old name) wrote it before form 2: each record a keyword ``drydock-fleet:{...}``,
    the keywords joined with ", " (what every bundled Star Blazers scenario's name breaks)."""
    marks = []
    for fleet in fleets:
        loaded = load_fleet(fleet)
        record = {"name": loaded.fleet.fleet, **form_1(loaded).as_dict()}
        del record["form"], record["files"], record["rules"]
        marks.append("drydock-fleet:" + json.dumps(record, separators=(",", ":"), ensure_ascii=True))
    writer = pypdf.PdfWriter()
    writer.add_blank_page(100, 100)
    writer.add_metadata({"/Keywords": ", ".join(["battle pack", "fleet", "star-blazers", *marks])})
    with path.open("wb") as handle:
        writer.write(handle)


def test_a_star_blazers_pack_printed_before_form_2_verifies_by_its_form(tmp_path, capsys):
    scenarios = sorted((CATALOGS / "star-blazers" / "fleets").glob("1-*.yaml"))
    assert all(", " in load_fleet(f).fleet.fleet for f in scenarios)
    pack = tmp_path / "old.pdf"
    old_pack(pack, scenarios)
    for fleet in scenarios:
        code, out = verify(capsys, fleet, "--pack", pack)
        assert code == 0 and "unchanged" in out and "earlier Hullwright" in out, out
        assert "export the fleet again" in out


def test_an_old_pack_still_names_what_changed(tmp_path, capsys):
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        (CATALOGS / "star-blazers" / "fleets" / "1-battle-of-pluto-earth-intro.yaml").read_text(
            encoding="utf-8"
        ),
        encoding="utf-8",
    )
    pack = tmp_path / "old.pdf"
    old_pack(pack, [fleet])
    fleet.write_text(fleet.read_text(encoding="utf-8").replace("count: 18", "count: 17"), encoding="utf-8")
    code, out = verify(capsys, fleet, "--pack", pack)
    assert code == 1 and "ships[0] (TDD Gearing): its design, count or force changed" in out


@pytest.fixture
def carrier(tmp_path):
    """A BSCS carrier whose fighters are a craft design file beside it (002 L658-662)."""
    carrier = (CATALOGS / "bscs" / "designs" / "escort-carrier.yaml").read_text(encoding="utf-8")
    (tmp_path / "carrier.yaml").write_text(
        carrier.replace("catalog:tc12-fighter", "fighter.yaml"), encoding="utf-8"
    )
    (tmp_path / "fighter.yaml").write_text(
        (CATALOGS / "bscs" / "designs" / "tc12-fighter.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    fleet = tmp_path / "fleet.yaml"
    write_fleet(fleet, "bscs", "Carrier group", "  - {design: carrier.yaml}\n", "budget: 2000\n")
    return fleet


def fleet_json(capsys, fleet) -> dict:
    main(["fleet", "--json", str(fleet)])
    return json.loads(capsys.readouterr().out)


def test_a_craft_design_the_carrier_names_is_covered(carrier, tmp_path, capsys):
    assert fleet_json(capsys, carrier)["total_points"] == pytest.approx(934.54)  # issue 22's figure
    pack = tmp_path / "pack.pdf"
    assert export(capsys, carrier, "-o", pack) == 0
    fighter = tmp_path / "fighter.yaml"
    fighter.write_text(
        fighter.read_text(encoding="utf-8").replace("level: fair", "level: good"), encoding="utf-8"
    )
    assert fleet_json(capsys, carrier)["total_points"] == pytest.approx(1134.54)
    code, out = verify(capsys, carrier, "--pack", pack)
    assert code == 1 and "  - fighter.yaml changed" in out, out


def test_a_comment_in_a_craft_design_changes_the_fingerprint_too(carrier, tmp_path, capsys):
    """The bytes are covered, as read: an edit that changes no number still shows."""
    before = fleet_json(capsys, carrier)["fingerprint"]
    fighter = tmp_path / "fighter.yaml"
    fighter.write_text(fighter.read_text(encoding="utf-8") + "# checked\n", encoding="utf-8")
    assert fleet_json(capsys, carrier)["fingerprint"] != before


def test_a_custom_class_file_is_covered(tmp_path, monkeypatch, capsys):
    classes = tmp_path / "classes"
    classes.mkdir()
    example = CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml"
    (classes / "my-escort.yaml").write_text(example.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setenv(CLASS_PATH_VARIABLE, str(classes))
    (tmp_path / "ship.yaml").write_text(
        "hullwright: 1\ngame: star-blazers\nname: Escort One\nclass: custom/my-escort\n", encoding="utf-8"
    )
    fleet = tmp_path / "fleet.yaml"
    write_fleet(fleet, "star-blazers", "Escorts, two", "  - {design: ship.yaml, count: 2}\n")
    assert fleet_json(capsys, fleet)["total_points"] == 360  # 2 x 180, the class file's points
    pack = tmp_path / "pack.pdf"
    assert export(capsys, fleet, "-o", pack) == 0
    (classes / "my-escort.yaml").write_text(
        example.read_text(encoding="utf-8").replace("points: 180", "points: 380"), encoding="utf-8"
    )
    assert fleet_json(capsys, fleet)["total_points"] == 760
    code, out = verify(capsys, fleet, "--pack", pack)
    assert code == 1 and "  - classes/my-escort.yaml changed" in out, out


def test_the_fingerprint_does_not_depend_on_what_was_read_before(tmp_path, monkeypatch, capsys):
    """A class file already read (held by the game's library) still counts in a later run."""
    monkeypatch.delenv(CLASS_PATH_VARIABLE, raising=False)
    (tmp_path / "ship.yaml").write_text(
        "hullwright: 1\ngame: star-blazers\nname: Escort\nclass: custom/example-escort\n", encoding="utf-8"
    )
    fleet = tmp_path / "fleet.yaml"
    write_fleet(fleet, "star-blazers", "Escorts", "  - {design: ship.yaml}\n")
    first = fleet_json(capsys, fleet)["fingerprint"]
    assert fleet_json(capsys, fleet)["fingerprint"] == first


def test_a_profile_file_is_covered_and_named(tmp_path, capsys):
    profile = tmp_path / "house.yaml"
    profile.write_text(
        (CATALOGS / "full-thrust" / "profiles" / "heavy-beams.yaml").read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    fleet = tmp_path / "fleet.yaml"
    write_fleet(
        fleet,
        "full-thrust",
        "Pickets",
        '  - {design: "catalog:frigate", count: 2}\n',
        "profile: house.yaml\n",
    )
    pack = tmp_path / "pack.pdf"
    assert export(capsys, fleet, "-o", pack) == 0
    profile.write_text(profile.read_text(encoding="utf-8") + "# a note\n", encoding="utf-8")
    code, out = verify(capsys, fleet, "--pack", pack)
    assert code == 1 and "the house-rule profile changed" in out and "  - house.yaml changed" in out


@pytest.fixture
def trader(tmp_path):
    """A merchant of MASS 15 with 2 MASS of systems: over its 10% allowance rounded down (1), within
    it rounded up (2) (the rule option merchant_allowance_rounding)."""
    (tmp_path / "trader.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nname: Trader\nhull: {mass: 15, type: merchant}\nthrust: 2\n"
        "systems:\n  - {type: pdaf, count: 2}\n",
        encoding="utf-8",
    )
    fleet = tmp_path / "fleet.yaml"
    write_fleet(fleet, "full-thrust", "Convoy", "  - {design: trader.yaml}\n")
    return fleet


def test_command_line_rules_are_recorded_and_verify_recomputes_under_them(trader, tmp_path, capsys):
    plain = fleet_json(capsys, trader)
    main(["fleet", "--json", str(trader), "--rule", "merchant_allowance_rounding=up"])
    ruled = json.loads(capsys.readouterr().out)
    assert (plain["legal"], ruled["legal"]) == (False, True)
    assert plain["fingerprint"] != ruled["fingerprint"]
    pack = tmp_path / "pack.pdf"
    assert export(capsys, trader, "-o", pack, "--rule", "merchant_allowance_rounding=up") == 0
    reader = pypdf.PdfReader(pack)
    [record] = json.loads(reader.metadata["/FleetFingerprints"])
    assert record["rules"] == {"merchant_allowance_rounding": "up"} and record["form"] == FORM
    footer = f"--rule merchant_allowance_rounding=up · fingerprint {ruled['fingerprint']}"
    assert all(footer in page.extract_text() for page in reader.pages)  # for who has only the paper
    code, out = verify(capsys, trader, "--pack", pack)
    assert code == 0 and "--rule merchant_allowance_rounding=up" in out, out
    code, out = verify(capsys, trader, "--fingerprint", ruled["fingerprint"])
    assert code == 1  # without the rule it was printed under, it is not that list
    code, out = verify(
        capsys, trader, "--fingerprint", ruled["fingerprint"], "--rule", "merchant_allowance_rounding=up"
    )
    assert code == 0, out


def test_two_fleets_of_one_name_are_told_apart_by_their_files(tmp_path, capsys):
    """Issue 22: the untouched second fleet read CHANGED, and an edited one that now equals the
    first read "unchanged". Each record carries its fleet file's name beside the fleet's."""
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    write_fleet(first, "full-thrust", "Reserve", '  - {design: "catalog:frigate"}\n')
    write_fleet(second, "full-thrust", "Reserve", '  - {design: "catalog:frigate", count: 3}\n')
    pack = tmp_path / "pack.pdf"
    assert export(capsys, first, second, "-o", pack) == 0
    assert verify(capsys, first, "--pack", pack)[0] == 0
    assert verify(capsys, second, "--pack", pack)[0] == 0
    write_fleet(second, "full-thrust", "Reserve", '  - {design: "catalog:frigate"}\n')  # now equals a
    code, out = verify(capsys, second, "--pack", pack)
    assert code == 1 and "ships[0] (Frigate): its design, count or force changed" in out, out


def test_two_fleets_of_one_name_and_file_name_are_told_apart_by_content(tmp_path, capsys):
    (tmp_path / "x").mkdir()
    (tmp_path / "y").mkdir()
    first, second = tmp_path / "x" / "fleet.yaml", tmp_path / "y" / "fleet.yaml"
    write_fleet(first, "full-thrust", "Reserve", '  - {design: "catalog:frigate"}\n')
    write_fleet(second, "full-thrust", "Reserve", '  - {design: "catalog:frigate", count: 3}\n')
    pack = tmp_path / "pack.pdf"
    assert export(capsys, first, second, "-o", pack) == 0
    code, out = verify(capsys, second, "--pack", pack)
    assert code == 0 and "numbered 2 of the 2" in out, out
    write_fleet(second, "full-thrust", "Reserve", '  - {design: "catalog:frigate", count: 4}\n')
    code, out = verify(capsys, second, "--pack", pack)
    assert code == 1 and "matches none of them" in out, out


def test_a_name_the_pack_does_not_hold_is_refused(tmp_path, capsys):
    first, second, third = (tmp_path / f"{n}.yaml" for n in "abc")
    for path, name in ((first, "Red"), (second, "Blue"), (third, "Green")):
        write_fleet(path, "full-thrust", name, '  - {design: "catalog:frigate"}\n')
    pack = tmp_path / "pack.pdf"
    assert export(capsys, first, second, "-o", pack) == 0
    code, out = verify(capsys, third, "--pack", pack)
    assert code == 2 and "holds no fleet named 'Green'" in out


@pytest.mark.parametrize(
    "written",
    ["", "   ", "3f2a-91c0", "3f2a-91c0-b7d4-0000", "3f2a-91c0-b7dz", "3f2a_91c0_b7d4", "not a fingerprint"],
)
def test_a_malformed_fingerprint_is_refused_showing_the_form(written, trader, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["verify", str(trader), "--fingerprint", written])
    assert exit_.value.code == 2
    assert "12 hexadecimal digits, as printed: 3f2a-91c0-b7d4" in capsys.readouterr().err


def test_the_twelve_digits_with_or_without_dashes_in_either_case(trader, capsys):
    value = fleet_json(capsys, trader)["fingerprint"]
    for written in (value, value.upper(), value.replace("-", ""), f" {value.replace('-', '').upper()} "):
        assert normalise(written) == value
        assert verify(capsys, trader, "--fingerprint", written)[0] == 0


def test_a_fingerprint_of_the_first_form_is_recognised(trader, capsys):
    old = form_1(load_fleet(trader)).value
    code, out = verify(capsys, trader, "--fingerprint", old)
    assert code == 0 and "earlier Hullwright" in out


def test_a_pack_of_a_later_form_is_refused_plainly(trader, tmp_path, capsys):
    pack = tmp_path / "pack.pdf"
    writer = pypdf.PdfWriter()
    writer.add_blank_page(100, 100)
    record = {
        "index": 0,
        "name": "Convoy",
        "form": FORM + 1,
        "fingerprint": "0000-0000-0000",
        "parts": {"ships": []},
    }
    writer.add_metadata({"/FleetFingerprints": json.dumps([record])})
    with pack.open("wb") as handle:
        writer.write(handle)
    code, out = verify(capsys, trader, "--pack", pack)
    assert code == 2 and "newer Hullwright" in out
