"""Benchmark 5: peak resident size of the window with the largest standard design open.

Measured in a child process (:mod:`bench.window_probe` with ``--settle``, so the preview has
painted) with ``resource.getrusage(...).ru_maxrss``; a bare PySide6 window gives the floor.
"""

from __future__ import annotations

from bench.designs import design_systems, standard_designs
from bench.report import Figure, skipped
from bench.startup import launch
from designer.core import registry


def largest_file():
    best = None
    for game_id, game in sorted(registry.games().items()):
        for std, design in zip(game.standard_designs, standard_designs(game_id)):
            key = (design_systems(design), std.path.stat().st_size)
            if best is None or key > best[0]:
                best = (key, std.path, game_id)
    return best


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    found = largest_file()
    if found is None:
        return [skipped("memory", "peak RSS", "no standard designs")], {}
    (systems, _size), path, game_id = found
    try:
        _, ours = launch("window", str(path), "--settle", "20")
    except RuntimeError as exc:
        return [skipped("memory", "peak RSS, window", str(exc))], {"error": str(exc)}
    _, bare = launch("bare", "--settle", "20")
    figures = [
        Figure("memory", f"peak RSS, window on {path.stem} ({game_id}, {systems} systems)",
               ours["maxrss_mb"], "MB"),
        Figure("memory", "peak RSS, bare PySide6 window", bare["maxrss_mb"], "MB"),
    ]
    data = {"design": str(path), "game": game_id, "systems": systems,
            "window_maxrss_mb": ours["maxrss_mb"], "bare_maxrss_mb": bare["maxrss_mb"]}
    return figures, data
