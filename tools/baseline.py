"""Outputs of every bundled design and fleet, kept so an engine change can prove it changed
nothing it did not mean to: ``validate --json`` and ``fleet --json`` as parsed JSON, and the
display lists (what is drawn) of each design's sheet, each game's whole catalog, each game's
blank form and each fleet's battle pack: per page a hash of its items, a hash of its text apart (a moved
line and a changed
word read differently) and a short digest of each item, so a difference names the output, the
page and the item. The PDF's bytes are the renderer's business (``tests/sheets/test_pdf.py``).

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
import sys
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

from designer.cli import main as hullwright
from designer.cli.export_command import export_sheet
from designer.core.errors import LoadError
from designer.sheets.display import Page, Sheet, Text, walk
from designer.sheets.export import ExportError, PrintSettings

ROOT = Path(__file__).resolve().parents[1]
CATALOGS = ROOT / "catalogs"
BASELINE = Path(__file__).with_name("baseline.json")


def _run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = hullwright(list(argv))
    return code, out.getvalue()


def _sheet(
    files: list[Path], keep: dict[str, Sheet] | None, where: str, settings: PrintSettings = PrintSettings()
) -> dict[str, Any] | str:
    """The recorded form of the sheet ``hullwright export`` prints for ``files`` (what it says
    instead when it cannot be made); ``keep`` collects the sheet itself under ``where``."""
    try:
        sheet, _, _ = export_sheet(files, settings)
    except (LoadError, ExportError) as exc:  # recorded as it fails
        return f"{type(exc).__name__}: {exc}"
    if keep is not None:
        keep[where] = sheet
    return recorded(sheet)


def recorded(sheet: Sheet) -> dict[str, Any]:
    """A sheet as the baseline keeps it: its metadata's hash, its page count, and per page the
    hash of its items and of its text and each item's digest (primitives, groups flattened)."""
    meta = (sheet.title, sheet.author, sheet.subject, sheet.keywords, sheet.info)
    return {
        "meta": _hash(repr(meta)),
        "pages": len(sheet.pages),
        "page": [_page(page) for page in sheet.pages],
    }


def _page(page: Page) -> dict[str, str]:
    items = [_canon(item) for item in walk(page.items)]
    text = "\n".join(item.text for item in walk(page.items) if isinstance(item, Text))
    return {
        "label": page.label,
        "draw": _hash(f"{_number(page.width)} {_number(page.height)}\n" + "\n".join(items)),
        "text": _hash(text),
        "items": "".join(_hash(i)[:DIGEST] for i in items),
    }


DIGEST = 4  # hex digits of an item's digest: enough to find a changed item, the page hash proves it


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _canon(value: object) -> str:
    """A display item written out field by field, numbers to a thousandth of a point (a sum
    reordered is the same drawing)."""
    if is_dataclass(value) and not isinstance(value, type):
        inner = ",".join(_canon(getattr(value, f.name)) for f in fields(value))
        return f"{type(value).__name__}({inner})"
    if isinstance(value, tuple):
        return "(" + ",".join(_canon(v) for v in value) + ")"
    if isinstance(value, float):
        return _number(value)
    return repr(value)


def _number(value: float) -> str:
    return f"{round(value, 3) + 0.0:g}"


def outputs(keep: dict[str, Sheet] | None = None) -> dict[str, Any]:
    """Every output the baseline keeps, keyed by the catalog-relative file (or game); ``keep``
    (when given) collects each sheet under the place its record has in the result."""
    result: dict[str, Any] = {"designs": {}, "fleets": {}, "catalog_sheets": {}, "blank_sheets": {}}
    for game_dir in sorted(p for p in CATALOGS.iterdir() if p.is_dir()):
        designs = sorted((game_dir / "designs").glob("*.yaml"))
        for path in designs:
            name = str(path.relative_to(CATALOGS))
            code, text = _run("validate", "--json", str(path))
            result["designs"][name] = {
                "exit": code,
                "json": _without_files(json.loads(text)),
                "sheet": _sheet([path], keep, f"/designs/{name}/sheet"),
            }
        if designs:
            result["catalog_sheets"][game_dir.name] = _sheet(
                designs, keep, f"/catalog_sheets/{game_dir.name}"
            )
            # the game's blank form, after its first design's sheet (``export --blank``)
            result["blank_sheets"][game_dir.name] = _sheet(
                designs[:1], keep, f"/blank_sheets/{game_dir.name}", PrintSettings(blank=True)
            )
        for path in sorted((game_dir / "fleets").glob("*.yaml")):
            name = str(path.relative_to(CATALOGS))
            code, text = _run("fleet", "--json", str(path))
            result["fleets"][name] = {
                "exit": code,
                "json": json.loads(text),
                "sheet": _sheet([path], keep, f"/fleets/{name}/sheet"),
            }
    return result


