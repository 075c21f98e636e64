"""What ``hullwright catalog --game sfb`` (and the palette) says of each system: its box label and
name, what destroys it (and whose word that is), its energy in the supplement's words (as the
sheet's notes layer writes it), its BPV and what each option mount list charges for it. Figures
from ``systems.yaml`` and ``option_mounts.yaml``; no line numbers."""

from __future__ import annotations

from typing import Any

from designer.core.numbers import format_number, plain
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.catalog_model import Hit, SystemSpec
from designer.games.sfb.sheet.boxes import energy_text


def hit_text(hit: Hit) -> str:
    """ "destroyed on Torp"; a reading the supplement leaves open says whose it is, from the
    catalog's note: the base game's (the default, systems.yaml's header), what the supplement
    itself implies (the AHL works "just like the Holo-Lasers", 004 L493, a supplement weapon
    destroyed on Drone), or Hullwright's own assumption (equipment hit as Cargo)."""
    said = "never destroyed" if hit.category == "None" else f"destroyed on {hit.category}"
    if hit.verified:
        return said
    if "base game" in hit.note or not hit.note:
        whose = "base game, assumed"
    elif "assumed" in hit.note:
        whose = "Hullwright's assumption"
    else:
        whose = "implied by the supplement" if "004 L" in hit.note else "base game, assumed"
    return f"{said} ({whose})"


def system_details(spec: SystemSpec, catalog: SfbCatalog, key: str) -> list[str]:
    out = []
    if spec.energy is not None and energy_text(spec.energy):
        out.append(f"energy: {energy_text(spec.energy)}")
    if spec.power is not None:
        out.append(f"power: {format_number(spec.power.per_box)} a box ({spec.power.source})")
    if spec.battery is not None:
        out.append(f"stores {format_number(spec.battery.per_box)} a box")
    if spec.bpv is not None:
        out.append(f"BPV {format_number(spec.bpv)}")
    costs = [
        f"{o.title} {format_number(e.cost)}"
        for o in catalog.option_lists.values()
        if (e := o.entry(key)) is not None
    ]
    if costs:
        out.append("option mount cost: " + "; ".join(costs))
    return out


def system_summaries(catalog: SfbCatalog) -> list[dict[str, Any]]:
    return [
        {
            "type": key,
            "summary": f"{spec.label}: {spec.name}, {hit_text(spec.hit)}",
            "details": system_details(spec, catalog, key),
            "label": spec.label,
            "destroyed_on": spec.hit.category,
            "verified": spec.hit.verified,
            "bpv": plain(spec.bpv),
            "energy": plain(spec.energy.model_dump()) if spec.energy else None,
            "option_costs": {
                o.title: plain(e.cost)
                for o in catalog.option_lists.values()
                if (e := o.entry(key)) is not None
            },
        }
        for key, spec in catalog.systems.items()
    ]
