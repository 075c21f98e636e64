"""The fleet fingerprint records a battle pack holds, read from its PDF document information
only, with a size cap: ``hullwright verify --pack``.

Records live in the document-info entry ``/FleetFingerprints`` (a JSON list, one object per
fleet; ``sheets/battle_pack.py``). Packs printed before it existed hold each record in
``/Keywords`` as ``drydock-fleet:{...}``, joined with ", ": each is read with a JSON decoder from
its mark, never by splitting (a fleet name may hold ", " or the mark itself).

The pack is anyone's PDF: an information dictionary larger than :data:`MAX_INFO_BYTES`, one that
refers to itself, a record that is not well formed, all are refused or skipped, never a crash,
and nothing but the information dictionary and the entries a record needs is parsed.
"""

from __future__ import annotations

import io
import json
import logging
import re
from typing import Any

from designer.core.errors import LoadError
from designer.core.file_reader import read_bytes

KEY = "/FleetFingerprints"  # as designer/sheets/battle_pack.py writes it
MARK = "drydock-fleet:"  # a keyword of packs printed before KEY existed
MAX_PACK_BYTES = 200_000_000  # a 2,000-sheet battle pack is some tens of MB
# A record of a 2,000-ship pack is about 150 kB; the whole information dictionary a pack has is
# allowed 4 MB before it is refused unparsed.
MAX_INFO_BYTES = 4_000_000
MAX_OBJECTS = 500_000  # the largest pack (2,000 BSCS carriers and their group sheets) has 12,016
_STARTXREF = re.compile(rb"startxref\s+(\d{1,15})")
_SUBSECTION = re.compile(rb"\s*(\d{1,15})[ ]+(\d{1,15})[ \t]*\r?\n?")
_XREF_SIZE = re.compile(rb"/Size\s+(\d{1,15})")
_XREF_PREV = re.compile(rb"/Prev\s+(\d{1,15})")
_DECODER = json.JSONDecoder()
_SCALARS = (bool, int, float, str)


def pack_records(pack: str) -> list[dict[str, Any]]:
    """Every well-formed fingerprint record of ``pack``, in pack order; a LoadError when it is
    no PDF, cannot be read or holds none."""
    import pypdf

    data = read_bytes(pack, pipes=True, limit=MAX_PACK_BYTES)  # the one reader: a FIFO never blocks
    if not data.startswith(b"%PDF-"):
        raise LoadError(pack, "is not a PDF; give the battle pack Hullwright printed")
    _check_objects(data, pack)
    log = logging.getLogger("pypdf")  # its repair warnings are not the player's business
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        reader = pypdf.PdfReader(io.BytesIO(data))
        own, keywords = _info_texts(reader, pack)
    except LoadError:
        raise
    except (OSError, pypdf.errors.PyPdfError, ValueError) as exc:
        raise LoadError(
            pack, f"cannot be read as a PDF ({exc}); give the battle pack Hullwright printed"
        ) from None
    except (AttributeError, KeyError, TypeError, IndexError, RecursionError):  # a malformed dictionary
        raise LoadError(
            pack,
            "its document information is malformed (it refers to itself, or "
            "is not a dictionary); give the battle pack Hullwright printed",
        ) from None
    finally:
        log.setLevel(level)
    records = _own_records(own) if own is not None else _keyword_records(keywords or "")
    if not records:
        raise LoadError(
            pack, "holds no Hullwright fleet fingerprint; it is not a battle pack Hullwright printed"
        )
    return records


def _check_objects(data: bytes, pack: str) -> None:
    """Refuse, before any parsing, a PDF with more objects than a battle pack has: the reader
    keeps an entry per object in its cross-reference table (about 200 bytes each), so a 200 MB
    file of nothing but entries would take gigabytes. The table's subsection headers are
    summed without reading the entries (each is 20 bytes); objects are counted by their
    ``obj`` keyword too, for a table the reader would rebuild by scanning the file."""
    too_many = LoadError(
        pack,
        f"holds more than {MAX_OBJECTS:,} objects, more than any battle pack "
        "Hullwright prints; it is not one",
    )
    if data.count(b"obj") > 2 * MAX_OBJECTS:
        raise too_many
    entries, seen = 0, set[int]()
    at = _startxref(data, len(data))
    while at is not None and at not in seen and len(seen) < 100:  # /Prev chains of updates
        seen.add(at)
        if data.startswith(b"xref", at):
            count, trailer = _table_entries(data, at + 4)
            _check_trailer(data, data.find(b"trailer", at), pack)
        else:  # a cross-reference stream: its dictionary says how many entries it has
            head = data[at : at + 4096]
            size = _XREF_SIZE.search(head)
            count, trailer = (int(size.group(1)) if size else 0), head
        entries += count
        if entries > MAX_OBJECTS:
            raise too_many
        prev = _XREF_PREV.search(trailer)
        at = int(prev.group(1)) if prev else None


