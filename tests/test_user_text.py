"""Every word a person reads, for every bundled design and fleet of every game (issue 21 items 3,
15 and 16): the window's header, the findings, ``validate``/``fleet``/``diff``/``catalog`` text,
the roster formats (text, Markdown, CSV), the Help pages (rules reference, user guide, About) and
the record sheets' text. None of it may show a Python value (``None``, a dict or list repr,
``True``/``False``), a seed line number (``L123``), the word "digest" or a "§" (a player holding
the book has section names, not our notes' numbering), or a count that disagrees with its noun.

Each design and fleet is evaluated once; every surface is written from those evaluations.
"""

from __future__ import annotations

import io
import re
from contextlib import redirect_stdout

import pytest

from designer.core.compare import compare, describe
from designer.core.design_file import load_design
from designer.core.fleet import evaluate_fleet
from designer.core.fleet_file import load_fleet
from designer.core.fleet_report import roster_text
from designer.core.line_refs import without_line_refs
from designer.core.registry import games
from designer.sheets.battle_pack import battle_pack_pages
from designer.sheets.display import Text, walk
from tests.evaluating import evaluated

PYTHON_VALUE = re.compile(r"\bNone\b|\{'|\['|\bTrue\b|\bFalse\b")
NOT_FOR_PLAYERS = re.compile(r"\bL\d{2,}|digest|§")
# "1 ships", "1 times", "2 ship": a count whose noun does not agree with it.
ONE_PLURAL = re.compile(r"(?<![\d.,/])\b1 (?:ships|times|designs|fleets|errors|warnings|pages)\b")
MANY_SINGULAR = re.compile(
    r"(?<![\d.,/-])\b(?:[02-9]|\d{2,}) (?:ship|time|design|fleet|error|warning|page)(?![\w'-])"
)


def _lines(where: str, text: str) -> list[tuple[str, str]]:
    return [(where, line) for line in str(text).splitlines() if line.strip()]


def _header_texts(qapp, game, evaluations) -> list[tuple[str, str]]:
    """What the window's header and findings pane show for each design: captions, figures,
    meters, the lamp, each finding, and every tooltip, as a player hovering over it reads them."""
    from PySide6.QtWidgets import QLabel, QWidget

    from designer.app.budget_header import BudgetHeader
    from designer.app.findings_view import FindingsView

    header, findings = BudgetHeader(game.editor().stats), FindingsView()
    out = []
    for name, evaluation in evaluations:
        header.show_evaluation(evaluation)
        for widget in header.findChildren(QWidget):
            text = widget.text() if isinstance(widget, QLabel) else ""
            out += _lines(f"{game.id} header of {name}", text)
            out += _lines(f"{game.id} header tooltip of {name}", widget.toolTip())
        findings.show_findings(evaluation.findings)
        for item in map(findings.item, range(findings.count())):
            out += _lines(f"finding {game.id} {name} in the window", item.text())
            out += _lines(f"finding {game.id} {name} tooltip", item.toolTip())
    header.deleteLater()
    findings.deleteLater()
    return out


