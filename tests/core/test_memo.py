"""The one memo (``core/memo.py``): by the identities of the inputs (a design's entries, which
an edit keeps in a new list unless it touches them) and by the values of a key; bounded; and
a result made from a referenced file still names that file each time it is handed out."""

from __future__ import annotations

from designer.core.memo import Memo
from designer.core.sources import FileSource, ReadLog, replay


class Entry:  # any object: inputs go by identity, never by value
    def __eq__(self, other):
        return True  # equal to everything: a memo that compared values would mix them up

    __hash__ = object.__hash__


def test_inputs_count_by_identity_and_the_key_by_value():
    memo, calls = Memo(), []
    a, b, c = Entry(), Entry(), Entry()

    def make():
        calls.append(1)
        return len(calls)

    assert memo.of("rows", [a, b], make) == 1
    assert memo.of("rows", (a, b), make) == 1  # a new list of the same entries
    assert memo.of("rows", [a, c], make) == 2  # one entry replaced (equal, but another object)
    assert memo.of("rows", [b, a], make) == 3  # the same entries moved
    assert memo.of("rows", [a, b], make, "other option") == 4  # the key counts
    assert memo.of("rows", [a, b], make, "other option") == 4
    assert memo.of("rows", [a, b], make, ("other", "option")) == 5  # keys compare by value
    assert memo.of("rows", [a, b], make, ("other", "option")) == 5
    assert memo.of("other", [a, b], make) == 6  # kinds are separate
    assert memo.of("label", (), make, 10.0, "NAME") == 7  # by value only
    assert memo.of("label", (), make, 10.0, "NAME") == 7


def test_a_kind_is_bounded_and_starts_afresh_when_full():
    memo, entries = Memo(limit=4), [Entry() for _ in range(10)]
    made = [memo.of("rows", [e], lambda: object()) for e in entries]
    assert len(memo._kinds["rows"]) <= 4
    assert memo.of("rows", [entries[-1]], lambda: None) is made[-1]  # the newest is still kept
    assert memo.of("rows", [entries[0]], lambda: "again") == "again"  # an old one was let go
    for e in entries:  # a kind of big results keeps fewer
        memo.of("designs", [e], lambda: 0, limit=2)
    assert len(memo._kinds["designs"]) <= 2


def test_a_kept_result_still_names_the_files_it_was_made_from():
    memo, source = Memo(), FileSource("/ships/craft.yaml", "ab" * 32)

    def make():
        replay([source])  # as a loader reading a referenced file tells the open logs
        return "craft"

    with ReadLog() as first:
        memo.of("craft", (), make, "craft.yaml")
    with ReadLog() as second:  # made long ago, handed out now: the log still hears of the file
        assert memo.of("craft", (), lambda: "not made again", "craft.yaml") == "craft"
    assert first.sources == second.sources == (source,)
