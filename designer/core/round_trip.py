"""The round-trip half of the writer (see ``yaml_writer.round_trip``): a player's file parsed
with ruamel.yaml, only the values an edit changed replaced, and written back with the file's
own indentation. Nothing here reads a file: the text has passed the located PyYAML loader, and
what this returns is checked by it again before it is saved.
"""

from __future__ import annotations

import difflib
import io
import json
import re
from typing import Any

import yaml
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.constructor import RoundTripConstructor
from ruamel.yaml.representer import RoundTripRepresenter
from ruamel.yaml.scalarstring import DoubleQuotedScalarString, ScalarString

from designer.core.yaml_writer import is_leaf, needs_double_quotes

_MISSING = object()
_RESOLVER = yaml.resolver.Resolver()


def rewrite(
    previous_text: str,
    before: dict[str, Any],
    after: dict[str, Any],
    written: dict[str, Any],
    complete: bool = False,
) -> str | None:
    """See ``yaml_writer.round_trip``."""
    yml = _round_trip_yaml(previous_text)
    try:
        tree = yml.load(previous_text)
    except Exception:  # the PyYAML gate accepted it; ruamel's YAML 1.2 reading may still differ
        return None
    if not isinstance(tree, CommentedMap):
        return None
    tree = _Merge(complete).merge(tree, before, after, written)
    out = io.StringIO()
    yml.dump(tree, out)
    text = out.getvalue()
    return text.replace("\n", "\r\n") if "\r\n" in previous_text else text


# --- keeping the file's own layout ------------------------------------------------------------
_KEY_ONLY = re.compile(r"^( *)[^\s#-][^#]*:\s*(?:#.*)?$")
_DASH = re.compile(r"^( *)- ")
_KEY = re.compile(r"^( *)[^\s#-][^#]*:")


def _indentation(text: str) -> tuple[int, int, int]:
    """(mapping indent, sequence indent, dash offset) as the file writes them (ruamel's own
    guess reads the file a second time; the first nested key and dash are enough)."""
    mapping, sequence, offset = None, None, None
    parent = None  # indentation of the last line that opened a block (``key:`` alone)
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        dash, key = _DASH.match(line), _KEY.match(line)
        if parent is not None and dash and offset is None:
            offset = len(dash.group(1)) - parent
            sequence = offset + 2
        elif parent is not None and key and mapping is None and len(key.group(1)) > parent:
            mapping = len(key.group(1)) - parent
        opener = _KEY_ONLY.match(line)
        parent = len(opener.group(1)) if opener else None
        if mapping is not None and offset is not None:
            break
    return mapping or 2, max(sequence or 2, (offset or 0) + 2), max(offset or 0, 0)


class _WrittenFloat(float):
    """A float as the file writes it (``1.50``, ``2.5e-3``): ruamel rebuilds float text from
    width and precision and gets some wrong, so the text itself is kept and written back."""

    text: str


class _Constructor(RoundTripConstructor):
    def construct_yaml_float(self, node: Any) -> Any:
        try:
            value = _WrittenFloat(super().construct_yaml_float(node))
        except ValueError:  # ruamel takes some text for a float (``._``); PyYAML read text
            return node.value
        value.text = node.value
        return value


class _Representer(RoundTripRepresenter):
    def represent_written_float(self, data: _WrittenFloat) -> Any:
        return self.represent_scalar("tag:yaml.org,2002:float", data.text)

    def represent_new_float(self, data: float) -> Any:
        # As PyYAML writes it: YAML 1.1 needs a dot (``1e-09`` would read as text).
        text = repr(data).lower()
        if "." not in text and "e" in text:
            text = text.replace("e", ".0e", 1)
        return self.represent_scalar("tag:yaml.org,2002:float", text)


_Constructor.add_constructor("tag:yaml.org,2002:float", _Constructor.construct_yaml_float)
_Representer.add_representer(_WrittenFloat, _Representer.represent_written_float)
_Representer.add_representer(float, _Representer.represent_new_float)


def _round_trip_yaml(text: str) -> YAML:
    yml = YAML()
    yml.Constructor, yml.Representer = _Constructor, _Representer
    yml.preserve_quotes = True
    yml.width = 4096  # never re-wrap a line the player wrote
    mapping, sequence, offset = _indentation(text)
    yml.indent(mapping=mapping, sequence=sequence, offset=offset)
    yml.explicit_start = text.lstrip("\ufeff").startswith("---")
    return yml


