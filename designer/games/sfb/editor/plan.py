"""The energy plan in the window (digest §11.3): the turn's movement, Engine Doubling,
containment and battery draw as a section of its own, the plan's items as a list with each
item's energy beside it (the evaluation's breakdown), and the palette's plan items, each offered
only when the ship has what it spends on (a weapon to arm, launchers to load, the right to bolt).

The plan's total against the power available is the header's meter; a plan over it is a finding
(``SFB-PLAN-OVER``), not a refusal, so a player can sketch the turn and then trim it.
"""

from __future__ import annotations

from typing import Any, Callable

from designer.core.editor import Choices, ColumnSpec, FieldSpec, ListSpec, SectionSpec
from designer.core.operations import Operation, Selection, add_row
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import SystemSpec
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.editor.ship import rutan_only
from designer.games.sfb.rules.movement import bolt_right, engine_doubling_allowed
from designer.games.sfb.plan_model import (
    Activate,
    Arm,
    Blossom,
    Bolt,
    Hold,
    HoldAmt,
    LoadAmt,
    Manufacture,
    OcdUse,
    Other,
    Repel,
    ScannerUse,
    SensorUse,
)
from designer.games.sfb.rules.ssd import boxes_of, installed, power

PATH = "energy_plan.items"
GROUP = "Energy plan"
OCD_FUNCTIONS = ("drone", "plasma", "lock-on", "weapons", "reverse-turn", "take-over")

# What a system must have for each use of it in the plan: an arming that costs energy (AMT
# launchers cost nothing to arm: loading is paid per torpedo, 004 L138-146), a hold, a switch-on.
USES: dict[type, Callable[[SystemSpec], bool]] = {
    Arm: lambda s: s.weapon and s.energy is not None and bool(s.energy.fire_energy()),
    Hold: lambda s: s.energy is not None and s.energy.hold is not None,
    Activate: lambda s: s.energy is not None and s.energy.activate is not None,
}


def aboard(design: SfbDesign, catalog: SfbCatalog, use: type) -> list[str]:
    """Systems the ship carries (box groups and fitted mounts) that ``use`` can spend on."""
    ids = dict.fromkeys(
        [g.system for g in design.boxes] + [m.fitted for m in design.option_mounts if m.fitted]
    )
    return [s for s in ids if (spec := catalog.system(s)) is not None and USES[use](spec)]


def _carries(catalog: SfbCatalog, test: Callable[[SystemSpec], bool]) -> Callable[[SfbDesign], bool]:
    def has(design: SfbDesign) -> bool:
        return any(e.spec is not None and test(e.spec) for e in installed(design, catalog))

    return has


def _carries_system(catalog: SfbCatalog, system_id: str) -> Callable[[SfbDesign], bool]:
    return lambda design: boxes_of(installed(design, catalog), system_id) > 0


# --- the section -------------------------------------------------------------------------------
def _battery_bounds(catalog: SfbCatalog):
    def bounds(design: SfbDesign, _row: Any) -> tuple[int, int]:
        return 0, power(installed(design, catalog)).battery_capacity

    return bounds


def plan_section(catalog: SfbCatalog) -> SectionSpec:
    return SectionSpec(
        "Energy plan",
        (
            FieldSpec(
                "Speed",
                "energy_plan.speed",
                "int",
                minimum=0,
                maximum=64,
                suffix="hexes",
                help="Movement costs speed x the movement cost, halved under Engine Doubling (004 L694).",
            ),
            FieldSpec(
                "Engine Doubling",
                "energy_plan.engine_doubling",
                "bool",
                disabled=rutan_only(lambda d: d.energy_plan.engine_doubling),
                reads=("race",),
                help="Rutan Engine Doubling (HTJG1.2): movement halved, every weapon's rate "
                "doubled, each extra arming paid again (004 L691-699).",
            ),
            FieldSpec(
                "Antimatter containment",
                "energy_plan.containment",
                "bool",
                help="1 a turn; a ship carrying AMTs, an AMMD or T-marked cargo must pay it or "
                "is destroyed (004 L709-712).",
            ),
            FieldSpec(
                "Battery draw",
                "energy_plan.battery_draw",
                "int",
                bounds=_battery_bounds(catalog),
                reads=("boxes", "option_mounts"),
                help="Reserve power drawn from the batteries this turn; batteries generate "
                "nothing (digest correction 3).",
            ),
        ),
        help="One turn's energy allocation; its items are the Plan items tab.",
    )


