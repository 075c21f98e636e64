"""File > Import: the findings are shown before anything is saved, then the file opens."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app.conftest import ScriptedDialogs

DATA = Path(__file__).parents[1] / "data" / "ftfm"


class ImportDialogs(ScriptedDialogs):
    def __init__(self):
        super().__init__()
        self.import_path: Path | None = None
        self.accept_import = True
        self.previewed: list = []

    def ask_import_path(self, folder=""):
        return self.import_path

    def ask_import(self, plan):
        self.previewed.append(plan)
        return self.accept_import


@pytest.fixture
def dialogs():  # the window's dialogs, with the import questions answered
    return ImportDialogs()


def test_import_previews_findings_then_saves_and_opens(window, dialogs, tmp_path):
    dialogs.import_path = DATA / "mt-missile-cruiser.FTDesign"
    dialogs.save_path = tmp_path / "mc.yaml"
    assert "import" in window.actions
    window.actions["import"].trigger()
    plan = dialogs.previewed[0]
    assert len(plan.findings) == 4 and all("'mt_missile'" in f for f in plan.findings)
    assert plan.mapped == ("design 'Missile Cruiser': 9 systems, 163 pts (book 187)",)
    assert (tmp_path / "mc.yaml").exists()
    assert window.files.document.design.name == "Missile Cruiser"


def test_cancelling_the_preview_writes_nothing(window, dialogs, tmp_path):
    dialogs.accept_import = False
    dialogs.save_path = tmp_path / "mc.yaml"
    assert not window.files.import_file(DATA / "ft-courier.FTDesign")
    assert not (tmp_path / "mc.yaml").exists()
    assert window.files.document.design.name == "Heavy Cruiser"


def test_an_unreadable_file_is_reported_where_it_is_wrong(window, dialogs, tmp_path):
    bad = tmp_path / "bad.FTDesign"
    bad.write_text('{"kind": "FTDesign",\n "design": {"ruleset": "ftpc"}}', encoding="utf-8")
    assert not window.files.import_file(bad)
    assert dialogs.previewed == []


def test_the_preview_dialog_lists_the_findings(qtbot):
    from designer.app.import_dialog import ImportPreview
    from designer.exchange.importing import plan_import

    plan = plan_import(DATA / "mt-planetary-bombardment-monitor.FTDesign")
    preview = ImportPreview(plan)
    qtbot.addWidget(preview)
    assert preview.findings.count() == 3
    assert "'ortillery'" in preview.findings.item(0).text()


def test_importing_a_fleet_writes_its_designs_and_opens_the_fleet(window, dialogs, tmp_path):
    from designer.core.fleet_file import load_fleet
    from designer.exchange.ftfm_export import fleet_document

    ftfm = tmp_path / "nac.FTFleet"
    loaded = load_fleet(window.files.document.game.data.folder / "fleets" / "convoy-990-anglian.yaml")
    ftfm.write_text(__import__("json").dumps(fleet_document(loaded)), encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    dialogs.save_path = out / "convoy.yaml"
    assert window.files.import_file(ftfm)
    assert dialogs.previewed[0].findings == ()
    fleet = load_fleet(out / "convoy.yaml")
    assert sum(s.count for s in fleet.fleet.ships) == sum(s.count for s in loaded.fleet.ships)