# --- changing only what changed ------------------------------------------------------------------
class _Merge:
    """Changes a parsed file (ruamel nodes) from ``before`` to ``after``, touching nothing else."""

    def __init__(self, complete: bool):
        self.complete = complete

    def merge(self, node: Any, before: Any, after: Any, written: Any) -> Any:
        if _same(before, after) and not (self.complete and isinstance(node, CommentedMap)):
            return node  # untouched: kept exactly as the file has it
        if isinstance(node, CommentedMap) and isinstance(after, dict):
            return self.mapping(
                node,
                before if isinstance(before, dict) else {},
                after,
                written if isinstance(written, dict) else after,
            )
        if (
            isinstance(node, CommentedSeq)
            and isinstance(after, list)
            and isinstance(before, list)
            and len(node) == len(before)
            and before
        ):
            return self.sequence(node, before, after, written if isinstance(written, list) else after)
        if _same(before, after):
            return node
        if isinstance(after, (dict, list)):
            return new_node(written if isinstance(written, type(after)) else after)
        return _scalar_like(after, node)

    def mapping(
        self, node: CommentedMap, before: dict[str, Any], after: dict[str, Any], written: dict[str, Any]
    ) -> CommentedMap:
        for key in [k for k in node if k not in after]:
            del node[key]
        for key, value in after.items():
            old = before.get(key, _MISSING)
            if key not in node:
                if key in written and (self.complete or not _same(old, value)):
                    node.insert(_insert_position(node, after, key), key, new_node(written[key]))
            elif _same(old, value) and not self.complete:
                continue
            elif key not in written and not _same(old, value):
                del node[key]  # back to its default: the file need not say it
            elif key in written:
                node[key] = self.merge(node[key], old, value, written[key])
        return node

    def sequence(
        self, node: CommentedSeq, before: list[Any], after: list[Any], written: list[Any]
    ) -> CommentedSeq:
        """Items matched by content: kept ones keep their text (and comments), changed ones are
        merged, new ones written, removed ones dropped."""
        keys_before = [json.dumps(x, sort_keys=True) for x in before]
        keys_after = [json.dumps(x, sort_keys=True) for x in after]
        items: list[tuple[Any, int | None]] = []  # (node, its index in the file, if it was there)
        matcher = difflib.SequenceMatcher(None, keys_before, keys_after, autojunk=False)
        for op, i1, i2, j1, j2 in matcher.get_opcodes():
            if op == "equal":
                items += [
                    (self.merge(node[i], before[i], after[j1 + i - i1], written[j1 + i - i1]), i)
                    for i in range(i1, i2)
                ]
                continue
            paired = min(i2 - i1, j2 - j1) if op == "replace" else 0
            for k in range(paired):
                items.append(
                    (self.merge(node[i1 + k], before[i1 + k], after[j1 + k], written[j1 + k]), i1 + k)
                )
            items += [(new_node(written[j]), None) for j in range(j1 + paired, j2)]
        comments = dict(node.ca.items)
        node.ca.items.clear()
        node[:] = [item for item, _ in items]
        for new_index, (_, old_index) in enumerate(items):
            if old_index is not None and old_index in comments:
                node.ca.items[new_index] = comments[old_index]
        return node


def _same(a: Any, b: Any) -> bool:
    """Equal data of equal types (``1 == 1.0 == True`` in Python; not here)."""
    return bool(a == b) and _shape(a) == _shape(b)


def _shape(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(v) for v in value]
    return type(value).__name__


def _insert_position(node: CommentedMap, order: dict[str, Any], key: str) -> int:
    """Before the first key of the file that comes after ``key`` in the model's order (the
    file's own order of the others is kept), else at the end."""
    keys = list(order)
    later = set(keys[keys.index(key) + 1 :])
    return next((i for i, existing in enumerate(node) if existing in later), len(node))


def new_node(value: Any, top: bool = False) -> Any:
    """A value the file did not have, written the tidy way (flow style for leaf mappings and
    scalar lists), its text quoted where PyYAML would read it as something else."""
    if isinstance(value, dict):
        mapping = CommentedMap((k, new_node(v)) for k, v in value.items())
        if not top and all(is_leaf(v) for v in value.values()):
            mapping.fa.set_flow_style()
        return mapping
    if isinstance(value, list):
        seq = CommentedSeq(new_node(v) for v in value)
        if all(not isinstance(v, (dict, list)) for v in value):
            seq.fa.set_flow_style()
        return seq
    return _scalar_like(value, None)


def _scalar_like(value: Any, old: Any) -> Any:
    """``value`` written in the form of the scalar it replaces: the same quotes or block style
    for text, a whole number stays whole (``65``, not ``65.0``)."""
    if isinstance(value, str):
        if isinstance(old, ScalarString) and not needs_double_quotes(value):
            return type(old)(value)
        if needs_double_quotes(value) or _reads_as_other_than_text(value):
            return DoubleQuotedScalarString(value)
        return value
    if isinstance(value, float) and value.is_integer() and not isinstance(old, _WrittenFloat):
        return int(value)
    return float(value) if isinstance(value, float) else value


def _reads_as_other_than_text(text: str) -> bool:
    """Whether PyYAML would not read this text back, unquoted, as the same text: YAML 1.1 reads
    ``yes``, ``on``, ``044`` as other types, and ruamel writes some text plain (``:m``) that
    PyYAML cannot parse. Plain only where PyYAML's own emitter would write it plain."""
    if _RESOLVER.resolve(yaml.ScalarNode, text, (True, False)) != "tag:yaml.org,2002:str":
        return True
    analysis = yaml.emitter.Emitter(io.StringIO()).analyze_scalar(text)  # writes nothing
    return not (analysis.allow_flow_plain and analysis.allow_block_plain) or analysis.multiline
