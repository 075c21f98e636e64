"""House-rule profiles in the window (issue 17 part 4): a picker of the player's profiles and
each game's bundled ones, applied to the open design and the Fleet tab, named in the header,
on the Fleet tab and at the foot of the preview and every export; a design or fleet that names
its profile opens under it.

Heavy Beams (``catalogs/full-thrust/profiles/heavy-beams.yaml``) makes screens cheaper: the
Heavy Cruiser costs 234 under it, 238 by the book; the Anglian convoy 492, 496 by the book.
"""

from __future__ import annotations

import shutil

import pypdf
import pytest

from designer.app.house_rules import profile_files
from designer.core import registry
from designer.core.paths import CATALOGS
from designer.sheets.display import Text, walk

from tests.app.conftest import HEAVY_CRUISER

HEAVY_BEAMS = CATALOGS / "full-thrust" / "profiles" / "heavy-beams.yaml"
CONVOY = CATALOGS / "full-thrust" / "fleets" / "convoy-990-anglian.yaml"
LINE = "House rules: Heavy Beams v1"
BSCS_PROFILE = "hullwright: 1\nprofile: Other\nversion: 1\ngame: bscs\nsource: a test\n"


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def menu_actions(window) -> dict:
    menu = window.house_rules.menu.menu
    menu.aboutToShow.emit()
    return {a.text(): a for a in menu.actions() if a.text()}


def footer_lines(pages) -> list[str]:
    return [
        i.text
        for p in pages
        for i in walk(p.items)
        if isinstance(i, Text) and i.text.startswith("House rules")
    ]


@pytest.fixture
def own_profiles(tmp_path):
    folder = tmp_path / "data" / "profiles"  # conftest points platformdirs' data folder here
    folder.mkdir(parents=True)
    return folder


def test_the_picker_applies_a_profile_to_the_design_and_the_fleet(qtbot, window, dialogs, tmp_path):
    assert window.fleet.open_path(CONVOY)
    actions = menu_actions(window)
    assert actions["Book rules (no house rules)"].isChecked()
    assert window.panes.header.house_rules.isHidden()
    with refreshed(qtbot, window):
        actions["Heavy Beams v1 (heavy-beams.yaml)"].trigger()
    assert window.document.profile.name == "Heavy Beams"
    # The house rules price it at 234; the book's 238 (its book_points) is said beside them.
    assert window.panes.header.stat_text("points") == "234 (book 238)"
    assert window.panes.header.house_rules.text() == LINE and not window.panes.header.house_rules.isHidden()
    assert footer_lines(window.document.pages()) == [LINE]
    tab = window.fleet.tab
    tab.refresh_now()
    assert tab.evaluation().total_points == 492 and tab.house_rules.text() == LINE
    assert "Heavy Cruiser (234 pts)" in tab.fill_catalog()  # the standard designs priced alike
    assert menu_actions(window)["Heavy Beams v1 (heavy-beams.yaml)"].isChecked()
    # The export says so too; the next window starts under the same house rules.
    with qtbot.waitSignal(window.job_finished, timeout=20000):
        assert window.output.export_pdf(tmp_path / "ruled.pdf")
    assert LINE in pypdf.PdfReader(tmp_path / "ruled.pdf").pages[0].extract_text()
    with refreshed(qtbot, window):
        menu_actions(window)["Book rules (no house rules)"].trigger()
    assert window.panes.header.stat_text("points") == "238" and not footer_lines(window.document.pages())
    assert window.prefs.profile_file("full-thrust") is None


def test_the_choice_is_kept_for_the_game(qtbot, make_window):
    window = make_window()
    menu_actions(window)["Heavy Beams v1 (heavy-beams.yaml)"].trigger()
    again = make_window()
    assert again.document.profile.name == "Heavy Beams"
    assert again.panes.header.house_rules.text() == LINE
    assert again.fleet.document.profile is not None  # a fleet of that game, too
    other = make_window(CATALOGS / "bscs" / "designs" / "monitor.yaml")
    assert other.document.profile is None  # another game's design: its own rules


def test_a_design_that_names_its_profile_opens_under_it(qtbot, window, tmp_path):
    named = tmp_path / "ruled.yaml"
    named.write_text(HEAVY_CRUISER.read_text("utf-8") + "profile: catalog:full-thrust/heavy-beams\n", "utf-8")
    assert window.files.open_file(named)
    assert window.document.profile.name == "Heavy Beams"
    window.refresh_now()
    # The house rules price it at 234; the book's 238 (its book_points) is said beside them.
    assert window.panes.header.stat_text("points") == "234 (book 238)"
    missing = tmp_path / "missing.yaml"
    missing.write_text(HEAVY_CRUISER.read_text("utf-8") + "profile: club.yaml\n", "utf-8")
    assert window.files.open_file(missing)  # it opens, under the book's rules, saying why
    assert window.document.profile is None
    assert (
        "house rules cannot be read" in window.status_text.text() and "club.yaml" in window.status_text.text()
    )


