"""``python -m bench`` (``make bench``): run every benchmark, print the table, write results.json.

Options: ``--only evaluate,export`` runs some; ``--quick`` shortens the timing loops (a smoke
run, not for reporting); ``--readme`` also replaces the table in README.md's Benchmarks section;
``--profile`` runs each benchmark under cProfile and writes its hottest functions to a text file
in the temp folder (start-up and memory run in child processes: their phases are in the JSON).
A benchmark whose subject has not landed (a game without rules, no window yet) reports "not run"
with the reason instead of failing the whole run.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib
import json
import os
import subprocess
import sys
import time
import traceback
from pathlib import Path

from bench.report import markdown_table, skipped, text_table
from bench.timing import calibration_ms, machine

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results.json"
README = ROOT / "README.md"
BENCHMARKS = {  # id -> module with run(quick) -> (figures, data)
    "evaluate": "bench.evaluate_latency",
    "edit": "bench.edit_feedback",
    "campaign": "bench.campaign_marks",
    "export": "bench.export_throughput",
    "startup": "bench.startup",
    "memory": "bench.memory",
    "analysis": "bench.analysis",
}
README_START = "<!-- bench:table:start -->"
README_END = "<!-- bench:table:end -->"


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True, capture_output=True, timeout=10
        )
        return out.stdout.strip()
    except OSError:
        return ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="comma-separated: " + ",".join(BENCHMARKS))
    parser.add_argument("--quick", action="store_true", help="short loops (smoke run)")
    parser.add_argument("--readme", action="store_true", help="update README.md's table")
    parser.add_argument("--profile", action="store_true", help="cProfile each benchmark")
    args = parser.parse_args(argv)
    chosen = [b for b in (args.only.split(",") if args.only else BENCHMARKS) if b]
    unknown = set(chosen) - set(BENCHMARKS)
    if unknown:
        parser.error(f"unknown benchmark(s) {sorted(unknown)}; choose from {list(BENCHMARKS)}")

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # every benchmark is headless
    started = time.perf_counter()
    load_at_start = machine()["load_average"]
    calibration_at_start = calibration_ms()
    figures, data, durations = [], {}, {}
    for name in chosen:
        t0 = time.perf_counter()
        print(f"[bench] {name} ...", file=sys.stderr, flush=True)
        try:
            module = importlib.import_module(BENCHMARKS[name])
            got, raw = (
                _profiled(name, module.run, args.quick) if args.profile else module.run(quick=args.quick)
            )
        except Exception as exc:  # one broken benchmark must not hide the others' figures
            traceback.print_exc()
            got, raw = [skipped(name, "(whole benchmark)", f"failed: {type(exc).__name__}: {exc}")], {}
        figures += got
        data[name] = raw
        durations[name] = round(time.perf_counter() - t0, 2)

    info = {
        **machine(),
        "load_average_at_start": load_at_start,
        "calibration_ms": [calibration_at_start, calibration_ms()],
    }
    results = {
        "when": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "commit": _commit(),
        "machine": info,
        "quick": args.quick,
        "seconds": {**durations, "total": round(time.perf_counter() - started, 2)},
        "figures": [f.as_dict() for f in figures],
        "data": data,
    }
    RESULTS.write_text(json.dumps(results, indent=2, default=str) + "\n", encoding="utf-8")
    header = (
        f"Hullwright benchmarks: {info['cpu_count']} cores, Python {info['python']}, "
        f"load {info['load_average_at_start'][0]:.2f}, "
        f"calibration {info['calibration_ms'][0]:g}/{info['calibration_ms'][1]:g} ms, "
        f"commit {results['commit']}, {results['seconds']['total']} s"
    )
    print(header)
    busiest = max(load_at_start[0], info["load_average"][0])
    if busiest > (info["cpu_count"] or 1) * 0.5:
        print(
            f"warning: load average {busiest:.1f} on {info['cpu_count']} cores: other processes "
            "shared the machine, so timings are inflated; rerun on a quiet machine to compare"
        )
    print(text_table(figures))
    print(f"\nwrote {RESULTS.relative_to(ROOT)}")
    if args.readme:
        _update_readme(header, figures)
    return 0


def _profiled(name: str, run, quick: bool):
    import cProfile
    import io
    import pstats
    import tempfile

    profile = cProfile.Profile()
    result = profile.runcall(run, quick=quick)
    out = Path(tempfile.gettempdir()) / f"hullwright-bench-profile-{name}.txt"
    text = io.StringIO()
    stats = pstats.Stats(profile, stream=text)
    stats.sort_stats("cumulative").print_stats(40)
    stats.sort_stats("tottime").print_stats(25)
    out.write_text(text.getvalue(), encoding="utf-8")
    print(f"[bench] {name}: profile in {out}", file=sys.stderr)
    return result


def _update_readme(header: str, figures) -> None:
    """Replace only the marked table inside README's Benchmarks section."""
    text = README.read_text(encoding="utf-8")
    if README_START not in text or README_END not in text:
        print("README.md has no bench table markers; not updated", file=sys.stderr)
        return
    head, rest = text.split(README_START, 1)
    _, tail = rest.split(README_END, 1)
    block = f"{README_START}\n{header}\n\n{markdown_table(figures)}\n{README_END}"
    README.write_text(head + block + tail, encoding="utf-8")
    print("updated README.md")


if __name__ == "__main__":
    sys.exit(main())
