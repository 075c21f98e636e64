"""What a game may offer besides its rules, each as one object (``Game.sheets``,
``Game.fleet_rules``, ``Game.quick_reference``, ``Game.fixes``): a caller asks the game for the
capability and does without it when the game has none. Each is typed by the game's design and
detail types, so a game's sheet and fleet code read their own types and never cast.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Iterator, Mapping, Sequence, TypeVar

from designer.core.ship_state import ShipMarks
from designer.core.evaluation import Evaluation, Finding
from designer.core.fleet_model import FleetBase, FleetExtra
from designer.core.memo import Memo
from designer.core.model import DesignBase, RuleValue
from designer.core.operations import Operation
from designer.core.rule_options import RuleOption

if TYPE_CHECKING:  # core/fleet.py evaluates fleets through these rules
    from designer.core.fleet import FleetEvaluation

DesignT = TypeVar("DesignT", bound=DesignBase)
DetailT = TypeVar("DetailT")
FleetT = TypeVar("FleetT", bound=FleetBase)

# A sheet page is a ``designer.sheets.display.Page``: it lives in the sheets layer, above core,
# so core cannot name it.
SheetPage = Any


@dataclass(frozen=True)
class SheetEntry(Generic[DesignT, DetailT]):
    """One record sheet to print: a design, its evaluation and, where a fleet names the ship, the
    ship's own name. The sheet prints the class (the design's name) and the ship's name apart, as
    the book's form has the player fill in "CLASS and NAME (if you have given it one)" (001 L296).
    It unpacks as ``(design, evaluation)``, so code that reads a plain pair reads it too."""

    design: DesignT
    evaluation: Evaluation[DetailT]
    ship_name: str = ""
    state: ShipMarks | None = None  # a campaign ship's marks, drawn on its sheet (core/ship_state.py)
    status: str = ""  # a campaign ship's status and battles, printed with its name

    def __iter__(self) -> Iterator[Any]:
        return iter((self.design, self.evaluation))


SheetItem = SheetEntry[DesignT, DetailT] | tuple[DesignT, Evaluation[DetailT]]


def sheet_entries_of(items: Sequence[SheetItem[DesignT, DetailT]]) -> list[SheetEntry[DesignT, DetailT]]:
    """The items a ``record_pages`` caller passes, as entries (a plain pair has no ship name)."""
    return [item if isinstance(item, SheetEntry) else SheetEntry(*item) for item in items]


@dataclass(frozen=True)
class ReferenceEntry:
    """One system's rules summary on a fleet's quick-reference page: a title, a few short lines
    a player reads at the table, and the rulebook lines they come from."""

    title: str
    lines: tuple[str, ...]
    source: str = ""


class Sheets(ABC, Generic[DesignT, DetailT]):
    """A game's own record sheets. A game without any gets the generic record sheet
    (``designer/sheets/generic_sheet.py``)."""

    @abstractmethod
    def record_pages(
        self,
        items: Sequence[SheetItem[DesignT, DetailT]],
        paper: str = "a4",
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> list[SheetPage]:
        """Record-sheet pages for these evaluated designs, packed as the game's sheet packs
        them. ``options`` are the game's ``sheet_options`` (checked by the caller); ``memo`` is
        the caller's (the window's document keeps one for its sheet), through which the game
        keeps whole blocks of the last layout whose inputs an edit left alone: here, at the
        entry point, never threaded through the drawing helpers. Illegal designs print, marked
        NOT LEGAL. The PDF export and the window's preview both call this.

        A sheet prints what the design was evaluated under: a figure it looks up in a catalog
        comes from the catalog in the evaluation's ``detail`` (a house-rule profile's), never
        from the game's own."""

    @abstractmethod
    def blank_pages(
        self, paper: str = "a4", options: Mapping[str, RuleValue] | None = None, memo: Memo | None = None
    ) -> list[SheetPage]:
        """The record sheet as a form to design on by hand: its labels, boxes and key, with no
        figures, systems or findings in it (what Print options' blank sheet prints)."""


class FleetRules(Generic[FleetT]):
    """How a game's fleets are read and checked: the fleet file's ``model`` (a game whose
    fleets carry extra fields subclasses ``FleetBase``), the fleet rule options, and the game's
    own findings and priced extras. Every game has fleets; this base is the plain ones."""

    def __init__(self, model: type[FleetT], rule_options: tuple[RuleOption, ...] = ()) -> None:
        self.model = model
        self.rule_options = rule_options

    def own(self, fleet: FleetBase) -> FleetT | None:
        """``fleet`` as this game's fleet model (None: read as another model, not this game's)."""
        return fleet if isinstance(fleet, self.model) else None

    def findings(
        self, fleet: FleetT, result: FleetEvaluation, options: Mapping[str, RuleValue]
    ) -> list[Finding]:
        """The game's own fleet rules, given the fleet evaluated so far."""
        return []

    def extras(self, fleet: FleetT, options: Mapping[str, RuleValue]) -> list[FleetExtra]:
        """Priced fleet items that are not designs (decoys bought from the fleet budget)."""
        return []


class QuickReference(ABC, Generic[DesignT]):
    """Rules summaries for a fleet's quick-reference page."""

    @abstractmethod
    def entries(self, designs: Sequence[DesignT], fleet: FleetBase | None = None) -> list[ReferenceEntry]:
        """The summaries for the systems these designs carry, each once."""


class FixCandidates(ABC, Generic[DesignT]):
    """Operations beyond the generic fixes (``core/fixes.py``) that might clear a finding; the
    engine keeps those that do."""

    @abstractmethod
    def candidates(self, design: DesignT, finding: Finding) -> Sequence[Operation]:
        """Operations that might clear ``finding``."""
