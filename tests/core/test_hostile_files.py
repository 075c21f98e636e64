"""Each hostile input is refused by the loader and by the CLI with FILE[:LINE:COL], fast, with no
traceback (issue 7). Every row here is a row of the user guide's Robustness table (docs/user-guide.md)."""

import re
import time
import tracemalloc
from pathlib import Path

import pytest

from designer.cli import main
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from tests.core.hostile_inputs import HOSTILE

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "user-guide.md"  # its Robustness table


@pytest.mark.parametrize("case", HOSTILE, ids=[h.id for h in HOSTILE])
def test_loader_refuses_with_a_located_message(tmp_path, case):
    path = case.make(tmp_path)
    with pytest.raises(LoadError) as info:
        load_design(path)
    message = str(info.value)
    assert case.says in message
    assert message.startswith(str(path))
    assert re.match(r"^.+?(:\d+:\d+)?: \S", message)


@pytest.mark.parametrize("case_id", ["bomb", "huge", "deep"])
def test_bombs_are_refused_cheaply(tmp_path, case_id):
    """Issue 7: refused in well under a second and without a memory spike. The bound is loose
    (a busy CI core) but the work is bounded: none of these is ever expanded or read whole."""
    case = next(h for h in HOSTILE if h.id == case_id)
    path = case.make(tmp_path)
    tracemalloc.start()
    start = time.perf_counter()
    with pytest.raises(LoadError):
        load_design(path)
    elapsed = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert elapsed < 1.0
    assert peak < 16 * 1024 * 1024


@pytest.mark.parametrize("case", HOSTILE, ids=[h.id for h in HOSTILE])
def test_cli_exits_2_without_a_traceback(tmp_path, capsys, case):
    path = case.make(tmp_path)
    assert main(["validate", str(path)]) == 2
    err = capsys.readouterr().err
    assert case.says in err
    assert "Traceback" not in err


def test_readme_robustness_table_lists_every_case():
    text = GUIDE.read_text(encoding="utf-8")
    table = text.split("## Robustness", 1)[1]
    rows = {line.split(" | ")[0].lstrip("| "): line for line in table.splitlines() if line.startswith("| ")}
    for case in HOSTILE:
        row = rows.get(case.what)
        assert row is not None, f"user guide Robustness table lacks: {case.what}"
        assert f"...{case.says}..." in row and row.endswith(f"| `{case.id}` |"), row
