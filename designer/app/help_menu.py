"""The Help menu: the rules reference for the open design's game, the keyboard shortcuts, the
user guide, and About (version, licence, the games and the books their rules come from, and
the folders where the program keeps the player's things).

Everything is built from what the program knows (the registry, the window's actions, the game's
quick reference, the user guide shipped in the package), so it is right for every game and needs no network.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from PySide6.QtGui import QAction

import designer.docs
from designer import __version__
from designer.core import registry, user_folders
from designer.core.line_refs import without_line_refs

GUIDE = Path(designer.docs.__file__).resolve().parent / "user-guide.md"  # docs/, shipped as designer.docs


def install_help_menu(window) -> None:
    menu = window.menuBar().addMenu("&Help")
    for key, text, slot in (
        ("help_reference", "&Rules reference", lambda: show_reference(window)),
        ("help_shortcuts", "&Keyboard shortcuts", lambda: show_shortcuts(window)),
        ("help_guide", "&User guide", lambda: show_guide(window)),
        ("help_about", "&About Hullwright", lambda: show_about(window)),
    ):
        action = QAction(text, window)
        action.triggered.connect(lambda _c=False, s=slot: s())
        menu.addAction(action)
        window.actions[key] = action


def reference_text(game, design) -> str:
    """The quick reference a battle pack prints, for the systems this design carries."""
    quick = game.quick_reference
    entries = quick.entries([design]) if quick is not None else []
    if not entries:
        return f"# {game.title}\n\n{game.title} has no rules reference yet."
    lines = [f"# {game.title}: rules reference for {design.name}", ""]
    for entry in entries:  # as the printed quick reference: section names, no seed lines
        lines.append(f"## {without_line_refs(entry.title)}")
        lines += [f"- {without_line_refs(line)}" for line in entry.lines]
        source = without_line_refs(entry.source)
        if source:
            lines.append(f"\n*Rulebook: {source}*")
        lines.append("")
    return "\n".join(lines)


def show_reference(window) -> None:
    doc = window.document
    window.dialogs.show_text(f"Rules reference: {doc.game.title}", reference_text(doc.game, doc.design))


def shortcuts_text(actions) -> str:
    rows = [
        (a.text().replace("&", ""), a.shortcut().toString())
        for a in actions.values()
        if not a.shortcut().isEmpty()
    ]
    table = "\n".join(f"| {name} | `{keys}` |" for name, keys in sorted(rows))
    return (
        "# Keyboard shortcuts\n\n| command | keys |\n|---|---|\n"
        + table
        + "\n\nUndo and redo work from any field, spin boxes included. In the preview, "
        "Ctrl+wheel zooms; click a system on the sheet to select its row.\n\n"
        "Tab moves from pane to pane; the arrow keys move inside a table. On the arc wheel "
        "and the box grid the arrow keys move the focus ring and Space toggles the arc or "
        "selects the row. Down in the palette's search box goes into the list; Enter adds "
        "the entry. The row commands act on the tab in front: the design's rows, or the "
        "Fleet tab's ships."
    )


def show_shortcuts(window) -> None:
    window.dialogs.show_text("Keyboard shortcuts", shortcuts_text(window.actions))


def guide_text() -> str:
    """docs/user-guide.md (the README is the project's front page; the manual is the guide)."""
    if GUIDE.is_file():
        return GUIDE.read_text(encoding="utf-8")
    return "The user guide is not installed."


def show_guide(window) -> None:
    window.dialogs.show_text("Hullwright user guide", guide_text())


def about_text() -> str:
    try:
        info = metadata.metadata("hullwright")
        licence = info.get("License-Expression") or info.get("License") or "MIT"
    except metadata.PackageNotFoundError:
        licence = "MIT"
    games = "\n".join(
        f"- **{g.title}** (`{g.id}`): " + ("; ".join(g.books) or "rules book not named")
        for g in registry.games().values()
    )
    return (
        f"# Hullwright {__version__}\n\nA starship designer for tabletop space-combat games: "
        f"build a ship under its game's rules, print record sheets, check fleets.\n\n"
        f"Licence: {licence}. Fonts: DejaVu Sans Condensed (Bitstream Vera licence).\n\n"
        f"## Games\n\n{games}\n\nRule readings where the books are unclear are recorded "
        "in each game's catalog README and can be switched in *Rules & notes*.\n\n"
        f"## Folders\n\n{folders_text()}"
    )


def folders_text() -> str:
    """Where the player's things are: what a bug report or a backup needs to know."""
    return (
        f"- State (autosaves, recent files, crash logs): `{user_folders.state_dir()}`\n"
        f"- User data (your house-rule profiles): `{user_folders.profiles_dir().parent}`\n"
        f"- Your designs and fleets (proposed on Save As): `{user_folders.documents_dir()}`"
    )


def show_about(window) -> None:
    window.dialogs.show_text("About Hullwright", about_text())


__all__ = ["install_help_menu"]
