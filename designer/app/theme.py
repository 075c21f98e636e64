"""Every colour the window draws, derived from its palette: light or dark, the system's choice.

Widgets never write a colour of their own: they ask :func:`theme_for` (the palette of the widget
they paint) and get colours that read on that background, the status greens and reds included.
The record sheet stays paper-white in both: it is the page that will be printed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

PAPER = QColor("#ffffff")  # the sheet in the preview is always printed paper
CHANGED_ON_PAPER = QColor("#e65100")  # parts outlined on a sheet (compare): on paper in either theme


@dataclass(frozen=True)
class Theme:
    dark: bool
    text: QColor
    caption: QColor  # small captions above figures: quieter than text, still readable
    ok: QColor  # legal, within budget
    bad: QColor  # errors, over budget
    warn: QColor
    error_row: tuple[QColor, QColor]  # (background, text) of a table row with an error
    warning_row: tuple[QColor, QColor]
    bar_track: QColor
    bar_border: QColor
    wheel_on: QColor
    wheel_off: QColor
    wheel_off_text: QColor
    wheel_hover: QColor
    wheel_forbidden: QColor
    hull_fill: QColor
    hull_line: QColor
    desk: QColor  # around the pages in the preview

    def css(self, color: QColor) -> str:
        return color.name()


LIGHT = Theme(
    dark=False,
    text=QColor("#1f2328"),
    caption=QColor("#555555"),
    ok=QColor("#276b2b"),
    bad=QColor("#c62828"),
    warn=QColor("#8a5300"),
    error_row=(QColor("#fde2e2"), QColor("#8e1c1c")),
    warning_row=(QColor("#fff3d6"), QColor("#6d4200")),
    bar_track=QColor("#eeeeee"),
    bar_border=QColor("#999999"),
    wheel_on=QColor("#1e6fd9"),
    wheel_off=QColor("#e4e9f0"),
    wheel_off_text=QColor("#30445c"),
    wheel_hover=QColor("#cfdcf0"),
    wheel_forbidden=QColor("#c9c9c9"),
    hull_fill=QColor("#f5f7fa"),
    hull_line=QColor("#37474f"),
    desk=QColor("#6b7280"),
)

DARK = Theme(
    dark=True,
    text=QColor("#e6e6e6"),
    caption=QColor("#b0b6bf"),
    ok=QColor("#66bb6a"),
    bad=QColor("#ff6b6b"),
    warn=QColor("#ffb74d"),
    error_row=(QColor("#5a1d1d"), QColor("#ffdede")),
    warning_row=(QColor("#4d3a12"), QColor("#ffe9bf")),
    bar_track=QColor("#2b2f36"),
    bar_border=QColor("#6b7280"),
    wheel_on=QColor("#3d8bfd"),
    wheel_off=QColor("#3a404a"),
    wheel_off_text=QColor("#d6dde8"),
    wheel_hover=QColor("#4a5566"),
    wheel_forbidden=QColor("#55595f"),
    hull_fill=QColor("#2b2f36"),
    hull_line=QColor("#c5ccd6"),
    desk=QColor("#1b1e23"),
)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def theme_for(widget: QWidget | None = None) -> Theme:
    """The theme for the palette ``widget`` paints with (the application's without one)."""
    palette = widget.palette() if widget is not None else QApplication.palette()
    return DARK if is_dark(palette) else LIGHT


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style (used when the system asks for dark and Qt's own
    platform style does not supply one, and by the tests)."""
    p = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    for r, c in (
        (role.Window, "#23262b"),
        (role.WindowText, "#e6e6e6"),
        (role.Base, "#1b1e23"),
        (role.AlternateBase, "#262a30"),
        (role.Text, "#e6e6e6"),
        (role.Button, "#2d3138"),
        (role.ButtonText, "#e6e6e6"),
        (role.Highlight, "#3d6db5"),
        (role.HighlightedText, "#ffffff"),
        (role.ToolTipBase, "#2d3138"),
        (role.ToolTipText, "#e6e6e6"),
        (role.PlaceholderText, "#8b929c"),
        (role.Link, "#7ab4ff"),
        (role.BrightText, "#ff6b6b"),
        (role.Mid, "#3a404a"),
        (role.Dark, "#15171b"),
        (role.Light, "#3a404a"),
        (role.Mid, "#30343b"),
    ):
        p.setColor(r, QColor(c))
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(group.Disabled, r, QColor("#7a8089"))
    return p


def follow_system_scheme(app: QApplication) -> None:
    """Light or dark as the system says, now and when it changes (Qt 6.5+ reports it)."""

    def apply(scheme) -> None:
        if scheme == Qt.ColorScheme.Dark and not is_dark(app.palette()):
            app.setStyle("Fusion")
            app.setPalette(dark_palette())

    hints = QGuiApplication.styleHints()
    if hasattr(hints, "colorScheme"):
        apply(hints.colorScheme())
        hints.colorSchemeChanged.connect(apply)


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21; body text wants at least 4.5)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
