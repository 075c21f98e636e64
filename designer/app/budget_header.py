"""The always-visible header: systems MASS used against the limit, the game's figures, legality.

Which stats are "used", "limit" and shown comes from the game's :class:`BudgetSpec`, so every
game maps its own figures (MASS, space, boxes) without the window knowing their names.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from designer.core.editor import BudgetSpec
from designer.core.evaluation import Evaluation

# The bar shows used / max(limit, used) in fixed steps: QProgressBar counts in 32-bit ints, and a
# design may use far more than that (10,000 beams of damage 100,000, say).
BAR_STEPS = 1000
OK = "#2e9e4f"
BAD = "#c62828"
WARN = "#d08b00"


def _styled_font(label: QLabel, pixels: int) -> QFont:
    """The bold font the style sheet gives a figure, for sizing it before it is shown."""
    font = QFont(label.font())
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


def bar_fraction(used: float, limit: float) -> float:
    """How full the bar is, 0 to 1: used against the limit, or all of it when over."""
    top = max(used, limit)
    if not math.isfinite(used) or not math.isfinite(top):
        return 1.0 if used > 0 else 0.0
    return min(max(used / top, 0.0), 1.0) if top > 0 else 0.0


class LegalityLamp(QWidget):
    """A round lamp: green when legal, red with the error count when not."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.legal = True
        self.setFixedSize(22, 22)

    def set_legal(self, legal: bool) -> None:
        if legal != self.legal:
            self.legal = legal
            self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(22, 22)

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#333333"))
        p.setBrush(QColor(OK if self.legal else BAD))
        p.drawEllipse(QRectF(2, 2, 18, 18))


class BudgetHeader(QFrame):
    """Shows one evaluation; ``show_evaluation`` is the only way in."""

    def __init__(self, spec: BudgetSpec | None, mass_label: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("BudgetHeader")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(18)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, BAR_STEPS)
        self.bar.setTextVisible(False)
        self.bar.setMinimumWidth(220)
        self.bar.setFixedHeight(14)
        self.bar_text = QLabel(self)
        self.bar_text.setFixedSize(self.bar_text.fontMetrics().horizontalAdvance("8888.8 / 8888.8") + 12,
                                   self.bar_text.fontMetrics().height() + 6)
        bar_box = QVBoxLayout()
        bar_box.setSpacing(2)
        caption = QLabel(spec.label if spec else f"Systems {mass_label}", self)
        caption.setStyleSheet("color: #555; font-size: 11px;")
        bar_box.addWidget(caption)
        line = QHBoxLayout()
        line.addWidget(self.bar, 1)
        line.addWidget(self.bar_text)
        bar_box.addLayout(line)
        row.addLayout(bar_box, 2)
        self.values: dict[str, QLabel] = {}
        for stat in spec.stats if spec else ():
            box = QVBoxLayout()
            box.setSpacing(2)
            caption = QLabel(stat.label, self)
            caption.setStyleSheet("color: #555; font-size: 11px;")
            value = QLabel("-", self)
            value.setObjectName(f"stat:{stat.key}")
            value.setStyleSheet("font-size: 17px; font-weight: 600;")
            value.setToolTip(stat.help)
            # A fixed width: a new figure then repaints the label without relaying the window.
            metrics = QFontMetrics(_styled_font(value, 17))
            value.setFixedSize(max(metrics.horizontalAdvance("0" * 6), caption.sizeHint().width()),
                               metrics.height() + 4)
            box.addWidget(caption)
            box.addWidget(value)
            row.addLayout(box)
            self.values[stat.key] = value
        row.addStretch(1)
        self.lamp = LegalityLamp(self)
        self.lamp_text = QLabel(self)
        self.lamp_text.setStyleSheet("font-size: 15px; font-weight: 600;")
        lamp_metrics = QFontMetrics(_styled_font(self.lamp_text, 15))
        self.lamp_text.setFixedSize(lamp_metrics.horizontalAdvance("NOT LEGAL (99 errors)") + 12,
                                    lamp_metrics.height() + 6)
        row.addWidget(self.lamp, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.lamp_text, 0, Qt.AlignmentFlag.AlignVCenter)
        self.used = 0.0
        self.limit = 0.0
        self._styled: dict[str, bool] = {}

    def show_evaluation(self, evaluation: Evaluation) -> None:
        stats = evaluation.stats
        if self.spec:
            self.used = float(stats.get(self.spec.used, 0) or 0)
            self.limit = float(stats.get(self.spec.limit, 0) or 0)
            over = self.used > self.limit
            self.bar.setValue(round(BAR_STEPS * bar_fraction(self.used, self.limit)))
            self._restyle("bar", over, lambda: (
                self.bar.setStyleSheet(
                    f"QProgressBar {{ border: 1px solid #999; border-radius: 3px; background: #eee; }}"
                    f"QProgressBar::chunk {{ background: {BAD if over else OK}; }}"),
                self.bar_text.setStyleSheet(f"font-weight: 600; color: {BAD if over else '#222'};")))
            self.bar_text.setText(f"{self.used:g} / {self.limit:g}")
            for stat in self.spec.stats:
                self._figure(self.values[stat.key], stat.display(stats))
        errors = len(evaluation.errors)
        warnings = sum(f.severity == "warning" for f in evaluation.findings)
        self.lamp.set_legal(evaluation.legal)
        if evaluation.legal:
            text = "Legal" + (f" ({warnings} warning{'s' if warnings != 1 else ''})" if warnings else "")
        else:
            text = f"NOT LEGAL ({errors} error{'s' if errors != 1 else ''})"
        self.lamp_text.setText(text)
        self._restyle("lamp", evaluation.legal, lambda: self.lamp_text.setStyleSheet(
            f"font-size: 15px; font-weight: 600; color: {OK if evaluation.legal else BAD};"))

    @staticmethod
    def _figure(label: QLabel, text: str) -> None:
        """Show a figure in its fixed-width label, widening it (one relayout) only if it must."""
        if label.text() == text:
            return
        need = QFontMetrics(_styled_font(label, 17)).horizontalAdvance(text) + 6
        if need > label.width():
            label.setFixedWidth(need)
        label.setText(text)

    def _restyle(self, key: str, state: bool, apply) -> None:
        """Style sheets re-polish a widget: set them only when the state they show flips."""
        if self._styled.get(key) != state:
            self._styled[key] = state
            apply()

    def stat_text(self, key: str) -> str:
        return self.values[key].text()
