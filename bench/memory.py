"""Benchmark 5: peak resident size of the window with the largest standard design open.

Measured in a child process running ``hullwright open FILE`` (:mod:`bench.window_probe` with
``--settle``, so the preview has painted): its peak resident size (``VmHWM``; see
:func:`bench.window_probe._rss_mb` for why not ``ru_maxrss`` alone); once for
each game's largest standard design (most systems), the largest of all heading the table, and
once for a bare PySide6 window, the floor any Qt program pays.
"""

from __future__ import annotations

from bench.designs import design_systems, standard_designs
from bench.report import Figure, skipped
from bench.startup import launch
from designer.core import registry


def largest_files() -> list[tuple[int, object, str]]:
    """(systems, path, game id) of each game's largest standard design, largest first."""
    out = []
    for game_id, game in sorted(registry.games().items()):
        pairs = list(zip(game.standard_designs, standard_designs(game_id)))
        if pairs:
            std, design = max(pairs, key=lambda p: (design_systems(p[1]), p[0].path.stat().st_size))
            out.append((design_systems(design), std.path, game_id))
    return sorted(out, key=lambda t: -t[0])


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    found = largest_files()
    if not found:
        return [skipped("memory", "peak RSS", "no standard designs")], {}
    figures, data = [], {"designs": []}
    for systems, path, game_id in found:
        try:
            _, ours = launch("window", str(path), "--settle", "20")
        except RuntimeError as exc:
            figures.append(skipped("memory", f"peak RSS, window on {path.stem}", str(exc)))
            continue
        figures.append(
            Figure(
                "memory",
                f"peak RSS, window on {path.stem} ({game_id}, {systems} systems)",
                ours["maxrss_mb"],
                "MB",
            )
        )
        data["designs"].append(
            {"design": str(path), "game": game_id, "systems": systems, "window_maxrss_mb": ours["maxrss_mb"]}
        )
    _, bare = launch("bare", "--settle", "20")
    figures.append(Figure("memory", "peak RSS, bare PySide6 window", bare["maxrss_mb"], "MB"))
    data["bare_maxrss_mb"] = bare["maxrss_mb"]
    return figures, data
