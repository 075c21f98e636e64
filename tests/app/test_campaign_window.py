"""The Campaign tab and Ship state mode (issue 26 §2, §4): a campaign file opens on its own
tab; a click on a ship's sheet marks the part under it, on the box the PDF shows; one undo step
a mark; the autosave and a save keep it. One bundled campaign per game."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest

from designer.core.campaign import load_campaign
from designer.sheets.display import Line, Sheet, groups, walk
from designer.sheets.pdf import render_pdf
from designer.sheets.state_marks import NAME

ROOT = Path(__file__).resolve().parents[2] / "catalogs"
CAMPAIGNS = {
    "full-thrust": ROOT / "full-thrust/campaigns/lafayette-incident.yaml",
    "bscs": ROOT / "bscs/campaigns/frontier-raid.yaml",
    "sfb": ROOT / "sfb/campaigns/errevin-border.yaml",
    "star-blazers": ROOT / "star-blazers/campaigns/voyage-of-the-yamato.yaml",
}


def strokes(pages):
    return [
        (n, i)
        for n, p in enumerate(pages)
        for g in groups(p.items, NAME)
        for i in walk(g.items)
        if isinstance(i, Line)
    ]


def free_hit(campaign):
    """The first box of a part that takes one more mark of its kind."""
    ship = campaign._ship()
    parts = campaign.document.rules.parts(ship.entry.loaded.design, ship.entry.evaluation)
    marks = campaign.document.marks_of(campaign.ship_name)
    for hit in campaign.hits():
        limit = getattr(parts[hit.part], hit.kind)
        if limit is None or getattr(marks, hit.kind).get(hit.part, 0) < limit:
            return hit, parts[hit.part]
    raise AssertionError("no part takes another mark")


def pixel(pages, page, x, y, scale=4):
    image = pypdfium2.PdfDocument(render_pdf(Sheet(tuple(pages))))[page].render(scale=scale).to_pil()
    return image.convert("RGB").getpixel((round(x * scale), round(y * scale)))


@pytest.mark.parametrize("game", sorted(CAMPAIGNS))
def test_a_mark_made_in_the_window_lands_on_its_box_and_is_undone_and_kept(
    game, make_window, state_dir, tmp_path
):
    window = make_window()
    assert window.files.open_file(CAMPAIGNS[game])
    campaign = window.campaign
    assert window.main_tabs.currentWidget() is campaign.tab
    doc = campaign.document
    named = [s.ship.name for side in doc.report().sides for f in side.fleets for s in f.ships]
    assert campaign.tab.ships.topLevelItemCount() == len(doc.campaign.sides)
    assert campaign.tab.log.rowCount() == len(doc.campaign.log)
    assert campaign.ship_name == named[0]
    name = campaign.ship_name
    before_marks = doc.marks_of(name)
    before = strokes(campaign.pages)
    hit, part = free_hit(campaign)
    had = getattr(before_marks, hit.kind).get(part.id, 0)
    x, y = (hit.box[0] + hit.box[2]) / 2, (hit.box[1] + hit.box[3]) / 2

    assert campaign.click(hit.page, x, y)
    after_marks = doc.marks_of(name)
    assert getattr(after_marks, hit.kind)[part.id] == had + 1  # one more mark on that part, no other
    others = [k for k in ("damage", "lost", "spent") if k != hit.kind]
    assert all(getattr(after_marks, k) == getattr(before_marks, k) for k in others)
    new = [s for s in strokes(campaign.pages) if s not in before]
    assert new and {line.ref for _n, line in new} == {part.ref}
    # The new stroke is on one of that part's boxes, and the PDF shows the pen there.
    boxes = [h.box for h in campaign.hits() if h.part == part.id and h.page == new[0][0]]
    n, line = new[0]
    mid = ((line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2)
    assert any(b[0] - 0.5 <= mid[0] <= b[2] + 0.5 and b[1] - 0.5 <= mid[1] <= b[3] + 0.5 for b in boxes)
    ink = pixel(campaign.pages, n, *mid)
    assert ink[2] > ink[0] + 40, ink  # the pen's blue on the box
    assert str(had + 1) in campaign.tab.state_header.text() or "left" in campaign.tab.state_header.text()

    # Autosave writes it; the file reads back (its fleets found from the autosave folder).
    assert window.autosave_now()
    [autosaved] = sorted((state_dir / "autosave").glob("campaign-*.yaml"))
    back = load_campaign(autosaved).campaign
    ship = next(s for side in back.sides for f in side.fleets for s in f.ships if s.name == name)
    assert ship.marks() == after_marks

    # One undo step takes it off the sheet.
    window.undo_group.undo()
    assert doc.marks_of(name) == before_marks
    assert strokes(campaign.pages) == before
    window.undo_group.redo()
    assert doc.marks_of(name) == after_marks

    # Saved elsewhere and read again: the mark is kept.
    out = tmp_path / "saved" / "campaign.yaml"
    out.parent.mkdir()
    doc.save(out)
    again = load_campaign(out).campaign
    ship = next(s for side in again.sides for f in side.fleets for s in f.ships if s.name == name)
    assert ship.marks() == after_marks
    assert not doc.dirty


def test_a_repair_without_a_procedure_clears_marks_and_is_logged(make_window):
    window = make_window()
    assert window.files.open_file(CAMPAIGNS["sfb"])
    campaign = window.campaign
    name = campaign.ship_name
    assert not campaign.document.marks_of(name).clean  # Vex is damaged in the bundled campaign
    entries = len(campaign.document.campaign.log)
    assert campaign.repair("repairs")
    assert campaign.document.marks_of(name).clean
    assert len(campaign.document.campaign.log) == entries + 1
    assert campaign.tab.log.rowCount() == entries + 1
    window.undo_group.undo()
    assert not campaign.document.marks_of(name).clean


def test_an_unreadable_campaign_says_where_and_the_window_keeps_its_design(make_window, dialogs, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "hullwright: 1\ngame: sfb\nkind: campaign\ncampaign: X\nsides:\n  - name: A\n"
        "    fleets:\n      - name: F\n        file: nowhere.yaml\n",
        encoding="utf-8",
    )
    window = make_window()
    design = window.document
    assert not window.files.open_file(bad)
    assert f"{bad}:9:9" in window.status_text.text()
    assert window.document is design and window.campaign.document is None
    assert window.main_tabs.indexOf(window.campaign.tab) < 0  # no empty Campaign tab


def test_hullwright_open_campaign_shows_the_campaign_tab(tmp_path, state_dir):
    import subprocess
    import sys

    out = tmp_path / "shot.png"
    run = subprocess.run(
        [sys.executable, "-m", "designer", "open", str(CAMPAIGNS["bscs"]), "--screenshot", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert out.stat().st_size > 10_000


def test_an_unsaved_mark_is_offered_back_after_a_crash(make_window, dialogs, state_dir, tmp_path):
    import shutil
    import sys

    from designer.app.launch import install_crash_hook

    # A campaign of the player's own, beside copies of the fleets it names.
    folder = tmp_path / "mine"
    shutil.copytree(CAMPAIGNS["sfb"].parent, folder)
    path = folder / CAMPAIGNS["sfb"].name
    crashed = make_window()
    assert crashed.files.open_file(path)
    campaign = crashed.campaign
    hit = next(h for h in campaign.hits() if h.part == "bridge")  # Vex's bridge boxes are clean
    assert campaign.click(hit.page, (hit.box[0] + hit.box[2]) / 2, (hit.box[1] + hit.box[3]) / 2)
    marks = campaign.document.marks_of("Vex")
    assert marks.damage["bridge"] == 1
    previous = sys.excepthook
    try:  # what a crash leaves: the crash hook autosaves, then the session is gone
        sys.excepthook = lambda *exc: None
        install_crash_hook(crashed)(RuntimeError, RuntimeError("simulated crash"), None)
    finally:
        sys.excepthook = previous
    assert campaign.autosave.file.exists()
    for owner in (crashed.autosave, crashed.fleet.autosave, campaign.autosave):
        owner.release()
        owner.file = state_dir / "autosave" / f"unused-{owner.kind}.yaml"

    fresh = make_window(None)
    assert fresh.offer_recovery()
    assert dialogs.recover_names == [f"campaign The Errevin Border ({path})"]
    doc = fresh.campaign.document
    assert doc.dirty and doc.path == path and doc.marks_of("Vex") == marks
    assert fresh.campaign.save()
    again = load_campaign(path).campaign
    assert next(s for f in again.sides[0].fleets for s in f.ships if s.name == "Vex").marks() == marks


def test_a_box_two_parts_share_marks_damage_and_shift_knocks_out(make_window):
    """BSCS: a system's tic is one of its section's tics too (Wasp's port-fore point beam)."""
    window = make_window()
    assert window.files.open_file(CAMPAIGNS["bscs"])
    campaign = window.campaign
    campaign.show_ship("Anvil")  # the Frigate, undamaged
    doc = campaign.document
    hits = campaign.hits()
    shared = next(
        h
        for h in hits
        if h.kind == "lost" and any(o.kind == "damage" and o.page == h.page and o.box == h.box for o in hits)
    )
    x, y = (shared.box[0] + shared.box[2]) / 2, (shared.box[1] + shared.box[3]) / 2
    assert campaign.click(shared.page, x, y)
    marks = doc.marks_of("Anvil")
    assert sum(marks.damage.values()) == 1 and not marks.lost
    assert campaign.click(shared.page, x, y, knock_out=True)
    assert doc.marks_of("Anvil").lost == {shared.part: 1}
    window.undo_group.undo()
    window.undo_group.undo()
    assert doc.marks_of("Anvil").clean


def test_a_click_knocks_out_by_its_own_shift_not_the_last_key_event(qtbot, make_window):
    """The click's own Shift decides, never the application's modifiers: those are the last
    input event's, whichever widget (or earlier test) sent it. test_editing.py's redo ends on
    Ctrl+Shift+Z, and the test above then knocked the system out on its plain click."""
    from PySide6.QtCore import QPoint, Qt

    from designer.app.sheet_preview import GAP

    window = make_window()
    assert window.files.open_file(CAMPAIGNS["bscs"])
    window.show()
    campaign = window.campaign
    campaign.show_ship("Anvil")
    doc = campaign.document
    hits = campaign.hits()
    shared = next(
        h
        for h in hits
        if h.kind == "lost" and any(o.kind == "damage" and o.page == h.page and o.box == h.box for o in hits)
    )
    x, y = (shared.box[0] + shared.box[2]) / 2, (shared.box[1] + shared.box[3]) / 2
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(campaign.tab.ships, Qt.Key.Key_Z, ctrl_shift)  # the last input event: Ctrl+Shift
    assert campaign.click(shared.page, x, y)
    marks = doc.marks_of("Anvil")
    assert sum(marks.damage.values()) == 1 and not marks.lost
    # A Shift-press on the sheet knocks it out: the canvas passes the press's own Shift on.
    canvas = campaign.tab.sheet.preview.canvas
    top = GAP + sum(p.height * canvas.scale + GAP for p in canvas.pages[: shared.page])
    left = max(GAP, (canvas.width() - canvas.pages[shared.page].width * canvas.scale) / 2)
    at = QPoint(round(left + x * canvas.scale), round(top + y * canvas.scale))
    assert canvas.page_point(at.x(), at.y())[0] == shared.page
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, at)
    assert doc.marks_of("Anvil").lost == {shared.part: 1}
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert doc.marks_of("Anvil").lost == {shared.part: 1}  # a plain press marks damage again
    assert sum(doc.marks_of("Anvil").damage.values()) == 2


