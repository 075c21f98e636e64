"""The Star Fleet Battles plugin: a thin adapter between the engine and the rules, catalog and
sheet of this package. It holds the catalog loader and the sheet template (no module caches)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from designer.core.evaluation import Evaluation, sort_findings
from designer.core.game import Game
from designer.core.model import RuleValue
from designer.core.paths import CATALOGS, TEMPLATES
from designer.games.sfb import rules
from designer.games.sfb.catalog import CatalogLoader, SfbCatalog
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.options import RULE_OPTIONS, read_options
from designer.sheets.template import SheetTemplate, load_template_file

GAME_ID = "sfb"


class SfbGame(Game):
    id = GAME_ID
    title = "Star Fleet Battles (Joshadan Galaxy)"
    design_model = SfbDesign
    rule_options = RULE_OPTIONS

    def __init__(self) -> None:
        self.loader = CatalogLoader(CATALOGS / GAME_ID)
        self._template: SheetTemplate | None = None

    def catalog(self) -> SfbCatalog:
        return self.loader.catalog()

    def template(self) -> SheetTemplate:
        if self._template is None:
            self._template = load_template_file(TEMPLATES / f"{GAME_ID}.yaml")
        return self._template

    def evaluate(self, design: SfbDesign, options: Mapping[str, RuleValue] | None = None) -> Evaluation:
        resolved, problems = read_options(self.resolve_options(design, options))
        result = rules.evaluate(design, self.catalog(), resolved)
        extra = tuple(self.option_findings(design)) + tuple(problems)
        return replace(result, findings=sort_findings(result.findings + extra)) if extra else result

    def new_design(self, name: str = "New design") -> SfbDesign:
        """An empty SSD: six shields of nothing, no boxes."""
        return SfbDesign(name=name)

    def catalog_summary(self) -> dict[str, Any]:
        summary = super().catalog_summary()
        summary["systems"] = [
            {"type": key, "summary": f"{spec.label}: {spec.name}, destroyed on {spec.hit.category}"
                                     f"{'' if spec.hit.verified else ' (base game, assumed)'}",
             "label": spec.label, "destroyed_on": spec.hit.category, "verified": spec.hit.verified}
            for key, spec in self.catalog().systems.items()]
        return summary

    def record_sheet_pages(self, entries: Sequence[tuple[SfbDesign, Evaluation]],
                           paper: str = "a4") -> list[Any]:
        from designer.games.sfb.sheet import record_sheet_pages

        notes = any(getattr(e.detail, "notes_layer", False) for _, e in entries)
        return record_sheet_pages(entries, paper, self.template(), notes_layer=notes)
