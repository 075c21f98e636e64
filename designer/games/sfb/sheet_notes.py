"""The optional notes layer's rules block: the play rules an SSD of this ship needs at the table,
by section name, with the figures from the catalog (``rules.yaml``: ``play`` and ``designer``).
Only printed with the layer on (a sheet option, off by default)."""

from __future__ import annotations

from designer.games.sfb.design import SfbDesign
from designer.games.sfb.detail import SfbDetail
from designer.games.sfb.sheet_boxes import Block
from designer.games.sfb.movement import RUTAN
from designer.games.sfb.ssd import carries_antimatter
from designer.sheets.display import Group, Item
from designer.sheets.text import label, wrap_text


def _size_words(detail: SfbDetail, n: int) -> str:
    """'Size class N or larger' in the reading the rule option chose (digest correction 2)."""
    return f"size class 1-{n}" if detail.larger_means == "physical" else f"size class {n} or more"


def rule_notes(design: SfbDesign, detail: SfbDetail) -> list[str]:
    play, systems = detail.play, {e.system_id for e in detail.entries}
    notes = ["Destroyed on: after each group's label; '?' marks the base game's category, an "
             "assumption (the supplement does not state it)."]
    if design.data.mega_box:
        rule = play["mega_box_damage"]
        notes.append(f"Mega-boxes: every box is {rule['divisor']} boxes; divide each volley by "
                     f"{rule['divisor']}, dropping fractions.")
    if carries_antimatter(detail.entries):
        box, crit = play["cargo_explosion"]["destroyed_box"], play["cargo_explosion"]["critical_one"]
        modes = play["amt_modes"]
        notes += [
            "Antimatter containment: paid every turn in Energy Allocation; unpaid, all antimatter "
            "loses containment and the ship is destroyed.",
            f"Cargo with AMTs destroyed: {box['fraction']} of the maximum damage of all its "
            f"torpedoes, rounded up. Critical hits on {play['errevin_critical']['die']}; a 1 loses "
            f"containment in one cargo space: {crit['fraction']} of each torpedo, rounded up.",
            f"AMT modes: shield ({modes['shield']['vs_shields']} on shields, "
            f"{modes['shield']['vs_internals']} internals), internal (internals only), kinetic "
            f"(range-0 damage, +{modes['kinetic']['die_modifier']} to the die beyond range "
            f"{modes['kinetic']['when_range_over']}). Always true range. Ballistic AMTs and AMT "
            f"mines threaten {_size_words(detail, play['amt_mine']['threatens_size_class'])}."]
    if design.race == RUTAN:
        blossom = play["blossom"]
        notes.append("Rutan Engine Doubling (declared in Energy Allocation): movement cost halved, "
                     "weapons fire twice as often, up to four bolts. Blossom: once a turn, every "
                     "weapon once regardless of arc plus six hexes of movement; then no fire and no "
                     f"Engine Doubling until next turn, no bolt for {blossom['no_bolt_impulses']} impulses.")
    if "bubble-shield" in systems:
        notes.append("Bubble Shield: knocked down by ramming, by impact with a unit of "
                     f"{_size_words(detail, play['bubble_shield']['knocked_down_by_size_class'])}, "
                     "a planet, asteroid, black hole or star.")
    if "beam-cannon" in systems:
        bc = play["beam_cannon"]
        notes.append(f"Beam Cannon: discharge {bc['boxes_to_destroy']} boxes (at least "
                     f"{bc['min_boxes']}) to destroy every unit of size class S or smaller in the row "
                     f"ahead; at range {bc['max_range']} it works on {bc['range_10_success']}. Point "
                     f"defence: as a Phaser-1, damage x {bc['point_defense']['damage_multiplier']} "
                     f"rounded up, {bc['point_defense']['per_turn']} a turn.")
    return notes


def notes_block(design: SfbDesign, detail: SfbDetail, width: float, template) -> Block:
    head, note = template.font("head"), template.font("note")
    items: list[Item] = [label(0, head.size, "NOTES", head.size, head.font)]
    top = head.size + 3
    for text in rule_notes(design, detail):
        for line in wrap_text(text, width, note.size, note.font):
            top += note.size + 1
            items.append(label(0, top, line, note.size, note.font))
        top += 2
    return Block(width, top + 2, (Group(tuple(items), "notes"),))
