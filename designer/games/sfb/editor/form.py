"""Star Fleet Battles' editor for the window: the ship's fields and shields, box groups drawn as a
box grid, option mounts as slots, ammunition tracks, the energy plan (a section and its items),
the Ship Data Table and campaign sections, the palette and the header's figures (digest §1, §10,
§11). Each part lives in its own module; this one assembles them.
"""

from __future__ import annotations

from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, ListSpec, StatSpec
from designer.core.operations import Operation, add_row
from designer.games.sfb.editor import boxes as editor_boxes, mounts as editor_mounts, plan as editor_plan
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.design import AmmunitionTrack
from designer.games.sfb.editor.ship import campaign_section, data_table_section, shield_wheel, ship_fields

STATS = (
    StatSpec(
        "points", "BPV", "Base BPV plus the option mounts it includes (004 L572-575, L828-829)", points=True
    ),
    StatSpec(
        "power_total",
        "Power",
        "Warp + impulse + reactors; batteries store and make none (004 L701-707, digest correction 3)",
    ),
    StatSpec("battery_capacity", "Batteries", "Reserve power the batteries hold"),
    StatSpec("boxes", "Boxes", "Every box of the SSD"),
)


def ammunition_list() -> ListSpec:
    title = FieldSpec("Title", "title", "text", help="What the track is for (Drone rack C).")
    boxes = FieldSpec("Boxes", "boxes", "int", minimum=1, maximum=200)
    return ListSpec(
        "ammunition",
        "Ammunition",
        (ColumnSpec("Boxes", fields=(boxes,)),),
        noun="Track",
        row_title="Selected ammunition track",
        row_label=lambda t: t.title,
        row_fields=(title, boxes),
    )


def ammunition_palette() -> tuple[Operation, ...]:
    return (
        add_row(
            "ammunition:track",
            "Ammunition track",
            "ammunition",
            lambda _d: AmmunitionTrack(title="Drone rack", boxes=6),
            group="Ammunition",
            summary="A track for a base-game rack (drones, probes); the AMT and AMG tracks "
            "are computed from the boxes.",
        ),
    )


def build_editor(catalog: SfbCatalog) -> EditorSpec:
    return EditorSpec(
        fields=ship_fields(catalog),
        fields_title="Ship",
        facings=(shield_wheel(),),
        lists=(
            editor_boxes.box_list(catalog),
            editor_mounts.mount_list(catalog),
            ammunition_list(),
            editor_plan.items_list(catalog),
        ),
        sections=(editor_plan.plan_section(catalog), data_table_section(), campaign_section(catalog)),
        palette=(
            *editor_boxes.palette(catalog),
            *editor_mounts.palette(catalog),
            *ammunition_palette(),
            *editor_plan.palette(catalog),
        ),
        palette_title="Systems",
        palette_noun="System",
        palette_measures=(("label", "Box"), ("bpv", "BPV")),
        stats=STATS,
    )


__all__ = ["build_editor"]
