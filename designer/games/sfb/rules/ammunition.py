"""Ammunition tracks: the AMT track computed from the boxes (004 L188-191), the Antimatter Gun's
projectiles (L358), and the tracks a player enters for base-game racks.

The AMT track "shows the capacity of the ship's launchers, cargo spaces, and AMMDs" (L190-191):
one torpedo a launcher, one an AMMD box, and each cargo box its capacity (9 since the storage rule
modifications, L256; 4 before, L186, L448: rule option ``cargo_amt_capacity``). Which cargo boxes
count is rule option ``amt_track_cargo``: those marked T (preloaded, L187; the default) or all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from designer.core.model import RuleValue
from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.design import SfbDesign

AMG = "antimatter-gun"


@dataclass(frozen=True)
class TrackSegment:
    title: str
    boxes: int


@dataclass(frozen=True)
class AmmunitionFigure:
    """One track: its title, the boxes in segments (one row each on the sheet), its source."""

    title: str
    segments: tuple[TrackSegment, ...]
    path: str
    source: str

    @property
    def boxes(self) -> int:
        return sum(s.boxes for s in self.segments)


def cargo_capacity(catalog: SfbCatalog, options: Mapping[str, RuleValue]) -> int:
    track = catalog.rules.ammunition_track
    return track.cargo if options["cargo_amt_capacity"] == track.cargo else track.cargo_original


def amt_track(
    aboard: Mapping[str, int], preloaded: int, catalog: SfbCatalog, options: Mapping[str, RuleValue]
) -> AmmunitionFigure | None:
    """``aboard``: boxes by system (``ssd.aboard``); ``preloaded``: cargo boxes marked T."""
    track = catalog.rules.ammunition_track
    launchers = catalog.boxes_of_role(aboard, "launcher")
    if not launchers:
        return None
    stores = preloaded if options["amt_track_cargo"] == "marked" else catalog.boxes_of_role(aboard, "storage")
    per_cargo = cargo_capacity(catalog, options)
    ammds = catalog.boxes_of_role(aboard, "manufacture")
    segments = [TrackSegment(f"Launchers ({launchers})", launchers * track.launcher)]
    if stores:
        segments.append(TrackSegment(f"Cargo ({stores} x {per_cargo})", stores * per_cargo))
    if ammds:
        segments.append(TrackSegment(f"AMMD ({ammds})", ammds * track.ammd))
    return AmmunitionFigure("AMT AMMUNITION", tuple(segments), "boxes", track.source)


def amg_track(aboard: Mapping[str, int], catalog: SfbCatalog) -> AmmunitionFigure | None:
    """Six spaces of projectiles a launcher and two reloads (L358): a row of six for the loaded
    spaces and one for each reload (decision: 18 shots a launcher, digest §13.16)."""
    rule = catalog.rules.amg_ammunition
    guns = aboard.get(AMG, 0)
    if not guns:
        return None
    segments = []
    for gun in range(1, guns + 1):
        segments.append(TrackSegment(f"AMG {gun}", rule.spaces))
        segments += [TrackSegment(f"AMG {gun} reload {n}", rule.spaces) for n in range(1, rule.reloads + 1)]
    return AmmunitionFigure("AMG PROJECTILES", tuple(segments), "boxes", rule.source)


def computed_tracks(
    aboard: Mapping[str, int], preloaded: int, catalog: SfbCatalog, options: Mapping[str, RuleValue]
) -> tuple[AmmunitionFigure, ...]:
    """The tracks the entries make: they read the boxes aboard by system, the cargo boxes
    marked T, the catalog and the options ``amt_track_cargo`` and ``cargo_amt_capacity``."""
    computed = (amt_track(aboard, preloaded, catalog, options), amg_track(aboard, catalog))
    return tuple(t for t in computed if t is not None)


def ammunition_tracks(
    design: SfbDesign, computed: tuple[AmmunitionFigure, ...]
) -> tuple[AmmunitionFigure, ...]:
    """The entries' tracks (:func:`computed_tracks`), then those the design enters."""
    entered = tuple(
        AmmunitionFigure(
            t.title, (TrackSegment("Rounds", t.boxes),), f"ammunition[{i}]", "entered from the ship's SSD"
        )
        for i, t in enumerate(design.ammunition)
    )
    return computed + entered
