"""The page frame every sheet shares: numbering, the NOT LEGAL banner and the foot lines, drawn
from the template (its colours and fonts), the same for every game."""

from __future__ import annotations

from designer.core.evaluation import Finding
from designer.sheets.display import Page, Text
from designer.sheets.page_frame import FOOTER_SIZE, PageFrame, house_rules_line, with_footer
from designer.sheets.template import load_template_file
from designer.sheets.text import CAP_HEIGHT, LEADING

TOY = """\
game: toy
paper:
  a4: [595.28, 841.89]
margin: 28
colours:
  alert: "#123456"
  footer: "#654321"
fonts:
  page: {font: regular, size: 7}
  note: {font: bold, size: 9}
  illegal: {font: bold, size: 8}
"""

ERRORS = [Finding("X-ONE", "error", "too heavy", rule="Mass"), Finding("X-TWO", "error", "no drive")]


def toy(tmp_path):
    path = tmp_path / "toy.yaml"
    path.write_text(TOY)
    return load_template_file(path)


def test_the_sheet_number_ends_at_x_in_the_named_font(tmp_path):
    frame = PageFrame(toy(tmp_path))
    number = frame.number(500, 40, 2, 5)
    assert (number.text, number.x, number.y, number.anchor) == ("Sheet 2 of 5", 500, 40, "end")
    assert (number.size, number.font) == (7, "regular")
    assert (frame.number(1, 1, 1, 1, "note").size, frame.number(1, 1, 1, 1, "note").font) == (9, "bold")


def test_the_not_legal_banner_is_in_the_templates_alert_colour(tmp_path):
    items, height = PageFrame(toy(tmp_path)).not_legal(10, 20, ERRORS, 400)
    assert [i.text for i in items] == ["NOT LEGAL: X-ONE: too heavy (see Mass) and 1 more"]
    assert {i.color for i in items} == {"#123456"} and {i.ref for i in items} == {"findings"}
    assert items[0].y == 20 + 8 * CAP_HEIGHT  # the first line's cap height at the top given
    assert height == 8 * CAP_HEIGHT  # one line: from its cap height to its baseline
    assert PageFrame(toy(tmp_path)).not_legal(10, 20, [], 400) == ([], 0.0)  # legal: no banner


def test_a_narrow_banner_wraps_and_a_tagged_one_leaves_the_words_to_its_tag(tmp_path):
    frame = PageFrame(toy(tmp_path))
    items, height = frame.not_legal(0, 0, ERRORS, 90)
    assert len(items) > 1 and " ".join(i.text for i in items).startswith("NOT LEGAL: X-ONE")
    size = items[0].size
    assert abs(items[1].y - items[0].y - size * LEADING) < 1e-9
    lines, _ = frame.not_legal_lines(ERRORS, 400, 8, "regular", 3, tagged=True)
    assert lines == ["X-ONE: too heavy (see Mass) and 1 more"]


def test_the_foot_line_is_centred_in_the_footer_colour(tmp_path):
    page = with_footer(Page(600, 800, (), "p"), "House rules: Club v2", toy(tmp_path))
    foot = page.items[-1]
    assert isinstance(foot, Text)
    assert (foot.x, foot.y, foot.anchor, foot.size, foot.color) == (
        300,
        791,
        "middle",
        FOOTER_SIZE,
        "#654321",
    )
    assert house_rules_line([None]) == ""
