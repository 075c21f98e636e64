"""Window fixtures: offscreen, a throw-away state folder, and dialogs answered by the test."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.app.dialogs import Dialogs
from designer.core.paths import CATALOGS

HEAVY_CRUISER = CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml"


class ScriptedDialogs(Dialogs):
    """Answers every question from attributes the test sets; records what was shown."""

    def __init__(self):
        super().__init__(None)
        self.open_path: Path | None = None
        self.save_path: Path | None = None
        self.export_path: Path | None = None
        self.unsaved = "discard"  # what teardown's close() gets; tests set their own
        self.recover = True
        self.new_choice = None
        self.errors: list[tuple[str, str]] = []
        self.texts: list[tuple[str, str]] = []
        self.asked: list[str] = []
        self.folders: list[str] = []  # where each open dialog started
        self.fleet_game = "current"  # New fleet's game: a Game, None (cancel) or the proposed one
        self.print_settings = None  # a function (game, settings) -> settings | None; None: OK as shown
        self.print_requests: list[tuple] = []
        self.printer = None  # a function(printer) -> bool for the print dialog; None: cancel
        self.preview = None  # a function(printer, paint) -> bool for the print preview
        self.profile_path: Path | None = None
        self.on_disk = "keep"  # a file changed by another program: "reload", "keep", "overwrite"
        self.on_disk_asked: list[tuple[str, bool, bool]] = []
        self.refit = "cancel"  # a save that would refit a campaign's ships: "refit", "new", "cancel"
        self.refit_asked: list[tuple[str, list[str]]] = []
        self.crashes: list = []  # what the crash dialog was shown (designer.app.crash_dialog.Crash)

    def ask_open_path(self, folder="", title="Open design"):
        self.asked.append("open")
        self.folders.append(folder)
        return self.open_path

    def ask_save_path(self, suggested, title="Save design as"):
        self.asked.append("save")
        self.suggested = suggested
        return self.save_path

    def ask_export_path(self, suggested, roster=False):
        self.asked.append("export")
        self.suggested = suggested
        return self.export_path

    def ask_profile_path(self, folder=""):
        self.asked.append("profile")
        self.folders.append(folder)
        return self.profile_path

    def ask_fleet_game(self, current=None):
        self.asked.append("fleet_game")
        return current if self.fleet_game == "current" else self.fleet_game

    def ask_print_settings(self, game, settings, title="Print options", paper=True, copies=True):
        self.asked.append("print_options")
        self.print_requests.append((game, settings, title, paper, copies))
        return settings if self.print_settings is None else self.print_settings(game, settings)

    def show_print_preview(self, printer, paint):
        self.asked.append("preview")
        return False if self.preview is None else self.preview(printer, paint)

    def ask_unsaved(self, name):
        self.asked.append("unsaved")
        return self.unsaved

    def ask_file_changed(self, name, unsaved, saving):
        self.asked.append("file_changed")
        self.on_disk_asked.append((name, unsaved, saving))
        return self.on_disk

    def ask_refit(self, name, ships):
        self.asked.append("refit")
        self.refit_asked.append((name, list(ships)))
        return self.refit

    def ask_recover(self, names):
        self.asked.append("recover")
        self.recover_names = list(names)
        return self.recover

    def ask_new(self, current=None):
        self.asked.append("new")
        return self.new_choice

    def show_crash(self, crash):
        self.crashes.append(crash)

    def show_error(self, title, message):
        self.errors.append((title, message))

    def show_text(self, title, markdown):
        self.texts.append((title, markdown))

    def ask_printer(self, printer):
        self.asked.append("print")
        return False if self.printer is None else self.printer(printer)


@pytest.fixture(autouse=True)
def documents_dir(tmp_path, monkeypatch):
    """The player's Documents folder (where Save As proposes a copy), never the real one."""
    import platformdirs

    folder = tmp_path / "Documents"
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(folder))
    # The player's own house-rule profiles, never the real ones either.
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *_a, **_k: str(tmp_path / "data"))
    return folder / "Hullwright"


@pytest.fixture(autouse=True)
def british_locale():
    """A4 by default (the paper follows the locale): the same on every test machine."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    yield
    QLocale.setDefault(before)


@pytest.fixture(autouse=True)
def no_key_held():
    """Keys a test leaves held are let go after it: on the offscreen platform a Ctrl+Shift+Z
    click leaves Shift in the application's modifiers, so the next test's plain click knocks a
    campaign's system out (the order xdist gives a worker found it)."""
    yield
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    if (
        QApplication.instance() is not None
        and QGuiApplication.keyboardModifiers() != Qt.KeyboardModifier.NoModifier
    ):
        QTest.keyRelease(QWidget(), Qt.Key.Key_Shift)  # a release with no modifier held: none is


@pytest.fixture
def state_dir(tmp_path, monkeypatch):
    folder = tmp_path / "state"
    monkeypatch.setenv("HULLWRIGHT_STATE_DIR", str(folder))
    return folder


@pytest.fixture
def dialogs():
    return ScriptedDialogs()


@pytest.fixture
def make_window(qtbot, state_dir, dialogs):
    """``make_window(path=None)``: a window on ``path`` (the Heavy Cruiser by default). Every
    window made is destroyed after the test, so windows do not pile up across the suite (their
    timers, filters and object graphs slowed later tests down)."""
    from designer.app.autosave import LiveSessions
    from designer.app.document import DesignDocument
    from designer.app.main_window import MainWindow
    from designer.core.design_file import load_design

    sessions = LiveSessions()  # the test's windows stand for one application's

    def make(path: Path | None = HEAVY_CRUISER, dialogs_=None):
        document = None
        if path is not None:
            loaded = load_design(path)
            document = DesignDocument(loaded.game, loaded.design, loaded.path, saved=loaded.design)
        window = MainWindow(document, state_folder=state_dir, dialogs=dialogs_ or dialogs, sessions=sessions)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        made.append(window)
        return window

    made: list = []
    yield make
    from PySide6.QtCore import QCoreApplication, QEvent

    for window in made:
        window.dialogs.unsaved = "discard"
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture
def window(make_window):
    return make_window()
