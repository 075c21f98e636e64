"""Issue 24 item 1: the window watches the files a design names (a carrier's craft design beside
it), as it watches the design's own file, and offers to read one again when another program
changes it; keeping what was read asks no more. The design itself, its edits and undo steps
stay either way."""

from __future__ import annotations

import os

import pytest

from designer.core.paths import CATALOGS

DESIGNS = CATALOGS / "bscs" / "designs"


@pytest.fixture
def carrier_file(tmp_path):
    """An escort carrier whose fighters are a file beside it: 934.54 points (issue 22)."""
    carrier = (DESIGNS / "escort-carrier.yaml").read_text(encoding="utf-8")
    (tmp_path / "carrier.yaml").write_text(
        carrier.replace("catalog:tc12-fighter", "fighter.yaml"), encoding="utf-8"
    )
    (tmp_path / "fighter.yaml").write_text(
        (DESIGNS / "tc12-fighter.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    return tmp_path / "carrier.yaml"


def better_sensor(fighter) -> None:
    """Another program's edit: the fighter's sensor from fair to good (934.54 -> 1,134.54)."""
    fighter.write_text(
        fighter.read_text(encoding="utf-8").replace("level: fair", "level: good"), encoding="utf-8"
    )
    stat = os.stat(fighter)
    os.utime(fighter, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))  # a later second


def test_a_changed_craft_design_is_offered_for_reloading(qtbot, make_window, dialogs, carrier_file):
    window = make_window(carrier_file)
    fighter = carrier_file.parent / "fighter.yaml"
    assert fighter.resolve() in {p.resolve() for p in window.document.referenced.paths}
    assert window.document.evaluation().points == pytest.approx(934.54)
    window.edits.apply_edit("name", "Escort Two")  # an edit of the player's own, kept by the reload
    dialogs.on_disk = "reload"
    better_sensor(fighter)
    qtbot.waitUntil(lambda: bool(dialogs.on_disk_asked), timeout=5000)
    assert dialogs.on_disk_asked == [("fighter.yaml (named by carrier.yaml)", False, False)]
    assert window.document.evaluation().points == pytest.approx(1134.54)
    assert window.document.design.name == "Escort Two" and window.document.dirty


def test_keeping_what_was_read_asks_no_more(qtbot, make_window, dialogs, carrier_file):
    window = make_window(carrier_file)
    fighter = carrier_file.parent / "fighter.yaml"
    dialogs.on_disk = "keep"
    better_sensor(fighter)
    qtbot.waitUntil(lambda: bool(dialogs.on_disk_asked), timeout=5000)
    assert window.document.evaluation().points == pytest.approx(934.54)  # as it was read
    window.document.referenced.changed.emit(fighter)  # the watcher again, the file as kept
    assert len(dialogs.on_disk_asked) == 1


def test_a_fleet_offers_to_read_again_a_craft_design_its_carrier_names(
    qtbot, make_window, dialogs, carrier_file
):
    """The Fleet tab watches the files its designs name: reloading one re-prices the fleet
    (the design open in the window, which names it too, asks for itself)."""
    fleet = carrier_file.parent / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: bscs\nfleet: Carrier group\nships:\n  - {design: carrier.yaml, count: 2}\n",
        encoding="utf-8",
    )
    window = make_window(carrier_file)
    assert window.fleet.open_path(fleet)
    document = window.fleet.document
    assert document.evaluation().total_points == pytest.approx(2 * 934.54)
    dialogs.on_disk = "reload"
    better_sensor(carrier_file.parent / "fighter.yaml")
    asked = ("fighter.yaml (named in fleet Carrier group)", False, False)
    qtbot.waitUntil(lambda: asked in dialogs.on_disk_asked, timeout=5000)  # (the design open asks too)
    assert document.evaluation().total_points == pytest.approx(2 * 1134.54)
    assert not document.dirty  # the fleet file is as it was
