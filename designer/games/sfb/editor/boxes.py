"""Box groups in the window: the table (system, count, arcs, designations, marks) drawn as a box
grid, the selected group's fields, the palette's systems, and the row operations that letter,
number and mark boxes (digest §1).

Arcs are picked from the SFB arc set; the Beam Cannon (the hex row ahead, 004 L315-316), the
Phaser Sphere and the ESG (radial) and systems that are not weapons take none, so their arcs
are locked with the rule until a file's codes are cleared (the finding says so).
"""

from __future__ import annotations

import string
from typing import Any, Callable

from designer.core.design_path import EditError, replace_at
from designer.core.editor import Choices, ColumnSpec, FieldSpec, ListSpec
from designer.core.operations import Edit, Operation, Selection, add_row
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import SystemSpec
from designer.games.sfb.design import ARC_CODES, POSITIONS, BoxGroup, OptionMount, SfbDesign
from designer.games.sfb.rules.catalog_summary import hit_text
from designer.games.sfb.sheet.boxes import energy_text

PATH = "boxes"
KIND_GROUPS = {
    "weapon": "Weapons",
    "power": "Power and batteries",
    "battery": "Power and batteries",
    "shield": "Shields",
    "control": "Control",
    "hull": "Hulls",
    "general": "General systems",
    "connection": "Pod connections",
    "track": "Tracks",
}
ARC_LOCKS = {
    "row-ahead": "fires into the hex row directly ahead (004 L315-316): it takes no arc code",
    "radial": "fires all round (radial): it takes no arc code",
}
MARKS_RULE = "004 L187, L437-444, L729-730"
LABEL_MAX = 3


def arc_lock(catalog: SfbCatalog):
    """Why a group's arcs cannot be picked (digest §1 and §11.1), or ""; a group that holds codes
    can always have them cleared."""

    def reason(_design: Any, row: BoxGroup | OptionMount | None) -> str:
        if row is None or row.arcs:
            return ""
        spec = catalog.system(row.system if isinstance(row, BoxGroup) else row.fitted)
        if spec is None:
            return ""
        if not spec.weapon:
            return f"{spec.label} is not a weapon: it has no fire arc"
        return ARC_LOCKS.get(spec.arc or "", "")

    return reason


def arcs_field(catalog: SfbCatalog) -> FieldSpec:
    return FieldSpec(
        "Arcs",
        "arcs",
        "multi",
        choices=tuple((a, a) for a in ARC_CODES),
        disabled=arc_lock(catalog),
        help="SFB arc codes; several make a combined arc (LF+L). Seeking weapons "
        "(drones, Fireball) need none (004 L388).",
    )


def new_group(spec: SystemSpec, system_id: str) -> BoxGroup:
    """A palette's group: an array of Beam Cannons (five, 004 L296), a direct-fire weapon
    bearing forward (FA) so that it is legal as added, anything else one box."""
    return BoxGroup(system=system_id, count=spec.group_of or 1, arcs=["FA"] if spec.arc == "required" else [])


def _adding(spec: SystemSpec, system_id: str) -> Callable[[Any], BoxGroup]:
    """What the palette's operation for ``system_id`` adds to whichever design."""
    return lambda _design: new_group(spec, system_id)


def palette(catalog: SfbCatalog) -> tuple[Operation, ...]:
    out = []
    for key, spec in catalog.systems.items():
        energy = energy_text(spec.energy)
        out.append(
            add_row(
                f"boxes:{key}",
                spec.name,
                PATH,
                _adding(spec, key),
                group=KIND_GROUPS[spec.kind],
                source=spec.source,
                measures={"label": spec.label},
                summary=f"{spec.label}, {hit_text(spec.hit)}." + (f" Energy: {energy}." if energy else ""),
            )
        )
    return tuple(out)


# --- designations and marks ------------------------------------------------------------------
def _letters(n: int) -> str:
    """1 -> A, 26 -> Z, 27 -> AA: the designations SSDs letter weapons with."""
    out = ""
    while n:
        n, r = divmod(n - 1, 26)
        out = string.ascii_uppercase[r] + out
    return out


def _letter_number(text: str) -> int:
    n = 0
    for ch in text:
        n = n * 26 + string.ascii_uppercase.index(ch) + 1
    return n


def _last_used(design: SfbDesign, index: int, catalog: SfbCatalog, lettered: bool) -> int:
    """The highest letter (or number) the weapons before group ``index`` and the option mounts
    carry: SSDs designate weapons in one run across the groups (A-D, then E; 1-2, then 3)."""
    weapons = [
        g.labels
        for g in design.boxes[:index]
        if (spec := catalog.system(g.system)) is not None and spec.weapon
    ]
    texts = [t for labels in weapons for t in labels] + [m.label for m in design.option_mounts]
    if lettered:
        return max((_letter_number(t) for t in texts if t.isalpha() and t.isupper()), default=0)
    return max((int(t) for t in texts if t.isdigit()), default=0)


def one_row(selection: Selection, ask: str) -> int:
    """The one selected row an operation's ``apply`` works on; its ``enabled`` has refused
    the operation otherwise (``ask``), and ``Operation.run`` reports this refusal the same way."""
    row = selection.row
    if row is None:
        raise EditError(ask)
    return row


def _one_group(design: Any, selection: Selection) -> str | None:
    if selection.list_path != PATH or selection.row is None:
        return "select one box group"
    return None


