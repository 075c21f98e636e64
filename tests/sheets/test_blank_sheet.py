"""Print options' blank sheet is a form to design on by hand, for every game: the labels, boxes
and key are there; no figures, systems or findings (an empty design's MASS 12 and 48 points
printed on Full Thrust's before)."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from designer.cli import main
from designer.core.paths import CATALOGS

DESIGNS = {
    "full-thrust": "frigate",
    "bscs": "tc1-frigate",
    "star-blazers": "comet-exterminator",
    "sfb": "rutan-light-cruiser",
}
LABELS = {
    "full-thrust": (
        "SHIP RECORD SHEET",
        "MASS",
        "POINTS",
        "DAMAGE TRACK",
        "FIRECON",
        "CLASS",
        "MOVEMENT ORDERS",
        "KEY",
        "Needle beam",
    ),
    "bscs": ("DAMAGE ALLOCATION DIAGRAM", "CORE", "SHIP DATA", "Points", "POWER BUDGET", "SHIELDS"),
    "star-blazers": ("WARSHIP DATA", "CLASS", "POINTS", "SHIP SYSTEMS", "MOVEMENT LOG"),
    "sfb": ("SSD", "SHIELD #1", "SHIP DATA TABLE", "Size class", "BPV", "POWER"),
}
# What the empty design each blank sheet starts from printed before: its figures.
EMPTY_FIGURES = {
    "full-thrust": ("48", "T1:"),
    "bscs": ("3.2", "10.04"),
    "star-blazers": ("SHIP POINTS 0", "Earth Defense Force"),
    "sfb": ("BPV 0", "(0)"),
}


def pages_text(path) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(path.read_bytes())).pages]


def export(tmp_path, game: str, *extra: str) -> list[str]:
    out = tmp_path / f"{game}.pdf"
    design = CATALOGS / game / "designs" / f"{DESIGNS[game]}.yaml"
    assert main(["export", str(design), "-o", str(out), *extra]) == 0
    return pages_text(out)


@pytest.mark.parametrize("game", DESIGNS)
def test_each_games_blank_sheet_is_a_form_with_its_labels_and_no_findings(tmp_path, game):
    plain, with_blank = export(tmp_path, game), export(tmp_path, game, "--blank")
    assert with_blank[: len(plain)] == plain  # the design's own sheets are untouched
    blank = "\n".join(with_blank[len(plain) :])
    assert blank, "no blank page"
    for label in LABELS[game]:
        assert label in blank
    assert "NOT LEGAL" not in blank and "CUSTOM CLASS" not in blank
    for figure in EMPTY_FIGURES[game]:
        assert figure not in blank


def test_full_thrusts_blank_sheet_has_no_figures(tmp_path):
    blank = export(tmp_path, "full-thrust", "--blank")[-1]
    figures = set(re.findall(r"\b\d+\b", blank))
    # Only the turn numbers of the Movement Orders and the page count: no MASS 12, 48 points,
    # damage, thrust, threshold or systems figures of an empty design.
    assert "48" not in figures and "12" not in figures
    assert figures <= {str(n) for n in range(11)}
    assert "Systems" not in blank and "1st hit" not in blank and "ESCORT" not in blank
