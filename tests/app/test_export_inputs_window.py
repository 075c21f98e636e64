"""The window's exports never replace a file the sheets were made from (issue 22 section 2): a
carrier's craft design is an input of the output guard, for the design's export and the fleet's,
even when it is named like a PDF and starts with the PDF signature (the YAML directive line
``%PDF- 1``), which pass every other rule."""

from __future__ import annotations

from designer.core.paths import CATALOGS

DIRECTIVE = "%PDF- 1\n---\n"


def carrier_beside_its_fighter(tmp_path):
    carrier = (CATALOGS / "bscs" / "designs" / "escort-carrier.yaml").read_text(encoding="utf-8")
    (tmp_path / "carrier.yaml").write_text(
        carrier.replace("catalog:tc12-fighter", "fighter.pdf"), encoding="utf-8"
    )
    fighter = tmp_path / "fighter.pdf"
    fighter.write_text(
        DIRECTIVE + (CATALOGS / "bscs" / "designs" / "tc12-fighter.yaml").read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    return tmp_path / "carrier.yaml", fighter


def test_exporting_a_carrier_over_its_craft_design_is_refused(qtbot, window, tmp_path):
    carrier, fighter = carrier_beside_its_fighter(tmp_path)
    before = fighter.read_text(encoding="utf-8")
    assert window.files.open_file(carrier)
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.output.export_pdf(fighter)
    assert done.args[0].startswith("Failed:") and "one of the input files" in done.args[0]
    assert fighter.read_text(encoding="utf-8") == before


def test_exporting_a_fleet_over_a_craft_design_it_reads_is_refused(qtbot, window, tmp_path):
    carrier, fighter = carrier_beside_its_fighter(tmp_path)
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: bscs\nfleet: G\nships:\n  - {design: carrier.yaml}\n", encoding="utf-8"
    )
    before = fighter.read_text(encoding="utf-8")
    assert window.files.open_file(fleet)
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.fleet.export(fighter)
    assert done.args[0].startswith("Failed:") and "one of the input files" in done.args[0]
    assert fighter.read_text(encoding="utf-8") == before
