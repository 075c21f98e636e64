"""Every test runs with its own state folder, so nothing a test does (an autosave, the recent
list, a crash log after an internal error) reaches the real one of whoever runs the suite; and
with its own per-user data and Documents folders, so nothing is read from (or copied out of)
the real ones, the old name's included.

The property tests' budgets are set here, once for every module (a module's own profile would
change the others' depending on which was imported first): `make test` draws a few examples a
test, `make fuzz` (HYPOTHESIS_PROFILE=fuzz) thousands."""

import os

import pytest
from hypothesis import HealthCheck, settings

_QUIET = [HealthCheck.too_slow, HealthCheck.filter_too_much]
settings.register_profile("ci", max_examples=20, deadline=None, suppress_health_check=_QUIET)
settings.register_profile("fuzz", max_examples=3000, deadline=None, suppress_health_check=_QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


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
