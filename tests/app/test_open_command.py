"""``drydock open FILE --screenshot OUT.png``: the window rendered to a PNG, then exit."""

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
    bad.write_text("drydock: 1\ngame: nope\nname: X\n", "utf-8")
    assert main(["open", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert capsys.readouterr().err.startswith(f"{bad}:2:")
    assert not (tmp_path / "x.png").exists()
