"""Located validation errors name the path a person finds in the file, not pydantic's steps."""

from __future__ import annotations

from typing import Literal

from pydantic import ValidationError

from designer.core.model import Frozen, validation_problem
from designer.core.yaml_source import path_text


class Mount(Frozen):
    cost: int


class System(Frozen):
    option_mounts: dict[Literal["joshada", "rutan"], Mount] = {}


class Catalog(Frozen):
    systems: list[System]


def problem(data: dict) -> tuple[str, str]:
    try:
        Catalog.model_validate(data)
    except ValidationError as exc:
        loc, message = validation_problem(exc, data=data)
        return path_text(loc), message
    raise AssertionError("the data validated")


def test_an_unknown_key_of_a_mapping_is_located_at_that_key():
    where, message = problem({"systems": [{"option_mounts": {"klingon": {"cost": 1}}}]})
    assert where == "systems[0].option_mounts.klingon"
    assert "[key]" not in message and message.startswith("systems[0].option_mounts.klingon: ")


def test_a_bad_value_under_a_good_key_keeps_its_full_path():
    where, _ = problem({"systems": [{"option_mounts": {"rutan": {"cost": "lots"}}}]})
    assert where == "systems[0].option_mounts.rutan.cost"
