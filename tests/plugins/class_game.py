"""A "fixed class with purchases" stand-in game: a design names its class and stores only what
the player changed (purchases within the class's limit, a craft mix within its hangar)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml
from pydantic import Field

from designer.core.capabilities import Sheets
from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, ListSpec, StatSpec
from designer.core.evaluation import BreakdownRow, Evaluation, Finding, Meter
from designer.core.game import DesignKind, Game, GameData, Start
from designer.core.model import DesignBase, Frozen
from designer.core.operations import Edit, Operation, add_row
from designer.sheets.display import Page
from designer.sheets.template import game_template
from designer.sheets.text import label

DATA = Path(__file__).parent / "data" / "test-classes"


class Purchase(Frozen):
    item: str
    count: int = Field(default=1, ge=1, le=99)


class Craft(Frozen):
    type: str
    count: int = Field(default=1, ge=1, le=999)


class ClassDesign(DesignBase):
    game: Literal["test-classes"] = "test-classes"
    ship_class: str = Field(alias="class")
    purchases: list[Purchase] = []
    craft: list[Craft] = []


@dataclass(frozen=True)
class ClassDetail:
    title: str
    lines: tuple[str, ...]


class ClassGame(Game[ClassDesign, "ClassDetail | None", dict]):
    id = "test-classes"
    title = "Test classes"
    design_kinds = (DesignKind("ship", "Ship", ClassDesign),)

    def open_data(self) -> GameData[dict]:
        """Its data folder and its catalog, one YAML file of classes, purchases and craft."""
        return GameData(
            self.id,
            self.title,
            DATA,
            lambda: yaml.safe_load((DATA / "classes.yaml").read_text(encoding="utf-8")),
        )

    @property
    def template_path(self) -> Path:
        return DATA / "template.yaml"

    def empty_design(self, name, kind=None):
        return ClassDesign(name=name, **{"class": "destroyer"})

    def starts(self):
        return super().starts() + tuple(
            Start(f"class:{key}", spec["title"], "Classes", points=spec["points"])
            for key, spec in self.data.catalog()["classes"].items()
        )

    def new_design(self, start="empty", name=None):
        if start.startswith("class:"):
            return ClassDesign(name=name or "New ship", **{"class": start.removeprefix("class:")})
        return super().new_design(start, name)

    def _evaluate(self, design, context):
        cat = context.catalog
        spec = cat["classes"].get(design.ship_class)
        findings = []
        if spec is None:
            unknown = Finding("TC-CLASS", "error", "unknown class", "class")
            return Evaluation({"points": 0}, (), (unknown,), detail=None)
        rows = [BreakdownRow(spec["title"], {"points": spec["points"]}, "class")]
        bought = 0
        for i, p in enumerate(design.purchases):
            price = cat["purchases"][p.item]["points"] * p.count
            rows.append(BreakdownRow(f"{p.count} x {p.item}", {"points": price}, f"purchases[{i}]"))
            bought += p.count
            if bought > spec["purchase_limit"]:
                findings.append(
                    Finding(
                        "TC-PURCHASE-LIMIT", "error", "too many purchases", f"purchases[{i}]", "Purchases"
                    )
                )
        carried = 0
        for i, c in enumerate(design.craft):
            rows.append(
                BreakdownRow(
                    f"{c.count} x {c.type}",
                    {"points": cat["craft"][c.type]["points"] * c.count},
                    f"craft[{i}]",
                )
            )
            carried += c.count
        if carried > spec["hangar"]:
            findings.append(
                Finding(
                    "TC-HANGAR-OVER",
                    "error",
                    f"{carried} craft in a hangar of {spec['hangar']}",
                    "craft",
                    "Hangars",
                )
            )
        points = sum(r.points for r in rows)
        meters = (
            Meter("purchases", "Purchases", bought, spec["purchase_limit"]),
            Meter("craft", "Craft", carried, spec["hangar"], "craft"),
        )
        detail = ClassDetail(spec["title"], tuple(r.item for r in rows))
        return Evaluation(
            {"points": points, "class": spec["title"]}, tuple(rows), tuple(findings), meters, detail=detail
        )

    def editor(self, catalog=None):
        return self.data.per_catalog("editor", catalog, self._editor)

    def _editor(self, cat) -> EditorSpec:
        classes = tuple(
            (k, f"{v['title']} ({v['points']} pts, {v['purchase_limit']} purchases, hangar {v['hangar']})")
            for k, v in cat["classes"].items()
        )

        def limit_reached(design, _selection):
            spec = cat["classes"].get(design.ship_class, {})
            used = sum(p.count for p in design.purchases)
            return "the class's purchase limit is reached" if used >= spec.get("purchase_limit", 0) else None

        buys = tuple(
            add_row(
                f"buy:{key}",
                f"Buy {spec['title']}",
                "purchases",
                lambda _d, k=key: Purchase(item=k),
                enabled=limit_reached,
                group="Purchases",
                measures={"points": str(spec["points"])},
            )
            for key, spec in cat["purchases"].items()
        )
        craft = tuple(
            add_row(
                f"craft:{key}",
                f"Add {spec['title']}",
                "craft",
                lambda _d, k=key: Craft(type=k),
                group="Craft",
                measures={"points": str(spec["points"])},
            )
            for key, spec in cat["craft"].items()
        )
        change = Operation(
            "purchases:reset",
            "Drop every purchase",
            lambda d, s: Edit(d.model_copy(update={"purchases": []}), ("purchases",)),
        )
        count = FieldSpec("Count", "count", "int", minimum=1, maximum=999)
        return EditorSpec(
            fields=(
                FieldSpec("Name", "name", "text"),
                FieldSpec("Class", "class", "choice", choices=classes),
            ),
            fields_title="Ship",
            lists=(
                ListSpec(
                    "purchases",
                    "Purchases",
                    (ColumnSpec("Count", fields=(count,)),),
                    noun="Purchase",
                    row_title="Selected purchase",
                    row_label=lambda r: r.item,
                    row_fields=(count,),
                    measures=(("points", "Points"),),
                    row_operations=(change,),
                ),
                ListSpec(
                    "craft",
                    "Craft",
                    (ColumnSpec("Count", fields=(count,)),),
                    noun="Craft",
                    row_label=lambda r: r.type,
                    row_fields=(count,),
                    measures=(("points", "Points"),),
                ),
            ),
            palette=buys + craft,
            palette_title="Purchases and craft",
            palette_noun="Item",
            palette_measures=(("points", "Points"),),
            stats=(StatSpec("points", "Points", points=True), StatSpec("class", "Class")),
        )

    @property
    def sheets(self) -> ClassSheets:
        return ClassSheets(self)


class ClassSheets(Sheets[ClassDesign, "ClassDetail | None"]):
    """The game's record sheet: what a game draws is a capability it offers (``Game.sheets``)."""

    def __init__(self, game: ClassGame) -> None:
        self.game = game

    def record_pages(self, items, paper="a4", options=None, memo=None):
        template = game_template(self.game)
        w, h = template.page_size(paper)
        pages = []
        for design, evaluation in items:
            body = template.font("body")
            lines = [label(36, 60, design.name, 14, "bold", ref="name")]
            lines += [
                label(36, 80 + 14 * n, text, body.size) for n, text in enumerate(evaluation.detail.lines)
            ]
            pages.append(Page(w, h, tuple(lines), f"Test class sheet: {design.name}"))
        return pages

    def blank_pages(self, paper="a4", options=None, memo=None):
        empty = self.game.empty_design(" ")
        return self.record_pages([(empty, self.game.evaluate(empty))], paper, options, memo)


GAME = ClassGame()
