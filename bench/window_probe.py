"""The child process of the start-up and memory benchmarks: ``python -m bench.window_probe``.

``bare`` shows an empty ``QMainWindow``; ``window FILE`` opens Drydock's window on a design
file the way ``drydock open FILE`` does. Either way, once the window is shown and the event loop
has run (``QTimer.singleShot(0, ...)`` after ``show()``), it prints ``SHOWN <json>`` with its
peak resident size, then quits. ``--settle N`` first lets N more event-loop passes and a grab
of the window run, so the memory figure includes a painted preview.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time

MARKER = "SHOWN"


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: kilobytes


def bare_window():
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    window.show()
    return window


def drydock_window(path: str):
    """Drydock's main window on ``path``, shown, through the app's public entry point."""
    from bench.window_api import open_window

    return open_window(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("bare", "window"))
    parser.add_argument("file", nargs="?")
    parser.add_argument("--settle", type=int, default=0)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = bare_window() if args.mode == "bare" else drydock_window(args.file)

    def report() -> None:
        if args.settle:
            for _ in range(args.settle):
                app.processEvents()
            window.grab()
        print(f"{MARKER} " + json.dumps({"maxrss_mb": _rss_mb(), "t": time.time()}), flush=True)
        app.quit()

    QTimer.singleShot(0, report)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
