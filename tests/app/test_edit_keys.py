"""Issue 22, section 6 (a): every editing key acts on the tab in front and the table with focus.
On the Fleet tab, Delete with a ship selected used to remove a SYSTEM from the design (5 -> 4)
and Ctrl+Z there could not bring it back. Issue 21, item 9: the Fleet tab's ships move up and
down like the design's rows, one undo step each."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from designer.core import registry

from tests.app.test_keyboard import GAMES, shown_window

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier
# (name, key, modifiers, the row selected first): the Edit menu's row commands.
ROW_KEYS = (
    ("remove", Qt.Key.Key_Delete, NONE, 0),
    ("duplicate", Qt.Key.Key_D, CTRL, 0),
    ("down", Qt.Key.Key_Down, CTRL, 0),
    ("up", Qt.Key.Key_Up, CTRL, 1),
)


def press(qtbot, key, modifiers=NONE) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key, modifiers)
    QApplication.processEvents()


def states(window):
    return window.document.design, window.fleet.document.fleet


def with_two_ships(qtbot, window):
    tab = window.fleet.tab
    standards = window.document.game.standard_designs
    with qtbot.waitSignal(tab.refreshed, timeout=3000):
        tab.add_design(f"catalog:{standards[0].id}")
        tab.add_design(f"catalog:{standards[1].id}", 2)
    assert len(window.fleet.document.fleet.ships) == 2
    return tab


def design_list(window):
    return next(p for p in window.panes.lists.values() if not p.spec.fixed_rows and p.model.rowCount() > 1)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_editing_key_changes_only_the_tab_in_front(qtbot, make_window, game):
    window = shown_window(qtbot, make_window, game)
    tab = with_two_ships(qtbot, window)
    pane = design_list(window)
    for shown in ("design", "fleet"):
        for name, key, modifiers, row in ROW_KEYS:
            if shown == "fleet":
                window.fleet.show()
                tab.select_row(row)
                tab.table.setFocus()
            else:
                window.main_tabs.setCurrentIndex(0)
                window.panes.reveal(pane)
                pane.table.select_row(row)
                pane.table.setFocus()
            QApplication.processEvents()
            design, fleet = before = states(window)
            press(qtbot, key, modifiers)
            window.refresh_now()
            after = states(window)
            changed = (after[0] != design, after[1] != fleet)
            assert changed == ((True, False) if shown == "design" else (False, True)), (shown, name)
            press(qtbot, Qt.Key.Key_Z, CTRL)  # undo: the same tab's step
            assert states(window) == before, (shown, name, "undo")
            press(qtbot, Qt.Key.Key_Z, CTRL | SHIFT)  # redo
            assert states(window) == after, (shown, name, "redo")
            press(qtbot, Qt.Key.Key_Z, CTRL)
            assert states(window) == before


def test_delete_on_the_fleet_tab_removes_the_ship_not_a_system(qtbot, make_window):
    """The report's case: the Full Thrust heavy cruiser's systems stay as they are."""
    window = shown_window(qtbot, make_window, "full-thrust")
    tab = with_two_ships(qtbot, window)
    systems = len(window.document.design.systems)
    window.fleet.show()
    tab.select_row(0)
    tab.table.setFocus()
    press(qtbot, Qt.Key.Key_Delete)
    assert len(window.document.design.systems) == systems
    assert len(window.fleet.document.fleet.ships) == 1
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert len(window.fleet.document.fleet.ships) == 2


def test_a_design_opened_behind_the_fleet_tab_leaves_undo_to_the_fleet(qtbot, make_window):
    """File > Open (or a reload) while the Fleet tab is shown made the new design's stack the
    active one: Ctrl+Z on the Fleet tab then undid nothing of the fleet."""
    window = shown_window(qtbot, make_window, "full-thrust")
    tab = with_two_ships(qtbot, window)
    window.fleet.show()
    assert window.files.open_file(GAMES["full-thrust"][0])
    assert window.undo_group.activeStack() is window.fleet.document.stack
    tab.table.setFocus()
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert len(window.fleet.document.fleet.ships) == 1
    window.main_tabs.setCurrentIndex(0)
    assert window.undo_group.activeStack() is window.document.stack


def test_ships_move_up_and_down_one_undo_step_each(qtbot, make_window):
    """Issue 21, item 9: the buttons and Ctrl+Up/Down reorder the fleet; each move is one
    undo step and the moved ship stays selected."""
    window = shown_window(qtbot, make_window, "full-thrust")
    tab = with_two_ships(qtbot, window)
    doc = window.fleet.document
    first, second = (s.design for s in doc.fleet.ships)
    window.fleet.show()
    tab.select_row(0)
    tab.buttons["down"].click()
    assert [s.design for s in doc.fleet.ships] == [second, first] and tab.selected_rows() == [1]
    assert doc.stack.count() == 3  # two adds, one move
    tab.buttons["down"].click()  # already last: nothing, and it says why
    assert doc.stack.count() == 3 and tab.last_error == "the ship is already last"
    tab.table.setFocus()
    press(qtbot, Qt.Key.Key_Up, CTRL)
    assert [s.design for s in doc.fleet.ships] == [first, second] and tab.selected_rows() == [0]
    assert doc.stack.count() == 4
    doc.stack.undo()
    assert [s.design for s in doc.fleet.ships] == [second, first]
    assert [d.design.name for d in doc.loaded.designs] == [
        doc.evaluation().entries[0].design_name,
        doc.evaluation().entries[1].design_name,
    ]


def test_two_budgets_typed_are_two_undo_steps(qtbot, make_window):
    """Issue 21, item 9: type 500, Enter, type 800, Enter: two undo steps (they merged into one)."""
    window = shown_window(qtbot, make_window, "full-thrust")
    window.fleet.show()
    tab = window.fleet.tab
    spin = tab.budget_spin
    doc = window.fleet.document
    for budget in ("500", "800"):
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, budget)
        qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert doc.fleet.budget == 800 and doc.stack.count() == 2
    doc.stack.undo()
    assert doc.fleet.budget == 500
    doc.stack.undo()
    assert doc.fleet.budget is None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_untouched_new_design_closes_without_asking(make_window, dialogs, game):
    """Issue 21, item 9: a new empty hull, not edited, is nothing to lose."""
    window = make_window()
    assert window.files.new_design(registry.get(game))
    assert not window.document.dirty and not window.isWindowModified()
    assert window.close() and "unsaved" not in dialogs.asked
    assert window.document.saved is None  # still never saved: nothing to compare it with


def test_a_new_design_once_edited_still_asks(qtbot, make_window, dialogs):
    window = make_window()
    assert window.files.new_design(window.document.game)
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.apply_edit("name", "Mine")
    assert window.document.dirty
    dialogs.unsaved = "cancel"
    assert not window.close() and dialogs.asked.count("unsaved") == 1
