"""The Full Thrust plugin: what the engine, CLI and window ask of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

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
from designer.core.fleet_model import FleetBase, FleetExtra
from designer.core.game import DesignKind, Fact, Game, GameData
from designer.core.memo import Memo
from designer.core.model import RuleValue
from designer.core.operations import Operation
from designer.core.paths import CATALOGS
from designer.core.rule_options import RuleOption
from designer.core.shared_text import SharedDesign
from designer.core.ship_state import SHIP_STATE_OPTION
from designer.games.full_thrust.fleet import rules as fleet_rules
from designer.games.full_thrust.design import FullThrustDesign, Hull
from designer.games.full_thrust.options import RULE_OPTIONS
from designer.games.full_thrust.ship_state import FullThrustShipState

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules and catalog are imported by the
# methods that use them, when a design of this game is opened.
if TYPE_CHECKING:
    from designer.core.analysis import GameFigures
    from designer.core.fleet import FleetEvaluation
    from designer.games.full_thrust.catalog import Catalog
    from designer.games.full_thrust.rules.evaluation import FullThrustDetail

SHEET_OPTIONS = (
    RuleOption(
        "key",
        "Key to the symbols",
        True,
        "A key to every symbol used on the page, under the ship boxes (001 L357-364).",
    ),
    RuleOption(
        "movement_orders",
        "Movement orders",
        True,
        "The Movement Orders table of the book's sheet: a row per ship (001 L156).",
    ),
    SHIP_STATE_OPTION,
    RuleOption(
        "scale_to_fill",
        "Scale to fill",
        False,
        "A page holding a single ship prints its box as large as the page allows. Off: "
        "true scale, every box the size of the book's sheet.",
    ),
)


class FullThrustGame(Game[FullThrustDesign, "FullThrustDetail", "Catalog"]):
    id = "full-thrust"
    title = "Full Thrust"
    books = ("Full Thrust (Ground Zero Games, 2nd edition text)",)
    design_kinds = (DesignKind("ship", "Ship", FullThrustDesign),)
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS
    ship_state = FullThrustShipState()

    def open_data(self) -> GameData[Catalog]:
        return GameData(self.id, self.title, CATALOGS / self.id, _read_catalog, _with_profile)

    def _evaluate(
        self, design: FullThrustDesign, context: ResolvedContext[Catalog]
    ) -> Evaluation[FullThrustDetail]:
        from designer.games.full_thrust.rules import evaluation as rules

        return rules.evaluate(design, context)

    def empty_design(self, name: str, kind: str | None = None) -> FullThrustDesign:
        """A MASS 12 escort warship with thrust 4 and nothing fitted: loadable and legal."""
        return FullThrustDesign(name=name, hull=Hull(mass=12, type="warship"), thrust=4)

    def shared_design(
        self, design: FullThrustDesign, evaluation: Evaluation["FullThrustDetail"]
    ) -> SharedDesign:
        """The design in the book's notation for a post (designer/games/full_thrust/sheet/share.py)."""
        from designer.games.full_thrust.sheet.share import shared_design

        return shared_design(design, evaluation)

    def editor(self, catalog: Catalog | None = None) -> EditorSpec:
        """The window's editor description under ``catalog`` (designer/games/full_thrust/editor/form.py)."""
        from designer.games.full_thrust.editor.form import build_editor

        return self.data.per_catalog("editor", catalog, lambda cat: build_editor(cat, self.systems(cat)))

    def facts(self, design: FullThrustDesign, evaluation: Evaluation[FullThrustDetail]) -> tuple[Fact, ...]:
        """The damage track and its threshold checks (001 L274-302), as the sheet prints them."""
        detail = evaluation.detail
        track = " / ".join(str(n) for n in detail.track)
        checks = ", ".join(
            f"{t} (T{n + 1}: {roll})"
            for n, (t, roll) in enumerate(zip(detail.thresholds, detail.threshold_rolls))
        )
        return (
            Fact("Damage track", f"{track} boxes ({detail.hull.damage_box} box)"),
            Fact("Threshold checks", f"after {checks} damage" if checks else "none"),
        )

    def analyse(
        self,
        design: FullThrustDesign,
        evaluation: Evaluation["FullThrustDetail"],
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> GameFigures | None:
        from designer.games.full_thrust.rules.analysis import figures

        return figures(design, evaluation, memo)

    @property
    def sheets(self) -> FullThrustSheets:
        return FullThrustSheets(self)

    @property
    def fixes(self) -> FullThrustFixes:
        return FullThrustFixes(self)

    @property
    def fleet_rules(self) -> FullThrustFleetRules:
        return FullThrustFleetRules(self)

    @property
    def quick_reference(self) -> FullThrustReference:
        return FullThrustReference(self)

    # --- the catalog ------------------------------------------------------------------------
    def systems(self, catalog: Catalog | None = None) -> list[dict[str, Any]]:
        """Every system of ``catalog`` (None: the game's) for a palette: the design entry it
        makes, MASS, points, summary."""
        out = []
        for spec in (catalog or self.data.catalog()).systems:
            entry: dict[str, Any] = {"type": spec.type}
            if spec.type == "beam":
                entry["class"] = spec.variant
            elif spec.type == "weasel":
                entry["signature"] = spec.variant
            if spec.per_level:
                entry["level"] = 1
            if spec.arcs != "none":  # a new mount bears as most do: broadside, or fore
                entry["arcs"] = ["P", "F", "S"] if spec.arcs == "broadside" else ["F"]
            if spec.points_per_arc:
                points = f"{spec.points} +{spec.points_per_arc}/arc"
            elif spec.per_level:
                points = f"{spec.points}/level"
            else:
                points = f"{spec.points}"
            out.append(
                {
                    "type": spec.type,
                    "variant": spec.variant,
                    "name": spec.name,
                    "mass": spec.mass,
                    "points": spec.points,
                    "points_per_arc": spec.points_per_arc,
                    "per_level": spec.per_level,
                    "points_text": points,
                    "merchant": spec.merchant,
                    "summary": f"{spec.name}: MASS {spec.mass}"
                    f"{'/level' if spec.per_level else ''}, {points} pts. "
                    f"{spec.summary}",
                    "source": spec.source,
                    "entry": entry,
                }
            )
        return out

    def catalog_summary(self) -> dict[str, object]:
        summary = super().catalog_summary()
        summary["systems"] = self.systems()
        summary["hull_types"] = [
            {"type": key, "title": spec.title, "source": spec.source}
            for key, spec in self.data.catalog().hull_types.items()
        ]
        return summary


def _read_catalog() -> Catalog:
    from designer.games.full_thrust.catalog import CATALOG_FILE, read_catalog

    return read_catalog(CATALOGS / FullThrustGame.id / CATALOG_FILE)


def _with_profile(catalog: Catalog, profile: Profile) -> Catalog:
    from designer.games.full_thrust.catalog import with_profile

    return with_profile(catalog, profile)


class FullThrustSheets(Sheets[FullThrustDesign, "FullThrustDetail"]):
    """The Ship Record Sheet (001 L292-302): see :mod:`designer.games.full_thrust.sheet.pages`."""

    def __init__(self, game: FullThrustGame) -> None:
        self.game = game

    def _chosen(self, options: Mapping[str, RuleValue] | None) -> dict[str, RuleValue]:
        return {o.key: o.default for o in self.game.sheet_options} | dict(options or {})

    def record_pages(
        self,
        items: Sequence[SheetItem[FullThrustDesign, FullThrustDetail]],
        paper: str = "a4",
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> list[SheetPage]:
        from designer.games.full_thrust.sheet.pages import record_sheet_pages
        from designer.sheets.template import game_template

        return record_sheet_pages(
            items,
            paper,
            game_template(self.game),
            self._chosen(options),
            memo if memo is not None else Memo(),
        )

    def blank_pages(
        self, paper: str = "a4", options: Mapping[str, RuleValue] | None = None, memo: Memo | None = None
    ) -> list[SheetPage]:
        """The Ship Record Sheet as a form to design on by hand (``sheet.blank_sheet_pages``)."""
        from designer.games.full_thrust.sheet.pages import blank_sheet_pages
        from designer.sheets.template import game_template

        empty = self.game.empty_design(" ")
        return blank_sheet_pages(
            empty,
            self.game.evaluate(empty),
            paper,
            game_template(self.game),
            self._chosen(options),
            memo if memo is not None else Memo(),
        )


class FullThrustFixes(FixCandidates[FullThrustDesign]):
    def __init__(self, game: FullThrustGame) -> None:
        self.game = game

    def candidates(self, design: FullThrustDesign, finding: Finding) -> Sequence[Operation]:
        """Beyond the generic fixes (drop the row, another arc, another value): a hull large
        enough for what it carries (the allowance, 001 L830), or of the class a system needs
        (capital for a Nova Cannon or fighters, L859, L856). The engine keeps what works."""
        from designer.core.operations import setter

        if finding.code not in ("FT-ALLOWANCE-OVER", "FT-NOVA-CLASS", "FT-FIGHTER-CLASS"):
            return ()
        top = self.game.data.catalog().max_ship_mass
        return tuple(
            setter("hull.mass", mass, f"Raise MASS to {mass}", group="raise-mass")
            for mass in range(design.hull.mass + 1, top + 1)
        )


class FullThrustFleetRules(FleetRules[fleet_rules.FullThrustFleet]):
    """Dummy bogeys, the campaign class mix and fixed forces (``fleet.py``), with the numbers of
    ``catalogs/full-thrust/fleet-rules.yaml``."""

    def __init__(self, game: FullThrustGame) -> None:
        super().__init__(fleet_rules.FullThrustFleet, fleet_rules.FLEET_RULE_OPTIONS)
        self.game = game

    def numbers(self) -> fleet_rules.FleetRules:
        folder = self.game.data.folder
        return self.game.data.held(
            "fleet_rules", lambda: fleet_rules.read_fleet_rules(folder / fleet_rules.RULES_FILE)
        )

    def findings(
        self, fleet: fleet_rules.FullThrustFleet, result: FleetEvaluation, options: Mapping[str, RuleValue]
    ) -> list[Finding]:
        return fleet_rules.fleet_findings(fleet, result, options, self.numbers())

    def extras(
        self, fleet: fleet_rules.FullThrustFleet, options: Mapping[str, RuleValue]
    ) -> list[FleetExtra]:
        return fleet_rules.fleet_extras(fleet, options, self.numbers())


class FullThrustReference(QuickReference[FullThrustDesign]):
    """Play rules of the systems a fleet carries (catalogs/full-thrust/quick-reference.yaml)."""

    def __init__(self, game: FullThrustGame) -> None:
        self.game = game

    def entries(
        self, designs: Sequence[FullThrustDesign], fleet: FleetBase | None = None
    ) -> list[ReferenceEntry]:
        from designer.core.quick_reference import read_reference
        from designer.games.full_thrust.sheet.quick_reference import REFERENCE_FILE, keys_for

        folder = self.game.data.folder
        reference = self.game.data.held("reference", lambda: read_reference(folder / REFERENCE_FILE))
        return reference.pick(keys_for(designs, fleet))