def _check_trailer(data: bytes, at: int, pack: str) -> None:
    """A trailer (which may hold the information dictionary itself) within the cap: the reader
    parses it whole when it opens the file."""
    end = data.find(b"startxref", at) if at >= 0 else -1
    if at >= 0 and (end < 0 or end - at > MAX_INFO_BYTES):
        raise LoadError(
            pack,
            f"its trailer is larger than any battle pack's "
            f"({MAX_INFO_BYTES / 1_000_000:g} MB); it is not a battle pack Hullwright printed",
        )


def _startxref(data: bytes, end: int) -> int | None:
    found = _STARTXREF.search(data, max(0, end - 4096))
    last = None
    while found:
        last, found = found, _STARTXREF.search(data, found.end())
    return int(last.group(1)) if last else None


def _table_entries(data: bytes, at: int) -> tuple[int, bytes]:
    """The entries of a classic cross-reference table from just after ``xref``, and its trailer."""
    count = 0
    for _ in range(100_000):  # subsections: a pack has one
        header = _SUBSECTION.match(data, at)
        if header is None:
            break
        count += int(header.group(2))
        at = header.end() + int(header.group(2)) * 20
        if count > MAX_OBJECTS:
            break
    return count, data[at : at + 4096]


def _info_texts(reader, pack: str) -> tuple[str | None, str | None]:
    """The text of the pack's own entry (None: it has none) and of ``/Keywords``, each parsed
    only when the objects holding it are within the cap."""
    from pypdf.generic import DictionaryObject, IndirectObject

    ref = reader.trailer.raw_get("/Info") if "/Info" in reader.trailer else None
    if ref is None:
        return None, None
    _check_size(reader, ref, pack)
    info = ref.get_object() if isinstance(ref, IndirectObject) else ref
    if not isinstance(info, DictionaryObject):
        return None, None
    texts: list[str | None] = []
    for key in (KEY, "/Keywords"):  # the keywords only for a pack that has no entry of its own
        value = info.raw_get(key) if key in info and not any(texts) else None
        if isinstance(value, IndirectObject):
            _check_size(reader, value, pack)
            value = value.get_object()
        texts.append(str(value) if isinstance(value, str) else None)
    return texts[0], texts[1]


def _check_size(reader, ref, pack: str) -> None:
    """Refuse an object whose bytes in the file (or whose object stream's) pass the cap, before
    it is parsed. Its size is the distance to the next object the cross-reference table knows."""
    from pypdf.generic import IndirectObject

    if not isinstance(ref, IndirectObject):
        return
    number = ref.idnum
    in_stream = reader.xref_objStm.get(number)
    if in_stream is not None:
        number = in_stream[0]
    start = next((table[number] for table in reader.xref.values() if number in table), None)
    if not isinstance(start, int):
        return  # pypdf finds it by scanning, or not at all: its own limits apply
    end = min(
        (o for table in reader.xref.values() for o in table.values() if isinstance(o, int) and o > start),
        default=reader.stream.seek(0, io.SEEK_END),
    )
    if end - start > MAX_INFO_BYTES:
        raise LoadError(
            pack,
            f"its document information is {(end - start) / 1_000_000:.0f} MB, "
            f"more than any battle pack's ({MAX_INFO_BYTES / 1_000_000:g} MB); it is "
            "not a battle pack Hullwright printed",
        )


def _own_records(text: str) -> list[dict[str, Any]]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return []
    return [r for r in data if _well_formed(r)] if isinstance(data, list) else []


def _keyword_records(keywords: str) -> list[dict[str, Any]]:
    """The records of a pack before form 2: each ``drydock-fleet:`` mark followed by one JSON
    object, decoded from the mark (the text after it may be more keywords)."""
    out, at = [], keywords.find(MARK)
    while at >= 0:
        start = at + len(MARK)
        try:
            record, end = _DECODER.raw_decode(keywords, start)
        except (ValueError, RecursionError):
            at = keywords.find(MARK, start)
            continue
        if _well_formed(record):
            out.append(record)
        at = keywords.find(MARK, end)
    return out


def _well_formed(record: Any) -> bool:
    """A record verify can use: a fingerprint, parts with a list of ships; if present, a form
    number, files by name and rule options of plain values."""
    if not isinstance(record, dict):
        return False
    parts, rules, files = record.get("parts"), record.get("rules", {}), record.get("files", {})
    form = record.get("form", 1)
    return (
        isinstance(record.get("fingerprint"), str)
        and isinstance(parts, dict)
        and isinstance(parts.get("ships", []), list)
        and isinstance(files, dict)
        and isinstance(form, int)
        and not isinstance(form, bool)
        and form >= 1
        and isinstance(rules, dict)
        and all(isinstance(v, _SCALARS) for v in rules.values())
        and isinstance(record.get("name", ""), str)
    )
