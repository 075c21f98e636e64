"""The autosave files of running sessions belong to the application that runs them (no module
state): its windows never offer each other's work, and a session that ended leaves its file to
be offered."""

from __future__ import annotations

from designer.app.autosave import Autosave, LiveSessions
from designer.games.full_thrust import GAME


def test_running_sessions_of_one_application_are_not_offered_to_each_other(tmp_path):
    sessions = LiveSessions()
    running, other = Autosave(tmp_path, live=sessions), Autosave(tmp_path, live=sessions)
    assert running.write(GAME.new_design(name="Unsaved"), None)
    assert other.pending() == []
    running.release()  # the session ended without saving: its work is offered back
    assert [r.name for r in other.pending()] == ["Unsaved"]


def test_applications_do_not_share_their_sessions(tmp_path):
    first, second = LiveSessions(), LiveSessions()
    Autosave(tmp_path, live=first)
    assert second.files == set() and len(first.files) == 1
