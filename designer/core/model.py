"""Base models every game's design schema extends, and pydantic errors turned into file errors."""

from __future__ import annotations

import difflib
from typing import Any, Callable, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import ErrorDetails

from designer.core.errors import LoadError
from designer.core.yaml_source import Path_, SourceMap, path_text

FORMAT_VERSION = 1

RuleValue = bool | int | str


class Frozen(BaseModel):
    """Immutable and strict about unknown keys, so a typo in a file is reported, not ignored.
    Validators are built at a model's first use, not at import (``defer_build``): every game is
    imported at start-up, and building all their models up front cost about 150 ms of it."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class DesignBase(Frozen):
    """The file envelope shared by every game's design: an edit returns a new design."""

    hullwright: int = FORMAT_VERSION
    game: str
    name: str = Field(min_length=1, max_length=200)
    rules: dict[str, RuleValue] = Field(default_factory=dict)  # per-design rule options
    # Metadata for standard designs (and for anyone who wants to note where a design came from).
    source: str = ""  # e.g. "001 L366-397"
    book_points: float | None = None  # the points the book states, checked by the catalog gate
    profile: str | None = Field(default=None, min_length=1, max_length=1000)  # house rules it is for
    notes: str = Field(default="", max_length=5000)


def check_version(data: dict[str, Any], smap: SourceMap) -> None:
    """Every file kind's format version (``hullwright: 1``; ``drydock: 1``, the old name's, is
    read as it): a number this program reads, never a newer format read as if it were this one."""
    version = data.get("hullwright", FORMAT_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise smap.error(
            ("hullwright",), f"hullwright: must be a format version number such as {FORMAT_VERSION}"
        )
    if version > FORMAT_VERSION:
        raise smap.error(
            ("hullwright",),
            f"was written in file format {version}, newer than this "
            f"program reads ({FORMAT_VERSION}); update Hullwright to open it",
        )


M = TypeVar("M", bound=BaseModel)


def parse_model(model: type[M], data: Any, smap: SourceMap, base: Path_ = (), strict: bool = False) -> M:
    """Validate ``data`` as ``model``; the first problem becomes a LoadError at its line. With
    ``strict`` no value is converted: ``"2"``, ``2.0`` and ``true`` are not the count 2."""
    try:
        return model.model_validate(data, strict=strict)
    except ValidationError as exc:
        raise validation_error(exc, smap, base, data) from None


def validation_error(exc: ValidationError, smap: SourceMap, base: Path_ = (), data: Any = None) -> LoadError:
    return smap.error(*validation_problem(exc, base, data))


def validation_problem(
    exc: ValidationError, base: Path_ = (), data: Any = None, written: Callable[[Path_], Path_] = tuple
) -> tuple[Path_, str]:
    """The first problem of ``exc`` as (where it is written, a message for people): its path in
    ``data`` under ``base``, or what ``written`` makes of that path (data built from a file of
    another shape: a house-rule profile's entry)."""
    errors = exc.errors(include_url=False)
    # An unknown key next to a missing one is a typo: report the typo, where it is written.
    error = next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])
    loc = written(base + _data_path(error["loc"], data))
    message = _describe(error, loc)
    if error["type"] == "extra_forbidden":
        missing = [
            e["loc"][-1] for e in errors if e["type"] == "missing" and e["loc"][:-1] == error["loc"][:-1]
        ]
        close = difflib.get_close_matches(str(loc[-1]), [str(m) for m in missing], n=1)
        if close:
            message = f"{path_text(loc)} is not a known key here; did you mean {close[0]!r}?"
    return loc, message


def _data_path(loc: tuple[str | int, ...], data: Any) -> Path_:
    """Pydantic's error location as a path into the data. Tagged unions add the tag value as a
    step (``systems, 2, beam, arcs``); walking the data tells a tag from a key."""
    out: list[str | int] = []
    node = data
    for step in loc:
        if isinstance(step, str) and step.startswith("function-"):
            continue
        if step == "[key]":
            continue  # pydantic's mark of a bad key: the path already ends at that key
        if (
            isinstance(node, dict)
            and isinstance(step, str)
            and step not in node
            and step in {str(v) for v in node.values() if isinstance(v, (str, int))}
        ):
            continue  # a union tag, not a key
        if isinstance(step, str) and node is not None and not isinstance(node, (dict, list)):
            continue  # a plain value has no keys: the step names a union member (``int``)
        out.append(step)
        try:
            node = node[step] if node is not None else None
        except (KeyError, IndexError, TypeError):
            node = None
    return tuple(out)


def _describe(error: ErrorDetails, loc: Path_) -> str:
    where = path_text(loc) or "the file"
    kind = error["type"]
    ctx = error.get("ctx") or {}
    if kind == "missing":
        return f"{where} is missing; add it"
    if kind == "extra_forbidden":
        return f"{where} is not a known key here; remove it or check its spelling"
    if kind == "union_tag_invalid":
        return (
            f"{where}: unknown {ctx.get('discriminator', 'type').strip(chr(39))} "
            f"{ctx.get('tag')!r}; expected one of {ctx.get('expected_tags')}"
        )
    if kind == "union_tag_not_found":
        return f"{where} needs a {ctx.get('discriminator', 'type').strip(chr(39))} key; add one"
    if kind == "literal_error":
        return f"{where}: {error.get('input')!r} is not allowed; expected {ctx.get('expected')}"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        kind_of_number = "number" if error["loc"][-1:] == ("int",) else "whole number"  # int | float
        return f"{where} must be a {kind_of_number}, not {error.get('input')!r}"
    if kind in ("bool_type", "bool_parsing"):
        return f"{where} must be true or false, not {error.get('input')!r}"
    if kind in ("string_type",):
        return f"{where} must be text, not {error.get('input')!r}"
    if kind in ("list_type",):
        return f"{where} must be a list, not {error.get('input')!r}"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return f"{where} must be a mapping of keys, not {error.get('input')!r}"
    msg = error.get("msg", "is not valid")
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    return f"{where}: {msg[0].lower() + msg[1:] if msg else msg}"
