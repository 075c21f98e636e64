"""Option mounts in the window (digest §10, §11.4): slot rows whose content is picked from the
mount's allowed items, and the palette's "install" operations, which fit an item into the
selected mount (or the first empty one that takes it) with the old item's cost refunded, and say
why not when the rules refuse: the wrong list, a weapon in an NWO, a campaign condition unmet,
or the refit budget or allowance exceeded after the refund.

Rutan ships (004 L569-577): OPT takes a weapon or a general system, NWO general systems only,
costs within BPV/10. The Joshada (L821-865): OPT mounts, a resource base of 20; uninstalling
refunds the cost, so replacing an item spends only the difference.
"""

from __future__ import annotations

from typing import Any, Callable

from designer.core.design_path import EditError, replace_at
from designer.core.editor import Choices, ColumnSpec, FieldSpec, ListSpec
from designer.core.numbers import format_number
from designer.core.operations import Edit, Operation, Selection, add_row
from designer.core.rule_options import resolve_options
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import OptionEntry, SystemSpec
from designer.games.sfb.design import POSITIONS, OptionMount, SfbDesign
from designer.games.sfb.editor.boxes import arcs_field, one_row
from designer.games.sfb.rules.option_mounts import list_race_reason, option_figures, unmet_needs
from designer.games.sfb.options import RULE_OPTIONS
from designer.games.sfb.rules.ssd import installed, marked

PATH = "option_mounts"
LIST_GROUPS = {"rutan": "Rutan option list", "joshada": "Joshadan refit list"}
NEED_WORDS = {
    "captured": "if captured",
    "from-alps": "from the ALPs",
    "alps-or-captured": "from the ALPs or captured",
    "errevin-ship": "an Errevin ship helps",
    "amt-in-cargo": "AMTs in cargo",
}


def takes(mount: str, entry_weapon: bool) -> bool:
    """NWO houses general systems only (004 L571-572)."""
    return mount != "NWO" or not entry_weapon


def _item_label(catalog: SfbCatalog, entry: OptionEntry) -> str:
    needs = ", ".join(NEED_WORDS[n] for n in entry.needs)
    return f"{catalog.system_title(entry.system)} ({format_number(entry.cost)} BPV)" + (
        f" — {needs}" if needs else ""
    )


def fitted_choices(catalog: SfbCatalog):
    """The items the mount can take from the ship's list, with their costs and conditions."""

    def choices(design: SfbDesign, row: OptionMount | None) -> Choices:
        option_list = catalog.option_list(design.option_list)
        out: list[tuple[Any, str]] = [("", "(empty)")]
        if option_list is not None and row is not None:
            out += [
                (e.system, _item_label(catalog, e))
                for e in option_list.entries
                if takes(row.mount, _is_weapon(catalog, e.system))
            ]
        if row is not None and row.fitted and all(v != row.fitted for v, _ in out):
            out.append((row.fitted, catalog.system_title(row.fitted)))
        return tuple(out)

    return choices


def _is_weapon(catalog: SfbCatalog, system_id: str) -> bool:
    spec = catalog.system(system_id)
    return spec is not None and spec.weapon


def _mount_lock(catalog: SfbCatalog):
    def reason(design: SfbDesign, row: OptionMount | None) -> str:
        option_list = catalog.option_list(design.option_list)
        if row is None or option_list is None or row.mount != "OPT" or "NWO" in option_list.mounts:
            return ""
        return f"{option_list.title} are OPT mounts; NWO is a Rutan mount (004 L570)"

    return reason


