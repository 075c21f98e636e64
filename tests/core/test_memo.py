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


def test_inputs_and_key_values_never_stand_for_each_other():
    memo, a = Memo(), Entry()
    assert memo.of("rows", [a], lambda: "by a") == "by a"
    assert memo.of("rows", (), lambda: "by its id", id(a)) == "by its id"
    assert memo.of("rows", (), lambda: "by its id and no key", id(a), ()) == "by its id and no key"
    assert memo.of("rows", [a, a], lambda: "twice") == "twice"
    assert memo.of("rows", [a], lambda: "not made again") == "by a"


def test_a_result_made_while_no_log_listened_is_made_again_for_one_that_does():
    memo, source, made = Memo(), FileSource("/ships/craft.yaml", "cd" * 32), []

    def make():
        made.append(1)
        replay([source])
        return "craft"

    entry = Entry()
    assert memo.of("craft", [entry], make) == "craft"  # no log open: the files go unrecorded
    assert memo.of("craft", [entry], make) == "craft" and len(made) == 1  # nor asked for
    with ReadLog() as log:
        assert memo.of("craft", [entry], make) == "craft"
    assert log.sources == (source,) and len(made) == 2  # made again, so the log heard of the file
    with ReadLog() as again:
        assert memo.of("craft", [entry], make) == "craft"
    assert again.sources == (source,) and len(made) == 2  # its files are known now
