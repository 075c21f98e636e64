"""Custom pane kinds: named views an :class:`~designer.core.editor.EditorSpec` may ask for
(``ListSpec.pane``, ``SectionSpec.pane``), resolved here, falling back to the plain ones.

A list's custom view is shown above its table and follows the same rows (the table stays: it
edits them); a section's custom view replaces its form. Kinds are game-neutral words ("box-grid"),
never a game's name: a game asks for a kind, the window knows how to draw it or falls back.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QScrollArea, QWidget

from designer.core.design_path import get_at
from designer.core.editor import ListSpec
from designer.core.evaluation import Evaluation

ListView = Callable[[ListSpec, QWidget], "RowsView"]


SHOWN_LINES = 8  # a list's picture shows at least this many of its rows; more scroll


class RowsView(QWidget):
    """A picture of a list's rows; ``row_clicked(index)`` selects one in the table."""

    row_clicked = Signal(int)

    def shown_height(self) -> int:
        """The height it is given at least (its scroll area shows the rest)."""
        return self.minimumHeight()

    def show_rows(self, design: Any, evaluation: Evaluation | None) -> bool:
        """Show the design's rows; True if they changed (and with them the height it asks)."""
        raise NotImplementedError


class BoxGrid(RowsView):
    """Each row as its label and a line of boxes, one per unit of its ``count`` (an SSD's box
    groups): what the player will mark on paper, at a glance.

    A tab stop: Up and Down (Home, End, Page Up, Page Down) move a focus frame from line to
    line, Space or Enter selects that line's row in the table, as a click does."""

    BOX, GAP, LINE = 11.0, 2.0, 18.0
    PAGE = 10  # lines a Page Up or Page Down moves

    def __init__(self, spec: ListSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName(f"box-grid:{spec.path}")
        self.rows: list[tuple[str, int]] = []
        self._entries: list[Any] = []  # the entries ``rows`` were made from
        self.focused = 0  # the line the keyboard is on
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(f"{spec.title}: boxes")
        self.setAccessibleDescription("Up and Down move between lines; Space selects the line's row")
        self.setMinimumHeight(60)

    def show_rows(self, design: Any, evaluation: Evaluation | None) -> bool:
        # Entries are immutable: an entry shown last time keeps its line (an edit of a ship
        # field keeps them all), so only a touched entry's label is made again.
        entries = list(get_at(design, self.spec.path))
        was = dict(zip(map(id, self._entries), self.rows))
        rows = [was.get(id(r)) or (self.spec.row_label(r), int(getattr(r, "count", 1) or 1)) for r in entries]
        self._entries = entries  # held, so their ids cannot be another entry's
        if rows != self.rows:
            self.rows = rows
            self.setMinimumHeight(int(self.LINE * max(len(rows), 1) + 8))
            self.focused = min(self.focused, max(len(rows) - 1, 0))
            self.update()
            return True
        return False

    def shown_height(self) -> int:
        return int(self.LINE * min(max(len(self.rows), 1), SHOWN_LINES) + 8)

    def paintEvent(self, _event) -> None:  # Qt's name
        p = QPainter(self)
        p.setPen(QPen(self.palette().color(self.foregroundRole()), 1))
        label_w = 150.0
        per_line = max(1, int((self.width() - label_w - 8) // (self.BOX + self.GAP)))
        for n, (label, count) in enumerate(self.rows):
            y = 4 + n * self.LINE
            p.drawText(QRectF(4, y, label_w - 8, self.LINE), Qt.AlignmentFlag.AlignVCenter, label)
            for i in range(min(count, per_line)):
                p.drawRect(QRectF(label_w + i * (self.BOX + self.GAP), y + 3, self.BOX, self.BOX))
            if count > per_line:
                p.drawText(
                    QRectF(self.width() - 40, y, 36, self.LINE),
                    Qt.AlignmentFlag.AlignRight,
                    f"+{count - per_line}",
                )
        if self.hasFocus() and self.rows:
            # The keyboard's line: a frame in the palette's text colour over a highlight halo.
            frame = QRectF(2, 4 + self.focused * self.LINE, self.width() - 4, self.LINE).adjusted(0, 0, 0, -1)
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 3))
            p.drawRect(frame)
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.WindowText), 1, Qt.PenStyle.DashLine))
            p.drawRect(frame)
        p.setPen(QColor(0, 0, 0, 0))

    def mousePressEvent(self, event) -> None:
        index = int((event.position().y() - 4) // self.LINE)
        if 0 <= index < len(self.rows):
            self.focused = index
            self.update()
            self.row_clicked.emit(index)

    def move_focus(self, line: int) -> int:
        """Put the keyboard's frame on ``line`` (kept within the rows) and scroll it into view."""
        if self.rows:
            self.focused = max(0, min(line, len(self.rows) - 1))
            scroll = self.parentWidget().parentWidget() if self.parentWidget() else None
            if isinstance(scroll, QScrollArea):  # the grid sits in a scroll area's viewport
                scroll.ensureVisible(0, int(4 + (self.focused + 0.5) * self.LINE), 0, int(self.LINE))
            self.update()
        return self.focused

    def keyPressEvent(self, event) -> None:  # Qt's name
        key, k = event.key(), Qt.Key
        moves = {
            k.Key_Up: self.focused - 1,
            k.Key_Down: self.focused + 1,
            k.Key_Home: 0,
            k.Key_End: len(self.rows) - 1,
            k.Key_PageUp: self.focused - self.PAGE,
            k.Key_PageDown: self.focused + self.PAGE,
        }
        if key in moves:
            self.move_focus(moves[key])
        elif key in (k.Key_Space, k.Key_Return, k.Key_Enter, k.Key_Select) and self.rows:
            self.row_clicked.emit(self.focused)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)


LIST_VIEWS: dict[str, ListView] = {"box-grid": BoxGrid}


def list_view(spec: ListSpec, parent: QWidget) -> RowsView | None:
    """The custom view of a list's pane kind, or None: the table alone (the fallback)."""
    make = LIST_VIEWS.get(spec.pane)
    return make(spec, parent) if make else None
