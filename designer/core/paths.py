"""Where the project's data folders are: catalogs/ and templates/ sit beside the package."""

from __future__ import annotations

import os
from pathlib import Path

PROJECT_ROOT = Path(os.environ.get("DRYDOCK_HOME") or Path(__file__).resolve().parents[2])
CATALOGS = PROJECT_ROOT / "catalogs"
TEMPLATES = PROJECT_ROOT / "templates"
EXPORTS = PROJECT_ROOT / "exports"
