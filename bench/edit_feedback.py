"""Benchmark 2: a spin-box change in the window until the findings and the preview show it.

Offscreen, in this process: the window on a 200-system design (Full Thrust, as the issue asks;
every other game with an editor is measured the same way for context). Each sample sets the
first whole-number hull spin box (Full Thrust: MASS) to a new value, as a player's arrow key
does, then turns the event loop until the window's ``refreshed`` signal fires (header, findings,
tables and preview updated), then flushes the paints that refresh posted (the whole window, so
they are charged to this edit, not the next) and repaints the preview synchronously if Qt had
not; a paint-event counter on the preview checks that it painted. The value alternates, so
every sample is a real change.

The samples come in three rounds and the figures are the quietest round's (lowest median): on
a shared machine another process's burst then spoils one round, not the figure; every round's
median is kept in the JSON. A second, shorter series wraps the window's refresh stages to say
where the time goes.
"""

from __future__ import annotations

import gc
import statistics
import tempfile
import time

from bench.designs import grow
from bench.report import Figure, check, skipped
from bench.timing import FRAME_BUDGET_MS, percentile, summary
from designer.app.launch import freeze_startup_objects
from designer.core import registry

SYSTEMS = 200
# The brief's targets, for every game at p95: findings (header, findings, tables) within a
# quarter frame, the whole edit with the sheet redrawn within one frame.
FINDINGS_FRACTION = 0.25
SHEET_FRACTION = 1.0
TARGET_GAME = "full-thrust"
TIMEOUT_S = 5.0
ROUNDS = 3


class _Editor:
    """How a sample changes the value: through the spin box, as a player does, or (when the
    window's widgets cannot be reached) through ``window.edits.apply_edit``, its public intent."""

    def __init__(self, window, design):
        from PySide6.QtWidgets import QSpinBox

        self.spin = None
        controls = getattr(getattr(getattr(window, "panes", None), "hull", None), "controls", {})
        for path, control in controls.items():
            if isinstance(control.widget, QSpinBox) and control.widget.isEnabled():
                self.path, self.spin = path, control.widget
                self.base, low = self.spin.value(), self.spin.minimum()
                break
        else:
            self.path, self.base, low = _number_field(window.document.editor, design)
            self.window = window
        self.other = self.base - 1 if low is None or self.base - 1 >= low else self.base + 1
        self.how = "spin box" if self.spin is not None else "apply_edit"

    def set(self, value) -> None:
        if self.spin is not None:
            self.spin.setValue(value)
        else:
            self.window.edits.apply_edit(self.path, value, merge_key=f"bench:{self.path}")


def _number_field(editor, design) -> tuple[str, int, float | None]:
    """(path, value, lowest) of the first whole-number design field, else of the first
    whole-number field of a list's first row (a count, for a game whose design has no number of
    its own: a Star Blazers ship is a class plus rows)."""
    from designer.core.design_path import get_at

    spec = next((f for f in editor.fields if f.kind == "int"), None)
    if spec is not None:
        return spec.path, get_at(design, spec.path), spec.range_for(design)[0]
    for listed in editor.lists:
        rows = get_at(design, listed.path)
        for field in listed.row_fields:
            if rows and field.kind == "int" and field.applies_to(design, rows[0]):
                path = f"{listed.path}[0].{field.path}"
                return path, get_at(design, path), field.range_for(design, rows[0])[0]
    raise LookupError("the editor has no whole-number field")


class _PaintCounter:
    """Counts paint events on ``widget`` (None: on every widget of the application)."""

    def __init__(self, widget):
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class Filter(QObject):
            def eventFilter(self, _obj, event):  # Qt's name
                if event.type() == QEvent.Type.Paint:
                    counter.count += 1
                return False

        self.count = 0
        self.filter = Filter()
        self.target = widget
        widget.installEventFilter(self.filter)

    def remove(self) -> None:
        self.target.removeEventFilter(self.filter)


