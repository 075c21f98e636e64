"""Text for people on a terminal: names, keys and paths come from files anyone may have written,
so control characters (``ESC [2J`` clears the screen, OSC sequences retitle the window, bidi
overrides reorder what is shown) are printed escaped, never raw. JSON output is safe already.
"""

from __future__ import annotations

import json
import unicodedata

_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def printable(text: object) -> str:
    """``text`` with every control character (but newline and tab) written as ``\\xNN`` /
    ``\\uNNNN``, so it shows as what it is and does nothing to the terminal."""
    return "".join(_escaped(ch) for ch in str(text))


def _escaped(ch: str) -> str:
    if ch in "\n\t" or (unicodedata.category(ch) != "Cc" and ch not in _BIDI_CONTROLS):
        return ch
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def clipped(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters for a column, a cut marked with "…" (never silent)."""
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


def json_text(data: object) -> str:
    """``data`` as indented JSON for programs, with every control and bidi character written as
    a ``\\uNNNN`` escape: the same JSON, and nothing in it acts on a terminal it is printed to
    (``json.dumps`` escapes only the characters below U+0020)."""
    text = json.dumps(data, indent=2, ensure_ascii=False)
    return "".join(ch if _escaped(ch) == ch else f"\\u{ord(ch):04x}" for ch in text)
