"""Issue 7, text that breaks sheets: for every game, a design named with hostile text lays out,
exports to a PDF that reads back, and paints in the preview's QPainter renderer."""

import io

import pypdf
import pytest
from PySide6.QtGui import QImage, QPainter

from designer.app.sheet_painter import PagePainter
from designer.core import registry
from designer.sheets.display import Sheet, Text, walk
from designer.sheets.pdf import render_pdf
from tests.evaluating import evaluated

HOSTILE_NAMES = {
    "long": "Indomitable " * 16,
    "rtl": "\u05d4\u05de\u05e9\u05d7\u05ea\u05ea \u0627\u0644\u0645\u062f\u0645\u0631\u0629 \u202eevil",
    "emoji": "Ship \U0001f680\U0001f4a5 of \U0001f9d1\u200d\U0001f680",
    "control": "tab\there\x00nul\x1besc\x7fdel\u200bzw",
    "markup": "<b>Bold</b> & <i>x</i> </para> %s {0} \\n",
    "combining": "Z\u0351\u0358a\u0334\u0322l\u0335g\u0337o\u0336",
}
GAMES = sorted(registry.games())


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("case", sorted(HOSTILE_NAMES))
def test_hostile_name_prints_and_paints(qapp, game_id, case):
    game = registry.get(game_id)
    design = game.new_design(name=HOSTILE_NAMES[case][:200])
    pages = game.sheets.record_pages([(design, evaluated(game, design))], "a4")
    for item in walk(pages[0].items):
        if isinstance(item, Text):  # fitted, no control characters left for a renderer to trip on
            assert all(ch.isprintable() or ch == " " for ch in item.text), repr(item.text)
    reader = pypdf.PdfReader(io.BytesIO(render_pdf(Sheet(pages=tuple(pages), title=design.name))))
    assert len(reader.pages) == len(pages)
    reader.pages[0].extract_text()
    image = QImage(int(pages[0].width), int(pages[0].height), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        PagePainter(painter).page(pages[0])
    finally:
        painter.end()
