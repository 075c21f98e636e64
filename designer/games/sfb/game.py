"""The Star Fleet Battles plugin: a thin adapter between the engine and the rules, catalog and
sheet of this package. It holds the catalog loader (no module caches)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from designer.core.game import DesignKind, Game
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.options import RULE_OPTIONS, SHEET_OPTIONS

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules and catalog are imported by the
# methods that use them, when a design of this game is opened.
if TYPE_CHECKING:
    from designer.games.sfb.catalog import SfbCatalog


class SfbGame(Game):
    id = "sfb"
    title = "Star Fleet Battles (Joshadan Galaxy)"
    books = ("Star Fleet Battles (Amarillo Design Bureau) with the fan supplement "
             "\"Joshadan Galaxy\"",)
    design_kinds = (DesignKind("ship", "SSD", SfbDesign),)
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS

    def load_catalog(self) -> SfbCatalog:
        from designer.games.sfb.catalog import CatalogLoader

        return CatalogLoader(self.catalog_dir).catalog()

    def profile_catalog(self, profile) -> SfbCatalog:
        """The catalog with a house-rule profile's numbers and the systems it defines
        (``profile.py``)."""
        from designer.games.sfb.profile import with_profile

        return with_profile(self.catalog(), profile)

    def _evaluate(self, design, context):
        from designer.games.sfb import rules

        return rules.evaluate(design, context.catalog, context.options, context.memos)

    def editor(self, catalog=None):
        """The window's editor description under ``catalog`` (``designer/games/sfb/editor.py``)."""
        from designer.games.sfb.editor import build_editor

        return self.per_catalog("editor", catalog, build_editor)

    def analyse(self, design, evaluation, options=None, memo=None):
        from designer.games.sfb.analysis import figures

        return figures(design, evaluation, self.catalog().tables, memo)

    def shared_design(self, design, evaluation):
        """The design as players post it (designer/games/sfb/share.py)."""
        from designer.games.sfb.share import shared_design

        return shared_design(design, evaluation)

    def empty_design(self, name: str, kind: str | None = None) -> SfbDesign:
        """An empty SSD: six shields of nothing, no boxes."""
        return SfbDesign(name=name)

    def fix_candidates(self, design, finding):
        """Beyond the generic fixes: an arc to pick, a campaign condition to record, a mount to
        empty for its refund, a plan to trim (``designer/games/sfb/fix_candidates.py``)."""
        from designer.games.sfb.fix_candidates import fix_candidates

        return fix_candidates(design, self.catalog(), finding)

    def sample_design(self, entries: int) -> SfbDesign:
        """The benchmark SSD of about ``entries`` box groups (``designer/games/sfb/sample.py``)."""
        from designer.games.sfb.sample import benchmark_ssd

        return benchmark_ssd(self, entries)

    def catalog_summary(self) -> dict[str, Any]:
        summary = super().catalog_summary()
        from designer.games.sfb.catalog_summary import system_summaries

        summary["systems"] = system_summaries(self.catalog())
        return summary

    def quick_reference(self, designs, fleet=None):
        """Energy allocation, bolting and blossom as the ships need them, the supplement's charts
        for their weapons and each system's play note (``designer/games/sfb/quick_reference.py``)."""
        from designer.core.quick_reference import read_reference
        from designer.games.sfb.quick_reference import REFERENCE_FILE, reference_entries

        procedures = self.held("reference", lambda: read_reference(self.catalog_dir / REFERENCE_FILE))
        return reference_entries([d for d in designs if isinstance(d, SfbDesign)], self.catalog(), procedures)

    def record_sheet_pages(self, items, paper: str = "a4", options=None, reuse=None) -> list[Any]:
        from designer.games.sfb.sheet import record_sheet_pages
        from designer.sheets.template import game_template

        notes = bool((options or {}).get("notes_layer", False))
        return record_sheet_pages(items, paper, game_template(self), notes_layer=notes, reuse=reuse)

    def blank_sheet_pages(self, paper: str = "a4", options=None, reuse=None) -> list[Any]:
        """The SSD of an empty design as a form: keys and shield names, no figures (``ssd_pages``)."""
        from designer.games.sfb.sheet import ssd_pages
        from designer.sheets.reuse import SheetReuse
        from designer.sheets.template import game_template

        from designer.games.sfb.sheet_blank import BLANK_SHIELDS

        # Shield tracks to count out: more boxes than most ships have, no strengths printed.
        empty = self.empty_design(" ").model_copy(update={"shields": BLANK_SHIELDS})
        notes = bool((options or {}).get("notes_layer", False))
        return ssd_pages(empty, self.evaluate(empty), paper, game_template(self), notes,
                         reuse if reuse is not None else SheetReuse(), blank=True)
