"""The bundled fonts, metrics read from the TTF, and text fitting (no renderer involved)."""

from __future__ import annotations

import pytest
from fontTools.ttLib import TTFont

from designer.sheets.fonts import ELLIPSIS, FONT_DIR, REPLACEMENT, clean_text, font_path, metrics, text_width
from designer.sheets.text import (
    MIN_TEXT_SIZE,
    fit_lines,
    fit_text,
    fits_on_one_line,
    label,
    shrink_to_fit,
    wrap_text,
)


@pytest.mark.parametrize("face", ["regular", "bold"])
def test_fonts_ship_with_the_package_and_their_licence(face):
    path = font_path(face)
    assert path.is_file() and path.parent == FONT_DIR and path.suffix == ".ttf"
    licence = (FONT_DIR / "LICENSE.txt").read_text()
    assert "Bitstream" in licence and "Permission is hereby granted" in licence


def test_unknown_face_is_refused():
    with pytest.raises(ValueError):
        font_path("italic")


def test_widths_are_the_ttf_advance_widths():
    # Cross-check against fontTools directly: "MASS" at 10 pt = sum of hmtx advances / unitsPerEm.
    tt = TTFont(font_path("bold"))
    cmap, hmtx, upem = tt.getBestCmap(), tt["hmtx"].metrics, tt["head"].unitsPerEm
    expected = sum(hmtx[cmap[ord(c)]][0] for c in "MASS") * 10 / upem
    assert text_width("MASS", 10, "bold") == pytest.approx(expected)
    assert text_width("MASS", 20, "bold") == pytest.approx(2 * expected)
    assert text_width("MASS", 10, "bold") > text_width("MASS", 10, "regular")


@pytest.mark.parametrize("face", ["regular", "bold"])
def test_every_character_has_the_width_of_its_named_glyph(face):
    # metrics() matches glyphs by index (no 'post' names read): the same widths, character by character.
    tt = TTFont(font_path(face))
    hmtx = tt["hmtx"].metrics
    assert metrics(face).widths == {code: hmtx[glyph][0] for code, glyph in tt.getBestCmap().items()}


def test_missing_glyphs_and_control_characters_become_visible_replacements():
    cleaned = clean_text("A\x00B\u200bC\U0001f600D\u6f22E\nF\tG")
    assert cleaned == f"A{REPLACEMENT}B{REPLACEMENT}C{REPLACEMENT}D{REPLACEMENT}E F G"
    assert metrics("regular").has(REPLACEMENT) and metrics("bold").has(REPLACEMENT)
    assert clean_text("Überschall Kreuzer ½") == "Überschall Kreuzer ½"  # the font has these


def test_text_not_cleaned_is_measured_by_the_faces_own_widths():
    # Widths are summed by drawn character; text not cleaned first (the PDF writer measures an
    # item's text as it is) falls back to the face's own advance, else the replacement's.
    face = metrics("regular")
    replacement = face.widths[ord(REPLACEMENT)]
    raw = "A\x00B\U0001f600\n"
    assert face.units(raw) == sum(face.widths.get(ord(c), replacement) for c in raw)
    assert face.units("× ·") == sum(face.widths[ord(c)] for c in "× ·")
    assert face.width("MASS", 10) == face.at(face.units("MASS"), 10) == text_width("MASS", 10)


def test_wrap_text_breaks_where_measuring_each_trial_line_would():
    # The wrap adds words' widths (no kerning) rather than measuring every trial line: the same
    # lines as measuring each, at widths that fall on a word's edge.
    face = metrics("regular")
    words = "Fore shields 3 · aft 2 · antimatter shells explode if hit".split()
    for width in (40, 55.5, 80, 120):
        expected, line = [], ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if face.width(trial, 7) <= width:
                line = trial
            else:
                expected.append(line)
                line = word
        assert wrap_text(" ".join(words), width, 7) == [*expected, line]


def test_fit_text_cuts_with_an_ellipsis_within_the_width():
    name = "Superheavy Cruiser of the Grand Fleet of the Sixth Solar Empire " * 5
    fitted = fit_text(name, 100, 8, "bold")
    assert fitted.endswith(ELLIPSIS) and len(fitted) > 5
    assert text_width(fitted, 8, "bold") <= 100
    assert fit_text("Frigate", 100, 8) == "Frigate"
    assert fit_text("Frigate", 1, 8) == ""  # not even the ellipsis fits


def test_shrink_then_cut():
    text, size = shrink_to_fit("Superheavy Cruiser", 70, 10, "bold", min_size=6)
    assert 6 <= size < 10 and text == "Superheavy Cruiser"
    assert text_width(text, size, "bold") <= 70
    text, size = shrink_to_fit("Superheavy Cruiser " * 10, 70, 10, "bold", min_size=6)
    assert size == 6 and text.endswith(ELLIPSIS) and text_width(text, 6, "bold") <= 70


def test_wrap_text_keeps_every_line_inside_and_marks_the_cut():
    text = "Arcs are not in the text; 447 needs the B on 3 arcs and the four A on 8 arcs in all."
    lines = wrap_text(text, 80, 7)
    assert len(lines) > 2 and all(text_width(line, 7) <= 80 for line in lines)
    assert " ".join(lines) == text
    two = wrap_text(text, 80, 7, max_lines=2)
    assert len(two) == 2 and two[-1].endswith(ELLIPSIS)
    assert wrap_text("Pneumonoultramicroscopicsilicovolcanoconiosis", 40, 7)[0].endswith(ELLIPSIS)


def test_label_is_cleaned_and_fitted():
    t = label(10, 20, "Ship\x07 with a bell and a very long name indeed", 8, width=50)
    assert REPLACEMENT in t.text and t.text.endswith(ELLIPSIS)
    assert text_width(t.text, 8) <= 50 and (t.x, t.y) == (10, 20)


def test_fit_lines_wraps_before_it_shrinks_and_cuts_only_as_a_last_resort():
    """Issue 15: "System Defence Ship (s…" lost what a player needs; wrap, then shrink, then cut."""
    name = "System Defence Ship (screened)"
    assert fit_lines(name, 200, 7) == ([name], 7)  # fits: one line
    lines, size = fit_lines(name, 80, 7)
    assert lines == ["System Defence Ship", "(screened)"] and size == 7
    assert all(text_width(line, 7) <= 80 for line in lines)
    lines, size = fit_lines(name, 80, 7, height=13)  # room for one line of 7 pt, two of 6 pt
    assert lines == ["System Defence Ship", "(screened)"] and size == MIN_TEXT_SIZE
    lines, size = fit_lines(name * 4, 60, 7)
    assert size == MIN_TEXT_SIZE and len(lines) == 2 and lines[-1].endswith(ELLIPSIS)
    assert fit_lines("", 60, 7) == ([], 7)


def test_text_that_fits_one_line_keeps_its_spacing_and_says_so():
    # "Class Bastion  ·  Home Fleet": a line that fits (shrunk or not) prints as written.
    who = "Class Bastion  ·  Home Fleet"
    assert fit_lines(who, 200, 7) == ([who], 7) and shrink_to_fit(who, 83, 7) == (who, 6.5)
    assert fits_on_one_line(who, 83, 7) and not fits_on_one_line(who, 60, 7)
    assert fits_on_one_line(who, text_width(who, MIN_TEXT_SIZE), 7)


def test_nothing_shrinks_below_the_smallest_print_unless_asked():
    assert shrink_to_fit("Superheavy Cruiser " * 10, 70, 10)[1] == MIN_TEXT_SIZE == 6.0
