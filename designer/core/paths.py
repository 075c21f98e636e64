"""Where Hullwright's bundled data is: ``catalogs/`` and ``templates/`` ship inside the package as
``designer.catalogs`` and ``designer.templates`` (pyproject maps the top-level folders there), so
an installed copy finds them from any folder; exports go under the folder Hullwright runs in."""

from __future__ import annotations

from pathlib import Path

import designer.catalogs
import designer.templates

CATALOGS = Path(designer.catalogs.__file__).resolve().parent
TEMPLATES = Path(designer.templates.__file__).resolve().parent


def exports_folder() -> Path:
    """The CLI's default output folder: ``exports/`` under the current folder."""
    return Path.cwd() / "exports"
