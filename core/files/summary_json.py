"""The ``--json`` summaries of ``brass simulate``, ``compare`` and ``sweep`` as text.

Every float is written to 6 significant digits: a mean of 9.2 is stored as 9.2, not as the
9.200000000000001 that summing in binary leaves, and no figure in these summaries (rates,
means, intervals, p-values, seconds) carries more precision than 6 digits can say.  Integers,
strings and the provenance are written as they are."""
from __future__ import annotations

import json
from typing import Any

#: significant digits of every float in a summary
DIGITS = 6


def rounded(data: Any, digits: int = DIGITS) -> Any:
    """``data`` with every float (in lists, tuples and dicts, however deep) rounded to
    ``digits`` significant digits."""
    if isinstance(data, float):
        return float(f"{data:.{digits}g}")
    if isinstance(data, dict):
        return {k: rounded(v, digits) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return [rounded(v, digits) for v in data]
    return data


def summary_text(data: Any) -> str:
    """A summary as indented JSON, floats to :data:`DIGITS` significant digits."""
    return json.dumps(rounded(data), indent=2, ensure_ascii=False)