def _window_texts(loaded, state) -> list[tuple[str, str]]:
    """Every label, button, tab, palette, list and table entry of the window on ``loaded``, with
    their tooltips (the palette's rulebook line, a field's rule): what hovering anywhere shows.
    A choice box's entries are choices' labels ("None" is BSCS's word for no streamlining)."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QLabel,
        QListWidget,
        QTabBar,
        QTableWidget,
        QTreeWidget,
        QTreeWidgetItemIterator,
        QWidget,
    )

    from designer.app.document import DesignDocument
    from designer.app.main_window import MainWindow

    window = MainWindow(
        DesignDocument(loaded.game, loaded.design, loaded.path, saved=loaded.design), state_folder=state
    )
    found: list[str] = []
    for w in window.findChildren(QWidget):
        found += [w.toolTip(), w.text() if isinstance(w, (QLabel, QAbstractButton)) else ""]
        if isinstance(w, QTabBar):
            found += [t for i in range(w.count()) for t in (w.tabText(i), w.tabToolTip(i))]
        if isinstance(w, QTreeWidget):
            items = QTreeWidgetItemIterator(w)
            while items.value():
                item = items.value()
                found += [t for c in range(item.columnCount()) for t in (item.text(c), item.toolTip(c))]
                items += 1
        if isinstance(w, QListWidget):
            found += [t for i in range(w.count()) for t in (w.item(i).text(), w.item(i).toolTip())]
        if isinstance(w, QTableWidget):
            cells = [w.item(r, c) for r in range(w.rowCount()) for c in range(w.columnCount())]
            found += [t for cell in cells if cell for t in (cell.text(), cell.toolTip())]
    window.close()
    window.deleteLater()
    return [line for text in found for line in _lines(f"window {loaded.game.id} {loaded.path.name}", text)]


def _design_texts(game, loaded, evaluation) -> list[tuple[str, str]]:
    from designer.app.help_menu import reference_text
    from designer.cli.validate_command import readable

    where = f"{game.id} {loaded.path.name}"
    out = _lines(f"validate {where}", "\n".join(readable(str(loaded.path.name), loaded, evaluation)))
    out += _lines(f"rules reference {where}", reference_text(game, loaded.design))
    return out


def _sheet_texts(where: str, pages) -> list[tuple[str, str]]:
    return [(where, t.text) for page in pages for t in walk(page.items) if isinstance(t, Text)]


def _game_texts(qapp, game, state) -> list[tuple[str, str]]:
    from designer.cli.fleet_command import readable as fleet_readable

    loaded = [load_design(p) for p in sorted((game.data.folder / "designs").glob("*.yaml"))]
    evaluations = [evaluated(game, d.design) for d in loaded]
    out: list[tuple[str, str]] = []
    # Each sheet as printed by default and with every on/off sheet option turned the other way
    # (Star Fleet Battles' notes layer, Full Thrust without its key).
    flipped = {o.key: not o.default for o in game.sheet_options if isinstance(o.default, bool)}
    for d, ev in zip(loaded, evaluations):
        out += _design_texts(game, d, ev)
        try:
            for options in ({}, flipped):
                out += _sheet_texts(
                    f"sheet {game.id} {d.path.name}",
                    game.sheets.record_pages([(d.design, ev)], "a4", options),
                )
        except NotImplementedError:
            pass
    try:
        out += _sheet_texts(f"sheet {game.id} blank", game.sheets.blank_pages("a4"))
    except NotImplementedError:
        pass
    out += _header_texts(qapp, game, [(d.path.name, ev) for d, ev in zip(loaded, evaluations)])
    out += _window_texts(loaded[0], state)
    for (da, ea), (db, eb) in zip(zip(loaded, evaluations), list(zip(loaded, evaluations))[1:]):
        text = describe(
            compare(game, da.design, ea, db.design, eb),
            da.path.name,
            db.path.name,
            da.design.name,
            db.design.name,
        )
        out += _lines(f"diff {da.path.name} {db.path.name}", "\n".join(text))
    for path in sorted((game.data.folder / "fleets").glob("*.yaml")):
        result = evaluate_fleet(load_fleet(path))
        out += _lines(f"fleet {path.name}", "\n".join(fleet_readable(result, path.name)))
        out += _lines(f"fleet --format markdown {path.name}", roster_text(result, "markdown"))
        out += _lines(f"fleet --format csv {path.name}", roster_text(result, "csv"))
        out += _sheet_texts(f"battle pack {path.name}", battle_pack_pages(result, "a4"))
    return out


@pytest.fixture(scope="module")
def shown(qapp, tmp_path_factory) -> list[tuple[str, str]]:
    """(where, line) for every line of every surface."""
    from designer.app.help_menu import about_text, guide_text
    from designer.cli import main

    out: list[tuple[str, str]] = []
    for game in games().values():
        out += _game_texts(qapp, game, str(tmp_path_factory.mktemp("window-state")))
    printed = io.StringIO()
    with redirect_stdout(printed):
        main(["catalog"])
    out += _lines("catalog", printed.getvalue())
    out += _lines("Help > About", about_text())
    out += _lines("Help > User guide", guide_text())
    return out


def offending(shown, pattern, skip=lambda where, line: False) -> list[str]:
    found = sorted(
        {
            f"{where}: {line.strip()}"
            for where, line in shown
            if pattern.search(line) and not skip(where, line)
        }
    )
    return found[:60] + ([f"... and {len(found) - 60} more"] if len(found) > 60 else [])


def test_every_surface_is_covered(shown):
    kinds = {where.split(" ")[0] for where, _ in shown}
    assert {
        "validate",
        "finding",
        "rules",
        "sheet",
        "fleet",
        "battle",
        "diff",
        "catalog",
        "Help",
        "window",
    } <= kinds, kinds
    assert any("header" in where for where, _ in shown)
    for game in games().values():
        assert any(where.startswith(f"{game.id} header") for where, _ in shown), game.id


def test_no_python_values_are_shown(shown):
    found = offending(shown, PYTHON_VALUE, _guide_prose)
    assert not found, "\n".join(found)


def test_no_line_numbers_digest_or_section_signs_are_shown(shown):
    found = offending(shown, NOT_FOR_PLAYERS, _hash_digest)
    assert not found, "\n".join(found)


def test_every_count_agrees_with_its_noun(shown):
    found = offending(shown, ONE_PLURAL) + offending(shown, MANY_SINGULAR)
    assert not found, "\n".join(found)


def _guide_prose(where: str, line: str) -> bool:
    """The user guide talks about Python where it must (a PySide6 release that drops a
    reference to ``None``): prose, not a value shown for a figure."""
    return where == "Help > User guide" and "reference to `None`" in line


def _hash_digest(where: str, line: str) -> bool:
    """ "Checkable fleet lists" explains the fingerprint: there "digest" is a hash's digest."""
    return (
        where == "Help > User guide"
        and "digest" in line
        and not NOT_FOR_PLAYERS.search(line.replace("digest", ""))
    )


