"""The plugin contract: what a game tells the engine, CLI and window about itself.

Core, CLI and GUI never branch on a game id; they call these methods. A game subclasses
``Game[DesignT, DetailT, CatalogT]`` (its design model, the detail its evaluation carries, its
catalog), implements :meth:`Game._evaluate` and :meth:`Game.empty_design`, says where its data
is (:meth:`Game.open_data`), and offers what else it has as capability objects
(``core/capabilities.py``): record sheets, fleet rules, a quick reference, fix candidates.
:meth:`Game.evaluate` is the one entry point: it resolves and checks the rule options, hands the
game a complete context, and adds the option findings, so no game restates a default or checks
a value. It reads no file: the files a design names are read before (:meth:`Game.prepare`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Mapping, cast

from designer.core.capabilities import (
    DesignT,
    DetailT,
    FixCandidates,
    FleetRules,
    QuickReference,
    ReferenceEntry,
    SheetEntry,
    Sheets,
    sheet_entries_of,
)
from designer.core.context import EvaluationContext, Profile, ResolvedContext
from designer.core.editor import EditorSpec, fields_from_model
from designer.core.evaluation import Evaluation
from designer.core.fleet_model import FleetBase
from designer.core.game_data import CatalogT, GameData
from designer.core.ship_state import ShipStateRules
from designer.core.memo import Memo
from designer.core.model import DesignBase, RuleValue
from designer.core.numbers import Number, plain
from designer.core.paths import CATALOGS, TEMPLATES
from designer.core.references import NO_REFERENCES, References
from designer.core.rule_options import RuleOption, resolve_options
from designer.core.shared_text import SharedDesign

__all__ = [
    "Game",
    "AnyGame",
    "GameData",
    "DesignKind",
    "Start",
    "StandardDesign",
    "SheetEntry",
    "sheet_entries_of",
    "ReferenceEntry",
    "Sheets",
    "FleetRules",
    "QuickReference",
    "FixCandidates",
    "Fact",
    "EMPTY",
    "CATALOG",
    "empty_label",
]

if TYPE_CHECKING:
    from designer.core.analysis import GameFigures

EMPTY = "empty"  # the start id of an empty design of the default kind
CATALOG = "catalog:"  # start ids of standard designs: catalog:<design-id>
OVERRIDES = "the command line or fleet"  # where a caller's rule choices come from, for findings


@dataclass(frozen=True)
class Fact:
    """A labelled figure in words (``Damage track``: ``6 / 6 / 6 boxes``), for the CLI to print."""

    label: str
    text: str


@dataclass(frozen=True)
class StandardDesign:
    """A ready design in the game's ``designs/`` folder, addressable as ``catalog:<id>``."""

    id: str
    name: str
    path: Path
    book_points: float | None = None
    source: str = ""


@dataclass(frozen=True)
class DesignKind:
    """A kind of file the game edits (ships; BSCS craft; Star Blazers custom classes). A file
    says ``kind: <key>`` for every kind but the game's first, which is the default."""

    key: str
    title: str
    model: type[DesignBase]


def empty_label(kind: DesignKind) -> str:
    """``Empty ship``, ``Empty custom class``; an acronym keeps its capitals (``Empty SSD``)."""
    words = [w if w.isupper() and len(w) > 1 else w.lower() for w in kind.title.split()]
    return " ".join(["Empty", *words])


@dataclass(frozen=True)
class Start:
    """Something a new design can start from: an empty design of a kind, a standard design, a
    class. ``points`` is what it costs as it stands (computed, never only the book's figure)."""

    id: str
    label: str
    group: str = ""
    kind: str = ""
    summary: str = ""
    points: Number | None = None


def _no_catalog() -> None:
    return None


