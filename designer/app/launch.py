"""Starting the window: the QApplication, the crash hook, recovery, and ``--screenshot``."""

from __future__ import annotations

import gc
import sys
import time
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from designer.app.autosave import Autosave, LiveSessions
from designer.app.document import DesignDocument
from designer.app.main_window import MainWindow
from designer.app.theme import follow_system_scheme
from designer.app.recent_files import RecentFiles
from designer.app.window_files import design_document, is_campaign_file
from designer.app.png_file import save_png
from designer.core.atomic import SaveError
from designer.core.crash_log import write_crash_log
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.core.campaign import load_campaign
from designer.core.fleet_file import LoadedFleet, open_reference
from designer.core.output_guard import PNG, check_output
from designer.core.terminal_text import printable
from designer.core.user_folders import state_dir

SCREENSHOT_SIZE = QSize(1400, 900)
ICONS = Path(__file__).resolve().parent / "icons"  # drawn by packaging/make_icons.py


def application() -> QApplication:
    existing = QApplication.instance()
    app = existing or QApplication(sys.argv[:1])
    QCoreApplication.setApplicationName("Hullwright")
    QCoreApplication.setOrganizationName("Hullwright")
    if existing is None:
        follow_system_scheme(app)
        app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """Hullwright's icon at every size drawn (the title bar and the task bar pick theirs)."""
    icon = QIcon()
    for png in sorted(ICONS.glob("hullwright-*.png")):
        icon.addFile(str(png))
    return icon


def install_crash_hook(window: MainWindow):
    """On an uncaught exception, autosave the work first, keep a crash log, report it as before
    (stderr), then tell the player in a dialog (:mod:`designer.app.crash_dialog`). An error while
    that dialog is open is logged, not shown again."""
    previous = sys.excepthook
    showing: list[bool] = []  # the dialog is open: no second one over it

    def hook(kind, value, tb):
        try:
            window.autosave_now()
        except Exception:  # the crash report matters more than a failed autosave
            traceback.print_exc()
        text = "".join(traceback.format_exception(kind, value, tb))
        log = write_crash_log(text)
        previous(kind, value, tb)
        if showing or issubclass(kind, KeyboardInterrupt):
            return
        showing.append(True)
        try:
            from designer.app.crash_dialog import crash_of  # only ever after a crash

            window.dialogs.show_crash(crash_of(window, text, log))
        except Exception:  # the dialog must never turn one crash into a loop of them
            traceback.print_exc()
        finally:
            showing.clear()

    sys.excepthook = hook
    return hook


def screenshot(window: MainWindow, out: str | Path, size: QSize = SCREENSHOT_SIZE) -> Path:
    """Render the window at a fixed size into a PNG (written atomically; raises SaveError)."""
    window.resize(size)
    window.show()
    window.refresh_now()
    app = QApplication.instance()
    for _ in range(3):  # let layouts settle
        app.processEvents()
    window.refresh_now()
    return save_grab(window, out)


def save_grab(widget: QWidget, out: str | Path) -> Path:
    """Write what ``widget`` shows now as a PNG (atomically; raises SaveError)."""
    return save_png(widget.grab(), out)


def _start_document(recent: RecentFiles) -> DesignDocument | None:
    """An empty hull of the game of the most recently opened file (else the window's default)."""
    for path in recent.paths():
        try:
            game = load_design(path).game
        except LoadError:
            continue
        return DesignDocument.new(game)
    return None


