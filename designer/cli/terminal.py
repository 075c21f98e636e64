"""Printing for people: every line through ``printable``, JSON through ``json_text`` (see
``core/terminal_text.py``)."""

from __future__ import annotations

import sys

from designer.core.terminal_text import clipped, json_text, printable

__all__ = ["clipped", "json_text", "printable", "say", "warn"]


def say(text: object = "", file=None, end: str = "\n") -> None:
    """Print ``text`` escaped (to stdout, or ``file``)."""
    print(printable(text), file=file or sys.stdout, end=end)


def warn(text: object) -> None:
    """Print ``text`` escaped on stderr."""
    say(text, sys.stderr)
