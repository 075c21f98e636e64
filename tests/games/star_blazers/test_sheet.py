"""The Warship Display Form: ``hullwright export`` text checks for every class (read with pypdf),
light ships several to a page, page furniture and the 6 pt floor."""

from __future__ import annotations

import re

import pypdf
import pytest

from designer.cli import main
from designer.core.paths import CATALOGS
from designer.games.samples import sample_design
from designer.games.star_blazers import GAME
from designer.sheets.display import Text, walk
from tests.evaluating import evaluated
from tests.games.star_blazers.conftest import craft, evaluate, make

CLASSES = list(GAME.data.catalog().warships)
FLEETS = CATALOGS / "star-blazers" / "fleets"


def pdf_text(path) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(path).pages]


@pytest.fixture(scope="module")
def every_class(tmp_path_factory):
    folder = tmp_path_factory.mktemp("classes")
    paths = []
    for n, class_id in enumerate(CLASSES):
        path = folder / f"{n:02d}.yaml"
        path.write_text(
            f"hullwright: 1\ngame: star-blazers\nname: Ship {n}\nclass: {class_id}\n", encoding="utf-8"
        )
        paths.append(str(path))
    out = folder / "all.pdf"
    assert main(["export", *paths, "-o", str(out)]) == 0
    return pdf_text(out)


def forms(pages: list[str]) -> dict[str, str]:
    """Each ship's pages joined, keyed by its name (the first page of a form names it)."""
    out: dict[str, str] = {}
    current = None
    for text in pages:
        found = re.search(r"Ship (\d+)", text)
        if found and "(CONTINUED)" not in text:
            current = int(found.group(1))
        out[CLASSES[current]] = out.get(CLASSES[current], "") + text
    return out


def test_every_class_prints_its_form(every_class):
    by_class = forms(every_class)
    assert set(by_class) == set(CLASSES)
    for class_id, text in by_class.items():
        cls = GAME.data.catalog().warship(class_id)
        assert "STAR BLAZERS FLEET BATTLE SYSTEM" in text
        assert f"{cls.title.upper()} CLASS {cls.points} POINTS" in text, class_id
        for part in (
            "WARSHIP DATA",
            "SHIP SYSTEMS",
            "MOVEMENT LOG",
            "POWER ACCUMULATION LOG",
            "UNIT NAME:",
            "UNIT NUMBER:",
            "COMMAND BRIDGE",
            "HULL STRUCTURE",
        ):
            assert part in text, (class_id, part)
        assert cls.wdf.label in text, class_id


def test_the_table_of_each_letter_carried(every_class):
    by_class = forms(every_class)
    weapons = GAME.data.catalog().weapons
    for class_id in CLASSES:
        for battery in GAME.data.catalog().warship(class_id).batteries.entries:
            letter = battery.letter
            if letter in weapons.direct_fire:
                title = weapons.direct_fire[letter].title
                assert title in by_class[class_id] and f"{title}/DP MODE" in by_class[class_id]
            elif letter in weapons.launchers:
                assert weapons.launchers[letter].title in by_class[class_id]
            elif letter in weapons.defence:
                assert weapons.defence[letter].title in by_class[class_id]
        for sw in GAME.data.catalog().warship(class_id).special_weapons.entries:
            table = weapons.special_weapons.get(sw) or weapons.smite_transporters[sw]
            assert table.title in by_class[class_id], (class_id, sw)


