"""A design or fleet as text to paste (``hullwright share``, Edit > Copy as text): plain text,
Markdown, BBCode or a Discord message, from the game's neutral content
(``Game.shared_design``) with the points, the verdict (and the first error), the house rules
and what the design file holds beyond its systems. Each target gets its own escaping, so a
name such as ``*Vengeance* [b]`` reads as written; Discord's message stays within its 2,000
characters (a fleet folds to one line a ship, and says so).

The plain-text form of a Full Thrust design reads back as the same design
(``share_text.read_full_thrust_text``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from designer.core.context import Profile
from designer.core.evaluation import Evaluation
from designer.core.fleet import FleetEvaluation
from designer.core.game import Game
from designer.core.line_refs import without_line_refs
from designer.core.model import DesignBase, RuleValue
from designer.core.numbers import counted, format_number, format_points
from designer.core.shared_text import SharedDesign, SharedSection

FORMATS = ("text", "markdown", "bbcode", "discord")
DISCORD_LIMIT = 2000  # characters in one Discord message
FOLDED = "the designs are left out (one line a ship) to fit a Discord message"
CUT = "... (cut to fit a Discord message)"
# Labels of the lines after the sections, in the order written (the FT reader knows them).
RULES, PROFILE, BOOK_POINTS, SOURCE, NOTES = "Rule options", "Profile", "Book points", "Source", "Notes"


@dataclass(frozen=True)
class Post:
    """What is shared, before a target's markup: a name, a verdict line, figures, sections and
    labelled lines (the file's rule options, source, notes)."""

    name: str
    verdict: str
    figures: tuple[tuple[str, str], ...]
    sections: tuple[SharedSection, ...]
    labelled: tuple[tuple[str, str], ...]


def design_post(
    game: Game, design: DesignBase, evaluation: Evaluation, profile: Profile | None = None
) -> Post:
    shared: SharedDesign = game.shared_design(design, evaluation)
    verdict = (
        f"{shared.subtitle} - {format_points(evaluation.points)} {points_unit(game, design)} - "
        f"{_legality(evaluation)}"
    )
    labelled = []
    if profile is not None:
        labelled.append(("House rules", f"{profile.name} v{profile.version}"))
    if design.rules:
        labelled.append((RULES, rule_text(design.rules)))
    if design.profile:
        labelled.append((PROFILE, design.profile))
    if design.book_points is not None:
        labelled.append((BOOK_POINTS, format_number(design.book_points)))
    if design.source:
        labelled.append((SOURCE, design.source))
    if design.notes:
        labelled.append((NOTES, design.notes))
    return Post(design.name, verdict, shared.figures, shared.sections, tuple(labelled))


def points_unit(game: Game, design: DesignBase) -> str:
    """What the game calls its points, as its editor's header does: ``points``; SFB's ``BPV``."""
    label = next((s.label for s in game.editor_for(design).stats if s.key == "points"), "Points")
    return label if label.isupper() else label.lower()


def _legality(evaluation: Evaluation) -> str:
    if evaluation.legal:
        return "legal"
    first = evaluation.errors[0]
    return f"NOT LEGAL: {without_line_refs(first.message)} ({first.code})"


def rule_text(rules: dict[str, RuleValue]) -> str:
    """``half_fleet=true, merchant_allowance_rounding=up`` (read back by the FT reader)."""
    return ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in rules.items())


def share_design(
    game: Game, design: DesignBase, evaluation: Evaluation, fmt: str = "text", profile: Profile | None = None
) -> str:
    post = design_post(game, design, evaluation, profile)
    if fmt != "discord":
        return render(post, fmt)
    return fit_discord([post], lambda posts: render(posts[0], "discord"))


