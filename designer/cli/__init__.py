"""``drydock``: the command line. Each sub-command is a module with ``add_parser`` and ``run``."""

from __future__ import annotations

import argparse
import importlib
import sys

from designer import __version__

COMMANDS = ("validate", "catalog")  # each helper module: designer/cli/<name>_command.py


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
