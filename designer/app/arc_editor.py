"""The arc editor: a ship outline (bow up) ringed by its fire arcs; click an arc to toggle it.

Arcs the rules forbid for the selected system are drawn hatched and disabled, with the reason
as the tooltip; clicking one is refused with that reason. The rules come from the game's
:class:`ArcSpec`, so the same widget draws four Full Thrust arcs or six BSCS arcs.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from designer.core.editor import ArcClick, ArcSpec

ON = QColor("#1e6fd9")
OFF = QColor("#e4e9f0")
FORBIDDEN = QColor("#c9c9c9")


class ArcEditor(QWidget):
    """``arcs_chosen(arcs)`` with the new set, ``refused(reason)`` when the rules say no."""

    arcs_chosen = Signal(tuple)
    refused = Signal(str)
    message_changed = Signal(str)  # the hint or the last refusal, for a label beside the wheel

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ArcEditor")
        self.setMouseTracking(True)
        self.setMinimumSize(170, 170)
        self.spec: ArcSpec | None = None
        self.design: Any = None
        self.row: Any = None
        self.message = ""
        self._hover = ""

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(220, 220)

    def show_row(self, spec: ArcSpec | None, design: Any, row: Any) -> None:
        same_row = spec is self.spec and row is not None and self.row is not None and \
            type(row) is type(self.row)
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
        """The refusal, or what clicking does."""
        if self.message:
            return f"Refused: {self.message}"
        if self.spec and self.row is not None:
            return "Click an arc to toggle it; hatched arcs are forbidden by the rules (hover for why)."
        return ""

    # --- state ---------------------------------------------------------------------------------
    def current(self) -> tuple[str, ...]:
        return self.spec.current(self.row) if self.spec and self.row is not None else ()

    def forbidden(self) -> dict[str, str]:
        if not self.spec or self.row is None:
            return {}
        return dict(self.spec.forbidden_for(self.design, self.row))

    def click_arc(self, key: str) -> ArcClick:
        """Click arc ``key`` as the player would; returns what the rules made of it."""
        if not self.spec or self.row is None:
            return ArcClick(None, "no system with arcs is selected")
        result = self.spec.click(self.design, self.row, key)
        if result.arcs is None:
            self._say(result.refused)
            self.update()
            self.refused.emit(result.refused)
        else:
            self._say("")
            self.arcs_chosen.emit(result.arcs)
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
        for arc in self.spec.arcs:
            if abs((bearing - arc.angle + 180) % 360 - 180) <= arc.span / 2:
                return arc.key
        return ""

    # --- events --------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802
        key = self.arc_at(event.position())
        if key and event.button() == Qt.MouseButton.LeftButton:
            self.click_arc(key)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        key = self.arc_at(event.position())
        if key != self._hover:
            self._hover = key
            self.update()
            reason = self.forbidden().get(key, "")
            label = next((a.label for a in self.spec.arcs if a.key == key), "") if self.spec else ""
            if key:
                QToolTip.showText(event.globalPosition().toPoint(),
                                  f"{label}: {reason}" if reason else f"{label}: click to toggle", self)
            else:
                QToolTip.hideText()

    def leaveEvent(self, _event) -> None:  # noqa: N802
        self._hover = ""
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre, outer, inner = self._geometry()
        have, forbidden = set(self.current()), self.forbidden()
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        p.setFont(font)
        for arc in self.spec.arcs if self.spec else ():
            path = self._sector(centre, outer, inner, arc.angle, arc.span)
            if arc.key in forbidden:
                p.setPen(QPen(QColor("#9e9e9e"), 1))
                p.setBrush(QBrush(FORBIDDEN))
                p.drawPath(path)
                p.setBrush(QBrush(QColor("#8a8a8a"), Qt.BrushStyle.BDiagPattern))
                p.drawPath(path)
                text = QColor("#777777")
            else:
                on = arc.key in have
                fill = ON if on else OFF
                if arc.key == self._hover:
                    fill = fill.lighter(115) if on else QColor("#cfdcf0")
                p.setPen(QPen(QColor("#ffffff"), 2))
                p.setBrush(QBrush(fill))
                p.drawPath(path)
                text = QColor("#ffffff") if on else QColor("#30445c")
            mid = math.radians(arc.angle)
            r = (outer + inner) / 2
            spot = QPointF(centre.x() + r * math.sin(mid), centre.y() - r * math.cos(mid))
            p.setPen(text)
            p.drawText(QRectF(spot.x() - 20, spot.y() - 10, 40, 20), Qt.AlignmentFlag.AlignCenter, arc.key)
        if self.spec is None:
            p.setPen(QPen(QColor("#c5ccd6"), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(centre, outer, outer)
        self._ship(p, centre, inner * 0.8)

    @staticmethod
    def _sector(centre: QPointF, outer: float, inner: float, angle: float, span: float) -> QPainterPath:
        gap = 2.0
        start = 90 - (angle + span / 2) + gap / 2  # Qt: degrees counter-clockwise from 3 o'clock
        sweep = span - gap
        path = QPainterPath()
        path.arcMoveTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start)
        path.arcTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start, sweep)
        path.arcTo(QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner), start + sweep, -sweep)
        path.closeSubpath()
        return path

    @staticmethod
    def _ship(p: QPainter, c: QPointF, size: float) -> None:
        """A plain hull outline, bow up, so the arcs read as fore/aft/port/starboard."""
        w, h = size * 0.42, size
        hull = QPainterPath()
        hull.moveTo(c.x(), c.y() - h)
        hull.cubicTo(c.x() + w * 0.9, c.y() - h * 0.45, c.x() + w, c.y() + h * 0.2, c.x() + w * 0.8, c.y() + h * 0.85)
        hull.lineTo(c.x() - w * 0.8, c.y() + h * 0.85)
        hull.cubicTo(c.x() - w, c.y() + h * 0.2, c.x() - w * 0.9, c.y() - h * 0.45, c.x(), c.y() - h)
        p.setPen(QPen(QColor("#37474f"), 1.6))
        p.setBrush(QColor("#f5f7fa"))
        p.drawPath(hull)
        p.setPen(QPen(QColor("#90a4ae"), 1))
        p.drawLine(QPointF(c.x(), c.y() - h * 0.7), QPointF(c.x(), c.y() + h * 0.6))
