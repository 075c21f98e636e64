"""The form's fields the OCR lost and the player writes in: hull boxes, the class number, battery
letters and counts (digest corrections, "Truly lost"). A missing one is a warning that cites the
lines describing it; a written-in value that contradicts the book is an error."""

from __future__ import annotations

from typing import Callable

from designer.core.evaluation import Finding
from designer.core.line_refs import without_line_refs
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.rules.class_figures import Figure, Figures
from designer.games.star_blazers.rules.detail import BatteryLine
from designer.games.star_blazers.design import FillIn
from designer.games.star_blazers.warship_class import WarshipClass

RULE_FORM = "Understanding the Warship Data Forms, 000 L372-674"
RECHARGE_LETTERS = ("I", "J", "K")


def battery_lines(
    cls: WarshipClass, fill_in: FillIn, figures: Figures, catalog: StarBlazersCatalog
) -> tuple[list[BatteryLine], list[Finding]]:
    """The class's letters with their counts, written-in counts and salvo indicators added; for
    a class whose letters are lost, the written-in letters are its batteries."""
    supplied = {fill.letter: fill for fill in fill_in.batteries}
    lines: list[BatteryLine] = []
    findings: list[Finding] = []
    recharge = _recharges(figures, catalog)
    for battery in cls.batteries.entries:
        fill = supplied.get(battery.letter)
        count, salvoes = battery.count, battery.salvoes
        if fill is not None:
            if count is not None and fill.count != count:
                i = fill_in.batteries.index(fill)  # the finding points at the first such row
                findings.append(
                    _conflict(
                        f"fill_in.batteries[{i}].count",
                        f"{battery.letter} battery count",
                        count,
                        battery.source,
                    )
                )
            elif fill.count < battery.minimum:
                i = fill_in.batteries.index(fill)
                findings.append(
                    Finding(
                        "SB-FILL-IN-MINIMUM",
                        "error",
                        f"the rules show at least {battery.minimum} "
                        f"{battery.letter} batteries ({battery.source})",
                        f"fill_in.batteries[{i}].count",
                        RULE_FORM,
                    )
                )
        written = fill.count if fill else None
        lines.append(
            BatteryLine(
                letter=battery.letter,
                count=count if count is not None else written,
                supplied=count is None and fill is not None,
                minimum=battery.minimum,
                salvoes=salvoes or (fill.salvoes if fill else None),
                fraction=battery.fraction,
                double_salvo=battery.double_salvo,
                recharge=recharge(battery.letter),
                source=battery.source,
            )
        )
    carried = {battery.letter for battery in cls.batteries.entries}
    letters = catalog.weapons.letters()
    for i, fill in enumerate(fill_in.batteries):
        if fill.letter in carried:
            continue
        if fill.letter not in letters:
            findings.append(
                Finding(
                    "SB-FILL-IN-LETTER",
                    "error",
                    f"there is no battery {fill.letter!r}; letters are {', '.join(sorted(letters))}",
                    f"fill_in.batteries[{i}].letter",
                    "Ship primary weapon systems, 000 L1040-1061",
                )
            )
        elif not cls.batteries.letters_lost:
            findings.append(
                Finding(
                    "SB-FILL-IN-LETTER",
                    "error",
                    f"the {cls.title} carries no {fill.letter} battery (its form "
                    f"shows {', '.join(sorted(carried)) or 'none'})",
                    f"fill_in.batteries[{i}].letter",
                    RULE_FORM,
                )
            )
        else:
            lines.append(
                BatteryLine(
                    letter=fill.letter,
                    count=fill.count,
                    supplied=True,
                    salvoes=fill.salvoes,
                    recharge=recharge(fill.letter),
                )
            )
    return lines, findings


