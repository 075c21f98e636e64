"""What an output (a PDF export, a PNG screenshot) may replace: only a file of its own kind.

An output never replaces one of its inputs (compared by resolved path and by inode, so a hard
link or another spelling of the path is caught; the caller names every file it read to make the
output, as a ``core.sources.ReadLog`` collects them, not only the files named on the command
line), never a file of another kind (an existing file must start with the kind's signature,
``%PDF-``), and must carry the kind's suffix unless the player forces the name. Devices, FIFOs and
folders are refused by the atomic writer itself.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from designer.core.atomic import SaveError
from designer.core.errors import LoadError
from designer.core.file_reader import read_head


@dataclass(frozen=True)
class OutputKind:
    name: str
    suffix: str
    signature: bytes  # how every file of this kind begins
    force_hint: str = ""  # how the player writes one under another name, if they can


PDF = OutputKind("PDF", ".pdf", b"%PDF-", " (or add --force to use this name)")
PNG = OutputKind("PNG", ".png", b"\x89PNG\r\n\x1a\n")
# A roster is text with no signature: the suffix rule and "never an input" are what guard it.
MARKDOWN = OutputKind("Markdown", ".md", b"")
CSV = OutputKind("CSV", ".csv", b"")


def check_output(
    out: str | Path, kind: OutputKind, inputs: Iterable[str | Path] = (), force: bool = False
) -> None:
    """Raise :class:`SaveError` (a one-line reason) when writing ``out`` could destroy a file
    that is not an earlier output of this kind; ``force`` relaxes only the suffix rule."""
    out = Path(out)
    if out.suffix.lower() != kind.suffix and not force:
        raise SaveError(
            f"{out}: not written: the name does not end in {kind.suffix}; name a "
            f"{kind.suffix} file{kind.force_hint}"
        )
    if any(_same_file(out, Path(i)) for i in inputs):
        raise SaveError(
            f"{out}: not written: it is one of the input files; choose another name for the {kind.name}"
        )
    if not _is_own_kind(out, kind):
        raise SaveError(
            f"{out}: not written: the file exists and is not a {kind.name}; Hullwright "
            f"replaces only {kind.name} files, choose another name"
        )


def _same_file(a: Path, b: Path) -> bool:
    try:
        if os.path.realpath(a) == os.path.realpath(b):
            return True
        sa, sb = os.stat(a), os.stat(b)
    except (OSError, ValueError):
        return False
    return (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino)


def _is_own_kind(out: Path, kind: OutputKind) -> bool:
    """True for a missing file or one that begins with the kind's signature. What is not a
    regular file is the atomic writer's to refuse, with its own reason."""
    if not os.path.lexists(out):
        return True
    try:
        return read_head(out, len(kind.signature)) == kind.signature
    except LoadError:
        return True
