"""A finding as a sheet prints it: the code, the message and the rulebook section to read.

Findings carry seed line references for the curious (``Fire Arcs, 001 L186``); a player holding
the printed book looks a rule up by its section, so the sheets print the section name only.
"""

from __future__ import annotations

from collections.abc import Sequence

from designer.core.evaluation import Finding
from designer.core.line_refs import without_line_refs


def printed_finding(finding: Finding, where: str = "") -> str:
    """``FT-ARC-AFT: a beam cannot fire aft (see Fire Arcs)``; ``where`` follows the code."""
    text = f"{finding.code}{where}: {without_line_refs(finding.message)}"
    section = without_line_refs(finding.rule)
    return f"{text} (see {section})" if section else text


def not_legal_text(errors: Sequence[Finding]) -> str:
    """The NOT LEGAL line every sheet prints: the first error in words with its section, then how
    many more there are (``NOT LEGAL: FT-MASS-OVER: … (see Fitting Weapons…) and 2 more``)."""
    if not errors:
        return ""
    first = printed_finding(errors[0])
    more = len(errors) - 1
    return f"NOT LEGAL: {first}" + (f" and {more} more" if more else "")
