"""The plugin contract: what a game tells the engine, CLI and window about itself.

Core, CLI and GUI never branch on a game id; they call these methods. A game subclasses
:class:`Game`, implements :meth:`Game._evaluate` and :meth:`Game.empty_design`, and adds what it
has: an editor, operations, record sheets, fleet rules, a quick reference. :meth:`Game.evaluate`
is the one entry point: it resolves and checks the rule options, hands the game a complete
context, and adds the option findings, so no game restates a default or checks a value.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence, TypeVar

from designer.core.context import EvaluationContext, Profile
from designer.core.editor import EditorSpec, fields_from_model
from designer.core.evaluation import Evaluation, Finding
from designer.core.fleet_model import FleetBase, FleetExtra
from designer.core.model import DesignBase, RuleValue
from designer.core.numbers import Number, plain
from designer.core.operations import Operation
from designer.core.paths import CATALOGS, TEMPLATES
from designer.core.references import NO_REFERENCES, References
from designer.core.rule_options import RuleOption, resolve_options
from designer.core.shared_text import SharedDesign
from designer.core.sources import remembered, replay

if TYPE_CHECKING:
    from designer.core.analysis import AnalysisMemo, GameFigures

T = TypeVar("T")

EMPTY = "empty"  # the start id of an empty design of the default kind
CATALOG = "catalog:"  # start ids of standard designs: catalog:<design-id>
OVERRIDES = "the command line or fleet"  # where a caller's rule choices come from, for findings


@dataclass(frozen=True)
class SheetEntry:
    """One record sheet to print: a design, its evaluation and, where a fleet names the ship, the
    ship's own name. The sheet prints the class (the design's name) and the ship's name apart, as
    the book's form has the player fill in "CLASS and NAME (if you have given it one)" (001 L296).
    It unpacks as ``(design, evaluation)``, so code that reads a plain pair reads it too."""

    design: DesignBase
    evaluation: Evaluation
    ship_name: str = ""

    def __iter__(self):
        return iter((self.design, self.evaluation))


def sheet_entries_of(items: Sequence[SheetEntry | tuple[DesignBase, Evaluation]]) -> list[SheetEntry]:
    """The items a ``record_sheet_pages`` caller passes, as entries (a plain pair has no ship name)."""
    return [item if isinstance(item, SheetEntry) else SheetEntry(*item) for item in items]


@dataclass(frozen=True)
class ReferenceEntry:
    """One system's rules summary on a fleet's quick-reference page: a title, a few short lines
    a player reads at the table, and the rulebook lines they come from."""

    title: str
    lines: tuple[str, ...]
    source: str = ""


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


class Game(ABC):
    """Base class of a game plugin; each game package exposes an instance as ``GAME`` and names
    it in the ``hullwright.games`` entry points."""

    id: str = ""
    title: str = ""
    books: tuple[str, ...] = ()  # the rulebooks the rules come from, for Help > About
    design_kinds: tuple[DesignKind, ...] = ()
    rule_options: tuple[RuleOption, ...] = ()
    sheet_options: tuple[RuleOption, ...] = ()  # print choices the game's sheets offer
    fleet_model: type[FleetBase] = FleetBase
    fleet_rule_options: tuple[RuleOption, ...] = ()
    rules_version: int = 1  # bumped by a game when a rule change alters results

    # --- data the game holds (loaded once, by the game object, never by a module) -------------
    @property
    def catalog_dir(self) -> Path:
        """The game's data folder (systems, standard designs, fleets, profiles)."""
        return CATALOGS / self.id

    @property
    def template_path(self) -> Path:
        """The game's record-sheet template."""
        return TEMPLATES / f"{self.id}.yaml"

    def held(self, name: str, load: Callable[[], T]) -> T:
        """``load()`` once per game object: static data (catalog, editor, template) lives here."""
        store = self.__dict__.setdefault("_held", {})
        if name not in store:  # with the files it came from, told again on each use (sources.py)
            store[name] = remembered(load)
        value, sources = store[name]
        if sources:
            replay(sources)
        return value

    def catalog(self) -> Any:
        """The game's rules data, loaded once (``load_catalog``)."""
        return self.held("catalog", self.load_catalog)

    def load_catalog(self) -> Any:
        return None

    def catalog_for(self, profile: Profile | None) -> Any:
        """The catalog with a house-rule profile's numbers and data-defined systems (the plain
        one without), made once per profile and held by the game."""
        if profile is None or not (profile.overrides or profile.systems):
            return self.catalog()
        from designer.core.profile import profile_key

        return self.held(f"catalog:{profile_key(profile)}", lambda: self.profile_catalog(profile))

    def own_profile(self, profile: Profile | None) -> Profile | None:
        """``profile`` if it is one of this game's (another game's house rules do not apply)."""
        return profile if profile is not None and profile.game == self.id else None

    def catalog_in_force(self, profile: Profile | None) -> Any:
        """The catalog a design of this game is evaluated under while ``profile`` is in force:
        what the window's editor and palette offer and price."""
        return self.catalog_for(self.own_profile(profile))

    def per_catalog(self, name: str, catalog: Any, build: Callable[[Any], T]) -> T:
        """``build(catalog)``, for static data made from a catalog (an editor): the game's own
        catalog's (``catalog`` None or the game's) is made once and held; a profile's is made on
        each call, for a caller that keeps it while the profile is in force (the window's
        document), so nothing is held per profile and nothing is built per edit."""
        if catalog is None or catalog is self.catalog():
            return self.held(name, lambda: build(self.catalog()))
        return build(catalog)

    def profile_catalog(self, profile: Profile) -> Any:
        """The game's catalog changed by ``profile`` (raise ``ProfileError`` for what it cannot
        take). A game without catalog paths takes only rule options."""
        from designer.core.profile import ProfileError

        raise ProfileError(("overrides",), f"{self.title} takes rule options in a profile, not "
                           "catalog numbers or systems")

    @property
    def design_model(self) -> type[DesignBase]:
        return self.design_kinds[0].model

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
    def evaluate(self, design: DesignBase, context: EvaluationContext | None = None) -> Evaluation:
        """Stats, meters, breakdown, findings and detail. The options are resolved here: the
        game's defaults, a profile's, the design's ``rules:``, then the caller's overrides, each
        checked (a bad value is a warning and the default stands).

        The files the design names are looked up in ``context.references``, read at load
        (``prepare``); a reference missing there is a finding, never a read. Only a context
        made without any (None: a design built in code, by a test or a sample) has them read
        first; every loader, the CLI and the window pass what they read."""
        context = context or EvaluationContext()
        if context.references is None:
            context = self.prepare(design, context)
        profile = self.own_profile(context.profile)
        layers: list[tuple[Mapping[str, RuleValue], str]] = []
        if profile is not None:
            layers.append((profile.options, f"profile {profile.name}"))
        layers.append((design.rules, "rules"))
        if context.overrides:
            layers.append((context.overrides, OVERRIDES))
        options, problems = resolve_options(self.rule_options, *layers)
        result = self._evaluate(design, context.resolved(options, self.catalog_for(profile)))
        return result.with_findings(problems)

    def references(self, design: DesignBase, folder: Path | None,
                   known: References | None = None) -> References:
        """Read the files ``design`` names (``folder``: where its own file is), never during
        evaluation: at load, and after an edit changes a reference. What ``known`` (the
        references before the edit) already holds is kept, not read again. A game whose
        designs name no files has none."""
        return NO_REFERENCES

    def prepare(self, design: DesignBase, context: EvaluationContext) -> EvaluationContext:
        """``context`` with the references of ``design`` read (those it had are kept)."""
        found = self.references(design, context.folder, context.references)
        return context if found is context.references else replace(context, references=found)

    @abstractmethod
    def _evaluate(self, design: DesignBase, context: EvaluationContext) -> Evaluation:
        """The game's rules, given a context whose ``options`` are complete and valid."""

    # --- starting and editing -------------------------------------------------------------------
    @abstractmethod
    def empty_design(self, name: str, kind: str | None = None) -> DesignBase:
        """A loadable design of ``kind`` (default: the first) with nothing fitted."""

    def starts(self) -> tuple[Start, ...]:
        """An empty design of each kind, then every standard design (with its computed points)."""
        empty = tuple(Start(EMPTY if i == 0 else f"{EMPTY}:{k.key}", empty_label(k),
                            "New", k.key) for i, k in enumerate(self.design_kinds))
        standard = []
        for d in self.standard_designs:
            standard.append(Start(f"{CATALOG}{d.id}", d.name, "Standard designs",
                                  summary=d.source, points=self.standard_points(d)))
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
        context = EvaluationContext(profile=profile, folder=loaded.path.resolve().parent,
                                    references=loaded.references)
        return self.evaluate(loaded.design, context).points

    def new_design(self, start: str = EMPTY, name: str | None = None) -> DesignBase:
        """A new design from one of :meth:`starts`. A standard design becomes the player's own
        copy: its name and content stay, the book's ``book_points`` and ``source`` do not."""
        if start.startswith(CATALOG):
            from designer.core.design_file import load_design

            found = self.standard_design(start.removeprefix(CATALOG))
            if found is None:
                raise KeyError(start)
            from designer.core.design_file import standard_copy

            design = standard_copy(load_design(found.path).design)
            return design.model_copy(update={"name": name}) if name else design
        kind = None if start == EMPTY else start.removeprefix(f"{EMPTY}:")
        if self.kind(kind) is None:
            raise KeyError(start)
        return self.empty_design(name or "New design", kind)

    def editor(self, catalog: Any = None) -> EditorSpec:
        """How the window edits this game's designs under ``catalog`` (None: the game's own; a
        house-rule profile's prices its palette and offers its systems, see
        :meth:`per_catalog`). The default: the model's top-level values, whatever the catalog."""
        return self.held("editor", lambda: fields_from_model(self.design_model))

    def editor_for(self, design: DesignBase, catalog: Any = None) -> EditorSpec:
        """How the window edits ``design`` under ``catalog``: a game with several design kinds
        may give each its own editor (BSCS craft beside ships); the default is :meth:`editor`
        for every kind."""
        return self.editor(catalog)

    def operations(self) -> tuple[Operation, ...]:
        """Every named operation of the game (the palette's and the lists' row operations)."""
        spec = self.editor()
        return spec.palette + tuple(op for ls in spec.lists for op in ls.row_operations)

    def sample_design(self, entries: int) -> DesignBase | None:
        """The game's benchmark design of about ``entries`` entries (systems, box groups,
        purchases and craft), or None to let the benchmark grow the largest standard design."""
        return None

    def summary_lines(self, design: DesignBase, evaluation: Evaluation) -> list[str]:
        """Lines a person reads beside the header's figures (a damage track, say): what
        ``hullwright validate`` prints after the meters and the editor's stats."""
        return []

    # --- analysis (issue 28): the one hook; None means the game offers no analysis -------------
    def analyse(self, design: DesignBase, evaluation: Evaluation,
                options: Mapping[str, RuleValue] | None = None,
                memo: AnalysisMemo | None = None) -> GameFigures | None:
        """What the design can do under this game's rules: its weapon groups' damage by band and
        target, its staying power (``core/analysis``). ``options`` are the analysis choices the
        game offers (Star Blazers: ``rolled_damage``); ``memo`` keeps each kind of weapon's
        damage table across calls (``memo.table``)."""
        return None

    def shared_design(self, design: DesignBase, evaluation: Evaluation) -> SharedDesign:
        """``design`` as its players write it in a post (``designer/exchange/share.py`` renders
        it): the default is the figures of the editor's header and the breakdown's lines; a game
        gives its own notation in ``designer/games/<game>/share.py``."""
        from designer.core.shared_text import generic_shared_design

        return generic_shared_design(self, design, evaluation)

    def fix_candidates(self, design: DesignBase, finding: Finding) -> Sequence[Operation]:
        """Operations that might clear ``finding``; the engine keeps those that do."""
        return ()

    # --- sheets ---------------------------------------------------------------------------------
    def record_sheet_pages(self, items: Sequence[tuple[DesignBase, Evaluation]], paper: str = "a4",
                           options: Mapping[str, RuleValue] | None = None, reuse: Any = None) -> list:
        """Record-sheet pages (``designer.sheets.display.Page``) for these evaluated designs,
        packed as the game's sheet packs them. ``options`` are the game's ``sheet_options``
        (checked by the caller); ``reuse`` is a ``designer.sheets.reuse.SheetReuse`` the caller
        owns, through which unchanged parts of the last layout are kept. Illegal designs print,
        marked NOT LEGAL. The PDF export and the window's preview both call this.

        A sheet prints what the design was evaluated under: a figure it looks up in a catalog
        comes from the catalog in the evaluation's ``detail`` (a house-rule profile's), never
        from :meth:`catalog`, the book's."""
        raise NotImplementedError

    def blank_sheet_pages(self, paper: str = "a4", options: Mapping[str, RuleValue] | None = None,
                          reuse: Any = None) -> list:
        """The record sheet as a form to design on by hand: its labels, boxes and key, with no
        figures, systems or findings in it (what Print options' blank sheet prints)."""
        raise NotImplementedError

    # --- fleets and references ------------------------------------------------------------------
    def fleet_findings(self, fleet: Any, options: Mapping[str, RuleValue]) -> list[Finding]:
        """The game's own fleet rules, given a :class:`designer.core.fleet.FleetEvaluation`."""
        return []

    def fleet_extras(self, fleet: FleetBase, options: Mapping[str, RuleValue]) -> list[FleetExtra]:
        """Priced fleet items that are not designs (decoys bought from the fleet budget)."""
        return []

    def quick_reference(self, designs: Sequence[DesignBase],
                        fleet: FleetBase | None = None) -> list[ReferenceEntry]:
        """Rules summaries for the systems these designs carry, each once, for a fleet's
        quick-reference page. Empty when the game has none."""
        return []

    # --- the catalog ----------------------------------------------------------------------------
    @property
    def standard_designs(self) -> tuple[StandardDesign, ...]:
        """Every design file in the catalog's ``designs/`` folder, sorted by id."""
        from designer.core.design_file import read_standard_design

        return self.held("standard_designs",
                         lambda: tuple(read_standard_design(path) for path in self._design_files()))

    def standard_design(self, design_id: str) -> StandardDesign | None:
        if "standard_designs" in self.__dict__.get("_held", {}):
            return next((d for d in self.standard_designs if d.id == design_id), None)
        # Not listed yet: read only the file of that id (held, as the list would be), so a
        # catalog: reference on the command line does not read every design of every game.
        from designer.core.design_file import read_standard_design

        path = next((p for p in self._design_files() if p.stem == design_id), None)
        return self.held(f"standard_design:{path.stem}", lambda: read_standard_design(path)) if path else None

    def _design_files(self) -> tuple[Path, ...]:
        folder = self.catalog_dir / "designs"
        return self.held("design_files", lambda: tuple(sorted(folder.glob("*.yaml"))) if folder.is_dir() else ())

    def catalog_summary(self) -> dict[str, Any]:
        """What ``hullwright catalog`` prints for this game: systems, standard designs, options."""
        return {"id": self.id, "title": self.title, "systems": [],
                "designs": [{"id": d.id, "name": d.name, "book_points": d.book_points,
                             "points": plain(self.standard_points(d))} for d in self.standard_designs],
                "rule_options": [o.as_dict() for o in self.rule_options],
                "sheet_options": [o.as_dict() for o in self.sheet_options]}
