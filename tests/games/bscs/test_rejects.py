"""Every must-reject case of the digest's TC-9: each loads, and comes out as an error finding with
its stable code and path (seed 002 lines on each case). Variations of the legal TC-1 frigate."""

from __future__ import annotations

import pytest

from tests.games.bscs.helpers import design, evaluate, varied, with_systems, TC1

FIRST_DRIVE = {"type": "drive", "count": 8, "mc_levels": 5}


def split_drives(levels: int):
    body = {
        **TC1,
        "systems": [dict(FIRST_DRIVE, count=4), dict(FIRST_DRIVE, count=4, mc_levels=levels)]
        + TC1["systems"][1:],
    }
    return design(body)


def split_reactors(output: int):
    systems = list(TC1["systems"])
    systems[4:5] = [
        {"type": "reactor", "count": 5, "output": 12},
        {"type": "reactor", "count": 5, "output": output},
    ]
    return design({**TC1, "systems": systems})


CASES = [
    # 1. reactors with different outputs (L376, L630)
    ("reactor-mixed", lambda: split_reactors(11), "BSCS-REACTOR-MIXED", "systems[5].output"),
    # 2. reactor output 21 under the Campaign Universe (L374)
    ("reactor-21", lambda: varied(4, output=21), "BSCS-CU-REACTOR", "systems[4].output"),
    # 3. drives with different move costs (L601)
    ("drive-mixed", lambda: split_drives(4), "BSCS-DRIVE-MIXED", "systems[1].mc_levels"),
    # 4. move cost reduced below 1: MC 11 − 11 levels (L603)
    ("mc-floor", lambda: varied(0, mc_levels=11), "BSCS-MC-FLOOR", "systems[0].mc_levels"),
    # 5. more shield generators than hull (L617): 8 generators, 7 hull (size grows by 5)
    (
        "shield-hull",
        lambda: design(varied(3, count=8).model_dump(by_alias=True) | {"size": 105}),
        "BSCS-SHIELD-HULL",
        "systems[3]",
    ),
    # 6. 21 points per generator (L620)
    ("shield-21", lambda: varied(3, points=21), "BSCS-CU-SHIELD", "systems[3].points"),
    # 7. more sensors than hull (L638)
    (
        "sensor-hull",
        lambda: design(varied(5, count=8).model_dump(by_alias=True) | {"size": 105}),
        "BSCS-SENSOR-HULL",
        "systems[5]",
    ),
    # 8. hull below ceil(spaces / 20) (L689): 4 < ceil(93/20) = 5
    ("hull-min", lambda: design(hull=4, size=97), "BSCS-HULL-MIN", "hull"),
    # 9. crew/10 above hull (L696): + 1 Powered Armor unit (50 crew) = 88 crew → 9 hull > 7
    (
        "crew-hull",
        lambda: with_systems({"type": "boarding", "unit": "powered-armor"}),
        "BSCS-CREW-HULL",
        "hull",
    ),
    # 10. a reactor outside the Core (L765)
    ("reactor-core", lambda: varied(4, section="A"), "BSCS-DAD-REACTOR", "systems[4].section"),
    # 11. a weapon or a hangar in the Core (L766)
    ("weapon-core", lambda: varied(1, section="Core"), "BSCS-DAD-CORE", "systems[1].section"),
    (
        "hangar-core",
        lambda: with_systems(
            {"type": "hangar", "spaces": 15, "craft": 1, "craft_size": 10, "section": "Core"},
            size=115,
            hull=7,
        ),
        "BSCS-DAD-CORE",
        "systems[10].section",
    ),
    # 12. a weapon in a section outside its arcs (L762)
    ("weapon-arc", lambda: varied(2, section="PF"), "BSCS-DAD-ARC", "systems[2].section"),
    # 13. hull not spread evenly over the seven locations (L763)
    (
        "hull-uneven",
        lambda: design(hull_placement={"F": 3, "SF": 1, "SA": 1, "A": 1, "PA": 1, "PF": 0, "Core": 0}),
        "BSCS-HULL-UNEVEN",
        "hull_placement",
    ),
    # 14. a missile with no sensor (L243)
    (
        "missile-sensor",
        lambda: with_systems({"type": "missile", "damage": 100, "sensors": 0}, size=101),
        "BSCS-MISSILE-SENSOR",
        "systems[10].sensors",
    ),
    # 15. a cannon over 5 damage without a warhead (L206)
    (
        "cannon-6",
        lambda: with_systems({"type": "cannon", "damage": 6}, size=106),
        "BSCS-CU-CANNON",
        "systems[10].damage",
    ),
    # 16. a warhead larger than 0.1 size: 2 kt (L209)
    (
        "warhead-2kt",
        lambda: with_systems({"type": "cannon", "damage": 5, "warhead": "nuclear", "yield": 2}, size=105),
        "BSCS-WARHEAD-SIZE",
        "systems[10].yield",
    ),
    # 17. a hangar smaller than 1.5 × its craft: 14 < 15 (L661)
    (
        "hangar-small",
        lambda: with_systems({"type": "hangar", "spaces": 14, "craft": 1, "craft_size": 10}, size=114),
        "BSCS-HANGAR-SMALL",
        "systems[10].spaces",
    ),
    # 18. streamlining with fewer than 2 drives (L725)
    (
        "streamline-1-drive",
        lambda: design(
            {
                "game": "bscs",
                "name": "S",
                "hull": 10,
                "streamline": "standard",
                "systems": [{"type": "drive"}],
            }
        ),
        "BSCS-STREAMLINE-DRIVES",
        "streamline",
    ),
    # the design is over its stated size
    ("size-over", lambda: design(size=99), "BSCS-SIZE-OVER", "size"),
    # a hangar for 3 craft of no stated size: it must be 50% larger than what it holds (L661)
    (
        "hangar-unsized",
        lambda: with_systems({"type": "hangar", "spaces": 1, "craft": 3}, size=101),
        "BSCS-HANGAR-CRAFT",
        "systems[10].craft_size",
    ),
    # stealth above "The Theoretical Max is 20" (L445)
    ("stealth-21", lambda: design(stealth=21, size=None, hull=20), "BSCS-STEALTH-MAX", "stealth"),
    # turn mode 0: "hexes you must go straight before turning = Speed / Turn Mode" (L111)
    ("turn-mode-0", lambda: design(turn_mode=0), "BSCS-TURN-MODE-ZERO", "turn_mode"),
    # hull under 7 when the rule reads "all seven Hit Locations" as a demand (L763, option)
    (
        "hull-every-section",
        lambda: design(hull=5, size=98, rules={"hull_in_every_section": True}),
        "BSCS-HULL-SECTIONS",
        "hull",
    ),
]


@pytest.mark.parametrize("name,build,code,path", CASES, ids=[c[0] for c in CASES])
def test_must_reject(name, build, code, path):
    ev = evaluate(build())
    found = [f for f in ev.findings if f.code == code]
    assert found, [f.code for f in ev.findings]
    assert found[0].severity == "error" and found[0].path == path
    assert "002 L" in found[0].rule or "(002" in found[0].rule
    assert not ev.legal


def test_the_rejects_only_break_their_own_rule():
    # each variation is TC-1 plus one broken rule: nothing else is an error
    for name, build, code, _ in CASES:
        errors = {f.code for f in evaluate(build()).errors}
        assert errors == {code}, (name, errors)


def test_power_shortfall_is_a_warning():
    # fewer reactors than the demand is allowed (002 L625-626): TC-1 with 5 reactors, 60 < 68
    d = design(varied(4, count=5).model_dump(by_alias=True) | {"size": 95, "hull": 7})
    ev = evaluate(d)
    short = [f for f in ev.findings if f.code == "BSCS-POWER-SHORT"]
    assert short and short[0].severity == "warning" and ev.legal
