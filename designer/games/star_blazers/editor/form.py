"""The Star Blazers editor for the window: the class picker with each class's figures, the
write-ins the source lost, a tab per list the player changes (purchases, upgrades, craft,
munition loads, written-in batteries), the palette of purchases, upgrades, craft and loads, and
the header's figures. The hangar and magazine meters come from the evaluation.

Counts are spin boxes with loose ranges: a craft count past the hangar or a load past its
maximum is a finding shown live, not a refusal; adding from the palette is refused with the
rule when the ship cannot take the item at all (decision recorded in the catalog README).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from designer.core.design_path import get_at
from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, ListSpec, StatSpec
from designer.games.star_blazers.editor import operations as ops
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.rules.class_library import ClassLibrary
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.editor.editor_class import KIND, class_fields
from designer.games.star_blazers.editor.operations import Evaluate, LOAD_LISTS, UPGRADE_TITLES
from designer.games.star_blazers.warship_class import WarshipClass

FACTION_SHORT = {"edf": "EDF", "gamilon": "Gamilon", "comet": "Comet"}
RULE_FORM = "000 L372-674"
# What the hull fields' callables read (``FieldSpec.reads``): whether the file is a ship, the
# class it names, the class it defines. An edit of anything else leaves those fields as shown.
CLASS_READS = (*KIND, "class", "definition")


def class_label(cls: WarshipClass) -> str:
    """``EDF SBB Yamato: 607 pts, class 7, 124 hull boxes, 55 BC + 25 SC`` (what is lost reads ?)."""
    number = cls.data.class_number or "?"
    boxes = cls.hull.boxes or "?"
    craft = cls.craft
    places = [
        f"{n} {kind}"
        for n, kind in ((craft.battlecraft, "BC"), (craft.support_craft, "SC"), (craft.heavy_bombers, "HB"))
        if n
    ]
    hangar = f", {' + '.join(places)}" if places else ""
    return (
        f"{FACTION_SHORT[cls.faction]} {cls.title}: {cls.points} pts, class {number}, "
        f"{boxes} hull boxes{hangar}"
    )


def _a_ship(design: StarBlazersDesign, _row: Any) -> bool:
    """A ship names its class; a class file is the class (its own fields, ``editor_class``)."""
    return design.kind == "ship"


def _class_numbers(library: ClassLibrary):
    """Write-in choices for the class number: 1-9, or none; where the form prints the number,
    the one choice shows it (the rules report a different written-in number)."""

    def choices(design: StarBlazersDesign, _row: Any):
        printed = _printed_number(design, library)
        if printed is not None:
            return ((None, f"{printed}, printed on the form"),)
        return ((None, "not written in"), *((n, str(n)) for n in range(1, 10)))

    return choices


def _printed_number(design: StarBlazersDesign, library: ClassLibrary) -> int | None:
    cls = design.definition if design.kind == "class" else library.resolve(design.warship_class).warship
    return None if cls is None else cls.data.class_number


def _number_lock(library: ClassLibrary):
    def reason(design: StarBlazersDesign, _row: Any) -> str:
        printed = _printed_number(design, library)
        return f"the form prints class {printed}" if printed is not None else ""

    return reason


def _lost_figure(library: ClassLibrary, book: Callable[[WarshipClass], int | None], path: str):
    """A write-in field applies to a ship whose class lost the figure, or that has one written
    in (a value the book contradicts is an error the player clears in the same field)."""

    def applies(design: StarBlazersDesign, _row: Any) -> bool:
        if design.kind != "ship":
            return False
        cls = library.resolve(design.warship_class).warship
        return get_at(design, path) is not None or (cls is not None and book(cls) is None)

    return applies


def _write_ins(library: ClassLibrary) -> tuple[FieldSpec, ...]:
    """Hull boxes and radar range where the source lost them: the box's lowest value means
    "not written in" (the sheet then leaves a space for it)."""
    return (
        FieldSpec(
            "Hull boxes",
            "fill_in.hull_boxes",
            "int",
            minimum=0,
            maximum=10_000,
            unset_text="not written in",
            applies=_lost_figure(library, lambda c: c.hull.boxes, "fill_in.hull_boxes"),
            reads=CLASS_READS,
            help="Write in the hull structure boxes from your printed form: the source lost "
            f"them for this class ({RULE_FORM}).",
        ),
        FieldSpec(
            "Radar range",
            "fill_in.radar_range",
            "int",
            minimum=0,
            maximum=500,
            unset_text="not written in",
            applies=_lost_figure(library, lambda c: c.radar.range, "fill_in.radar_range"),
            reads=CLASS_READS,
            help="Write in the radar range from your printed form: the source lost it for "
            f"this class ({RULE_FORM}).",
        ),
    )


def _ship_fields(catalog: StarBlazersCatalog, library: ClassLibrary) -> tuple[FieldSpec, ...]:
    classes = tuple((c.id, class_label(c)) for c in catalog.warships.values())
    return (
        FieldSpec("Name", "name", "text", help="The ship's name, on the form's UNIT NAME line."),
        FieldSpec(
            "Class",
            "class",
            "choice",
            choices=classes,
            applies=_a_ship,
            reads=KIND,
            help="Every class of the points table (000 L4908-4954) with its points, class "
            "number, hull boxes and hangar; '?' where the source lost the figure. A "
            "custom class is named custom/<file> in the design file.",
        ),
        FieldSpec(
            "Class number",
            "fill_in.class_number",
            "choice",
            choices_for=_class_numbers(library),
            disabled=_number_lock(library),
            applies=_a_ship,
            reads=CLASS_READS,
            help="Write in the class number from your printed form where the source lost it: "
            "the data block's figures follow from it (000 L895-902, L1626-1640).",
        ),
        *_write_ins(library),
        *class_fields(),
    )


def _count(label: str = "Count", maximum: int = 1000, **extra) -> FieldSpec:
    return FieldSpec(label, "count", "int", minimum=1, maximum=maximum, **extra)


def _purchase_list(catalog: StarBlazersCatalog) -> ListSpec:
    systems = catalog.purchases.systems  # a profile's own too; one no catalog has shows by its id
    counted = _count(
        applies=lambda _d, row: row.system in systems and systems[row.system].per != "ship",
        help="Flights of six craft equipped with an ACHS, or mine factors at 10 "
        "points each (000 L4961-4965).",
    )
    return ListSpec(
        "purchases",
        "Purchases",
        (ColumnSpec("Count", fields=(counted,)),),
        noun="Purchase",
        row_title="Selected purchase",
        row_label=lambda row: systems[row.system].title if row.system in systems else row.system,
        row_fields=(counted,),
        measures=(("points", "Points"),),
    )


def _upgrade_list() -> ListSpec:
    return ListSpec(
        "upgrades",
        "Upgrades",
        (),
        noun="Upgrade",
        row_title="Selected upgrade",
        row_label=lambda key: UPGRADE_TITLES[key],
        measures=(("points", "Points"),),
    )


def _craft_list(catalog: StarBlazersCatalog, library: ClassLibrary) -> ListSpec:
    def types(design: StarBlazersDesign, _row: Any):
        cls = library.resolve(design.warship_class).warship if design.kind == "ship" else None
        faction = cls.faction if cls is not None else None
        return tuple(
            (t.code, f"{t.code} {t.name} ({t.weight})")
            for t in catalog.craft.types
            if faction in (None, t.faction)
        )

    kind = FieldSpec(
        "Type",
        "type",
        "choice",
        choices_for=types,
        help="Craft of the ship's own faction (000 L158-196); restricted types only "
        "on their carriers (L2577-2689).",
    )
    count = _count(
        help="Craft of this type aboard: 1, 2 or 3 points each by weight "
        "(000 L5408-5412); the hangar meter shows the places (L2591-2648)."
    )
    return ListSpec(
        "craft",
        "Craft",
        (ColumnSpec("Type", fields=(kind,)), ColumnSpec("Count", fields=(count,))),
        noun="Craft",
        row_title="Selected craft",
        row_label=lambda row: row.type,
        row_fields=(kind, count),
        measures=(("craft", "Craft"), ("points", "Points")),
        row_operations=(ops.fill_hangar(catalog, library),),
    )


def _load_lists() -> tuple[ListSpec, ...]:
    titles = {"munitions": "Ship loads", "craft_munitions": "Craft loads", "mines": "Mine loads"}
    out = []
    for list_path, key_field, group, codes, _model in LOAD_LISTS:
        code = FieldSpec(
            "Munition", key_field, "choice", choices=tuple((c, ops.load_title_of(group, c)) for c in codes)
        )
        count = FieldSpec(
            "Load",
            "count",
            "int",
            minimum=0,
            maximum=100_000,
            help="Rounds, packages or factors aboard; the meter shows the maximum "
            "(000 L4754-4826, L1881-1897). A load not listed is the full load.",
        )
        out.append(
            ListSpec(
                list_path,
                titles[list_path],
                (ColumnSpec("Munition", fields=(code,)), ColumnSpec("Load", fields=(count,))),
                noun="Load",
                row_title="Selected load",
                row_label=partial(_load_label, key_field),
                row_fields=(code, count),
            )
        )
    return tuple(out)


def _battery_list(catalog: StarBlazersCatalog) -> ListSpec:
    letter = FieldSpec(
        "Letter",
        "letter",
        "choice",
        choices=tuple((x, x) for x in sorted(catalog.weapons.letters())),
        help="A battery letter your printed form shows (000 L1040-1061).",
    )
    count = _count("Icons", 100, help="Battery icons of this letter on your form (000 L372-389).")
    salvoes = FieldSpec(
        "Salvoes",
        "salvoes",
        "choice",
        choices=((None, "not written in"), *((n, str(n)) for n in range(1, 21))),
        help="The salvo indicator of a missile or torpedo icon (000 L446-486).",
    )
    return ListSpec(
        "fill_in.batteries",
        "Batteries",
        (
            ColumnSpec("Letter", fields=(letter,)),
            ColumnSpec("Icons", fields=(count,)),
            ColumnSpec("Salvoes", fields=(salvoes,)),
        ),
        noun="Battery",
        row_title="Written-in battery",
        row_label=lambda row: f"{row.count} x {row.letter}",
        row_fields=(letter, count, salvoes),
    )


def build_editor(catalog: StarBlazersCatalog, library: ClassLibrary, evaluate: Evaluate) -> EditorSpec:
    """The editor description; ``evaluate`` is the game's (load operations ask it for maxima)."""
    palette = (
        ops.purchase_operations(catalog, library)
        + ops.upgrade_operations(catalog, library)
        + ops.craft_operations(catalog, library)
        + ops.load_operations(evaluate)
    )
    return EditorSpec(
        fields=_ship_fields(catalog, library),
        fields_title="Ship",
        lists=(
            _purchase_list(catalog),
            _upgrade_list(),
            _craft_list(catalog, library),
            *_load_lists(),
            _battery_list(catalog),
        ),
        palette=palette,
        palette_title="Purchases, upgrades, craft and loads",
        palette_noun="Item",
        palette_measures=(("points", "Points"),),
        stats=(
            StatSpec(
                "points",
                "Points",
                "Class + purchases + upgrades + craft (000 L4908-5000, L5408-5412)",
                points=True,
            ),
            StatSpec("class_title", "Class"),
            StatSpec("class_points", "Class value", "The points table (000 L4908-4954)", points=True),
            StatSpec("purchase_points", "Purchases", "000 L4956-4967", points=True),
            StatSpec("upgrade_points", "Upgrades", "000 L4993-5000", points=True),
            StatSpec("craft_points", "Craft", "1, 2 or 3 each by weight (000 L5408-5412)", points=True),
            StatSpec("systems_fired", "Fired a turn", "Weapon systems fired per turn (000 L1007-1011)"),
            StatSpec("hull_boxes", "Hull boxes", f"The hull structure ({RULE_FORM})"),
        ),
    )


def _load_label(key_field: str, row: Any) -> str:
    """A load row's label: its code and "load" (``M2 load``)."""
    return f"{getattr(row, key_field)} load"


__all__ = ["build_editor", "class_label"]