# --- the items list ----------------------------------------------------------------------------
def _is(*kinds: type):
    return lambda _design, row: isinstance(row, kinds)


def _systems(catalog: SfbCatalog, use: type):
    def choices(design: SfbDesign, row: Any) -> Choices:
        ids = aboard(design, catalog, use)
        if row is not None and row.system not in ids:
            ids.append(row.system)
        return tuple((s, catalog.system_title(s)) for s in ids)

    return choices


def arm_modes(spec: SystemSpec | None) -> tuple[str, ...]:
    """The modes a weapon arms in: standard where it has a plain arming (or a multi-turn one),
    overload where it has one (Holo-Laser, 004 L413), its own modes (Stun Beam short and long,
    L346-348); a Holo-Laser has no "short"."""
    e = spec.energy if spec is not None else None
    if e is None:
        return ("standard",)
    modes = (("standard",) if e.arm is not None or e.turns else ()) + (
        ("overload",) if e.overload is not None else ()
    )
    return modes + tuple(m for m in ("short", "long") if m in e.modes) or ("standard",)


def _modes(catalog: SfbCatalog):
    """Choices: the chosen weapon's modes, plus what the file holds (so it shows, and its
    finding says why it is wrong)."""

    def choices(_design: SfbDesign, row: Any) -> Choices:
        modes = list(arm_modes(catalog.system(row.system))) if row is not None else ["standard"]
        if row is not None and row.mode not in modes:
            modes.append(row.mode)
        return _functions(tuple(modes))

    return choices


def _functions(values: tuple[str, ...]) -> Choices:
    return tuple((v, v.replace("-", " ").capitalize()) for v in values)


def item_fields(catalog: SfbCatalog) -> tuple[FieldSpec, ...]:
    systems = tuple(
        FieldSpec(
            "System",
            "system",
            "choice",
            choices_for=_systems(catalog, kind),
            applies=_is(kind),
            help=f"What the ship {verb} (boxes aboard that can).",
        )
        for kind, verb in ((Arm, "arms"), (Hold, "holds"), (Activate, "switches on"))
    )
    return (
        *systems,
        FieldSpec(
            "Boxes",
            "boxes",
            "int",
            minimum=1,
            maximum=500,
            applies=_is(Arm, Hold, Activate, SensorUse, ScannerUse),
        ),
        FieldSpec(
            "Shots a box",
            "shots",
            "int",
            minimum=1,
            maximum=64,
            applies=_is(Arm),
            help="Firings this turn; an arming per turn covers the weapon's rate (004 L44-45).",
        ),
        FieldSpec(
            "Mode",
            "mode",
            "choice",
            applies=_is(Arm),
            choices_for=_modes(catalog),
            help="Holo-Laser overload (004 L413); Stun Beam short or long (L346-348).",
        ),
        FieldSpec(
            "Boost",
            "boost",
            "float",
            minimum=0,
            maximum=100,
            step=0.25,
            applies=_is(Arm),
            help="Energy added per arming: Particle Beam 1/2 a step (004 L273-276), "
            "Advanced Holo-Laser 1/4 (L497-499).",
        ),
        FieldSpec(
            "Arming turn",
            "turn",
            "int",
            minimum=1,
            maximum=9,
            applies=_is(Arm),
            help="Which turn of a multi-turn arming: Fireball 3-2 (004 L387), Phaser Sphere 4-2 (L504).",
        ),
        FieldSpec(
            "Attempts",
            "attempts",
            "int",
            minimum=1,
            maximum=100,
            applies=_is(Repel),
            help="1/2 each, twice a turn a box (004 L645, L650).",
        ),
        FieldSpec(
            "Torpedo",
            "torpedo",
            "choice",
            choices=_functions(("normal", "heavy", "early")),
            applies=_is(LoadAmt, HoldAmt),
        ),
        FieldSpec("Torpedoes", "count", "int", minimum=1, maximum=1000, applies=_is(LoadAmt, HoldAmt)),
        *(
            FieldSpec(
                label,
                key,
                "int",
                minimum=0,
                maximum=1000,
                applies=_is(Manufacture),
                help="AMMD: a normal AMT 2, a heavy 3, a blank casing 1 (004 L436-444, L238).",
            )
            for label, key in (("Normal AMTs", "normal"), ("Heavy AMTs", "heavy"), ("Blank casings", "blank"))
        ),
        FieldSpec(
            "Function",
            "function",
            "choice",
            applies=_is(SensorUse),
            choices=_functions(("drone", "information", "interference")),
            help="1, 2 or 3 power a box; at most 2 boxes interfere with one target (004 L515-524).",
        ),
        FieldSpec("Target", "target", "text", applies=_is(SensorUse)),
        FieldSpec(
            "Function",
            "function",
            "choice",
            applies=_is(ScannerUse),
            choices=_functions(("plasma", "information", "hone")),
            help="1, 2 or 3 power a box; at most 2 boxes hone (004 L528-538).",
        ),
        FieldSpec(
            "Hexes",
            "hexes",
            "int",
            minimum=1,
            maximum=64,
            applies=_is(Bolt),
            help="The movement of the hexes plus 2 (004 L57-58).",
        ),
        FieldSpec(
            "Base-game energy",
            "base_game_energy",
            "float",
            minimum=0,
            maximum=10000,
            step=0.5,
            applies=_is(Blossom),
            help="What the weapons whose energy is the base game's cost to fire once.",
        ),
        FieldSpec("OCD box", "box", "int", minimum=1, maximum=100, applies=_is(OcdUse)),
        FieldSpec(
            "Function",
            "function",
            "choice",
            choices=_functions(OCD_FUNCTIONS),
            applies=_is(OcdUse),
            help="Two functions a box (004 L544-565).",
        ),
        FieldSpec("Range", "range", "int", minimum=0, maximum=100, applies=_is(OcdUse)),
        FieldSpec("Target size class", "size_class", "int", minimum=1, maximum=7, applies=_is(OcdUse)),
        FieldSpec(
            "Energy",
            "energy",
            "float",
            minimum=0,
            maximum=10000,
            step=0.5,
            applies=_is(OcdUse, Other),
            help="OCD: the weapon's energy (take-over) or a reverse-turn attempt's; "
            "Other: what the base game's system costs.",
        ),
        FieldSpec("What", "label", "text", applies=_is(Other)),
        FieldSpec("Note", "note", "text", help="Printed nowhere: for the player."),
    )


