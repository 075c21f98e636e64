"""Seed line references (``001 L357``, ``L230-232``) and rules-digest references (``digest
§11.1``) taken out of text meant for the table.

Rules, findings and catalog entries cite the seed lines they come from ("Fire Arcs, 001 L186"),
so the curious can check them. A player holding the printed book cannot use a line number, so
what is printed names the section only: ``without_line_refs("Fire Arcs, 001 L186")`` is
``"Fire Arcs"``. The data keeps the reference; only the printed (or shown) text drops it.
"""

from __future__ import annotations

import re

# One reference: an optional seed number, then L and a line or range ("001 L230-232", "L186").
# A run of them starts with the seed number or a line of two digits or more, so a name such as
# "Class L5" is left alone.
_RANGE = r"(?:\s*[-\u2013]\s*L?\d+)?"
# Our rules digests' numbering ("digest §11.1", "004 digest §1, §1a", "digest correction 3",
# "digest D15") is ours, not the book's: it goes too.
_DIGEST_ONE = r"(?:§\s*\d+[\w.\-]*|D\d+\b|corrections?(?:\s+\d+)?)"
_DIGEST = rf"(?:\b\d{{3}}\s+)?\b[Dd]igest\s+{_DIGEST_ONE}(?:\s*,\s*{_DIGEST_ONE})*"
_REF = rf"(?:{_DIGEST}|(?:\b\d{{3}}\s+)?\bL\d+{_RANGE})"
_FIRST = rf"(?:{_DIGEST}|(?:\b\d{{3}}\s+L\d+|\bL\d{{2,}}){_RANGE})"
_REFS = rf"{_FIRST}(?:\s*[,;]\s*{_REF})*"
# "(002 L758-785)" or "(see 001 L357, L838)": the whole parenthesis goes.
_IN_PARENTHESES = re.compile(rf"\s*\(\s*(?:see\s+)?{_REFS}\s*\)")
# "(002 L186, reading A)" or "(002 L192-195: 'your mileage may vary')": the text stays.
_LEADING_IN_PARENTHESES = re.compile(rf"\(\s*(?:see\s+)?{_REFS}\s*[,;:]\s*")
# ", 001 L186" or ": L687-691": the references and the separator before them.
_AFTER_TEXT = re.compile(rf"\s*[,;:]?\s*{_REFS}")
_SPACES = re.compile(r"[ \t]{2,}")


def without_line_refs(text: str) -> str:
    """``text`` with every seed line reference removed, and the punctuation that introduced
    it: ``"Submunition Packs, 001 L494, L838 (one arc: catalog README)"`` becomes
    ``"Submunition Packs (one arc: catalog README)"``; a text that is only references becomes
    ``""``."""
    text = _IN_PARENTHESES.sub("", text)
    text = _LEADING_IN_PARENTHESES.sub("(", text)
    text = _AFTER_TEXT.sub("", text)
    text = _SPACES.sub(" ", text).strip()
    return text.strip(" ,;:")
