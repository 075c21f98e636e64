"""A finding's rule as people read it: the book's section name, with the seed line references
("001 L186") kept for the tooltip and the JSON. A player holding the book looks up sections;
the line numbers index our copy of the text and mean nothing on their shelf."""

from __future__ import annotations

import re

# From the first seed reference ("001 L186", "002 L192-195") to the end, with the ", " or " ("
# that introduces it.
_LINES = re.compile(r"(?:,\s*|\s*\(\s*)?\b\d{3} L\d.*$")


def section_name(rule: str) -> str:
    """``"Fire Arcs, 001 L186"`` -> ``"Fire Arcs"``; text without line references stays."""
    return _LINES.sub("", rule).strip() or rule


def line_references(rule: str) -> str:
    """The line references of a rule (``"001 L186"``), or ``""``."""
    match = re.search(r"\b\d{3} L\d.*$", rule)
    if not match:
        return ""
    text = match.group(0).strip()
    return text[:-1] if text.endswith(")") and text.count(")") > text.count("(") else text
