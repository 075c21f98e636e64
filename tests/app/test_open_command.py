"""``hullwright open FILE --screenshot OUT.png``: the window rendered to a PNG, then exit."""

from __future__ import annotations

from PySide6.QtGui import QImage

from designer.cli import main
from tests.app.conftest import HEAVY_CRUISER


def test_screenshot_writes_the_window_at_its_fixed_size(qapp, state_dir, tmp_path):
    out = tmp_path / "shot.png"
    assert main(["open", str(HEAVY_CRUISER), "--screenshot", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1400, 900)


def test_screenshot_of_an_unreadable_file_says_where_and_fails(qapp, state_dir, tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("hullwright: 1\ngame: nope\nname: X\n", "utf-8")
    assert main(["open", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert capsys.readouterr().err.startswith(f"{bad}:2:")
    assert not (tmp_path / "x.png").exists()


def test_a_screenshot_adds_nothing_to_open_recent(qapp, state_dir, tmp_path):
    """Only files a person opens go on the recent lists (issue 15 item 4)."""
    from designer.app.recent_files import RecentFiles
    from designer.core.paths import CATALOGS

    fleet = CATALOGS / "full-thrust" / "fleets" / "convoy-990-anglian.yaml"
    assert main(["open", str(HEAVY_CRUISER), "--screenshot", str(tmp_path / "a.png")]) == 0
    assert main(["open", str(fleet), "--screenshot", str(tmp_path / "b.png")]) == 0
    assert RecentFiles(state_dir).paths() == []
    assert RecentFiles(state_dir, "recent-fleets.json").paths() == []
