"""What every page of one call of the BSCS sheets shares: the template, the sheet options and the
caller's memo. (Each design's catalog is the one it was evaluated under, in its detail.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from designer.core.memo import Memo
from designer.sheets.display import Style
from designer.sheets.template import SheetTemplate

TIC = Style(stroke="#000000", fill="#ffffff", width=0.6)  # a system's tic: a circle to mark


def armor_tic(template: SheetTemplate) -> Style:
    """Armor's tic: a square, it protects."""
    return Style(stroke="#000000", fill=template.colour("armor"), width=0.8)


def write_on(template: SheetTemplate) -> Style:
    """A blank form's line to write on."""
    return Style(width=0.4, stroke=template.colour("write_on"))


@dataclass(frozen=True)
class Layout:
    template: SheetTemplate
    memo: Memo
    options: Mapping[str, Any]
    blank: bool = False  # the form to design on by hand: labels and boxes, no figures or findings
