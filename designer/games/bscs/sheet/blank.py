"""The blank Damage Allocation Diagram: a form to design a ship on by hand (issue 21 item 10).

It has the real sheet's parts with nothing filled in: in every section, rows to write a system
on and tics to mark its count (002 L758-785: a tic a system, weapons one each, hull spread over
all seven locations); the Shields, Stealth and Streamline columns outside the hull (L774, L777,
L785; stealth has a maximum of 20, L445, streamlining two levels, digest D21); ship data lines to
write on; power budget and weapon table rows; and a repair parts track to mark off (L465,
``sheet_parts.py``).
"""

from __future__ import annotations

from designer.games.bscs.sheet.layout import TIC as TIC_STYLE
from designer.games.bscs.sheet.layout import write_on
from designer.games.bscs.sheet.outside import Outside
from designer.sheets.display import Circle, Group, Item, Line
from designer.sheets.layout import Box
from designer.sheets.template import SheetTemplate

# The columns outside the hull: shields fifty (five generators, the TC-2's; more go on a second
# sheet), stealth its maximum of 20 (L445), streamlining its two levels (D21).
OUTSIDE = (
    Outside("shields", "SHIELDS", 50, "systems", ""),
    Outside("stealth", "STEALTH", 20, "stealth", ""),
    Outside("streamline", "STREAMLINE", 2, "streamline", ""),
)
TIC = 7.0  # the write-in rows' tic size, in the template's range (2.6 to 9)
WEAPON_ROWS = 6
POWER_ROWS = 6
# The data lines a player fills in, as the sheet prints them for a ship (``sheet_data.py``),
# and the two it prints only when the ship has shell holds or hangars.
DATA_KEYS = (
    ("Size", "size"),
    ("Points", ""),
    ("Hull", "hull"),
    ("Power", "systems"),
    ("Move cost", "systems"),
    ("Max move", "systems"),
    ("Turn mode", "turn_mode"),
    ("Shields", "systems"),
    ("Armor", "systems"),
    ("Sensors", "systems"),
    ("Stealth / ECM", "stealth"),
    ("Streamlining", "streamline"),
    ("Jump", "systems"),
    ("Crew", ""),
    ("Auxiliary", ""),
    ("Holds", "systems"),
    ("Shells", "systems"),
    ("Craft", "systems"),
)


def data_rows() -> list[tuple[str, str, str]]:
    """(key, value, ref): every line of the ship data, its value left to write in."""
    return [(key, "", ref) for key, ref in DATA_KEYS]


def section_rows(box: Box, template: SheetTemplate) -> Group:
    """Write-in rows filling a section below its title: a line to write the system on and a
    row of tics to mark its count, row after row to the section's foot."""
    spec = template.region("diagram")
    pad, gap, label = spec.num("padding"), spec.num("tic_gap"), spec.num("label")
    per_row = max(1, int((box.w - 2 * pad - label + gap) // (TIC + gap)))
    pitch = TIC + spec.num("row_gap") + 3
    items: list[Item] = []
    y = box.y + spec.num("title") + pad
    while y + TIC <= box.bottom - pad:
        items.append(Line(box.x + pad, y + TIC, box.x + pad + label - 6, y + TIC, write_on(template)))
        for k in range(per_row):
            cx = box.x + pad + label + k * (TIC + gap) + TIC / 2
            items.append(Circle(cx, y + TIC / 2, TIC / 2, TIC_STYLE))
        y += pitch
    return Group(tuple(items), "write-in-rows", "")


__all__ = ["DATA_KEYS", "OUTSIDE", "POWER_ROWS", "WEAPON_ROWS", "data_rows", "section_rows"]
