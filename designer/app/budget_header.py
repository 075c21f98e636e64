"""The always-visible header: a bar per budget the evaluation reports (its ``meters``: systems
MASS against the allowance, power against output, craft against hangar room), the figures the
game's editor names, and legality. Nothing here knows a game's words: labels and units come
from the meters and the :class:`StatSpec` list.
"""

from __future__ import annotations


from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from designer.core.editor import StatSpec
from designer.core.evaluation import Evaluation, Meter
from designer.core.line_refs import without_line_refs
from designer.core.numbers import format_number, format_points
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

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(22, 22)

    def paintEvent(self, _event) -> None:  # Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = theme_for(self)
        p.setPen(theme.text)
        p.setBrush(theme.ok if self.legal else theme.bad)
        p.drawEllipse(QRectF(2, 2, 18, 18))


BAR_STEPS = 1000  # a bar shows used/limit in thousandths: any magnitude fits a Qt int


class MeterBar(QWidget):
    """One budget: its label and figures on one line, a thin bar of used against limit under
    them (compact: a Star Blazers carrier shows twelve)."""

    def __init__(self, meter: Meter, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(f"meter:{meter.key}")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        line = QHBoxLayout()
        line.setSpacing(6)
        self.caption = QLabel(meter.label, self)
        self.caption.setStyleSheet(f"color: {theme_for(self).caption.name()}; font-size: 11px;")
        self.caption.setToolTip(without_line_refs(meter.help))
        self.text = QLabel(self)
        self.text.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        bold = QFont(self.text.font())
        bold.setBold(True)  # as the style sheet shows the figures
        metrics = QFontMetrics(bold)
        sample = f"8888.8 / 8888.8 {meter.unit}".strip()  # room for the figures this meter shows
        self.text.setFixedSize(metrics.horizontalAdvance(sample) + 4, metrics.height() + 2)
        line.addWidget(self.caption)
        line.addStretch(1)
        line.addWidget(self.text)
        box.addLayout(line)
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(9)
        self.bar.setRange(0, BAR_STEPS)
        box.addWidget(self.bar)
        self.meter: Meter | None = None
        self._over: bool | None = None

    def show_meter(self, meter: Meter) -> None:
        if meter == self.meter:
            return
        self.meter = meter
        self.bar.setValue(round(min(max(meter.share(), 0.0), 1.0) * BAR_STEPS))
        limit = "" if meter.limit is None else f" / {format_number(meter.limit)}"
        unit = f" {meter.unit}" if meter.unit else ""
        text = f"{format_number(meter.used)}{limit}{unit}"
        if text != self.text.text():  # set again, Qt posts a tooltip change event every edit
            self.text.setText(text)
            self.text.setToolTip(text)
        if meter.over != self._over:  # style sheets re-polish: only when the state flips
            self._over = meter.over
            t = theme_for(self)
            self.bar.setStyleSheet(
                f"QProgressBar {{ border: 1px solid {t.bar_border.name()}; border-radius: 3px; "
                f"background: {t.bar_track.name()}; }}"
                f"QProgressBar::chunk {{ background: {(t.bad if meter.over else t.ok).name()}; }}"
            )
            self.text.setStyleSheet(f"font-weight: 600; color: {(t.bad if meter.over else t.text).name()};")


HEADER_WIDTH = 1300  # its rows pack to this: a 1366 px screen less the window's margins and frame
FIGURE_WIDEST = 240  # a longer figure (a class's name) is cut with "…" and shown whole in its tooltip


class BudgetHeader(QFrame):
    """Shows one evaluation; ``show_evaluation`` is the only way in.

    Its cells (a bar per meter, then the figures) pack into rows no wider than
    :data:`HEADER_WIDTH`, legality at the end of the first: meters stay together, and so do the
    figures, each group wrapping onto rows of its own when it does not fit beside the other. A
    Star Blazers carrier's twelve load meters then take three rows instead of a 4,000 px window."""

    def __init__(self, stats: tuple[StatSpec, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.stats = stats
        self.setObjectName("BudgetHeader")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        self.rows = QVBoxLayout()
        self.rows.setSpacing(6)
        outer.addLayout(self.rows)
        self.meters: dict[str, MeterBar] = {}
        self.values: dict[str, QLabel] = {}
        self._texts: dict[str, str] = {}  # each figure in full (a label may show it cut)
        # each figure's rule without seed lines, worked out once (a regex pass per edit otherwise)
        self._rules = {stat.key: without_line_refs(stat.help) for stat in stats}
        self._figures: list[QWidget] = []
        for stat in stats:
            self._figures.append(self._figure_cell(stat))
        self.status = self._status_cell()
        self._shown_meters: list[str] = []
        self._styled: dict[str, bool] = {}
        self._pack()

    def _figure_cell(self, stat: StatSpec) -> QWidget:
        cell = QWidget(self)
        box = QVBoxLayout(cell)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        caption = QLabel(stat.label, cell)
        caption.setStyleSheet(f"color: {theme_for(self).caption.name()}; font-size: 11px;")
        value = QLabel("-", cell)
        value.setObjectName(f"stat:{stat.key}")
        value.setStyleSheet("font-size: 17px; font-weight: 600;")
        value.setToolTip(self._rules[stat.key])  # the book's section, no seed lines
        # A fixed width: a new figure then repaints the label without relaying the window.
        metrics = QFontMetrics(_styled_font(value, 17))
        value.setFixedSize(
            max(metrics.horizontalAdvance("0" * 6), caption.sizeHint().width()), metrics.height() + 4
        )
        box.addWidget(caption)
        box.addWidget(value)
        self.values[stat.key] = value
        return cell

    def _status_cell(self) -> QWidget:
        """The house rules in force (if any), the lamp and its words."""
        cell = QWidget(self)
        row = QHBoxLayout(cell)
        row.setContentsMargins(0, 0, 0, 0)
        # "House rules: NAME vN" while a profile is in force: the figures are not the book's.
        self.house_rules = QLabel(cell)
        self.house_rules.setObjectName("HouseRules")
        self.house_rules.setStyleSheet(f"color: {theme_for(self).warn.name()}; font-weight: 600;")
        self.house_rules.hide()
        row.addWidget(self.house_rules, 0, Qt.AlignmentFlag.AlignVCenter)
        self.lamp = LegalityLamp(cell)
        self.lamp_text = QLabel(cell)
        self.lamp_text.setStyleSheet("font-size: 15px; font-weight: 600;")
        lamp_metrics = QFontMetrics(_styled_font(self.lamp_text, 15))
        self.lamp_text.setFixedSize(
            lamp_metrics.horizontalAdvance("NOT LEGAL (99 errors)") + 12, lamp_metrics.height() + 6
        )
        row.addWidget(self.lamp, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.lamp_text, 0, Qt.AlignmentFlag.AlignVCenter)
        return cell

    def _pack(self) -> None:
        """Lay the cells out in rows again (only when a meter comes or goes or a figure widens)."""
        spacing = 14
        rows: list[list[QWidget]] = [[]]
        room = HEADER_WIDTH - self.status.sizeHint().width() - spacing  # the first row's
        for group in ([self.meters[k] for k in self._shown_meters], self._figures):
            widths = [cell.sizeHint().width() + spacing for cell in group]
            if rows[-1] and sum(widths) > room:
                rows.append([])
                room = HEADER_WIDTH
            for cell, width in zip(group, widths):
                if rows[-1] and width > room:
                    rows.append([])
                    room = HEADER_WIDTH
                rows[-1].append(cell)
                room -= width
        while self.rows.count():
            old = self.rows.takeAt(0).layout()
            while old.count():
                old.takeAt(0)
            old.deleteLater()
        for n, cells in enumerate(rows):
            line = QHBoxLayout()
            line.setSpacing(spacing)
            for cell in cells:
                line.addWidget(cell, 1 if isinstance(cell, MeterBar) else 0)
            line.addStretch(1 if cells and not isinstance(cells[-1], MeterBar) else 0)
            if n == 0:
                line.addWidget(self.status, 0, Qt.AlignmentFlag.AlignVCenter)
            self.rows.addLayout(line)

    def show_evaluation(self, evaluation: Evaluation, book_points: float | None = None) -> None:
        """Show ``evaluation``; ``book_points``, the points the design says its book states, are
        shown beside the computed ones where they differ ("328 (book 333)")."""
        for meter in evaluation.meters:
            bar = self.meters.get(meter.key)
            if bar is None:
                bar = self.meters[meter.key] = MeterBar(meter, self)
            bar.show_meter(meter)
        keys = [meter.key for meter in evaluation.meters]
        repack = keys != self._shown_meters  # another design of the game may have other budgets
        if repack:
            for key, bar in self.meters.items():
                bar.setVisible(key in keys)
            self._shown_meters = keys
        for stat in self.stats:
            text = stat.display(evaluation.stats)
            if stat.key == "points" and book_points is not None and book_points != evaluation.points:
                text += f" (book {format_points(book_points)})"
            repack |= self._figure(stat.key, text)
        if repack:
            self._pack()
        errors = len(evaluation.errors)
        warnings = sum(f.severity == "warning" for f in evaluation.findings)
        self.lamp.set_legal(evaluation.legal)
        if evaluation.legal:
            text = "Legal" + (f" ({warnings} warning{'s' if warnings != 1 else ''})" if warnings else "")
        else:
            text = f"NOT LEGAL ({errors} error{'s' if errors != 1 else ''})"
        if text != self.lamp_text.text():
            self.lamp_text.setText(text)
        self._restyle("lamp", evaluation.legal, lambda: self._style_lamp(evaluation.legal))

    def _style_lamp(self, legal: bool) -> None:
        """The lamp's words in the theme's colour (the theme asked only when the state flips:
        reading the widget's palette is not free, and an edit seldom flips it)."""
        theme = theme_for(self)
        self.lamp_text.setStyleSheet(
            f"font-size: 15px; font-weight: 600; color: {(theme.ok if legal else theme.bad).name()};"
        )

    def show_house_rules(self, profile) -> None:
        """Name the house-rule profile in force (a ``core.context.Profile``; None: the book's)."""
        text = house_rules_text(profile)
        if text != self.house_rules.text():
            self.house_rules.setText(text)
            self.house_rules.setToolTip(profile.source if profile is not None else "")
            self.house_rules.setVisible(bool(text))

    def _figure(self, key: str, text: str) -> bool:
        """Show a figure in its fixed-width label, widening it (one relayout) only if it must,
        up to :data:`FIGURE_WIDEST` (past it the label cuts the text and its tooltip has it
        whole). True if the label widened."""
        if self._texts.get(key) == text:
            return False
        self._texts[key] = text
        label = self.values[key]
        metrics = QFontMetrics(_styled_font(label, 17))
        need = metrics.horizontalAdvance(text) + 6
        width = label.width()
        wider = need > width and width < FIGURE_WIDEST
        if wider:
            # Cut to the width set, not label.width(): a hidden label is resized only later.
            width = min(need, FIGURE_WIDEST)
            label.setFixedWidth(width)
        # elidedText measures in fractions of a pixel and may cut a text that fits by whole ones
        shown = text if need <= width else metrics.elidedText(text, Qt.TextElideMode.ElideRight, width - 6)
        label.setText(shown)
        rule = self._rules[key]
        tip = rule if shown == text else f"{text}\n{rule}".strip()
        if label.toolTip() != tip:  # set again, Qt posts a tooltip change event every edit
            label.setToolTip(tip)
        return wider

    def _restyle(self, key: str, state: bool, apply) -> None:
        """Style sheets re-polish a widget: set them only when the state they show flips."""
        if self._styled.get(key) != state:
            self._styled[key] = state
            apply()

    def stat_text(self, key: str) -> str:
        """A figure in full, as shown (or, if its label cuts it, as its tooltip shows it)."""
        return self._texts.get(key, self.values[key].text())

    def meter_text(self, key: str) -> str:
        return self.meters[key].text.text()
