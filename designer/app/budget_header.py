"""The always-visible header: a bar per budget the evaluation reports (its ``meters``: systems
MASS against the allowance, power against output, craft against hangar room), the figures the
game's editor names, and legality. Nothing here knows a game's words: labels and units come
from the meters and the :class:`StatSpec` list.
"""

from __future__ import annotations


from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from designer.core.editor import StatSpec
from designer.core.evaluation import Evaluation, Meter
from designer.core.line_refs import without_line_refs
from designer.core.numbers import format_number
from designer.app.house_rules import house_rules_text
from designer.app.theme import theme_for



def _styled_font(label: QLabel, pixels: int) -> QFont:
    """The bold font the style sheet gives a figure, for sizing it before it is shown."""
    font = QFont(label.font())
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


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
        theme = theme_for(self)
        p.setPen(theme.text)
        p.setBrush(theme.ok if self.legal else theme.bad)
        p.drawEllipse(QRectF(2, 2, 18, 18))


BAR_STEPS = 1000  # a bar shows used/limit in thousandths: any magnitude fits a Qt int


class MeterBar(QWidget):
    """One budget: its label, a bar of used against limit, and the figures as text."""

    def __init__(self, meter: Meter, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(f"meter:{meter.key}")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        self.caption = QLabel(meter.label, self)
        self.caption.setStyleSheet(f"color: {theme_for(self).caption.name()}; font-size: 11px;")
        self.caption.setToolTip(without_line_refs(meter.help))
        box.addWidget(self.caption)
        line = QHBoxLayout()
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(False)
        self.bar.setMinimumWidth(80)
        self.bar.setFixedHeight(14)
        self.bar.setRange(0, BAR_STEPS)
        self.text = QLabel(self)
        metrics = self.text.fontMetrics()
        sample = f"8888.8 / 8888.8 {meter.unit}".strip()  # room for the figures this meter shows
        self.text.setFixedSize(metrics.horizontalAdvance(sample) + 8,
                               metrics.height() + 6)
        line.addWidget(self.bar, 1)
        line.addWidget(self.text)
        box.addLayout(line)
        self.meter: Meter | None = None
        self._over: bool | None = None

    def show_meter(self, meter: Meter) -> None:
        if meter == self.meter:
            return
        self.meter = meter
        self.bar.setValue(round(min(max(meter.share(), 0.0), 1.0) * BAR_STEPS))
        limit = "" if meter.limit is None else f" / {format_number(meter.limit)}"
        unit = f" {meter.unit}" if meter.unit else ""
        self.text.setText(f"{format_number(meter.used)}{limit}{unit}")
        self.text.setToolTip(self.text.text())
        if meter.over != self._over:  # style sheets re-polish: only when the state flips
            self._over = meter.over
            t = theme_for(self)
            self.bar.setStyleSheet(
                f"QProgressBar {{ border: 1px solid {t.bar_border.name()}; border-radius: 3px; "
                f"background: {t.bar_track.name()}; }}"
                f"QProgressBar::chunk {{ background: {(t.bad if meter.over else t.ok).name()}; }}")
            self.text.setStyleSheet(f"font-weight: 600; color: {(t.bad if meter.over else t.text).name()};")


FIGURES_ON_ONE_ROW = 6  # more, and they take a second row


class BudgetHeader(QFrame):
    """Shows one evaluation; ``show_evaluation`` is the only way in."""

    def __init__(self, stats: tuple[StatSpec, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.stats = stats
        self.setObjectName("BudgetHeader")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(6)
        row = QHBoxLayout()
        row.setSpacing(18)
        outer.addLayout(row)
        self.meter_row = QHBoxLayout()
        self.meter_row.setSpacing(14)
        row.addLayout(self.meter_row, 2)
        # Many figures (a Star Blazers ship has nine beside four meters) go on a row of their
        # own, so the header never makes the window wider than a laptop screen.
        figures = QHBoxLayout()
        figures.setSpacing(18)
        if len(stats) > FIGURES_ON_ONE_ROW:
            outer.addLayout(figures)
            figures.addStretch(1)
        else:
            row.addLayout(figures)
        self.meters: dict[str, MeterBar] = {}
        self.values: dict[str, QLabel] = {}
        for stat in stats:
            box = QVBoxLayout()
            box.setSpacing(2)
            caption = QLabel(stat.label, self)
            caption.setStyleSheet(f"color: {theme_for(self).caption.name()}; font-size: 11px;")
            value = QLabel("-", self)
            value.setObjectName(f"stat:{stat.key}")
            value.setStyleSheet("font-size: 17px; font-weight: 600;")
            value.setToolTip(without_line_refs(stat.help))  # the book's section, no seed lines
            # A fixed width: a new figure then repaints the label without relaying the window.
            metrics = QFontMetrics(_styled_font(value, 17))
            value.setFixedSize(max(metrics.horizontalAdvance("0" * 6), caption.sizeHint().width()),
                               metrics.height() + 4)
            box.addWidget(caption)
            box.addWidget(value)
            figures.insertLayout(figures.count() - (len(stats) > FIGURES_ON_ONE_ROW), box)
            self.values[stat.key] = value
        row.addStretch(1)
        # "House rules: NAME vN" while a profile is in force: the figures are not the book's.
        self.house_rules = QLabel(self)
        self.house_rules.setObjectName("HouseRules")
        self.house_rules.setStyleSheet(f"color: {theme_for(self).warn.name()}; font-weight: 600;")
        self.house_rules.hide()
        row.addWidget(self.house_rules, 0, Qt.AlignmentFlag.AlignVCenter)
        self.lamp = LegalityLamp(self)
        self.lamp_text = QLabel(self)
        self.lamp_text.setStyleSheet("font-size: 15px; font-weight: 600;")
        lamp_metrics = QFontMetrics(_styled_font(self.lamp_text, 15))
        self.lamp_text.setFixedSize(lamp_metrics.horizontalAdvance("NOT LEGAL (99 errors)") + 12,
                                    lamp_metrics.height() + 6)
        row.addWidget(self.lamp, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.lamp_text, 0, Qt.AlignmentFlag.AlignVCenter)
        self._styled: dict[str, bool] = {}

    def show_evaluation(self, evaluation: Evaluation) -> None:
        for meter in evaluation.meters:
            bar = self.meters.get(meter.key)
            if bar is None:
                bar = self.meters[meter.key] = MeterBar(meter, self)
                self.meter_row.addWidget(bar, 1)
            bar.show_meter(meter)
        for stat in self.stats:
            self._figure(self.values[stat.key], stat.display(evaluation.stats))
        errors = len(evaluation.errors)
        warnings = sum(f.severity == "warning" for f in evaluation.findings)
        self.lamp.set_legal(evaluation.legal)
        if evaluation.legal:
            text = "Legal" + (f" ({warnings} warning{'s' if warnings != 1 else ''})" if warnings else "")
        else:
            text = f"NOT LEGAL ({errors} error{'s' if errors != 1 else ''})"
        if text != self.lamp_text.text():
            self.lamp_text.setText(text)
        theme = theme_for(self)
        self._restyle("lamp", evaluation.legal, lambda: self.lamp_text.setStyleSheet(
            f"font-size: 15px; font-weight: 600; color: {(theme.ok if evaluation.legal else theme.bad).name()};"))

    def show_house_rules(self, profile) -> None:
        """Name the house-rule profile in force (a ``core.context.Profile``; None: the book's)."""
        text = house_rules_text(profile)
        if text != self.house_rules.text():
            self.house_rules.setText(text)
            self.house_rules.setToolTip(profile.source if profile is not None else "")
            self.house_rules.setVisible(bool(text))

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

    def meter_text(self, key: str) -> str:
        return self.meters[key].text.text()
