"""A wheel that installs: built from this tree, installed (not editable) into a fresh venv,
it finds its catalogs and templates from any folder and validates and exports a bundled design."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pypdf

ROOT = Path(__file__).resolve().parents[1]


def run(*args, cwd: Path, env=None) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=300)
    assert done.returncode == 0, f"{args}: {done.stdout}"
    return done.stdout


def test_the_wheel_works_from_any_folder(tmp_path):
    wheels = tmp_path / "wheels"
    built = run(sys.executable, "-m", "pip", "wheel", "--verbose", "--no-deps",
                "--no-build-isolation", "-w", wheels, ROOT, cwd=tmp_path)
    # Issue 21 item 22: the build says nothing is deprecated (license as an SPDX string).
    assert "Deprecat" not in built, built
    wheel = next(wheels.glob("hullwright-*.whl"))
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    # The dependencies are the test venv's own (--no-deps keeps it fast): a .pth line adds its
    # site-packages after the new venv's (a path in a .pth is not itself a site folder, so the
    # editable install's finder there is not run: only the wheel provides ``designer``).
    site = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                    cwd=tmp_path).strip())
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps",
        "--no-index", wheel, cwd=tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = run(python, "-c", "import designer, designer.core.paths as p; "
                "print(designer.__file__); print(p.CATALOGS)", cwd=elsewhere).split("\n")
    assert Path(where[0]).is_relative_to(venv)
    frigate = Path(where[1]) / "full-thrust" / "designs" / "frigate.yaml"
    assert frigate.is_file() and frigate.is_relative_to(venv)
    env = {**os.environ, "HULLWRIGHT_STATE_DIR": str(tmp_path / "state")}
    hullwright = venv / "bin" / "hullwright"
    assert "Frigate" in run(hullwright, "validate", frigate, cwd=elsewhere, env=env)
    run(hullwright, "export", frigate, cwd=elsewhere, env=env)
    assert pypdf.PdfReader(elsewhere / "exports" / "frigate.pdf").pages
