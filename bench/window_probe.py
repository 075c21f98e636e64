"""The child process of the start-up and memory benchmarks: ``python -m bench.window_probe``.

``bare`` shows an empty ``QMainWindow``; ``floor`` first imports PyYAML and pydantic and
validates one tiny frozen model (the least any design window on this stack does). ``window
FILE`` does what ``hullwright open FILE`` does, in the same order (the CLI's parser and its command
modules, then ``designer.app.launch``, then its ``run``), with thin wrappers that timestamp
each phase. Importing Qt any earlier would make
every later import pay for shiboken's import hook, which the real program does not.

Once a main window is visible and the event loop has turned (a zero-time timer), it prints
``SHOWN <json>`` with the wall-clock phases and the peak resident size, closes and quits.
``--settle N`` first lets N more event-loop passes and a grab of the window run, so the memory
figure includes a painted preview.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time

MARKER = "SHOWN"
STARTED = time.time()


def _rss_mb() -> float:
    """Peak resident size of this process, MB. Linux's ``VmHWM`` first: ``ru_maxrss`` survives
    ``exec``, so a child of a big parent would report the parent's peak (the benchmark process
    itself, 150 MB by then), not its own."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024.0  # kB
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux/BSD: kB


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("bare", "floor", "window"))
    parser.add_argument("file", nargs="?")
    parser.add_argument("--settle", type=int, default=0)
    args = parser.parse_args(argv)
    phases: dict[str, float] = {"probe_start": STARTED}

    def mark(name: str) -> None:
        phases[name] = time.time()

    def report(app) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QMainWindow

        shown = [w for w in app.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()]
        if not shown:
            QTimer.singleShot(0, lambda: report(app))  # still being built: look again next turn
            return
        mark("shown")
        if args.settle:
            for _ in range(args.settle):
                app.processEvents()
            shown[0].grab()
        payload = {"maxrss_mb": _rss_mb(), "window": type(shown[0]).__name__, "phases": phases}
        print(f"{MARKER} " + json.dumps(payload), flush=True)
        for window in shown:
            window.close()
        app.quit()

    if args.mode == "floor":
        # What any window built on this stack pays before its own code: the libraries the
        # design files need (PyYAML, pydantic with one frozen model), then the bare window.
        import yaml
        from pydantic import BaseModel, ConfigDict

        class Probe(BaseModel):
            model_config = ConfigDict(frozen=True, extra="forbid")
            name: str

        Probe.model_validate(yaml.safe_load("name: probe"))
        args.mode = "bare"
    if args.mode == "bare":
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QMainWindow

        mark("imports")
        app = QApplication(sys.argv[:1])
        QTimer.singleShot(0, lambda: report(app))
        window = QMainWindow()
        window.show()
        mark("show_called")
        return app.exec()

    from designer.cli import build_parser

    cli_args = build_parser().parse_args(["open", args.file])
    mark("cli_imports")
    from designer.app import launch

    mark("app_imports")
    make_app, load, window_class = launch.application, launch.open_reference, launch.MainWindow

    def application():
        app = make_app()
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: report(app))
        mark("qapplication")
        return app

    def open_reference(path):
        loaded = load(path)
        mark("design_loaded")
        return loaded

    def main_window(*a, **k):
        window = window_class(*a, **k)
        mark("window_built")
        return window

    launch.application, launch.open_reference, launch.MainWindow = application, open_reference, main_window
    return cli_args.run(cli_args)


if __name__ == "__main__":
    sys.exit(main())
