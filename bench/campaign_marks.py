"""Benchmark: a click on a campaign ship's sheet in Ship state mode until the redrawn sheet is
painted (issue 26: "marking a box reaches the redrawn sheet within one frame at p95").

Offscreen, in this process: the window on each game's bundled campaign, its first named ship in
Ship state mode. Each sample clicks the middle of a box of a part that takes another mark, as a
player does (``PageCanvas.clicked_at``), flushes the paints that posted and repaints the sheet if
Qt had not, then undoes the mark (not timed) so the next sample marks the same box again. The
Campaign tab's tables follow after a pause and are not part of the click (they are timed apart,
``tables_ms``). Three rounds; the figures are the quietest round's, as the edit benchmark's.
"""

from __future__ import annotations

import gc
import statistics
import tempfile
import time
from pathlib import Path

from bench.report import Figure, check, skipped
from bench.timing import FRAME_BUDGET_MS, percentile, summary

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = 3
TARGET = "p95 ≤ 1 frame"


def campaigns() -> dict[str, Path]:
    """Each game's bundled campaign (the first, by file name)."""
    out: dict[str, Path] = {}
    for path in sorted((ROOT / "catalogs").glob("*/campaigns/*.yaml")):
        out.setdefault(path.parent.parent.name, path)
    return out


def _measure(path: Path, app, runs: int) -> dict:
    from designer.app.main_window import MainWindow

    with tempfile.TemporaryDirectory(prefix="hullwright-bench-") as state:
        window = MainWindow(None, state_folder=state, autosave_ms=10**9)
        window.resize(1400, 900)
        window.show()
        if not window.files.open_file(path):
            raise LookupError(f"{path.name} does not open: {window.status_text.text()}")
        for _ in range(10):
            app.processEvents()
        campaign = window.campaign
        canvas = campaign.tab.sheet.preview.canvas
        marks = campaign.document.marks_of(campaign.ship_name)
        ship = campaign._ship()
        parts = campaign.document.rules.parts(ship.entry.loaded.design, ship.entry.evaluation)
        hit = next(
            (
                h
                for h in campaign.hits()
                if getattr(parts[h.part], h.kind) is None
                or getattr(marks, h.kind).get(h.part, 0) < getattr(parts[h.part], h.kind)
            ),
            None,
        )
        if hit is None:
            raise LookupError(f"{campaign.ship_name} has no part that takes another mark")
        x, y = (hit.box[0] + hit.box[2]) / 2, (hit.box[1] + hit.box[3]) / 2
        painted: list[int] = []
        canvas.installEventFilter(_Counter(painted, app))

        def one() -> tuple[float, float]:
            before = len(painted)
            c0, t0 = time.thread_time(), time.perf_counter()
            if not campaign.click(hit.page, x, y):
                raise RuntimeError("the click marked nothing")
            app.sendPostedEvents()
            app.processEvents()
            if len(painted) == before:
                canvas.repaint()
            elapsed = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
            window.undo_group.undo()
            app.processEvents()
            return elapsed

        for _ in range(4):
            one()
        rounds = []
        for _ in range(ROUNDS):
            gc.collect()
            got = [one() for _ in range(runs // ROUNDS)]
            rounds.append(([w for w, _ in got], [c for _, c in got]))
        samples, cpu = min(rounds, key=lambda r: statistics.median(r[0]))
        t0 = time.perf_counter()
        campaign.refresh()
        tables = (time.perf_counter() - t0) * 1000
        result = {
            "campaign": path.name,
            "ship": campaign.ship_name,
            "part": hit.part,
            "kind": hit.kind,
            **summary(samples),
            "samples_ms": samples,
            "cpu_p95_ms": percentile(cpu, 95),
            "tables_ms": tables,
            "round_medians_ms": [statistics.median(r[0]) for r in rounds],
        }
        campaign.document.stack.setClean()  # nothing to ask on close
        window.close()
        window.deleteLater()
        app.processEvents()
    return result


class _Counter:
    """Counts the sheet's paint events (an event filter made when Qt is loaded)."""

    def __new__(cls, painted: list[int], parent):
        from PySide6.QtCore import QEvent, QObject

        class Filter(QObject):
            def eventFilter(self, _obj, event):  # Qt's name
                if event.type() == QEvent.Type.Paint:
                    painted.append(1)
                return False

        return Filter(parent)


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["hullwright-bench"])
    figures: list[Figure] = []
    data: dict = {"frame_budget_ms": FRAME_BUDGET_MS}
    for game_id, path in campaigns().items():
        name = f"{game_id} mark"
        try:
            got = _measure(path, app, 21 if quick else 60)
        except (LookupError, RuntimeError) as exc:
            figures.append(skipped("campaign", name, str(exc), TARGET))
            continue
        data[game_id] = got
        note = (
            f"{got['campaign']}: {got['ship']}, {got['kind']} {got['part']}; CPU p95 "
            f"{got['cpu_p95_ms']:.3g} ms; the tables after it {got['tables_ms']:.3g} ms"
        )
        figures.append(Figure("campaign", f"{name} median", got["median_ms"], "ms", note=note))
        figures.append(
            check("campaign", f"{name} p95 / frame", got["p95_ms"] / FRAME_BUDGET_MS, "frames", 1.0, TARGET)
        )
    return figures, data
