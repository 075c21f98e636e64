"""Read YAML into plain Python data plus a map from each value's path to its line and column.

Only the safe subset is accepted: no anchors or aliases (an alias bomb costs nothing to write
and everything to expand), no custom tags, bounded size, depth and collection lengths. Every
refusal is a :class:`LoadError` that points at the line.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from designer.core.errors import LoadError

if TYPE_CHECKING:  # the C loader's marks (yaml._yaml exists only where libyaml is built)
    from yaml._yaml import Mark as CMark
from designer.core.file_reader import read_bytes
from designer.core.old_names import KEY, OLD_KEY, renamed_key

MAX_DEPTH = 32
MAX_ITEMS = 10_000  # entries in one list or mapping (a 10,000-ship fleet still loads)
MAX_NUMBER = 10**12  # no count, MASS or budget comes near this; bigger is a typo or an attack
STANDARD_TAG = "tag:yaml.org,2002:"
PLAIN_TAGS = {STANDARD_TAG + t for t in ("str", "int", "float", "bool", "null", "seq", "map")}

Path_ = tuple[str | int, ...]


def path_text(path: Path_) -> str:
    """``("systems", 3, "arcs")`` -> ``systems[3].arcs`` (the form findings and errors use)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


@dataclass
class SourceMap:
    """Where each value (and each mapping key) of a document sits in its file."""

    file: str
    marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)

    def locate(self, path: Path_) -> tuple[int, int] | None:
        """Line and column of ``path``, or of its nearest ancestor that is in the file."""
        path = tuple(path)
        while True:
            if path in self.marks:
                return self.marks[path]
            if not path:
                return None
            path = path[:-1]

    def error(self, path: Path_, message: str) -> LoadError:
        where = self.locate(path)
        return LoadError(self.file, message, *(where or (None, None)))


