"""Shared by every game's profile tests: a broken profile of a game is refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.core.errors import LoadError
from designer.core.profile import load_profile

HEADER = "hullwright: 1\nprofile: Broken\nversion: 1\ngame: {game}\nsource: test\nnotes: a broken profile\n"
FIRST_LINE = 7  # the line the text after the header starts on


def broken_profile_test(game: str, cases: dict[str, tuple[str, int, str]]):
    """A test that each case (the text after the header, its line, what the error says) of a
    broken profile of ``game`` is refused at its line."""

    @pytest.mark.parametrize("case", cases)
    def test(tmp_path, case):
        assert_refused_at(tmp_path, game, *cases[case])

    return test


def assert_refused_at(folder: Path, game: str, text: str, line: int, says: str) -> None:
    """A profile of ``game`` ending in ``text`` is a LoadError at FILE:``line``: saying ``says``."""
    path = folder / "p.yaml"
    path.write_text(HEADER.format(game=game) + text, encoding="utf-8")
    with pytest.raises(LoadError) as info:
        load_profile(path)
    assert str(info.value).startswith(f"{path}:{line}:") and says in str(info.value), str(info.value)
