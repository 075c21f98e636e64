"""A profile a design names, in the window (issue 22 sections 3 and 5): one of another game is
refused naming both games, and the design opens under the book's rules, never reported as
under house rules that do not apply; ``hullwright open --screenshot`` on a design whose
``profile:`` holds a NUL byte opens it under the book's rules, never an internal error."""

from __future__ import annotations

from PySide6.QtGui import QImage

from designer.cli import main
from designer.core.paths import CATALOGS


def test_a_design_naming_a_profile_with_a_nul_byte_opens_under_the_books_rules(
    qapp, state_dir, tmp_path, capsys
):
    design = tmp_path / "ship.yaml"
    design.write_text(
        (CATALOGS / "full-thrust" / "designs" / "frigate.yaml").read_text(encoding="utf-8")
        + 'profile: "house\\0.yaml"\n',
        encoding="utf-8",
    )
    out = tmp_path / "shot.png"
    assert main(["open", str(design), "--screenshot", str(out)]) == 0
    assert "internal error" not in capsys.readouterr().err
    assert QImage(str(out)).width() == 1400


def test_a_profile_of_another_game_is_refused_in_the_window(window, tmp_path):
    design = tmp_path / "ship.yaml"
    design.write_text(
        (CATALOGS / "full-thrust" / "designs" / "frigate.yaml").read_text(encoding="utf-8")
        + 'profile: "catalog:bscs/frontier-refits"\n',
        encoding="utf-8",
    )
    from designer.core import registry

    full_thrust = registry.get("full-thrust")
    profile, problem = window.house_rules.profile_for(full_thrust, "catalog:bscs/frontier-refits", design)
    assert profile is None
    assert "Basic Starship Combat System" in problem and "Full Thrust" in problem
    assert window.files.open_file(design)
    assert window.document.profile is None