def test_form_figures(every_class):
    by_class = forms(every_class)
    assert "POWER ACCUMULATION LOG - 1D8 STATIONARY / 1D6 MOVING" in by_class["comet/medaruusa"]  # L7387
    assert "POWER ACCUMULATION LOG - 1D6 STATIONARY / 1D4 MOVING" in by_class["edf/yamato"]  # L5827
    assert "WARSHIP HULL STRUCTURE (124 BOXES)" in by_class["edf/yamato"]  # L4491
    assert "TYPE 18 WAVE MOTION GUN" in by_class["edf/yamato"]  # L5787
    assert "CARGO MANIFEST - 20 CARGO FACTORS EACH" in by_class["edf/oceana"]  # L6270
    assert "CARGO MANIFEST - .02 CARGO FACTORS EACH" in by_class["gamilon/hslmt"]  # L7240, L4878
    assert "FLOTILLA BONUS" in by_class["gamilon/eliminator"]  # L6825
    assert "MDS 1 x 4 missile salvoes" in by_class["gamilon/eliminator"]  # L499-501
    assert "MISSILE/BATTERY EQUIVALENCY TABLE" in by_class["gamilon/conqueror"]  # L6496
    assert "SURVIVAL PODS" in by_class["gamilon/exterminator"]  # L6771
    assert "MAGNETRONIC WAVE GENERATOR SYSTEM" in by_class["gamilon/space-fortress"]  # L7279
    for carrier in ("edf/yamato", "gamilon/revenge", "comet/vengeful"):
        assert "BATTLECRAFT SQUADRONS" in by_class[carrier]
        assert "BATTLECRAFT CONTROL LOG" in by_class[carrier]
    assert "BATTLECRAFT SQUADRONS" not in by_class["edf/hood"]


def test_purchases_are_written_in_the_systems_box(tmp_path):
    design = make("edf/borodino", purchases=[{"system": "acacbi"}])
    path = tmp_path / "borodino.yaml"
    path.write_text(
        "hullwright: 1\ngame: star-blazers\nname: Kirishima\nclass: edf/borodino\n"
        "purchases: [{system: acacbi}]\n",
        encoding="utf-8",
    )
    assert main(["export", str(path), "-o", str(tmp_path / "b.pdf")]) == 0
    text = "".join(pdf_text(tmp_path / "b.pdf"))
    assert "ACACBI" in text and "PURCHASED" in text and "SHIP POINTS 553" in text
    assert [s.label for s in evaluate(design).detail.systems if s.purchased] == ["ACACBI"]


@pytest.mark.parametrize(
    "stem, pages, rows",
    [
        ("1-battle-of-pluto-earth-intro", 6 + 1, 3),  # 18 Lightnings 3 a sheet (L6250-6257) + Mogami
        ("1-battle-of-pluto-gamilon-intro", 3, 4),  # 12 destroyers 4 a sheet (L6771-6774)
    ],
)
def test_light_ships_share_a_form(tmp_path, stem, pages, rows):
    out = tmp_path / "pack.pdf"
    assert main(["export", str(FLEETS / f"{stem}.yaml"), "-o", str(out)]) == 0
    text = pdf_text(out)
    forms_ = [t for t in text if "WARSHIP DATA" in t]
    assert len(forms_) == pages
    assert re.search(rf"{rows}\]\s*UNIT NAME:", forms_[0])
    assert not re.search(rf"{rows + 1}\]\s*UNIT NAME:", forms_[0])


def test_patrol_cruisers_two_a_form():
    """The patrol cruiser's form has two log rows (L6180-6181)."""
    design = make("edf/konigsberg")
    pages = GAME.sheets.record_pages([(design, evaluated(GAME, design))] * 3, "a4")
    assert len(pages) == 2


def test_no_text_under_six_points_but_symbol_labels():
    designs = [make(c) for c in CLASSES] + [
        make("edf/yamato", craft=craft("BT", 54, "CZ", 1, "AA", 25)),
        make("gamilon/eliminator", fill_in={"batteries": [{"letter": "I", "count": 2}]}),
    ]
    for design in designs:
        for page in GAME.sheets.record_pages([(design, evaluated(GAME, design))], "a4"):
            for item in walk(page.items):
                if isinstance(item, Text) and item.size < 6:
                    assert len(item.text.strip()) <= 2, (design.warship_class, item.text)


@pytest.mark.parametrize("paper, size", [("a4", (595.28, 841.89)), ("letter", (612, 792))])
def test_page_sizes(paper, size):
    design = make("gamilon/revenge")
    pages = GAME.sheets.record_pages([(design, evaluated(GAME, design))], paper)
    assert all((p.width, p.height) == size for p in pages)


def test_lost_values_leave_marked_write_in_spaces():
    """The hull boxes of the Andromeda I are lost: its form leaves a write-in space."""
    design = make("edf/andromeda-i")
    [page, *_] = GAME.sheets.record_pages([(design, evaluated(GAME, design))], "a4")
    texts = [i.text for i in walk(page.items) if isinstance(i, Text)]
    assert "BOX COUNT NOT PRESERVED: DRAW OR WRITE IN" in texts
    assert any(t.startswith("Grey dashed boxes") for t in texts)


