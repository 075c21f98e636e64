"""File > Compare with: the open design beside its saved version, a file, or a standard design
of its game, each in a :class:`~designer.app.compare_view.CompareWindow` the window keeps open
(non-modal) until it goes. The window owns one as ``window.compare`` and its menus build the
submenu through :meth:`CompareComponent.build_menu`, as they do the Fleet menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from designer.app.compare_view import CompareWindow
from designer.core.design_file import load_design
from designer.core.errors import LoadError

if TYPE_CHECKING:
    from designer.app.main_window import MainWindow

STANDARD = "Standard designs"  # the starts that are standard designs (Game.starts)


class CompareComponent:
    """The Compare with submenu and the compare windows it opened."""

    def __init__(self, window: "MainWindow"):
        self.window = window
        self.open_windows: list[CompareWindow] = []
        self.menu: QMenu | None = None

    def build_menu(self, menu: QMenu) -> None:
        """Fill ``menu`` each time it opens: the saved version (only when there are unsaved
        changes), a file, then the standard designs of the open design's game."""
        def fill() -> None:
            menu.clear()
            doc = self.window.document
            saved = menu.addAction("The &saved version")
            saved.setEnabled(doc.saved is not None and doc.dirty)
            saved.triggered.connect(lambda _c=False: self.with_saved())
            menu.addAction("A &file…").triggered.connect(lambda _c=False: self.with_file())
            menu.addSeparator()
            for start in doc.game.starts():
                if start.group == STANDARD:
                    menu.addAction(start.label).triggered.connect(
                        lambda _c=False, s=start.id: self.with_start(s))

        menu.aboutToShow.connect(fill)
        self.menu = menu

    def with_saved(self) -> CompareWindow | None:
        doc = self.window.document
        if doc.saved is None:
            self.window.status.show("The design has no saved version to compare with")
            return None
        return self._open(doc.saved, "saved version")

    def with_file(self, path=None) -> CompareWindow | None:
        window = self.window
        path = path or window.folders.ask_open("designs", "Compare with a design")
        if not path:
            return None
        try:
            loaded = load_design(path)
        except LoadError as exc:
            window.dialogs.show_error("Cannot compare", str(exc))
            return None
        if loaded.game is not window.document.game:
            window.dialogs.show_error("Cannot compare", f"{path} is a {loaded.game.title} design")
            return None
        return self._open(loaded.design, loaded.path.name)

    def with_start(self, start_id: str) -> CompareWindow:
        design = self.window.document.game.new_design(start_id)
        return self._open(design, design.name)

    def _open(self, other, title: str) -> CompareWindow:
        doc = self.window.document
        view = CompareWindow(doc.game, doc.design, doc.evaluation(), other,
                             doc.game.evaluate(other, doc.context), doc.title, title, doc.paper,
                             self.window)
        view.show()
        self.open_windows.append(view)
        return view
