"""The optional notes layer's NOTES block: what the layer's marks mean, then the play note of
each supplement system on the ship and the notes the ship needs for what it is
(``play_notes``), by section name with the catalog's figures. The general procedures (bolting,
blossom, energy allocation, the charts' use) are the quick reference's, not every sheet's.
Only printed with the layer on (a sheet option, off by default)."""

from __future__ import annotations

from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.detail import SfbDetail
from designer.games.sfb.sheet.play_notes import Note, ship_notes, shuttle_notes, size_words, system_notes
from designer.sheets.display import Group, Item
from designer.sheets.flow import Block
from designer.sheets.text import label, wrap_text

KEY = (
    "Destroyed on",
    "Printed after each group's label; '?' marks the base game's category, an "
    "assumption (the supplement does not state it).",
)


def rule_notes(design: SfbDesign, detail: SfbDetail) -> list[Note]:
    """The layer's key, the ship's notes, then each system's (the SSD's order)."""
    sizes = size_words(detail.larger_means)
    return [
        KEY,
        *ship_notes(design, detail.entries, detail.play),
        *system_notes(detail.entries, detail.play, sizes),
        *shuttle_notes(design, detail.entries, detail.play),
    ]


def notes_block(design: SfbDesign, detail: SfbDetail, width: float, template) -> Block:
    head, note, bold = template.font("head"), template.font("note"), template.font("body_bold")
    items: list[Item] = [label(0, head.size, "NOTES", head.size, head.font)]
    top = head.size + 3
    for title, text in rule_notes(design, detail):
        # The title in bold on its own line keeps each system's note findable at a glance.
        top += note.size + 1
        items.append(label(0, top, title, note.size, bold.font, width=width))
        for line in wrap_text(text, width, note.size, note.font):
            top += note.size + 1
            items.append(label(0, top, line, note.size, note.font))
        top += 2
    return Block.drawn((Group(tuple(items), "notes"),), top + 2, width)