def share_fleet(result: FleetEvaluation, fmt: str = "text") -> str:
    """A fleet (``designer.core.fleet.FleetEvaluation``): its totals, a line a ship, then each
    design it uses once, in full. Discord: the designs in full while they fit, else the
    fleet's lines alone, said to be folded."""
    head = fleet_head(result)
    posts: list[tuple[DesignBase, Post]] = []
    for entry in result.entries:
        if all(entry.loaded.design is not p[0] for p in posts):
            posts.append(
                (
                    entry.loaded.design,
                    design_post(result.game, entry.loaded.design, entry.evaluation, result.profile),
                )
            )
    full = "\n\n".join([render(head, fmt), *(render(p, fmt) for _, p in posts)])
    if fmt != "discord" or len(full) <= DISCORD_LIMIT:
        return full
    folded = Post(head.name, head.verdict, head.figures, head.sections, head.labelled + (("Note", FOLDED),))
    return fit_discord([folded], lambda ps: render(ps[0], "discord"))


def fleet_head(result: FleetEvaluation) -> Post:
    budget = "" if result.budget is None else f" of {format_points(result.budget)}"
    verdict = (
        f"{result.game.title} fleet - {format_points(result.total_points)} points{budget} - "
        f"{counted(result.ship_count, 'ship')} - "
        + ("legal" if result.legal else f"NOT LEGAL: {_first_error(result)}")
    )
    lines = [
        f"{e.count} x {e.name}"
        + (f" ({e.design_name})" if e.name != e.design_name else "")
        + f" - {format_points(e.points)} points"
        + ("" if e.legal else " - NOT LEGAL")
        for e in result.entries
    ]
    lines += [f"{x.count} x {x.item} - {format_points(x.points_each)} points" for x in result.extras]
    labelled = []
    if result.profile is not None:
        labelled.append(("House rules", f"{result.profile.name} v{result.profile.version}"))
    if result.loaded is not None:
        labelled.append(("Fingerprint", result.fingerprint.value))
    return Post(result.fleet.fleet, verdict, (), (SharedSection("Ships", tuple(lines)),), tuple(labelled))


def _first_error(result: FleetEvaluation) -> str:
    first = next(f for f in result.findings if f.severity == "error")
    return without_line_refs(first.message)


def fit_discord(posts: Sequence[Post], write: Callable[[Sequence[Post]], str]) -> str:
    """Within Discord's limit: as written; else without notes; else each section on one line;
    else the lines without notes, cut at a line, saying so."""
    text = write(posts)
    if len(text) <= DISCORD_LIMIT:
        return text
    posts = [
        Post(p.name, p.verdict, p.figures, p.sections, tuple((k, v) for k, v in p.labelled if k != NOTES))
        for p in posts
    ]
    text = write(posts)
    if len(text) <= DISCORD_LIMIT:
        return text
    folded = write(
        [
            Post(
                p.name,
                p.verdict,
                p.figures,
                tuple(SharedSection(s.title, ("; ".join(s.lines),)) for s in p.sections),
                p.labelled,
            )
            for p in posts
        ]
    )
    if len(folded) <= DISCORD_LIMIT:
        return folded
    kept = text[: DISCORD_LIMIT - len(CUT) - 1].rsplit("\n", 1)[0]
    return f"{kept}\n{CUT}"


# --- the targets ----------------------------------------------------------------------------


def render(post: Post, fmt: str) -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown share format {fmt!r}; expected one of {FORMATS}")
    if fmt == "text":
        return _render_text(post)
    if fmt == "bbcode":
        return _render_bbcode(post)
    return _render_markdown(post, discord=fmt == "discord")


def _render_text(post: Post) -> str:
    """Plain text, one fact a line: what the FT reader takes back (nothing is escaped)."""
    out = [_one_line(post.name), post.verdict]
    out += [f"{label}: {value}" for label, value in post.figures]
    for section in post.sections:
        out.append(f"{section.title}:")
        out += [f"  {line}" for line in section.lines]
    # Notes come last and keep their lines: a reader takes them to the end of the text.
    out += [f"{label}: {value if label == NOTES else _one_line(value)}" for label, value in post.labelled]
    return "\n".join(out)