def test_a_full_thrust_naval_base_week_from_the_window_follows_the_rolls(make_window):
    """001 L1003: 1D6 Damage Points repaired a week, a knocked-out system repaired on 3+.
    Kirov: 7 Damage Points marked, a B battery and the drive out (the bundled campaign)."""
    window = make_window()
    assert window.files.open_file(CAMPAIGNS["full-thrust"])
    campaign = window.campaign
    campaign.show_ship("Kirov")
    doc = campaign.document
    assert campaign.repair("repairs", rolls=[4, 3, 2], systems=["beam-b-fps", "drive"])
    marks = doc.marks_of("Kirov")
    assert marks.damage == {"hull": 3} and marks.lost == {"drive": 1}  # 7 - 4; 3 repairs, 2 fails
    kirov = next(s for f in doc.campaign.sides[0].fleets for s in f.ships if s.name == "Kirov")
    assert kirov.status == "in-repair"  # docked, unable to fight (L1003)
    assert doc.campaign.log[-1].kind == "repairs" and "damage roll 4" in doc.campaign.log[-1].text
    assert campaign.tab.state_header.lines[1].startswith("13 of 16 damage points left")  # 16 - 3
    assert campaign.tab.state_header.lines[0].endswith(
        "in-repair, 2 battles:"
    )  # status_text, as the pack prints it
    # A roll the rules cannot use is refused, nothing changed.
    assert not campaign.repair("repairs", rolls=[7])
    assert doc.marks_of("Kirov") == marks
    # The program rolls: the seed is in the log, and the same seed gives the same rolls.
    assert campaign.repair("repairs", seed=11)
    from designer.core.ship_state import seeded_rolls

    [roll] = seeded_rolls(11, 1)
    assert f"damage roll {roll}" in doc.campaign.log[-1].text and "seed 11" in doc.campaign.log[-1].text
    assert doc.marks_of("Kirov").damage.get("hull", 0) == max(0, 3 - roll)


