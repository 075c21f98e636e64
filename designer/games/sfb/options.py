"""Star Fleet Battles rule options: readings of the supplement where players plausibly disagree
(each recorded with its lines in ``catalogs/sfb/README.md``), and the SSD's print option."""

from __future__ import annotations

from designer.core.rule_options import RuleOption
from designer.core.ship_state import SHIP_STATE_OPTION

RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "cargo_amt_capacity",
        "AMTs a cargo box holds",
        9,
        "9 since the 'storage rule modifications' (004 L255-256); 4 in the first rule (L186, L448).",
        (9, 4),
    ),
    RuleOption(
        "amt_track_cargo",
        "Cargo boxes on the AMT ammunition track",
        "marked",
        "marked: only cargo boxes marked T, preloaded with AMTs (L187); all: every cargo "
        "box (the track 'shows the capacity of ... cargo spaces', L190).",
        ("marked", "all"),
    ),
    RuleOption(
        "ammd_per_box",
        "Torpedoes an AMMD box makes a turn",
        "one",
        "one: '1 normal AMT may be made per turn per box' caps a box at one (L436-437); "
        "per-power: every 2 (normal) or 3 (heavy) power makes one more.",
        ("one", "per-power"),
    ),
    RuleOption(
        "rutan_allowance",
        "Rutan option-mount allowance",
        "base-bpv",
        "base-bpv: 1/10 of the ship's base BPV (L574-575); fitted-bpv: 1/10 of the BPV "
        "with the option costs added; reasonable-selection: the players agree on the "
        "fit and there is no allowance (L573-574).",
        ("base-bpv", "fitted-bpv", "reasonable-selection"),
    ),
    RuleOption(
        "joshada_refit_bpv",
        "Joshada refits and its BPV",
        "added",
        "added: installed systems raise the BPV as on Rutan ships ('treated somewhat like "
        "Rutan Option Mounts', L828-829, L572-573); not-added: the refit budget is the "
        "campaign's and the BPV stays the base.",
        ("added", "not-added"),
    ),
    RuleOption(
        "mega_box_energy",
        "Energy costs on mega-box ships",
        "divide",
        "divide: a mega-box ship's power is already divided by 10 (L38-40), so are the "
        "rules' energy costs (a Beam Cannon shot costs 2); as-written: 20.",
        ("divide", "as-written"),
    ),
    RuleOption(
        "blossom_movement",
        "Blossom movement under Engine Doubling",
        "normal-cost",
        "normal-cost: the blossom's six hexes at the ship's movement cost (a blossom ends "
        "Engine Doubling for the turn, L93-94); engine-doubling: halved.",
        ("normal-cost", "engine-doubling"),
    ),
    RuleOption(
        "particle_beam_boost",
        "Particle Beam boost energy",
        "any-power",
        "any-power: arming takes warp energy but the boost names no source, so it may "
        "come from any power; warp-only: the boost is warp energy too.",
        ("any-power", "warp-only"),
    ),
    RuleOption(
        "larger_means",
        "'Size class N or larger'",
        "physical",
        "physical: SC 1 to N, the bigger ships (SFB's scale runs 1 = largest; L229, L248, "
        "L581, L635); numeric: SC N and above. Printed in the notes layer.",
        ("physical", "numeric"),
    ),
)


SHEET_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "notes_layer",
        "'Destroyed on' and energy notes",
        False,
        "Print each box group's hit category and energy to arm and hold on the SSD "
        "(an optional layer, off by default: the publisher's SSDs leave them off).",
    ),
    SHIP_STATE_OPTION,
)
