"""A campaign open in the window: the file read, the campaign as the player changed it, where
it stands (``core/campaign.py``'s report) and its undo stack, one step per mark.

A mark changes one ship's marks only: the ship's design and evaluation stay those read with the
campaign, so a mark re-draws one sheet, never re-evaluates the fleets; the report is made again
when the Campaign tab asks (its tables, its findings).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtGui import QUndoCommand, QUndoStack

from designer.core.campaign import (
    rebased,
    Campaign,
    CampaignReport,
    LoadedCampaign,
    ShipReport,
    apply_repair,
    evaluate_campaign,
    load_campaign,
    log_refits,
    rules_of,
    save_campaign,
    with_ship,
    write_campaign,
)
from designer.core.design_file import LoadedDesign
from designer.core.errors import LoadError
from designer.core.model import DesignBase
from designer.core.saving import readable_text
from designer.core.ship_state import Repair, ShipMarks, ShipStateRules


class CampaignDocument:
    def __init__(self, loaded: LoadedCampaign, text: str | None = "read"):
        self.loaded = loaded
        self.path: Path = loaded.path
        # The file as read: its layout is kept on save.
        self.text = readable_text(loaded.path) if text == "read" else text
        self.campaign: Campaign = loaded.campaign
        self.stack = QUndoStack()
        self._report: CampaignReport | None = None

    @property
    def rules(self) -> ShipStateRules:
        return rules_of(self.loaded.game)

    @property
    def dirty(self) -> bool:
        return not self.stack.isClean()

    def report(self) -> CampaignReport:
        if self._report is None or self._report.campaign is not self.campaign:
            self._report = evaluate_campaign(replace(self.loaded, campaign=self.campaign))
        return self._report

    def ship(self, name: str) -> ShipReport:
        """The named ship's report, its ``ship`` as the campaign has it now. Its design and
        evaluation do not change with marks: they come from the last report made."""
        report = self._report or self.report()
        found = next(s for side in report.sides for f in side.fleets for s in f.ships if s.ship.name == name)
        now = next(s for side in self.campaign.sides for f in side.fleets for s in f.ships if s.name == name)
        return found if found.ship is now else replace(found, ship=now)

    def marks_of(self, name: str) -> ShipMarks:
        return next(
            s.marks() for side in self.campaign.sides for f in side.fleets for s in f.ships if s.name == name
        )

    def set(self, campaign: Campaign) -> None:
        self.campaign = campaign

    def mark(self, name: str, marks: ShipMarks, text: str) -> None:
        """One undo step: ``name``'s marks become ``marks``."""
        before = self.campaign
        after = with_ship(before, name, {"damage": marks.damage, "lost": marks.lost, "spent": marks.spent})
        self.stack.push(_Change(self, before, after, text))

    def set_status(self, name: str, status: str) -> None:
        """One undo step: ``name``'s status (ready, damaged, in-repair, destroyed, lost)."""
        before = self.campaign
        self.stack.push(
            _Change(self, before, with_ship(before, name, {"status": status}), f"{name}: {status}")
        )

    def repair(self, ship: ShipReport, repair: Repair, kind: str, side: str, seed: int | None) -> None:
        """One undo step: a repair or replenishment and its log entry (``core/campaign.py``)."""
        after = apply_repair(self.campaign, ship.ship, repair, kind, side, seed)
        self.stack.push(_Change(self, self.campaign, after, f"{kind.capitalize()} {ship.ship.name}"))

    def ships_using(self, path: Path, design: DesignBase) -> list[str]:
        """The ships whose fleet entries use design file ``path`` and whose design is not
        ``design`` (saving it would refit them)."""
        target = path.resolve()
        return [
            s.ship.name
            for side in self.report().sides
            for f in side.fleets
            for s in f.ships
            if s.entry.loaded.path is not None
            and s.entry.loaded.path.resolve() == target
            and s.entry.loaded.design != design
        ]

    def use_design(self, path: Path, loaded: LoadedDesign) -> None:
        """Design file ``path`` was saved as ``loaded``: every fleet entry of it uses it now and
        the campaign is evaluated again; marks it no longer takes stay, as findings. The ships
        refitted to it are logged (one undo step), as the command line's ``--refit`` logs."""
        names = self.ships_using(path, loaded.design)
        fleets = tuple(tuple(f.with_design(path, loaded) for f in side) for side in self.loaded.fleets)
        self.loaded = replace(self.loaded, fleets=fleets)
        self._report = None
        if names:
            before = self.campaign
            after = log_refits(self.report(), names, before)
            self.stack.push(_Change(self, before, after, f"Refit {', '.join(names)} to {loaded.design.name}"))

    def save(self, path: Path | None = None) -> None:
        """Write the campaign (atomically, its layout kept) to ``path`` or its own file."""
        target = Path(path) if path is not None else self.path
        if self.text is None:  # recovered, its file gone: written tidy, named from its folder
            save_campaign(rebased(self.campaign, self.path.resolve().parent, target.resolve().parent), target)
        else:
            save_campaign(self.campaign, target, based_on=self.path)
        self.text, self.path = readable_text(target), target
        self.loaded = replace(self.loaded, path=target)
        self.stack.setClean()

    @classmethod
    def recovered(cls, file: Path, original: Path | None) -> CampaignDocument:
        """The campaign autosaved in ``file``, as the file it belonged to (``original``; none:
        its autosave's place), modified: its fleet files named from the original's folder."""
        loaded = load_campaign(file)
        if original is None:
            doc = cls(loaded)
        else:
            old, new = file.resolve().parent, Path(original).resolve().parent
            campaign = rebased(loaded.campaign, old, new)
            doc = cls(replace(loaded, campaign=campaign, path=Path(original)), text=_text_of(original))
        doc.stack.resetClean()  # unsaved until the player saves it
        return doc

    def autosave_text(self, folder: Path) -> str:
        """The campaign as a file in ``folder`` (the autosave's): its fleet files named from there."""
        return write_campaign(rebased(self.campaign, self.path.resolve().parent, folder.resolve()), None)


def _text_of(path: Path) -> str | None:
    try:
        return readable_text(path)
    except LoadError:  # the original is gone: the recovered campaign is written tidy
        return None


class _Change(QUndoCommand):
    def __init__(self, doc: CampaignDocument, before: Campaign, after: Campaign, text: str):
        super().__init__(text)
        self.doc, self.before, self.after = doc, before, after

    def redo(self) -> None:
        self.doc.set(self.after)

    def undo(self) -> None:
        self.doc.set(self.before)
