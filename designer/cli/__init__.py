"""``hullwright``: the command line. Each sub-command is a module with ``add_parser`` and ``run``."""

from __future__ import annotations

import argparse
import importlib
import sys

from designer import __version__

COMMANDS = (
    "validate",
    "catalog",
    "fleet",
    "campaign",
    "export",
    "diff",
    "analyse",
    "verify",
    "open",
    "import",
    "convert",
    "share",
    "schema",
)  # each helper module: designer/cli/<name>_command.py


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hullwright", description="Hullwright starship designer.")
    parser.add_argument("--version", action="version", version=f"hullwright {__version__}")
    sub = parser.add_subparsers(dest="command")
    for name in COMMANDS:
        importlib.import_module(f"designer.cli.{name}_command").add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    adopt_old_name()
    if args.command is None:
        args = build_parser().parse_args(["open"])
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("hullwright: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug: never a traceback at the user; keep it for the report
        import traceback

        from designer.cli.terminal import warn
        from designer.core.crash_log import write_crash_log

        log = write_crash_log(traceback.format_exc())
        warn(
            f"hullwright: internal error ({type(exc).__name__}: {exc}); nothing was changed. "
            f"Please report it with {log or 'the command you ran'}"
        )
        return 3


def adopt_old_name() -> None:
    """What the player set up under the old name, Drydock, counts: its variables, and its
    folders copied once into the new ones (see ``core/old_names``)."""
    from designer.core.old_names import adopt_environment, migrate_folders

    adopt_environment()
    copied = migrate_folders()
    if copied:  # once: the folders are copied on the first start that finds them
        from designer.cli.terminal import warn
        from designer.core.numbers import counted

        warn(
            f"hullwright: copied {counted(len(copied), 'file')} from the folders of Drydock (this program's "
            "old name) into Hullwright's; the old folders are unchanged"
        )