class _SafeComposer(yaml.SafeLoader):
    """SafeLoader that refuses anchors, aliases and deep nesting while composing nodes."""

    def __init__(self, stream: str, file: str):
        super().__init__(stream)
        self._file = file
        self._depth = 0

    def _refuse(self, mark: yaml.Mark | CMark | None, message: str) -> LoadError:
        if mark is None:
            return LoadError(self._file, message)
        return LoadError(self._file, message, mark.line + 1, mark.column + 1)

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:  # PyYAML hook
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            raise self._refuse(
                event.start_mark,
                f"YAML aliases (*{event.anchor}) are not accepted; write the value out in full",
            )
        if getattr(event, "anchor", None):
            raise self._refuse(
                event.start_mark,
                f"YAML anchors (&{event.anchor}) are not accepted; write each value out in full",
            )
        if parent is not None and len(parent.value) >= MAX_ITEMS:  # stop early, not after the lot
            raise self._refuse(
                event.start_mark, f"has more than {MAX_ITEMS} entries in one list or mapping; split it up"
            )
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise self._refuse(
                event.start_mark,
                f"the file nests deeper than {MAX_DEPTH} levels; a design is only a few levels deep",
            )
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def read_text(file: str | Path, pipes: bool = False) -> str:
    """The file's text (through the one reader), refusing what is not small UTF-8 text."""
    raw = read_bytes(file, pipes=pipes)
    if b"\x00" in raw:
        raise LoadError(file, "is a binary file, not YAML text; open a .yaml design or fleet file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise LoadError(file, "is not UTF-8 text; save it as UTF-8", line, col) from None
    if not text.strip():
        raise LoadError(file, "is empty; a design starts with 'hullwright: 1' and 'game: ...'", 1, 1)
    return text


def load_yaml(file: str | Path, text: str | None = None, pipes: bool = False) -> tuple[Any, SourceMap]:
    """Parse one YAML document (``text``, else the file's) into plain data and its
    :class:`SourceMap`; ``pipes`` when the player named the file (see ``read_bytes``)."""
    file = str(file)
    if text is None:
        text = read_text(file, pipes)
    _check_flow_depth(text, file)
    loader = _SafeComposer(text, file)
    try:
        node = loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        line, col = (mark.line + 1, mark.column + 1) if mark else (None, None)
        raise LoadError(
            file, f"YAML syntax error: {problem}; fix the text at this point", line, col
        ) from None
    except yaml.YAMLError as exc:
        raise LoadError(file, f"YAML syntax error: {exc}") from None
    finally:
        loader.dispose()
    smap = SourceMap(file)
    if node is None:
        raise LoadError(file, "holds no YAML document; a design starts with 'hullwright: 1'", 1, 1)
    data = _build(node, (), smap, loader)
    for path, at in list(smap.marks.items()):  # errors about the old key point at its line
        if path[:1] == (OLD_KEY,):
            smap.marks.setdefault((KEY,) + path[1:], at)
    return renamed_key(data), smap


_QUOTED_OR_COMMENT = re.compile(r"'[^'\n]*'|\"(?:[^\"\\\n]|\\.)*\"|#[^\n]*")
_BRACKET = re.compile(r"[\[\]{}]")


def _check_flow_depth(text: str, file: str) -> None:
    """Refuse deep ``[[[[...`` before PyYAML's scanner, which is quadratic in flow depth."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    depth = 0
    for match in _BRACKET.finditer(_QUOTED_OR_COMMENT.sub(lambda m: " " * len(m.group()), text)):
        depth = depth + 1 if match.group() in "[{" else max(depth - 1, 0)
        if depth > MAX_DEPTH:
            line = text.count("\n", 0, match.start()) + 1
            col = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
            raise LoadError(
                file,
                f"the file nests deeper than {MAX_DEPTH} levels; a design is only a few levels deep",
                line,
                col,
            )


def _mark(node: Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def _refuse(smap: SourceMap, node: Node, message: str) -> LoadError:
    return LoadError(smap.file, message, *_mark(node))


_DECIMAL_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")
_INT_FORMS = (("0x", "hexadecimal"), ("0b", "binary"), (":", "base-60"), ("_", "digit-grouped"))


def _check_number_form(node: ScalarNode, value: int | float, smap: SourceMap) -> None:
    """Refuse the YAML 1.1 number forms that read as something other than what a player
    means: ``044`` is octal 36, ``1:00`` is 60, ``0b11`` is 3, ``1_000`` drops its ``_``."""
    text = node.value.strip()
    unsigned = text.lstrip("+-").lower()
    if isinstance(value, int):
        if _DECIMAL_INT.fullmatch(text):
            return
        kind = next((name for mark, name in _INT_FORMS if mark in unsigned), "octal (leading zero)")
        meant = int(unsigned.replace("_", "")) if kind.startswith("octal") else abs(value)
        write = f"-{meant}" if text.startswith("-") else str(meant)
    elif "_" in text or ":" in text:
        kind = "base-60" if ":" in text else "digit-grouped"
        write = repr(value)
    else:
        return
    raise _refuse(smap, node, f"{text} is a YAML {kind} number that reads as {value}; write {write}")


def _build(node: Node, path: Path_, smap: SourceMap, loader: yaml.SafeLoader) -> Any:
    smap.marks.setdefault(path, _mark(node))
    if node.tag not in PLAIN_TAGS:
        if node.tag == STANDARD_TAG + "timestamp":
            node.tag = STANDARD_TAG + "str"  # a date stays text; no design field is a date
        else:
            tag = node.tag.replace(STANDARD_TAG, "!!")
            raise _refuse(smap, node, f"custom YAML tag {tag!r} is not accepted; remove it")
    if isinstance(node, ScalarNode):
        if node.tag == STANDARD_TAG + "int" and len(node.value) > 20:
            raise _refuse(
                smap,
                node,
                f"{node.value[:20]}... is far too large a number; write a count, "
                "MASS or points value a game can use",
            )
        try:
            value = loader.construct_object(node, deep=True)
        except (yaml.YAMLError, ValueError) as exc:
            raise _refuse(smap, node, f"cannot read this value ({getattr(exc, 'problem', exc)})") from None
        if isinstance(value, float) and not math.isfinite(value):
            raise _refuse(smap, node, f"{node.value!r} is not a usable number; write a finite number")
        if isinstance(value, int) and abs(value) > MAX_NUMBER:
            raise _refuse(
                smap,
                node,
                f"{value} is too large a number for any count, MASS or points value; write a smaller one",
            )
        if isinstance(value, (bytes, bytearray)):
            raise _refuse(smap, node, "binary values are not accepted; write plain text")
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            _check_number_form(node, value, smap)
        return value
    if len(node.value) > MAX_ITEMS:
        raise _refuse(smap, node, f"has more than {MAX_ITEMS} entries; split it up")
    if isinstance(node, SequenceNode):
        return [_build(item, path + (i,), smap, loader) for i, item in enumerate(node.value)]
    if isinstance(node, MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                raise _refuse(smap, key_node, "a key must be a plain word, not a list or mapping")
            if key_node.tag == STANDARD_TAG + "merge":
                raise _refuse(smap, key_node, "YAML merge keys (<<) are not accepted; write the keys out")
            key = str(loader.construct_object(key_node))
            if key in out:
                raise _refuse(smap, key_node, f"key {key!r} appears twice; keep one")
            smap.marks[path + (key,)] = _mark(key_node)  # errors point at the key's line
            out[key] = _build(value_node, path + (key,), smap, loader)
        return out
    raise _refuse(smap, node, "unsupported YAML node")
