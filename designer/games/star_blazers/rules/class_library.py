"""Where a ship's ``class:`` leads: a class of the points table (``edf/yamato``) or a player's
custom class file (``custom/<name>``, the file ``<name>.yaml`` of ``kind: class``).

Custom class files are looked for in ``catalogs/star-blazers/custom-classes/`` (the bundled
examples) and then in each folder of ``$HULLWRIGHT_CLASS_PATH`` (separated as ``PATH`` is). A ship's
custom class file is read when the ship is loaded and when an edit names another class
(:func:`class_references`, into the design's references, ``core/references.py``); evaluation
looks it up there and reads nothing. Nothing is kept between loads: a class file changed on
disk is read again the next time a design that names it is loaded (the window offers to). The
README, section "Custom classes", says how to write one.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from designer.core.errors import LoadError
from designer.core.model import parse_model
from designer.core.references import ReferenceReader, References
from designer.core.sources import read_reference
from designer.core.yaml_source import load_yaml
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.warship_class import WarshipClass

CUSTOM_PREFIX = "custom/"
CLASS_PATH_VARIABLE = "HULLWRIGHT_CLASS_PATH"
_CUSTOM_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,79}$")  # a file stem, never a path


@dataclass(frozen=True)
class Resolved:
    """The class a reference names, or why there is none (``problem``)."""

    warship: WarshipClass | None
    problem: str = ""
    custom: bool = False


class ClassLibrary:
    def __init__(self, catalog: StarBlazersCatalog, bundled: Path):
        self.catalog = catalog
        self.bundled = bundled

    def under(self, catalog: StarBlazersCatalog) -> "ClassLibrary":
        """This library with the classes of the points table taken from ``catalog`` (a house-rule
        profile's class points)."""
        return self if catalog is self.catalog else ClassLibrary(catalog, self.bundled)

    def folders(self) -> list[Path]:
        extra = [Path(p) for p in os.environ.get(CLASS_PATH_VARIABLE, "").split(os.pathsep) if p]
        return [self.bundled, *extra]

    def resolve(self, reference: str, catalog: StarBlazersCatalog | None = None) -> Resolved:
        """The class ``reference`` names: a class of ``catalog`` (the library's own unless given:
        a house-rule profile's catalog has its own class points) or a custom class file."""
        if not reference.startswith(CUSTOM_PREFIX):
            found = (catalog or self.catalog).warship(reference)
            if found:
                return Resolved(found)
            return Resolved(
                None,
                f"there is no class {reference!r} in the points table; "
                "'hullwright catalog --game star-blazers' lists them (ids such as "
                "edf/yamato, gamilon/exterminator)",
            )
        name = reference.removeprefix(CUSTOM_PREFIX)
        if not _CUSTOM_NAME.match(name):
            return Resolved(
                None,
                f"custom class name {name!r} must be a file name of lower-case letters, digits, '-' and '_'",
                custom=True,
            )
        for folder in self.folders():
            path = folder / f"{name}.yaml"
            if path.is_file():
                return read_class_file(path)
        where = ", ".join(str(f) for f in self.folders())
        return Resolved(
            None,
            f"no custom class file {name}.yaml in {where}; put it there or "
            f"add its folder to ${CLASS_PATH_VARIABLE}",
            custom=True,
        )


def read_class_file(path: Path) -> Resolved:
    """A custom class file's definition; an unreadable file is a problem, not an exception."""
    try:
        data, smap = read_reference(path, load_yaml)  # a fleet's fingerprint covers these bytes
        if not isinstance(data, dict) or data.get("kind") != "class":
            return Resolved(None, f"{path.name} is not a class file (it needs 'kind: class')", True)
        if data.get("game") != "star-blazers":
            return Resolved(None, f"{path.name} is not a Star Blazers file", True)
        definition = parse_model(WarshipClass, data.get("definition"), smap, ("definition",))
    except LoadError as exc:
        return Resolved(None, f"the class file cannot be read: {exc}", True)
    stem = path.stem
    return Resolved(definition.model_copy(update={"id": f"{CUSTOM_PREFIX}{stem}"}), custom=True)


def class_key(reference: str) -> tuple[str, str]:
    """The references' key of a custom class."""
    return ("sb-class", reference)


def class_references(
    library: ClassLibrary, design: StarBlazersDesign, known: References | None = None
) -> References:
    """The custom class file a ship names, read (kept from ``known`` when it has it); a class of
    the points table, or a class file itself, names no file."""
    reader = ReferenceReader(known)
    reference = design.warship_class if design.kind == "ship" else None
    if reference and reference.startswith(CUSTOM_PREFIX):
        reader.read(class_key(reference), lambda: library.resolve(reference))
    return reader.result()


def class_of(
    library: ClassLibrary, reference: str, catalog: StarBlazersCatalog, references: References | None
) -> Resolved:
    """The class ``reference`` names, custom classes as read before evaluating: reads nothing."""
    if not reference.startswith(CUSTOM_PREFIX):
        return library.resolve(reference, catalog)
    unread = Resolved(
        None,
        f"the custom class file of {reference!r} was not read with the design; open it again",
        custom=True,
    )
    found = (references or References()).get(class_key(reference), unread)
    return found if isinstance(found, Resolved) else unread


__all__ = [
    "ClassLibrary",
    "class_references",
    "class_of",
    "class_key",
    "Resolved",
    "CUSTOM_PREFIX",
    "CLASS_PATH_VARIABLE",
    "read_class_file",
]
