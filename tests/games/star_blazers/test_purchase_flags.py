"""Who may buy a purchasable system, and which classes have it as standard, come from its entry
in purchases.yaml (``buyers``, ``standard_with``; issue 24, section 4): a system a house-rule
profile defines with the same flags is ruled as the book's smite transporters and control mine
factors are (README decisions 50, 51)."""

from __future__ import annotations

from designer.core.context import EvaluationContext
from designer.core.profile import load_profile
from designer.games.star_blazers import GAME
from tests.games.star_blazers.conftest import codes, make

PROFILE = """\
hullwright: 1
profile: Flag test
version: "1"
game: star-blazers
source: a test
systems:
  - {type: purchase, id: mt-3, title: SMITE TRANSPORTER (MT-3), purchase: 50, installation: 50,
     total: 100, buyers: gamilon, standard_with: SW13, source: test}
  - {type: purchase, id: decoy-mine-factor, title: DECOY MINE FACTOR, purchase: 5, installation: 0,
     total: 5, per: factor, buyers: mine-layers, source: test}
"""


def housed(tmp_path, cls: str, system: str, **options):
    path = tmp_path / "flags.yaml"
    path.write_text(PROFILE, "utf-8")
    design = make(cls, purchases=[{"system": system, "count": 1}])
    return GAME.evaluate(design, EvaluationContext(overrides=options, profile=load_profile(path)))


def book(cls: str, system: str, **options):
    return GAME.evaluate(
        make(cls, purchases=[{"system": system, "count": 1}]), EvaluationContext(overrides=options)
    )


def test_the_bundled_entries_carry_the_flags():
    systems = GAME.data.catalog().purchases.systems
    assert [k for k, s in systems.items() if s.buyers == "gamilon"] == ["mt-1", "mt-2"]
    assert [k for k, s in systems.items() if s.buyers == "mine-layers"] == ["control-mine-factor"]
    assert (systems["mt-1"].standard_with, systems["mt-2"].standard_with) == ("SW13", "SW14")


def test_a_profile_smite_device_is_gamilon_equipment_like_the_books(tmp_path):
    # An EDF ship may not buy it while smite_buyers is "gamilon" (L2459-2469), may with "any".
    for evaluation in (housed(tmp_path, "edf/borodino", "mt-3"), book("edf/borodino", "mt-1")):
        assert ("SB-PURCHASE-NOT-ALLOWED", "purchases[0]") in codes(evaluation, "error")
    assert housed(tmp_path, "edf/borodino", "mt-3", smite_buyers="any").legal
    gamilon = housed(tmp_path, "gamilon/conqueror", "mt-3")
    assert gamilon.legal and gamilon.points == 370 + 100  # the Conqueror 370 (L4932)
    # The smite craft carries SW13 (L3920): it has the device as standard, as it has the MT-1.
    for evaluation in (housed(tmp_path, "gamilon/smite-craft", "mt-3"), book("gamilon/smite-craft", "mt-1")):
        assert ("SB-PURCHASE-HAS", "purchases[0]") in codes(evaluation, "error")


def test_a_profile_mine_factor_is_for_mine_layers_like_control_mines(tmp_path):
    # The Victory lays no mines; the Revenge lays EMCM and SOM (L1896-1897, L1889-1892).
    for evaluation in (
        housed(tmp_path, "comet/victory", "decoy-mine-factor"),
        book("comet/victory", "control-mine-factor"),
    ):
        assert ("SB-PURCHASE-NOT-ALLOWED", "purchases[0]") in codes(evaluation, "error")
    assert housed(tmp_path, "comet/victory", "decoy-mine-factor", control_mine_buyers="any").legal
    revenge = housed(tmp_path, "gamilon/revenge", "decoy-mine-factor")
    assert revenge.legal and revenge.points == 522 + 5  # the Revenge 522 (L4930)
