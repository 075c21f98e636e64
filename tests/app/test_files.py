"""Files through the window: save/reopen, unreadable files, New, closing, drops, autosave,
recovery after a crash, export off the GUI thread."""

from __future__ import annotations

import shutil
import sys

import pypdf
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from designer.app.dialogs import NewChoice
from designer.app.launch import install_crash_hook
from designer.core import registry
from designer.core.design_file import load_design

from tests.app.conftest import HEAVY_CRUISER


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def test_save_then_reopen_is_the_identity(qtbot, window, tmp_path):
    with refreshed(qtbot, window):
        window.edits.add_from_palette("screen")
    with refreshed(qtbot, window):
        window.edits.apply_edit("systems[5].level", 2)
    edited = window.document.design
    target = tmp_path / "my cruiser.yaml"
    assert window.files.save_as(target)
    assert not window.document.dirty and not window.isWindowModified()
    assert "my cruiser.yaml" in window.windowTitle()
    # The catalog file's own layout is kept (issue 11 item 18): only the edited lines change.
    text, catalog = target.read_text("utf-8"), HEAVY_CRUISER.read_text("utf-8")
    assert text.startswith(catalog.split("systems:")[0])  # comments, quotes, 238 (not 238.0)
    assert text.count("\n") == catalog.count("\n") + 1  # one line more: the new screen
    assert load_design(target).design == edited
    assert window.files.open_file(target)
    assert window.document.design == edited and not window.document.dirty


def test_title_shows_the_modified_mark(qtbot, window):
    assert not window.isWindowModified() and "heavy-cruiser.yaml" in window.windowTitle()
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 5)
    assert window.isWindowModified()


def test_save_without_a_path_asks_for_one(qtbot, window, dialogs, tmp_path):
    window.files.new_design(registry.get("full-thrust"))
    dialogs.save_path = tmp_path / "new.yaml"
    assert window.files.save()
    assert dialogs.asked[-1] == "save" and window.document.path == dialogs.save_path


def test_unreadable_file_shows_file_line_col_and_keeps_the_design(qtbot, window, dialogs, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "hullwright: 1\ngame: full-thrust\nname: X\nhull: {mass: 20, type: warship}\n"
        "systems:\n  - {type: beam, class: dd, arcs: [F]}\n",
        "utf-8",
    )
    before = window.document
    assert not window.files.open_file(bad)
    assert window.document is before
    title, message = dialogs.errors[-1]
    assert message.startswith(f"{bad}:6:")  # FILE:LINE:COL of the bad class
    assert "'dd'" in message


def test_new_from_a_standard_design(qtbot, window, dialogs):
    game = registry.get("full-thrust")
    dialogs.new_choice = NewChoice(game, "catalog:heavy-cruiser")
    assert window.files.new_dialog()
    doc = window.document
    # Untouched, it is nothing to lose (issue 21 item 9), as the catalog file opened is.
    assert doc.design.name == "Heavy Cruiser" and doc.path is None and not doc.dirty
    assert doc.design.book_points is None  # the copy is the player's own design
    assert window.panes.header.stat_text("points") == "238"


def test_new_empty_hull_is_the_games_new_design(qtbot, window, dialogs):
    game = registry.get("full-thrust")
    dialogs.new_choice = NewChoice(game)
    assert window.files.new_dialog()
    assert window.document.design == game.new_design()
    # MASS 12 escort, thrust 4: hull 24 + FTL 12 + drive 12x4/4 = 12 (001 L800, L808, L812)
    assert window.panes.header.stat_text("points") == "48"


def test_closing_with_unsaved_changes_asks(qtbot, window, dialogs):
    window.show()
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 5)
    dialogs.unsaved = "cancel"
    assert not window.close()
    assert window.isVisible() and dialogs.asked == ["unsaved"]
    dialogs.unsaved = "discard"
    assert window.close()


def test_dropping_a_design_file_opens_it(qtbot, make_window, dialogs, tmp_path):
    window = make_window(None)
    path = tmp_path / "frigate.yaml"
    shutil.copy(HEAVY_CRUISER.with_name("frigate.yaml"), path)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    assert window.document.path == path
    assert window.panes.header.stat_text("points") == "65"  # Frigate, 001 L378


def test_recent_files_remember_what_was_opened(window, state_dir):
    window.files.open_file(HEAVY_CRUISER)
    assert window.recent.paths()[0] == HEAVY_CRUISER.resolve()


