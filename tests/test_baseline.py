"""Every bundled design and fleet gives the outputs recorded in ``tools/baseline.json``: the same
``validate --json``, ``fleet --json`` and the same display lists (what each sheet draws, page by
page, its text apart). A change that alters them on purpose rewrites the baseline
(``python -m tools.baseline --write``) in its own commit."""

import json
from dataclasses import replace
from pathlib import Path

from designer.cli.export_command import export_sheet
from designer.sheets.display import Line, Page, Text, walk
from tools.baseline import BASELINE, differences, outputs, recorded

ROOT = Path(__file__).resolve().parents[1]
DESIGN = ROOT / "catalogs" / "sfb" / "designs"  # one ship a page


def test_outputs_match_the_baseline():
    recorded_outputs = json.loads(BASELINE.read_text(encoding="utf-8"))
    sheets = {}
    assert differences(recorded_outputs, outputs(sheets), sheets=sheets) == []


def _changed(page: Page, kind: type, change) -> tuple[Page, int]:
    """``page`` with its first top-level item of ``kind`` changed, and that item's number among
    the page's primitives (groups flattened, from 1)."""
    n = next(i for i, item in enumerate(page.items) if isinstance(item, kind))
    flat = len(list(walk(page.items[:n]))) + 1
    items = page.items[:n] + (change(page.items[n]),) + page.items[n + 1 :]
    return replace(page, items=items), flat


def _sheet_with(page_number: int, kind: type, change):
    sheet, _, _ = export_sheet(sorted(DESIGN.glob("*.yaml"))[:2])
    page, flat = _changed(sheet.pages[page_number - 1], kind, change)
    pages = sheet.pages[: page_number - 1] + (page,) + sheet.pages[page_number:]
    return sheet, replace(sheet, pages=pages), flat


def test_a_moved_line_is_named_by_output_page_and_item_and_the_text_is_unchanged():
    before, after, flat = _sheet_with(1, Line, lambda line: replace(line, y1=line.y1 + 1))
    diffs = differences({"sheet": recorded(before)}, {"sheet": recorded(after)}, "/x", {"/x/sheet": after})
    label = after.pages[0].label
    assert len(diffs) == 1, diffs
    assert diffs[0].startswith(f"/x/sheet page 1 ({label}): item {flat} of ")
    assert "now Line(" in diffs[0]


def test_a_changed_word_says_the_text_changed_too():
    before, after, flat = _sheet_with(2, Text, lambda text: replace(text, text=text.text + "!"))
    diffs = differences({"sheet": recorded(before)}, {"sheet": recorded(after)}, "/x", {"/x/sheet": after})
    at = f"/x/sheet page 2 ({after.pages[1].label})"
    assert diffs[0] == f"{at}: its text changed"
    assert diffs[1].startswith(f"{at}: item {flat} of ") and "!'" in diffs[1]


def test_a_page_more_is_said_as_the_page_count():
    before, _, _ = _sheet_with(1, Line, lambda line: line)
    after = replace(before, pages=before.pages + before.pages[-1:])
    assert differences({"s": recorded(before)}, {"s": recorded(after)}) == [
        f"/s: {len(before.pages)} pages -> {len(after.pages)}"
    ]
