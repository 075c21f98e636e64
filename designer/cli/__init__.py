"""``drydock``: the command line. Each sub-command is a module with ``add_parser`` and ``run``."""

from __future__ import annotations

import argparse
import importlib
import sys

from designer import __version__

COMMANDS = ("validate", "catalog", "fleet", "export", "diff", "open")  # each helper module: designer/cli/<name>_command.py


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="drydock", description="Drydock starship designer.")
    parser.add_argument("--version", action="version", version=f"drydock {__version__}")
    sub = parser.add_subparsers(dest="command")
    for name in COMMANDS:
        importlib.import_module(f"designer.cli.{name}_command").add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        args = build_parser().parse_args(["open"])
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("drydock: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug: never a traceback at the user; keep it for the report
        log = _write_crash_log()
        print(f"drydock: internal error ({type(exc).__name__}: {exc}); nothing was changed. "
              f"Please report it with {log}", file=sys.stderr)
        return 3


def _write_crash_log() -> str:
    import traceback
    from pathlib import Path

    from platformdirs import user_state_dir

    try:
        folder = Path(user_state_dir("drydock"))
        folder.mkdir(parents=True, exist_ok=True)
        log = folder / "crash.log"
        log.write_text(traceback.format_exc(), encoding="utf-8")
        return str(log)
    except OSError:
        return "the command you ran"
