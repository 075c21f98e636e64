"""Campaign files (``kind: campaign``): sides, their fleets, the named ships and their states.

A campaign names fleet files, never copies them: each side's fleet is a fleet file (relative to
the campaign) with a location on the map, and a ``ships:`` list of the ships that have a name or
a state, each naming its design as the fleet's entry does (``catalog:heavy-cruiser``). The
fleet's other ships are there too, unnamed and undamaged. The file is read like a design or a
fleet (``core/yaml_source.py``: located errors, bounded size and counts, no traceback), and a
campaign naming itself, another campaign or a fleet naming the campaign is refused: there is no
loop to follow. Marks that do not fit a design (a refit changed it) are findings, never dropped.

Budgets and composition rules stay the fleets' (a fleet file's ``budget``, ``forces`` and
``half_fleet``); a side's ``budget`` is the book's total for it, reported against its fleets'
points. A ship's state never changes its fleet's fingerprint; the campaign has its own
(:func:`campaign_fingerprint`), over the turn, each fleet's fingerprint, every ship's state and
the log, so both sides can check what the other recorded after a battle.

Three modules hold it, each by concern: ``campaign_file`` (the model, reading and writing),
``campaign_report`` (what the campaign stands at, the scan, the fingerprint) and
``campaign_ops`` (marks, repairs and refits). This module is their public face: callers import
from here.
"""

from designer.core.campaign_file import (
    KIND,
    MAIN,
    MAX_SHIPS,
    Campaign,
    CampaignFleet,
    CampaignShip,
    LoadedCampaign,
    LogEntry,
    Side,
    campaign_data,
    is_campaign_data,
    load_campaign,
    rebased,
    save_campaign,
    write_campaign,
)
from designer.core.campaign_ops import (
    REFIT_CODES,
    UnfitMark,
    apply_repair,
    log_refits,
    refit,
    refits_needed,
    unfit_marks,
    with_ship,
)
from designer.core.campaign_report import (
    FORM,
    CampaignReport,
    FleetReport,
    ShipReport,
    SideReport,
    campaign_fingerprint,
    evaluate_campaign,
    rules_of,
    scan_report,
    status_text,
)

__all__ = [
    "refit",
    "refits_needed",
    "unfit_marks",
    "UnfitMark",
    "with_ship",
    "apply_repair",
    "log_refits",
    "write_campaign",
    "save_campaign",
    "rebased",
    "campaign_data",
    "Campaign",
    "CampaignShip",
    "CampaignFleet",
    "Side",
    "LogEntry",
    "LoadedCampaign",
    "load_campaign",
    "evaluate_campaign",
    "campaign_fingerprint",
    "scan_report",
    "is_campaign_data",
    "CampaignReport",
    "FleetReport",
    "ShipReport",
    "SideReport",
    "rules_of",
    "KIND",
    "MAIN",
    "MAX_SHIPS",
    "FORM",
    "REFIT_CODES",
    "status_text",
]
