"""``hullwright convert FILE --to ftfm|yaml [-o OUT]``: one file into another format.

``--to ftfm`` writes a Full Thrust design or fleet as Full Thrust Fleet Manager's ``.FTDesign`` or
``.FTFleet`` (a file of another game is refused: the format is Full Thrust's only); ``--to
yaml`` writes such a file as Hullwright YAML (a fleet's designs beside it), with the findings
``import`` reports. Without ``-o`` the output goes into ``exports/`` under the current folder, as
``export`` does. A campaign (``--to ftfm --side NAME``) writes each fleet of that side with its
named ships' names, status and damage where the format holds them, and says what it could not
write. The output never replaces its input, or a file of another kind. Exit 0 written,
2 when the input cannot be read or converted, 1 when the output cannot be written.
"""

from __future__ import annotations

from pathlib import Path

from designer.cli.terminal import say, warn
from designer.core.atomic import SaveError
from designer.core.errors import LoadError
from designer.core.fleet_file import CATALOG_PREFIX
from designer.core.paths import exports_folder


def add_parser(sub) -> None:
    p = sub.add_parser(
        "convert",
        help="convert a design or fleet to Full Thrust Fleet Manager's "
        "format (--to ftfm) or to Hullwright YAML (--to yaml)",
    )
    p.add_argument("file", metavar="FILE")
    p.add_argument("--to", required=True, choices=("ftfm", "yaml"), help="the format to write")
    p.add_argument(
        "-o",
        "--output",
        metavar="OUT",
        help="the file to write (default: in exports/ under the current folder)",
    )
    p.add_argument(
        "--side",
        metavar="NAME",
        help="a campaign's side to write (--to ftfm): each of its fleets with its ships' damage",
    )
    p.set_defaults(run=run)


def run(args) -> int:
    from designer.cli.import_command import report
    from designer.exchange.importing import (
        convert_campaign_to_ftfm,
        convert_to_ftfm,
        detect_format,
        is_campaign_file,
        plan_import,
        write_plan,
    )
    from designer.core.file_reader import read_bytes

    out = Path(args.output) if args.output else None
    try:
        if not out:
            exports_folder().mkdir(exist_ok=True)
        catalog = args.file.startswith(CATALOG_PREFIX)
        source_format = "yaml" if catalog else detect_format(read_bytes(args.file, pipes=True))
        if args.to == "ftfm":
            if source_format == "ftfm":
                raise LoadError(args.file, "is already a Full Thrust Fleet Manager file", 1, 1)
            if not catalog and is_campaign_file(args.file):
                for written, unwritten in convert_campaign_to_ftfm(
                    args.file, args.side, out, exports_folder()
                ):
                    say(f"{args.file}: wrote {written}")
                    for line in unwritten:
                        say(f"  not written: {line}")
                return 0
            written = convert_to_ftfm(args.file, out, exports_folder())
            say(f"{args.file}: wrote {written}")
            return 0
        plan = plan_import(args.file)
        if out is not None:
            plan = type(plan)(
                plan.source,
                plan.format,
                ((out.name, plan.files[0][1]),) + plan.files[1:],
                plan.findings,
                plan.mapped,
            )
        report(plan, write_plan(plan, out.parent if out else exports_folder(), replace=True))
        return 0
    except LoadError as exc:
        warn(exc)
        return 2
    except (SaveError, OSError) as exc:
        warn(f"hullwright convert: {exc}")
        return 1
