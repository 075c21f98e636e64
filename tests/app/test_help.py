"""Help: About names the version, the licence, every game and its book; the shortcuts list is
the window's own; the rules reference is the game's quick reference for the open design; the user guide is
docs/user-guide.md."""

from pathlib import Path

from designer import __version__
from designer.core import registry, user_folders


def test_about_names_version_licence_games_and_books(window, dialogs):
    window.actions["help_about"].trigger()
    ((title, text),) = dialogs.texts
    assert __version__ in text and "MIT" in text
    for game in registry.games().values():
        assert game.title in text and all(book in text for book in game.books)


def test_about_shows_the_books_as_players_know_them_and_the_folders(window, dialogs):
    """Issue 25 item 2: no internal seed labels; the state and user-data folders are named."""
    window.actions["help_about"].trigger()
    ((title, text),) = dialogs.texts
    assert title == "About Hullwright" and f"# Hullwright {__version__}" in text
    assert "seed" not in text.lower()
    assert "Full Thrust (Ground Zero Games, 2nd edition text)" in text
    assert f"`{user_folders.state_dir()}`" in text  # the test's own state folder
    assert f"`{user_folders.profiles_dir().parent}`" in text
    assert f"`{user_folders.documents_dir()}`" in text and text.count("Hullwright`") == 1


def test_shortcuts_are_the_windows_own(window, dialogs):
    window.actions["help_shortcuts"].trigger()
    ((title, text),) = dialogs.texts
    assert "Undo" in text and window.actions["save"].shortcut().toString() in text
    assert "Export PDF" in text and "Ctrl+E" in text


def test_rules_reference_is_the_quick_reference_of_the_design(window, dialogs):
    window.actions["help_reference"].trigger()
    ((title, text),) = dialogs.texts
    assert "Full Thrust" in title
    # The Heavy Cruiser carries beams, screens and PDAF: their play rules are there.
    entries = window.document.game.quick_reference.entries([window.document.design])
    assert entries and all(entry.title in text for entry in entries)


def test_the_user_guide_is_docs_user_guide(window, dialogs):
    # Issue 24 item 8: the manual moved out of the README into docs/user-guide.md, which the
    # wheel ships as designer/docs/user-guide.md; Help shows that, not the README.
    window.actions["help_guide"].trigger()
    ((title, text),) = dialogs.texts
    guide = Path(__file__).resolve().parents[2] / "docs" / "user-guide.md"
    assert title == "Hullwright user guide" and text == guide.read_text(encoding="utf-8")
    assert text.startswith("# Hullwright user guide")
    assert "## The designer window" in text and "## Robustness" in text and "## Record sheets" in text
