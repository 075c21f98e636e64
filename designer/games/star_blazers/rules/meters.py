"""The budgets a Star Blazers ship shows as bars: craft against the hangar's places (§7.4) and
each munition load against its maximum (§5.5)."""

from __future__ import annotations

from designer.core.evaluation import Meter
from designer.games.star_blazers.rules.detail import CraftLine, MunitionLine, ShipDetail

HANGAR_HELP = (
    "Places in the hangar: battlecraft, support craft and heavy bombers each have their "
    "own (000 L2591-2648); recon craft may take a free support craft place (L2580-2581)."
)
LOAD_HELP = {
    "ship": "Missiles and torpedoes: launchers x salvoes x missiles a salvo (000 L4754-4762).",
    "craft": "Craft weapon packages and BC/SC mine factors (000 L4809-4826).",
    "mines": "Orbital and cluster mine factors by the mine systems (000 L1881-1897).",
}
LOAD_UNITS = {"ship": "rounds", "craft": "packages", "mines": "factors"}


def craft_aboard(craft: list[CraftLine]) -> dict[str, int]:
    """Craft aboard by role (``battlecraft``, ``support``) and, of them, ``heavy`` bombers."""
    aboard = {"battlecraft": 0, "support": 0, "heavy": 0}  # one pass over the craft
    for c in craft:
        aboard[c.role] += c.count
        if c.weight == "heavy":
            aboard["heavy"] += c.count
    return aboard


def ship_meters(detail: ShipDetail, aboard: dict[str, int]) -> tuple[Meter, ...]:
    """A hangar meter for each kind of place the class has (or that craft fill), then a meter
    for each munition load whose maximum the source keeps; ``aboard``: :func:`craft_aboard`."""
    cap = detail.capacity
    heavy = aboard["heavy"]
    places = (
        ("battlecraft", "Battlecraft", aboard["battlecraft"] - heavy, cap.battlecraft),
        ("support_craft", "Support craft", aboard["support"], cap.support_craft),
        ("heavy_bombers", "Heavy bombers", heavy, cap.heavy_bombers),
    )
    out = [
        Meter(key, label, used, limit, "craft", HANGAR_HELP)
        for key, label, used, limit in places
        if limit or used
    ]
    out += [_load_meter(m, m.load) for m in detail.munitions if m.maximum is not None and m.load is not None]
    return tuple(out)


def _load_meter(line: MunitionLine, load: int) -> Meter:
    unit = "factors" if line.code == "mine_factors" else LOAD_UNITS[line.group]
    return Meter(
        f"load:{line.group}:{line.code}",
        load_title(line),
        load,
        line.maximum,
        unit,
        LOAD_HELP[line.group],
    )


def load_title(line: MunitionLine) -> str:
    """``M2 (ship)``, ``AM (craft)``, ``BC/SC mine factors``, ``SOM (mines)``."""
    return load_title_of(line.group, line.code)


def load_title_of(group: str, code: str) -> str:
    """:func:`load_title` of a load of ``code`` in ``group`` (ship, craft, mines)."""
    if code == "mine_factors":
        return "BC/SC mine factors"
    return f"{code} ({group})"


__all__ = ["ship_meters", "craft_aboard", "load_title", "load_title_of"]
