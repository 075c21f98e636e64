"""The Star Blazers Fleet Battle System plugin: a thin adapter between the engine's contract and
the game's rules, sheet and fleet code (seed 000, digest ``shared/rules/sbfbs.md``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

from designer.core.capabilities import (
    FixCandidates,
    FleetRules,
    QuickReference,
    ReferenceEntry,
    SheetItem,
    SheetPage,
    Sheets,
)
from designer.core.context import Profile, ResolvedContext
from designer.core.editor import EditorSpec
from designer.core.evaluation import Evaluation, Finding
from designer.core.fleet_model import FleetBase
from designer.core.game import DesignKind, Game, GameData, Start
from designer.core.memo import Memo
from designer.core.model import RuleValue
from designer.core.operations import Operation
from designer.core.paths import CATALOGS
from designer.core.references import References
from designer.core.shared_text import SharedDesign
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.fleet.model import StarBlazersFleet
from designer.games.star_blazers.options import RULE_OPTIONS, SHEET_OPTIONS
from designer.games.star_blazers.ship_state import StarBlazersShipState
from designer.games.star_blazers.warship_class import FACTIONS, WarshipClass

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules, catalog and fleet rules are
# imported by the methods that use them, when a design or fleet of this game is opened.
if TYPE_CHECKING:
    from designer.core.analysis import GameFigures
    from designer.core.fleet import FleetEvaluation
    from designer.games.star_blazers.catalog import StarBlazersCatalog
    from designer.games.star_blazers.rules.class_library import ClassLibrary
    from designer.games.star_blazers.rules.detail import ShipDetail

FLAGSHIP = "edf/yamato"  # what an empty ship is: a ship of the first class of the points table
REFERENCE_FILE = "quick-reference.yaml"  # in the catalog folder: the rules reference
NEW_CLASS_TYPE = "NEW"  # the type code an empty custom class shows until the player gives one


class StarBlazersGame(Game[StarBlazersDesign, "ShipDetail", "StarBlazersCatalog"]):
    id = "star-blazers"
    title = "Star Blazers Fleet Battle System"
    books = ("Star Blazers Fleet Battle System, Module I (Johannsen, 1997)",)
    # One schema, two kinds of file: a ship of a class, and a custom class (``kind: class``).
    design_kinds = (
        DesignKind("ship", "Ship", StarBlazersDesign),
        DesignKind("class", "Custom class", StarBlazersDesign),
    )
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS
    ship_state = StarBlazersShipState()

    def open_data(self) -> GameData[StarBlazersCatalog]:
        return GameData(self.id, self.title, CATALOGS / self.id, _read_catalog, _with_profile)

    def library(self) -> ClassLibrary:
        """Catalog classes and custom class files (``custom/<name>``), held by the game's data."""
        from designer.games.star_blazers.rules.class_library import ClassLibrary

        data = self.data
        return data.held("library", lambda: ClassLibrary(data.catalog(), data.folder / "custom-classes"))

    def references(
        self, design: StarBlazersDesign, folder: Path | None, known: References | None = None
    ) -> References:
        """The custom class file a ship names, read before evaluating (``class_library.py``)."""
        from designer.games.star_blazers.rules.class_library import class_references

        return class_references(self.library(), design, known)

    def prepared(self, design: StarBlazersDesign) -> Evaluation[ShipDetail]:
        """``design`` evaluated with the custom class it names read first: what the editor's
        operations and fixes try a changed design with (evaluation itself reads nothing)."""
        return self.evaluate(design, self.prepare(design))

    def _evaluate(
        self, design: StarBlazersDesign, context: ResolvedContext[StarBlazersCatalog]
    ) -> Evaluation[ShipDetail]:
        from designer.games.star_blazers.rules import evaluation as rules

        return rules.evaluate(design, context, self.library())

    def editor(self, catalog: StarBlazersCatalog | None = None) -> EditorSpec:
        """The window's editor description under ``catalog`` (``editor.py``)."""
        from designer.games.star_blazers.editor.form import build_editor

        return self.data.per_catalog(
            "editor", catalog, lambda cat: build_editor(cat, self.library().under(cat), self.prepared)
        )

    def analyse(
        self,
        design: StarBlazersDesign,
        evaluation: Evaluation["ShipDetail"],
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> GameFigures | None:
        from designer.games.star_blazers.rules.analysis import figures

        return figures(evaluation, options, memo)

    def shared_design(self, design: StarBlazersDesign, evaluation: Evaluation["ShipDetail"]) -> SharedDesign:
        """The design as players post it (designer/games/star_blazers/sheet/share.py)."""
        from designer.games.star_blazers.sheet.share import shared_design

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

        classes = tuple(
            Start(
                f"class:{c['id']}",
                f"{c['type']} {c['name']}",
                "Classes",
                summary=c["source"],
                points=c["points"],
            )
            for c in catalog_summary_classes(self.data.catalog())
        )
        return classes + super().starts()[1:]

    def new_design(self, start: str = "empty", name: str | None = None) -> StarBlazersDesign:
        if start.startswith("class:"):
            return StarBlazersDesign(name=name or "New ship", warship_class=start.removeprefix("class:"))
        return super().new_design(start, name)

    def catalog_summary(self) -> dict[str, object]:
        """Classes (what ``class:`` names) and then the purchases and upgrades, as the CLI's
        systems list prints them."""
        from designer.games.star_blazers.catalog import catalog_summary_classes

        summary = super().catalog_summary()
        catalog = self.data.catalog()
        classes = catalog_summary_classes(catalog)
        prices = {**catalog.purchases.systems, **catalog.purchases.upgrades}
        summary["classes"] = classes
        summary["systems"] = (
            [
                {
                    "type": c["id"],
                    "summary": f"class: {c['type']} {c['name']}, {c['points']} pts",
                    "source": c["source"],
                }
                for c in classes
            ]
            + [
                {
                    "type": key,
                    "summary": f"{spec.title}: {spec.total} pts"
                    + (f" a {spec.per}" if spec.per != "ship" else ""),
                    "source": spec.source,
                }
                for key, spec in prices.items()
            ]
            + [_firing_capacity_summary(catalog)]
        )
        return summary

    @property
    def sheets(self) -> StarBlazersSheets:
        return StarBlazersSheets(self)

    @property
    def fixes(self) -> StarBlazersFixes:
        return StarBlazersFixes(self)

    @property
    def fleet_rules(self) -> StarBlazersFleetRules:
        return StarBlazersFleetRules(self)

    @property
    def quick_reference(self) -> StarBlazersReference:
        return StarBlazersReference(self)


def _read_catalog() -> StarBlazersCatalog:
    from designer.games.star_blazers.catalog import StarBlazersCatalog

    return StarBlazersCatalog(CATALOGS / StarBlazersGame.id)


def _with_profile(catalog: StarBlazersCatalog, profile: Profile) -> StarBlazersCatalog:
    """The catalog with a house-rule profile's class points, prices, craft values, purchasable
    systems and craft types (``profile.py``)."""
    from designer.games.star_blazers.profile import with_profile

    return with_profile(catalog, profile)


class StarBlazersSheets(Sheets[StarBlazersDesign, "ShipDetail"]):
    """Warship Display Forms, light ships several to a page (``sheet.py``)."""

    def __init__(self, game: StarBlazersGame) -> None:
        self.game = game

    def record_pages(
        self,
        items: Sequence[SheetItem[StarBlazersDesign, ShipDetail]],
        paper: str = "a4",
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> list[SheetPage]:
        return self._pages(items, paper, options, memo)

    def blank_pages(
        self, paper: str = "a4", options: Mapping[str, RuleValue] | None = None, memo: Memo | None = None
    ) -> list[SheetPage]:
        """The Warship Display Form of an empty custom class: every figure unknown, so each
        prints as a box to write in."""
        empty = self.game.empty_design(" ", "class")
        return self._pages([(empty, self.game.evaluate(empty))], paper, options, memo, blank=True)

    def _pages(
        self,
        items: Sequence[SheetItem[StarBlazersDesign, ShipDetail]],
        paper: str,
        options: Mapping[str, RuleValue] | None,
        memo: Memo | None,
        blank: bool = False,
    ) -> list[SheetPage]:
        from designer.games.star_blazers.sheet.pages import record_sheet_pages
        from designer.sheets.template import game_template

        chosen = {o.key: o.default for o in self.game.sheet_options} | dict(options or {})
        return record_sheet_pages(
            items, paper, game_template(self.game), chosen, memo if memo is not None else Memo(), blank
        )


class StarBlazersFixes(FixCandidates[StarBlazersDesign]):
    def __init__(self, game: StarBlazersGame) -> None:
        self.game = game

    def candidates(self, design: StarBlazersDesign, finding: Finding) -> Sequence[Operation]:
        """Beyond the generic fixes: a load at its maximum, craft cut to the places left, a
        written-in value the book contradicts removed, a custom class's figure set to what its
        class number gives (``fixes.py``)."""
        from designer.games.star_blazers.editor.fixes import fix_candidates

        game = self.game
        return fix_candidates(design, finding, game.data.catalog(), game.library(), game.prepared)


class StarBlazersFleetRules(FleetRules[StarBlazersFleet]):
    """Command groups, flotillas and a scenario's printed total (``fleet.py``)."""

    def __init__(self, game: StarBlazersGame) -> None:
        super().__init__(StarBlazersFleet)
        self.game = game

    def findings(
        self, fleet: StarBlazersFleet, result: FleetEvaluation, options: Mapping[str, RuleValue]
    ) -> list[Finding]:
        from designer.games.star_blazers.fleet.rules import fleet_findings

        return fleet_findings(fleet, result, self.game.data.catalog())


class StarBlazersReference(QuickReference[StarBlazersDesign]):
    """The tables a player looks up during play, for every fleet and design
    (``catalogs/star-blazers/quick-reference.yaml``)."""

    def __init__(self, game: StarBlazersGame) -> None:
        self.game = game

    def entries(
        self, designs: Sequence[StarBlazersDesign], fleet: FleetBase | None = None
    ) -> list[ReferenceEntry]:
        from designer.core.quick_reference import read_reference

        folder = self.game.data.folder
        reference = self.game.data.held("reference", lambda: read_reference(folder / REFERENCE_FILE))
        return reference.pick(set(reference.entries))


def _firing_capacity_summary(catalog: StarBlazersCatalog) -> dict[str, str]:
    """The firing-capacity upgrade, one step of +1 weapon system a turn priced by class
    (L4997-5000): the upgrade a design lists as ``firing-capacity``."""
    steps = catalog.purchases.firing_capacity
    prices = "; ".join(f"class {_classes(p.classes)} to {p.systems} systems {p.total} pts" for p in steps)
    sources = ", ".join(p.source.removeprefix("000 ") for p in steps)
    return {
        "type": "firing-capacity",
        "summary": f"FIRING CAPACITY (+1 weapon system fired a turn): {prices}",
        "source": f"000 {sources}",
    }


def _classes(numbers: list[int]) -> str:
    return str(numbers[0]) if len(numbers) == 1 else f"{numbers[0]}-{numbers[-1]}"
