"""The damage track: rows of open boxes and the threshold points between them (001 L274-302)."""

from __future__ import annotations

from designer.games.full_thrust.catalog import Catalog, ClassName

# Kill numbers at the 1st, 2nd and 3rd threshold check (001 L276-278).
THRESHOLD_ROLLS = ("6", "5-6", "4-6")


def damage_track(box_class: ClassName, damage_points: int, cat: Catalog) -> tuple[int, ...]:
    """Open boxes per row, top to bottom, for a ``box_class`` (escort, cruiser, capital) box.

    DP divided by the rows; where it does not divide, "the UPPER lines should have fewer boxes
    left open, with the surplus being put on the lower lines" (001 L300): a Destroyer's 7 DP in
    the escort box is (3, 4). Every row is used (L302), so a 1-DP Courier gets (0, 1).
    """
    rows = cat.classes[box_class].damage_rows
    damage_points = max(0, damage_points)
    base, surplus = divmod(damage_points, rows)
    return (base,) * (rows - surplus) + (base + 1,) * surplus


def thresholds(rows: tuple[int, ...]) -> tuple[int, ...]:
    """Accumulated damage at each threshold check: the end of every row but the last (L274).

    An empty top row (a 1-DP Courier) would put a check at 0 damage, before any hit, so a check
    at 0 is left out; the last row's end is destruction, not a check (L238)."""
    out, total = [], 0
    for length in rows[:-1]:
        total += length
        if total > 0:
            out.append(total)
    return tuple(out)