# --- findings that name the right section and agree in number ----------------------------------
def test_a_non_ftl_warship_over_its_allowance_cites_non_ftl_ships():
    """A warship may fit HALF its MASS in systems (Fitting Weapons and Other Systems, 001 L830),
    a non-FTL military ship 75% of it (Non-FTL Ships, L687-691): MASS 14 carries 7, or 11
    non-FTL ("75% of 14, rounded up", L691). Each over-allowance finding names its own section."""
    from designer.core.design_file import design_from_text

    game = games()["full-thrust"]
    for ftl, allowance, section in (
        (True, 7, "Fitting Weapons and Other Systems"),
        (False, 11, "Non-FTL Ships"),
    ):
        design, _ = design_from_text(
            f"hullwright: 1\ngame: full-thrust\nname: Test\nhull: {{mass: 14, type: warship}}\n"
            f"ftl: {str(ftl).lower()}\nthrust: 2\nsystems:\n  - "
            f"{{type: beam, class: A, arcs: [F], count: 4}}\n"
        )
        over = next(f for f in evaluated(game, design).findings if f.code == "FT-ALLOWANCE-OVER")
        assert f"carries at most {allowance}" in over.message
        assert without_line_refs(over.rule) == section


def test_a_rate_of_one_is_one_time():
    """A Holo-Laser fires once a turn (rate 1): "at most 1 time a turn", not "1 times"."""
    from tests.games.sfb.helpers import ssd

    design = ssd(
        {"system": "holo-laser", "count": 1, "arcs": ["FA"]},
        plan={"items": [{"use": "arm", "system": "holo-laser", "shots": 2}]},
    )
    rate = next(f for f in games()["sfb"].evaluate(design).findings if f.code == "SFB-PLAN-RATE")
    assert "fires at most 1 time a turn" in rate.message


def test_a_star_blazers_figure_the_book_lost_reads_as_the_sheet_writes_it(qapp):
    """The Hood's printed form survives without its hull box count (000 L6153) and the
    Gearing's without its systems fired (the SDD data block is lost): the header and validate
    say "not given", and the findings give the reason without the line numbers."""
    from designer.app.budget_header import BudgetHeader
    from designer.cli.validate_command import readable

    game = games()["star-blazers"]
    hood = load_design(game.data.folder / "designs" / "edf-hood.yaml")
    evaluation = evaluated(game, hood.design)
    header = BudgetHeader(game.editor().stats)
    header.show_evaluation(evaluation)
    assert header.stat_text("hull_boxes") == "not given"
    text = "\n".join(readable("hood.yaml", hood, evaluation))
    assert "Hull boxes: not given" in text
    assert (
        "the hull box count is not in the source (HULL STRUCTURE box, count in the art); "
        "write it in under fill_in.hull_boxes"
    ) in text
    gearing = load_design(game.data.folder / "designs" / "edf-gearing.yaml")
    messages = [f.message for f in evaluated(game, gearing.design).findings]
    assert any(
        m.startswith(
            "the battery letters and counts are not in the source (no weapon "
            "table survives on this sheet); write them in"
        )
        for m in messages
    )
    header.deleteLater()
