"""The reportlab renderer: page sizes, metadata, embedded font, vector text, identical bytes."""

from __future__ import annotations

import io
from datetime import datetime, timezone
import subprocess
import sys

import pypdf
import pytest

from designer import __version__
from designer.sheets.display import Circle, Group, Line, Page, Polygon, Rect, Sheet, Style, Text
from designer.sheets.pdf import render_pdf

A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)


def sample_sheet(size=A4) -> Sheet:
    items = (
        Rect(20, 20, 100, 50, Style(fill="#eeeeee"), radius=3),
        Line(0, 0, 50, 50, Style(dash=(2, 1))),
        Circle(200, 100, 20, Style(fill="#000000")),
        Polygon(((300, 300), (350, 300), (325, 350))),
        Polygon(((300, 400), (350, 400), (325, 450)), closed=False),
        Group(
            (
                Text(50, 200, "Superheavy Cruiser", 12, "bold"),
                Text(300, 220, "MASS 36", 9, anchor="middle"),
                Text(500, 240, "267 pts", 9, anchor="end"),
            ),
            "g",
            "name",
        ),
    )
    return Sheet(
        (Page(*size, items), Page(*size, ())),
        title="Test sheet",
        author="Hullwright",
        subject="record sheets",
        keywords=("a", "b"),
    )


def read(data: bytes) -> pypdf.PdfReader:
    return pypdf.PdfReader(io.BytesIO(data))


@pytest.mark.parametrize("size", [A4, LETTER])
def test_page_size_is_exact(size):
    reader = read(render_pdf(sample_sheet(size)))
    assert len(reader.pages) == 2
    for page in reader.pages:
        box = page.mediabox
        assert (float(box.width), float(box.height)) == pytest.approx(size, abs=0.005)


def test_metadata_font_and_text():
    data = render_pdf(sample_sheet())
    reader = read(data)
    meta = reader.metadata
    assert meta.title == "Test sheet" and meta.author == "Hullwright" and meta.subject == "record sheets"
    assert meta.creator == meta.producer == f"Hullwright {__version__}"  # issue 25: name and version
    text = reader.pages[0].extract_text()
    for word in ("Superheavy Cruiser", "MASS 36", "267 pts"):
        assert word in text
    fonts = reader.pages[0]["/Resources"]["/Font"]
    descriptors = [
        f.get_object()["/DescendantFonts"][0].get_object()["/FontDescriptor"]
        if "/DescendantFonts" in f.get_object()
        else f.get_object()["/FontDescriptor"]
        for f in fonts.values()
    ]
    assert descriptors and all("/FontFile2" in d.get_object() for d in descriptors)  # embedded TTF


def test_text_is_placed_top_down_with_anchors():
    """y-down display coordinates land the right way up in the PDF (baseline = 842 - y)."""
    seen = {}

    def visit(text, cm, tm, font, size):
        if text.strip():
            seen[text.strip()] = (tm[4], tm[5])

    read(render_pdf(sample_sheet())).pages[0].extract_text(visitor_text=visit)
    x, y = seen["Superheavy Cruiser"]
    assert x == pytest.approx(50, abs=0.01) and y == pytest.approx(A4[1] - 200, abs=0.01)
    x_end, _ = seen["267 pts"]
    assert x_end < 500  # right-anchored: starts left of its anchor


def test_same_sheet_gives_identical_bytes_across_processes(monkeypatch):
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)  # the child inherits the environment
    script = (
        "import sys; from tests.sheets.test_pdf import sample_sheet; "
        "from designer.sheets.pdf import render_pdf; sys.stdout.buffer.write(render_pdf(sample_sheet()))"
    )
    other = subprocess.run([sys.executable, "-c", script], capture_output=True, check=True).stdout
    assert other == render_pdf(sample_sheet()) == render_pdf(sample_sheet())
    assert b"D:2000" in other  # reportlab's invariant date, not the clock


def test_the_date_is_fixed_unless_source_date_epoch_says_otherwise(monkeypatch):
    """Issue 15 item 13: without SOURCE_DATE_EPOCH the date is 2000-01-01 (same bytes every day);
    with it, the PDF carries that date (the reproducible-builds convention), still byte-stable."""
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    fixed = read(render_pdf(sample_sheet())).metadata
    assert fixed.creation_date == fixed.modification_date == datetime(2000, 1, 1, tzinfo=timezone.utc)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    stamped = render_pdf(sample_sheet())
    assert read(stamped).metadata.creation_date == datetime(2023, 11, 14, 22, 13, 20, tzinfo=timezone.utc)
    assert stamped == render_pdf(sample_sheet())


def test_a_malformed_source_date_epoch_is_refused_with_what_to_do(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "yesterday")
    with pytest.raises(ValueError, match="SOURCE_DATE_EPOCH is 'yesterday'.*whole number of seconds"):
        render_pdf(sample_sheet())
