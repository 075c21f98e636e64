"""Issue 11, item 2: a design of the bundled catalogs opens as a copy of the standard design;
Save then acts as Save As in Documents/Hullwright, and the catalog file is never written."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QImage

from designer.cli import main
from designer.core.paths import CATALOGS
from tests.app.conftest import HEAVY_CRUISER

FRIGATE = CATALOGS / "full-thrust" / "designs" / "frigate.yaml"
MAKEFILE = Path(__file__).resolve().parents[2] / "Makefile"


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def test_a_catalog_design_opens_as_a_copy_and_save_asks_where(qtbot, window, dialogs, documents_dir):
    before = FRIGATE.read_bytes()
    assert window.files.open_file(FRIGATE)
    doc = window.document
    assert doc.path is None and not doc.dirty and doc.design.book_points is None
    assert "standard design" in window.status_text.text()
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 4)
    dialogs.save_path = None  # the player cancels the dialog
    assert not window.files.save()
    assert dialogs.asked[-1] == "save" and Path(dialogs.suggested) == documents_dir / "frigate.yaml"
    assert documents_dir.is_dir()
    dialogs.save_path = documents_dir / "frigate.yaml"
    assert window.files.save() and window.document.path == dialogs.save_path
    assert FRIGATE.read_bytes() == before


def test_a_document_on_a_catalog_file_never_saves_over_it(qtbot, window, dialogs, tmp_path):
    """However a catalog path got into the document (an old autosave note, say)."""
    before = HEAVY_CRUISER.read_bytes()
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 5)
    dialogs.save_path = tmp_path / "mine.yaml"
    try:
        assert window.files.save()
        assert dialogs.asked[-1] == "save" and HEAVY_CRUISER.read_bytes() == before
    finally:  # should Save ever write the catalog again, leave the work tree as it was
        if HEAVY_CRUISER.read_bytes() != before:
            HEAVY_CRUISER.write_bytes(before)
    # The copy keeps the catalog file's layout, with only the edited line changed.
    assert (tmp_path / "mine.yaml").read_text() == before.decode().replace("thrust: 4", "thrust: 5")


def test_a_catalog_file_reached_through_a_link_is_still_a_copy(window, tmp_path):
    link = tmp_path / "my-frigate.yaml"
    link.symlink_to(FRIGATE)
    assert window.files.open_file(link)
    assert window.document.path is None


def test_hullwright_open_takes_a_catalog_reference(qapp, state_dir, tmp_path, capsys):
    out = tmp_path / "shot.png"
    assert main(["open", "catalog:superheavy-cruiser", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).width() == 1400
    assert main(["open", "catalog:no-such-ship", "--screenshot", str(out)]) == 2
    assert "catalog:no-such-ship: there is no standard design" in capsys.readouterr().err


def test_make_run_opens_a_copy_not_the_catalog_file():
    sample = re.search(r"^SAMPLE\s*:?=\s*(\S+)", MAKEFILE.read_text(), re.M).group(1)
    assert sample.startswith("catalog:")
