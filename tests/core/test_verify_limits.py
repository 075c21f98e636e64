"""``hullwright verify --pack`` on PDFs anyone made (issue 22 sections 3 and 7): an information
dictionary that refers to itself is a located refusal, not an internal error; only the metadata
a record needs is read, within a size cap, so a pack with a 20 MB /Keywords stays far under 300
MB and a file of nothing but cross-reference entries is refused before it is parsed."""

from __future__ import annotations

import subprocess
import sys

import pytest

from designer.cli import main
from designer.core.paths import CATALOGS

FLEET = CATALOGS / "full-thrust" / "fleets" / "esu-strike-force.yaml"
BASE = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"]


def pdf(objects: list[str], info: str, entries: int = 0) -> bytes:
    """A PDF of these objects (numbered from 1) with a correct cross-reference table, /Info
    ``info``, and ``entries`` extra table entries that all point at the header."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n{body}\nendobj\n".encode()
    table = len(out)
    out += f"xref\n0 {len(objects) + entries + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += b"0000000009 00000 n \n" * entries
    out += (
        f"trailer\n<< /Root 1 0 R /Size {len(objects) + entries + 1} /Info {info} >>\n"
        f"startxref\n{table}\n%%EOF\n"
    ).encode()
    return bytes(out)


@pytest.mark.parametrize(
    "objects, info",
    [
        (["3 0 R"], "3 0 R"),  # the information dictionary is a reference to itself
        (["4 0 R", "3 0 R"], "3 0 R"),  # two references round each other
        (["<< /Keywords 4 0 R >>", "4 0 R"], "3 0 R"),  # its keywords refer to themselves
    ],
)
def test_an_information_dictionary_that_refers_to_itself_is_refused(objects, info, tmp_path, capsys):
    pack = tmp_path / "pack.pdf"
    pack.write_bytes(pdf(BASE + objects, info))
    assert main(["verify", str(FLEET), "--pack", str(pack)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{pack}: ") and "internal error" not in err


def test_a_dictionary_that_names_itself_holds_no_record(tmp_path, capsys):
    pack = tmp_path / "pack.pdf"
    pack.write_bytes(pdf(BASE + ["<< /Keywords 3 0 R /FleetFingerprints 3 0 R >>"], "3 0 R"))
    assert main(["verify", str(FLEET), "--pack", str(pack)]) == 2
    assert "holds no Hullwright fleet fingerprint" in capsys.readouterr().err


def peak_rss_mb(*args: str) -> tuple[float, subprocess.CompletedProcess]:
    """Run ``hullwright`` in a child of a fresh interpreter and return the child's peak resident
    memory (``resource.getrusage`` counts only the children that interpreter waited for)."""
    probe = (
        "import resource, subprocess, sys\n"
        "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        "sys.stderr.write(done.stderr)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
        "sys.exit(done.returncode)\n"
    )
    child = subprocess.run(
        [sys.executable, "-c", probe, sys.executable, "-m", "designer", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    kilobytes = int(child.stdout.split()[-1])
    return kilobytes / 1024 if sys.platform != "darwin" else kilobytes / 1024 / 1024, child


@pytest.mark.parametrize("where", ["object", "trailer"])
def test_a_twenty_megabyte_keywords_entry_is_refused_within_bounded_memory(where, tmp_path):
    """Issue 22: a 21 MB /Keywords took 506 MB; it is refused unparsed now, whether the
    information dictionary is an object of its own or written into the trailer."""
    pack = tmp_path / "pack.pdf"
    info = f"<< /Keywords (battle pack, {'x' * 20_000_000}) >>"
    pack.write_bytes(pdf(BASE + [info], "3 0 R") if where == "object" else pdf(BASE, info))
    peak, child = peak_rss_mb("verify", str(FLEET), "--pack", str(pack))
    assert child.returncode == 2 and "than any battle pack's" in child.stderr, child.stderr
    assert peak < 300, f"{peak:.0f} MB"


def test_a_flood_of_cross_reference_entries_is_refused_before_parsing(tmp_path, capsys):
    """Each table entry costs the PDF reader about 200 bytes: 600,000 of them (12 MB of file)
    are refused by counting the table's headers, never read one by one."""
    pack = tmp_path / "pack.pdf"
    pack.write_bytes(pdf(BASE + ["<< /Title (x) >>"], "3 0 R", entries=600_000))
    assert main(["verify", str(FLEET), "--pack", str(pack)]) == 2
    assert "more than 500,000 objects" in capsys.readouterr().err