def _designate(catalog: SfbCatalog, lettered: bool) -> Operation:
    def apply(design: SfbDesign, selection: Selection) -> Edit:
        i = one_row(selection, "select one box group")
        start = _last_used(design, i, catalog, lettered) + 1
        labels = [(_letters(n) if lettered else str(n)) for n in range(start, start + design.boxes[i].count)]
        if any(len(t) > LABEL_MAX for t in labels):
            labels = []
        return _set(design, i, "labels", labels)

    def enabled(design: SfbDesign, selection: Selection) -> str | None:
        return _one_group(design, selection)

    what = "Letter the boxes (A, B, C…)" if lettered else "Number the boxes (1, 2, 3…)"
    return Operation(
        f"boxes:{'letter' if lettered else 'number'}",
        what,
        apply,
        enabled,
        summary="Designations in one run with the weapons above, as SSDs print them.",
    )


def _set(design: SfbDesign, index: int, field: str, value: Any) -> Edit:
    path = f"{PATH}[{index}]"
    return Edit(replace_at(design, f"{path}.{field}", value), (path,), Selection(PATH, (index,)))


def _mark(catalog: SfbCatalog) -> Operation:
    """The next unmarked box gets the system's mark; an AMMD's two marks alternate, B then H
    (a normal and a heavy AMT under construction, as the Errevin example has them)."""

    def enabled(design: SfbDesign, selection: Selection) -> str | None:
        row = selection.row
        if selection.list_path != PATH or row is None:
            return "select one box group"
        group = design.boxes[row]
        spec = catalog.system(group.system)
        if spec is None or not spec.marks:
            name = spec.label if spec is not None else group.system
            return f"{name} boxes take no mark (T: cargo, B/H: AMMD, Y: shuttle; {MARKS_RULE})"
        if sum(1 for m in group.marks if m) >= group.count:
            return "every box of the group is marked"
        return None

    def apply(design: SfbDesign, selection: Selection) -> Edit:
        row = one_row(selection, "select one box group")
        group = design.boxes[row]
        spec = catalog.system(group.system)
        if spec is None or not spec.marks:  # enabled() says why
            raise EditError(f"{group.system} boxes take no mark")
        allowed = spec.marks
        marks = list(group.marks) + [""] * (group.count - len(group.marks))
        done = sum(1 for m in marks if m)
        marks[marks.index("")] = allowed[done % len(allowed)]
        return _set(design, row, "marks", marks)

    return Operation(
        "boxes:mark",
        "Mark the next box (T, B/H, Y)",
        apply,
        enabled,
        summary="T cargo preloaded with AMTs, B/H an AMMD building a normal or heavy "
        f"AMT, Y a Yakashuttle ({MARKS_RULE}).",
    )


def _clear(design: SfbDesign, selection: Selection) -> Edit:
    index = one_row(selection, "select one box group")
    cleared = replace_at(
        design, f"{PATH}[{index}]", design.boxes[index].model_copy(update={"labels": [], "marks": []})
    )
    return Edit(cleared, (f"{PATH}[{index}]",), Selection(PATH, (index,)))


def _clear_enabled(design: SfbDesign, selection: Selection) -> str | None:
    row = selection.row
    if selection.list_path != PATH or row is None:
        return "select one box group"
    group = design.boxes[row]
    return None if group.labels or group.marks else "the group has no designations or marks"


def row_operations(catalog: SfbCatalog) -> tuple[Operation, ...]:
    return (
        _designate(catalog, True),
        _designate(catalog, False),
        _mark(catalog),
        Operation("boxes:clear-labels", "Clear designations and marks", _clear, _clear_enabled),
    )


# --- the list ----------------------------------------------------------------------------------
def system_choices(catalog: SfbCatalog) -> Choices:
    return tuple((key, catalog.system_title(key)) for key in catalog.systems)


def group_label(catalog: SfbCatalog) -> Callable[[BoxGroup], str]:
    def label(group: BoxGroup) -> str:
        spec = catalog.system(group.system)
        return group.title or (spec.label if spec is not None else group.system)

    return label


def box_list(catalog: SfbCatalog) -> ListSpec:
    system = FieldSpec(
        "System",
        "system",
        "choice",
        choices=system_choices(catalog),
        help="What the boxes are: a system of catalogs/sfb/systems.yaml, keyed by "
        "id (box labels collide: DRN names three drone racks).",
    )
    count = FieldSpec(
        "Boxes",
        "count",
        "int",
        minimum=1,
        maximum=500,
        help="Boxes in the group; Beam Cannons come in arrays of five (004 L296).",
    )
    arcs = arcs_field(catalog)
    title = FieldSpec(
        "Title",
        "title",
        "text",
        help="Printed instead of the box label (a group's own name); empty for the label.",
    )
    refit = FieldSpec("Refit (shaded)", "refit", "bool", help="Refit boxes print shaded.")
    position = FieldSpec(
        "Place on the SSD",
        "position",
        "choice",
        choices=tuple((p, p.capitalize()) for p in POSITIONS),
        help="Auto places warp engines to their side, hulls fore/centre/aft and weapons by their first arc.",
    )
    return ListSpec(
        PATH,
        "Box groups",
        (
            ColumnSpec("System", fields=(system,)),
            ColumnSpec("Boxes", fields=(count,)),
            ColumnSpec("Arcs", fields=(arcs,)),
            ColumnSpec("Designations", text=lambda g: " ".join(g.labels)),
            ColumnSpec("Marks", text=lambda g: " ".join(m or "·" for m in g.marks)),
        ),
        noun="Box group",
        row_title="Selected box group",
        row_label=group_label(catalog),
        row_fields=(system, count, arcs, title, refit, position),
        measures=(("boxes", "Boxes"),),
        pane="box-grid",
        row_operations=row_operations(catalog),
    )


__all__ = ["box_list", "palette", "arcs_field", "arc_lock", "PATH"]
