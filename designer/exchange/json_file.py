"""Reading another tool's JSON file as hostile input: the loaders' limits, located errors.

The bytes come through the one reader (``core/file_reader``: size limit, no devices). Before
Python's parser sees the text it is checked for NUL bytes, encoding and nesting depth (a
nesting bomb is refused at the bracket that goes too deep, not by exhausting a stack); after,
for lists and objects longer than the YAML loader accepts and numbers larger than it reads. Every
refusal is a :class:`LoadError` at ``FILE:LINE:COL``, and :class:`JsonLocator` turns a path in the
data (``("design", "systems", 3)``) into the line and column where that value is written.
"""

from __future__ import annotations

import bisect
import json
import re
from pathlib import Path
from typing import Any

from designer.core.errors import LoadError
from designer.core.file_reader import read_bytes
from designer.core.yaml_source import MAX_DEPTH, MAX_ITEMS, MAX_NUMBER, path_text

JsonPath = tuple[str | int, ...]

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
_SPACE = re.compile(r"[ \t\n\r]*")
_LONG_NUMBER = 20  # digits; MAX_NUMBER has 13


def _after_space(text: str, pos: int) -> int:
    """The offset of the first character at or after ``pos`` that is not JSON whitespace."""
    space = _SPACE.match(text, pos)  # matches an empty run too: never None
    return space.end() if space else pos


class JsonLocator:
    """Line and column of any value of one JSON text, found on demand: each list or object is
    scanned once, when a path first goes into it, so many findings cost one pass."""

    def __init__(self, file: str, text: str):
        self.file = file
        self._text = text
        self._lines = [m.end() for m in re.finditer("\n", text)]
        self._starts: dict[JsonPath, int] = {(): _after_space(text, 0)}
        self._scanned: set[JsonPath] = set()

    def locate(self, path: JsonPath) -> tuple[int, int]:
        """Line and column of ``path``'s value, or of its nearest ancestor that is written."""
        path = tuple(path)
        for depth in range(len(path) + 1):
            parent = path[:depth]
            if depth == len(path) or parent not in self._starts:
                break
            if parent not in self._scanned:
                self._scan(parent)
        while path not in self._starts:
            path = path[:-1]
        return self._line_col(self._starts[path])

    def error(self, path: JsonPath, message: str) -> LoadError:
        return LoadError(self.file, f"{path_text(path) or 'the file'}: {message}", *self.locate(path))

    def _line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._lines, offset)
        return line + 1, offset - (self._lines[line - 1] if line else 0) + 1

    def _scan(self, parent: JsonPath) -> None:
        """Record where each child of the list or object at ``parent`` starts."""
        self._scanned.add(parent)
        text, pos = self._text, self._starts[parent]
        decoder = json.JSONDecoder()
        opening = text[pos : pos + 1]
        if opening not in ("[", "{"):
            return
        closing = "]" if opening == "[" else "}"
        pos = _after_space(text, pos + 1)
        index = 0
        try:
            while pos < len(text) and text[pos] != closing:
                if opening == "{":
                    key, pos = decoder.raw_decode(text, pos)  # the key's string
                    pos = _after_space(text, pos) + 1  # the colon
                    step: str | int = key
                else:
                    step, index = index, index + 1
                pos = _after_space(text, pos)
                self._starts[parent + (step,)] = pos
                _, pos = decoder.raw_decode(text, pos)
                pos = _after_space(text, pos)
                if text[pos : pos + 1] == ",":
                    pos = _after_space(text, pos + 1)
        except (ValueError, IndexError):  # the parse already succeeded; be safe all the same
            return


def read_json_file(file: str | Path, text: str | None = None) -> tuple[Any, JsonLocator]:
    """The JSON data of ``file`` (or of ``text``, as if read from it) and its locator."""
    file = str(file)
    if text is None:
        text = json_text(file, read_bytes(file, pipes=True))
    _check_depth(file, text)
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_int=_bounded_int)
    except json.JSONDecodeError as exc:
        raise LoadError(file, f"is not valid JSON ({exc.msg})", exc.lineno, exc.colno) from None
    except _Refused as exc:
        offset = max(text.find(exc.token), 0)
        raise LoadError(file, exc.message, *JsonLocator(file, text)._line_col(offset)) from None
    except (ValueError, RecursionError) as exc:
        raise LoadError(file, f"is not usable JSON ({exc})", 1, 1) from None
    locator = JsonLocator(file, text)
    _check_sizes(data, (), locator)
    return data, locator


def json_text(file: str, raw: bytes) -> str:
    """``raw`` as text, refusing NUL bytes and anything that is not UTF-8, at the byte."""
    nul = raw.find(b"\x00")
    if nul >= 0:
        line, col = _byte_line_col(raw, nul)
        raise LoadError(
            file, "holds NUL bytes: a binary file or UTF-16 text, not a JSON file saved as UTF-8", line, col
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line, col = _byte_line_col(raw, exc.start)
        raise LoadError(file, "is not UTF-8 text; save it as UTF-8", line, col) from None
    if not text.strip():
        raise LoadError(file, "is empty", 1, 1)
    return text


def _byte_line_col(raw: bytes, offset: int) -> tuple[int, int]:
    return raw.count(b"\n", 0, offset) + 1, offset - (raw.rfind(b"\n", 0, offset) + 1) + 1


class _Refused(ValueError):
    def __init__(self, token: str, message: str):
        super().__init__(message)
        self.token, self.message = token, message


def _no_constant(token: str) -> Any:
    raise _Refused(token, f"{token} is not a number a file can use; write a finite number")


def _bounded_int(token: str) -> int:
    if len(token.lstrip("-")) > _LONG_NUMBER:
        raise _Refused(
            token, f"{token[:20]}... is far too large a number for any count, MASS or points value"
        )
    return int(token)


def _check_depth(file: str, text: str) -> None:
    """Refuse nesting deeper than the YAML loader's limit, at the first bracket too deep."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    depth = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, match.start()) + 1
                col = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
                raise LoadError(
                    file,
                    f"nests deeper than {MAX_DEPTH} levels; a design or fleet is only a few levels deep",
                    line,
                    col,
                )
        elif token in "]}":
            depth = max(depth - 1, 0)


def _check_sizes(data: Any, path: JsonPath, locator: JsonLocator) -> None:
    """Lists and objects of at most MAX_ITEMS entries, numbers of at most MAX_NUMBER."""
    if isinstance(data, (list, dict)):
        if len(data) > MAX_ITEMS:
            raise locator.error(
                path,
                f"has {len(data)} entries, more than the {MAX_ITEMS} "
                "Hullwright reads in one list; split it up",
            )
        items = data.items() if isinstance(data, dict) else enumerate(data)
        for key, value in items:
            _check_sizes(value, path + (key,), locator)
    elif isinstance(data, (int, float)) and not isinstance(data, bool) and abs(data) > MAX_NUMBER:
        raise locator.error(path, f"{data} is too large a number for any count, MASS or points value")
