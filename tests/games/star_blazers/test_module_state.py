"""No module-level caches (issue 12): the catalog is held by the game object, and evaluating and
printing every class leaves every module-level collection of the game as it was at import."""

from __future__ import annotations

import copy
import functools
import importlib
import pkgutil

import designer.games.star_blazers as package
from designer.games.star_blazers import GAME
from tests.evaluating import evaluated
from tests.games.star_blazers.conftest import craft, make


def modules():
    return [
        importlib.import_module(f"{package.__name__}.{info.name}")
        for info in pkgutil.iter_modules(package.__path__)
    ]


def test_no_function_caches():
    for module in modules():
        for name, value in vars(module).items():
            assert not isinstance(value, functools._lru_cache_wrapper), f"{module.__name__}.{name}"


def test_module_collections_unchanged_by_use():
    def snapshot():
        return {
            (m.__name__, k): copy.deepcopy(v)
            for m in modules()
            for k, v in vars(m).items()
            if isinstance(v, (dict, list, set)) and not k.startswith("__")
        }

    before = snapshot()
    for class_id in GAME.data.catalog().warships:
        design = make(class_id, craft=craft("BT", 1))
        GAME.sheets.record_pages([(design, evaluated(GAME, design))], "a4")
    assert snapshot() == before
