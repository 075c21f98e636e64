"""The Star Blazers Fleet Battle System plugin: a thin adapter between the engine's contract and
the game's rules, sheet and fleet code (seed 000, digest ``shared/rules/sbfbs.md``)."""

from __future__ import annotations

from functools import cached_property
from typing import Any, Mapping, Sequence

from designer.core.evaluation import Evaluation, sort_findings
from designer.core.game import Game
from designer.core.model import RuleValue
from designer.games.star_blazers import fleet as fleet_rules
from designer.games.star_blazers import rules
from designer.games.star_blazers.catalog import StarBlazersCatalog, catalog_summary_classes
from designer.games.star_blazers.class_library import ClassLibrary
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.options import RULE_OPTIONS

FLAGSHIP = "edf/yamato"  # what an empty start is: a ship of the first class of the points table


class StarBlazersGame(Game):
    id = "star-blazers"
    title = "Star Blazers Fleet Battle System"
    design_model = StarBlazersDesign
    rule_options = RULE_OPTIONS
    fleet_model = fleet_rules.StarBlazersFleet

    @cached_property
    def catalog(self) -> StarBlazersCatalog:
        """The catalog files, read on first use and held here (not in a module)."""
        return StarBlazersCatalog(self.catalog_dir)

    @cached_property
    def library(self) -> ClassLibrary:
        """Catalog classes and custom class files (``custom/<name>``)."""
        return ClassLibrary(self.catalog, self.catalog_dir / "custom-classes")

    @cached_property
    def template(self):
        """The Warship Display Form geometry (``templates/star-blazers.yaml``), read once."""
        from designer.core.paths import TEMPLATES
        from designer.sheets.template import load_template_file

        return load_template_file(TEMPLATES / f"{self.id}.yaml")

    def evaluate(self, design: StarBlazersDesign,
                 options: Mapping[str, RuleValue] | None = None) -> Evaluation:
        result = rules.evaluate(design, self.catalog, self.library,
                                self.resolve_options(design, options))
        unknown = self.option_findings(design)
        if not unknown:
            return result
        return Evaluation(result.stats, result.breakdown, sort_findings(list(result.findings) + unknown))

    def new_design(self, name: str = "New design") -> StarBlazersDesign:
        return StarBlazersDesign(name=name, warship_class=FLAGSHIP)

    def catalog_summary(self) -> dict[str, Any]:
        """Classes (what ``class:`` names) and then the purchases and upgrades, as the CLI's
        systems list prints them."""
        summary = super().catalog_summary()
        classes = catalog_summary_classes(self.catalog)
        prices = {**self.catalog.purchases.systems, **self.catalog.purchases.upgrades}
        summary["classes"] = classes
        summary["systems"] = (
            [{"type": c["id"], "summary": f"class: {c['type']} {c['name']}, {c['points']} pts",
              "source": c["source"]} for c in classes]
            + [{"type": key, "summary": f"{spec.title}: {spec.total} pts"
                                        + (f" a {spec.per}" if spec.per != "ship" else ""),
                "source": spec.source} for key, spec in prices.items()])
        return summary

    def record_sheet_pages(self, entries: Sequence[tuple[StarBlazersDesign, Evaluation]],
                           paper: str = "a4") -> list[Any]:
        """Warship Display Forms, light ships several to a page (``sheet.py``)."""
        from designer.games.star_blazers.sheet import record_sheet_pages

        return record_sheet_pages(entries, paper, self.template, self.catalog)

    def fleet_findings(self, fleet, options: Mapping[str, RuleValue]):
        return fleet_rules.fleet_findings(fleet, self.catalog)
