"""One version (issue 25): ``designer.__version__`` is the only place it is written; pyproject
reads it from there, so ``--version``, About and the installed metadata agree."""

from __future__ import annotations

import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

from designer import __version__
from designer.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_pyproject_reads_the_version_from_the_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "designer.__version__"}
    assert version("drydock") == __version__  # the installed metadata, built from it


def test_version_flag_prints_it(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip().split()[-1] == __version__
