"""The Star Blazers Fleet Battle System plugin: a thin adapter between the engine's contract and
the game's rules, sheet and fleet code (seed 000, digest ``shared/rules/sbfbs.md``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from designer.core.evaluation import Evaluation
from designer.core.game import DesignKind, Game, Start
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.fleet_model import StarBlazersFleet
from designer.games.star_blazers.options import RULE_OPTIONS, SHEET_OPTIONS
from designer.games.star_blazers.warship_class import FACTIONS, WarshipClass

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules, catalog and fleet rules are
# imported by the methods that use them, when a design or fleet of this game is opened.
if TYPE_CHECKING:
    from designer.games.star_blazers.catalog import StarBlazersCatalog
    from designer.games.star_blazers.class_library import ClassLibrary

FLAGSHIP = "edf/yamato"  # what an empty ship is: a ship of the first class of the points table
REFERENCE_FILE = "quick-reference.yaml"  # in the catalog folder: the rules reference
NEW_CLASS_TYPE = "NEW"  # the type code an empty custom class shows until the player gives one


class StarBlazersGame(Game):
    id = "star-blazers"
    title = "Star Blazers Fleet Battle System"
    books = ("Star Blazers Fleet Battle System, Module I (Johannsen, 1997)",)
    # One schema, two kinds of file: a ship of a class, and a custom class (``kind: class``).
    design_kinds = (DesignKind("ship", "Ship", StarBlazersDesign),
                    DesignKind("class", "Custom class", StarBlazersDesign))
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS
    fleet_model = StarBlazersFleet

    def load_catalog(self) -> StarBlazersCatalog:
        from designer.games.star_blazers.catalog import StarBlazersCatalog

        return StarBlazersCatalog(self.catalog_dir)

    def profile_catalog(self, profile) -> StarBlazersCatalog:
        """The catalog with a house-rule profile's class points, prices, craft values,
        purchasable systems and craft types (``profile.py``)."""
        from designer.games.star_blazers.profile import with_profile

        return with_profile(self.catalog(), profile)

    def library(self) -> ClassLibrary:
        """Catalog classes and custom class files (``custom/<name>``), held by the game."""
        from designer.games.star_blazers.class_library import ClassLibrary

        return self.held("library", lambda: ClassLibrary(self.catalog(), self.catalog_dir / "custom-classes"))

    def references(self, design, folder, known=None):
        """The custom class file a ship names, read before evaluating (``class_library.py``)."""
        from designer.games.star_blazers.class_library import class_references

        return class_references(self.library(), design, known)

    def _evaluate(self, design, context) -> Evaluation:
        from designer.games.star_blazers import rules

        return rules.evaluate(design, context, self.library())

    def editor(self, catalog=None):
        """The window's editor description under ``catalog`` (``editor.py``)."""
        from designer.games.star_blazers.editor import build_editor

        return self.per_catalog("editor", catalog, lambda cat: build_editor(
            cat, self.library().under(cat), self.evaluate))

    def fix_candidates(self, design, finding):
        """Beyond the generic fixes: a load at its maximum, craft cut to the places left, a
        written-in value the book contradicts removed, a custom class's figure set to what its
        class number gives (``fixes.py``)."""
        from designer.games.star_blazers.fixes import fix_candidates

        return fix_candidates(design, finding, self.catalog(), self.library(), self.evaluate)

    def analyse(self, design, evaluation, options=None, memo=None):
        from designer.games.star_blazers.analysis import figures

        return figures(evaluation, options, memo)

    def shared_design(self, design, evaluation):
        """The design as players post it (designer/games/star_blazers/share.py)."""
        from designer.games.star_blazers.share import shared_design

        return shared_design(design, evaluation)

    def empty_design(self, name: str, kind: str | None = None) -> StarBlazersDesign:
        """An empty ship is a ship of the flagship class (a ship must name a class); an empty
        custom class is a class file with a definition the player fills in field by field."""
        if kind == "class":
            definition = WarshipClass(faction=FACTIONS[0], type_code=NEW_CLASS_TYPE, name=name, points=0)
            return StarBlazersDesign(name=name, kind="class", definition=definition)
        return StarBlazersDesign(name=name, warship_class=FLAGSHIP)

    def starts(self) -> tuple[Start, ...]:
        """A ship of each class of the points table (then the standard designs)."""
        from designer.games.star_blazers.catalog import catalog_summary_classes

        classes = tuple(Start(f"class:{c['id']}", f"{c['type']} {c['name']}", "Classes",
                              summary=c["source"], points=c["points"])
                        for c in catalog_summary_classes(self.catalog()))
        return classes + super().starts()[1:]

    def new_design(self, start: str = "empty", name: str | None = None) -> StarBlazersDesign:
        if start.startswith("class:"):
            return StarBlazersDesign(name=name or "New ship", warship_class=start.removeprefix("class:"))
        return super().new_design(start, name)

    def sample_design(self, entries: int) -> StarBlazersDesign:
        """A Hailstorm with about ``entries`` craft, purchases, write-ins and loads (bench)."""
        from designer.games.star_blazers.sample import sample_design

        return sample_design(entries)

    def catalog_summary(self) -> dict[str, Any]:
        """Classes (what ``class:`` names) and then the purchases and upgrades, as the CLI's
        systems list prints them."""
        from designer.games.star_blazers.catalog import catalog_summary_classes

        summary = super().catalog_summary()
        classes = catalog_summary_classes(self.catalog())
        prices = {**self.catalog().purchases.systems, **self.catalog().purchases.upgrades}
        summary["classes"] = classes
        summary["systems"] = (
            [{"type": c["id"], "summary": f"class: {c['type']} {c['name']}, {c['points']} pts",
              "source": c["source"]} for c in classes]
            + [{"type": key, "summary": f"{spec.title}: {spec.total} pts"
                                        + (f" a {spec.per}" if spec.per != "ship" else ""),
                "source": spec.source} for key, spec in prices.items()]
            + [_firing_capacity_summary(self.catalog())])
        return summary

    def record_sheet_pages(self, items, paper: str = "a4", options=None, reuse=None) -> list[Any]:
        """Warship Display Forms, light ships several to a page (``sheet.py``)."""
        return self._pages(items, paper, options, reuse)

    def blank_sheet_pages(self, paper: str = "a4", options=None, reuse=None) -> list[Any]:
        """The Warship Display Form of an empty custom class: every figure unknown, so each
        prints as a box to write in."""
        empty = self.empty_design(" ", "class")
        return self._pages([(empty, self.evaluate(empty))], paper, options, reuse, blank=True)

    def _pages(self, items, paper: str, options, reuse, blank: bool = False) -> list[Any]:
        from designer.games.star_blazers.sheet import record_sheet_pages
        from designer.sheets.reuse import SheetReuse
        from designer.sheets.template import game_template

        chosen = {o.key: o.default for o in self.sheet_options} | dict(options or {})
        return record_sheet_pages(items, paper, game_template(self), chosen,
                                  reuse if reuse is not None else SheetReuse(), blank)

    def quick_reference(self, designs, fleet=None):
        """The tables a player looks up during play, for every fleet and design
        (``catalogs/star-blazers/quick-reference.yaml``)."""
        from designer.core.quick_reference import read_reference

        reference = self.held("reference", lambda: read_reference(self.catalog_dir / REFERENCE_FILE))
        return reference.pick(set(reference.entries))

    def fleet_findings(self, fleet, options):
        from designer.games.star_blazers.fleet import fleet_findings

        return fleet_findings(fleet, self.catalog())


def _firing_capacity_summary(catalog: StarBlazersCatalog) -> dict[str, str]:
    """The firing-capacity upgrade, one step of +1 weapon system a turn priced by class
    (L4997-5000): the upgrade a design lists as ``firing-capacity``."""
    steps = catalog.purchases.firing_capacity
    prices = "; ".join(f"class {_classes(p.classes)} to {p.systems} systems {p.total} pts"
                       for p in steps)
    sources = ", ".join(p.source.removeprefix("000 ") for p in steps)
    return {"type": "firing-capacity",
            "summary": f"FIRING CAPACITY (+1 weapon system fired a turn): {prices}",
            "source": f"000 {sources}"}


def _classes(numbers: list[int]) -> str:
    return str(numbers[0]) if len(numbers) == 1 else f"{numbers[0]}-{numbers[-1]}"
