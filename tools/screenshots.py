"""``make screenshots``: the README's pictures of the designer window, rendered offscreen.

Each picture is a real window driven through its public methods (the same ones the tests use),
grabbed at 1400x900 into ``docs/``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from designer.app.document import DesignDocument
from designer.app.launch import application, screenshot
from designer.app.main_window import MainWindow
from designer.core.design_file import load_design
from designer.core.paths import CATALOGS

PROJECT_ROOT = Path(__file__).resolve().parents[1]  # the repository (core's paths are the package's)
DOCS = PROJECT_ROOT / "docs"


def window_on(path: Path, state: str) -> MainWindow:
    loaded = load_design(path)
    window = MainWindow(
        DesignDocument(loaded.game, loaded.design, loaded.path, saved=loaded.design), state_folder=state
    )
    return window


def shoot(window: MainWindow, name: str) -> Path:
    out = screenshot(window, DOCS / name)
    window.document.saved = window.document.design  # nothing to ask on close
    window.close()
    print(out.relative_to(PROJECT_ROOT))
    return out


SHEET_DPI = 100  # the README's sheet pictures: legible, and the same display list as the PDF


def sheet_picture(window: MainWindow, name: str) -> Path:
    """The window's own first record-sheet page, drawn by the preview's painter, as a PNG."""
    from designer.app.sheet_preview import render_page

    out = DOCS / name
    if not render_page(window.document.pages()[0], SHEET_DPI / 72).save(str(out)):
        raise OSError(f"{out}: could not write the PNG")
    print(out.relative_to(PROJECT_ROOT))
    return out


def sfb_pictures(state: str) -> None:
    """Star Fleet Battles: the Rutan Light Cruiser, a Phaser-1 group selected (its arcs picked
    from the SFB arc set), and its SSD sheet."""
    sfb = CATALOGS / "sfb" / "designs"
    window = window_on(sfb / "rutan-light-cruiser.yaml", state)
    phasers = next(i for i, g in enumerate(window.document.design.boxes) if g.system == "phaser-1")
    window.edits.select_row(phasers, "boxes")
    sheet_picture(window, "record-sheet-sfb.png")
    shoot(window, "window-sfb.png")


def star_blazers(state: str) -> None:
    """4. A Star Blazers ship: the Borodino with its craft, an ACACBI bought and one flight of
    Cosmo Tigers past the hangar, its finding selected; then the Yamato's Warship Display Form
    (every weapon table survives for it) with an MSS Type II upgrade written in, exported and
    rasterised at 70 dpi (first page)."""
    path = CATALOGS / "star-blazers" / "designs" / "edf-borodino-craft.yaml"
    window = window_on(path, state)
    window.edits.add_from_palette("buy:acacbi")
    window.panes.tabs.setCurrentWidget(window.panes.lists["craft"])
    window.edits.select_row(0, "craft")
    window.edits.apply_edit("craft[0].count", window.document.design.craft[0].count + 6, "Count")
    window.refresh_now()
    over = next(f for f in window.findings.findings if f.code == "SB-CRAFT-OVER")
    window.findings.activate(window.findings.findings.index(over))
    shoot(window, "window-star-blazers.png")
    with tempfile.TemporaryDirectory() as folder:
        design = Path(folder) / "yamato.yaml"
        text = (CATALOGS / "star-blazers" / "designs" / "edf-yamato-craft.yaml").read_text(encoding="utf-8")
        design.write_text(text + "upgrades: [mss-type-2]\n", encoding="utf-8")
        exported_page(design, 1, "record-sheet-star-blazers")


def exported_page(design: Path, page: int, name: str) -> None:
    """Page ``page`` (from 1) of the design's PDF export, rasterised at 70 dpi into
    ``docs/NAME.png`` with pypdfium2 (a wheel: no poppler, no system package)."""
    import pypdfium2

    from designer.cli.export_command import export_pdf

    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "sheet.pdf"
        export_pdf([design], pdf)
        document = pypdfium2.PdfDocument(pdf)
        try:
            document[page - 1].render(scale=70 / 72).to_pil().save(DOCS / f"{name}.png")
        finally:
            document.close()
    print(f"docs/{name}.png")


def bscs_group_picture(state: str) -> None:
    """BSCS: the escort carrier's export, its first assault craft group page (ten units, each an
    Ammo & Info and a Systems line, and the formation hit chart, 002 L484-504)."""
    from designer.sheets.display import Text, walk

    path = CATALOGS / "bscs" / "designs" / "escort-carrier.yaml"
    window = window_on(path, state)
    pages = window.document.pages()
    window.close()
    group = next(
        n
        for n, page in enumerate(pages, 1)
        if any(isinstance(item, Text) and "ASSAULT CRAFT GROUP" in item.text for item in walk(page.items))
    )
    exported_page(path, group, "record-sheet-bscs-group")


REFIT = """hullwright: 1
game: full-thrust
name: Heavy Cruiser (refit)
hull: {mass: 32, type: warship}
thrust: 4
systems:
  - {type: screen, level: 1}
  - {type: beam, class: A, arcs: [P, F, S]}
  - {type: beam, class: B, arcs: [P, F, S], count: 2}
  - {type: adaf}
  - {type: pdaf, count: 2}