def item_label(catalog: SfbCatalog) -> Callable[[Any], str]:
    def label(item: Any) -> str:
        if isinstance(item, (Arm, Hold, Activate)):
            spec = catalog.system(item.system)
            text = f"{item.use.capitalize()} {spec.label if spec else item.system}"
            if isinstance(item, Arm) and item.mode != "standard":
                text += f" {item.mode}"  # "Arm HL overload", "Arm STUN long"
            if isinstance(item, Arm) and spec is not None and spec.energy is not None and spec.energy.turns:
                text += f" turn {item.turn}"
            return text
        if isinstance(item, (LoadAmt, HoldAmt)):
            return f"{'Load' if isinstance(item, LoadAmt) else 'Hold'} {item.torpedo} AMT"
        if isinstance(item, (SensorUse, ScannerUse, OcdUse)):
            kind = "SEN" if isinstance(item, SensorUse) else "SCAN" if isinstance(item, ScannerUse) else "OCD"
            return f"{kind}: {item.function}"
        if isinstance(item, Other):
            return item.label
        names: dict[type, str] = {
            Repel: "REPEL",
            Manufacture: "AMMD production",
            Bolt: "Bolt",
            Blossom: "Blossom",
        }
        return names[type(item)]

    return label


def items_list(catalog: SfbCatalog) -> ListSpec:
    fields = item_fields(catalog)
    quantity = tuple(f for f in fields if f.path in ("boxes", "count", "attempts", "hexes"))
    note = next(f for f in fields if f.path == "note")
    return ListSpec(
        PATH,
        "Plan items",
        (ColumnSpec("Boxes / number", fields=quantity), ColumnSpec("Note", fields=(note,))),
        noun="Item",
        row_title="Selected plan item",
        row_label=item_label(catalog),
        row_fields=fields,
        measures=(("energy", "Energy"),),
    )


# --- the palette ---------------------------------------------------------------------------------
def _needs(test: Callable[[SfbDesign], bool], missing: str):
    return lambda design, _selection: None if test(design) else missing


def _may_bolt(catalog: SfbCatalog):
    def enabled(design: SfbDesign, _selection: Selection) -> str | None:
        doubling = design.energy_plan.engine_doubling and engine_doubling_allowed(design)
        right = bolt_right(design, catalog, doubling)
        return None if right.allowed else f"this ship cannot bolt: {right.reason}"

    return enabled


