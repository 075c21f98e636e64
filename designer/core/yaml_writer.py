"""Writing YAML: a tidy new file, or a player's file with only the edited values changed.

:func:`tidy_yaml` writes a document Hullwright made itself (block style, flow style for small leaf
mappings and scalar lists). :func:`round_trip` rewrites a file the player already has: given the
file's text and the data before and after the edit, it changes only what the edit changed and
keeps everything else as written (comments, key order, number forms, quoting, folded text, the
file's own list indentation; ``core/round_trip.py``, loaded only when a file is saved). ruamel.yaml
is used only there and only to write: every file is read, and every written text checked, by the
located PyYAML loader (``yaml_source``).
"""

from __future__ import annotations

from typing import Any

import yaml

from designer.core.old_names import renamed_key_text

_YAML_BREAKS = frozenset("\x85\u2028\u2029")


def is_leaf(value: Any) -> bool:
    """A scalar, or a list of scalars: what tidy output writes on one line."""
    return not isinstance(value, dict) and not (
        isinstance(value, list) and any(isinstance(x, (dict, list)) for x in value)
    )


def needs_double_quotes(text: str) -> bool:
    # PyYAML writes NEL and other breaks raw inside plain/single quotes, which reads back as
    # different text; double quotes escape them.
    return any(ch in _YAML_BREAKS or ord(ch) < 32 and ch != "\n" for ch in text)


def tidy_yaml(data: dict[str, Any]) -> str:
    """Block style for the document, flow style for small leaf mappings and scalar lists."""

    class Dumper(yaml.SafeDumper):
        pass

    def mapping(dumper: yaml.SafeDumper, value: dict[str, Any]) -> yaml.Node:
        flow = value is not data and all(is_leaf(v) for v in value.values())
        return dumper.represent_mapping("tag:yaml.org,2002:map", value.items(), flow_style=flow)

    def sequence(dumper: yaml.SafeDumper, value: list[Any]) -> yaml.Node:
        flow = all(not isinstance(v, (dict, list)) for v in value)
        return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)

    def text(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
        style = '"' if needs_double_quotes(value) else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)

    Dumper.add_representer(str, text)
    Dumper.add_representer(dict, mapping)
    Dumper.add_representer(list, sequence)
    return yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=100)


def round_trip(
    previous_text: str,
    before: dict[str, Any],
    after: dict[str, Any],
    written: dict[str, Any],
    complete: bool = False,
) -> str | None:
    """``previous_text`` with the values that differ between ``before`` and ``after`` (the
    whole data as read and as it is now, defaults included) replaced. ``written`` is ``after``
    without its defaults: a key the edit set back to its default is removed, a key the file did
    not have is added only when it is not a default. With ``complete`` every key of ``written``
    the file lacks is added even if its value did not change (a default that depends on another
    value, such as an installation's ``ftl``, may read differently now). None when the text
    cannot be rewritten. A file written under the old name gets ``hullwright:`` for its
    ``drydock:`` key, the one change a save always makes."""
    from designer.core.round_trip import rewrite  # ruamel.yaml: ~20 ms, paid at the first save

    return rewrite(renamed_key_text(previous_text), before, after, written, complete)
