"""The window's campaign side, owned by the window as ``window.campaign``: a campaign file
opened (File > Open, ``hullwright open CAMPAIGN``) shows on the Campaign tab, and the ship
chosen there in Ship state mode: its record sheet with its marks, where a click on a box marks
that part (one undo step a mark), the header saying what is left of the ship. Repairs and
replenishment are the game's (``core/ship_state.py``); the campaign autosaves as a design does.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QInputDialog, QMenu, QTabWidget

from designer.app.autosave import Autosave, LiveSessions
from designer.app.campaign_document import CampaignDocument
from designer.app.campaign_tab import CampaignTab
from designer.app.dialogs import Dialogs
from designer.app.status_line import StatusLine
from designer.core.atomic import SaveError
from designer.core.campaign import LoadedCampaign, ShipReport, load_campaign, status_text
from designer.core.design_file import LoadedDesign
from designer.core.errors import LoadError
from designer.core.game import SheetEntry
from designer.core.line_refs import without_line_refs
from designer.core.memo import Memo
from designer.core.model import DesignBase
from designer.core.ship_state import STATUSES, ShipMarks, seeded_rolls
from designer.sheets.battle_pack import ship_sheet_pages
from designer.sheets.display import Page, Style
from designer.sheets.roster import battle_pack_template
from designer.sheets.state_hits import KINDS, Hit, hit_at, hit_map, with_mark
from designer.sheets.state_marks import mark_pages, mark_style

REFRESH_MS = 250  # the tables follow the marks after this pause
LOST_FIRST = ("lost", "damage", "spent")  # Shift-click: knock the system out, not its box


@dataclass(frozen=True)
class CampaignServices:
    """What the campaign side needs of the window."""

    dialogs: Dialogs
    status: StatusLine
    undo_group: QUndoGroup  # the window's undo: the campaign's stack while its tab is shown
    state_folder: Path  # where its autosave file is kept
    sessions: LiveSessions
    ask_open: Callable[[], Path | None]  # File > Open's dialog


class CampaignComponent:
    """The Campaign tab (added when a campaign is first opened) and Ship state mode."""

    def __init__(self, services: CampaignServices, tabs: QTabWidget):
        self.services, self.tabs, self.status = services, tabs, services.status
        self.tab = CampaignTab()
        self.document: CampaignDocument | None = None
        self.autosave = Autosave(services.state_folder, kind="campaign", live=services.sessions)
        self.ship_name: str | None = None  # the ship in Ship state mode
        self.pages: list[Page] = []
        self._hits: list[Hit] | None = None  # where its parts are, found once per ship shown
        self._clean: tuple[str, list[Page]] | None = None  # its title and clean sheet, marks go over it
        self._ink: Style | None = None  # the pen marks are drawn with
        # The shown ship's sheet blocks, where its game's sheet draws the marks itself: a mark
        # redraws only them, the rest of the page is the same objects (the preview sees it).
        self._sheet_memo = Memo()
        self._refresh_timer = QTimer(self.tab)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_MS)
        self._refresh_timer.timeout.connect(self.refresh)
        b = self.tab.buttons
        b["open"].clicked.connect(self.open_dialog)
        b["save"].clicked.connect(self.save)
        b["repair"].clicked.connect(lambda: self.repair_dialog("repairs"))
        b["replenish"].clicked.connect(lambda: self.repair_dialog("replenishment"))
        self.tab.ship_chosen.connect(self.show_ship)
        self.tab.ships.customContextMenuRequested.connect(self._ship_menu)
        self.tab.sheet.preview.canvas.clicked_at.connect(self.click)
        tabs.currentChanged.connect(lambda _index: self.undo_follows_tab())

    # --- opening and saving ----------------------------------------------------------------------
    def open_dialog(self) -> bool:
        path = self.services.ask_open()
        return self.open_path(path) if path else False

    def open_path(self, path: str | Path) -> bool:
        """Open a campaign file on the Campaign tab; an unreadable one says FILE:LINE:COL why."""
        if not self.confirm_discard():
            return False
        try:
            loaded = load_campaign(path, pipes=True)
        except LoadError as exc:
            self.status.report("Cannot open campaign", str(exc))
            return False
        return self.open_loaded(loaded)

    def open_loaded(self, loaded: LoadedCampaign) -> bool:
        return self._show(CampaignDocument(loaded), "Opened campaign")

    def _show(self, document: CampaignDocument, message: str) -> bool:
        if self.document is not None:  # the campaign replaced: its marks are no longer undone
            self.services.undo_group.removeStack(self.document.stack)
        self.document = document
        loaded = document.loaded
        self.document.stack.indexChanged.connect(lambda _i: self.changed())
        if self.tabs.indexOf(self.tab) < 0:
            self.tabs.addTab(self.tab, "Campaign")
        self.ship_name, self._hits, self._clean, self._sheet_memo = None, None, None, Memo()
        self.refresh()
        first = next(
            (
                s.ship.name
                for side in self.document.report().sides
                for f in side.fleets
                for s in f.ships
                if s.afloat
            ),
            None,
        )
        if first is not None:
            self.show_ship(first)
        self.tabs.setCurrentWidget(self.tab)
        self.undo_follows_tab()
        self.status.show(f"{message} {loaded.campaign.campaign}")
        return True

    def save(self) -> bool:
        if self.document is None:
            return False
        try:
            self.document.save()
        except SaveError as exc:
            self.status.report("Cannot save campaign", str(exc))
            return False
        self.autosave.clear()
        self.status.show(f"Saved {self.document.path}")
        return True

    def ships_using(self, path: Path, design: DesignBase) -> list[str]:
        """The open campaign's ships a save of ``design`` to ``path`` would refit."""
        return self.document.ships_using(path, design) if self.document is not None else []

    def design_saved(self, path: Path, loaded: LoadedDesign) -> None:
        """Every ship of design file ``path`` refitted to ``loaded``: the campaign evaluated
        again, marks the design no longer takes kept as findings on the tab (never dropped)."""
        if self.document is None:
            return
        self.document.use_design(path, loaded)
        self._hits, self._clean, self._sheet_memo = None, None, Memo()
        self.refresh()
        self.redraw()

    def confirm_discard(self) -> bool:
        doc = self.document
        if doc is None or not doc.dirty:
            return True
        answer = self.services.dialogs.ask_unsaved(f"campaign {doc.campaign.campaign}")
        return self.save() if answer == "save" else answer == "discard"

    def closed(self) -> None:
        self.autosave.clear()
        self.autosave.release()

    def offer_recovery(self) -> bool:
        """If an earlier session left an unsaved campaign, offer it; True when it was recovered
        (on the Campaign tab, modified). Declining discards it."""
        pending = self.autosave.pending()
        if not pending:
            return False
        newest = pending[0]
        where = f" ({newest.original})" if newest.original else ""
        if not self.services.dialogs.ask_recover([f"campaign {newest.name}{where}"]):
            newest.discard()
            return False
        try:
            document = CampaignDocument.recovered(newest.file, newest.original)
        except LoadError as exc:  # a fleet it names is gone: the autosave stays
            self.services.dialogs.show_error("Cannot recover campaign", str(exc))
            return False
        self._show(document, "Recovered unsaved campaign")
        newest.discard()
        self.autosave_now()  # this session owns it from now on
        return True

    def autosave_now(self) -> bool:
        """Write the unsaved campaign to its autosave file (its fleet files named from there)."""
        doc = self.document
        if doc is None or not doc.dirty:
            self.autosave.clear()
            return False
        text = doc.autosave_text(self.autosave.file.parent)
        return self.autosave.write_text(doc.campaign, text, doc.campaign.campaign, doc.path)

    def undo_follows_tab(self) -> None:
        """The campaign's marks are undone while its tab is shown (the Fleet component picks the
        design's or the fleet's stack first; this runs after it)."""
        if self.document is None or self.tabs.currentWidget() is not self.tab:
            return
        group = self.services.undo_group
        if self.document.stack not in group.stacks():
            group.addStack(self.document.stack)
        group.setActiveStack(self.document.stack)

    # --- Ship state mode -----------------------------------------------------------------------
    def changed(self) -> None:
        """A mark made or undone: the ship's sheet and header redrawn now, the tables (which
        evaluate every fleet again) once the player pauses, so a click redraws within a frame."""
        self.redraw()
        self._refresh_timer.start()

    def refresh(self) -> None:
        self._refresh_timer.stop()
        report = self.document.report()
        self.tab.show_report(report, report.where)

    def _ship(self) -> ShipReport:
        return self.document.ship(self.ship_name)

    def show_ship(self, name: str) -> None:
        """Ship state mode for the named ship."""
        self.ship_name, self._hits, self._clean, self._sheet_memo = name, None, None, Memo()
        self.redraw()

    def redraw(self) -> None:
        if self.document is None or self.ship_name is None:
            return
        ship = self._ship()
        marks = self.document.marks_of(self.ship_name)
        self.pages = self.sheet_pages(ship, marks)
        self.tab.sheet.preview.set_pages(self.pages)
        rules = self.document.rules
        left = rules.summary(ship.entry.loaded.design, ship.entry.evaluation, marks)
        self.tab.show_state(f"{ship.ship.name} ({ship.entry.design_name}), {status_text(ship.ship)}:", left)

    def sheet_pages(self, ship: ShipReport, marks: ShipMarks) -> list[Page]:
        """The ship's sheet with ``marks``, as its campaign pack prints it. Where the marks go
        over the sheet (every game but Full Thrust) the clean sheet is drawn once per ship shown
        and each mark only marks it over again: a click redraws within a frame."""
        design, evaluation = ship.entry.loaded.design, ship.entry.evaluation
        game, rules = self.document.loaded.game, self.document.rules
        if rules.draws_marks:
            # Marks even when clean, as the pack prints a campaign ship: the name line keeps its
            # status, so the first mark changes nothing but the marks.
            entry = SheetEntry(design, evaluation, ship.ship.name, marks, status_text(ship.ship))
            return ship_sheet_pages(game, entry, memo=self._sheet_memo)
        title = f"{ship.ship.name} ({status_text(ship.ship)})"
        if self._clean is None or self._clean[0] != title:  # drawn again when its status changes
            self._clean = (title, ship_sheet_pages(game, SheetEntry(design, evaluation, title)))
        if self._ink is None:
            self._ink = mark_style(battle_pack_template())  # read from its template file once
        return mark_pages(self._clean[1], rules.parts(design, evaluation), marks, self._ink)

    def hits(self) -> list[Hit]:
        if self._hits is None:
            ship = self._ship()
            rules = self.document.rules
            design, evaluation = ship.entry.loaded.design, ship.entry.evaluation
            clean = self.sheet_pages(ship, ShipMarks())
            draw = (lambda m: self.sheet_pages(ship, m)) if rules.draws_marks else None
            self._hits = hit_map(clean, rules.parts(design, evaluation), draw)
        return self._hits

    def click(self, page: int, x: float, y: float, knock_out: bool = False) -> bool:
        """A click on the ship's sheet at (x, y) points of ``page``: one more mark on the part
        under it (its next box slashed, its next mount crossed), one undo step. Where one box
        is two parts' (a system's tic in its section), a click marks damage and a Shift-click
        (``knock_out``, the press's own Shift) knocks the system out."""
        if self.document is None or self.ship_name is None:
            return False
        ship = self._ship()
        parts = self.document.rules.parts(ship.entry.loaded.design, ship.entry.evaluation)
        now = self.document.marks_of(self.ship_name)
        full = {
            h.part
            for h in self.hits()
            if getattr(parts[h.part], h.kind) is not None
            and getattr(now, h.kind).get(h.part, 0) >= getattr(parts[h.part], h.kind)
        }
        hit = hit_at(self.hits(), page, x, y, LOST_FIRST if knock_out else KINDS, full)
        if hit is None:
            return False
        part = parts[hit.part]
        marks = with_mark(now, part, hit.kind)
        if marks is None:
            self.status.show(f"{part.label}: every box is marked already")
            return False
        verb = {"damage": "Mark", "lost": "Knock out", "spent": "Spend"}[hit.kind]
        self.document.mark(self.ship_name, marks, f"{verb} {part.label} of {self.ship_name}")
        return True

    def set_status(self, status: str) -> bool:
        """The shown ship's status (one undo step); the tables follow at once."""
        if self.document is None or self.ship_name is None or status not in STATUSES:
            return False
        self.document.set_status(self.ship_name, status)
        self.refresh()
        return True

    def _ship_menu(self, point) -> None:
        """The ship tree's menu: repair, replenish, and the ship's status."""
        if self.tab.current_ship() is None:
            return
        menu = QMenu(self.tab.ships)
        menu.addAction("Repair…", lambda: self.repair_dialog("repairs"))
        menu.addAction("Replenish…", lambda: self.repair_dialog("replenishment"))
        status = menu.addMenu("Status")
        for name in STATUSES:
            status.addAction(name, lambda name=name: self.set_status(name))
        menu.exec(self.tab.ships.viewport().mapToGlobal(point))

    # --- repairs and replenishment ---------------------------------------------------------------
    def repair(
        self,
        kind: str,
        rolls: Sequence[int] = (),
        systems: Sequence[str] = (),
        seed: int | None = None,
        large_facility: bool = True,
    ) -> bool:
        """Repair (``repairs``) or replenish the ship shown, by the game's rules; the player's
        rolls, or ``seed`` for rolls the program makes (the seed written to the log)."""
        if self.document is None or self.ship_name is None:
            return False
        ship, rules = self._ship(), self.document.rules
        design, evaluation = ship.entry.loaded.design, ship.entry.evaluation
        marks = self.document.marks_of(self.ship_name)
        if seed is not None:
            rolls = seeded_rolls(seed, rules.dice(len(systems)))
        side = next(
            s.side.name
            for s in self.document.report().sides
            for f in s.fleets
            if any(x.ship.name == self.ship_name for x in f.ships)
        )
        try:
            done = (
                rules.repair(design, evaluation, marks, list(rolls), list(systems))
                if kind == "repairs"
                else rules.replenish(design, evaluation, marks, large_facility)
            )
        except ValueError as exc:
            self.status.report("Cannot repair", without_line_refs(str(exc)))
            return False
        self.document.repair(ship, done, kind, side, seed)
        self.refresh()
        self.status.show(self.document.campaign.log[-1].text)
        return True

    def repair_dialog(self, kind: str) -> bool:
        if self.document is None or self.ship_name is None:
            return False
        parent = self.tab
        if kind != "repairs":
            return self.repair(kind)
        text, ok = QInputDialog.getText(parent, "Repair", "Systems to try (part ids, comma-separated):")
        if not ok:
            return False
        systems = [s.strip() for s in text.split(",") if s.strip()]
        dice = self.document.rules.dice(len(systems))
        if not dice:
            return self.repair(kind, systems=systems)
        rolls, ok = QInputDialog.getText(
            parent, "Repair", f"Your {dice} D6 rolls (blank: the program rolls):"
        )
        if not ok:
            return False
        if not rolls.strip():
            return self.repair(kind, systems=systems, seed=secrets.randbelow(10**9))
        try:
            numbers = [int(r) for r in rolls.replace(",", " ").split()]
        except ValueError:
            self.status.report("Cannot repair", f"{rolls!r}: enter the rolls as numbers 1 to 6")
            return False
        return self.repair(kind, numbers, systems)
