"""Edit > Copy as text: the design in front, or the fleet on the Fleet tab, on the clipboard as
``hullwright share`` writes it; and the Markdown form as a Markdown viewer shows it."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QTextDocument

from designer.core.design_file import load_design, standard_copy
from designer.core.paths import CATALOGS
from designer.exchange.share import DISCORD_LIMIT, share_design, share_fleet

BATTLECRUISER = CATALOGS / "full-thrust/designs/battlecruiser.yaml"
FLEET = CATALOGS / "full-thrust/fleets/esu-strike-force.yaml"


def test_copy_as_text_puts_the_design_on_the_clipboard(window):
    assert window.files.open_file(BATTLECRUISER)
    doc = window.edits.document
    # a bundled design opens as the player's copy: the book's points and source are not its own
    assert doc.design == standard_copy(load_design(BATTLECRUISER).design)
    for fmt in ("text", "markdown", "bbcode", "discord"):
        window.actions[f"copy_{fmt}"].trigger()
        expected = share_design(doc.game, doc.design, doc.game.evaluate(doc.design), fmt)
        assert QGuiApplication.clipboard().text() == expected
    assert window.status.label.text() == "Copied Battlecruiser as a Discord message"


def test_copy_as_text_on_the_fleet_tab_copies_the_fleet(window):
    assert window.fleet.open_path(FLEET)
    window.fleet.show()
    text = window.edits.copy_as_text("discord")
    assert text == share_fleet(window.fleet.tab.evaluation(), "discord") == QGuiApplication.clipboard().text()
    assert len(text) <= DISCORD_LIMIT and "ESU Strike Force" in text


def test_the_markdown_reads_as_intended(window, tmp_path):
    """Rendered by Qt's Markdown reader: the name a heading, the systems a list, the escaped
    characters shown as typed (and a picture to look at: tmp_path/share-markdown.png)."""
    assert window.files.open_file(BATTLECRUISER)
    hostile = "Vengeance *of* [b]Ares[/b] <i>_</i>"
    window.edits.apply_edit("name", hostile)
    text = window.edits.copy_as_text("markdown")
    document = QTextDocument()
    document.setMarkdown(text)
    plain = document.toPlainText()
    assert plain.splitlines()[0] == hostile
    assert "Full Thrust warship - 381 points - legal" in plain
    assert "'A' Battery (P/F/S)" in plain and "3 PDAF" in plain
    heading = document.firstBlock()
    assert heading.blockFormat().headingLevel() == 3
    lists = [b.text() for b in _blocks(document) if b.textList() is not None]
    assert lists == [
        "Level-2 Screens",
        "'A' Battery (P/F/S)",
        "'A' Battery (P/F)",
        "'A' Battery (F/S)",
        "'B' Battery (P/F/S)",
        "3 PDAF",
    ]
    _picture(document, tmp_path / "share-markdown.png")


def _blocks(document):
    block = document.firstBlock()
    while block.isValid():
        yield block
        block = block.next()


def _picture(document, path):
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QColor, QImage, QPainter

    document.setTextWidth(640)
    size = document.size()
    image = QImage(int(size.width()), int(size.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    document.drawContents(painter)
    painter.end()
    assert image.save(str(path))
    assert QSizeF(size).height() > 200
