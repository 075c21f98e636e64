"""The window's menu bar: File, Edit, View, House rules, Fleet and Help, each action kept in
``window.actions`` by a key (tests, the shortcuts page and the screenshots find them there)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from designer.app.help_menu import install_help_menu
from designer.app.undo_keys import UndoKeys

Shortcut = QKeySequence.StandardKey | str | None


def add_action(
    window, menu: QMenu, key: str, text: str, slot: Callable[[], object], shortcut: Shortcut = None
) -> QAction:
    """An action of ``window`` in ``menu`` that calls ``slot()``, kept as ``window.actions[key]``."""
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    window.actions[key] = action
    return action


def recent_menu(parent: QMenu, title: str, recent, open_path: Callable[[Path], object]) -> QMenu:
    """A submenu listing ``recent``'s files (a :class:`~designer.app.recent_files.RecentFiles`),
    read afresh each time it opens; choosing one calls ``open_path(path)``."""
    menu = parent.addMenu(title)

    def fill() -> None:
        menu.clear()
        paths = recent.paths()
        if not paths:
            menu.addAction("(none)").setEnabled(False)
        for path in paths:
            menu.addAction(str(path)).triggered.connect(lambda _c=False, p=path: open_path(p))

    menu.aboutToShow.connect(fill)
    return menu


def build_menus(window) -> None:
    """Every menu of :class:`~designer.app.main_window.MainWindow`, in menu-bar order."""
    bar = window.menuBar()
    file_menu = window.file_menu = bar.addMenu("&File")
    window.actions = {}

    def add(menu, key, text, slot, shortcut=None):
        return add_action(window, menu, key, text, slot, shortcut)

    files = window.files
    add(file_menu, "new", "&New…", files.new_dialog, QKeySequence.StandardKey.New)
    add(file_menu, "open", "&Open…", files.open_dialog, QKeySequence.StandardKey.Open)
    add(file_menu, "import", "&Import…", files.import_dialog)
    window.recent_menu = recent_menu(
        file_menu, "Open &Recent", window.recent, lambda p: files.confirm_discard() and files.open_file(p)
    )
    file_menu.addSeparator()
    add(file_menu, "save", "&Save", files.save, QKeySequence.StandardKey.Save)
    add(file_menu, "save_as", "Save &As…", files.save_as, QKeySequence.StandardKey.SaveAs)
    file_menu.addSeparator()
    output = window.output
    add(file_menu, "export", "&Export PDF…", output.export_dialog, "Ctrl+E")
    add(file_menu, "print_options", "Print op&tions…", output.print_options_dialog)
    add(file_menu, "print_preview", "Print pre&view…", output.print_preview_dialog, "Ctrl+Shift+P")
    add(file_menu, "print", "&Print…", output.print_dialog, QKeySequence.StandardKey.Print)
    window.compare.build_menu(file_menu.addMenu("Compare &with"))
    file_menu.addSeparator()
    add(file_menu, "quit", "&Quit", window.close, QKeySequence.StandardKey.Quit)
    edit = bar.addMenu("&Edit")
    undo = window.undo_group.createUndoAction(window, "&Undo")
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = window.undo_group.createRedoAction(window, "&Redo")
    redo.setShortcut(QKeySequence.StandardKey.Redo)
    edit.addAction(undo)
    edit.addAction(redo)
    window.actions.update(undo=undo, redo=redo)
    window.undo_keys = UndoKeys(window, window.undo_group)
    edit.addSeparator()
    edits = window.edits
    add(edit, "duplicate", "&Duplicate rows", edits.duplicate_selected, "Ctrl+D")
    add(edit, "remove", "&Remove rows", edits.remove_selected, QKeySequence.StandardKey.Delete)
    add(edit, "up", "Move row &up", lambda: edits.move_selected(-1), "Ctrl+Up")
    add(edit, "down", "Move row do&wn", lambda: edits.move_selected(1), "Ctrl+Down")
    add(edit, "search", "&Find system…", edits.focus_search, QKeySequence.StandardKey.Find)
    edit.addSeparator()
    copy = edit.addMenu("&Copy as text")  # the design, or the fleet on the Fleet tab
    for fmt, text in (
        ("text", "&Plain text"),
        ("markdown", "&Markdown"),
        ("bbcode", "&BBCode (forums)"),
        ("discord", "&Discord message"),
    ):
        add(
            copy,
            f"copy_{fmt}",
            text,
            lambda f=fmt: edits.copy_as_text(f),
            "Ctrl+Shift+C" if fmt == "text" else None,
        )
    view = bar.addMenu("&View")
    add(view, "zoom_in", "Zoom &in", window.preview.zoom_in, QKeySequence.StandardKey.ZoomIn)
    add(view, "zoom_out", "Zoom &out", window.preview.zoom_out, QKeySequence.StandardKey.ZoomOut)
    add(view, "fit", "&Fit width", window.preview.fit_width, "Ctrl+0")
    window.house_rules.install_menu(bar)
    window.fleet.build_menu(bar.addMenu("F&leet"))
    install_help_menu(window)  # last, where a Help menu is looked for
