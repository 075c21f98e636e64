"""The facing wheel: a ship outline (bow up) ringed by its sectors (fire arcs, shield facings).

From the keyboard the wheel is a tab stop: the arrow keys move a focus ring from sector to
sector (clockwise with Right and Down), Space or Enter does what a click on it does.

In "toggle" mode a click adds or drops a sector (a weapon's arcs); sectors the rules forbid for
the selected row are drawn hatched, with the reason as the tooltip, and clicking one is refused
with that reason. In "values" mode every sector shows its number (six shields) and a click picks
the sector whose value the spin box under the wheel edits. Named presets set a whole arc set at
once. The rules come from the game's :class:`FacingSpec`, so the same widget draws four Full
Thrust arcs, six BSCS arcs, or the twelve SFB arc designators.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QComboBox, QSpinBox, QToolTip, QVBoxLayout, QWidget

from designer.app.theme import theme_for
from designer.core.facing import FacingClick, FacingSpec


class FacingWheel(QWidget):
    """``chosen(value)`` with the new value (the arc keys, or the list of numbers),
    ``refused(reason)`` when the rules say no."""

    chosen = Signal(object)
    refused = Signal(str)
    message_changed = Signal(str)  # the hint or the last refusal, for a label beside the wheel

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("FacingWheel")
        self.setMouseTracking(True)
        self.setMinimumSize(170, 170)
        self.spec: FacingSpec | None = None
        self.design: Any = None
        self.row: Any = None
        self.message = ""
        self.selected = ""  # "values" mode: the sector the spin box edits
        self.focused = ""  # the sector the keyboard is on (drawn ringed while the wheel has focus)
        self._hover = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Facing wheel")
        self.setAccessibleDescription("Arrow keys move between sectors; Space toggles or picks one")

    def sizeHint(self) -> QSize:
        return QSize(220, 220)

    def show_row(self, spec: FacingSpec | None, design: Any, row: Any) -> None:
        same_row = (
            spec is self.spec and row is not None and self.row is not None and type(row) is type(self.row)
        )
        before = self._drawn()
        self.spec, self.design, self.row = spec, design, row
        if not same_row:
            self._say("")
        self.setEnabled(spec is not None and row is not None)
        if self._drawn() != before:  # an edit elsewhere in the design must not repaint the wheel
            self.update()

    def _drawn(self) -> tuple:
        """What the wheel shows: the arcs, which are set and which are forbidden (and why)."""
        return (self.spec, self.row is None, self.current(), tuple(sorted(self.forbidden().items())))

    def _say(self, message: str) -> None:
        self.message = message
        self.message_changed.emit(self.hint())

    def hint(self) -> str:
        """The refusal, the sector the keyboard is on, or what clicking does."""
        if self.message:
            return f"Refused: {self.message}"
        if self.spec and self.row is not None and self.hasFocus() and self.focused:
            arc = next(a for a in self.spec.facings if a.key == self.focused)
            reason = self.forbidden().get(arc.key)
            action = "Space to edit its value" if self.spec.mode == "values" else "Space to toggle"
            return f"{arc.label}: {reason}" if reason else f"{arc.label}: {action}"
        if self.spec and self.row is not None:
            if self.spec.mode == "values":
                return "Click a facing to edit its value below."
            return "Click an arc to toggle it; hatched arcs are forbidden by the rules (hover for why)."
        return ""

    def clear_message(self) -> None:
        """Forget the last refusal (another row was selected, or the edit went through)."""
        if self.message:
            self._say("")

    # --- state ---------------------------------------------------------------------------------
    def current(self) -> tuple[str, ...]:
        return self.spec.current(self.row) if self.spec and self.row is not None else ()

    def forbidden(self) -> dict[str, str]:
        if not self.spec or self.row is None:
            return {}
        return dict(self.spec.forbidden_for(self.design, self.row))

    def value_of(self, key: str) -> Any:
        """ "values" mode: the number of sector ``key``."""
        keys = [f.key for f in self.spec.facings]
        values = self.current()
        return values[keys.index(key)] if key in keys and keys.index(key) < len(values) else 0

    def click(self, key: str) -> FacingClick:
        """Click sector ``key`` as the player would; returns what the rules made of it."""
        if not self.spec or self.row is None:
            return FacingClick(None, "nothing with arcs is selected")
        if self.spec.mode == "values":
            self.selected = key
            self.update()
            return FacingClick((key,))
        return self._result(self.spec.click(self.design, self.row, key))

    def choose(self, keys: tuple[str, ...]) -> FacingClick:
        """Set a whole arc set (a preset) as the player would."""
        if not self.spec or self.row is None:
            return FacingClick(None, "nothing with arcs is selected")
        return self._result(self.spec.choose(self.design, self.row, tuple(keys)))

    def _result(self, result: FacingClick) -> FacingClick:
        if result.keys is None:
            self._say(result.refused)
            self.update()
            self.refused.emit(result.refused)
        else:
            self._say("")
            self.chosen.emit(list(result.keys))
        return result

    # --- geometry ------------------------------------------------------------------------------
    def _geometry(self) -> tuple[QPointF, float, float]:
        side = min(self.width(), self.height())
        centre = QPointF(self.width() / 2, self.height() / 2)
        outer = side / 2 - 8
        return centre, outer, outer * 0.52

    def arc_at(self, pos: QPointF) -> str:
        if not self.spec:
            return ""
        centre, outer, inner = self._geometry()
        dx, dy = pos.x() - centre.x(), pos.y() - centre.y()
        distance = math.hypot(dx, dy)
        if not inner * 0.6 <= distance <= outer + 4:
            return ""
        bearing = math.degrees(math.atan2(dx, -dy)) % 360  # clockwise from the bow
        for arc in self.spec.facings:
            if abs((bearing - arc.angle + 180) % 360 - 180) <= arc.span / 2:
                return arc.key
        return ""

    # --- keyboard --------------------------------------------------------------------------------
    STEPS = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}
    PRESS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select)

    def _keys_clockwise(self) -> list[str]:
        return [a.key for a in sorted(self.spec.facings, key=lambda a: a.angle % 360)] if self.spec else []

    def move_focus(self, step: int) -> str:
        """Move the keyboard's ring ``step`` sectors clockwise (negative: anticlockwise)."""
        keys = self._keys_clockwise()
        if keys:
            at = keys.index(self.focused) if self.focused in keys else (-1 if step > 0 else 0)
            self.focused = keys[(at + step) % len(keys)]
            self.message_changed.emit(self.hint())
            self.update()
        return self.focused

    def keyPressEvent(self, event) -> None:  # Qt's name
        key = event.key()
        if key in self.STEPS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.move_focus(self.STEPS[key])
        elif key in self.PRESS and self.focused:
            self.click(self.focused)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        keys = self._keys_clockwise()
        if self.focused not in keys:
            self.focused = self.selected if self.selected in keys else (keys[0] if keys else "")
        self.message_changed.emit(self.hint())
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.message_changed.emit(self.hint())
        self.update()
        super().focusOutEvent(event)

    # --- events --------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        key = self.arc_at(event.position())
        if key and event.button() == Qt.MouseButton.LeftButton:
            self.click(key)

    def mouseMoveEvent(self, event) -> None:
        key = self.arc_at(event.position())
        if key != self._hover:
            self._hover = key
            self.update()
            reason = self.forbidden().get(key, "")
            label = next((a.label for a in self.spec.facings if a.key == key), "") if self.spec else ""
            action = "click to edit" if self.spec and self.spec.mode == "values" else "click to toggle"
            if key:
                QToolTip.showText(
                    event.globalPosition().toPoint(),
                    f"{label}: {reason}" if reason else f"{label}: {action}",
                    self,
                )
            else:
                QToolTip.hideText()

    def leaveEvent(self, _event) -> None:
        self._hover = ""
        self.update()

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre, outer, inner = self._geometry()
        values = self.spec is not None and self.spec.mode == "values"
        have = set() if values else set(self.current())
        forbidden = self.forbidden()
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        p.setFont(font)
        t = theme_for(self)
        for arc in self.spec.facings if self.spec else ():
            path = self._sector(centre, outer, inner, arc.angle, arc.span)
            if arc.key in forbidden:
                p.setPen(QPen(t.caption, 1))
                p.setBrush(QBrush(t.wheel_forbidden))
                p.drawPath(path)
                p.setBrush(QBrush(t.caption, Qt.BrushStyle.BDiagPattern))
                p.drawPath(path)
                text = t.caption
            else:
                on = arc.key in have or (values and arc.key == self.selected)
                fill = t.wheel_on if on else t.wheel_off
                if arc.key == self._hover:
                    fill = fill.lighter(115) if on else t.wheel_hover
                p.setPen(QPen(self.palette().color(self.backgroundRole()), 2))
                p.setBrush(QBrush(fill))
                p.drawPath(path)
                text = QColor("#ffffff") if on else t.wheel_off_text
            mid = math.radians(arc.angle)
            r = (outer + inner) / 2
            spot = QPointF(centre.x() + r * math.sin(mid), centre.y() - r * math.cos(mid))
            p.setPen(text)
            shown = f"{arc.key}\n{self.value_of(arc.key)}" if values and self.row is not None else arc.key
            p.drawText(QRectF(spot.x() - 24, spot.y() - 16, 48, 32), Qt.AlignmentFlag.AlignCenter, shown)
        self._focus_ring(p, centre, outer, inner)
        if self.spec is None:
            p.setPen(QPen(t.caption, 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(centre, outer, outer)
        self._ship(p, centre, inner * 0.8, t)

    def _focus_ring(self, p: QPainter, centre: QPointF, outer: float, inner: float) -> None:
        """The keyboard's sector, ringed in the palette's text colour on a band of the window's
        own colour: it reads on any sector fill, in light and dark alike."""
        arc = next((a for a in self.spec.facings if a.key == self.focused), None) if self.spec else None
        if arc is None or not self.hasFocus():
            return
        path = self._sector(centre, outer + 2, inner - 2, arc.angle, arc.span + 2)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(self.palette().color(QPalette.ColorRole.Window), 6))
        p.drawPath(path)
        p.setPen(QPen(self.palette().color(QPalette.ColorRole.WindowText), 2.5))
        p.drawPath(path)

    @staticmethod
    def _sector(centre: QPointF, outer: float, inner: float, angle: float, span: float) -> QPainterPath:
        gap = 2.0
        start = 90 - (angle + span / 2) + gap / 2  # Qt: degrees counter-clockwise from 3 o'clock
        sweep = span - gap
        path = QPainterPath()
        path.arcMoveTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start)
        path.arcTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start, sweep)
        path.arcTo(
            QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner), start + sweep, -sweep
        )
        path.closeSubpath()
        return path

    @staticmethod
    def _ship(p: QPainter, c: QPointF, size: float, t) -> None:
        """A plain hull outline, bow up, so the arcs read as fore/aft/port/starboard."""
        w, h = size * 0.42, size
        hull = QPainterPath()
        hull.moveTo(c.x(), c.y() - h)
        hull.cubicTo(
            c.x() + w * 0.9, c.y() - h * 0.45, c.x() + w, c.y() + h * 0.2, c.x() + w * 0.8, c.y() + h * 0.85
        )
        hull.lineTo(c.x() - w * 0.8, c.y() + h * 0.85)
        hull.cubicTo(c.x() - w, c.y() + h * 0.2, c.x() - w * 0.9, c.y() - h * 0.45, c.x(), c.y() - h)
        p.setPen(QPen(t.hull_line, 1.6))
        p.setBrush(t.hull_fill)
        p.drawPath(hull)
        p.setPen(QPen(t.caption, 1))
        p.drawLine(QPointF(c.x(), c.y() - h * 0.7), QPointF(c.x(), c.y() + h * 0.6))