def run(path: str | None = None, screenshot_to: str | None = None, select: str | None = None) -> int:
    """The ``hullwright`` / ``hullwright open FILE`` entry point (FILE may be ``catalog:ID``: a copy of
    the standard design); returns the exit code."""
    if screenshot_to:
        try:
            check_output(screenshot_to, PNG)
        except SaveError as exc:
            warn(exc)
            return 2
    if not screenshot_to:
        # What is imported by now (Qt's bindings, pydantic, the models) lives as long as the
        # window: frozen, full collections no longer walk it, the one start-up triggers (~15 ms
        # before the window shows) included. Not for a screenshot: that may be a test's process.
        gc.freeze()
    app = application()
    if not path and (screenshot_to or not _recovery_pending()):
        return start_page(app, screenshot_to)
    document, fleet, opened, campaign = None, None, None, None
    if path:
        try:
            opened = open_reference(path)
        except LoadError as exc:
            problem = exc
            try:  # a campaign opens on the Campaign tab (issue 26)
                campaign = load_campaign(path, pipes=True) if is_campaign_file(path) else None
            except LoadError as campaign_problem:
                problem = campaign_problem
            if campaign is None:
                warn(problem)  # the window still opens, on an empty design
                if screenshot_to:
                    return 2
        else:
            if isinstance(opened, LoadedFleet):  # a fleet opens on the Fleet tab (issue 5)
                fleet = opened
            else:
                document, _ = design_document(opened)
    recent = RecentFiles(state_dir())
    window = MainWindow(document or _start_document(recent), recent=recent)
    # Only files a person opens go on the recent lists: not one opened for a screenshot.
    person = not screenshot_to
    if fleet is not None:
        window.fleet.open_loaded(fleet, remember=person)
    elif campaign is not None:
        window.campaign.open_loaded(campaign)
    elif document is not None and person:
        window.recent.add(opened.path)
    if screenshot_to:
        if select:
            window.edits.select_finding(select)
        try:
            screenshot(window, screenshot_to)
        except SaveError as exc:
            warn(exc)
            return 2
        finally:
            window.document.saved = window.document.design  # nothing to ask about on the way out
            window.close()
        return 0
    install_crash_hook(window)
    window.show()
    window.offer_recovery()
    QTimer.singleShot(0, freeze_startup_objects)  # once the window is up, not before it shows
    return app.exec()


def _recovery_pending() -> bool:
    """Whether an earlier session left unsaved work: then the window opens at once to offer it
    back, as it always did, rather than the Start page."""
    live = LiveSessions()
    for kind in ("session", "fleet", "campaign"):
        probe = Autosave(None, kind, live=live)
        try:
            if probe.pending():
                return True
        finally:
            probe.release()
    return False


def start_page(app: QApplication, screenshot_to: str | None = None) -> int:
    """``hullwright`` with no file: the Start page (:mod:`designer.app.start_page`); what the player
    picks there opens the window, and the page closes."""
    from designer.app.start_page import StartPage  # only when no file is given

    page = StartPage()
    if screenshot_to:
        page.resize(SCREENSHOT_SIZE)
        page.show()
        deadline = time.monotonic() + 20
        while page.pending() and time.monotonic() < deadline:  # the recent files' pictures
            app.processEvents()
            time.sleep(0.01)
        app.processEvents()
        try:
            save_grab(page, screenshot_to)
        except SaveError as exc:
            warn(exc)
            return 2
        finally:
            page.close()
        return 0
    windows: list[MainWindow] = []  # the window the page opened lives as long as the program
    page.chosen.connect(lambda choice: _leave_start_page(page, choice, windows))
    page.resize(1100, 760)
    page.show()
    QTimer.singleShot(0, freeze_startup_objects)
    return app.exec()


def _leave_start_page(page: QWidget, choice, windows: list[MainWindow]) -> None:
    """Open the window on what was picked on the Start page; the page stays if it cannot be
    opened (the reason is shown) or New was cancelled."""
    from designer.app.dialogs import Dialogs

    dialogs, recent = Dialogs(page), RecentFiles(state_dir())
    game, start, fleet, document = choice.game, choice.start, None, None
    if choice.action == "new_dialog":
        picked = dialogs.ask_new(game)
        if picked is None:
            return
        game, start = picked.game, picked.start
    try:
        if choice.action == "open":
            opened = open_reference(choice.path)
            if isinstance(opened, LoadedFleet):
                fleet = opened
            else:
                document, _ = design_document(opened)
                recent.add(opened.path)
        else:
            document = DesignDocument(game, game.new_design(start))
    except (LoadError, KeyError) as exc:
        dialogs.show_error("Cannot open that", printable(exc))
        return
    window = MainWindow(document, recent=recent)
    if fleet is not None:
        window.fleet.open_loaded(fleet, remember=True)
    install_crash_hook(window)
    window.show()
    windows.append(window)
    page.close()
    window.offer_recovery()
    QTimer.singleShot(0, freeze_startup_objects)


def freeze_startup_objects() -> None:
    """Move what start-up made (modules, catalogs, the window's ~100,000 objects) out of the
    collector's sight: a full collection then walks only what editing made since, instead of
    pausing an edit for ~45 ms every hundred or so keystrokes."""
    gc.collect()
    gc.freeze()


def warn(message: object) -> None:
    """A message on stderr, its control characters escaped (file names come from anywhere)."""
    print(printable(message), file=sys.stderr)
