"""Setting up and the Makefile's targets (issue 21 item 20): ``make lint`` runs the import
contracts, ``make screenshots`` rasterises sheets without poppler. (Item 21, the display check
of ``make run``: tests/app/test_platform_check.py; item 22, no deprecation warnings in the
build: tests/test_wheel.py.)"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from designer.core.paths import CATALOGS

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_lint_runs_the_import_contracts_and_ruff():
    # Run alone even under `make test` (a parent make's MAKEFLAGS and "Entering directory" lines)
    alone = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")}
    planned = subprocess.run(
        ["make", "--no-print-directory", "-n", "-W", "pyproject.toml", "lint"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=alone,
    ).stdout
    # The recipe's lines after the venv's stamp: the contracts and ruff's lint rules.
    assert any("lint-imports" in line for line in planned.splitlines())
    assert any(line.endswith("ruff check") for line in planned.splitlines())
    test = subprocess.run(
        ["make", "--no-print-directory", "-n", "test"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=alone,
    ).stdout
    assert "lint-imports" in test and "ruff check" in test  # make test lints before the tests


def test_screenshots_rasterise_a_sheet_without_poppler(tmp_path, monkeypatch, qapp):
    from tools import screenshots

    monkeypatch.setenv("PATH", str(tmp_path))  # no pdftoppm (nor anything else) to be found
    monkeypatch.setattr(screenshots, "DOCS", tmp_path)
    screenshots.exported_page(CATALOGS / "full-thrust" / "designs" / "frigate.yaml", 1, "frigate")
    png = (tmp_path / "frigate.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    # 70 dpi of an A4 page (595.28 x 841.89 points): 578.75 x 818.5, whole pixels up.
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert (width, height) == (579, 819)