def _render_markdown(post: Post, discord: bool) -> str:
    esc = discord_text if discord else markdown_text
    # Discord shows no headings below ###; a forum's Markdown keeps the name a heading too.
    out = [f"### {esc(post.name)}", f"*{esc(post.verdict)}*", ""]
    if post.figures:
        out += [" · ".join(f"**{esc(label)}** {esc(value)}" for label, value in post.figures), ""]
    for section in post.sections:
        out.append(f"**{esc(section.title)}**")
        out += [f"- {esc(line, True)}" for line in section.lines]
        out.append("")
    out += [f"**{esc(label)}:** {esc(_one_line(value))}  " for label, value in post.labelled]
    return "\n".join(out).rstrip()


def _render_bbcode(post: Post) -> str:
    esc = bbcode_text
    out = [f"[b]{esc(post.name)}[/b]", f"[i]{esc(post.verdict)}[/i]", ""]  # tags every forum knows
    out += [f"[b]{esc(label)}:[/b] {esc(value)}" for label, value in post.figures]
    for section in post.sections:
        out += ["", f"[b]{esc(section.title)}[/b]", "[list]"]
        out += [f"[*]{esc(line)}" for line in section.lines]
        out.append("[/list]")
    if post.labelled:
        out.append("")
    out += [f"[b]{esc(label)}:[/b] {esc(_one_line(value))}" for label, value in post.labelled]
    return "\n".join(out)


def _one_line(text: str) -> str:
    return " ".join(text.split("\n"))


# --- escaping -------------------------------------------------------------------------------

# CommonMark: these make markup anywhere in a line (emphasis, code, links, HTML, tables,
# strikethrough); a backslash before any ASCII punctuation shows it as itself.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>|~])")
# ... and these only where a block starts: a heading, list item, quote, rule or numbered item.
_BLOCK_START = re.compile(r"^([#+\-=>]|\d+(?=[.)]))")
_HTML = {"&": "&amp;"}


def markdown_text(text: str, starts_block: bool = False) -> str:
    """``text`` as Markdown shows it literally, on one line: markup characters backslash-
    escaped, ``&`` as an entity (so ``&lt;`` stays those four characters), and, for text that
    starts a list item (``starts_block``), a start that would open a block (``# ``, ``- ``,
    ``1. ``)."""
    text = _MARKDOWN_SPECIAL.sub(r"\\\1", "".join(_HTML.get(ch, ch) for ch in _one_line(text)))
    return _block_safe(text) if starts_block else text


def _block_safe(text: str) -> str:
    found = _BLOCK_START.match(text)
    if found is None:
        return text
    if found.group(1).isdigit():  # "1. x": escape the full stop, as CommonMark says
        end = found.end()
        return f"{text[:end]}\\{text[end:]}"
    return "\\" + text


_MENTION = re.compile(r"@(?=everyone|here|[!&]?\d|\S)")
_DISCORD_SPECIAL = _MARKDOWN_SPECIAL


def discord_text(text: str, starts_block: bool = False) -> str:
    """``text`` as a Discord message shows it literally: its markdown escaped (as
    :func:`markdown_text`), and ``@`` kept from pinging anyone (a zero-width space after it:
    ``@everyone`` stays text)."""
    text = _DISCORD_SPECIAL.sub(r"\\\1", _one_line(text))
    text = _block_safe(text) if starts_block else text
    return _MENTION.sub("@\u200b", text)


# A forum's BBCode knows tags, not escapes: ``[b]`` in a name would become bold. A zero-width
# space after the bracket of anything tag-shaped keeps it text; "(P/F/S)" and "[x" stay as typed.
_TAG = re.compile(r"\[(?=/?[A-Za-z*][^\[\]\s]*(?:=[^\[\]]*)?\])")


def bbcode_text(text: str) -> str:
    return _TAG.sub("[\u200b", _one_line(text))
