"""File > Compare with: the open design beside its saved version, a file, or a standard design
of its game, each in a :class:`~designer.app.compare_view.CompareWindow` the window keeps open
(non-modal) until it goes. The window owns one as ``window.compare`` and its menus build the
submenu through :meth:`CompareComponent.build_menu`, as they do the Fleet menu. What it uses
of the window is its :class:`CompareServices`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QMenu, QWidget

from designer.app.compare_view import CompareWindow
from designer.app.dialogs import Dialogs
from designer.app.document import DesignDocument
from designer.app.status_line import StatusLine
from designer.app.window_paths import FolderDialogs
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.core.model import DesignBase

STANDARD = "Standard designs"  # the starts that are standard designs (Game.starts)


@dataclass(frozen=True)
class CompareServices:
    """What comparing needs of the window."""

    document: Callable[[], DesignDocument]  # the design shown now
    folders: FolderDialogs
    dialogs: Dialogs
    status: StatusLine
    parent: QWidget  # of the compare windows


class CompareComponent:
    """The Compare with submenu and the compare windows it opened."""

    def __init__(self, services: CompareServices):
        self.services = services
        self.open_windows: list[CompareWindow] = []
        self.menu: QMenu | None = None

    def build_menu(self, menu: QMenu) -> None:
        """Fill ``menu`` each time it opens: the saved version (only when there are unsaved
        changes), a file, then the standard designs of the open design's game."""

        def fill() -> None:
            menu.clear()
            doc = self.services.document()
            saved = menu.addAction("The &saved version")
            saved.setEnabled(doc.saved is not None and doc.dirty)
            saved.triggered.connect(lambda _c=False: self.with_saved())
            menu.addAction("A &file…").triggered.connect(lambda _c=False: self.with_file())
            menu.addSeparator()
            for start in doc.game.starts():
                if start.group == STANDARD:
                    menu.addAction(start.label).triggered.connect(
                        lambda _c=False, s=start.id: self.with_start(s)
                    )

        menu.aboutToShow.connect(fill)
        self.menu = menu

    def with_saved(self) -> CompareWindow | None:
        doc = self.services.document()
        if doc.saved is None:
            self.services.status.show("The design has no saved version to compare with")
            return None
        return self._open(doc.saved, "saved version")

    def with_file(self, path: str | Path | None = None) -> CompareWindow | None:
        services = self.services
        path = path or services.folders.ask_open("designs", "Compare with a design")
        if not path:
            return None
        try:
            loaded = load_design(path)
        except LoadError as exc:
            services.dialogs.show_error("Cannot compare", str(exc))
            return None
        if loaded.game is not services.document().game:
            services.dialogs.show_error("Cannot compare", f"{path} is a {loaded.game.title} design")
            return None
        return self._open(loaded.design, loaded.path.name)

    def with_start(self, start_id: str) -> CompareWindow:
        design = self.services.document().game.new_design(start_id)
        return self._open(design, design.name)

    def _open(self, other: DesignBase, title: str) -> CompareWindow:
        doc = self.services.document()
        view = CompareWindow(
            doc.game,
            doc.design,
            doc.evaluation(),
            other,
            doc.game.evaluate(other, doc.game.prepare(other, doc.context)),
            doc.title,
            title,
            doc.paper,
            self.services.parent,
        )
        view.show()
        self.open_windows.append(view)
        return view
