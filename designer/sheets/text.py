"""Text fitted to a width: wrapped onto more lines, shrunk, and only then cut with an ellipsis.

All measuring goes through :mod:`designer.sheets.fonts`, never a renderer, so every renderer
draws the same string the layout chose. No sheet prints text under :data:`MIN_TEXT_SIZE`
except one or two letters inside a symbol (a beam's class, a drive's thrust).
"""

from __future__ import annotations

from designer.sheets.display import Anchor, Color, FontName, Text
from designer.sheets.fonts import ELLIPSIS, clean_text, metrics

# Smaller print is too hard to read at the table (issue 15): captions and threshold labels at
# 5.5 pt were. One- or two-letter labels inside a symbol are drawn to the symbol's size.
MIN_TEXT_SIZE = 6.0
SYMBOL_LABEL_CHARS = 2  # the longest label exempt from MIN_TEXT_SIZE (inside a symbol)
LEADING = 1.12  # the step from one line's baseline to the next, in ems
CAP_HEIGHT = 0.73  # DejaVu Sans capitals, in ems: what to centre in a box


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


def shrink_to_fit(
    text: str, width: float, size: float, font: FontName = "regular", min_size: float = MIN_TEXT_SIZE
) -> tuple[str, float]:
    """The largest size from ``size`` down to ``min_size`` (in 0.5 pt steps) at which ``text``
    fits on one line; below that, the text at ``min_size`` cut with an ellipsis."""
    lines, fitted = fit_lines(text, width, size, font, max_lines=1, min_size=min_size)
    return (lines[0] if lines else ""), fitted


def fits_on_one_line(
    text: str, width: float, size: float, font: FontName = "regular", min_size: float = MIN_TEXT_SIZE
) -> bool:
    """Whether ``text`` fits ``width`` on one line at ``size`` or shrunk down to ``min_size``:
    what :func:`shrink_to_fit` would print without cutting."""
    return metrics(font).width(clean_text(text, font), min(size, min_size)) <= width


def fit_lines(
    text: str,
    width: float,
    size: float,
    font: FontName = "regular",
    max_lines: int = 2,
    min_size: float = MIN_TEXT_SIZE,
    height: float | None = None,
) -> tuple[list[str], float]:
    """All of ``text`` in lines of ``width``: on one line at ``size`` if it fits, else wrapped
    onto up to ``max_lines`` lines (no more than ``height`` holds, when given), else the same at
    smaller sizes down to ``min_size`` in 0.5 pt steps. Only text too long even so is cut: at
    ``min_size``, its last line ends with an ellipsis. Returns the lines and the size."""
    cleaned = clean_text(text, font)
    if not cleaned.strip():
        return [], size
    s = size
    face = metrics(font)
    while True:
        if face.width(cleaned, s) <= width:  # on one line as written (its spacing kept)
            return [cleaned], s
        lines_allowed = _lines_within(height, s, max_lines)
        lines = wrap_text(cleaned, width, s, font)
        word_cut = ELLIPSIS not in cleaned and any(ELLIPSIS in line for line in lines)
        if len(lines) <= lines_allowed and not word_cut:
            return lines, s
        if s - 0.5 < min_size - 1e-9:
            return wrap_text(cleaned, width, s, font, max_lines=lines_allowed), s
        s -= 0.5


def _lines_within(height: float | None, size: float, max_lines: int) -> int:
    """How many lines of ``size`` fit in ``height`` (at least one), at most ``max_lines``."""
    if height is None:
        return max_lines
    return max(1, min(max_lines, 1 + int((height - size + 1e-6) // (size * LEADING))))


def wrap_text(
    text: str, width: float, size: float, font: FontName = "regular", max_lines: int | None = None
) -> list[str]:
    """Greedy word wrap to ``width``; a word wider than a line is cut with an ellipsis, and
    text beyond ``max_lines`` ends the last line with an ellipsis."""
    face = metrics(font)
    lines: list[str] = []
    current, used = "", 0  # the line so far and its width in font units
    space = face.units(" ")
    for word in clean_text(text, font).split():
        own = face.units(word)
        trial = used + space + own if current else own  # widths add: no kerning
        if face.at(trial, size) <= width:
            current, used = f"{current} {word}" if current else word, trial
            continue
        if current:
            lines.append(current)
        if face.at(own, size) <= width:
            current, used = word, own
        else:
            current = fit_text(word, width, size, font)
            used = face.units(current)
    if current:
        lines.append(current)
    if max_lines is not None and len(lines) > max_lines:
        kept = lines[:max_lines]
        kept[-1] = fit_text(kept[-1] + " " + lines[max_lines] + ELLIPSIS * 40, width, size, font)
        lines = kept
    return lines


def label(
    x: float,
    y: float,
    text: str,
    size: float = 8.0,
    font: FontName = "regular",
    anchor: Anchor = "start",
    width: float | None = None,
    color: Color = "#000000",
    ref: str = "",
) -> Text:
    """A :class:`Text` whose string is cleaned and, given ``width``, fitted to it."""
    shown = fit_text(text, width, size, font) if width is not None else clean_text(text, font)
    return Text(x, y, shown, size, font, anchor, color, ref)


def text_lines(
    x: float,
    top: float,
    lines: list[str],
    size: float,
    font: FontName = "regular",
    anchor: Anchor = "start",
    color: Color = "#000000",
    ref: str = "",
) -> list[Text]:
    """Lines already fitted by :func:`fit_lines`, the first one's cap height at ``top``, each
    following line :data:`LEADING` ems lower."""
    first = top + size * CAP_HEIGHT
    return [
        Text(x, first + n * size * LEADING, line, size, font, anchor, color, ref)
        for n, line in enumerate(lines)
    ]


def lines_height(count: int, size: float) -> float:
    """From the first line's cap height to the last line's baseline, as :func:`text_lines`
    sets them: what to centre in a box."""
    if count <= 0:
        return 0.0
    return size * CAP_HEIGHT + (count - 1) * size * LEADING


def text_extent(text: str, size: float, font: FontName = "regular") -> tuple[float, float, float]:
    """(width, ascender, descender) of a line in points, for placing it in a box."""
    face = metrics(font)
    return face.width(clean_text(text, font), size), face.ascender(size), face.descender(size)
