"""Issue 7 in the window: every hostile file of the user guide's Robustness table, opened from the
window, shows its message and keeps the open design; nothing raises."""

import pytest

from designer.core import registry
from tests.core.hostile_inputs import HOSTILE
from tests.core.toy_game import TOY

# A fleet file opened in the window is not hostile: it opens on the Fleet tab.
CASES = [h for h in HOSTILE if h.id != "fleet-as-design"]


@pytest.fixture
def toy():
    registry.register(TOY)
    yield
    registry.unregister(TOY.id)


@pytest.mark.parametrize("case", CASES, ids=[h.id for h in CASES])
def test_window_refuses_hostile_file_and_keeps_the_design(window, dialogs, tmp_path, toy, case):
    before = window.document.design
    path = case.make(tmp_path)
    assert window.files.open_file(path) is False
    assert window.document.design is before
    ((title, message),) = dialogs.errors
    assert case.says in message and message.startswith(str(path))


def test_a_full_disk_on_save_keeps_the_design_and_the_old_file(qtbot, window, dialogs, tmp_path, monkeypatch):
    import errno
    import os

    from designer.core import atomic

    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.add_from_palette("pdaf")
    edited = window.document.design
    target = tmp_path / "cruiser.yaml"
    target.write_text("old contents\n", encoding="utf-8")

    def no_space(*args):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "replace", no_space)
    assert window.files.save_as(target) is False
    ((title, message),) = dialogs.errors
    assert "No space left on device" in message and "previous file is unchanged" in message
    assert target.read_text(encoding="utf-8") == "old contents\n"
    assert window.document.design == edited and window.document.dirty


# Issue 11, item 10: figures past a 32-bit int (10,000 beams of damage 100,000) are scaled by the
# header's bar, not handed to QProgressBar as they are.
HUGE_BSCS = (
    "hullwright: 1\ngame: bscs\nname: Overkill\n"
    "systems:\n- {type: beam, count: 10000, damage: 100000}\n- {type: reactor, output: 1}\n"
    "hull: 1\n"
)


def test_a_design_with_figures_past_any_int_opens_and_its_bar_is_full(qtbot, make_window, tmp_path):
    path = tmp_path / "overkill.yaml"
    path.write_text(HUGE_BSCS)
    window = make_window(None)
    assert window.files.open_file(path)
    with qtbot.waitSignal(window.refreshed, timeout=5000):
        window.schedule_refresh()
    size = window.panes.header.meters["size"]
    assert size.meter.used * 10 > 2**31  # the old bar counted tenths of this in a 32-bit int
    power = window.panes.header.meters["power"]  # 10,000 beams draw far past 1 reactor's output
    assert power.bar.value() == power.bar.maximum()  # over the limit: the bar is full


def test_the_notes_of_a_design_never_make_it_a_fleet(qtbot, make_window, tmp_path):
    """Issue 11, item 11: a file's kind comes from its keys, not from a line of its text."""
    from tests.app.conftest import HEAVY_CRUISER

    path = tmp_path / "cruiser.yaml"
    # A multi-line quoted scalar may continue at column 0: this line begins "fleet:".
    path.write_text(HEAVY_CRUISER.read_text().split("notes:")[0] + 'notes: "my notes\nfleet: the 3rd"\n')
    window = make_window(None)
    assert window.files.open_file(path)
    assert window.document.path == path and window.main_tabs.currentIndex() == 0
