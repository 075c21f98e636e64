"""Outputs of every bundled design and fleet, kept so an engine change can prove it changed
nothing it did not mean to: ``validate --json`` and ``fleet --json`` as parsed JSON, and the
SHA-256 of each design's PDF, each game's whole catalog PDF and each fleet's battle pack.

``python -m tools.baseline`` prints the current outputs' differences from ``tools/baseline.json``;
``python -m tools.baseline --write`` rewrites it (do so only in a commit that changes outputs on
purpose, and say what changed). ``tests/test_baseline.py`` compares on every run.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import sys
import tempfile
from pathlib import Path

from designer.cli import main as hullwright

ROOT = Path(__file__).resolve().parents[1]
CATALOGS = ROOT / "catalogs"
BASELINE = Path(__file__).with_name("baseline.json")


def _run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = hullwright(list(argv))
    return code, out.getvalue()


def _pdf_sha(files: list[Path], folder: Path) -> str:
    target = folder / "out.pdf"
    code, _ = _run("export", *map(str, files), "-o", str(target))
    if code != 0:
        return f"exit {code}"
    return hashlib.sha256(target.read_bytes()).hexdigest()


def outputs() -> dict:
    """Every output the baseline keeps, keyed by the catalog-relative file (or game). PDFs are
    made with their fixed date: a SOURCE_DATE_EPOCH in the environment would change every hash."""
    result: dict = {"designs": {}, "fleets": {}, "catalog_pdfs": {}}
    with tempfile.TemporaryDirectory() as tmp, _fixed_pdf_date():
        folder = Path(tmp)
        for game_dir in sorted(p for p in CATALOGS.iterdir() if p.is_dir()):
            designs = sorted((game_dir / "designs").glob("*.yaml"))
            for path in designs:
                code, text = _run("validate", "--json", str(path))
                result["designs"][str(path.relative_to(CATALOGS))] = {
                    "exit": code, "json": _without_files(json.loads(text)),
                    "pdf": _pdf_sha([path], folder)}
            if designs:
                result["catalog_pdfs"][game_dir.name] = _pdf_sha(designs, folder)
            for path in sorted((game_dir / "fleets").glob("*.yaml")):
                code, text = _run("fleet", "--json", str(path))
                result["fleets"][str(path.relative_to(CATALOGS))] = {
                    "exit": code, "json": json.loads(text), "pdf": _pdf_sha([path], folder)}
    return result


@contextlib.contextmanager
def _fixed_pdf_date():
    saved = os.environ.pop("SOURCE_DATE_EPOCH", None)
    try:
        yield
    finally:
        if saved is not None:
            os.environ["SOURCE_DATE_EPOCH"] = saved


def _without_files(results: list) -> list:
    """The file path printed is the absolute one given: not part of what is compared."""
    return [{k: v for k, v in r.items() if k != "file"} for r in results]


def differences(old: dict, new: dict, where: str = "") -> list[str]:
    """Every path at which two outputs differ, with both values (short)."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for key in sorted(set(old) | set(new), key=str):
            if key not in new:
                out.append(f"{where}/{key}: gone")
            elif key not in old:
                out.append(f"{where}/{key}: new")
            else:
                out += differences(old[key], new[key], f"{where}/{key}")
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [d for i, (a, b) in enumerate(zip(old, new)) for d in differences(a, b, f"{where}[{i}]")]
    if old != new:
        return [f"{where}: {str(old)[:80]} -> {str(new)[:80]}"]
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.baseline")
    parser.add_argument("--write", action="store_true", help="rewrite tools/baseline.json")
    args = parser.parse_args(argv)
    now = outputs()
    if args.write:
        BASELINE.write_text(json.dumps(now, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                            encoding="utf-8")
        print(f"wrote {BASELINE}")
        return 0
    diffs = differences(json.loads(BASELINE.read_text(encoding="utf-8")), now)
    print("\n".join(diffs) or "no differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