def test_a_ship_destroyed_from_the_tab_leaves_its_fleets_points_and_undoes(make_window):
    window = make_window()
    assert window.files.open_file(CAMPAIGNS["full-thrust"])
    campaign = window.campaign
    doc = campaign.document
    campaign.show_ship("Kirov")
    fleet = doc.report().sides[0].fleets[0]
    kirov = next(s for s in fleet.ships if s.ship.name == "Kirov")
    before = fleet.points_left
    assert campaign.set_status("destroyed")
    after = doc.report().sides[0].fleets[0]
    assert after.points_left == before - kirov.entry.points
    assert not campaign.set_status("sunk")  # not a status
    window.undo_group.undo()
    assert doc.report().sides[0].fleets[0].points_left == before


@pytest.mark.parametrize("game", sorted(CAMPAIGNS))
def test_a_mark_changes_only_the_marks_on_the_sheet(game, make_window):
    """A click redraws within a frame (issue 26, ``bench/campaign_marks.py``) because the page
    after it differs from the page before only by the marks, so the preview repaints their area
    alone. Full Thrust draws the marks in its own ship box: its blocks come back from the
    component's sheet memo, and a clean ship's name line carries its status as a marked one's does
    (before, the first mark changed that line and the 55 units after it)."""
    from designer.sheets.geometry import LAZY, changed_boxes, units

    window = make_window()
    assert window.files.open_file(CAMPAIGNS[game])
    campaign = window.campaign
    for name in (
        campaign.ship_name,
        *[s.ship.name for side in campaign.document.report().sides for f in side.fleets for s in f.ships][
            1:2
        ],
    ):
        campaign.show_ship(name)
        before = [units(p.items) for p in campaign.pages]
        hit, _part = free_hit(campaign)
        assert campaign.click(hit.page, (hit.box[0] + hit.box[2]) / 2, (hit.box[1] + hit.box[3]) / 2)
        after = [units(p.items) for p in campaign.pages]
        assert len(before) == len(after)
        marks = {id(i) for p in campaign.pages for g in groups(p.items, NAME) for i in walk(g.items)}
        for old, new in zip(before, after):
            changed = changed_boxes(old, [LAZY] * len(old), new, [LAZY] * len(new))
            assert changed is not None
            moved = [u for u in new if not any(u is o or u == o for o in old)]
            assert all(id(i) in marks or getattr(i, "name", "") == NAME for i in moved), moved
            assert len(changed) <= 2 * max(1, len(moved))
