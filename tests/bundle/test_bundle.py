"""The bundle needs no Python (issue 25 item 4): ``make bundle``'s ``.tar.gz``, unpacked into an
empty folder and run with a clean environment (only HOME, a state folder and the offscreen Qt
platform: no venv, no PATH, so no Python to fall back on), prints its version, validates, exports
a design and a fleet of every game to valid PDFs and renders the window to a PNG.

Run by ``make bundle-test`` (which names the archive in ``HULLWRIGHT_BUNDLE``); skipped without
it, so ``make test`` never needs a bundle.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import tarfile
import time
from pathlib import Path

import pypdf
import pytest

from designer import __version__

ARCHIVE = os.environ.get("HULLWRIGHT_BUNDLE", "")
pytestmark = pytest.mark.skipif(
    not ARCHIVE or not Path(ARCHIVE).is_file(), reason="no bundle: run `make bundle && make bundle-test`"
)

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "catalogs"
DESIGNS = {
    "full-thrust": "full-thrust/designs/frigate.yaml",
    "bscs": "bscs/designs/tc1-frigate.yaml",
    "star-blazers": "star-blazers/designs/comet-storm.yaml",
    "sfb": "sfb/designs/rutan-light-cruiser.yaml",
}
FLEETS = {
    "full-thrust": "full-thrust/fleets/esu-strike-force.yaml",
    "bscs": "bscs/fleets/frontier-patrol.yaml",
    "star-blazers": "star-blazers/fleets/1-battle-of-pluto-earth-intro.yaml",
}
# SFB ships no fleet of its own: the test writes one of two of its standard designs.
SFB_FLEET = """hullwright: 1
game: sfb
fleet: Bundle test squadron
ships:
  - {design: "catalog:rutan-light-cruiser", count: 1}
  - {design: "catalog:joshada-refit", count: 2}
"""


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """The archive unpacked into an empty folder: the path of its executable."""
    folder = tmp_path_factory.mktemp("unpacked")
    assert not any(folder.iterdir())
    with tarfile.open(ARCHIVE) as archive:
        archive.extractall(folder, filter="tar")
    exe = folder / "hullwright" / "hullwright"
    exe = exe.with_suffix(".exe") if exe.with_suffix(".exe").is_file() else exe  # Windows
    assert exe.is_file() and os.access(exe, os.X_OK)
    assert (folder / "hullwright" / "hullwright.desktop").is_file()
    assert (folder / "hullwright" / "icons" / "hullwright-256.png").is_file()
    return exe


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    """The folder the bundle runs in: its own HOME and state folder inside."""
    folder = tmp_path_factory.mktemp("work")
    (folder / "home").mkdir()
    return folder


def clean_env(work: Path) -> dict[str, str]:
    env = {
        "HOME": str(work / "home"),
        "HULLWRIGHT_STATE_DIR": str(work / "state"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    assert "PATH" not in env and shutil.which("python3", path="") is None  # nothing to fall back on
    return env


def run(exe: Path, work: Path, *args: str) -> subprocess.CompletedProcess:
    done = subprocess.run(
        [str(exe), *map(str, args)],
        cwd=work,
        env=clean_env(work),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, f"{args}: exit {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done


def assert_pdf(path: Path, pages_at_least: int = 1) -> None:
    assert path.read_bytes()[:5] == b"%PDF-"
    assert len(pypdf.PdfReader(path).pages) >= pages_at_least


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_version(bundle, work):
    started = time.perf_counter()
    assert run(bundle, work, "--version").stdout.strip().endswith(__version__)
    print(f"--version: {time.perf_counter() - started:.2f} s")


@pytest.mark.parametrize("game", sorted(DESIGNS))
def test_validate_a_design_of_each_game(bundle, work, game):
    design = CATALOGS / DESIGNS[game]
    out = run(bundle, work, "validate", design).stdout
    assert out.startswith(f"{design}: ") and "legal" in out


@pytest.mark.parametrize("game", sorted(DESIGNS))
def test_export_a_design_and_a_fleet_of_each_game(bundle, work, game):
    design = CATALOGS / DESIGNS[game]
    if game in FLEETS:
        fleet = CATALOGS / FLEETS[game]
    else:
        fleet = work / "sfb-fleet.yaml"
        fleet.write_text(SFB_FLEET, encoding="utf-8")
    run(bundle, work, "export", design, "-o", work / f"{game}-design.pdf")
    assert_pdf(work / f"{game}-design.pdf")
    run(bundle, work, "export", fleet, "-o", work / f"{game}-fleet.pdf")
    assert_pdf(work / f"{game}-fleet.pdf", pages_at_least=2 if game == "sfb" else 1)
    if game == "sfb":
        assert "Bundle test squadron" in run(bundle, work, "fleet", fleet).stdout


def test_export_to_the_default_folder(bundle, work):
    run(bundle, work, "export", CATALOGS / DESIGNS["full-thrust"])
    assert_pdf(work / "exports" / "frigate.pdf")


def test_open_screenshot_of_a_design(bundle, work):
    run(bundle, work, "open", "catalog:superheavy-cruiser", "--screenshot", work / "design.png")
    assert png_size(work / "design.png") == (1400, 900)


def test_open_screenshot_with_no_file(bundle, work):
    run(bundle, work, "open", "--screenshot", work / "start.png")
    assert png_size(work / "start.png") == (1400, 900)
