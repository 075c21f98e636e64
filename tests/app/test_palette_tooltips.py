"""The palette caps its measure columns (a cost can be a formula), so each entry's tooltip gives
every measure in full beside its summary and the rulebook section (never seed lines)."""

from __future__ import annotations

from designer.app.palette_view import KEY_ROLE, PaletteView
from designer.games.bscs import GAME


def tooltip(view: PaletteView, key: str) -> str:
    items = [view.tree.topLevelItem(i) for i in range(view.tree.topLevelItemCount())]
    children = [group.child(n) for group in items for n in range(group.childCount())]
    [item] = [i for i in items + children if i.data(0, KEY_ROLE) == key]
    tips = {item.toolTip(c) for c in range(view.tree.columnCount())}
    assert len(tips) == 1  # the same tooltip on every column
    return tips.pop()


def test_the_tooltip_has_each_measure_in_full(qtbot):
    spec = GAME.editor()
    view = PaletteView(spec.palette, spec.palette_measures, spec.palette_noun)
    qtbot.addWidget(view)
    labels = dict(spec.palette_measures)
    missile = next(e for e in spec.palette if e.id == "missile")
    tip = tooltip(view, "missile").splitlines()
    assert tip[0] == missile.label
    for key, label in labels.items():
        assert (
            f"{label}: {missile.measures[key]}" in tip
        )  # "Size: D/100 + sensors/10", "Points: D/10 + range/10 + sensors"
    assert missile.source == "002 L227-243" and tip[-1] == missile.summary  # no seed lines shown