def test_a_fleet_that_names_its_profile_opens_under_it(qtbot, window, tmp_path):
    shutil.copy(HEAVY_BEAMS, tmp_path / "club.yaml")
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(
        "hullwright: 1\ngame: full-thrust\nfleet: Club night\nprofile: club.yaml\n"
        "ships:\n  - {design: 'catalog:heavy-cruiser', count: 2}\n",
        "utf-8",
    )
    assert window.files.open_file(fleet)
    assert window.fleet.document.profile.name == "Heavy Beams"
    assert window.fleet.tab.evaluation().total_points == 2 * 234
    assert window.document.profile is None  # the design open keeps its own


def test_the_players_own_profiles_are_listed_and_broken_ones_say_why(qtbot, window, own_profiles):
    shutil.copy(HEAVY_BEAMS, own_profiles / "mine.yaml")
    (own_profiles / "broken.yaml").write_text(
        "hullwright: 1\nprofile: Broken\nversion: 1\ngame: full-thrust\n"
    )
    (own_profiles / "bscs.yaml").write_text(BSCS_PROFILE)  # another game's: not listed for this one
    found = profile_files(registry.get("full-thrust"))
    assert [(f.path.name, f.profile is not None) for f in found] == [
        ("broken.yaml", False),
        ("mine.yaml", True),
        ("heavy-beams.yaml", True),
    ]
    actions = menu_actions(window)
    broken = actions["broken.yaml (cannot be read)"]
    assert not broken.isEnabled() and "broken.yaml" in broken.toolTip() and "source" in broken.toolTip()
    assert "Heavy Beams v1 (mine.yaml)" in actions
    assert f"Your profiles folder: {own_profiles}" in actions


def test_load_a_profile_file_by_hand(qtbot, window, dialogs, tmp_path, own_profiles):
    dialogs.profile_path = None
    assert window.house_rules.load() is None  # cancelled
    assert dialogs.folders[-1] == str(own_profiles)
    dialogs.profile_path = HEAVY_BEAMS
    with refreshed(qtbot, window):
        assert window.house_rules.load().name == "Heavy Beams"
    assert window.document.profile.name == "Heavy Beams"
    other = tmp_path / "bscs.yaml"
    other.write_text(BSCS_PROFILE)
    dialogs.profile_path = other
    assert window.house_rules.load() is None  # BSCS profile: no BSCS design or fleet is open
    assert "open a design or fleet of that game first" in dialogs.errors[-1][1]


def test_chosen_house_rules_since_deleted_leave_the_books(qtbot, make_window, tmp_path):
    window = make_window()
    gone = tmp_path / "gone.yaml"
    shutil.copy(HEAVY_BEAMS, gone)
    window.house_rules.load(gone)
    gone.unlink()
    again = make_window()
    assert again.document.profile is None and again.panes.header.house_rules.isHidden()
    assert "house rules chosen for Full Thrust cannot be read" in again.status_text.text()


def test_the_palette_prices_and_offers_what_the_house_rules_do(qtbot, window):
    # Heavy Beams: an 'A' battery 5 + 3 an arc (4 in the book, 001 L850), screens 20 a level
    # (25, L855), and a Class 'D' battery only the profile has.
    assert window.panes.palette.row_text("beam:A")[1:] == ["3", "4 +3/arc"]
    assert "beam:D" not in window.panes.palette.entries
    with refreshed(qtbot, window):
        menu_actions(window)["Heavy Beams v1 (heavy-beams.yaml)"].trigger()
    palette = window.panes.palette
    assert palette.row_text("beam:A")[1:] == ["3", "5 +3/arc"]
    assert palette.row_text("screen")[2] == "20/level"
    assert palette.row_text("beam:D") == ["Class 'D' Beam Battery", "5", "6 +4/arc"]
    with refreshed(qtbot, window):
        palette.activate("beam:D")  # the profile's system goes in, priced by the profile
    assert window.document.design.systems[-1].beam_class == "D"
    assert not [f for f in window.document.evaluation().findings if f.code == "FT-SYSTEM-UNKNOWN"]
    on_screen = [i.text for p in window.document.pages() for i in walk(p.items) if isinstance(i, Text)]
    assert "Beam battery A, B, C or D" in on_screen  # the preview's sheet: the profile's catalog
    editor = window.document.editor
    window.refresh_now()
    assert window.document.editor is editor  # built once per change of rules, never per edit
    with refreshed(qtbot, window):
        menu_actions(window)["Book rules (no house rules)"].trigger()
    assert window.panes.palette.row_text("beam:A")[1:] == ["3", "4 +3/arc"]
    assert "beam:D" not in window.panes.palette.entries
    assert window.document.editor is registry.get("full-thrust").editor()  # the book's, held
