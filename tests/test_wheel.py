"""Installable the Python way (issue 25 item 3): the source distribution built from this tree,
the wheel built from the source distribution (as pip builds one from PyPI's sdist: so the sdist
carries everything the wheel needs), both offline (no build isolation); the wheel installed (not
editable) into a fresh venv finds its catalogs and templates from any folder, validates and
exports a bundled design, and its ``open --screenshot`` renders the Start page. The command is
``hullwright``; there is no ``drydock`` command. One venv, made once for the module's checks."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pypdf
import pytest

from designer import __version__

ROOT = Path(__file__).resolve().parents[1]
BUILD_SDIST = "import sys, setuptools.build_meta as b; print(b.build_sdist(sys.argv[1]))"


def run(*args, cwd: Path, env=None) -> str:
    done = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, f"{args}: {done.stdout}"
    return done.stdout


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path | str]:
    out = tmp_path_factory.mktemp("dist")
    name = run(sys.executable, "-c", BUILD_SDIST, out, cwd=ROOT).strip().splitlines()[-1]
    log = run(
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "--verbose",
        "--no-deps",
        "--no-build-isolation",
        "-w",
        out,
        out / name,
        cwd=out,
    )
    return {"wheel": out / f"hullwright-{__version__}-py3-none-any.whl", "sdist": out / name, "log": log}


def install(artifact: Path, folder: Path) -> Path:
    """A fresh venv with ``artifact`` installed; its dependencies are the test venv's own."""
    venv = folder / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=folder)
    python = venv / "bin" / "python"
    # --no-deps keeps it fast: a .pth line adds the test venv's site-packages after the new
    # venv's (a path in a .pth is not itself a site folder, so the editable install's finder
    # there is not run: only the artifact provides ``designer``).
    site = Path(
        run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=folder).strip()
    )
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    run(
        sys.executable,
        "-m",
        "pip",
        "--python",
        python,
        "install",
        "--quiet",
        "--no-deps",
        "--no-index",
        "--no-build-isolation",
        artifact,
        cwd=folder,
    )
    return venv


@pytest.fixture(scope="module")
def venv(built, tmp_path_factory) -> Path:
    return install(built["wheel"], tmp_path_factory.mktemp("wheel"))


def test_the_build_is_named_hullwright_and_deprecates_nothing(built):
    # Issue 21 item 22: the build says nothing is deprecated (license as an SPDX string).
    assert "Deprecat" not in built["log"], built["log"]
    assert built["sdist"].name == f"hullwright-{__version__}.tar.gz"
    names = zipfile.ZipFile(built["wheel"]).namelist()
    points = zipfile.ZipFile(built["wheel"]).read(f"hullwright-{__version__}.dist-info/entry_points.txt")
    assert "hullwright = designer.cli:main" in points.decode() and "drydock =" not in points.decode()
    assert "[hullwright.games]" in points.decode()
    # The sdist carries what the wheel is built from: every catalog file, template and font.
    with tarfile.open(built["sdist"]) as sdist:
        members = {m.name.partition("/")[2] for m in sdist.getmembers()}
    for path in (p for p in names if p.startswith("designer/catalogs/")):
        assert path.replace("designer/catalogs/", "catalogs/", 1) in members, path
    assert {"README.md", "pyproject.toml", "templates/battle-pack.yaml", "docs/user-guide.md"} <= members
    # Help > User guide reads the guide from the package (issue 24 item 8), not the pictures.
    assert "designer/docs/user-guide.md" in names
    assert not any(n.startswith("designer/docs/") and n.endswith(".png") for n in names)


def test_it_works_from_any_folder(venv, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = run(
        venv / "bin" / "python",
        "-c",
        "import designer, designer.core.paths as p; print(designer.__file__); print(p.CATALOGS)",
        cwd=elsewhere,
    ).split("\n")
    assert Path(where[0]).is_relative_to(venv)
    frigate = Path(where[1]) / "full-thrust" / "designs" / "frigate.yaml"
    assert frigate.is_file() and frigate.is_relative_to(venv)
    env = {**os.environ, "HULLWRIGHT_STATE_DIR": str(tmp_path / "state")}
    hullwright = venv / "bin" / "hullwright"
    assert not (venv / "bin" / "drydock").exists()  # the old command is not kept
    assert run(hullwright, "--version", cwd=elsewhere, env=env).strip() == f"hullwright {__version__}"
    assert "Frigate" in run(hullwright, "validate", frigate, cwd=elsewhere, env=env)
    run(hullwright, "export", frigate, cwd=elsewhere, env=env)
    assert pypdf.PdfReader(elsewhere / "exports" / "frigate.pdf").pages


def test_the_wheel_opens_the_window(venv, tmp_path):
    env = {**os.environ, "HULLWRIGHT_STATE_DIR": str(tmp_path / "state"), "QT_QPA_PLATFORM": "offscreen"}
    shot = tmp_path / "start.png"
    run(venv / "bin" / "hullwright", "open", "--screenshot", shot, cwd=tmp_path, env=env)
    from PIL import Image

    with Image.open(shot) as image:  # the Start page, a window-sized picture with something on it
        assert image.width >= 800 and image.height >= 500
        assert len(image.convert("L").getcolors(maxcolors=100_000) or ()) > 20
