"""Every bundled design and fleet gives the outputs recorded in ``tools/baseline.json``: the same
``validate --json``, ``fleet --json`` and byte-identical PDFs. A change that alters them on
purpose rewrites the baseline (``python -m tools.baseline --write``) in its own commit."""

import json

from tools.baseline import BASELINE, differences, outputs


def test_outputs_match_the_baseline():
    recorded = json.loads(BASELINE.read_text(encoding="utf-8"))
    assert differences(recorded, outputs()) == []