def test_an_unknown_class_still_prints():
    design = make("edf/nowhere")
    pages = GAME.sheets.record_pages([(design, evaluated(GAME, design))], "a4")
    texts = [i.text for i in walk(pages[0].items) if isinstance(i, Text)]
    assert "UNKNOWN CLASS edf/nowhere" in texts and any("NOT LEGAL" in t for t in texts)


def test_a_kept_layout_is_the_fresh_layout():
    """Blocks kept in one memo across many designs give exactly the pages a fresh memo lays
    out: every key names all a block is drawn from."""
    from designer.core.memo import Memo

    kept = Memo()
    sample = sample_design(GAME, 60)
    variants = [
        sample,
        sample.model_copy(update={"craft": sample.craft[:-3]}),
        sample.model_copy(update={"fill_in": sample.fill_in.model_copy(update={"hull_boxes": 61})}),
    ]
    for class_id in list(GAME.data.catalog().warships)[::3]:
        variants.append(make(class_id, name=f"{class_id} one"))
        variants.append(make(class_id, name=f"{class_id} two", purchases=[{"system": "asms"}]))
    for design in variants + variants[::-1]:
        items = [(design, evaluate(design))]
        assert GAME.sheets.record_pages(items, "a4", None, kept) == GAME.sheets.record_pages(
            items, "a4", None, Memo()
        ), design.name


def test_sheet_options_one_ship_a_page_and_no_control_log():
    frigate = make("edf/airone")
    three = [(frigate, evaluate(frigate))] * 3
    assert len(GAME.sheets.record_pages(three, "a4")) == 1
    assert len(GAME.sheets.record_pages(three, "a4", {"one_ship_a_page": True})) == 3
    carrier = make("gamilon/revenge")
    items = [(carrier, evaluate(carrier))]
    with_log = " ".join(
        t.text for p in GAME.sheets.record_pages(items, "a4") for t in walk(p.items) if isinstance(t, Text)
    )
    without = " ".join(
        t.text
        for p in GAME.sheets.record_pages(items, "a4", {"control_log": False})
        for t in walk(p.items)
        if isinstance(t, Text)
    )
    assert "BATTLECRAFT CONTROL LOG" in with_log and "BATTLECRAFT CONTROL LOG" not in without


def _texts(pages) -> list[Text]:
    return [t for p in pages for t in walk(p.items) if isinstance(t, Text)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_long_names_and_a_form_of_ships_are_never_cut(paper):
    # Issue 15 item 17: "HSSACV Hailstorm (battlecraft em…" in the unit row and "4 ships: SDD
    # Dominator 1, SDD Dominator 2, SDD Domina…" in the header. A unit name wraps in its row
    # (shrunk to 6 pt first); the header counts ships of one name, and when even that is too
    # long says how many, since the unit rows name each ship in full.
    long = make("comet/hailstorm", name="HSSACV Hailstorm (battlecraft embarked)")
    pages = GAME.sheets.record_pages([(long, evaluated(GAME, long))], paper)
    names = [t for t in _texts(pages) if t.ref == "name"]
    assert " ".join(t.text for t in names) == "HSSACV Hailstorm (battlecraft embarked)"
    assert len(names) == 2 and min(t.size for t in names) >= 6

    def header(names_: list[str]) -> str:
        ships = [make("gamilon/dominator", name=n) for n in names_]
        form = GAME.sheets.record_pages([(d, evaluated(GAME, d)) for d in ships], paper)[0]
        return next(t.text for t in _texts([form]) if "ships" in t.text and t.font == "bold" and t.y < 80)

    assert (
        header(["SDD Dominator 1", "SDD Dominator 2", "SDD Dominator 3", "SDD Dominator 4"])
        == "4 ships: SDD Dominator 1, SDD Dominator 2, SDD Dominator 3, SDD Dominator 4"
    )
    assert header(["HSSDD Dominator"] * 3) == "3 ships: 3 × HSSDD Dominator"
    assert (
        header([f"Dominator of the {w} Flotilla" for w in ("First", "Second", "Third", "Fourth")])
        == "4 ships, named in the unit rows below"
    )
    assert not [t for t in _texts(pages) if "…" in t.text]
