"""What a command names: a design file (a pipe too) or a standard design as ``catalog:<id>``
(``catalog:<game>/<id>``), the same wherever a design file is taken (``open``, ``validate``,
``diff``, ``export``, fleet entries)."""

from __future__ import annotations

from pathlib import Path

from designer.core.design_file import LoadedDesign, load_design, resolve_catalog
from designer.core.errors import LoadError
from designer.core.fleet_file import is_catalog_ref


def named_path(ref: str) -> str | Path:
    """``ref`` itself, or the file of the standard design ``catalog:<id>`` names."""
    if not is_catalog_ref(ref):
        return ref
    try:
        return resolve_catalog(ref)
    except KeyError:
        raise LoadError(
            ref, "there is no standard design of that id; 'hullwright catalog' lists them"
        ) from None


def load_named_design(ref: str) -> LoadedDesign:
    """The design ``ref`` names (raises ``LoadError`` with ``FILE:LINE:COL``)."""
    return load_design(named_path(ref), pipes=True)