"""


def compare_picture(state: str) -> None:
    """File > Compare with: the Heavy Cruiser beside a refit (one B battery traded for a PDAF),
    the differences listed and the changed parts outlined on both sheets."""
    ft = CATALOGS / "full-thrust" / "designs"
    window = window_on(ft / "heavy-cruiser.yaml", state)
    with tempfile.TemporaryDirectory() as folder:
        refit = Path(folder) / "heavy-cruiser-refit.yaml"
        refit.write_text(REFIT, encoding="utf-8")
        view = window.compare.with_file(refit)
    view.resize(1400, 900)
    view.show()
    application().processEvents()
    out = DOCS / "window-compare.png"
    view.grab().save(str(out))
    view.close()
    print(out.relative_to(PROJECT_ROOT))


def fleet_picture(state: str) -> None:
    """The Fleet tab under house rules: the Anglian convoy with two more destroyers added (one
    row, its count raised), a ship named, Heavy Beams in force (header and prices follow)."""
    window = window_on(CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml", state)
    window.house_rules.load(CATALOGS / "full-thrust" / "profiles" / "heavy-beams.yaml")
    fleet = window.fleet
    fleet.open_path(CATALOGS / "full-thrust" / "fleets" / "convoy-990-anglian.yaml")
    fleet.tab.set_budget(800)
    fleet.tab.add_design("catalog:destroyer", 2)
    fleet.tab.document.set_ship_name(0, "Lucky")
    fleet.tab.refresh_now()
    fleet.tab.document.saved = fleet.tab.document.fleet  # nothing to ask on close
    shoot(window, "window-fleet.png")
    window.prefs.remember_profile("full-thrust", None)


def main() -> int:
    # Read when the QApplication is made (not when Qt is imported): no window ever shows.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    application()
    state = tempfile.mkdtemp(prefix="hullwright-shots-")  # never touch the user's autosaves
    ft = CATALOGS / "full-thrust" / "designs"

    # 1. A standard design, a beam battery selected: its arcs, the aft arc refused.
    window = window_on(ft / "heavy-cruiser.yaml", state)
    window.edits.select_row(1)
    window.panes.lists["systems"].row_editor.arcs.click("A")
    window.status.show("Refused: no ship may fire offensive weapons through its AFT arc (Fire Arcs)")
    shoot(window, "window-heavy-cruiser.png")

    # 2. Over the system allowance: the error, its rule, the offending row marked and selected,
    #    and the fix-it suggestions under it.
    window = window_on(ft / "heavy-cruiser.yaml", state)
    window.edits.add_from_palette("beam:A")
    window.edits.add_from_palette("pdaf")
    window.refresh_now()
    over = next(f for f in window.findings.findings if f.code == "FT-ALLOWANCE-OVER")
    window.findings.activate(window.findings.findings.index(over))
    shoot(window, "window-over-mass.png")

    # 3. The second game in the same window: BSCS describes its own editor.
    bscs = sorted((CATALOGS / "bscs" / "designs").glob("*.yaml"))
    if bscs:
        window = window_on(bscs[0], state)
        window.edits.select_row(1)
        shoot(window, "window-bscs.png")

    # 3b. The BSCS escort carrier's assault craft group sheet.
    bscs_group_picture(state)

    # 4. Star Fleet Battles: an SSD in the window, and its sheet.
    sfb_pictures(state)
    # 5. Star Blazers: a carrier over its hangar in the window, and a Warship Display Form.
    star_blazers(state)
    # 6. A design compared with a refit.
    compare_picture(state)
    # 7. The Fleet tab under house rules.
    fleet_picture(state)
    return 0


if __name__ == "__main__":
    sys.exit(main())