class FacingEditor(QWidget):
    """The wheel with what goes under it: a preset picker when the spec names presets, and in
    "values" mode the spin box of the picked sector. ``chosen(value)`` and ``refused(reason)``
    as the wheel's."""

    chosen = Signal(object)
    refused = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.wheel = FacingWheel(self)
        self.presets = QComboBox(self)
        self.presets.setToolTip("Set a whole arc set at once")
        self.value = QSpinBox(self)
        self.value.setObjectName("FacingValue")
        layout.addWidget(self.wheel, 1)
        layout.addWidget(self.presets)
        layout.addWidget(self.value)
        self.wheel.chosen.connect(self.chosen.emit)
        self.wheel.refused.connect(self.refused.emit)
        self.presets.activated.connect(self._preset)
        self.value.valueChanged.connect(self._value)
        self.wheel.installEventFilter(self)
        self._spec: FacingSpec | None = None

    def show_row(self, spec: FacingSpec | None, design: Any, row: Any) -> None:
        self.wheel.show_row(spec, design, row)
        if spec is not self._spec:
            self._spec = spec
            self.presets.blockSignals(True)
            self.presets.clear()
            if spec is not None and spec.presets:
                self.presets.addItem("Presets…", None)
                for label, keys in spec.presets:
                    self.presets.addItem(label, keys)
            self.presets.blockSignals(False)
        self.presets.setVisible(spec is not None and bool(spec.presets) and spec.mode == "toggle")
        values = spec is not None and spec.mode == "values" and row is not None
        self.value.setVisible(values)
        if values:
            if not self.wheel.selected:
                self.wheel.selected = spec.facings[0].key
            # Each only when it differs: a new prefix or range is a new size hint, and a new size
            # hint relays out (and repaints) the whole window on every edit.
            self.value.blockSignals(True)
            low, high = int(spec.value_range[0]), int(spec.value_range[1])
            if (self.value.minimum(), self.value.maximum()) != (low, high):
                self.value.setRange(low, high)
            value = int(self.wheel.value_of(self.wheel.selected))
            if self.value.value() != value:
                self.value.setValue(value)
            prefix = f"{self.wheel.selected}: "
            if self.value.prefix() != prefix:
                self.value.setPrefix(prefix)
            self.value.blockSignals(False)

    def _preset(self, index: int) -> None:
        keys = self.presets.itemData(index)
        self.presets.setCurrentIndex(0)
        if keys:
            self.wheel.choose(tuple(keys))

    def _value(self, value: int) -> None:
        spec = self._spec
        if spec is None or self.wheel.row is None:
            return
        keys = [f.key for f in spec.facings]
        values = list(self.wheel.current())
        values += [0] * (len(keys) - len(values))
        values[keys.index(self.wheel.selected)] = value
        self.chosen.emit(values)

    def eventFilter(self, watched, event) -> bool:  # Qt's name
        # A sector picked by mouse or key: the spin box under the wheel edits it now.
        if (
            watched is self.wheel
            and event.type() in (event.Type.MouseButtonRelease, event.Type.KeyRelease)
            and self._spec
            and self._spec.mode == "values"
        ):
            self.show_row(self._spec, self.wheel.design, self.wheel.row)
        return False
