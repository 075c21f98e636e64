"""The plugin contract: what a game tells the engine, CLI and window about itself.

Core, CLI and GUI never branch on a game id; they call these methods.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Mapping, Sequence

from designer.core.evaluation import Evaluation, Finding
from designer.core.fleet_model import FleetBase, FleetExtra
from designer.core.model import DesignBase, RuleValue
from designer.core.paths import CATALOGS


@dataclass(frozen=True)
class RuleOption:
    """A switchable rule where players plausibly disagree (recorded in the catalog README)."""

    key: str
    title: str
    default: RuleValue
    description: str = ""
    choices: tuple[RuleValue, ...] = ()  # empty for a boolean switch


@dataclass(frozen=True)
class ReferenceEntry:
    """One system's rules summary on a fleet's quick-reference page: a title, a few short lines
    a player reads at the table, and the rulebook lines they come from."""

    title: str
    lines: tuple[str, ...]
    source: str = ""


@dataclass(frozen=True)
class StandardDesign:
    """A ready design in ``catalogs/<game>/designs/``, addressable as ``catalog:<id>``."""

    id: str
    name: str
    path: Path
    book_points: float | None = None
    source: str = ""


class Game:
    """Base class for a game plugin; each ``designer/games/<pkg>`` exposes ``GAME``."""

    id: str = ""
    title: str = ""
    design_model: type[DesignBase] = DesignBase
    rule_options: tuple[RuleOption, ...] = ()
    fleet_model: type[FleetBase] = FleetBase  # a game with extra fleet fields subclasses it
    fleet_rule_options: tuple[RuleOption, ...] = ()  # fleet-wide rules (a campaign's class mix)

    @property
    def catalog_dir(self) -> Path:
        return CATALOGS / self.id

    # --- evaluation -------------------------------------------------------------------------
    def evaluate(self, design: DesignBase, options: Mapping[str, RuleValue] | None = None) -> Evaluation:
        raise NotImplementedError

    def resolve_options(self, design: DesignBase | None = None,
                        overrides: Mapping[str, RuleValue] | None = None) -> dict[str, RuleValue]:
        """Defaults, then the design's own ``rules:``, then the caller's overrides."""
        options = {opt.key: opt.default for opt in self.rule_options}
        if design is not None:
            options.update(design.rules)
        options.update(overrides or {})
        return options

    def option_findings(self, design: DesignBase) -> list[Finding]:
        known = {opt.key for opt in self.rule_options}
        return [Finding("RULE-OPTION-UNKNOWN", "warning",
                        f"rule option {key!r} is not one of {sorted(known)}; it is ignored",
                        f"rules.{key}") for key in design.rules if key not in known]

    # --- catalog ----------------------------------------------------------------------------
    @cached_property
    def standard_designs(self) -> tuple[StandardDesign, ...]:
        """Every design file in ``catalogs/<id>/designs``, sorted by id."""
        from designer.core.design_file import read_standard_design

        folder = self.catalog_dir / "designs"
        if not folder.is_dir():
            return ()
        return tuple(read_standard_design(path) for path in sorted(folder.glob("*.yaml")))

    def standard_design(self, design_id: str) -> StandardDesign | None:
        return next((d for d in self.standard_designs if d.id == design_id), None)

    def catalog_summary(self) -> dict[str, Any]:
        """What ``drydock catalog`` prints for this game: systems and standard designs."""
        return {"id": self.id, "title": self.title, "systems": [],
                "designs": [{"id": d.id, "name": d.name, "book_points": d.book_points}
                            for d in self.standard_designs],
                "rule_options": [{"key": o.key, "title": o.title, "default": o.default}
                                 for o in self.rule_options]}

    def new_design(self, name: str = "New design") -> DesignBase:
        """An empty, loadable hull to start from."""
        raise NotImplementedError

    def editor(self) -> Any:
        """How the window edits this game's designs: a :class:`designer.core.editor.EditorSpec`
        (hull fields with the rules' ranges, list tables, arc editor, palette, budget header).
        The default edits the design model's top-level numbers and text only."""
        from designer.core.editor import fields_from_model

        return fields_from_model(self.design_model)

    # --- sheets and fleets -------------------------------------------------------------------
    def record_sheet_pages(self, entries: Sequence[tuple[DesignBase, Evaluation]],
                           paper: str = "a4") -> list[Any]:
        """Record-sheet pages (``designer.sheets.display.Page``) for these designs, packed the way
        the game's sheet packs them (several ships a page where it does). Illegal designs still
        print, marked NOT LEGAL. The PDF export and the window's preview both call this."""
        raise NotImplementedError

    def fleet_findings(self, fleet: Any, options: Mapping[str, RuleValue]) -> list[Finding]:
        """The game's own fleet rules, given a :class:`designer.core.fleet.FleetEvaluation`."""
        return []

    def fleet_extras(self, fleet: FleetBase, options: Mapping[str, RuleValue]) -> list[FleetExtra]:
        """Priced fleet items that are not designs (decoys bought from the fleet budget)."""
        return []

    def quick_reference(self, designs: Sequence[DesignBase],
                        fleet: FleetBase | None = None) -> list[ReferenceEntry]:
        """Rules summaries for the systems these designs carry (and the fleet's extras, such as
        decoys), each once, for the quick-reference page of a fleet's battle pack. Empty when
        the game has none."""
        return []
