"""Benchmark 3: every standard design of every game to one PDF.

Hullwright's export is what ``hullwright export`` does once the files are loaded: ``design_sheet``
(evaluate each design, lay out each game's sheets) then ``render_pdf``. The
yardstick is :mod:`bench.bare_reportlab` drawing the same, already-built primitives. Both run in
this process, alternately, medians kept; the overhead is the median of each round's ratio. The
whole command (``export_pdf``: read the design files too, write the PDF atomically) is reported
beside it for context.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from bench.bare_reportlab import draw_pages, register_fonts
from bench.designs import standard_designs
from bench.report import Figure, check, skipped
from designer.core import registry
from designer.sheets.display import walk

OVERHEAD_LIMIT = 1.5


def hullwright_export(games_designs) -> tuple[bytes, list]:
    """The PDF and its pages, the way ``hullwright export`` makes them."""
    from designer.sheets.export import design_sheet
    from designer.sheets.pdf import render_pdf

    sheet = design_sheet([(game, d) for game, designs in games_designs for d in designs])
    return render_pdf(sheet), list(sheet.pages)


def whole_command(games_designs, out: Path) -> float:
    """Seconds for ``export_pdf`` on the standard design files, reading and writing included."""
    from designer.cli.export_command import export_pdf

    paths = [std.path for game, _ in games_designs for std in game.standard_designs]
    t0 = time.perf_counter()
    export_pdf(paths, out)
    return time.perf_counter() - t0


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    games_designs, missing = [], []
    for game_id, game in sorted(registry.games().items()):
        designs = standard_designs(game_id)
        if not designs:
            missing.append(f"{game_id}: no standard designs")
            continue
        if game.sheets is None:
            missing.append(f"{game_id}: no record sheet of its own yet")
            continue
        try:
            game.sheets.record_pages([(designs[0], game.evaluate(designs[0]))], "a4")
        except Exception as exc:  # a game mid-construction must not hide the others
            missing.append(f"{game_id}: record sheet failed ({type(exc).__name__}: {exc})")
            continue
        games_designs.append((game, designs))
    if not games_designs:
        why = "; ".join(missing) or "no games"
        return [
            skipped("export", "pages per second", why),
            skipped("export", "overhead vs bare reportlab", why, f"≤ {OVERHEAD_LIMIT:g} ×"),
        ], {}

    register_fonts()
    pdf, pages = hullwright_export(games_designs)  # warm: catalogs, fonts, caches
    draw_pages(pages)
    rounds = 3 if quick else 7
    ours, bare = [], []
    for _ in range(rounds):
        t0 = time.perf_counter()
        hullwright_export(games_designs)
        ours.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        draw_pages(pages)
        bare.append(time.perf_counter() - t0)
    ours_s, bare_s = statistics.median(ours), statistics.median(bare)
    with tempfile.TemporaryDirectory() as folder:
        whole_s = statistics.median(
            whole_command(games_designs, Path(folder) / "all.pdf") for _ in range(rounds)
        )
    primitives = sum(1 for p in pages for _ in walk(p.items))
    designs = sum(len(d) for _, d in games_designs)
    # Each round times both back to back, so a round's ratio shares its machine's load: the
    # median of the rounds' ratios is steadier than the ratio of the medians.
    ratio = statistics.median(o / b for o, b in zip(ours, bare))
    note = "; ".join(missing)
    figures = [
        Figure(
            "export",
            f"pages per second ({len(pages)} pages, {designs} designs)",
            len(pages) / ours_s,
            "pages/s",
            note=note,
        ),
        Figure("export", "layout + render (design_sheet, render_pdf)", ours_s * 1000, "ms"),
        Figure(
            "export", "bare reportlab, same primitives", bare_s * 1000, "ms", note=f"{primitives} primitives"
        ),
        check("export", "overhead vs bare reportlab", ratio, "×", OVERHEAD_LIMIT, f"≤ {OVERHEAD_LIMIT:g} ×"),
        Figure(
            "export",
            "whole hullwright export (read files, write PDF)",
            whole_s * 1000,
            "ms",
            note=f"{whole_s / bare_s:.2f} × bare reportlab",
        ),
    ]
    data = {
        "pages": len(pages),
        "designs": designs,
        "primitives": primitives,
        "pdf_bytes": len(pdf),
        "hullwright_s": ours,
        "bare_s": bare,
        "hullwright_median_s": ours_s,
        "bare_median_s": bare_s,
        "ratio": ratio,
        "whole_command_median_s": whole_s,
        "games": [g.id for g, _ in games_designs],
        "missing": missing,
    }
    return figures, data
