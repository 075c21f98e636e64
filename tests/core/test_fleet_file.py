"""Fleet files that cannot be read: each a clean LoadError at the fleet file's line."""

import time

import pytest

from designer.core import registry
from designer.core.errors import LoadError
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import dump_fleet, load_fleet, rebase_ref, save_fleet
from designer.core.evaluation import Evaluation
from designer.core.game import DesignKind, Game
from designer.core.model import DesignBase
from tests.core.test_fleet import CUTTER, GUNBOAT, fleet_text


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "gunboat.yaml").write_text(GUNBOAT)
    (tmp_path / "cutter.yaml").write_text(CUTTER)
    return tmp_path


def error_of(path) -> str:
    with pytest.raises(LoadError) as info:
        load_fleet(path)
    return str(info.value)


class OtherDesign(DesignBase):
    pass


class OtherGame(Game):
    id = "other"
    title = "Other game"
    design_kinds = (DesignKind("ship", "Ship", OtherDesign),)

    def _evaluate(self, design, context):
        return Evaluation({"points": 0}, detail=None)

    def empty_design(self, name, kind=None):
        return OtherDesign(game="other", name=name)


@pytest.fixture
def other_game():
    registry.register(OtherGame())
    yield
    registry.unregister("other")


@pytest.mark.parametrize(
    "entry, words",
    [
        ("{design: nowhere.yaml}", "'nowhere.yaml' cannot be read"),
        ("{design: fleet.yaml}", "names this fleet file itself"),
        ("{design: other-fleet.yaml}", "is a fleet file, not a design"),
        ("{design: notes.yaml}", "is not a Hullwright design"),
        ("{design: foreign.yaml}", "is a Other game design; this fleet is for Toy game"),
        ("{design: 'catalog:no-such-ship'}", "no standard design 'no-such-ship' in Toy game"),
        ("{design: subfolder}", "is a folder, not a file"),
        ("{design: gunboat.yaml, force: Home}", "ships[1].force 'Home' must be declared under 'forces:'"),
        ("{design: gunboat.yaml, count: 0}", "greater than or equal to 1"),
        ("{design: gunboat.yaml, cnt: 2}", "not a known key"),
    ],
)
def test_bad_entry_names_the_fleet_file_and_line(folder, other_game, entry, words):
    (folder / "other-fleet.yaml").write_text(fleet_text(10, "{design: fleet.yaml}"))
    (folder / "notes.yaml").write_text("- shopping\n- list\n")
    (folder / "foreign.yaml").write_text("hullwright: 1\ngame: other\nname: Alien\n")
    (folder / "subfolder").mkdir()
    path = folder / "fleet.yaml"
    path.write_text(fleet_text(100, "{design: cutter.yaml}", entry))
    message = error_of(path)
    assert message.startswith(f"{path}:7:"), message  # line 7: the second ship
    assert words in message, message


def test_a_loop_of_fleets_is_refused_at_the_first_step(folder):
    (folder / "a.yaml").write_text(fleet_text(10, "{design: b.yaml}"))
    (folder / "b.yaml").write_text(fleet_text(10, "{design: a.yaml}"))
    message = error_of(folder / "a.yaml")
    assert message.startswith(f"{folder / 'a.yaml'}:6:6: ships[0].design 'b.yaml'")
    assert "is a fleet file, not a design" in message


@pytest.mark.parametrize(
    "text, words",
    [
        ("hullwright: 1\ngame: toy\nname: Gunboat\nmass: 20\n", "is a design, not a fleet"),
        ("hullwright: 1\ngame: toy\nships: []\n", "add 'fleet:'"),
        ("hullwright: 1\ngame: toy\nfleet: F\nbudget: lots\nships: []\n", "budget"),
        ("hullwright: 1\ngame: toy\nfleet: F\nships: {design: gunboat.yaml}\n", "must be a list"),
        ("hullwright: 1\ngame: chess\nfleet: F\nships: []\n", "unknown game 'chess'"),
    ],
)
def test_bad_fleet_file(folder, text, words):
    path = folder / "fleet.yaml"
    path.write_text(text)
    assert words in error_of(path)


def test_ten_thousand_entries_load_in_bounded_time(folder, monkeypatch):
    import designer.core.fleet_file as fleet_file

    reads = []
    real = fleet_file.load_design
    monkeypatch.setattr(fleet_file, "load_design", lambda p: reads.append(p) or real(p))
    ships = ["{design: gunboat.yaml}", "{design: cutter.yaml}"] * 5000
    path = folder / "big.yaml"
    path.write_text(fleet_text(None, *ships))
    start = time.perf_counter()
    result = evaluate_fleet(load_fleet(path))
    assert time.perf_counter() - start < 20  # ~3 s here; the bound catches a quadratic slip
    assert len(reads) == 2  # each distinct design file read once
    assert result.total_points == 5000 * (42 + 21) and result.ship_count == 10_000


def test_save_then_load_is_the_identity_and_paths_follow_the_file(folder):
    path = folder / "fleet.yaml"
    path.write_text(
        fleet_text(
            300,
            "{design: gunboat.yaml, count: 2, name: Lead}",
            "{design: cutter.yaml}",
            extra="rules: {house: true}",
        )
    )
    loaded = load_fleet(path)
    elsewhere = folder / "deep" / "er"
    elsewhere.mkdir(parents=True)
    save_fleet(loaded.fleet, elsewhere / "copy.yaml", old_folder=folder)
    copy = load_fleet(elsewhere / "copy.yaml")
    assert [s.design for s in copy.fleet.ships] == ["../../gunboat.yaml", "../../cutter.yaml"]
    assert copy.fleet.model_copy(update={"ships": loaded.fleet.ships}) == loaded.fleet
    assert evaluate_fleet(copy).total_points == evaluate_fleet(loaded).total_points == 105
    text = dump_fleet(loaded.fleet)
    assert text.startswith("hullwright: 1\ngame: toy\nfleet: Test Fleet\nbudget: 300\n")
    assert "- {design: gunboat.yaml, count: 2, name: Lead}" in text


def test_rebase_leaves_catalog_refs_alone(tmp_path):
    assert rebase_ref("catalog:frigate", tmp_path, tmp_path / "x") == "catalog:frigate"
    assert rebase_ref("a/b.yaml", tmp_path, tmp_path / "a") == "b.yaml"