def _recharges(figures: Figures, catalog: StarBlazersCatalog) -> Callable[[str], int | None]:
    """The recharge mark of a letter's icons: I, J and K icons of light ships carry it (L57-59,
    L3699-3706); which icons do is in the lost art, so every class 1-2 ship's I/J/K icons get it
    (README). Whether the ship is light is worked out once, not per battery."""
    number = figures.class_number.value
    light = isinstance(number, int) and number <= catalog.class_table.light_classes.max_class
    direct_fire = catalog.weapons.direct_fire

    def recharge(letter: str) -> int | None:
        table = direct_fire.get(letter) if light and letter in RECHARGE_LETTERS else None
        return table.recharge if table else None

    return recharge


def hull_boxes(cls: WarshipClass, fill_in: FillIn) -> tuple[Figure, list[Finding]]:
    return _book_or_written(
        cls.hull.boxes,
        cls.hull.source,
        cls.hull.unknown_source,
        fill_in.hull_boxes,
        "fill_in.hull_boxes",
        "hull box count",
    )


def radar_range(cls: WarshipClass, fill_in: FillIn) -> tuple[Figure, list[Finding]]:
    return _book_or_written(
        cls.radar.range,
        cls.radar.source,
        cls.radar.unknown_source,
        fill_in.radar_range,
        "fill_in.radar_range",
        "radar range",
    )


def _book_or_written(
    book: int | None, source: str, unknown_source: str, written: int | None, path: str, what: str
) -> tuple[Figure, list[Finding]]:
    """The book's value (a different written-in one is an error), else the written-in one."""
    if book is not None:
        findings = [] if written in (None, book) else [_conflict(path, what, book, source)]
        return Figure(value=book, origin="printed", source=source), findings
    if written is not None:
        return Figure(value=written, origin="supplied", source=path), []
    return Figure(source=unknown_source), []


def class_number_findings(cls: WarshipClass, fill_in: FillIn) -> list[Finding]:
    if cls.data.class_number is not None and fill_in.class_number not in (None, cls.data.class_number):
        return [_conflict("fill_in.class_number", "class number", cls.data.class_number, cls.data.source)]
    return []


def missing_field_findings(
    cls: WarshipClass, figures: Figures, hull: Figure, batteries: list[BatteryLine]
) -> list[Finding]:
    """A warning per required field that is neither in the source nor written in."""
    out: list[Finding] = []
    if not hull.known:
        out.append(_missing("fill_in.hull_boxes", "hull box count", hull.source or cls.hull.unknown_source))
    if cls.kind == "warship" and not figures.class_number.known:
        out.append(_missing("fill_in.class_number", "class number", cls.data.unknown_source))
    if cls.batteries.letters_lost and not any(line.supplied for line in batteries):
        out.append(
            _missing(
                "fill_in.batteries", "battery letters and counts", cls.batteries.unknown_source, plural=True
            )
        )
    unknown = [line.letter for line in batteries if line.count is None]
    if unknown:
        out.append(
            _missing(
                "fill_in.batteries",
                f"count of the {', '.join(unknown)} batter{'ies' if len(unknown) > 1 else 'y'}",
                cls.batteries.unknown_source,
            )
        )
    return out


def _missing(path: str, what: str, lines: str, plural: bool = False) -> Finding:
    # ``lines`` cites the seed ("000 L629-637 (hull boxes are in the art)"): the player reads
    # only the reason in its parentheses, never the line numbers.
    why = without_line_refs(lines)
    why = f" {why}" if why.startswith("(") else (f" ({why})" if why else "")
    return Finding(
        "SB-FIELD-MISSING",
        "warning",
        f"the {what} {'are' if plural else 'is'} not in the source{why}; write "
        f"{'them' if plural else 'it'} in under {path} from your printed sheet, or the "
        f"sheet leaves a space for {'them' if plural else 'it'}",
        path,
        RULE_FORM,
    )


def _conflict(path: str, what: str, book: int, source: str) -> Finding:
    where = without_line_refs(source)
    where = f" ({where})" if where else ""
    return Finding(
        "SB-FILL-IN-CONFLICT",
        "error",
        f"the book gives the {what} as {book}{where}; remove the written-in value",
        path,
        RULE_FORM,
    )


__all__ = ["battery_lines", "hull_boxes", "radar_range", "class_number_findings", "missing_field_findings"]
