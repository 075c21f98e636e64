"""Importing and converting files, shared by ``hullwright import``/``convert`` and File > Import.

An import is planned first (:func:`plan_import`: the file read, its format told by content, our
files' text made, the findings listed) and written after (:func:`write_plan`), so the window can
show the findings before anything is saved. Every file is written atomically through core's
saving, which reads the text back first; an import never replaces an existing file, a conversion
replaces only an earlier output of its own kind, and neither ever writes over its input.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from designer.core.atomic import SaveError, write_atomic
from designer.core.campaign import evaluate_campaign, load_campaign, write_campaign
from designer.core.design_file import dump_design
from designer.core.errors import LoadError
from designer.core.file_reader import MAX_BYTES, read_bytes
from designer.core.fleet_file import LoadedFleet, dump_fleet, open_reference
from designer.core.saving import save_text
from designer.exchange.ftfm import (
    DESIGN_KIND,
    FLEET_KIND,
    SUFFIXES,
    ImportedDesign,
    ImportedFleet,
    file_kind,
    file_stem,
    not_full_thrust,
)
from designer.exchange.ftfm_damage import campaign_of
from designer.exchange.ftfm_import import from_data
from designer.exchange.ftfm_export import design_document, fleet_document, full_thrust_design
from designer.exchange.json_file import json_text, read_json_file
from designer.exchange.share_text import MAX_LINES as MAX_TEXT_LINES
from designer.exchange.share_text import read_full_thrust_text
from designer.games.full_thrust import GAME

FORMATS = {DESIGN_KIND: "Full Thrust Fleet Manager design", FLEET_KIND: "Full Thrust Fleet Manager fleet"}


@dataclass(frozen=True)
class ImportPlan:
    """What importing ``source`` would write: ``files`` (name, text), the main one first."""

    source: str
    format: str
    files: tuple[tuple[str, str], ...]
    findings: tuple[str, ...]  # FILE:LINE:COL: path: what could not be mapped
    mapped: tuple[str, ...]  # one line per design or fleet: what was mapped, its points


def detect_format(raw: bytes) -> str:
    """``ftfm`` for JSON (Full Thrust Fleet Manager's files are JSON), ``text`` for a Full Thrust
    design's shared text (a ``MASS:`` line and no YAML keys of ours), else ``yaml`` (ours)."""
    head = raw.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if head in (b"{", b"["):
        return "ftfm"
    starts = {line.split(b":", 1)[0].strip() for line in raw.splitlines()[:MAX_TEXT_LINES] if b":" in line}
    return "text" if b"MASS" in starts and not starts & {b"game", b"hullwright", b"drydock"} else "yaml"


def plan_import(path: str | Path) -> ImportPlan:
    """Read ``path`` (a file of another tool) and make our files of it, or a LoadError."""
    file = str(path)
    raw = read_bytes(file, pipes=True)
    found = detect_format(raw)
    if found == "text":
        return _text_plan(file, raw)
    if found != "ftfm":
        raise LoadError(
            file,
            "is not a file of another tool that Hullwright imports (a Full Thrust "
            "Fleet Manager .FTDesign or .FTFleet, or a Full Thrust design's shared text); "
            "a Hullwright file opens as it is",
            1,
            1,
        )
    data, locator = read_json_file(file, json_text(file, raw))
    imported = from_data(data, locator)
    findings = tuple(f.located(file) for f in imported.findings)
    if isinstance(imported, ImportedDesign):
        name = f"{file_stem(imported.design.name)}.yaml"
        return ImportPlan(
            file,
            FORMATS[DESIGN_KIND],
            ((name, dump_design(imported.design)),),
            findings,
            (_mapped_line(imported),),
        )
    return _fleet_plan(file, imported, findings)


def _text_plan(file: str, raw: bytes) -> ImportPlan:
    """A Full Thrust design pasted as the text ``hullwright share`` writes."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise LoadError(file, f"is not UTF-8 text (byte {error.start + 1} cannot be read)") from None
    design = read_full_thrust_text(text, file)
    name = f"{file_stem(design.name)}.yaml"
    imported = ImportedDesign(design=design, systems=len(design.systems), findings=())
    return ImportPlan(
        file, "Full Thrust design text", ((name, dump_design(design)),), (), (_mapped_line(imported),)
    )


def _fleet_plan(file: str, imported: ImportedFleet, findings: tuple[str, ...]) -> ImportPlan:
    name = f"{file_stem(imported.fleet.fleet)}.yaml"
    if name in imported.designs:
        name = f"{file_stem(imported.fleet.fleet)}-fleet.yaml"
    files = [(name, dump_fleet(imported.fleet))]
    files += [(design_name, dump_design(d.design)) for design_name, d in imported.designs.items()]
    mapped = [f"fleet {imported.fleet.fleet!r}: {len(imported.fleet.ships)} ships"]
    mapped += [_mapped_line(d) for d in imported.designs.values()]
    if imported.state is not None:  # the ships' damage and the log: a campaign beside the fleet
        campaign = campaign_of(imported.state, imported.fleet.fleet, name)
        campaign_name = _unique_name(f"{Path(name).stem}-campaign.yaml", [n for n, _ in files])
        files.append((campaign_name, write_campaign(campaign)))
        ships = imported.state.ships
        marked = sum(1 for s in ships if not s.clean)
        mapped.append(
            f"campaign {campaign.campaign!r}: {len(ships)} ships with campaign state "
            f"({marked} with damage or losses marked), {len(campaign.log)} log entries"
        )
    return ImportPlan(file, FORMATS[FLEET_KIND], tuple(files), findings, tuple(mapped))


def _unique_name(name: str, taken: list[str]) -> str:
    stem, n = name.removesuffix(".yaml"), 2
    while name in taken:
        name, n = f"{stem}-{n}.yaml", n + 1
    return name


def _mapped_line(imported: ImportedDesign) -> str:
    design = imported.design
    points = GAME.evaluate(design).points
    book = design.book_points
    said = f"{points:g} pts" + (f" (book {book:g})" if book is not None and book != points else "")
    return f"design {design.name!r}: {imported.systems} systems, {said}"


def write_plan(plan: ImportPlan, folder: Path, replace: bool = False) -> list[Path]:
    """Write the plan's files into ``folder``. Nothing is written when any of them exists
    (with ``replace``, for a conversion, the main file may replace a Hullwright file: an earlier
    conversion; a fleet's designs never replace anything) or is the input; each file lands
    whole or not at all."""
    targets = [folder / name for name, _ in plan.files]
    for i, target in enumerate(targets):
        if _same_file(target, Path(plan.source)):
            raise SaveError(f"{target}: not written: it is the file being imported")
        if target.exists() and not (replace and i == 0 and _is_hullwright_yaml(target)):
            raise SaveError(
                f"{target}: not written: the file exists and is not replaced; choose "
                "another folder (-o) or move it away"
            )
    for target, (_, text) in zip(targets, plan.files):
        save_text(target, text, keep_backup=False)
    return targets


def convert_to_ftfm(path: str | Path, out: Path | None, folder: Path) -> Path:
    """Write our Full Thrust design or fleet at ``path`` as an .FTDesign or .FTFleet."""
    loaded = open_reference(path)
    if loaded.game is not GAME:
        raise not_full_thrust(str(path), loaded.game.title)
    if isinstance(loaded, LoadedFleet):
        kind, document = FLEET_KIND, fleet_document(loaded)
    else:
        kind, document = DESIGN_KIND, design_document(full_thrust_design(loaded.design, str(path)))
    out = out or folder / f"{Path(str(path).split('/')[-1].removeprefix('catalog:')).stem}{SUFFIXES[kind]}"
    sources = [Path(path)] + ([d.path for d in loaded.designs] if isinstance(loaded, LoadedFleet) else [])
    if any(_same_file(out, source) for source in sources):
        raise SaveError(f"{out}: not written: it is one of the files read; choose another name")
    if out.exists() and not _is_ftfm(out, kind):
        raise SaveError(
            f"{out}: not written: the file exists and is not a Full Thrust Fleet "
            "Manager file of this kind; choose another name"
        )
    data = (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
    if len(data) > MAX_BYTES:
        raise SaveError(f"{out}: not written: it would be larger than Hullwright reads")
    write_atomic(out, data, keep_backup=False)
    return out


def convert_campaign_to_ftfm(
    path: str | Path, side_name: str | None, out: Path | None, folder: Path
) -> list[tuple[Path, list[str]]]:
    """Write each fleet of one side of our Full Thrust campaign at ``path`` as an .FTFleet with
    its named ships' damage (never the other side's): (file written, what was not written) per
    fleet. ``side_name`` may be left out when the campaign has one side; ``out`` names the file
    of a side with one fleet."""
    loaded = load_campaign(path, pipes=True)
    if loaded.game is not GAME:
        raise not_full_thrust(str(path), loaded.game.title)
    report = evaluate_campaign(loaded)
    names = ", ".join(s.side.name for s in report.sides)
    if side_name is None and len(report.sides) != 1:
        raise LoadError(
            str(path),
            f"is a campaign of {len(report.sides)} sides; name the one to write "
            f"with --side (one of: {names})",
        )
    side = report.sides[0] if side_name is None else report.side(side_name)
    if side is None:
        raise LoadError(str(path), f"has no side {side_name!r}; its sides: {names}")
    if out is not None and len(side.fleets) != 1:
        raise SaveError(
            f"{out}: {side.side.name} has {len(side.fleets)} fleets; write them into a "
            "folder (leave out -o) instead"
        )
    index = report.sides.index(side)
    log = [e for e in report.campaign.log if e.side in (None, side.side.name)]
    results = []
    for fleet_report, fleet in zip(side.fleets, loaded.fleets[index]):
        notes: list[str] = []
        document = fleet_document(fleet, fleet_report.fleet.ships, log, notes.append)
        target = out or folder / f"{file_stem(fleet_report.fleet.name)}{SUFFIXES[FLEET_KIND]}"
        sources = [Path(path), *([fleet.path] if fleet.path else []), *(d.path for d in fleet.designs)]
        if any(_same_file(target, source) for source in sources):
            raise SaveError(f"{target}: not written: it is one of the files read; choose another name")
        if target.exists() and not _is_ftfm(target, FLEET_KIND):
            raise SaveError(
                f"{target}: not written: the file exists and is not a Full Thrust Fleet "
                "Manager fleet; choose another name"
            )
        write_atomic(
            target,
            (json.dumps(document, indent=1, ensure_ascii=False) + "\n").encode("utf-8"),
            keep_backup=False,
        )
        results.append((target, notes))
    return results


def is_campaign_file(path: str | Path) -> bool:
    """Whether ``path`` is one of our campaign files (``kind: campaign``)."""
    from designer.core.campaign import is_campaign_data
    from designer.core.yaml_source import load_yaml

    try:
        return is_campaign_data(load_yaml(path, pipes=True)[0])
    except LoadError:
        return False


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except (OSError, ValueError, RuntimeError):
        return False


def _is_ftfm(path: Path, kind: str) -> bool:
    try:
        return file_kind(read_json_file(path)[0]) == kind
    except LoadError:
        return False


def _is_hullwright_yaml(path: Path) -> bool:
    from designer.core.yaml_source import load_yaml

    try:
        data = load_yaml(path)[0]
    except LoadError:
        return False
    return isinstance(data, dict) and "hullwright" in data
