"""Saving a design that an open campaign's ships use (issue 26 section 1): the window asks
"refit every ship of this design" (the ships take it; a mark it no longer takes stays, as a
finding), "save as a new design" (the ships keep their file, byte for byte) or cancel (nothing
saved); nothing is asked when no open campaign uses the design."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.app.conftest import HEAVY_CRUISER


def campaign_files(tmp_path: Path) -> tuple[Path, Path]:
    """A heavy cruiser copied to tmp, a fleet of it and a campaign whose ship lost its FTL
    drive (a part the design has: the state fits until the design drops FTL)."""
    design = tmp_path / "cruiser.yaml"
    shutil.copyfile(HEAVY_CRUISER, design)
    (tmp_path / "fleet.yaml").write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: Patrol\nships:\n  - {design: cruiser.yaml, count: 1}\n"
    )
    campaign = tmp_path / "campaign.yaml"
    campaign.write_text(
        "hullwright: 1\ngame: full-thrust\nkind: campaign\ncampaign: Test Run\nsides:\n"
        "  - name: Blue\n    fleets:\n      - name: Patrol\n        file: fleet.yaml\n        ships:\n"
        "          - name: Valiant\n            design: cruiser.yaml\n            status: damaged\n"
        "            lost: {ftl: 1}\n"
    )
    return design, campaign


def open_both(make_window, tmp_path):
    design, campaign = campaign_files(tmp_path)
    window = make_window(design)
    assert window.campaign.open_path(campaign)
    assert not [f for f in window.campaign.document.report().findings if f.code.startswith("STATE")]
    assert window.edits.apply_edit("ftl", False)  # the ship's lost FTL drive: no longer a part
    return window, design, campaign


def test_refit_every_ship_keeps_the_unfit_mark_as_a_finding(make_window, dialogs, tmp_path):
    window, design, campaign = open_both(make_window, tmp_path)
    dialogs.refit = "refit"
    assert window.files.save()
    assert dialogs.refit_asked == [("cruiser.yaml", ["Valiant"])]
    assert "ftl: false" in design.read_text()
    doc = window.campaign.document
    ship = doc.ship("Valiant")
    assert ship.entry.loaded.design.ftl is False  # the campaign uses the saved design
    assert doc.marks_of("Valiant").lost == {"ftl": 1}  # nothing dropped
    codes = [f.code for f in doc.report().findings]
    assert "STATE-PART" in codes
    shown = [window.campaign.tab.findings.item(i).text() for i in range(window.campaign.tab.findings.count())]
    assert any("ftl" in line for line in shown), shown
    # The refit is logged as the command line's --refit logs it: the design, its file as the
    # fleet names it and the mark it no longer takes; one undo step takes the entry back.
    entry = doc.campaign.log[-1]
    assert (entry.kind, entry.side) == ("refit", "Blue")
    assert entry.text == (
        "Valiant refitted to Heavy Cruiser (cruiser.yaml): kept lost ftl: 1 (no such part) (still findings)"
    )
    assert doc.dirty  # the log entry is the campaign's to save
    doc.stack.undo()
    assert doc.campaign.log == [] and doc.marks_of("Valiant").lost == {"ftl": 1}


def test_save_as_new_design_leaves_the_ships_design_file_byte_identical(make_window, dialogs, tmp_path):
    window, design, _campaign = open_both(make_window, tmp_path)
    before = design.read_bytes()
    dialogs.refit = "new"
    dialogs.save_path = tmp_path / "cruiser-no-ftl.yaml"
    assert window.files.save()
    assert design.read_bytes() == before
    assert "ftl: false" in dialogs.save_path.read_text()
    assert window.document.path == dialogs.save_path
    ship = window.campaign.document.ship("Valiant")
    assert ship.entry.loaded.design.ftl is True  # the ship keeps its design
    assert not [f for f in window.campaign.document.report().findings if f.code.startswith("STATE")]


def test_save_as_new_design_refuses_the_ships_own_file(make_window, dialogs, tmp_path):
    window, design, _campaign = open_both(make_window, tmp_path)
    before = design.read_bytes()
    dialogs.refit = "new"
    dialogs.save_path = design
    assert not window.files.save()
    assert design.read_bytes() == before
    assert window.document.dirty


def test_cancel_saves_nothing(make_window, dialogs, tmp_path):
    window, design, _campaign = open_both(make_window, tmp_path)
    before = design.read_bytes()
    dialogs.refit = "cancel"
    assert not window.files.save()
    assert design.read_bytes() == before
    assert window.document.dirty
    assert window.campaign.document.ship("Valiant").entry.loaded.design.ftl is True


def test_nothing_is_asked_without_a_campaign_using_the_design(make_window, dialogs, tmp_path):
    design, _campaign = campaign_files(tmp_path)
    window = make_window(design)
    assert window.edits.apply_edit("ftl", False)
    assert window.files.save()
    assert "refit" not in dialogs.asked
    other = tmp_path / "other.yaml"  # a campaign open, but its ships use another file
    shutil.copyfile(HEAVY_CRUISER, other)
    window2 = make_window(other)
    assert window2.campaign.open_path(_campaign)
    assert window2.edits.apply_edit("thrust", 5)
    assert window2.files.save()
    assert "refit" not in dialogs.asked
