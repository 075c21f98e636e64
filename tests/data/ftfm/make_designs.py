"""Writes one .FTDesign per design of Full Thrust Fleet Manager's public catalog files (see
README.md): the designs as that project's data/catalog/ft2_core.json and ft2_mt.json give them,
each in the .FTDesign envelope its program writes ({schema_version, kind, design, factions}).
Run once from this folder; the .FTDesign files are the test data."""

import json
from pathlib import Path

PFS = ["P", "F", "S"]
C, B, A = ({"type": "beam", "class": k, "arcs": PFS} for k in "CBA")
AFP = {"type": "beam", "class": "A", "arcs": ["F", "P"]}
AFS = {"type": "beam", "class": "A", "arcs": ["F", "S"]}
PD, AD, FC, FG = ({"type": t} for t in ("pdaf", "adaf", "fire_control", "fighter_group"))


def scr(level):
    return {"type": "screen", "level": level}


def fore(kind):
    return {"type": kind, "arcs": ["F"]}


# (id, name, type_label, type_code, hull_kind, tmf, thrust, ftl, systems, page, npv_book)
CORE = [
    ("courier", "Courier", "Courier Boat", "SC", "warship", 2, 8, True, [C, FC], 14, 15),
    ("scout-ship", "Scout Ship", "Scoutship", "SC", "warship", 4, 8, True, [C, PD, FC], 14, 28),
    ("corvette", "Corvette", "Corvette", "CT", "warship", 6, 8, True, [PD, C, C, FC], 14, 43),
    ("frigate", "Frigate", "Frigate", "FF", "warship", 10, 6, True, [C, B, PD, PD, FC], 14, 65),
    ("destroyer", "Destroyer", "Destroyer", "DD", "warship", 14, 6, True, [C, B, B, PD, PD, FC], 14, 92),
    ("light-cruiser", "Light Cruiser", "Light Cruiser", "CL", "warship", 22, 6, True,
     [B, B, B, scr(1), PD, PD, FC, FC], 14, 190),
    ("escort-cruiser", "Escort Cruiser", "Escort Cruiser", "CE", "warship", 26, 4, True,
     [B, B, B, scr(1), AD, PD, FC, FC], 14, 195),
    ("heavy-cruiser", "Heavy Cruiser", "Heavy Cruiser", "CH", "warship", 32, 4, True,
     [A, B, B, B, scr(1), AD, PD, FC, FC], 14, 238),
    ("battlecruiser", "Battlecruiser", "Battlecruiser", "BC", "warship", 40, 4, True,
     [A, AFP, AFS, B, PD, PD, PD, scr(2), FC, FC, FC], 15, 381),
    ("battleship", "Battleship", "Battleship", "BB", "warship", 48, 4, True,
     [B, AFP, AFS, AFP, AFS, PD, PD, PD, PD, scr(2), FC, FC, FC], 15, 447),
    ("battledreadnought", "Battledreadnought", "Battledreadnought", "BDN", "warship", 60, 2, True,
     [B, AFP, AFS, AFP, AFS, PD, PD, PD, PD, scr(2), FG, FC, FC, FC], 15, 431),
    ("superdreadnought", "Superdreadnought", "Superdreadnought", "CVL", "warship", 80, 2, True,
     [A, AFP, AFS, AFP, AFS, PD, PD, PD, PD, scr(3), FG, FG, FC, FC, FC], 15, 580),
    ("light-carrier", "Light Carrier", "Light Carrier", "CVL", "warship", 70, 2, True,
     [C, C, PD, PD, PD, scr(2), FG, FG, FG, FG, FC, FC, FC], 15, 499),
    ("fleet-carrier", "Fleet Carrier", "Fleet Carrier", "CV", "warship", 98, 2, True,
     [B, B, PD, PD, PD, scr(2), FG, FG, FG, FG, FG, FG, FC, FC, FC], 15, 687),
    ("bulk-tanker", "Bulk Tanker", "Bulk Tanker", "M", "merchant", 100, 2, True,
     [C, C, C, PD, PD, PD, PD, scr(1), FC], 15, 502),
    ("heavy-freighter", "Heavy Freighter", "Heavy Freighter", "M", "merchant", 60, 2, True,
     [C, PD, PD, scr(1), FC], 15, 306),
    ("survey-cruiser", "Survey Cruiser", "Exploration Cruiser", "M", "merchant", 48, 4, True,
     [C, C, C, PD, PD, FC], 15, 333),
]
MT = [
    ("strikeboat", "Strikeboat", "Strikeboat", "SC", "warship", 4, 8, True,
     [fore("submunition"), PD, FC], 23, 26),
    ("lancer", "Lancer", "Lancer", "CT", "warship", 6, 8, True,
     [PD, fore("submunition"), fore("submunition"), FC], 23, 39),
    ("torpedo-destroyer", "Torpedo Destroyer", "Torpedo Destroyer", "DD", "warship", 14, 6, True,
     [fore("pulse_torpedo"), C, PD, FC], 23, 86),
    ("super-destroyer", "Super Destroyer", "Super Destroyer", "DD", "warship", 16, 6, True,
     [B, B, B, PD, PD, FC], 23, 105),
    ("privateer", "Privateer", "Privateer", "DD", "warship", 18, 8, True,
     [fore("needle_beam"), A, PD, scr(1), FC], 23, 137),
    ("needle-cruiser", "Needle Cruiser", "Needle Cruiser", "CL", "warship", 22, 6, True,
     [fore("needle_beam"), B, B, scr(1), PD, PD, FC, FC], 23, 187),
    ("strike-cruiser", "Strike Cruiser", "Strike Cruiser", "CE", "warship", 28, 4, True,
     [PD, fore("pulse_torpedo"), fore("pulse_torpedo"), scr(1), FC, FC], 23, 198),
    ("missile-cruiser", "Missile Cruiser", "Missile Cruiser", "CE", "warship", 26, 4, True,
     [C] + [{"type": "mt_missile"}] * 4 + [scr(1), PD, FC, FC], 23, 187),
    ("planetary-bombardment-monitor", "Planetary Bombardment Monitor", "Monitor", "CH", "warship",
     32, 2, True, [B] + [{"type": "ortillery"}] * 3 + [scr(1), PD, PD, FC, FC], 23, 198),
    ("system-defence-cruiser", "System Defence Cruiser", "System Defence Cruiser", "CH", "warship",
     32, 4, False, [A, A, A, A, A, PD, PD, PD, scr(2), FC, FC], 23, 252),
    ("escort-patrol-carrier", "Escort/Patrol Carrier", "Escort Carrier", "CVL", "warship", 40, 2,
     True, [C, C, C, FG, FG, PD, PD, scr(1), FC, FC, FC], 23, 286),
    ("free-trader", "Free Trader", "Free Trader", "M", "merchant", 10, 2, True, [C, FC], 23, 50),
    ("medium-tug", "Medium Tug", "Tug", "M", "merchant", 32, 2, True,
     [C, C, PD, PD, FC, {"type": "tug_drive"}], 23, 224),
    ("armed-merchantman", "Armed Merchantman", "Armed Merchantman", "M", "merchant", 36, 2, True,
     [C, C, PD, PD, FC], 23, 178),
]


