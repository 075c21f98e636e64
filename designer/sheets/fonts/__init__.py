"""The sheet fonts (DejaVu Sans Condensed, see LICENSE.txt) and text metrics read from them.

Layout measures text here, from the TTF's own advance widths, and never asks a renderer: the
PDF (reportlab embeds these same files) and the window's QPainter preview (load the same files
with ``QFontDatabase.addApplicationFont(font_path(...))`` and switch kerning off) then break and
cut every line at the same place. Widths are plain sums of advance widths: no kerning, no
ligatures, which is also what reportlab draws.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from fontTools.ttLib import TTFont

FONT_DIR = Path(__file__).resolve().parent
FONT_FILES = {"regular": "DejaVuSansCondensed.ttf", "bold": "DejaVuSansCondensed-Bold.ttf"}
FONT_NAMES = {"regular": "HullwrightSans", "bold": "HullwrightSans-Bold"}  # names inside the PDF
REPLACEMENT = "\ufffd"  # drawn for characters the font lacks; both faces have it
ELLIPSIS = "\u2026"


def font_path(font: str = "regular") -> Path:
    """The TTF file of ``"regular"`` or ``"bold"``."""
    try:
        return FONT_DIR / FONT_FILES[font]
    except KeyError:
        raise ValueError(f"unknown sheet font {font!r}; expected one of {sorted(FONT_FILES)}") from None


@dataclass(frozen=True)
class FontMetrics:
    """Advance widths and vertical metrics of one face, in font units (``units_per_em``)."""

    name: str
    units_per_em: int
    ascent: int
    descent: int  # negative, below the baseline
    widths: dict[int, int]  # code point -> advance width
    # Characters as the sheet draws them, to their advance widths: what cleaning leaves alone.
    drawn: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        drawn = {chr(code): w for code, w in self.widths.items() if _drawable(chr(code))}
        object.__setattr__(self, "drawn", drawn)

    def has(self, char: str) -> bool:
        return ord(char) in self.widths

    def units(self, text: str) -> int:
        """The advance width of ``text`` in font units (text already cleaned)."""
        try:
            return sum(map(self.drawn.__getitem__, text))  # the common case, a third the cost
        except KeyError:  # text not cleaned: what the face lacks is drawn as the replacement
            missing = self.widths.get(ord(REPLACEMENT), self.units_per_em // 2)
            return sum(self.widths.get(ord(ch), missing) for ch in text)

    def at(self, units: int, size: float) -> float:
        """``units`` font units in points at ``size``."""
        return units * size / self.units_per_em

    def width(self, text: str, size: float) -> float:
        """The advance width of ``text`` at ``size`` points (text already cleaned)."""
        return self.units(text) * size / self.units_per_em

    def ascender(self, size: float) -> float:
        return self.ascent * size / self.units_per_em

    def descender(self, size: float) -> float:
        """How far below the baseline the face reaches, as a positive number of points."""
        return -self.descent * size / self.units_per_em


@lru_cache(maxsize=None)
def metrics(font: str = "regular") -> FontMetrics:
    """The metrics of a sheet face, read once from its TTF."""
    tt = TTFont(font_path(font), lazy=True)
    # Glyphs are matched by index only: numbered names spare decoding the 'post' table's ~6000
    # glyph names, a third of the face's first-layout cost (the window's start-up waits on it).
    tt.setGlyphOrder([f"glyph{i}" for i in range(tt["maxp"].numGlyphs)])
    hmtx = tt["hmtx"].metrics
    widths = {code: hmtx[glyph][0] for code, glyph in tt.getBestCmap().items()}
    hhea = tt["hhea"]
    result = FontMetrics(FONT_NAMES[font], tt["head"].unitsPerEm, hhea.ascent, hhea.descent, widths)
    tt.close()
    return result


WHITE = "\t\n\r\v\f\u2028\u2029"  # drawn as spaces
NOT_DRAWN = ("Cc", "Cf", "Cs", "Co", "Cn")  # categories drawn as the replacement


def _drawable(ch: str) -> bool:
    """Whether the sheet draws ``ch`` as itself, given the face has it (``clean_text``)."""
    return ch not in WHITE and ord(ch) <= 0xFFFF and unicodedata.category(ch) not in NOT_DRAWN


def clean_text(text: str, font: str = "regular") -> str:
    """``text`` as the sheet can draw it: line breaks and tabs become spaces, and every
    character the face lacks (control characters, most emoji, anything beyond the Basic
    Multilingual Plane, which neither reportlab's subsetter nor every Qt build handles alike)
    becomes a visible U+FFFD."""
    text = str(text)
    if text.isascii() and text.isprintable():
        return text  # the common case: both faces cover printable ASCII
    face = metrics(font)
    if face.drawn.keys() >= set(text):
        return text  # "×", "·", "→": drawn as they are
    out = []
    for ch in text:
        if ch in WHITE:
            out.append(" ")
        elif not _drawable(ch) or not face.has(ch):
            out.append(REPLACEMENT)
        else:
            out.append(ch)
    return "".join(out)


def text_width(text: str, size: float, font: str = "regular") -> float:
    """Width in points of ``text`` (cleaned first) at ``size`` points."""
    return metrics(font).width(clean_text(text, font), size)