def _new_item(catalog: SfbCatalog, kind: type, op: str, design: SfbDesign):
    """The first system aboard that the use spends on; an arming in a mode the weapon has."""
    system = aboard(design, catalog, kind)[0]
    if kind is Arm:
        return Arm(use="arm", system=system, mode=arm_modes(catalog.system(system))[0])
    return kind(use=op, system=system)


def _system_item(
    catalog: SfbCatalog, kind: type, op: str, label: str, missing: str, summary: str
) -> Operation:
    return add_row(
        f"plan:{op}",
        label,
        PATH,
        lambda d: _new_item(catalog, kind, op, d),
        enabled=_needs(lambda d: bool(aboard(d, catalog, kind)), missing),
        group=GROUP,
        summary=summary,
    )


def palette(catalog: SfbCatalog) -> tuple[Operation, ...]:
    launchers = _carries(catalog, lambda s: s.launcher is not None)

    def item(op: str, label: str, make, test=None, missing="", summary="", enabled=None):
        check = enabled or (_needs(test, missing) if test else None)
        extra = {"enabled": check} if check else {}
        return add_row(f"plan:{op}", label, PATH, make, group=GROUP, summary=summary, **extra)

    return (
        _system_item(
            catalog,
            Arm,
            "arm",
            "Arm a weapon",
            "the ship has no weapon whose energy the supplement gives (enter a base-game "
            "weapon's energy as Other energy)",
            "Boxes x armings x the weapon's energy.",
        ),
        _system_item(
            catalog,
            Hold,
            "hold",
            "Hold a weapon",
            "the ship has no weapon that can be held",
            "Beam Cannon 10 a box (004 L306-307), Fireball 2 (L387).",
        ),
        _system_item(
            catalog,
            Activate,
            "activate",
            "Switch on a shield or cloak",
            "the ship has no Deflector, Bubble, Steel Shield or Semi-Cloak",
            "Deflector 2, Bubble 4, Steel 1, Semi-Cloak 10.",
        ),
        item(
            "repel",
            "REPEL",
            lambda _d: Repel(use="repel"),
            _carries_system(catalog, "repel"),
            "the ship has no REPEL boxes",
            "1/2 an attempt (004 L645-650).",
        ),
        item(
            "load-amt",
            "Load AMTs",
            lambda _d: LoadAmt(use="load-amt"),
            launchers,
            "the ship has no AMT launchers",
            "A normal AMT 1, a heavy 2 (004 L138-146).",
        ),
        item(
            "hold-amt",
            "Hold AMTs",
            lambda _d: HoldAmt(use="hold-amt"),
            launchers,
            "the ship has no AMT launchers",
            "Holding a torpedo in its launcher (004 L152, L163).",
        ),
        item(
            "ammd",
            "AMMD production",
            lambda _d: Manufacture(use="ammd", normal=1),
            _carries(catalog, lambda s: s.amt == "manufacture"),
            "the ship has no AMMD",
            "Normal AMT 2, heavy 3, blank casing 1 (004 L436-444).",
        ),
        item(
            "special-sensor",
            "Special Sensors",
            lambda _d: SensorUse(use="special-sensor"),
            _carries_system(catalog, "special-sensor"),
            "the ship has no Special Sensor boxes",
            "Drone 1, information 2, interference 3 a box (004 L515-524).",
        ),
        item(
            "special-scanner",
            "Special Scanners",
            lambda _d: ScannerUse(use="special-scanner"),
            _carries_system(catalog, "special-scanner"),
            "the ship has no Special Scanner boxes",
            "Plasma 1, information 2, hone 3 a box (004 L528-538).",
        ),
        item(
            "bolt",
            "Bolt",
            lambda _d: Bolt(use="bolt", hexes=1),
            enabled=_may_bolt(catalog),
            summary="The movement of the hexes plus 2 (CTJG1.1, 004 L57-58).",
        ),
        item(
            "blossom",
            "Blossom",
            lambda _d: Blossom(use="blossom"),
            engine_doubling_allowed,
            "only Rutan ships blossom (004 L80-101)",
            "Every weapon fired once plus six hexes.",
        ),
        item(
            "ocd",
            "OCD function",
            lambda _d: OcdUse(use="ocd", function="drone"),
            _carries_system(catalog, "ocd"),
            "the ship has no OCD boxes",
            "Formulas by function (004 L544-565).",
        ),
        item(
            "other",
            "Other energy",
            lambda _d: Other(use="other", label="Phaser capacitors", energy=1),
            summary="A base-game system's energy, priced by the player.",
        ),
    )


__all__ = ["plan_section", "items_list", "palette", "PATH"]
