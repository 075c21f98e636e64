"""``hullwright`` / ``hullwright open FILE [--screenshot OUT.png]``: the designer window."""

from __future__ import annotations

import sys


def add_parser(sub) -> None:
    p = sub.add_parser("open", help="open the designer window (on FILE, if given)")
    p.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="a design or fleet file to open, or catalog:ID for a copy of a standard design",
    )
    p.add_argument(
        "--screenshot", metavar="OUT.png", help="render the window at 1400x900, save it as a PNG and exit"
    )
    p.add_argument("--select", metavar="PATH", help=argparse_suppress())
    p.set_defaults(run=run)


def argparse_suppress():
    import argparse

    return argparse.SUPPRESS  # used by tools/screenshots.py: select a row before the picture


def run(args) -> int:
    try:
        from designer.app.launch import run as run_window
    except ImportError as exc:
        print(
            f"hullwright open: the window needs PySide6 ({exc}); "
            "install it with: pip install PySide6-Essentials",
            file=sys.stderr,
        )
        return 2
    import os

    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display needed for a picture
    elif (
        sys.platform.startswith("linux")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        print(
            "hullwright open: no display (DISPLAY and WAYLAND_DISPLAY are not set); run it in a "
            "desktop session, or use --screenshot OUT.png for a picture",
            file=sys.stderr,
        )
        return 2
    return run_window(args.file, args.screenshot, getattr(args, "select", None))
