"""An "SSD" stand-in game: box groups with arcs, six shield values, a power budget, a custom
pane kind for the boxes and one the window does not know (which falls back to its form)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import Field

from designer.core.capabilities import Sheets
from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, ListSpec, SectionSpec, StatSpec
from designer.core.evaluation import BreakdownRow, Evaluation, Finding, Meter
from designer.core.facing import Facing, FacingSpec
from designer.core.game import DesignKind, Game, GameData
from designer.core.model import DesignBase, Frozen
from designer.core.operations import add_row
from designer.sheets.display import Page, Rect, Style
from designer.sheets.template import game_template
from designer.sheets.text import label

DATA = Path(__file__).parent / "data" / "test-ssd"
ARCS = ("FA", "RA", "L", "R", "LF", "RF")
SYSTEMS = {"warp": (1, 0), "phaser": (0, 1), "torpedo": (0, 2), "hull": (0, 0)}  # power made, drawn
SHIELD_FACINGS = tuple(Facing(str(n + 1), f"Shield {n + 1}", 60.0 * n, 60.0) for n in range(6))


class BoxGroup(Frozen):
    system: Literal["warp", "phaser", "torpedo", "hull"]
    count: int = Field(default=1, ge=1, le=100)
    arcs: list[Literal["FA", "RA", "L", "R", "LF", "RF"]] = []


class Plan(Frozen):
    speed: int = Field(default=0, ge=0, le=31)


class SsdDesign(DesignBase):
    game: Literal["test-ssd"] = "test-ssd"
    shields: list[int] = Field(default_factory=lambda: [10] * 6, min_length=6, max_length=6)
    boxes: list[BoxGroup] = []
    plan: Plan = Plan()


@dataclass(frozen=True)
class SsdDetail:
    groups: tuple[tuple[str, int], ...]


class SsdGame(Game[SsdDesign, SsdDetail, None]):
    id = "test-ssd"
    title = "Test SSD"
    design_kinds = (DesignKind("ship", "Ship", SsdDesign),)

    def open_data(self) -> GameData[None]:
        """Its data folder (standard designs, the template); no catalog: its numbers are code."""
        return GameData(self.id, self.title, DATA, lambda: None)

    @property
    def template_path(self) -> Path:
        return DATA / "template.yaml"

    def empty_design(self, name, kind=None):
        return SsdDesign(name=name, boxes=[BoxGroup(system="warp", count=4)])

    def _evaluate(self, design, context):
        made = sum(SYSTEMS[g.system][0] * g.count for g in design.boxes)
        drawn = sum(SYSTEMS[g.system][1] * g.count for g in design.boxes) + design.plan.speed
        rows = tuple(
            BreakdownRow(
                f"{g.count} {g.system}",
                {"boxes": g.count, "power": SYSTEMS[g.system][0] * g.count},
                f"boxes[{i}]",
            )
            for i, g in enumerate(design.boxes)
        )
        findings = [
            Finding("SSD-ARC", "error", "a weapon needs an arc", f"boxes[{i}].arcs")
            for i, g in enumerate(design.boxes)
            if g.system in ("phaser", "torpedo") and not g.arcs
        ]
        if drawn > made:
            findings.append(Finding("SSD-POWER", "error", f"the plan draws {drawn} of {made} power", "plan"))
        points = sum(g.count for g in design.boxes)
        return Evaluation(
            {"points": points, "power": made},
            rows,
            tuple(findings),
            (Meter("power", "Energy plan", drawn, made, "power"),),
            detail=SsdDetail(tuple((g.system, g.count) for g in design.boxes)),
        )

    def editor(self, catalog=None):  # no catalog: the same editor under any house rules
        return self.data.held("editor", self._editor)

    def _editor(self) -> EditorSpec:
        count = FieldSpec("Boxes", "count", "int", minimum=1, maximum=100)
        arcs = FieldSpec("Arcs", "arcs", "multi", choices=tuple((a, a) for a in ARCS))
        palette = tuple(
            add_row(
                f"add:{s}",
                f"{s.title()} boxes",
                "boxes",
                lambda _d, s=s: BoxGroup(system=s, arcs=["FA"] if SYSTEMS[s][1] else []),
                measures={"boxes": "1"},
            )
            for s in SYSTEMS
        )
        return EditorSpec(
            fields=(
                FieldSpec("Name", "name", "text"),
                FieldSpec(
                    "Shields",
                    "shields",
                    "tuple",
                    minimum=0,
                    maximum=60,
                    item_labels=tuple(f.key for f in SHIELD_FACINGS),
                ),
            ),
            facings=(
                FacingSpec(
                    SHIELD_FACINGS, path="shields", mode="values", title="Shields", value_range=(0, 60)
                ),
            ),
            fields_title="Ship data",
            lists=(
                ListSpec(
                    "boxes",
                    "Box groups",
                    (ColumnSpec("Boxes", fields=(count,)), ColumnSpec("Arcs", fields=(arcs,))),
                    noun="Box group",
                    row_title="Selected box group",
                    row_label=lambda g: g.system,
                    row_fields=(count, arcs),
                    measures=(("boxes", "Boxes"), ("power", "Power")),
                    pane="box-grid",
                ),
            ),
            sections=(
                SectionSpec("Energy plan", (FieldSpec("Speed", "plan.speed", "int", minimum=0, maximum=31),)),
            ),
            palette=palette,
            palette_noun="Box group",
            palette_measures=(("boxes", "Boxes"),),
            stats=(StatSpec("points", "BPV", points=True), StatSpec("power", "Power")),
        )

    @property
    def sheets(self) -> SsdSheets:
        return SsdSheets(self)


class SsdSheets(Sheets[SsdDesign, SsdDetail]):
    """The game's record sheet: what a game draws is a capability it offers (``Game.sheets``)."""

    def __init__(self, game: SsdGame) -> None:
        self.game = game

    def record_pages(self, items, paper="a4", options=None, memo=None):
        template = game_template(self.game)
        w, h = template.page_size(paper)
        size, row = template.region("box").num("size"), template.region("box").num("row")
        pages = []
        for design, evaluation in items:
            body = template.font("body")
            items_ = [label(36, 50, design.name, 14, "bold", ref="name")]
            for n, (system, count) in enumerate(evaluation.detail.groups):
                y = 70 + n * row
                items_.append(label(36, y + size, system.upper(), body.size, ref=f"boxes[{n}]"))
                items_ += [
                    Rect(120 + k * (size + 2), y, size, size, Style(width=0.5), f"boxes[{n}]")
                    for k in range(count)
                ]
            pages.append(Page(w, h, tuple(items_), f"Test SSD: {design.name}"))
        return pages

    def blank_pages(self, paper="a4", options=None, memo=None):
        empty = self.game.empty_design(" ")
        return self.record_pages([(empty, self.game.evaluate(empty))], paper, options, memo)


GAME = SsdGame()
