"""Automatic placement always obeys the tic rules (002 L762-766): for any mix of systems left on
``auto``, no placement finding comes out and every on-diagram tic is placed exactly once."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from designer.games.bscs.design import ARCS, BscsDesign
from designer.core import registry
from designer.games.bscs.rules.placement import (
    on_diagram,
    place,
    place_rows,
    placement_findings,
    section_findings,
    section_tics,
    spread,
)

CATALOG = registry.get("bscs").data.catalog()

arcs = st.lists(st.sampled_from(ARCS), min_size=1, max_size=6, unique=True)
entry = st.one_of(
    st.builds(lambda n: {"type": "drive", "count": n}, st.integers(1, 30)),
    st.builds(lambda n, a: {"type": "beam", "count": n, "damage": 5, "arcs": a}, st.integers(1, 8), arcs),
    st.builds(lambda n, a: {"type": "cannon", "count": n, "damage": 3, "arcs": a}, st.integers(1, 8), arcs),
    st.builds(lambda n: {"type": "missile", "count": n, "damage": 50}, st.integers(1, 20)),
    st.builds(lambda n: {"type": "reactor", "count": n}, st.integers(1, 20)),
    st.builds(lambda n: {"type": "shield", "count": n}, st.integers(1, 5)),
    st.builds(lambda n: {"type": "hold", "count": n}, st.integers(1, 60)),
    st.builds(lambda n: {"type": "hangar", "count": n, "spaces": 15, "craft_size": 10}, st.integers(1, 3)),
    st.builds(lambda n: {"type": "sensor", "count": n}, st.integers(1, 6)),
    st.builds(lambda n: {"type": "rescue-pod", "count": n}, st.integers(1, 3)),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(entry, max_size=12), st.integers(0, 40))
def test_automatic_placement_is_always_legal(systems, hull):
    design = BscsDesign.model_validate({"game": "bscs", "name": "P", "hull": hull, "systems": systems})
    placement = place(design, CATALOG)
    found = placement_findings(design, placement) + [
        f for i, s in enumerate(design.systems) for f in section_findings(i, s, CATALOG)
    ]
    codes = {f.code for f in found} - {"BSCS-DAD-BLANK"}
    assert codes == set()
    for i, s in enumerate(design.systems):
        where = placement.rows_for(f"systems[{i}]")
        assert sum(where.values()) == (s.count if on_diagram(s, CATALOG) else 0)
        if s.type == "reactor":
            assert set(where) == {"Core"}
        if s.type in ("beam", "cannon"):
            assert set(where) <= set(s.arcs)
        if s.type in ("beam", "cannon", "missile", "hangar"):
            assert "Core" not in where
    hull_tics = placement.rows_for("hull")
    assert sum(hull_tics.values()) == hull
    assert (
        not hull_tics
        or max(hull_tics.values())
        - min(hull_tics.get(s, 0) for s in ("F", "SF", "SA", "A", "PA", "PF", "Core"))
        <= 1
    )


def _tic_by_tic(loads: list[int], n: int) -> list[int]:
    """The rule as written: each tic to the least-filled section, ties to the preferred one."""
    loads, got = list(loads), [0] * len(loads)
    for _ in range(n):
        target = min(range(len(loads)), key=loads.__getitem__)
        loads[target] += 1
        got[target] += 1
    return got


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 15), min_size=1, max_size=7), st.integers(0, 80))
def test_spread_gives_each_section_what_placing_tic_by_tic_would(loads, n):
    assert spread(loads, n) == _tic_by_tic(loads, n)


placed = st.one_of(st.just("auto"), st.sampled_from(("F", "A", "Core")))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(entry, placed), max_size=14))
def test_the_tics_per_section_are_the_rows_totals(entries):
    """The evaluation reads the tics per section (``section_tics``, each run of entries with the
    same sections spread at once); the sheet reads the rows (``place_rows``, entry by entry):
    the same placement, with entries placed by hand among them."""
    systems = [{**e, "section": where} for e, where in entries]
    design = BscsDesign.model_validate({"game": "bscs", "name": "P", "hull": 7, "systems": systems})
    rows = place_rows(design.systems, CATALOG)
    assert section_tics(design.systems, CATALOG) == {s: sum(r.tics for r in rows[s]) for s in rows}
