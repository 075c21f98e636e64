"""What a hangar carries and what a shell hold holds, in words for the sheet: a line of the ship
data each, and a note under the hangar's, hold's or missiles' row on the diagram, since a hit
there does more than cost a tic (craft lost with their hangar; antimatter shells "explode" and
explosive ones go off on a 1, 002 L217, L222-225; missiles the same, their damage to the
carrier, L235-237)."""

from __future__ import annotations

from collections import Counter

from designer.core.memo import Memo
from designer.core.numbers import format_number
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import cannon_damage, missile_damage
from designer.games.bscs.design import BscsDesign
from designer.games.bscs.rules.detail import BscsDetail
from designer.games.bscs.rules.placement import system_label
from designer.games.bscs.sheet.diagram import RowNote
from designer.games.bscs.rules.shells import HAZARD, NOT_STOWED, StowedShells

# On the diagram: a few words a hold row can hold (label column, 6 pt).
SHORT_HAZARD = {
    "antimatter": "AM shells: explode if hit",
    "explosive": "HE shells: 1 on d6 explodes",
    "nuclear": "nuclear shells: inert",
    "none": "plain shells: inert",
}


def _hangar_craft(design: BscsDesign, detail: BscsDetail) -> dict[int, str]:
    """Hangar entry index -> what it carries: a craft design's name, or the stated size."""
    named = {c.index: c for c in detail.carried}
    out = {}
    for i, s in enumerate(design.systems):
        if s.type != "hangar":
            continue
        c = named.get(i)
        if c is not None and c.design is not None:
            kind = f" ({c.design.ship_class})" if c.design.ship_class else ""
            out[i] = f"{c.count} × {c.design.name}{kind}"
        elif c is not None:
            out[i] = f"{c.count} × ? ({c.ref})"
        elif s.craft:
            out[i] = f"{s.count * s.craft} craft of size {format_number(s.craft_size)}"
        else:
            out[i] = "no craft"
    return out


def craft_in_hangars(design: BscsDesign, detail: BscsDetail, groups_follow: bool) -> str:
    """Each hangar and its craft (L658-662); their group sheets follow the ship's pages."""
    craft = _hangar_craft(design, detail)
    if not craft:
        return ""
    # Hangars alike are one item: a station of twenty hangars reads as one line, not twenty.
    alike = Counter(f"{system_label(design.systems[i])}: {what}" for i, what in craft.items())
    text = "; ".join(line if n == 1 else f"{n} entries {line} each" for line, n in alike.items())
    held = [c.design for c in detail.carried if c.design is not None]
    if groups_follow and held:  # craft as group sheets, ships as record sheets of their own
        ships = any(isinstance(d, BscsDesign) for d in held)
        craft = any(not isinstance(d, BscsDesign) for d in held)
        text += f" ({' and '.join(w for w, on in (('group', craft), ('record', ships)) if on)} sheets follow)"
    return text


def _shell_kind(cannon, catalog: BscsCatalog) -> str:
    """``plain (5 damage)``, ``1 kt nuclear``."""
    if cannon.warhead == "none":
        return f"plain ({format_number(cannon_damage(cannon, catalog))} damage)"
    unit = {"explosive": " damage HE", "nuclear": " kt nuclear", "antimatter": " Mt antimatter"}
    return f"{format_number(cannon.warhead_yield)}{unit[cannon.warhead]}"


NAMED_CANNON = 3  # shells for more cannon entries than this say how many, not which


def _shells(design: BscsDesign, stowed: list[StowedShells], catalog: BscsCatalog) -> str:
    """``6 × 1 kt nuclear for Mass driver (F)``: the shells of one hold entry, kind by kind."""
    kinds: dict[str, list[StowedShells]] = {}
    for s in stowed:
        kinds.setdefault(_shell_kind(design.systems[s.cannon], catalog), []).append(s)
    out = []
    for kind, of_kind in kinds.items():
        cannon = [design.systems[s.cannon] for s in of_kind]
        named = dict.fromkeys(f"{system_label(c)} ({'/'.join(c.arcs)})" for c in cannon)
        whose = ", ".join(named) if len(named) <= NAMED_CANNON else f"{len(named)} cannon entries"
        out.append(f"{sum(s.shells for s in of_kind)} × {kind} for {whose}")
    return ", ".join(out)


def _by_hold(detail: BscsDetail) -> dict[int, list[StowedShells]]:
    held: dict[int, list[StowedShells]] = {}
    for s in detail.shells:
        held.setdefault(s.hold, []).append(s)
    return held


def shells_in_holds(design: BscsDesign, detail: BscsDetail, catalog: BscsCatalog, memo: Memo) -> str:
    """Each shell hold, where its tics are, the shells in it and what a hit does (L216-225);
    a hold's shells worded once while the entries and what it holds stay (in ``memo``)."""
    parts = []
    for hold, stowed in _by_hold(detail).items():
        shells = memo.of(
            "bscs-shells-words",
            (*(design.systems[s.cannon] for s in stowed), catalog),  # the cannon it words
            lambda held=stowed: _shells(design, held, catalog),
            tuple(stowed),
        )
        hazards = "; ".join(dict.fromkeys(HAZARD[s.warhead] for s in stowed))
        if hold == NOT_STOWED:
            parts.append(f"no room in the shell holds for {shells}")
            continue
        where = ", ".join(detail.placement.rows_for(f"systems[{hold}]"))
        parts.append(f"{system_label(design.systems[hold])} ({where}): {shells}, {hazards}")
    return "; ".join(parts)


def missile_note(missile, catalog: BscsCatalog) -> RowNote:
    """What a hit on a missile does aboard (L235-237): an explosive one goes off on a 1 on 1d6
    and an antimatter one always, each doing its damage to this ship; a nuclear one is only
    destroyed. Red where it can go off, as a shell hold's note."""
    damage = format_number(missile_damage(missile, catalog))
    if missile.warhead == "explosive":
        return RowNote(f"hit: 1 on d6 explodes, {damage} damage here", "alert")
    if missile.warhead == "antimatter":
        return RowNote(f"hit: explodes, {damage} damage here", "alert")
    return RowNote("hit: destroyed, no blast")


def row_notes(design: BscsDesign, detail: BscsDetail) -> dict[str, RowNote]:
    """Path -> the note under its row on the diagram: a hangar's craft, a shell hold's shells,
    what a hit on a missile does."""
    notes = {f"systems[{i}]": RowNote(what) for i, what in _hangar_craft(design, detail).items()}
    notes |= {
        f"systems[{i}]": missile_note(s, detail.catalog)
        for i, s in enumerate(design.systems)
        if s.type == "missile"
    }
    held = _by_hold(detail)
    for i, s in enumerate(design.systems):
        if s.type == "hold" and s.contents == "shells":
            stowed = held.get(i, [])
            text = "; ".join(dict.fromkeys(SHORT_HAZARD[x.warhead] for x in stowed)) or "no shells"
            notes[f"systems[{i}]"] = RowNote(text, "alert" if any(x.explosive for x in stowed) else "quiet")
    return notes


__all__ = ["craft_in_hangars", "row_notes", "shells_in_holds"]
