"""Where a ship's ``class:`` leads: a class of the points table (``edf/yamato``) or a player's
custom class file (``custom/<name>``, the file ``<name>.yaml`` of ``kind: class``).

Custom class files are looked for in ``catalogs/star-blazers/custom-classes/`` (the bundled
examples) and then in each folder of ``$HULLWRIGHT_CLASS_PATH`` (separated as ``PATH`` is). A file
is read once per library; :meth:`ClassLibrary.forget` drops what was read (a window that saves a
class file calls it). The README, section "Custom classes", says how to write one.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from designer.core.errors import LoadError
from designer.core.model import parse_model
from designer.core.sources import FileSource, read_reference, remembered, replay
from designer.core.yaml_source import load_yaml
from designer.games.star_blazers.catalog import StarBlazersCatalog
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
        self._read: dict[Path, tuple[Resolved, tuple[FileSource, ...]]] = {}

    def under(self, catalog: StarBlazersCatalog) -> "ClassLibrary":
        """This library with the classes of the points table taken from ``catalog`` (a house-rule
        profile's class points), sharing the custom class files already read."""
        if catalog is self.catalog:
            return self
        other = ClassLibrary(catalog, self.bundled)
        other._read = self._read  # one read per file, and forget() forgets for both
        return other

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
            return Resolved(None, f"there is no class {reference!r} in the points table; "
                            "'hullwright catalog --game star-blazers' lists them (ids such as "
                            "edf/yamato, gamilon/exterminator)")
        name = reference.removeprefix(CUSTOM_PREFIX)
        if not _CUSTOM_NAME.match(name):
            return Resolved(None, f"custom class name {name!r} must be a file name of lower-case "
                            "letters, digits, '-' and '_'", custom=True)
        for folder in self.folders():
            path = folder / f"{name}.yaml"
            if path.is_file():
                return self._load(path)
        where = ", ".join(str(f) for f in self.folders())
        return Resolved(None, f"no custom class file {name}.yaml in {where}; put it there or "
                        f"add its folder to ${CLASS_PATH_VARIABLE}", custom=True)

    def _load(self, path: Path) -> Resolved:
        # Kept with the file it came from, told to the open read logs on each use (core/sources.py).
        if path not in self._read:
            self._read[path] = remembered(lambda: read_class_file(path))
        resolved, sources = self._read[path]
        replay(sources)
        return resolved

    def forget(self) -> None:
        self._read.clear()


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


__all__ = ["ClassLibrary", "Resolved", "CUSTOM_PREFIX", "CLASS_PATH_VARIABLE", "read_class_file"]
