"""Write the JSON Schemas of every game's file kinds into catalogs/schemas/ and give every
bundled catalog file the first-line comment naming its schema (run after a model changes;
tests/core/test_schemas.py fails until the shipped copies are current)::

    .venv/bin/python -m tools.write_schemas
"""

from __future__ import annotations

import os
from pathlib import Path

from designer.core import registry
from designer.core.atomic import write_atomic
from designer.core.paths import CATALOGS
from designer.core.schemas import (
    SCHEMA_FOLDER,
    bundled_files,
    kind_of_file,
    kinds,
    schema_comment,
    schema_file,
    schema_text,
)
from designer.core.sources import without_schema_comment


def main() -> None:
    for game in registry.each():
        for kind in kinds(game):
            target = CATALOGS / schema_file(game.id, kind)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(schema_text(game, kind), "utf-8")
    for path in bundled_files():
        game_id, kind = kind_of_file(path)
        relative = os.path.relpath(CATALOGS / schema_file(game_id, kind), path.parent)
        data = without_schema_comment(path.read_bytes())
        wanted = schema_comment(Path(relative).as_posix()).encode() + data
        if wanted != path.read_bytes():
            write_atomic(path, wanted, False)
            print(f"{path.relative_to(CATALOGS)}: names {relative}")
    print(f"schemas in {SCHEMA_FOLDER}")


if __name__ == "__main__":
    main()