def _without_files(results: list) -> list:
    """The file path printed is the absolute one given: not part of what is compared."""
    return [{k: v for k, v in r.items() if k != "file"} for r in results]


def differences(old: Any, new: Any, where: str = "", sheets: dict[str, Sheet] | None = None) -> list[str]:
    """Every path at which two outputs differ, with both values (short); a sheet's differences
    name the page and the item (described from ``sheets``, the new sheets, when given)."""
    if isinstance(old, dict) and isinstance(new, dict):
        if "page" in old and "page" in new:
            return sheet_differences(old, new, where, (sheets or {}).get(where))
        out = []
        for key in sorted(set(old) | set(new), key=str):
            if key not in new:
                out.append(f"{where}/{key}: gone")
            elif key not in old:
                out.append(f"{where}/{key}: new")
            else:
                out += differences(old[key], new[key], f"{where}/{key}", sheets)
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [
            d for i, (a, b) in enumerate(zip(old, new)) for d in differences(a, b, f"{where}[{i}]", sheets)
        ]
    if old != new:
        return [f"{where}: {str(old)[:80]} -> {str(new)[:80]}"]
    return []


def sheet_differences(
    old: dict[str, Any], new: dict[str, Any], where: str, sheet: Sheet | None = None
) -> list[str]:
    """How two recorded sheets differ: the page count, the metadata, and for each page whose
    items differ, its number and label, whether its text changed, and the first item that
    differs (``sheet``, the new one, describes it)."""
    out = []
    if old["pages"] != new["pages"]:
        out.append(f"{where}: {old['pages']} pages -> {new['pages']}")
    if old["meta"] != new["meta"]:
        out.append(f"{where}: the title, subject or keywords changed")
    for n, (a, b) in enumerate(zip(old["page"], new["page"]), 1):
        if a["draw"] == b["draw"]:
            continue
        at = f"{where} page {n} ({b['label']})"
        if a["text"] != b["text"]:
            out.append(f"{at}: its text changed")
        first, count = _first_changed(a["items"], b["items"])
        item = ""
        if sheet is not None and first < count:
            item = ": now " + _canon(list(walk(sheet.pages[n - 1].items))[first])[:160]
        out.append(f"{at}: item {first + 1} of {count} differs (was {len(a['items']) // DIGEST} items){item}")
    return out


def _first_changed(old: str, new: str) -> tuple[int, int]:
    """The index of the first item whose digest differs (or the page's drawing, when only its
    size changed) and how many items the new page has."""
    olds = [old[i : i + DIGEST] for i in range(0, len(old), DIGEST)]
    news = [new[i : i + DIGEST] for i in range(0, len(new), DIGEST)]
    first = next((i for i, (a, b) in enumerate(zip(olds, news)) if a != b), min(len(olds), len(news)))
    return first, len(news)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.baseline")
    parser.add_argument("--write", action="store_true", help="rewrite tools/baseline.json")
    args = parser.parse_args(argv)
    sheets: dict[str, Sheet] = {}
    now = outputs(sheets)
    if args.write:
        BASELINE.write_text(
            json.dumps(now, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        print(f"wrote {BASELINE}")
        return 0
    diffs = differences(json.loads(BASELINE.read_text(encoding="utf-8")), now, sheets=sheets)
    print("\n".join(diffs) or "no differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
