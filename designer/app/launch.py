"""Starting the window: the QApplication, the crash hook, recovery, and ``--screenshot``."""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QApplication

from designer.app.document import DesignDocument
from designer.app.fleet_document import FleetDocument
from designer.app.main_window import MainWindow
from designer.app.theme import follow_system_scheme
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.core.fleet_file import is_fleet_file

SCREENSHOT_SIZE = QSize(1400, 900)


def application() -> QApplication:
    existing = QApplication.instance()
    app = existing or QApplication(sys.argv[:1])
    QCoreApplication.setApplicationName("Drydock")
    QCoreApplication.setOrganizationName("Drydock")
    if existing is None:
        follow_system_scheme(app)
    return app


def install_crash_hook(window: MainWindow):
    """On an uncaught exception, autosave the work first, then report it as before."""
    previous = sys.excepthook

    def hook(kind, value, tb):
        try:
            window.autosave_now()
        except Exception:  # the crash report matters more than a failed autosave
            traceback.print_exc()
        previous(kind, value, tb)

    sys.excepthook = hook
    return hook


def screenshot(window: MainWindow, out: str | Path, size: QSize = SCREENSHOT_SIZE) -> Path:
    """Render the window at a fixed size into a PNG."""
    window.resize(size)
    window.show()
    window.refresh_now()
    app = QApplication.instance()
    for _ in range(3):  # let layouts settle
        app.processEvents()
    window.refresh_now()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out)):
        raise OSError(f"{out}: could not write the PNG")
    return out


def _start_document() -> DesignDocument | None:
    """An empty hull of the game of the most recently opened file (else the window's default)."""
    from designer.app.autosave import state_dir
    from designer.app.recent_files import RecentFiles

    for recent in RecentFiles(state_dir()).paths():
        try:
            game = load_design(recent).game
        except LoadError:
            continue
        return DesignDocument(game, game.new_design())
    return None


def run(path: str | None = None, screenshot_to: str | None = None, select: str | None = None) -> int:
    """The ``drydock`` / ``drydock open FILE`` entry point; returns the exit code."""
    app = application()
    document = None
    fleet = None
    if path and is_fleet_file(path):  # a fleet opens on the Fleet tab (issue 5)
        try:
            fleet = FleetDocument.open(path)
        except LoadError as exc:
            print(exc, file=sys.stderr)
            if screenshot_to:
                return 2
        path = None
    if path:
        try:
            loaded = load_design(path)
        except LoadError as exc:
            print(exc, file=sys.stderr)  # the window still opens, on an empty design
            if screenshot_to:
                return 2
        else:
            document = DesignDocument(loaded.game, loaded.design, loaded.path, saved=loaded.design)
    window = MainWindow(document or _start_document())
    if fleet is not None:
        window.fleet_tab.set_document(fleet)
        window.fleet_links.show()
    if document is not None:
        window.recent.add(document.path)
    if screenshot_to:
        if select:
            window.select_finding(select)
        screenshot(window, screenshot_to)
        window.document.saved = window.document.design  # nothing to ask about on the way out
        window.close()
        return 0
    install_crash_hook(window)
    window.show()
    window.offer_recovery()
    return app.exec()
