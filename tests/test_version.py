"""One version (issue 25): ``designer.__version__`` is the only place it is written; pyproject
reads it from there, so ``--version``, About and the installed metadata agree."""

from __future__ import annotations

import json
import re
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
    assert version("hullwright") == __version__  # the installed metadata, built from it


def test_version_flag_prints_it(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"hullwright {__version__}"


FLEET = ROOT / "catalogs" / "full-thrust" / "fleets" / "nac-lafayette-sector.yaml"
DESIGN = ROOT / "catalogs" / "full-thrust" / "designs" / "frigate.yaml"


@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "--json", str(DESIGN), "catalog:heavy-cruiser"],
        ["fleet", "--json", str(FLEET)],
        ["fleet", "--format", "json", str(FLEET.parent)],
        ["catalog", "--json", "--game", "bscs"],
        ["diff", "--json", str(DESIGN), "catalog:heavy-cruiser"],
    ],
)
def test_every_json_output_names_the_version(argv, capsys):
    """Issue 25 item 2: a JSON result says which program made it: ``"version"`` first in each
    top-level object (an array's objects each carry it)."""
    main(argv)
    data = json.loads(capsys.readouterr().out)
    objects = data if isinstance(data, list) else [data]
    assert objects and all(next(iter(o.items())) == ("version", __version__) for o in objects)


def test_the_changelog_has_an_entry_for_this_version():
    """Keep a Changelog: an Unreleased section on top, then this release's entry first."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## \[([^\]]+)\]", text, re.MULTILINE)
    assert releases[:2] == ["Unreleased", __version__]
    entry = text.split(f"## [{__version__}]", 1)[1].split("\n## [", 1)[0]
    assert all(f"issue {n}" in entry for n in (21, 22, 23, 25))


def test_the_readme_installs_this_versions_wheel():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"pipx install ./dist/hullwright-{__version__}-py3-none-any.whl" in text
    assert "pipx install hullwright" in text