def mount_list(catalog: SfbCatalog) -> ListSpec:
    mount = FieldSpec(
        "Mount",
        "mount",
        "choice",
        choices=(("OPT", "OPT: a weapon or a general system"), ("NWO", "NWO: general systems only (Rutan)")),
        disabled=_mount_lock(catalog),
        help="004 L570-572.",
    )
    fitted = FieldSpec(
        "Fitted",
        "fitted",
        "choice",
        choices_for=fitted_choices(catalog),
        help="What the mount houses, from the ship's option list with its cost; "
        "items needing a capture or an Errevin ship say so.",
    )
    label = FieldSpec("Designation", "label", "text", help="Printed in the box (up to 3 characters).")
    position = FieldSpec(
        "Place on the SSD", "position", "choice", choices=tuple((p, p.capitalize()) for p in POSITIONS)
    )
    arcs = arcs_field(catalog)
    return ListSpec(
        PATH,
        "Option mounts",
        (
            ColumnSpec("Mount", fields=(mount,)),
            ColumnSpec("Fitted", fields=(fitted,)),
            ColumnSpec("Arcs", fields=(arcs,)),
        ),
        noun="Mount",
        row_title="Selected option mount",
        row_label=lambda m: m.label or m.mount,
        row_fields=(mount, fitted, arcs, label, position),
        measures=(("bpv", "BPV"),),
        fixed_rows=True,
        row_operations=(_empty_operation(), _remove_operation()),
    )


# --- installing --------------------------------------------------------------------------------
def _target(design: SfbDesign, selection: Selection, weapon: bool) -> int | None:
    """The selected mount, else the first empty mount that can take the item."""
    if selection.list_path == PATH and selection.row is not None:
        return selection.row
    return next(
        (i for i, m in enumerate(design.option_mounts) if not m.fitted and takes(m.mount, weapon)), None
    )


def _fit(design: SfbDesign, index: int, system_id: str, weapon: bool) -> SfbDesign:
    mount = design.option_mounts[index]
    arcs = (list(mount.arcs) or ["FA"]) if weapon else []
    return replace_at(
        design, f"{PATH}[{index}]", mount.model_copy(update={"fitted": system_id, "arcs": arcs})
    )


def _over_budget(
    after: SfbDesign, catalog: SfbCatalog, spec_name: str, entry: OptionEntry, old: str
) -> str | None:
    """The budget after the install, the old item's cost refunded (004 L824-826, L574-575)."""
    figures = option_figures(after, catalog, resolve_options(RULE_OPTIONS, (after.rules, "rules"))[0])
    if not figures.over or figures.budget is None:  # over a budget only where there is one
        return None
    kind = "refit budget" if figures.budget_kind == "refit" else "allowance"
    left = figures.budget - (figures.total - entry.cost)
    refund = f", the {catalog.system_title(old)} refunded" if old else ""
    return (
        f"{spec_name} costs {format_number(entry.cost)} BPV; {format_number(left)} of the "
        f"{kind} of {format_number(figures.budget)} is left{refund}"
    )


def _install_reason(
    design: SfbDesign,
    selection: Selection,
    catalog: SfbCatalog,
    name: str,
    entry: OptionEntry,
    spec: SystemSpec,
) -> str | None:
    if design.option_list != name:
        current = catalog.option_list(design.option_list)
        return (
            f"the ship's option mounts take from {current.title}"
            if current
            else "choose the ship's option mounts (Rutan or Joshadan) first"
        )
    option_list = catalog.option_list(name)
    if option_list is None:  # the operations are made from the catalog's own lists
        return f"the catalog has no option list {name!r}"
    wrong_race = list_race_reason(design, catalog, option_list)
    if wrong_race:
        return wrong_race
    index = _target(design, selection, spec.weapon)
    if index is None:
        return (
            "the SSD has no option mount: add one from the palette"
            if not design.option_mounts
            else "no empty mount takes it: select a mount to replace what it holds"
        )
    mount = design.option_mounts[index]
    if mount.mount not in option_list.mounts:
        return f"{option_list.title} are OPT mounts; this one is an NWO"
    if not takes(mount.mount, spec.weapon):
        return f"an NWO mount houses general systems only, not a weapon ({spec.label}; 004 L571-572)"
    if mount.fitted == entry.system:
        return "the mount already houses it"
    after = _fit(design, index, entry.system, spec.weapon)
    for _code, missing in unmet_needs(after, entry, marked(installed(after, catalog), "T")):
        return f"{spec.name}: {missing}"
    return _over_budget(after, catalog, spec.name, entry, mount.fitted)


