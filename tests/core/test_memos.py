"""Memos a document owns: by one object's identity, or by the identities of several inputs (a
design's entries, which an edit keeps in a new list unless it touches them)."""

from __future__ import annotations

from designer.core.context import Memos


class Entry:  # any object: memos go by identity, never by value
    pass


def test_of_remembers_by_the_identities_of_the_inputs():
    memos, calls = Memos(), []
    a, b, c = Entry(), Entry(), Entry()

    def compute():
        calls.append(1)
        return len(calls)

    assert memos.of("rows", [a, b], compute) == 1
    assert memos.of("rows", (a, b), compute) == 1  # a new list of the same entries
    assert memos.of("rows", [a, c], compute) == 2  # one entry replaced
    assert memos.of("rows", [b, a], compute) == 3  # the same entries moved
    assert memos.of("rows", [a, b], compute, "other option") == 4  # extra keys count
    assert memos.of("other", [a, b], compute) == 5  # names are separate


def test_of_is_bounded():
    memos, entries = Memos(), [Entry() for _ in range(10)]
    for e in entries:
        memos.of("rows", [e], lambda: 0, limit=4)
    assert len(memos._identities["rows"]) <= 4
