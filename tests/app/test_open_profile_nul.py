"""``drydock open --screenshot`` on a design whose ``profile:`` holds a NUL byte (issue 22
section 3): the README promises such a design opens under the book's rules, never an internal
error."""

from __future__ import annotations

from PySide6.QtGui import QImage

from designer.cli import main
from designer.core.paths import CATALOGS


def test_a_design_naming_a_profile_with_a_nul_byte_opens_under_the_books_rules(qapp, state_dir, tmp_path, capsys):
    design = tmp_path / "ship.yaml"
    design.write_text((CATALOGS / "full-thrust" / "designs" / "frigate.yaml").read_text(encoding="utf-8")
                      + 'profile: "house\\0.yaml"\n', encoding="utf-8")
    out = tmp_path / "shot.png"
    assert main(["open", str(design), "--screenshot", str(out)]) == 0
    assert "internal error" not in capsys.readouterr().err
    assert QImage(str(out)).width() == 1400