def _measure_game(game, app, runs: int) -> dict:
    from PySide6.QtWidgets import QWidget

    from designer.app.document import DesignDocument
    from designer.app.main_window import MainWindow

    grown = grow(game, SYSTEMS)
    if grown is None:
        raise LookupError("no standard design or palette to grow a design from")
    design = grown.design
    with tempfile.TemporaryDirectory(prefix="hullwright-bench-") as state:
        window = MainWindow(
            DesignDocument(game, design, None, saved=design), state_folder=state, autosave_ms=10**9
        )
        window.resize(1400, 900)
        window.show()
        for _ in range(10):
            app.processEvents()
        freeze_startup_objects()  # as `hullwright open` does once its window is up
        editor = _Editor(window, design)
        path = editor.path
        canvas = window.preview.canvas
        paints = _PaintCounter(canvas)
        refreshed: list[int] = []
        window.refreshed.connect(lambda: refreshed.append(1))
        # A window that shows findings before the sheet says so with ``findings_refreshed``.
        findings_at: list[float] = []
        early = getattr(window, "findings_refreshed", None)
        if early is not None:
            early.connect(lambda: findings_at.append(time.perf_counter()))
        to_findings: list[float] = []
        last: dict[str, float] = {}
        base, other = editor.base, editor.other
        shown = [base]

        def flip():
            """The value that is not shown now, so that every sample really changes the design."""
            shown[0] = other if shown[0] == base else base
            return shown[0]

        def one_edit(value) -> float:
            refreshed.clear()
            findings_at.clear()
            before = paints.count
            c0 = time.thread_time()
            t0 = time.perf_counter()
            editor.set(value)
            deadline = t0 + TIMEOUT_S
            while not refreshed:
                app.processEvents()
                if time.perf_counter() > deadline:
                    raise TimeoutError(f"no refreshed signal {TIMEOUT_S:g} s after editing {path}")
            t_paint = time.perf_counter()
            # The paints the refresh asked for (preview, findings, tables): flush them now, so
            # they count for this edit and not the next; paint the preview if Qt had not yet.
            app.sendPostedEvents()
            app.processEvents()
            if paints.count == before:
                canvas.repaint()
            t1 = time.perf_counter()
            last["paint_ms"] = (t1 - t_paint) * 1000
            last["cpu_ms"] = (time.thread_time() - c0) * 1000
            elapsed = (t1 - t0) * 1000
            if findings_at:
                to_findings.append((findings_at[0] - t0) * 1000)
            if paints.count == before:
                raise RuntimeError("the preview did not paint")
            return elapsed

        for _ in range(4):  # warm: first paints, font loading, caches
            one_edit(flip())
        everything = _PaintCounter(app)  # how many widgets repaint per edit (all of them: bad)
        rounds = []
        for _ in range(ROUNDS):  # the figures are the quietest round's (see the docstring)
            gc.collect()
            to_findings.clear()
            samples, cpu, widget_paints = [], [], []
            for _ in range(runs // ROUNDS):
                before_all = everything.count
                samples.append(one_edit(flip()))
                cpu.append(last["cpu_ms"])
                widget_paints.append(everything.count - before_all)
            rounds.append(
                {"samples": samples, "cpu": cpu, "paints": widget_paints, "to_findings": list(to_findings)}
            )
        everything.remove()
        quiet = min(rounds, key=lambda r: statistics.median(r["samples"]))
        samples, cpu, widget_paints = quiet["samples"], quiet["cpu"], quiet["paints"]
        findings_summary = summary(quiet["to_findings"]) if quiet["to_findings"] else None
        widget_count = len(window.findChildren(QWidget)) + 1
        parts = _parts(window, one_edit, flip, last)
        findings = len(window.document.evaluation().findings)
        window.document.saved = window.document.design  # nothing to ask on close
        gc.unfreeze()  # the next game's window is measured from the same start
        window.close()
        window.deleteLater()
        app.processEvents()
    return {
        "systems": grown.systems,
        "entries": grown.entries,
        "field": path,
        "via": editor.how,
        "values": [base, other],
        "findings": findings,
        **summary(samples),
        "samples_ms": samples,
        "to_findings": findings_summary,
        "parts_ms": parts,
        "cpu_median_ms": statistics.median(cpu),
        "cpu_p95_ms": percentile(cpu, 95),
        "widget_paints_per_edit": statistics.median(widget_paints),
        "widgets": widget_count,
        "round_medians_ms": [statistics.median(r["samples"]) for r in rounds],
    }


class _StageClock:
    """Wraps the window's refresh stages on the instance, so an edit reports where it went."""

    STAGES = (
        ("evaluate", "document", "evaluation"),
        ("sheet layout", "document", "pages"),
        ("preview render", "preview", "set_pages"),
        ("findings view", "findings", "show_findings"),
        ("header", "panes.header", "show_evaluation"),
        ("hull form", "panes.hull", "show_design"),
    )

    def __init__(self, window):
        self.spent: dict[str, float] = {}
        for stage, owner_path, method in self.STAGES:
            owner = window
            for step in owner_path.split("."):
                owner = getattr(owner, step)
            self._wrap(stage, owner, method)
        for pane in window.panes.lists.values():
            self._wrap("tables", pane.model, "show")

    def _wrap(self, stage, owner, method):
        inner = getattr(owner, method)
        spent = self.spent

        def timed(*args, **kwargs):
            t0 = time.perf_counter()
            try:
                return inner(*args, **kwargs)
            finally:
                spent[stage] = spent.get(stage, 0.0) + (time.perf_counter() - t0) * 1000

        setattr(owner, method, timed)


def _parts(window, one_edit, flip, last: dict, runs: int = 12) -> dict:
    """Mean ms per edit of each refresh stage (means, so that they add up to the whole edit's
    mean); the rest is the edit command and Qt's own event handling."""
    clock = _StageClock(window)
    per_stage: dict[str, list[float]] = {}
    totals = []
    for _ in range(runs):
        clock.spent.clear()
        total = one_edit(flip())
        totals.append(total)
        clock.spent["window paint"] = last["paint_ms"]
        for stage, ms in clock.spent.items():
            per_stage.setdefault(stage, []).append(ms)
        per_stage.setdefault("edit command + Qt events", []).append(total - sum(clock.spent.values()))
    out = {stage: statistics.fmean(v) for stage, v in per_stage.items()}
    out["(whole edit, mean of this series)"] = statistics.fmean(totals)
    return out


def run(quick: bool = False) -> tuple[list[Figure], dict]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["hullwright-bench"])
    figures: list[Figure] = []
    data: dict = {"frame_budget_ms": FRAME_BUDGET_MS}
    target = f"p95 ≤ {SHEET_FRACTION:g} frame"
    findings_target = f"p95 ≤ {FINDINGS_FRACTION:g} frame"
    for game_id, game in sorted(registry.games().items(), key=lambda kv: kv[0] != TARGET_GAME):
        try:
            got = _measure_game(game, app, 21 if quick else 60)
        except (LookupError, NotImplementedError) as exc:
            figures.append(skipped("edit", f"{game_id} @{SYSTEMS} systems", str(exc), target))
            continue
        data[game_id] = got
        where = (
            f"{got['field']} {got['via']}, {got['findings']} findings; CPU median "
            f"{got['cpu_median_ms']:.3g} ms, p95 {got['cpu_p95_ms']:.3g} ms; mean parts: "
        ) + ", ".join(f"{k} {v:.1f} ms" for k, v in got["parts_ms"].items())
        name = f"{game_id} @{SYSTEMS} systems"
        figures.append(Figure("edit", f"{name} median", got["median_ms"], "ms", note=where))
        figures.append(Figure("edit", f"{name} p95", got["p95_ms"], "ms"))
        figures.append(
            check(
                "edit",
                f"{name} p95 / frame",
                got["p95_ms"] / FRAME_BUDGET_MS,
                "frames",
                SHEET_FRACTION,
                target,
            )
        )
        figures.append(
            Figure(
                "edit",
                f"{name} widget paints per edit",
                got["widget_paints_per_edit"],
                "",
                note=f"of {got['widgets']} widgets in the window; a full-window "
                "repaint per edit shows up here",
            )
        )
        if got["to_findings"]:
            figures.append(
                Figure(
                    "edit",
                    f"{name} to findings only, p95",
                    got["to_findings"]["p95_ms"],
                    "ms",
                    note="findings_refreshed: header, findings and tables, before the sheet is laid out",
                )
            )
            figures.append(
                check(
                    "edit",
                    f"{name} to findings / frame",
                    got["to_findings"]["p95_ms"] / FRAME_BUDGET_MS,
                    "frames",
                    FINDINGS_FRACTION,
                    findings_target,
                )
            )
    if TARGET_GAME not in data:
        figures.append(skipped("edit", f"{TARGET_GAME} p95 / frame", "not measured", target))
    return figures, data
