"""The Full Thrust plugin: what the engine, CLI and window ask of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from designer.core.game import DesignKind, Game
from designer.core.rule_options import RuleOption
from designer.games.full_thrust import fleet as fleet_rules
from designer.games.full_thrust.design import FullThrustDesign, Hull
from designer.games.full_thrust.options import RULE_OPTIONS

# The registry loads every game to list them (New, House rules, a catalog: reference), so this
# module imports only what the class attributes hold; rules and catalog are imported by the
# methods that use them, when a design of this game is opened.
if TYPE_CHECKING:
    from designer.games.full_thrust.catalog import Catalog

SHEET_OPTIONS = (
    RuleOption("key", "Key to the symbols", True,
               "A key to every symbol used on the page, under the ship boxes (001 L357-364)."),
    RuleOption("movement_orders", "Movement orders", True,
               "The Movement Orders table of the book's sheet: a row per ship (001 L156)."),
    RuleOption("scale_to_fill", "Scale to fill", False,
               "A page holding a single ship prints its box as large as the page allows. Off: "
               "true scale, every box the size of the book's sheet."),
)


class FullThrustGame(Game):
    id = "full-thrust"
    title = "Full Thrust"
    books = ("Full Thrust (Ground Zero Games, 2nd edition text)",)
    design_kinds = (DesignKind("ship", "Ship", FullThrustDesign),)
    rule_options = RULE_OPTIONS
    sheet_options = SHEET_OPTIONS
    fleet_model = fleet_rules.FullThrustFleet
    fleet_rule_options = fleet_rules.FLEET_RULE_OPTIONS

    def load_catalog(self) -> Catalog:
        from designer.games.full_thrust.catalog import CATALOG_FILE, read_catalog

        return read_catalog(self.catalog_dir / CATALOG_FILE)

    def _evaluate(self, design, context):
        from designer.games.full_thrust import rules

        return rules.evaluate(design, context)

    def profile_catalog(self, profile) -> Catalog:
        from designer.games.full_thrust.catalog import with_profile

        return with_profile(self.catalog(), profile)

    def empty_design(self, name: str, kind: str | None = None) -> FullThrustDesign:
        """A MASS 12 escort warship with thrust 4 and nothing fitted: loadable and legal."""
        return FullThrustDesign(name=name, hull=Hull(mass=12, type="warship"), thrust=4)

    def shared_design(self, design, evaluation):
        """The design in the book's notation for a post (designer/games/full_thrust/share.py)."""
        from designer.games.full_thrust.share import shared_design

        return shared_design(design, evaluation)

    def editor(self, catalog=None):
        """The window's editor description under ``catalog`` (designer/games/full_thrust/editor.py)."""
        from designer.games.full_thrust.editor import build_editor

        return self.per_catalog("editor", catalog, lambda cat: build_editor(cat, self.systems(cat)))

    def record_sheet_pages(self, items, paper: str = "a4", options=None, reuse=None) -> list:
        """The Ship Record Sheet (001 L292-302): see :mod:`designer.games.full_thrust.sheet`."""
        from designer.games.full_thrust.sheet import record_sheet_pages
        from designer.sheets.reuse import SheetReuse
        from designer.sheets.template import game_template

        chosen = {o.key: o.default for o in self.sheet_options} | dict(options or {})
        return record_sheet_pages(items, paper, game_template(self), chosen,
                                  reuse if reuse is not None else SheetReuse())

    def blank_sheet_pages(self, paper: str = "a4", options=None, reuse=None) -> list:
        """The Ship Record Sheet as a form to design on by hand (``sheet.blank_sheet_pages``)."""
        from designer.games.full_thrust.sheet import blank_sheet_pages
        from designer.sheets.reuse import SheetReuse
        from designer.sheets.template import game_template

        empty = self.empty_design(" ")
        chosen = {o.key: o.default for o in self.sheet_options} | dict(options or {})
        return blank_sheet_pages(empty, self.evaluate(empty), paper, game_template(self), chosen,
                                 reuse if reuse is not None else SheetReuse())

    def summary_lines(self, design, evaluation) -> list[str]:
        """The damage track and its threshold checks (001 L274-302), as the sheet prints them."""
        detail = evaluation.detail
        track = " / ".join(str(n) for n in detail.track)
        checks = ", ".join(f"{t} (T{n + 1}: {roll})" for n, (t, roll)
                           in enumerate(zip(detail.thresholds, detail.threshold_rolls)))
        return [f"Damage track: {track} boxes ({detail.hull.damage_box} box)",
                f"Threshold checks after {checks} damage" if checks else "No threshold checks"]

    def analyse(self, design, evaluation, options=None, memo=None):
        from designer.games.full_thrust.analysis import figures

        return figures(design, evaluation, memo)

    def fix_candidates(self, design, finding):
        """Beyond the generic fixes (drop the row, another arc, another value): a hull large
        enough for what it carries (the allowance, 001 L830), or of the class a system needs
        (capital for a Nova Cannon or fighters, L859, L856). The engine keeps what works."""
        from designer.core.operations import setter

        if finding.code not in ("FT-ALLOWANCE-OVER", "FT-NOVA-CLASS", "FT-FIGHTER-CLASS"):
            return ()
        top = self.catalog().max_ship_mass
        return tuple(setter("hull.mass", mass, f"Raise MASS to {mass}", group="raise-mass")
                     for mass in range(design.hull.mass + 1, top + 1))

    # --- fleets -----------------------------------------------------------------------------
    def fleet_rules(self) -> fleet_rules.FleetRules:
        return self.held("fleet_rules",
                         lambda: fleet_rules.read_fleet_rules(self.catalog_dir / fleet_rules.RULES_FILE))

    def fleet_findings(self, fleet, options):
        return fleet_rules.fleet_findings(fleet, options, self.fleet_rules())

    def fleet_extras(self, fleet, options):
        return fleet_rules.fleet_extras(fleet, options, self.fleet_rules())

    def quick_reference(self, designs, fleet=None):
        """Play rules of the systems a fleet carries (catalogs/full-thrust/quick-reference.yaml)."""
        from designer.core.quick_reference import read_reference
        from designer.games.full_thrust.quick_reference import REFERENCE_FILE, keys_for

        reference = self.held("reference", lambda: read_reference(self.catalog_dir / REFERENCE_FILE))
        return reference.pick(keys_for(designs, fleet))

    # --- the catalog ------------------------------------------------------------------------
    def systems(self, catalog: Catalog | None = None) -> list[dict[str, Any]]:
        """Every system of ``catalog`` (None: the game's) for a palette: the design entry it
        makes, MASS, points, summary."""
        out = []
        for spec in (catalog or self.catalog()).systems:
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
            out.append({"type": spec.type, "variant": spec.variant, "name": spec.name,
                        "mass": spec.mass, "points": spec.points,
                        "points_per_arc": spec.points_per_arc, "per_level": spec.per_level,
                        "points_text": points, "merchant": spec.merchant,
                        "summary": f"{spec.name}: MASS {spec.mass}"
                                   f"{'/level' if spec.per_level else ''}, {points} pts. "
                                   f"{spec.summary}",
                        "source": spec.source, "entry": entry})
        return out

    def catalog_summary(self) -> dict[str, Any]:
        summary = super().catalog_summary()
        summary["systems"] = self.systems()
        summary["hull_types"] = [{"type": key, "title": spec.title, "source": spec.source}
                                 for key, spec in self.catalog().hull_types.items()]
        return summary
