"""The Full Thrust plugin: what the engine, CLI and window ask of the game."""

from __future__ import annotations

from typing import Any, Mapping

from designer.core.evaluation import Evaluation, sort_findings
from designer.core.game import Game
from designer.core.model import RuleValue
from designer.games.full_thrust.catalog import catalog
from designer.games.full_thrust.design import FullThrustDesign, Hull
from designer.games.full_thrust.options import RULE_OPTIONS
from designer.games.full_thrust import rules
from designer.games.full_thrust import fleet as fleet_rules


class FullThrustGame(Game):
    id = "full-thrust"
    title = "Full Thrust"
    design_model = FullThrustDesign
    rule_options = RULE_OPTIONS
    fleet_model = fleet_rules.FullThrustFleet
    fleet_rule_options = fleet_rules.FLEET_RULE_OPTIONS

    def evaluate(self, design: FullThrustDesign,
                 options: Mapping[str, RuleValue] | None = None) -> Evaluation:
        result = rules.evaluate(design, self.resolve_options(design, options))
        unknown = self.option_findings(design)
        if not unknown:
            return result
        return Evaluation(result.stats, result.breakdown,
                          sort_findings(list(result.findings) + unknown))

    def fleet_findings(self, fleet, options: Mapping[str, RuleValue]):
        return fleet_rules.fleet_findings(fleet, options)

    def fleet_extras(self, fleet, options: Mapping[str, RuleValue]):
        return fleet_rules.fleet_extras(fleet, options)

    def quick_reference(self, designs, fleet=None):
        """Play rules of the systems a fleet carries (catalogs/full-thrust/quick-reference.yaml)."""
        from designer.games.full_thrust.quick_reference import quick_reference

        return quick_reference(designs, fleet)

    def record_sheet_pages(self, entries, paper: str = "a4") -> list:
        """The Ship Record Sheet (001 L292-302): see :mod:`designer.games.full_thrust.sheet`."""
        from designer.games.full_thrust.sheet import record_sheet_pages

        return record_sheet_pages(entries, paper)

    def new_design(self, name: str = "New design") -> FullThrustDesign:
        """A MASS 12 escort warship with thrust 4 and nothing fitted: loadable and legal."""
        return FullThrustDesign(name=name, hull=Hull(mass=12, type="warship"), thrust=4)

    def editor(self):
        """The window's editor description (designer/games/full_thrust/editor.py)."""
        from designer.games.full_thrust.editor import build_editor

        if not hasattr(self, "_editor"):
            self._editor = build_editor(self.systems())
        return self._editor

    def systems(self) -> list[dict[str, Any]]:
        """Every catalog system for a palette: the design entry it makes, MASS, points, summary."""
        out = []
        for spec in catalog().systems:
            entry: dict[str, Any] = {"type": spec.type}
            if spec.type == "beam":
                entry.update({"class": spec.variant, "arcs": ["P", "F", "S"]})
            elif spec.type == "weasel":
                entry["signature"] = spec.variant
            elif spec.type == "screen":
                entry["level"] = 1
            elif spec.type in ("needle-beam", "submunition", "pulse-torpedo"):
                entry["arcs"] = ["F"]
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
                                 for key, spec in catalog().hull_types.items()]
        return summary
