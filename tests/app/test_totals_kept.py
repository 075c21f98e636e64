"""The totals under a list keep what the same rows added up to (``totals_table.Sums``): after
any edit of the breakdown they must read as a sum of every row from scratch does."""

from __future__ import annotations

import random

from designer.app.totals_table import Sums, totals_rows
from designer.core.editor import ListSpec
from designer.core.evaluation import BreakdownRow, Evaluation

SPEC = ListSpec("systems", "Systems", (), measures=(("size", "Size"), ("points", "Points")), totals="Totals")


def _evaluation(rows: list[BreakdownRow]) -> Evaluation:
    return Evaluation({"points": 0}, tuple(rows), detail=None)


def test_kept_sums_follow_every_edit():
    rows = [BreakdownRow("hull", {"size": 140, "points": 0}, "hull")] + [
        BreakdownRow(f"s{i}", {"size": 2.5, "points": 3}, f"systems[{i}]") for i in range(6)
    ]
    kept = Sums()
    # By hand: 140 + 6 x 2.5 = 155 size, 6 x 3 = 18 points; the rows above 15 and 18.
    assert totals_rows(SPEC, _evaluation(rows), kept)[:2] == [
        ["Total", "155", "18"],
        ["The rows above", "15", "18"],
    ]
    rows[0] = BreakdownRow("hull", {"size": 139, "points": 0}, "hull")  # an edit of the hull only
    assert totals_rows(SPEC, _evaluation(rows), kept)[:2] == [
        ["Total", "154", "18"],
        ["The rows above", "15", "18"],
    ]
    rows[3] = BreakdownRow("s2", {"size": 1, "points": 0.5}, "systems[2]")
    assert totals_rows(SPEC, _evaluation(rows), kept)[:2] == [
        ["Total", "152.5", "15.5"],
        ["The rows above", "13.5", "15.5"],
    ]


def test_kept_sums_equal_fresh_ones_after_random_edits():
    rnd = random.Random(7)
    rows = [
        BreakdownRow(f"r{i}", {"size": rnd.choice([1, 2.5, 0.1]), "points": rnd.choice([1, 0.3, 7])}, path)
        for i, path in enumerate(f"systems[{i}]" if i % 5 else "hull" for i in range(40))
    ]
    kept = Sums()
    for _ in range(200):
        for _ in range(rnd.randint(0, 3)):
            i = rnd.randrange(len(rows) + 1)
            what = rnd.random()
            if what < 0.4 and i < len(rows):
                rows[i] = BreakdownRow("x", {"size": rnd.random(), "points": rnd.random()}, rows[i].path)
            elif what < 0.7 and i < len(rows):
                del rows[i]
            else:
                rows.insert(i, BreakdownRow("y", {"size": rnd.random()}, f"systems[{i}]"))
        evaluation = _evaluation(rows)
        assert totals_rows(SPEC, evaluation, kept) == totals_rows(SPEC, evaluation, Sums())