def design(book, row, version):
    ident, name, label, code, kind, tmf, thrust, ftl, systems, page, npv = row
    systems = [{"uid": f"s{i}", **s} for i, s in enumerate(systems, 1)]
    loadout = {"fighters": [{"hangar": s["uid"], "type": "standard"} for s in systems
                            if s["type"] == "fighter_group"], "magazines": []}
    body = {"schema_version": version, "id": f"ft2:{book.lower()}:{ident}", "ruleset": "ft2",
            "race": "human", "faction": None, "name": name, "type_label": label, "type_code": code,
            "hull_kind": kind, "tmf": tmf, "hull_boxes": 0, "armour": 0}
    if version == 2:
        body["armour_layers"] = []
        loadout = {"pulsers": [], **loadout}
    body.update(thrust=thrust, ftl=ftl, streamlining="none", systems=systems,
                default_loadout=loadout, allow_rule_breaking=False, layout_hints={},
                source={"kind": "catalog", "book": book, "page": page, "npv_book": npv}, notes="")
    return {"schema_version": version, "kind": "FTDesign", "design": body, "factions": []}


if __name__ == "__main__":
    here = Path(__file__).parent
    for book, rows, version in (("FT", CORE, 1), ("MT", MT, 2)):
        for row in rows:
            text = json.dumps(design(book, row, version), indent=1, ensure_ascii=False) + "\n"
            (here / f"{book.lower()}-{row[0]}.FTDesign").write_text(text, encoding="utf-8")
