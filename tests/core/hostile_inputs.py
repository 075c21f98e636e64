"""Every hostile input Hullwright is tried with, and the words the user sees. The user guide's
Robustness table is checked against this list (tests/core/test_hostile_files.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

GOOD = "hullwright: 1\ngame: toy\nname: Test Ship\nmass: 20\nsystems:\n  - {type: gun, count: 2}\n"


@dataclass(frozen=True)
class Hostile:
    id: str
    what: str  # the user guide's "input" column
    make: Callable[[object], object]  # tmp_path -> path of the file (or folder) to open
    says: str  # words the message must contain (the user guide's "what you see" column)


def _file(content, name="ship.yaml"):
    def make(tmp_path):
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        return path

    return make


def _big(tmp_path):
    path = tmp_path / "big.yaml"
    with path.open("wb") as handle:  # 100 MB, sparse where the file system allows
        handle.write(GOOD.encode())
        handle.seek(100 * 1024 * 1024)
        handle.write(b"\n")
    return path


def _unreadable(tmp_path):
    import os

    path = _file(GOOD)(tmp_path)
    os.chmod(path, 0)
    if os.access(path, os.R_OK):  # root reads anything: use a name that cannot be opened instead
        path = tmp_path / "ship.yaml" / "inside.yaml"
    return path


def _fifo(tmp_path):
    """A named pipe no program writes to: reading it must never wait (issue 11, item 6)."""
    import os

    path = tmp_path / "ship.yaml"
    os.mkfifo(path)
    return path


BOMB = "hullwright: 1\ngame: toy\nname: x\n" + "".join(
    f"l{i}: &l{i} [{', '.join([f'*l{i - 1}' if i else '1'] * 9)}]\n" for i in range(9)
)

HOSTILE = [
    Hostile("empty", "an empty file", _file(""), "is empty"),
    Hostile("blank", "a file of blank lines", _file("\n  \n\n"), "is empty"),
    Hostile(
        "binary",
        "a binary file (a PNG renamed .yaml)",
        _file(b"\x89PNG\r\n\x1a\n\x00\x00IHDR"),
        "binary file",
    ),
    Hostile(
        "latin1",
        "text that is not UTF-8",
        _file("hullwright: 1\nname: Caf\xe9\n".encode("latin-1")),
        "not UTF-8",
    ),
    Hostile("folder", "a folder instead of a file", lambda tmp: tmp, "is a folder"),
    Hostile("missing", "a file that does not exist", lambda tmp: tmp / "nope.yaml", "no such file"),
    Hostile("unreadable", "a file that cannot be opened", _unreadable, "cannot be read"),
    Hostile("huge", "a 100 MB file", _big, "larger than 2 MB"),
    Hostile(
        "syntax", "a YAML syntax error", _file(GOOD.replace("mass: 20", "mass: [20")), "YAML syntax error"
    ),
    Hostile("bomb", "an alias bomb (billion laughs)", _file(BOMB), "anchors"),
    Hostile("alias", "a YAML alias", _file(GOOD + "notes: *x\n"), "aliases"),
    Hostile("merge", "a YAML merge key (<<)", _file(GOOD + "<<: {a: 1}\n"), "merge keys"),
    Hostile(
        "tag",
        "a custom or Python YAML tag",
        _file("hullwright: 1\ngame: !!python/object/apply:os.system [ls]\n"),
        "custom YAML tag",
    ),
    Hostile(
        "deep",
        "10,000 levels of nesting",
        _file("hullwright: 1\nx: " + "[" * 10_000 + "]" * 10_000 + "\n"),
        "nests deeper",
    ),
    Hostile(
        "wide",
        "a list of 30,000 entries",
        _file("hullwright: 1\nx: [" + ",".join(["1"] * 30_000) + "]\n"),
        "more than 10000 entries",
    ),
    Hostile(
        "nan",
        "NaN where a number is expected",
        _file(GOOD.replace("mass: 20", "mass: .nan")),
        "not a usable number",
    ),
    Hostile(
        "inf",
        "infinity where a number is expected",
        _file(GOOD.replace("mass: 20", "mass: .inf")),
        "not a usable number",
    ),
    Hostile(
        "bigint",
        "a 5,000-digit number",
        _file(GOOD.replace("mass: 20", "mass: " + "9" * 5000)),
        "far too large",
    ),
    Hostile(
        "largeint",
        "a number past any MASS (10^13)",
        _file(GOOD.replace("mass: 20", "mass: 10000000000000")),
        "too large",
    ),
    Hostile(
        "negative",
        "a negative MASS",
        _file(GOOD.replace("mass: 20", "mass: -5")),
        "greater than or equal to 1",
    ),
    Hostile(
        "float-count", "a fractional count", _file(GOOD.replace("count: 2", "count: 2.5")), "whole number"
    ),
    Hostile("duplicate", "the same key twice", _file(GOOD + "mass: 30\n"), "appears twice"),
    Hostile("list-doc", "a list instead of a design", _file("- a\n- b\n"), "not a Hullwright design"),
    Hostile("no-envelope", "no `hullwright:` line", _file("game: toy\nname: x\n"), "add 'hullwright: 1'"),
    Hostile(
        "newer",
        "a format version newer than the program",
        _file(GOOD.replace("hullwright: 1", "hullwright: 99")),
        "newer than this program",
    ),
    Hostile("no-game", "no `game:`", _file(GOOD.replace("game: toy\n", "")), "names no game"),
    Hostile(
        "unknown-game",
        "a game the program does not know",
        _file(GOOD.replace("game: toy", "game: chess")),
        "unknown game 'chess'",
    ),
    Hostile(
        "unknown-system",
        "an unknown system type",
        _file(GOOD.replace("type: gun", "type: laser")),
        "unknown type 'laser'",
    ),
    Hostile("typo-key", "a misspelt key", _file(GOOD.replace("mass: 20", "mas: 20")), "did you mean 'mass'"),
    Hostile(
        "wrong-type",
        "text where a number is expected",
        _file(GOOD.replace("mass: 20", "mass: lots")),
        "whole number",
    ),
    Hostile("two-docs", "two YAML documents in one file", _file(GOOD + "---\n" + GOOD), "YAML syntax error"),
    Hostile(
        "fleet-as-design",
        "a fleet file opened as a design",
        _file("hullwright: 1\ngame: toy\nfleet: F\nbudget: 10\nships: []\n"),
        "is a fleet file",
    ),
    # issue 11: FIFOs and devices never block; YAML 1.1 number forms; strict types
    Hostile("fifo", "a named pipe (FIFO) that nothing writes to", _fifo, "pipe"),
    Hostile(
        "device", "a device (/dev/zero)", lambda tmp: __import__("pathlib").Path("/dev/zero"), "is a device"
    ),
    Hostile(
        "octal",
        "a number with a leading zero (044, YAML's octal 36)",
        _file(GOOD.replace("mass: 20", "mass: 044")),
        "write 44",
    ),
    Hostile(
        "base-60",
        "a base-60 number (1:00, YAML's 60)",
        _file(GOOD.replace("mass: 20", "mass: 1:00")),
        "write 60",
    ),
    Hostile(
        "binary-hex",
        "a binary or hexadecimal number (0b11, 0x1F)",
        _file(GOOD.replace("count: 2", "count: 0b11")),
        "write 3",
    ),
    Hostile(
        "digit-groups",
        "a number with digit separators (1_0)",
        _file(GOOD.replace("mass: 20", "mass: 2_0")),
        "write 20",
    ),
    Hostile(
        "text-count",
        'a count written as text ("2")',
        _file(GOOD.replace("count: 2", 'count: "2"')),
        "whole number",
    ),
    Hostile(
        "bool-count",
        "a count written as true",
        _file(GOOD.replace("count: 2", "count: true")),
        "whole number",
    ),
]
