"""Every test runs with its own state folder, so nothing a test does (an autosave, the recent
list, a crash log after an internal error) reaches the real one of whoever runs the suite; and
with its own per-user data and Documents folders, so nothing is read from (or copied out of)
the real ones, the old name's included."""

import pytest


@pytest.fixture(autouse=True)
def own_state_folder(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("HULLWRIGHT_STATE_DIR", str(tmp_path_factory.mktemp("state")))
    home = tmp_path_factory.mktemp("xdg")
    for name, folder in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_DOCUMENTS_DIR", "Documents"),
    ):
        monkeypatch.setenv(name, str(home / folder))
    for old in ("DRYDOCK_STATE_DIR", "DRYDOCK_CLASS_PATH"):  # a developer's own, set for the old name
        monkeypatch.delenv(old, raising=False)
