"""Every test runs with its own state folder, so nothing a test does (an autosave, the recent
list, a crash log after an internal error) reaches the real one of whoever runs the suite."""

import pytest


@pytest.fixture(autouse=True)
def own_state_folder(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("DRYDOCK_STATE_DIR", str(tmp_path_factory.mktemp("state")))
