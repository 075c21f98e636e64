"""Star Fleet Battles house-rule profiles (issue 17, part 4): the example profile changes the
option-mount costs and budget it names and adds a system that box groups, option mounts and the
energy plan use; without it the system is a finding; a broken profile is refused at its line."""

from __future__ import annotations

from designer.core.context import EvaluationContext, Profile
from designer.core.fixes import suggest_fixes
from designer.core.memo import Memo
from designer.core.profile import load_profile
from tests.core.profile_helpers import broken_profile_test
from tests.games.sfb.helpers import GAME, F, example, plan_lines, ssd

HEAVY_PHASER = GAME.data.folder / "profiles" / "rutan-heavy-phaser.yaml"


def housed():
    return EvaluationContext(profile=load_profile(HEAVY_PHASER))


def rutan_cruiser_with_heavy_phaser():
    """The example Rutan CL with the heavy phaser in its empty aft OPT mount."""
    design = example("rutan-light-cruiser")
    mounts = list(design.option_mounts)
    mounts[5] = mounts[5].model_copy(update={"fitted": "phaser-h", "arcs": ["RA"]})
    return design.model_copy(update={"option_mounts": mounts})


def test_the_profile_prices_its_option_mounts_and_its_own_system():
    book = GAME.evaluate(rutan_cruiser_with_heavy_phaser())
    profiled = GAME.evaluate(rutan_cruiser_with_heavy_phaser(), housed())
    # The book: base BPV 120 + PH-1 0.8 + PH-2 0.6 + disruptor 1.6 + battery 0.6 + special
    # sensor 4 (004 L876-912); the heavy phaser is no system of the supplement's and costs nothing.
    assert book.points == F(120) + F("0.8") + F("0.6") + F("1.6") + F("0.6") + 4
    assert [(f.code, f.path) for f in book.errors] == [("SFB-SYSTEM-UNKNOWN", "option_mounts[5].fitted")]
    # The profile: the disruptor 2, the heavy phaser 1.4; its allowance is 1/10 of the fitted BPV
    # (its option rutan_allowance: fitted-bpv, 004 L574-575).
    fitted = F(120) + F("0.8") + F("0.6") + 2 + F("0.6") + 4 + F("1.4")
    assert profiled.points == fitted and profiled.legal
    assert profiled.stats["allowance_budget"] == fitted / 10


def test_the_profiles_system_is_a_box_group_with_its_energy():
    ship = ssd(
        {"system": "phaser-h", "count": 2, "arcs": ["FA"]},
        plan={"items": [{"use": "arm", "system": "phaser-h", "boxes": 2}]},
    )
    profiled = GAME.evaluate(ship, housed())
    assert profiled.legal and profiled.stats["boxes_by_hit"]["Phaser"] == 2
    assert plan_lines(profiled)["energy_plan.items[0]"] == 2 * 2  # 2 a box a turn (its energy)
    book = GAME.evaluate(ship)
    unknown = next(f for f in book.errors if f.code == "SFB-SYSTEM-UNKNOWN")
    assert unknown.path == "boxes[4].system"
    assert suggest_fixes(GAME, ship, unknown)  # remove the group, or another system


def test_a_document_that_changes_profile_keeps_no_entries_of_the_other():
    memos, ship = Memo(), ssd(("phaser-h", 2))
    assert not GAME.evaluate(ship, EvaluationContext(memos=memos)).legal
    profiled = GAME.evaluate(ship, EvaluationContext(profile=load_profile(HEAVY_PHASER), memos=memos))
    assert profiled.stats["boxes_by_hit"]["Phaser"] == 2


def test_the_joshada_refit_budget_follows_the_profile():
    refit = example("joshada-refit")
    assert GAME.evaluate(refit).stats["refit_budget"] == 20  # the resource base (004 L824-826)
    assert GAME.evaluate(refit, housed()).stats["refit_budget"] == 24


def test_a_cost_is_read_exactly_and_a_systems_bpv_changed():
    profile = Profile(
        "Exact",
        "1",
        "sfb",
        overrides={"option_mounts.rutan.entries.battery.cost": 0.2, "systems.stun-beam.bpv": 4},
    )
    catalog = GAME.data.catalog(profile)
    assert catalog.option_list("rutan").entry("battery").cost == F(1, 5)
    assert catalog.system("stun-beam").bpv == 4 and GAME.data.catalog().system("stun-beam").bpv == 3


SYSTEM = (
    "systems:\n  - id: {id}\n    label: X\n    name: X\n    kind: {kind}\n"
    "    hit: {{category: Phaser, verified: false, note: n}}\n    arc: required\n"
    "    availability: [{{faction: {faction}}}]\n    source: house rule\n"
)
BAD = {
    "no such system": (
        "overrides:\n  systems.phaser-9.bpv: 2\n",
        8,
        "systems.phaser-9 is not in the catalog",
    ),
    "no such list item": (
        "overrides:\n  option_mounts.rutan.entries.warp-drive.cost: 2\n",
        8,
        "no 'warp-drive' at option_mounts.rutan.entries",
    ),
    "wrong kind of value": ("overrides:\n  systems.stun-beam.bpv: high\n", 8, "same kind"),
    "a kind the rules cannot take": (
        SYSTEM.format(id="cloak", kind="cloak", faction="rutan"),
        11,
        "systems[0].kind",
    ),
    "a system already in the catalog": (
        SYSTEM.format(id="phaser-1", kind="weapon", faction="rutan"),
        8,
        "phaser-1 is already in the catalog",
    ),
    "a faction there is none of": (
        SYSTEM.format(id="ph-x", kind="weapon", faction="klingon"),
        14,
        "faction 'klingon' is not in races.yaml",
    ),
    "an option list there is none of": (
        SYSTEM.format(id="ph-x", kind="weapon", faction="rutan")
        + "    option_mounts: {klingon: {cost: 1}}\n",
        16,
        "systems[0].option_mounts.klingon: 'klingon' is not allowed",
    ),
}


test_a_broken_profile_is_refused_at_its_line = broken_profile_test("sfb", BAD)


def test_the_palette_offers_and_prices_the_profiles_systems():
    catalog = GAME.data.catalog(load_profile(HEAVY_PHASER))
    book = {op.id: dict(op.measures) for op in GAME.editor().palette}
    housed = {op.id: dict(op.measures) for op in GAME.editor(catalog).palette}
    assert housed["boxes:phaser-h"] == {"label": "PH-H"} and "boxes:phaser-h" not in book
    assert housed["install:rutan:phaser-h"]["bpv"] == "1.4"
    assert (book["install:rutan:disruptor"]["bpv"], housed["install:rutan:disruptor"]["bpv"]) == ("1.6", "2")
