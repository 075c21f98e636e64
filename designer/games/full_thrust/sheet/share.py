"""A Full Thrust design as players write it in a post: MASS, thrust, FTL, screens, then the
systems in the book's own words ("3 'B' Batteries, Level-1 Screens, 2 PDAF, 2 FireCons, Thrust 6",
001 L380-396) with each mount's arcs. ``designer/exchange/share_text.py`` reads the plain-text
form back, so every line here says everything its entry holds."""

from __future__ import annotations

from designer.core.evaluation import Evaluation
from designer.core.shared_text import SharedDesign, SharedSection
from designer.games.full_thrust.design import Beam, FullThrustDesign, Screen, System, Weasel

# type -> (one, many): the book's names (001 L380-396, L850-870); "extra FireCon" because the
# class's standard FireCons are counted by the rules and shown as a figure (001 L172, L863).
NAMES: dict[str, tuple[str, str]] = {
    "pdaf": ("PDAF", "PDAF"),
    "adaf": ("ADAF", "ADAF"),
    "fighter-group": ("Fighter Group", "Fighter Groups"),
    "needle-beam": ("Needle Beam", "Needle Beams"),
    "pulse-torpedo": ("Pulse Torpedo", "Pulse Torpedoes"),
    "nova-cannon": ("Nova Cannon", "Nova Cannons"),
    "submunition": ("Submunition Pack", "Submunition Packs"),
    "minelayer": ("Minelayer", "Minelayers"),
    "minesweeper": ("Minesweeper", "Minesweepers"),
    "fire-control": ("extra FireCon", "extra FireCons"),
    "weasel": ("Weasel", "Weasels"),
    "beam": ("Battery", "Batteries"),
    "screen": ("Screens", "Screens"),
}
SYSTEMS = "Systems"


def shared_design(design: FullThrustDesign, evaluation: Evaluation) -> SharedDesign:
    stats = evaluation.stats
    hull = design.hull
    size = f", {stats['class']}" if stats.get("class") not in (None, hull.type) else ""
    figures = [
        ("MASS", f"{hull.mass} ({hull.type}{size})"),
        ("Thrust", str(design.thrust)),
        ("FTL", "yes" if design.ftl else "no"),
    ]
    if stats.get("screen_level"):
        figures.append(("Screens", f"Level-{stats['screen_level']}"))
    if "fire_controls" in stats:
        figures.append(("FireCons", str(stats["fire_controls"])))
    if "damage_points" in stats:
        track = "/".join(str(n) for n in stats.get("damage_track") or ())
        figures.append(
            ("Damage points", f"{stats['damage_points']} ({track})" if track else str(stats["damage_points"]))
        )
    lines = tuple(system_line(s) for s in design.systems)
    return SharedDesign(
        f"Full Thrust {hull.type}", tuple(figures), (SharedSection(SYSTEMS, lines),) if lines else ()
    )


def system_line(system: System) -> str:
    """``2 'A' Batteries (P/F)``, ``Level-2 Screens``, ``3 PDAF``, ``Weasel (capital signature)``."""
    one, many = NAMES[system.type]
    count = system.count
    name = one if count == 1 else many
    if isinstance(system, Beam):
        name = f"'{system.beam_class}' {name}"
    elif isinstance(system, Screen):
        name = f"Level-{system.level} {name}"
    elif isinstance(system, Weasel):
        name = f"{name} ({system.signature} signature)"
    arcs = getattr(system, "arcs", None)
    text = f"{count} {name}" if count != 1 else name
    return f"{text} ({'/'.join(arcs)})" if arcs is not None else text
