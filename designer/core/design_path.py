"""Read and replace values inside a frozen design by path (``systems[3].arcs``, ``thrust``).

Paths use the names written in design files (aliases such as ``class``), the same form findings
carry, so a window can go from a finding to the value and back. Every replacement re-validates
the models along the path (unchanged siblings are reused, not re-checked), so an edit can never
produce a design the file loader would refuse.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ValidationError

from designer.core.yaml_source import path_text

Path_ = tuple[str | int, ...]
_STEP = re.compile(r"\[(\d+)\]|\.?([^.\[\]]+)")


class EditError(ValueError):
    """An edit the design model refuses; ``str()`` says why in the player's words."""


def parse_path(path: str | Path_) -> Path_:
    """``"systems[3].arcs"`` -> ``("systems", 3, "arcs")``; a tuple is returned unchanged."""
    if isinstance(path, tuple):
        return path
    out: list[str | int] = []
    for index, key in _STEP.findall(path):
        out.append(int(index) if index else key)
    return tuple(out)


def field_name(model: type[BaseModel], key: str) -> str:
    """The attribute behind a file key: the field itself or the field whose alias it is."""
    fields = model.model_fields
    if key in fields:
        return key
    for name, info in fields.items():
        if info.alias == key or info.validation_alias == key:
            return name
    raise KeyError(key)


def get_at(obj: Any, path: str | Path_) -> Any:
    """The value at ``path`` (``KeyError``/``IndexError`` when it is not there)."""
    for step in parse_path(path):
        if isinstance(obj, BaseModel):
            # A model keeps its fields' values in its __dict__ by field name: a look-up there
            # first (every view reads its fields on each edit), the aliases (``class``) after.
            values = obj.__dict__
            if step in values:
                obj = values[step]
                continue
            try:
                obj = getattr(obj, field_name(type(obj), str(step)))
            except KeyError:
                raise KeyError(step) from None
        else:
            obj = obj[step]
    return obj


def replace_at(obj: Any, path: str | Path_, value: Any) -> Any:
    """A copy of ``obj`` with ``value`` at ``path``; raises :class:`EditError` if it is invalid."""
    path = parse_path(path)
    if not path:
        return value
    step, rest = path[0], path[1:]
    if isinstance(obj, BaseModel):
        name = field_name(type(obj), str(step))
        child = getattr(obj, name)
        return rebuild(obj, {name: replace_at(child, rest, value) if rest else value})
    if isinstance(obj, (list, tuple)) and isinstance(step, int):
        items = list(obj)
        items[step] = replace_at(items[step], rest, value) if rest else value
        return items if isinstance(obj, list) else tuple(items)
    if isinstance(obj, dict):
        entries = dict(obj)
        entries[step] = replace_at(entries[step], rest, value) if rest else value
        return entries
    raise KeyError(step)


def rebuild(model: BaseModel, changes: dict[str, Any]) -> BaseModel:
    """``model`` with some fields changed, validated (nested model instances are reused)."""
    data = {name: getattr(model, name) for name in type(model).model_fields}
    data.update(changes)
    try:
        return type(model).model_validate(data, by_alias=False, by_name=True)
    except ValidationError as exc:
        raise EditError(_explain(exc)) from None


def insert_at(obj: Any, list_path: str | Path_, index: int, item: Any) -> Any:
    items = list(get_at(obj, list_path))
    items.insert(index, item)
    return replace_at(obj, list_path, items)


def remove_at(obj: Any, list_path: str | Path_, indexes: list[int]) -> Any:
    drop = set(indexes)
    items = [x for i, x in enumerate(get_at(obj, list_path)) if i not in drop]
    return replace_at(obj, list_path, items)


def move_at(obj: Any, list_path: str | Path_, index: int, to: int) -> Any:
    items = list(get_at(obj, list_path))
    item = items.pop(index)
    items.insert(to, item)
    return replace_at(obj, list_path, items)


def _explain(exc: ValidationError) -> str:
    error = exc.errors(include_url=False)[0]
    where = path_text(tuple(s for s in error["loc"] if not str(s).startswith("function-")))
    msg = error.get("msg", "is not valid").removeprefix("Value error, ")
    return f"{where}: {msg}" if where else msg


def paths_overlap(a: str, b: str) -> bool:
    """Whether two design paths touch: the same, or one inside the other (``boxes`` and
    ``boxes[3].count``; the empty path is the whole design). A view told an edit changed
    ``a`` must show ``b`` again when they do."""
    if a == b or not a or not b:
        return True
    outer, inner = (a, b) if len(a) < len(b) else (b, a)
    return inner.startswith(outer) and inner[len(outer)] in ".["