class Game(ABC, Generic[DesignT, DetailT, CatalogT]):
    """Base class of a game plugin; each game package exposes an instance as ``GAME`` and names
    it in the ``hullwright.games`` entry points. ``DesignT`` is its design model (a union where
    it edits several kinds), ``DetailT`` what its evaluations carry for its own sheet and fleet
    code, ``CatalogT`` its rules data."""

    id: str = ""
    title: str = ""
    books: tuple[str, ...] = ()  # the rulebooks the rules come from, for Help > About
    design_kinds: tuple[DesignKind, ...] = ()
    rule_options: tuple[RuleOption, ...] = ()
    sheet_options: tuple[RuleOption, ...] = ()  # print choices the game's sheets offer
    # What a campaign ship's state holds (core/ship_state.py).
    ship_state: ShipStateRules[DesignT, DetailT] | None = None
    rules_version: int = 1  # bumped by a game when a rule change alters results

    # --- data the game holds (loaded once, by the game object, never by a module) -------------
    @property
    def data(self) -> GameData[CatalogT]:
        """The game's data folder, catalog and static data, made on first use and held by the
        game object (the registry's one per game)."""
        data = self.__dict__.get("_data")
        if data is None:
            data = self.__dict__["_data"] = self.open_data()
        return cast(GameData[CatalogT], data)

    def open_data(self) -> GameData[CatalogT]:
        """Where the game's data is and how its catalog is read (and changed by a house-rule
        profile). The default: ``catalogs/<id>`` and no catalog (a game that needs none)."""
        return GameData(self.id, self.title, CATALOGS / self.id, cast(Any, _no_catalog))

    @property
    def template_path(self) -> Path:
        """The game's record-sheet template."""
        return TEMPLATES / f"{self.id}.yaml"

    def kind(self, key: str | None) -> DesignKind | None:
        """The kind a file's ``kind:`` names (None or absent: the default kind)."""
        if key is None:
            return self.design_kinds[0]
        return next((k for k in self.design_kinds if k.key == key), None)

    def kind_of(self, design: DesignBase) -> DesignKind:
        """The kind of ``design``: the one its ``kind`` field names where its model has one
        (kinds may share a model: a Star Blazers ship and a custom class file), else the first
        kind whose model it is."""
        named = getattr(design, "kind", None)
        kind = self.kind(named) if isinstance(named, str) else None
        if kind is not None and isinstance(design, kind.model):
            return kind
        return next((k for k in self.design_kinds if isinstance(design, k.model)), self.design_kinds[0])

    # --- evaluation -----------------------------------------------------------------------------
    def evaluate(self, design: DesignT, context: EvaluationContext[Any] | None = None) -> Evaluation[DetailT]:
        """Stats, meters, breakdown, findings and detail. The options are resolved here: the
        game's defaults, a profile's, the design's ``rules:``, then the caller's overrides, each
        checked (a bad value is a warning and the default stands).

        The files the design names are looked up in ``context.references``, read before
        (:meth:`prepare`, at load and after an edit that changes a reference); a reference
        missing there is a finding, never a read. Evaluating touches no disk."""
        context = context or EvaluationContext()
        profile = context.profile if context.profile is not None and context.profile.game == self.id else None
        layers: list[tuple[Mapping[str, RuleValue], str]] = []
        if profile is not None:
            layers.append((profile.options, f"profile {profile.name}"))
        layers.append((design.rules, "rules"))
        if context.overrides:
            layers.append((context.overrides, OVERRIDES))
        options, problems = resolve_options(self.rule_options, *layers)
        result = self._evaluate(design, context.resolved(options, self.data.catalog(profile)))
        return result.with_findings(problems)

    def references(self, design: DesignT, folder: Path | None, known: References | None = None) -> References:
        """Read the files ``design`` names (``folder``: where its own file is), never during
        evaluation: at load, and after an edit changes a reference. What ``known`` (the
        references before the edit) already holds is kept, not read again. A game whose
        designs name no files has none."""
        return NO_REFERENCES

    def prepare(
        self, design: DesignT, context: EvaluationContext[Any] | None = None
    ) -> EvaluationContext[Any]:
        """``context`` with the references of ``design`` read (those it had are kept)."""
        context = context or EvaluationContext()
        found = self.references(design, context.folder, context.references)
        return context if found is context.references else replace(context, references=found)

    @abstractmethod
    def _evaluate(self, design: DesignT, context: ResolvedContext[CatalogT]) -> Evaluation[DetailT]:
        """The game's rules, given a context whose ``options`` are complete and valid and whose
        ``catalog`` is the one in force."""

    # --- starting and editing -------------------------------------------------------------------
    @abstractmethod
    def empty_design(self, name: str, kind: str | None = None) -> DesignT:
        """A loadable design of ``kind`` (default: the first) with nothing fitted."""

    def starts(self) -> tuple[Start, ...]:
        """An empty design of each kind, then every standard design (with its computed points)."""
        empty = tuple(
            Start(EMPTY if i == 0 else f"{EMPTY}:{k.key}", empty_label(k), "New", k.key)
            for i, k in enumerate(self.design_kinds)
        )
        standard = []
        for d in self.standard_designs:
            standard.append(
                Start(
                    f"{CATALOG}{d.id}",
                    d.name,
                    "Standard designs",
                    summary=d.source,
                    points=self.standard_points(d),
                )
            )
        return empty + tuple(standard)

    def standard_points(self, standard: StandardDesign, profile: Profile | None = None) -> Number | None:
        """A standard design's points as the rules compute them, under a house-rule ``profile``
        if one is given (None if the design cannot be read)."""
        from designer.core.design_file import load_design
        from designer.core.errors import LoadError

        try:
            loaded = load_design(standard.path)
        except LoadError:
            return None
        context = EvaluationContext[Any](
            profile=profile, folder=loaded.path.resolve().parent, references=loaded.references
        )
        return self.evaluate(cast(DesignT, loaded.design), context).points

    def new_design(self, start: str = EMPTY, name: str | None = None) -> DesignT:
        """A new design from one of :meth:`starts`. A standard design becomes the player's own
        copy: its name and content stay, the book's ``book_points`` and ``source`` do not."""
        if start.startswith(CATALOG):
            from designer.core.design_file import load_design, standard_copy

            found = self.standard_design(start.removeprefix(CATALOG))
            if found is None:
                raise KeyError(start)
            design = cast(DesignT, standard_copy(load_design(found.path).design))
            return design.model_copy(update={"name": name}) if name else design
        kind = None if start == EMPTY else start.removeprefix(f"{EMPTY}:")
        if self.kind(kind) is None:
            raise KeyError(start)
        return self.empty_design(name or "New design", kind)

    def editor(self, catalog: CatalogT | None = None) -> EditorSpec:
        """How the window edits this game's designs under ``catalog`` (None: the game's own; a
        house-rule profile's prices its palette and offers its systems, see
        ``GameData.per_catalog``). The default: the model's top-level values, whatever the catalog."""
        return self.data.held("editor", lambda: fields_from_model(self.design_kinds[0].model))

    def editor_for(self, design: DesignT, catalog: CatalogT | None = None) -> EditorSpec:
        """How the window edits ``design`` under ``catalog``: a game with several design kinds
        may give each its own editor (BSCS craft beside ships); the default is :meth:`editor`
        for every kind."""
        return self.editor(catalog)

    # --- analysis (issue 28): the one hook; None means the game offers no analysis -------------
    def analyse(
        self,
        design: DesignT,
        evaluation: Evaluation[DetailT],
        options: Mapping[str, RuleValue] | None = None,
        memo: Memo | None = None,
    ) -> GameFigures | None:
        """What the design can do under this game's rules: its weapon groups' damage by band and
        target, its staying power (``core/analysis``). ``options`` are the analysis choices the
        game offers (Star Blazers: ``rolled_damage``); ``memo`` keeps each kind of weapon's
        damage table across calls (``memo.of("damage-table", ...)``)."""
        return None

    def shared_design(self, design: DesignT, evaluation: Evaluation[DetailT]) -> SharedDesign:
        """``design`` as its players write it in a post (``designer/exchange/share.py`` renders
        it): the default is the figures of the editor's header and the breakdown's lines; a game
        gives its own notation in ``designer/games/<game>/share.py``."""
        from designer.core.shared_text import generic_shared_design

        return generic_shared_design(self, design, evaluation)

    def facts(self, design: DesignT, evaluation: Evaluation[DetailT]) -> tuple[Fact, ...]:
        """What a person reads beside the header's figures (a damage track, say): ``hullwright
        validate`` prints each as ``label: text`` after the meters and the editor's stats."""
        return ()

    # --- capabilities (``core/capabilities.py``): None where the game has none ------------------
    @property
    def sheets(self) -> Sheets[DesignT, DetailT] | None:
        """The game's own record sheets (None: the generic record sheet prints its designs)."""
        return None

    @property
    def fleet_rules(self) -> FleetRules[Any]:
        """How the game's fleets are read and checked (the default: the plain fleet file and
        the engine's rules alone)."""
        return FleetRules(FleetBase)

    @property
    def quick_reference(self) -> QuickReference[DesignT] | None:
        """Rules summaries for a fleet's quick-reference page."""
        return None

    @property
    def fixes(self) -> FixCandidates[DesignT] | None:
        """Operations beyond the generic fixes that might clear a finding."""
        return None

    # --- the catalog ----------------------------------------------------------------------------
    @property
    def standard_designs(self) -> tuple[StandardDesign, ...]:
        """Every design file in the catalog's ``designs/`` folder, sorted by id."""
        from designer.core.design_file import read_standard_design

        return self.data.held(
            "standard_designs", lambda: tuple(read_standard_design(path) for path in self._design_files())
        )

    def standard_design(self, design_id: str) -> StandardDesign | None:
        if self.data.holds("standard_designs"):
            return next((d for d in self.standard_designs if d.id == design_id), None)
        # Not listed yet: read only the file of that id (held, as the list would be), so a
        # catalog: reference on the command line does not read every design of every game.
        from designer.core.design_file import read_standard_design

        path = next((p for p in self._design_files() if p.stem == design_id), None)
        if path is None:
            return None
        return self.data.held(f"standard_design:{path.stem}", lambda: read_standard_design(path))

    def _design_files(self) -> tuple[Path, ...]:
        folder = self.data.folder / "designs"
        return self.data.held(
            "design_files", lambda: tuple(sorted(folder.glob("*.yaml"))) if folder.is_dir() else ()
        )

    def catalog_summary(self) -> dict[str, object]:
        """What ``hullwright catalog`` lists for this game, as data the CLI prints as text or
        JSON: systems, standard designs, options (a game adds its own lists: hull types, classes)."""
        return {
            "id": self.id,
            "title": self.title,
            "systems": [],
            "designs": [
                {
                    "id": d.id,
                    "name": d.name,
                    "book_points": d.book_points,
                    "points": plain(self.standard_points(d)),
                }
                for d in self.standard_designs
            ],
            "rule_options": [o.as_dict() for o in self.rule_options],
            "sheet_options": [o.as_dict() for o in self.sheet_options],
        }


# A game of any design, detail and catalog: what the registry holds and the engine, CLI and
# window handle without knowing which game it is.
AnyGame = Game[Any, Any, Any]
