"""The page frame every sheet shares, drawn from the sheet's template: the sheet number
("Sheet 2 of 5"), the NOT LEGAL banner, and the lines at the foot of a page (the house-rules line
of a sheet made under a profile, a battle pack's fleet and fingerprint line). A game draws its own
body and title; what every sheet prints alike is drawn here, once.

Colours come from the template (``colours.alert`` for NOT LEGAL); the foot lines, which any
game's pages get, take the battle-pack template's ``colours.footer``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from designer.core.context import Profile
from designer.core.evaluation import Finding
from designer.sheets.display import FontName, Item, Page, Text
from designer.sheets.findings import not_legal_text
from designer.sheets.template import SheetTemplate
from designer.sheets.text import fit_lines, label, lines_height, text_lines, wrap_text

FOOTER_SIZE = 6.0  # the smallest text a sheet prints
LabelFn = Callable[..., Text]  # text.label (a sheet keeps whole blocks in its memo, not labels)


@dataclass(frozen=True)
class PageFrame:
    """One sheet template's page furniture. ``label`` is :func:`designer.sheets.text.label` or
    a stand-in with its signature."""

    template: SheetTemplate
    label: LabelFn = label

    def number(self, x: float, baseline: float, n: int, total: int, font: str = "page") -> Text:
        """``Sheet n of N``, ending at ``x``."""
        spec = self.template.font(font)
        return self.label(x, baseline, f"Sheet {n} of {total}", spec.size, spec.font, "end")

    def numbered_pages(
        self, bodies: Sequence[tuple[str, Sequence[Item]]], paper: str, title: str
    ) -> list[Page]:
        """One page per ``(name, items)`` body, each with ``Sheet n of N`` at its foot and the
        label ``{title} n/N: name`` (the generic record sheet's and the analysis pages')."""
        w, h = self.template.page_size(paper)
        margin, total = self.template.margin, len(bodies)
        return [
            Page(
                w,
                h,
                (*body, self.number(w - margin, h - margin / 2, n, total)),
                f"{title} {n}/{total}: {name}",
            )
            for n, (name, body) in enumerate(bodies, 1)
        ]

    def not_legal_lines(
        self,
        errors: Sequence[Finding],
        width: float,
        size: float,
        font: FontName,
        max_lines: int | None,
        tagged: bool = False,
    ) -> tuple[list[str], float]:
        """The NOT LEGAL words (:func:`not_legal_text`) fitted to ``width`` in at most
        ``max_lines`` lines (shrunk first), or with ``max_lines`` None wrapped onto as many as
        they take at ``size``; and the size they fit at. ``tagged`` leaves the words "NOT LEGAL"
        out for a banner that prints them on its own tag."""
        text = not_legal_text(errors)
        if tagged:
            text = text.removeprefix("NOT LEGAL: ")
        if max_lines is None:
            return wrap_text(text, width, size, font), size
        return fit_lines(text, width, size, font, max_lines=max_lines)

    def not_legal(
        self,
        x: float,
        top: float,
        errors: Sequence[Finding],
        width: float,
        max_lines: int = 3,
        ref: str = "findings",
    ) -> tuple[list[Text], float]:
        """The NOT LEGAL banner in the ``illegal`` font and the alert colour, its first line's
        cap height at ``top``: its items and the height it takes (none for a legal design)."""
        if not errors:
            return [], 0.0
        spec = self.template.font("illegal")
        lines, size = self.not_legal_lines(errors, width, spec.size, spec.font, max_lines)
        items = text_lines(x, top, lines, size, spec.font, color=self.alert, ref=ref)
        return items, lines_height(len(lines), size)

    @property
    def alert(self) -> str:
        return self.template.colour("alert")


def with_footer(page: Page, text: str, template: SheetTemplate) -> Page:
    """``page`` with ``text`` in its bottom margin (small, in the template's ``colours.footer``,
    never over the page's content): a battle pack's fleet line, a house-rules line."""
    return Page(
        page.width,
        page.height,
        page.items
        + (
            label(
                page.width / 2,
                page.height - 9,
                text,
                FOOTER_SIZE,
                "regular",
                "middle",
                width=page.width - 40,
                color=template.colour("footer"),
            ),
        ),
        page.label,
    )


def house_rules_line(profiles: Sequence[Profile | None]) -> str:
    """``House rules: Club Rules v2`` for the profiles sheets were made under (each once),
    empty for the book's rules."""
    named = dict.fromkeys(f"{p.name} v{p.version}" for p in profiles if p is not None)
    return "House rules: " + "; ".join(named) if named else ""
