"""What a design says about itself when shared as text (``hullwright share``, Edit > Copy as
text): a game's neutral content, which ``designer/exchange/share.py`` renders as plain text,
Markdown, BBCode or a Discord message. The game chooses the figures and the notation of its
system lines (the way its players write them); the renderer adds points, legality and house
rules, which every game has."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from designer.core.editor import NOT_GIVEN, StatSpec


@dataclass(frozen=True)
class SharedSection:
    """A titled list of lines: ``Systems`` and one line per mount, ``Purchases``, ``Craft``."""

    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class SharedDesign:
    """A design as its game's players write it down: a subtitle under the name (the class, the
    hull), the key figures as (label, value) in the game's order, then its sections."""

    subtitle: str
    figures: tuple[tuple[str, str], ...]
    sections: tuple[SharedSection, ...] = ()


def figure(stats: Mapping[str, object], key: str, label: str, unit: str = "") -> tuple[str, str] | None:
    """(label, value) of a stat as the header shows it; "not given" where the source lost it;
    None when the evaluation has no such figure."""
    if key not in stats:
        return None
    value = StatSpec(key, label).display(stats)
    return label, f"{value} {unit}" if unit and value != NOT_GIVEN else value


def figures(*found: tuple[str, str] | None) -> tuple[tuple[str, str], ...]:
    return tuple(f for f in found if f is not None)


def entry_lines(evaluation: Evaluation[Any], list_path: str) -> tuple[str, ...]:
    """The breakdown's line for each entry of a list (``systems``): what the rules priced, in
    the game's words (``2 x HB (FA)``, ``3 × Beam A``)."""
    return tuple(row.item for row in evaluation.rows_of(list_path).values())


def section(title: str, lines: tuple[str, ...]) -> tuple[SharedSection, ...]:
    """A section, or none when it would be empty."""
    return (SharedSection(title, lines),) if lines else ()


def generic_shared_design(game: AnyGame, design: DesignBase, evaluation: Evaluation[Any]) -> SharedDesign:
    """A game without its own notation: the figures its editor's header shows and one line per
    breakdown row (what the rules priced, in the game's words)."""
    stats = evaluation.stats
    figures = tuple(
        (s.label, s.display(stats))
        for s in game.editor_for(design).stats
        if s.key != "points" and s.key in stats
    )
    lines = tuple(row.item for row in evaluation.breakdown)
    return SharedDesign(
        game.kind_of(design).title, figures, (SharedSection("Contents", lines),) if lines else ()
    )


if TYPE_CHECKING:  # at the end: core.game imports this module
    from designer.core.evaluation import Evaluation
    from designer.core.game import AnyGame
    from designer.core.model import DesignBase
