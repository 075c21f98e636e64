"""One side's campaign pack: each of its fleets' battle packs with every named ship's damage
marked (``battle_pack.sheet_entries``), and never anything of the other side's."""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping

from designer.core.fleet_file import LoadedFleet
from designer.core.campaign import CampaignReport, campaign_fingerprint
from designer.sheets.battle_pack import FINGERPRINT_KEY, battle_pack_pages, check_sheet_count
from designer.sheets.display import Page, Sheet


def campaign_pack(
    report: CampaignReport,
    side: str,
    paper: str = "a4",
    sheet_options: Callable[[Any], Mapping[str, Any]] | None = None,
) -> Sheet:
    """The pack of the side called ``side`` (any case); KeyError names the sides there are."""
    chosen = report.side(side)
    if chosen is None:
        raise KeyError(
            f"{side!r} is not a side of {report.campaign.campaign}; the sides: "
            f"{', '.join(s.side.name for s in report.sides)}"
        )
    check_sheet_count(sum(f.evaluation.ship_count for f in chosen.fleets))
    pages: list[Page] = []
    for fleet in chosen.fleets:
        pages += battle_pack_pages(fleet.evaluation, paper, sheet_options, fleet.ships)
    records = [
        {
            "index": i,
            "name": f.evaluation.fleet.fleet,
            "player": f.evaluation.fleet.player or "",
            "file": _file_name(f.evaluation.loaded),
            **f.evaluation.fingerprint.as_dict(),
        }
        for i, f in enumerate(chosen.fleets)
    ]
    info = (
        (FINGERPRINT_KEY, json.dumps(records, separators=(",", ":"), ensure_ascii=True)),
        ("CampaignFingerprint", campaign_fingerprint(report)),
    )
    return Sheet(
        tuple(pages),
        title=f"{report.campaign.campaign}: {chosen.side.name}",
        author="Hullwright",
        subject=f"{report.loaded.game.title} campaign pack, turn {report.campaign.turn}",
        keywords=("campaign", report.loaded.game.id),
        info=info,
    )


def _file_name(loaded: LoadedFleet | None) -> str:
    return loaded.path.name if loaded is not None and loaded.path is not None else ""


__all__ = ["campaign_pack"]