def test_autosave_is_offered_back_after_a_crash(qtbot, make_window, dialogs, state_dir):
    crashed = make_window()
    with refreshed(qtbot, crashed):
        crashed.edits.add_from_palette("minelayer")
    lost = crashed.document.design
    previous, reported = sys.excepthook, []
    try:
        sys.excepthook = lambda *exc: reported.append(exc[1])  # what ran before the crash hook
        hook = install_crash_hook(crashed)
        hook(RuntimeError, RuntimeError("simulated crash"), None)
    finally:
        sys.excepthook = previous
    assert [str(e) for e in reported] == ["simulated crash"]  # still reported after autosaving
    assert crashed.autosave.file.exists()
    crashed.autosave.release()  # the crashed session is gone; its file stays behind
    crashed.autosave.file = state_dir / "autosave" / "unused.yaml"

    fresh = make_window(None)
    assert fresh.offer_recovery()
    assert dialogs.asked[-1] == "recover" and "Heavy Cruiser" in dialogs.recover_names[0]
    assert fresh.document.design == lost
    assert fresh.document.dirty and fresh.document.path == HEAVY_CRUISER
    assert not make_window(None).offer_recovery()  # offered once, then owned by `fresh`


def test_declined_recovery_is_discarded(qtbot, make_window, dialogs, state_dir):
    crashed = make_window()
    with refreshed(qtbot, crashed):
        crashed.edits.apply_edit("thrust", 2)
    assert crashed.autosave_now()
    crashed.autosave.release()
    crashed.autosave.file = state_dir / "autosave" / "unused.yaml"
    dialogs.recover = False
    assert not make_window(None).offer_recovery()
    assert not list((state_dir / "autosave").glob("session-*.yaml"))


def test_the_autosave_timer_writes_unsaved_work(qtbot, make_window, state_dir):
    from designer.app.main_window import MainWindow

    window = MainWindow(state_folder=state_dir, autosave_ms=20)
    qtbot.addWidget(window)
    window.files.open_file(HEAVY_CRUISER)
    window.edits.apply_edit("thrust", 3)
    qtbot.waitUntil(window.autosave.file.exists, timeout=3000)
    assert load_design(window.autosave.file).design == window.document.design
    assert window.files.save_as(state_dir / "saved.yaml")
    assert not window.autosave.file.exists()  # saved work needs no autosave


def test_export_pdf_runs_off_the_gui_thread(qtbot, window, tmp_path):
    out = tmp_path / "sheet.pdf"
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.output.export_pdf(out)
        assert window.progress.isVisibleTo(window)  # the busy indicator while it runs
    assert done.args[0] == f"Exported {out}"
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == len(window.document.pages())
    box = reader.pages[0].mediabox
    page = window.document.pages()[0]
    assert (round(float(box.width)), round(float(box.height))) == (round(page.width), round(page.height))
    assert "Heavy Cruiser" in reader.pages[0].extract_text()


def test_print_paints_every_page_off_the_gui_thread(qtbot, window, dialogs, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    out = tmp_path / "printed.pdf"

    def printer_to_file(printer):
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # a printer that is a file
        printer.setOutputFileName(str(out))
        return True

    dialogs.ask_printer = printer_to_file
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.output.print_dialog()
    pages = window.document.pages()
    assert done.args[0] == f"Printed {len(pages)} page" + ("s" if len(pages) != 1 else "")
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == len(pages)
    box = reader.pages[0].mediabox  # true scale: the sheet's own page size in points
    assert abs(float(box.width) - pages[0].width) < 1 and abs(float(box.height) - pages[0].height) < 1


def test_the_new_dialog_offers_an_empty_hull_and_every_standard_design(qtbot):
    from designer.app.dialogs import NewDesignDialog

    game = registry.get("full-thrust")
    dialog = NewDesignDialog(game)
    qtbot.addWidget(dialog)
    labels = [dialog.starts.item(i).text() for i in range(dialog.starts.count())]
    assert labels[0] == "Empty ship" and len(labels) == 1 + len(game.standard_designs)
    assert "New from Heavy Cruiser (238 pts)" in labels  # 001 L382, computed by the rules
    dialog.starts.setCurrentRow(labels.index("New from Heavy Cruiser (238 pts)"))
    assert dialog.choice() == NewChoice(game, "catalog:heavy-cruiser")
    dialog.starts.setCurrentRow(0)
    assert dialog.choice() == NewChoice(game)


def test_new_offers_a_games_classes_with_their_points(qtbot):
    from designer.app.dialogs import NewDesignDialog

    game = registry.get("star-blazers")
    dialog = NewDesignDialog(game)
    qtbot.addWidget(dialog)
    labels = [dialog.starts.item(i).text() for i in range(dialog.starts.count())]
    assert "SBB Yamato (607 pts)" in labels  # the points table, 000 L4909-4954


def test_the_windows_export_never_replaces_a_file_that_is_not_a_pdf(qtbot, window, tmp_path):
    """Issue 11, item 1, in the window: the same output rules as ``hullwright export``."""
    notes = tmp_path / "notes.pdf"
    notes.write_text("my campaign notes")
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.output.export_pdf(notes)
    assert done.args[0].startswith("Failed:") and "not a PDF" in done.args[0]
    assert notes.read_text() == "my campaign notes"
