"""A form shows again only the fields an edit may have changed (``FieldSpec.touched_by``): its
own path, or the design paths its range, lock or choices read (``FieldSpec.reads``). These tests
hold the other half of that rule: a field whose range depends on another part of the design
still gets its new range, and an undo still puts a value back."""

from __future__ import annotations

from designer.core.design_path import get_at
from designer.core.paths import CATALOGS

RUTAN = CATALOGS / "sfb" / "designs" / "rutan-light-cruiser.yaml"


def _control(window, path):
    forms = [window.panes.hull, *(pane.form for pane in window.panes.sections)]
    return next(form.controls[path] for form in forms if path in form.controls)


def _battery_index(design) -> int:
    return next(i for i, g in enumerate(design.boxes) if g.system == "battery")


def test_battery_draw_range_follows_the_battery_boxes(qtbot, make_window):
    """The battery draw's maximum is the batteries' capacity: a box group's count edited in the
    table (a path the field does not hold) still gives the spin box its new maximum."""
    window = make_window(RUTAN)
    draw = _control(window, "energy_plan.battery_draw")
    before = draw.widget.maximum()
    i = _battery_index(window.document.design)
    count = window.document.design.boxes[i].count
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.apply_edit(f"boxes[{i}].count", count + 2)
    capacity = window.document.evaluation().detail.power.battery_capacity
    assert draw.widget.maximum() == capacity > before
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.document.stack.undo()
    assert draw.widget.maximum() == before


def test_an_untouched_field_is_skipped_and_undo_puts_a_value_back(qtbot, make_window):
    window = make_window(RUTAN)
    size = _control(window, "data.size_class")
    draw = _control(window, "energy_plan.battery_draw")
    old = get_at(window.document.design, "data.size_class")
    calls: list = []
    show = draw.show
    draw.show = lambda *args: (calls.append(args), show(*args))
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        size.widget.setValue(old + 1)
    assert not calls  # the size class is none of what the battery draw reads
    assert window.document.design.data.size_class == old + 1
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.document.stack.undo()
    assert size.widget.value() == old


def test_a_field_without_reads_is_shown_on_every_edit(qtbot, make_window):
    """Full Thrust's MASS range (ships or installations) declares no reads: any edit shows it."""
    window = make_window()
    mass = _control(window, "hull.mass")
    calls: list = []
    show = mass.show
    mass.show = lambda *args: (calls.append(args), show(*args))
    thrust = _control(window, "thrust")
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        thrust.widget.setValue(thrust.widget.value() + 1)
    assert calls
