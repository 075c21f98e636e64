"""The plain text of a Full Thrust design, pasted back, is the same design; hostile text is
refused with a located error in bounded time."""

from __future__ import annotations

import time

import pytest

from designer.core import registry
from designer.core.design_file import load_design
from designer.core.errors import LoadError
from designer.exchange.share import share_design
from designer.exchange.share_text import read_full_thrust_text
from designer.games.full_thrust.design import SYSTEM_MODELS, FullThrustDesign

FULL_THRUST = registry.get("full-thrust")


def text_of(design: FullThrustDesign) -> str:
    return share_design(FULL_THRUST, design, FULL_THRUST.evaluate(design), "text")


@pytest.mark.parametrize("standard", FULL_THRUST.standard_designs, ids=lambda d: d.id)
def test_every_bundled_design_reads_back_from_its_text(standard):
    design = load_design(standard.path).design
    assert read_full_thrust_text(text_of(design)) == design


def test_every_system_kind_count_arc_and_file_field_reads_back():
    entries = [
        {"type": "beam", "class": "C", "arcs": ["F", "P", "S", "A"], "count": 2},
        {"type": "beam", "class": "A", "arcs": []},
        {"type": "screen", "level": 3},
        {"type": "pdaf", "count": 4},
        {"type": "adaf"},
        {"type": "fighter-group", "count": 2},
        {"type": "needle-beam", "arcs": ["P"]},
        {"type": "pulse-torpedo", "count": 3},
        {"type": "nova-cannon"},
        {"type": "submunition", "arcs": ["S"], "count": 2},
        {"type": "minelayer"},
        {"type": "minesweeper", "count": 2},
        {"type": "fire-control", "count": 2},
        {"type": "weasel", "signature": "capital"},
        {"type": "weasel", "signature": "cruiser", "count": 2},
    ]
    assert {e["type"] for e in entries} == set(SYSTEM_MODELS)  # every kind the model has
    design = FullThrustDesign.model_validate(
        {
            "name": "Test: every system",
            "hull": {"mass": 100, "type": "q-ship"},
            "thrust": 3,
            "ftl": False,
            "systems": entries,
            "rules": {"merchant_allowance_rounding": "up"},
            "profile": "../profiles/house.yaml",
            "book_points": 123.5,
            "source": "001 L1-2, L3",
            "notes": "Line one: with a colon.\n\nSystems: not a list\n  - indented, kept",
        }
    )
    assert read_full_thrust_text(text_of(design)) == design


def test_an_installation_without_ftl_and_an_illegal_design_read_back():
    for data in (
        {"name": "Base", "hull": {"mass": 300, "type": "military-installation"}},
        {"name": "Too fast", "hull": {"mass": 10, "type": "tug"}, "thrust": 12, "ftl": True},
    ):
        design = FullThrustDesign.model_validate(data)
        assert read_full_thrust_text(text_of(design)) == design


def test_a_text_written_by_hand_in_the_books_words_reads():
    design = read_full_thrust_text(
        "Raider\nMASS: 14 (warship)\nThrust: 6\nFTL: yes\nSystems:\n"
        "  Level-1 Screens\n  2 'B' Batteries (P/F/S)\n  PDAF\n"
    )
    assert design.hull.mass == 14 and design.thrust == 6 and len(design.systems) == 3
    assert design.systems[1].count == 2 and design.systems[1].arcs == ["P", "F", "S"]


@pytest.mark.parametrize(
    "text, line, words",
    [
        ("X\nMASS: 40 (warship)\nSystems:\n  3 Death Rays\n", 4, "not a Full Thrust system"),
        ("X\nMASS: 40 (warship)\nSystems:\n  'A' Battery (F/Q)\n", 4, "Q is not an arc"),
        ("X\nMASS: forty\n", 2, "is not '<mass> (<hull type>)'"),
        ("X\nMASS: 40 (warship)\nThrust: fast\n", 3, "not a whole number"),
        ("X\nThrust: 4\n", 1, "no 'MASS:"),
        ("X\nMASS: 40 (battlestar)\n", 2, "battlestar"),
    ],
)
def test_bad_text_is_a_located_error(text, line, words):
    with pytest.raises(LoadError) as caught:
        read_full_thrust_text(text, "paste")
    assert caught.value.file == "paste" and caught.value.line == line
    assert words in caught.value.message


@pytest.mark.parametrize(
    "text",
    [
        "x" * 2_000_000,
        "A\x00B",
        "X\n" * 1_000_000,
        "X\nMASS: 40 (warship)\nSystems:\n" + "  PDAF\n" * 10_000,
        "",
    ],
)
def test_hostile_text_is_refused_quickly(text):
    start = time.perf_counter()
    with pytest.raises(LoadError):
        read_full_thrust_text(text, "paste")
    assert time.perf_counter() - start < 2
