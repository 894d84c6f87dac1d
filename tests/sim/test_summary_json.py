"""``--json`` summaries write floats to 6 significant digits (9.2, not 9.200000000000001)."""
from __future__ import annotations

import json

from brass.core.files.summary_json import rounded, summary_text


def test_floats_are_rounded_to_six_significant_digits_however_deep() -> None:
    assert repr(0.3 + 8.9) == "9.200000000000001"
    data = {"mean": 0.3 + 8.9, "p": 0.25000000000000006, "ci": [1 / 3, 123456.789, 0.000123456789],
            "pair": (2 / 3, 7), "games": 5, "bot": "eager", "significant": True, "none": None}
    assert rounded(data) == {"mean": 9.2, "p": 0.25, "ci": [0.333333, 123457.0, 0.000123457],
                             "pair": [0.666667, 7], "games": 5, "bot": "eager", "significant": True, "none": None}
    assert rounded(1e-12 / 3) == 3.33333e-13 and rounded(-2.0000000000000004) == -2.0


def test_the_summary_text_is_indented_json_of_the_rounded_data() -> None:
    text = summary_text({"mean": 0.3 + 8.9, "name": "Grünstadt"})
    assert "9.200000000000001" not in text and "Grünstadt" in text
    assert json.loads(text) == {"mean": 9.2, "name": "Grünstadt"}
    assert text.splitlines()[1] == '  "mean": 9.2,'
