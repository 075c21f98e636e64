"""The Basic Starship Combat System plugin: what the engine, CLI and window ask of the game."""

from __future__ import annotations

from typing import Any

from designer.core.game import DesignKind, Game
from designer.core.rule_options import RuleOption
from designer.games.bscs import rules
from designer.games.bscs.catalog import CATALOG_FILE, BscsCatalog, read_catalog
from designer.games.bscs.design import BscsDesign, Drive, Reactor

RULE_OPTIONS = (
    RuleOption("campaign_universe", "Campaign Universe limits", True,
               "Reactor output ≤ 20, efficiency ≤ 15, damage per size ≤ 25, focus ≤ 10, "
               "compaction ≤ 3, shield points per generator ≤ 20, cannon without warhead ≤ 5 "
               "(002 L192-195, L206, L374, L620: 'your mileage may vary'). Off prints a note on "
               "the sheet."),
    RuleOption("beam_density_cost", "Beam damage-per-size cost", "per-damage",
               "per-damage: 1 point per extra damage caused, D − D/K (002 L186, reading A); "
               "per-level: 1 point per level of K above 1 (reading B). Digest D3.",
               ("per-damage", "per-level")),
    RuleOption("hull_base", "Hull minimum counts", "non-hull",
               "non-hull: one hull per 20 of the other spaces (streamline and stealth included); "
               "total: per 20 spaces including the hull itself (002 L689, digest D2).",
               ("non-hull", "total")),
    RuleOption("crew_rounding", "Crew rounding", "each-term",
               "each-term: round every crew term up; total: round only the sum (002 L700-705, "
               "digest D11).", ("each-term", "total")),
    RuleOption("crew_shields", "System operators count", "generators",
               "(sensors + shields)/5 operators: shields as generators or as shield points "
               "(002 L705, digest D11).", ("generators", "points")),
    RuleOption("jump_power", "Power to jump", "per-engine",
               "per-engine: jump engines 'require 100 Power each' (002 L459); per-jump: "
               "'100 per Jump' (L608) however many engines the ship carries.",
               ("per-engine", "per-jump")),
    RuleOption("hull_in_every_section", "Hull in all seven hit locations", False,
               "Off: hull under 7 is spread as evenly as whole tics go and the sections without "
               "hull are named; on: 'distributed evenly to all seven' (002 L763) demands at "
               "least one hull in each, an error."),
    RuleOption("arc_multiplier", "Arc multiplier applies to", "beams-and-cannon",
               "'Cost and size is for a weapon with a 60 degree arc, double for 120...' (002 "
               "L190) for beams and cannon launchers, or for beams only (it stands in the beam "
               "rules).", ("beams-and-cannon", "beams")),
    RuleOption("split_arcs", "Arcs that do not touch", "sectors",
               "sectors: the 60° arcs covered, [F, A] × 2 (a weapon with more than one firing "
               "arc, 002 L251); span: the narrowest unbroken arc holding them, [F, A] × 4 "
               "(L190).", ("sectors", "span")),
    RuleOption("sensor_cube", "Sensor cost cube", "per-type",
               "(# of sensors × cost basis) + number of sensors cubed (002 L637): the cube per "
               "sensor type (digest D15) or of all sensors aboard together.",
               ("per-type", "all-sensors")),
)

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
    books = ("Basic Starship Combat System (Dugan, 1998), seed 002",)
    design_kinds = (DesignKind("ship", "Ship", BscsDesign),)
    rule_options = RULE_OPTIONS

    def load_catalog(self) -> BscsCatalog:
        return read_catalog(self.catalog_dir / CATALOG_FILE)

    def _evaluate(self, design, context):
        return rules.evaluate(design, context)

    def catalog_summary(self) -> dict[str, Any]:
        summary = super().catalog_summary()
        summary["systems"] = [{"type": t, "summary": s} for t, s in SYSTEM_SUMMARIES]
        return summary

    def empty_design(self, name: str, kind: str | None = None) -> BscsDesign:
        """A small legal hull to start from: two drives, a reactor and the minimum hull."""
        return BscsDesign(name=name, systems=[Drive(type="drive", count=2),
                                              Reactor(type="reactor", count=1)],
                          hull=1)

    def sample_design(self, entries: int) -> BscsDesign:
        """A legal dreadnought of ``entries`` entries, mostly weapon batteries (``sample.py``)."""
        from designer.games.bscs.sample import sample_design

        return sample_design(self, entries)

    def editor(self):
        from designer.games.bscs.editor import build_editor

        return self.held("editor", lambda: build_editor(self.catalog()))

    def quick_reference(self, designs, fleet=None):
        """Play rules of the systems a fleet carries (catalogs/bscs/quick-reference.yaml)."""
        from designer.core.quick_reference import read_reference
        from designer.games.bscs.quick_reference import REFERENCE_FILE, keys_for

        reference = self.held("reference", lambda: read_reference(self.catalog_dir / REFERENCE_FILE))
        return reference.pick(keys_for(designs))

    def record_sheet_pages(self, items, paper: str = "a4", options=None, reuse=None) -> list:
        from designer.games.bscs.sheet import record_sheet_pages
        from designer.sheets.reuse import SheetReuse
        from designer.sheets.template import game_template

        return record_sheet_pages(items, paper, game_template(self), self.catalog(),
                                  reuse if reuse is not None else SheetReuse())
