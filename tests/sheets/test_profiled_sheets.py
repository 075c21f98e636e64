"""Record sheets print what a design was evaluated under (issue 17 part 4): each game's example
house-rule profile, exported through the one export path, shows its own figure or system on the
PDF, where the book's catalog would print its own (or nothing)."""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest

from designer.core import registry
from designer.core.context import EvaluationContext
from designer.core.design_file import load_design
from designer.core.profile import load_profile
from designer.sheets.export import design_sheet, write_pdf

# Per game: its example profile, a standard design, the entry added to one of its lists (one of
# the profile's own systems), and what the sheet prints for it under the profile, and by the book.
CASES = {
    "full-thrust": (
        "heavy-beams",
        "heavy-cruiser",
        "systems",
        {"type": "beam", "class": "D", "arcs": ["F"]},
        "Beam battery A, B, C or D",
        "Beam battery A, B or C",
    ),
    "bscs": (
        "frontier-refits",
        "tc1-frigate",
        "systems",
        {"type": "missile", "damage": 100, "range": 10, "sensors": 2, "sensor_level": "superior"},
        "2 sensor d16",
        "2 sensor d?",
    ),
    "sfb": (
        "rutan-heavy-phaser",
        "rutan-light-cruiser",
        "boxes",
        {"system": "phaser-h", "count": 2, "arcs": ["FA"]},
        "PH-H",
        None,
    ),
    "star-blazers": (
        "cometine-campaign",
        "comet-victory",
        "purchases",
        {"system": "wave-motion-shield"},
        "WAVE-MOTION SHIELD",
        None,
    ),
}


def profiled_design(game, case):
    profile_id, design_id, list_path, entry, *_ = case
    standard = game.standard_design(design_id)
    loaded = load_design(standard.path).design
    data = loaded.model_dump(by_alias=True, mode="json", exclude_defaults=True)
    data[list_path] = [*data.get(list_path, []), entry]
    profile = load_profile(game.data.folder / "profiles" / f"{profile_id}.yaml")
    return type(loaded).model_validate(data), profile, standard.path.parent


def pdf_text(path: Path) -> str:
    return " ".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


@pytest.mark.parametrize("game_id", CASES)
def test_the_sheet_prints_the_profiles_system(game_id, tmp_path):
    game = registry.get(game_id)
    case = CASES[game_id]
    design, profile, folder = profiled_design(game, case)
    ruled = EvaluationContext(profile=profile, folder=folder)
    assert not [f for f in game.evaluate(design, ruled).errors if "UNKNOWN" in f.code]
    out = write_pdf(design_sheet([(game, design, ruled)]), tmp_path / "ruled.pdf")
    text = pdf_text(out)
    assert case[4] in text and f"House rules: {profile.name} v{profile.version}" in text
    book = pdf_text(
        write_pdf(design_sheet([(game, design, EvaluationContext(folder=folder))]), tmp_path / "book.pdf")
    )
    assert case[4] not in book  # the book's catalog lacks it: it is the profile's that prints
    if case[5]:
        assert case[5] in book
