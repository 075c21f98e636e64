"""The Basic Starship Combat System plugin: what the engine, CLI and window ask of the game."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

from designer.core.capabilities import (
    QuickReference,
    ReferenceEntry,
    SheetItem,
    SheetPage,
    Sheets,
)
from designer.core.context import EvaluationContext, Profile
from designer.core.editor import EditorSpec
from designer.core.evaluation import Evaluation
from designer.core.fleet_model import FleetBase
from designer.core.game import DesignKind, Game, GameData
from designer.core.memo import Memo
from designer.core.model import RuleValue
from designer.core.paths import CATALOGS
from designer.core.references import References
from designer.core.shared_text import SharedDesign
from designer.games.bscs.craft_design import BscsCraft, InertialStorage
from designer.games.bscs.design import BscsDesign, Drive, Reactor
from designer.games.bscs.options import RULE_OPTIONS, SHEET_OPTIONS
from designer.games.bscs.ship_state import BscsShipState

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules and catalog are imported by the
# methods that use them, when a design of this game is opened.
if TYPE_CHECKING:
    from designer.core.analysis import GameFigures
    from designer.games.bscs.catalog import BscsCatalog
    from designer.games.bscs.rules.craft_detail import CraftDetail
    from designer.games.bscs.rules.detail import BscsDetail

BscsVessel = BscsDesign | BscsCraft  # the two kinds of file: ships and assault craft

SYSTEM_SUMMARIES = (
    ("drive", "1 Sz, 1 Pt; max move = drives; move cost 10 − levels (1 Pt/level/drive)"),
    ("jump", "25 Sz, 100 Pts, 100 Pw per jump"),
    ("beam", "D/K Sz, D + (E−1) + (D−D/K) + focus + 10×compaction Pts, D/E Pw; ×arcs"),
    ("cannon", "1 Sz and 1 Pt per damage, 1 Pw per 10 damage; warhead shells in holds"),
    ("missile", "D/100 + sensors/10 Sz; D/10 + range/10 + sensors Pts (+100/kt, +1000/Mt)"),
    ("shield", "1 Sz, 1 Pt (+1 per extra point), 10 shield points, 10 Pw"),
    ("reactor", "1 Sz, 1 Pt (+1 per extra power), 10 Pw; in the Core"),
    ("sensor", "1 Sz, N × basis + N³ Pts per type; 1 hull each"),
    ("armor", "1 Sz, 1 Pt, +10 move cost; covers one section"),
    ("hold", "1 Sz, 0 Pts; cargo, shells, parts, bunks"),
    ("hangar", "≥ 1.5 × craft size, 3 Pts per craft, 5 techs"),
    ("repair", "1 Sz, 1 Pt, 1 Pw, 5 crew"),
    ("hospital", "4 Sz, 5 Pts, 2 Pw, 20 crew"),
    ("rescue-pod", "1 Sz, 2 Pts, 15 crew for 3 days"),
    ("boarding", "marines 2, commandos 6, heavy weapons 10, powered armor 50 Pts"),
)


class BscsGame(Game[BscsVessel, "BscsDetail | CraftDetail", "BscsCatalog"]):
    id = "bscs"
    ship_state = BscsShipState()
    title = "Basic Starship Combat System"
    books = ("Basic Starship Combat System (Dugan, 1998)",)
    design_kinds = (DesignKind("ship", "Ship", BscsDesign), DesignKind("craft", "Assault craft", BscsCraft))
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS

    def open_data(self) -> GameData[BscsCatalog]:
        return GameData(self.id, self.title, CATALOGS / self.id, _read_catalog, _with_profile)

    def references(
        self, design: BscsVessel, folder: Path | None, known: References | None = None
    ) -> References:
        """The designs its hangars hold, read before evaluating (``carried.py``)."""
        from designer.games.bscs.rules.carried import craft_references

        return craft_references(self, design, folder, known)

    def _evaluate(
        self, design: BscsVessel, context: EvaluationContext[BscsCatalog]
    ) -> Evaluation[BscsDetail | CraftDetail]:
        from designer.games.bscs.rules import evaluation as rules
        from designer.games.bscs.rules.carried import carried_craft
        from designer.games.bscs.rules.craft_rules import evaluate_craft

        if isinstance(design, BscsCraft):
            return evaluate_craft(design, context)
        return rules.evaluate(design, context, carried_craft(self, design, context))

    def catalog_summary(self) -> dict[str, object]:
        summary = super().catalog_summary()
        summary["systems"] = [{"type": t, "summary": s} for t, s in SYSTEM_SUMMARIES]
        return summary

    def analyse(
        self,
        design: BscsVessel,
        evaluation: Evaluation["BscsDetail | CraftDetail"],
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> GameFigures | None:
        from designer.games.bscs.rules.analysis import figures

        return figures(design, evaluation, options, memo)

    def shared_design(
        self, design: BscsVessel, evaluation: Evaluation["BscsDetail | CraftDetail"]
    ) -> SharedDesign:
        """The design as players post it (designer/games/bscs/sheet/share.py)."""
        from designer.games.bscs.sheet.share import shared_design

        return shared_design(design, evaluation)

    def empty_design(self, name: str, kind: str | None = None) -> BscsVessel:
        """A small legal ship (two drives, a reactor, the minimum hull) or fighter (two drives,
        inertial storage, the minimum hull) to start from."""
        if kind == "craft":
            return BscsCraft(
                name=name,
                kind="craft",
                hull=0.2,
                systems=[Drive(type="drive", count=2), InertialStorage(type="inertial-storage")],
            )
        return BscsDesign(
            name=name, systems=[Drive(type="drive", count=2), Reactor(type="reactor", count=1)], hull=1
        )

    def editor(self, catalog: BscsCatalog | None = None) -> EditorSpec:
        from designer.games.bscs.editor.form import build_editor

        return self.data.per_catalog("editor", catalog, build_editor)

    def editor_for(self, design: BscsVessel, catalog: BscsCatalog | None = None) -> EditorSpec:
        """Ships get the ship editor, assault craft their own (``craft_editor.py``)."""
        if isinstance(design, BscsCraft):
            from designer.games.bscs.editor.craft_editor import build_craft_editor

            return self.data.per_catalog("craft_editor", catalog, build_craft_editor)
        return self.editor(catalog)

    @property
    def sheets(self) -> BscsSheets:
        return BscsSheets(self)

    @property
    def quick_reference(self) -> BscsReference:
        return BscsReference(self)


def _read_catalog() -> BscsCatalog:
    from designer.games.bscs.catalog import CATALOG_FILE, read_catalog

    return read_catalog(CATALOGS / BscsGame.id / CATALOG_FILE)


def _with_profile(catalog: BscsCatalog, profile: Profile) -> BscsCatalog:
    """The components with a house-rule profile's numbers, sensor levels and boarding units
    (``profile.py``)."""
    from designer.games.bscs.profile import with_profile

    return with_profile(catalog, profile)


class BscsSheets(Sheets[BscsVessel, "BscsDetail | CraftDetail"]):
    """Ship pages, each followed by its craft's group sheets; craft as group sheets."""

    def __init__(self, game: BscsGame) -> None:
        self.game = game

    def record_pages(
        self,
        items: Sequence[SheetItem[BscsVessel, BscsDetail | CraftDetail]],
        paper: str = "a4",
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> list[SheetPage]:
        return self._pages(items, paper, options, memo)

    def blank_pages(
        self, paper: str = "a4", options: Mapping[str, RuleValue] | None = None, memo: Memo | None = None
    ) -> list[SheetPage]:
        """The Damage Allocation Diagram as a form: a ship with nothing in it, its data and
        power left to fill in (``Layout.blank``)."""
        empty = BscsDesign(name=" ", systems=[], hull=0)
        return self._pages([(empty, self.game.evaluate(empty))], paper, options, memo, blank=True)

    def _pages(
        self,
        items: Sequence[SheetItem[BscsVessel, BscsDetail | CraftDetail]],
        paper: str,
        options: Mapping[str, RuleValue] | None,
        memo: Memo | None,
        blank: bool = False,
    ) -> list[SheetPage]:
        from designer.games.bscs.sheet.pages import record_sheet_pages
        from designer.games.bscs.sheet.layout import Layout
        from designer.sheets.template import game_template

        chosen = {o.key: o.default for o in self.game.sheet_options} | dict(options or {})
        out = Layout(game_template(self.game), memo if memo is not None else Memo(), chosen, blank=blank)
        return record_sheet_pages(items, paper, out)


class BscsReference(QuickReference[BscsVessel]):
    """Play rules of the systems a fleet carries (catalogs/bscs/quick-reference.yaml)."""

    def __init__(self, game: BscsGame) -> None:
        self.game = game

    def entries(self, designs: Sequence[BscsVessel], fleet: FleetBase | None = None) -> list[ReferenceEntry]:
        from designer.core.quick_reference import read_reference
        from designer.games.bscs.sheet.quick_reference import REFERENCE_FILE, keys_for

        folder = self.game.data.folder
        reference = self.game.data.held("reference", lambda: read_reference(folder / REFERENCE_FILE))
        return reference.pick(keys_for(designs))