def _install_operation(catalog: SfbCatalog, name: str, entry: OptionEntry, spec: SystemSpec) -> Operation:
    def enabled(design: SfbDesign, selection: Selection) -> str | None:
        return _install_reason(design, selection, catalog, name, entry, spec)

    def apply(design: SfbDesign, selection: Selection) -> Edit:
        index = _target(design, selection, spec.weapon)
        if index is None:  # enabled() says why: no mount takes it
            raise EditError("no option mount takes it")
        return Edit(
            _fit(design, index, entry.system, spec.weapon), (f"{PATH}[{index}]",), Selection(PATH, (index,))
        )

    needs = ", ".join(NEED_WORDS[n] for n in entry.needs)
    return Operation(
        f"install:{name}:{entry.system}",
        spec.name,
        apply,
        enabled,
        group=LIST_GROUPS[name],
        source=entry.source,
        target=PATH,
        measures={"label": spec.label, "bpv": format_number(entry.cost)},
        summary=f"Install into the selected option mount (or the first empty one), "
        f"the old item's cost refunded: {format_number(entry.cost)} BPV"
        + (f"; {needs}" if needs else "")
        + ".",
    )


def _empty_operation() -> Operation:
    def enabled(design: SfbDesign, selection: Selection) -> str | None:
        if selection.list_path != PATH or selection.row is None:
            return "select one option mount"
        return None if design.option_mounts[selection.row].fitted else "the mount is empty"

    def apply(design: SfbDesign, selection: Selection) -> Edit:
        row = one_row(selection, "select one option mount")
        path = f"{PATH}[{row}]"
        emptied = design.option_mounts[row].model_copy(update={"fitted": "", "arcs": []})
        return Edit(replace_at(design, path, emptied), (path,), Selection(PATH, (row,)))

    return Operation(
        "mounts:empty",
        "Uninstall (refund its cost)",
        apply,
        enabled,
        summary="Empty the mount; its cost returns to the budget (004 L824-826).",
    )


def _remove_operation() -> Operation:
    def enabled(_design: SfbDesign, selection: Selection) -> str | None:
        return (
            None if selection.list_path == PATH and selection.row is not None else "select one option mount"
        )

    def apply(design: SfbDesign, selection: Selection) -> Edit:
        row = one_row(selection, "select one option mount")
        mounts = [m for i, m in enumerate(design.option_mounts) if i != row]
        left = min(row, len(mounts) - 1)
        return Edit(replace_at(design, PATH, mounts), (PATH,), Selection(PATH, (left,) if mounts else ()))

    return Operation("mounts:remove", "Remove the mount from the SSD", apply, enabled)


def _mount_reason(kind: str, catalog: SfbCatalog):
    def enabled(design: SfbDesign, _selection: Selection) -> str | None:
        option_list = catalog.option_list(design.option_list)
        if option_list is not None and kind not in option_list.mounts:
            return f"{option_list.title} are OPT mounts; NWO is a Rutan mount (004 L570)"
        return None

    return enabled


def _adding(kind: str) -> Callable[[Any], OptionMount]:
    """What the palette's operation for a ``kind`` mount adds to whichever design."""
    return lambda _design: OptionMount(mount=kind)


def palette(catalog: SfbCatalog) -> tuple[Operation, ...]:
    mounts = tuple(
        add_row(
            f"mounts:add-{kind}",
            f"{kind} mount (empty)",
            PATH,
            _adding(kind),
            enabled=_mount_reason(kind, catalog),
            group="Option mounts",
            summary=summary,
            source="004 L570-572",
            measures={"label": kind},
        )
        for kind, summary in (
            ("OPT", "An option mount: a weapon or a general system."),
            ("NWO", "A non-weapon option mount (Rutan): general systems only."),
        )
    )
    # The catalog's loader refuses an entry naming a system it lacks, so each has its spec.
    installs = tuple(
        _install_operation(catalog, name, entry, spec)
        for name, option_list in catalog.option_lists.items()
        for entry in option_list.entries
        if (spec := catalog.system(entry.system)) is not None
    )
    return mounts + installs


__all__ = ["mount_list", "palette", "fitted_choices", "PATH"]
