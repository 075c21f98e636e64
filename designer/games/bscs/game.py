"""The Basic Starship Combat System plugin: what the engine, CLI and window ask of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from designer.core.game import DesignKind, Game
from designer.games.bscs.craft_design import BscsCraft, InertialStorage
from designer.games.bscs.design import BscsDesign, Drive, Reactor
from designer.games.bscs.options import RULE_OPTIONS, SHEET_OPTIONS

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules and catalog are imported by the
# methods that use them, when a design of this game is opened.
if TYPE_CHECKING:
    from designer.games.bscs.catalog import BscsCatalog

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


class BscsGame(Game):
    id = "bscs"
    title = "Basic Starship Combat System"
    books = ("Basic Starship Combat System (Dugan, 1998)",)
    design_kinds = (DesignKind("ship", "Ship", BscsDesign),
                    DesignKind("craft", "Assault craft", BscsCraft))
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS

    def load_catalog(self) -> BscsCatalog:
        from designer.games.bscs.catalog import CATALOG_FILE, read_catalog

        return read_catalog(self.catalog_dir / CATALOG_FILE)

    def profile_catalog(self, profile) -> BscsCatalog:
        """The components with a house-rule profile's numbers, sensor levels and boarding units
        (``profile.py``)."""
        from designer.games.bscs.profile import with_profile

        return with_profile(self.catalog(), profile)

    def references(self, design, folder, known=None):
        """The designs its hangars hold, read before evaluating (``carried.py``)."""
        from designer.games.bscs.carried import craft_references

        return craft_references(self, design, folder, known)

    def _evaluate(self, design, context):
        from designer.games.bscs import rules
        from designer.games.bscs.carried import carried_craft
        from designer.games.bscs.craft_rules import evaluate_craft

        if isinstance(design, BscsCraft):
            return evaluate_craft(design, context)
        return rules.evaluate(design, context, carried_craft(self, design, context))

    def catalog_summary(self) -> dict[str, Any]:
        summary = super().catalog_summary()
        summary["systems"] = [{"type": t, "summary": s} for t, s in SYSTEM_SUMMARIES]
        return summary

    def analyse(self, design, evaluation, options=None, memo=None):
        from designer.games.bscs.analysis import figures

        return figures(design, evaluation, options, memo)

    def shared_design(self, design, evaluation):
        """The design as players post it (designer/games/bscs/share.py)."""
        from designer.games.bscs.share import shared_design

        return shared_design(design, evaluation)

    def empty_design(self, name: str, kind: str | None = None) -> BscsDesign | BscsCraft:
        """A small legal ship (two drives, a reactor, the minimum hull) or fighter (two drives,
        inertial storage, the minimum hull) to start from."""
        if kind == "craft":
            return BscsCraft(name=name, kind="craft", hull=0.2, systems=[
                Drive(type="drive", count=2), InertialStorage(type="inertial-storage")])
        return BscsDesign(name=name, systems=[Drive(type="drive", count=2),
                                              Reactor(type="reactor", count=1)],
                          hull=1)

    def sample_design(self, entries: int) -> BscsDesign:
        """A legal dreadnought of ``entries`` entries, mostly weapon batteries (``sample.py``)."""
        from designer.games.bscs.sample import sample_design

        return sample_design(self, entries)

    def editor(self, catalog=None):
        from designer.games.bscs.editor import build_editor

        return self.per_catalog("editor", catalog, build_editor)

    def editor_for(self, design, catalog=None):
        """Ships get the ship editor, assault craft their own (``craft_editor.py``)."""
        if isinstance(design, BscsCraft):
            from designer.games.bscs.craft_editor import build_craft_editor

            return self.per_catalog("craft_editor", catalog, build_craft_editor)
        return self.editor(catalog)

    def quick_reference(self, designs, fleet=None):
        """Play rules of the systems a fleet carries (catalogs/bscs/quick-reference.yaml)."""
        from designer.core.quick_reference import read_reference
        from designer.games.bscs.quick_reference import REFERENCE_FILE, keys_for

        reference = self.held("reference", lambda: read_reference(self.catalog_dir / REFERENCE_FILE))
        return reference.pick(keys_for(designs))

    def record_sheet_pages(self, items, paper: str = "a4", options=None, reuse=None) -> list:
        """Ship pages, each followed by its craft's group sheets; craft as group sheets."""
        return self._pages(items, paper, options, reuse)

    def _pages(self, items, paper: str, options, reuse, blank: bool = False) -> list:
        from designer.games.bscs.sheet import record_sheet_pages
        from designer.games.bscs.sheet_layout import Layout
        from designer.sheets.reuse import SheetReuse
        from designer.sheets.template import game_template

        chosen = {o.key: o.default for o in self.sheet_options} | dict(options or {})
        out = Layout(game_template(self), reuse if reuse is not None else SheetReuse(), chosen,
                     blank=blank)
        return record_sheet_pages(items, paper, out)

    def blank_sheet_pages(self, paper: str = "a4", options=None, reuse=None) -> list:
        """The Damage Allocation Diagram as a form: a ship with nothing in it, its data and
        power left to fill in (``Layout.blank``)."""
        empty = BscsDesign(name=" ", systems=[], hull=0)
        return self._pages([(empty, self.evaluate(empty))], paper, options, reuse, blank=True)
