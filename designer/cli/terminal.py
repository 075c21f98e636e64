"""Printing for people: every line through ``printable``, JSON through ``json_text`` (see
``core/terminal_text.py``); every command's JSON output through ``say_json``, which stamps it
with the program's version."""

from __future__ import annotations

import sys

from designer import __version__
from designer.core.terminal_text import clipped, json_text, printable

__all__ = ["clipped", "json_text", "printable", "say", "say_json", "versioned", "warn"]


def say(text: object = "", file=None, end: str = "\n") -> None:
    """Print ``text`` escaped (to stdout, or ``file``)."""
    print(printable(text), file=file or sys.stdout, end=end)


def warn(text: object) -> None:
    """Print ``text`` escaped on stderr."""
    say(text, sys.stderr)


def versioned(data: object) -> object:
    """``data`` with ``"version"`` (the program's, as ``--version`` prints it) as the first field
    of its top-level object; an array has no top level of its own, so each object in it gets
    it. The one place JSON outputs are stamped: a result says which program made it."""
    if isinstance(data, dict):
        return {"version": __version__, **data}
    if isinstance(data, list):
        return [versioned(item) if isinstance(item, dict) else item for item in data]
    return data


def say_json(data: object) -> None:
    """Print a command's JSON output (stdout), stamped with the version."""
    print(json_text(versioned(data)))
