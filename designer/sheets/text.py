"""Text fitted to a width: cut with an ellipsis, shrunk to fit, or wrapped into lines.

All measuring goes through :mod:`designer.sheets.fonts`, never a renderer, so every renderer
draws the same string the layout chose.
"""

from __future__ import annotations

from designer.sheets.display import Anchor, Color, FontName, Text
from designer.sheets.fonts import ELLIPSIS, clean_text, metrics


def fit_text(text: str, width: float, size: float, font: FontName = "regular") -> str:
    """``text`` cleaned and, if wider than ``width`` points, cut at a character with ``…``."""
    face = metrics(font)
    text = clean_text(text, font)
    if face.width(text, size) <= width:
        return text
    if face.width(ELLIPSIS, size) > width:
        return ""
    # Binary search for the longest prefix that fits with the ellipsis: names can be long.
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if face.width(text[:mid].rstrip() + ELLIPSIS, size) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS


def shrink_to_fit(text: str, width: float, size: float, font: FontName = "regular",
                  min_size: float = 5.0) -> tuple[str, float]:
    """The largest size from ``size`` down to ``min_size`` (in 0.5 pt steps) at which ``text``
    fits; below that, the text at ``min_size`` cut with an ellipsis."""
    face = metrics(font)
    cleaned = clean_text(text, font)
    s = size
    while s >= min_size:
        if face.width(cleaned, s) <= width:
            return cleaned, s
        s -= 0.5
    return fit_text(cleaned, width, min_size, font), min_size


def wrap_text(text: str, width: float, size: float, font: FontName = "regular",
              max_lines: int | None = None) -> list[str]:
    """Greedy word wrap to ``width``; a word wider than a line is cut with an ellipsis, and
    text beyond ``max_lines`` ends the last line with an ellipsis."""
    face = metrics(font)
    lines: list[str] = []
    current = ""
    for word in clean_text(text, font).split():
        trial = f"{current} {word}" if current else word
        if face.width(trial, size) <= width:
            current = trial
            continue
        if current:
            lines.append(current)
        current = word if face.width(word, size) <= width else fit_text(word, width, size, font)
    if current:
        lines.append(current)
    if max_lines is not None and len(lines) > max_lines:
        kept = lines[:max_lines]
        kept[-1] = fit_text(kept[-1] + " " + lines[max_lines] + ELLIPSIS * 40, width, size, font)
        lines = kept
    return lines


def label(x: float, y: float, text: str, size: float = 8.0, font: FontName = "regular",
          anchor: Anchor = "start", width: float | None = None, color: Color = "#000000",
          ref: str = "") -> Text:
    """A :class:`Text` whose string is cleaned and, given ``width``, fitted to it."""
    shown = fit_text(text, width, size, font) if width is not None else clean_text(text, font)
    return Text(x, y, shown, size, font, anchor, color, ref)


def text_extent(text: str, size: float, font: FontName = "regular") -> tuple[float, float, float]:
    """(width, ascender, descender) of a line in points, for placing it in a box."""
    face = metrics(font)
    return face.width(clean_text(text, font), size), face.ascender(size), face.descender(size)
