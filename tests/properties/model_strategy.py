"""Hypothesis strategies built from a game's pydantic design model, so every game that lands
joins the property tests with no strategy of its own. Raw data is drawn (as a file would hold
it, keyed by alias) and kept only if the model accepts it."""

from __future__ import annotations

import types
import typing
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import annotated_types
from hypothesis import reject
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

SMALL_INT = 60  # keep counts and sizes near what a design uses, so sheets stay printable
ATTEMPTS = 30  # raw drawings per valid design before the example is given up
TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=40)


def _bounds(metadata) -> tuple[int | None, int | None]:
    lo = hi = None
    for m in metadata:
        if isinstance(m, annotated_types.Ge):
            lo = m.ge
        elif isinstance(m, annotated_types.Gt):
            lo = m.gt + 1
        elif isinstance(m, annotated_types.Le):
            hi = m.le
        elif isinstance(m, annotated_types.Lt):
            hi = m.lt - 1
    return lo, hi


def _length(metadata) -> int | None:
    for m in metadata:
        if isinstance(m, annotated_types.MaxLen):
            return m.max_length
    return None


def for_annotation(annotation: Any, metadata: tuple = ()) -> st.SearchStrategy:
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *extra = get_args(annotation)
        meta = list(metadata)
        for item in extra:
            meta.extend(item.metadata if isinstance(item, FieldInfo) else [item])
        return for_annotation(base, tuple(meta))
    if origin is Literal:
        return st.sampled_from(get_args(annotation))
    if origin in (Union, types.UnionType):
        return st.one_of([for_annotation(a, metadata) for a in get_args(annotation)])
    if origin is list:
        (item,) = get_args(annotation)
        return st.lists(for_annotation(item), max_size=min(_length(metadata) or 8, 8))
    if origin is dict:
        return st.just({})
    if annotation is type(None):
        return st.none()
    if annotation is bool:
        return st.booleans()
    if annotation is int:
        lo, hi = _bounds(metadata)
        lo = 0 if lo is None else lo
        return st.integers(lo, min(hi if hi is not None else lo + SMALL_INT, lo + SMALL_INT))
    if annotation is float:
        lo, hi = _bounds(metadata)
        lo = 0 if lo is None else lo
        return st.floats(
            lo,
            min(hi if hi is not None else lo + SMALL_INT, lo + SMALL_INT),
            allow_nan=False,
            allow_infinity=False,
        )
    if annotation is str:
        return TEXT
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return raw_model(annotation)
    raise TypeError(f"no strategy for {annotation!r}")


def raw_model(model: type[BaseModel], skip: frozenset[str] = frozenset()) -> st.SearchStrategy:
    """A dict a file could hold for ``model``: required fields always, optional ones sometimes."""
    required, optional = {}, {}
    for name, info in model.model_fields.items():
        if name in skip:
            continue
        key = info.alias or name
        strategy = for_annotation(info.annotation, tuple(info.metadata))
        (required if info.is_required() else optional)[key] = strategy
    return st.fixed_dictionaries(required, optional=optional)


ENVELOPE_META = frozenset({"hullwright", "rules", "source", "book_points", "notes"})


def _of_kind(game, model) -> st.SearchStrategy:
    """Valid designs of one design kind of ``game``: file data drawn until ``model`` accepts one.
    Most raw data is refused (a name not in the catalog, a field another needs): a filter gives up
    after three tries and throws the whole example away, so the draws are made here instead."""
    raw = raw_model(model, ENVELOPE_META)

    @st.composite
    def valid(draw):
        for _ in range(ATTEMPTS):
            try:
                return model.model_validate({**draw(raw), "hullwright": 1, "game": game.id})
            except ValidationError:
                continue
        reject()

    return valid()


def designs(game) -> st.SearchStrategy:
    """Valid designs of ``game``, of every design kind it has."""
    return st.one_of(*(_of_kind(game, kind.model) for kind in game.design_kinds))


def design_pairs(game) -> st.SearchStrategy:
    """Two valid designs of ``game`` of the same model, for every model its kinds have: drawn
    as a pair rather than filtered to one model afterwards (which threw most pairs away)."""
    models = dict.fromkeys(kind.model for kind in game.design_kinds)  # kinds may share a model
    return st.one_of(*(st.tuples(_of_kind(game, model), _of_kind(game, model)) for model in models))


__all__ = ["design_pairs", "designs", "typing"]
