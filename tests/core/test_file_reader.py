"""Issue 11, item 6: one reader for every input, which never waits on a FIFO or a device.

A FIFO with no writer is refused at once (as empty when the player named it, as "a pipe" when a
file names it); a pipe named on the command line is read once; what is reached indirectly (a
fleet's entry, the window's Open, a catalog listing) must be a regular file. Each read runs in a
thread the test gives a few seconds: a reader that blocks fails the test instead of hanging it.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from designer.cli import main
from designer.core import file_reader
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.core.file_reader import read_bytes, read_json
from designer.core.fleet_file import load_document, load_fleet
from tests.core.hostile_inputs import GOOD


def finishes(work, seconds: float = 10.0):
    """``work()``'s result, or its exception re-raised; fails if it is still running after
    ``seconds`` (a blocked open or read of a FIFO)."""
    outcome: dict = {}

    def run():
        try:
            outcome["value"] = work()
        except BaseException as exc:  # handed back to the test
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the reader waited on a FIFO"
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "ship.yaml"
    os.mkfifo(path)
    yield path
    # Unblock a reader a broken implementation may have left waiting.
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
    except OSError:
        pass


def test_a_fifo_reached_indirectly_is_refused_at_once(fifo):
    with pytest.raises(LoadError, match="is a pipe"):
        finishes(lambda: read_bytes(fifo))


def test_a_fifo_named_on_the_command_line_with_no_writer_is_refused_as_empty(fifo):
    with pytest.raises(LoadError, match="empty pipe"):
        finishes(lambda: read_bytes(fifo, pipes=True))


def test_a_pipe_named_on_the_command_line_is_read_once(tmp_path):
    read, write = os.pipe()
    os.write(write, GOOD.encode())
    os.close(write)
    try:
        path = Path(f"/dev/fd/{read}")  # what the shell's <(cat ship.yaml) names
        loaded = finishes(lambda: load_document(path, pipes=True))
    finally:
        os.close(read)
    assert loaded.design.name == "Test Ship"


def test_a_pipe_whose_writer_stalls_is_cut_off(tmp_path, fifo):
    writer = os.open(fifo, os.O_RDWR)  # a writer that never writes nor closes
    try:
        with pytest.raises(LoadError, match="still open after 0 s"):
            finishes(lambda: read_bytes(fifo, pipes=True, timeout=0))
    finally:
        os.close(writer)


def test_a_pipe_larger_than_the_limit_is_refused(fifo):
    writer = os.open(fifo, os.O_RDWR)
    try:
        os.write(writer, b"x" * 200)
        with pytest.raises(LoadError, match="larger than"):
            finishes(lambda: read_bytes(fifo, pipes=True, limit=100))
    finally:
        os.close(writer)


def test_a_device_is_refused_even_when_named(tmp_path):
    with pytest.raises(LoadError, match="is a device"):
        finishes(lambda: read_bytes("/dev/zero", pipes=True))


def test_a_nul_in_a_path_is_a_located_error_not_a_crash():
    with pytest.raises(LoadError, match="NUL character"):
        read_bytes("ship\x00.yaml")


def test_a_fleet_entry_naming_a_fifo_is_refused_at_its_line(tmp_path, fifo):
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text(f"hullwright: 1\ngame: toy\nfleet: F\nships:\n  - {{design: {fifo.name}}}\n")
    with pytest.raises(LoadError) as info:
        finishes(lambda: load_fleet(fleet))
    assert str(info.value).startswith(f"{fleet}:5:") and "is a pipe" in str(info.value)


def test_a_fifo_as_a_design_file_is_refused_by_the_loader(fifo):
    with pytest.raises(LoadError, match="is a pipe"):
        finishes(lambda: load_design(fifo))


def test_validate_reads_a_pipe_it_is_given(tmp_path, capsys):
    read, write = os.pipe()
    os.write(write, GOOD.encode())
    os.close(write)
    try:
        code = finishes(lambda: main(["validate", f"/dev/fd/{read}"]))
    finally:
        os.close(read)
    assert code in (0, 1) and "Test Ship" in capsys.readouterr().out


def test_deeply_nested_json_is_a_load_error(tmp_path):
    path = tmp_path / "recent.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(LoadError, match="nested too deeply"):
        read_json(path)


def test_every_input_goes_through_the_one_reader(tmp_path, monkeypatch):
    """Designs, fleets, templates and catalog listings all open files with ``_open`` (the
    O_NONBLOCK + fstat step)."""
    from designer.core.design_file import read_standard_design
    from designer.core.paths import CATALOGS, TEMPLATES
    from designer.sheets.template import load_template_file

    opened: list[str] = []
    real_open = file_reader._open
    monkeypatch.setattr(file_reader, "_open", lambda f: (opened.append(Path(f).name), real_open(f))[1])
    design = tmp_path / "ship.yaml"
    design.write_text(GOOD)
    load_design(design)
    fleet = tmp_path / "fleet.yaml"
    fleet.write_text("hullwright: 1\ngame: toy\nfleet: F\nships:\n  - {design: ship.yaml}\n")
    load_fleet(fleet)
    load_template_file(TEMPLATES / "full-thrust.yaml")
    read_standard_design(CATALOGS / "full-thrust" / "designs" / "frigate.yaml")
    assert {"ship.yaml", "fleet.yaml", "full-thrust.yaml", "frigate.yaml"} <= set(opened)


def test_a_fleet_read_from_a_pipe_finds_its_designs_from_the_current_folder(tmp_path, monkeypatch):
    (tmp_path / "ship.yaml").write_text(GOOD)
    monkeypatch.chdir(tmp_path)
    read, write = os.pipe()
    os.write(write, b"hullwright: 1\ngame: toy\nfleet: F\nships:\n  - {design: ship.yaml}\n")
    os.close(write)
    try:
        loaded = finishes(lambda: load_document(Path(f"/dev/fd/{read}"), pipes=True))
    finally:
        os.close(read)
    assert loaded.designs[0].design.name == "Test Ship"
