"""Issue 7 in the window: every hostile file of the README's Robustness table, opened from the
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
    assert window.open_file(path) is False
    assert window.document.design is before
    (title, message), = dialogs.errors
    assert case.says in message and message.startswith(str(path))
