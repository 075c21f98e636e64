"""Paper and print options in the window (issue 15 items 2 and 20, issue 12 item 10): the paper
is a preference (the locale's by default) chosen again on export; one Print options dialog with
each game's sheet options, copies and a blank sheet, kept as preferences; Print lays out for the
printer's paper (another size: the nearer of A4 and Letter, fitted); a print preview; every PDF
through the one export path."""

from __future__ import annotations

import json

import pypdf
import pytest
from PySide6.QtCore import QLocale, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QCheckBox, QSpinBox

from designer.app import background
from designer.app.preferences import Preferences, paper_for_locale
from designer.app.print_options import PrintOptionsDialog
from designer.core import registry
from designer.core.paths import CATALOGS
from designer.sheets.export import PrintSettings

A4 = (595, 842)
LETTER = (612, 792)


def page_sizes(path) -> list[tuple[int, int]]:
    return [
        (round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in pypdf.PdfReader(path).pages
    ]


def export(qtbot, window, out, settings=None):
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.output.export_pdf(out, settings)
    assert done.args[0] == f"Exported {out}"
    return pypdf.PdfReader(out)


@pytest.mark.parametrize(
    "locale, paper",
    [
        ("en_US", "letter"),
        ("en_CA", "letter"),
        ("fr_CA", "letter"),
        ("en_GB", "a4"),
        ("de_DE", "a4"),
        ("C", "a4"),
    ],
)
def test_the_default_paper_follows_the_locale(locale, paper, tmp_path):
    assert paper_for_locale(QLocale(locale)) == paper
    assert Preferences(tmp_path, QLocale(locale)).paper == paper


def test_the_paper_preference_lays_out_the_preview_and_is_kept(qtbot, make_window, dialogs, state_dir):
    window = make_window()
    letter = PrintSettings("letter")
    dialogs.print_settings = lambda game, settings: letter
    assert window.output.print_options_dialog()
    window.refresh_now()
    assert window.document.paper == "letter"
    assert {(round(p.width), round(p.height)) for p in window.document.pages()} == {LETTER}
    assert json.loads((state_dir / "preferences.json").read_text())["paper"] == "letter"
    again = make_window()  # the next window starts on the player's paper
    assert again.prefs.paper == "letter" and again.document.paper == "letter"


def test_export_asks_the_paper_again_and_writes_through_the_one_path(qtbot, window, dialogs, tmp_path):
    assert not hasattr(background, "export_pdf")  # one export path: sheets/export.py
    dialogs.export_path = tmp_path / "cruiser.pdf"
    dialogs.print_settings = lambda game, settings: PrintSettings("letter", settings.options, 2, True)
    with qtbot.waitSignal(window.job_finished, timeout=20000):
        assert window.output.export_dialog()
    game, shown, title, paper, copies = dialogs.print_requests[-1]
    assert (game.id, title, paper, copies) == ("full-thrust", "Export PDF", True, True)
    assert shown == PrintSettings("a4")  # the preferences as they were: none chosen yet
    reader = pypdf.PdfReader(dialogs.export_path)
    assert set(page_sizes(dialogs.export_path)) == {LETTER}
    text = "".join(p.extract_text() for p in reader.pages)
    assert text.count("Heavy Cruiser") >= 2  # two copies, then a blank sheet of the game
    settings = window.prefs.print_settings(game)
    assert (settings.paper, settings.copies, settings.blank) == ("letter", 2, True)
    dialogs.print_settings = lambda game, settings: None  # cancelled: nothing is written
    dialogs.export_path = tmp_path / "never.pdf"
    assert not window.output.export_dialog() and not dialogs.export_path.exists()


def test_sheet_options_reach_the_preview_and_the_pdf(qtbot, window, dialogs, tmp_path):
    """Full Thrust's key off: the key ("Bow up. Beam barrels...") leaves the preview and the PDF."""

    def has_key(pages) -> bool:
        from designer.sheets.display import Text, walk

        return any(isinstance(i, Text) and i.text.startswith("Bow up.") for p in pages for i in walk(p.items))

    assert has_key(window.document.pages())
    dialogs.print_settings = lambda game, settings: PrintSettings(settings.paper, {"key": False})
    assert window.output.print_options_dialog()
    window.refresh_now()
    assert window.document.sheet_options["key"] is False and not has_key(window.document.pages())
    assert window.prefs.print_settings(registry.get("full-thrust")).options["key"] is False
    reader = export(qtbot, window, tmp_path / "no-key.pdf")
    assert "Heavy Cruiser" in reader.pages[0].extract_text()
    assert "Bow up." not in reader.pages[0].extract_text()


@pytest.mark.parametrize(
    "game_id, keys",
    [
        ("full-thrust", {"key", "movement_orders", "scale_to_fill", "ship_state"}),
        ("bscs", {"craft_groups", "craft_per_group", "ship_state"}),
        ("sfb", {"notes_layer", "ship_state"}),
        ("star-blazers", {"one_ship_a_page", "control_log", "munitions", "cargo_manifest", "ship_state"}),
    ],
)
def test_the_print_options_dialog_offers_each_games_sheet_options(qtbot, game_id, keys):
    game = registry.get(game_id)
    dialog = PrintOptionsDialog(game, PrintSettings("a4", {}, 3, False))
    qtbot.addWidget(dialog)
    assert {c.option.key for c in dialog.controls} == keys
    for control in dialog.controls:  # every option with its own words
        assert control.widget.toolTip() == control.option.description
    chosen = dialog.chosen()
    assert chosen == PrintSettings("a4", {o.key: o.default for o in game.sheet_options}, 3, False)
    chosen.check([game])  # what the dialog gives, the export takes
    flags = [c for c in dialog.controls if isinstance(c.widget, QCheckBox)]
    flags[0].widget.setChecked(not flags[0].option.default)
    dialog.copies.setValue(4)
    dialog.blank.setChecked(True)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    chosen = dialog.chosen()
    assert chosen.options[flags[0].option.key] is (not flags[0].option.default)
    assert (chosen.paper, chosen.copies, chosen.blank) == ("letter", 4, True)


def test_a_whole_number_option_is_a_spin_box(qtbot):
    game = registry.get("bscs")
    dialog = PrintOptionsDialog(game, PrintSettings("a4", {"craft_per_group": 6}), paper=False, copies=False)
    qtbot.addWidget(dialog)
    box = next(c.widget for c in dialog.controls if c.option.key == "craft_per_group")
    assert isinstance(box, QSpinBox) and box.value() == 6
    assert dialog.paper.isHidden() and dialog.copies.isHidden() and dialog.blank.isHidden()


def printer_to(out, page_size=None):
    def answer(printer):
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # a printer that is a file
        printer.setOutputFileName(str(out))
        if page_size is not None:
            printer.setPageLayout(
                QPageLayout(page_size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
            )
        return True

    return answer


@pytest.mark.parametrize(
    "size, paper", [(QPageSize.PageSizeId.A4, A4), (QPageSize.PageSizeId.Letter, LETTER)]
)
def test_print_lays_out_for_the_printers_paper(qtbot, window, dialogs, tmp_path, size, paper):
    out = tmp_path / "printed.pdf"
    dialogs.printer = printer_to(out, QPageSize(size))
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.output.print_dialog()
    assert done.args[0].startswith("Printed ") and "fitted" not in done.args[0]
    assert set(page_sizes(out)) == {paper}  # the sheet laid out for it, at true scale
    assert dialogs.print_requests[-1][2:] == ("Print", False, True)  # the printer decides the paper
    assert window.prefs.paper == "a4"  # and the preference stays


def test_another_paper_prints_the_nearer_of_a4_and_letter_fitted(qtbot, window, dialogs, tmp_path):
    out = tmp_path / "legal.pdf"
    window.prefs.remember_print(PrintSettings("letter"))
    dialogs.printer = printer_to(out, QPageSize(QPageSize.PageSizeId.Legal))
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.output.print_dialog()
    assert done.args[0] == (
        "Printed 1 page. The printer's paper is Legal: the sheets are laid out for Letter and fitted to it."
    )
    assert set(page_sizes(out)) == {(612, 1008)}  # the printer's page, the Letter sheet on it


@pytest.mark.parametrize(
    "size, preferred, paper",
    [
        (QPageSize.PageSizeId.Legal, "a4", "a4"),  # both print full size: the player's own paper
        (QPageSize.PageSizeId.Legal, "letter", "letter"),
        (QPageSize.PageSizeId.A3, "letter", "letter"),
        (QPageSize.PageSizeId.A5, "letter", "a4"),  # A4 shrinks less onto A5
        (QPageSize.PageSizeId.Executive, "a4", "letter"),
    ],
)
def test_the_nearer_paper(size, preferred, paper):
    printer = QPrinter()
    printer.setPageSize(QPageSize(size))
    chosen, note = background.printer_paper(printer, preferred)
    assert chosen == paper and note.endswith("and fitted to it.")


def test_the_print_preview_shows_the_pages_before_printing(qtbot, window, dialogs, tmp_path):
    out = tmp_path / "preview.pdf"
    seen = {}

    def preview(printer, paint):
        printer_to(out, QPageSize(QPageSize.PageSizeId.Letter))(printer)
        paint(printer)  # what Qt's preview does to show (and to print) the pages
        seen["pages"] = page_sizes(out)
        return True

    dialogs.preview = preview
    assert window.output.print_preview_dialog()
    assert seen["pages"] and set(seen["pages"]) == {LETTER}
    assert window.status_text.text().startswith("Printed 1 page")
    dialogs.preview = None
    assert not window.output.print_preview_dialog()  # closed without printing


def test_a_broken_preferences_file_is_set_aside(qtbot, make_window, state_dir):
    state_dir.mkdir(parents=True, exist_ok=True)
    (state_dir / "preferences.json").write_text('{"paper": "A5", "copies": "many"}')
    window = make_window()
    assert window.prefs.paper in ("a4", "letter")
    assert (state_dir / "preferences.json.broken").exists()
    window.report_set_aside()
    assert "preferences.json.broken" in window.status_text.text()


def test_an_option_a_game_no_longer_has_is_passed_over(tmp_path):
    (tmp_path / "preferences.json").write_text(
        json.dumps({"sheet_options": {"full-thrust": {"key": False, "gone": True, "movement_orders": "yes"}}})
    )
    settings = Preferences(tmp_path).print_settings(registry.get("full-thrust"))
    assert settings.options == {"key": False}


def test_the_fleet_export_asks_the_paper(qtbot, window, dialogs, tmp_path):
    fleet = window.fleet
    assert fleet.open_path(CATALOGS / "full-thrust" / "fleets" / "convoy-990-anglian.yaml")
    dialogs.print_settings = lambda game, settings: PrintSettings("letter", settings.options)
    dialogs.export_path = tmp_path / "pack.pdf"
    with qtbot.waitSignal(window.job_finished, timeout=20000):
        assert fleet.export_dialog()
    assert dialogs.print_requests[-1][2:] == ("Export battle pack", True, False)
    assert set(page_sizes(dialogs.export_path)) == {LETTER}


def test_a_window_closed_while_its_export_runs_is_left_alone(qtbot, state_dir, dialogs, tmp_path):
    """The job ends after the window is gone: the PDF is written, nothing reports to the ghost."""
    from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool

    from designer.app.main_window import MainWindow

    window = MainWindow(state_folder=state_dir, dialogs=dialogs)
    out = tmp_path / "late.pdf"
    assert window.output.export_pdf(out)
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert QThreadPool.globalInstance().waitForDone(20000)
    QCoreApplication.processEvents()  # the job's queued report arrives now, and is dropped
    assert out.exists()
