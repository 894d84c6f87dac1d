"""Per-game rows of a simulation: JSON lines, CSV, or Parquet (when pyarrow is installed).

Each row carries the provenance (title, variant name and hash, plugins, bots per seat) and the
game's outcome, so rows from several runs can be pooled and still told apart.  Rows hold no
timings: the same seeds give the same rows on any machine or executor.
"""
from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass.core.files.atomic import write_text

if TYPE_CHECKING:
    from brass.core.play.record import GameResult

FORMATS = (".jsonl", ".csv", ".parquet")


def game_row(result: GameResult, prov: dict[str, Any]) -> dict[str, Any]:
    """One game as a flat row (seat columns ``vp_p1``...; action columns ``act_build cotton``...)."""
    row: dict[str, Any] = {
        "index": result.index, "seed": result.seed, "title": prov["title"], "players": prov["players"],
        "variant": prov["variant"], "variant_hash": prov["variant_hash"], "plugins": ";".join(prov["plugins"]),
        "rounds": result.rounds, "actions": result.actions, "decisions": result.decisions,
        "first_player": result.first + 1, "winners": ";".join(str(p + 1) for p in result.winners),
        "lead_changes": result.lead_changes, "decisiveness": result.decided_at,
    }
    for p in range(prov["players"]):
        n = p + 1
        row[f"bot_p{n}"] = (result.bots or prov["bots"])[p]
        row[f"vp_p{n}"] = result.vp[p]
        row[f"money_p{n}"] = result.money[p]
        row[f"income_p{n}"] = result.income[p]
        row[f"rank_p{n}"] = result.rank[p]
    totals: dict[str, int] = {}
    for counts in result.actions_by_seat:
        for kind, c in counts.items():
            totals[kind] = totals.get(kind, 0) + c
    for kind in sorted(totals):
        row[f"act_{kind}"] = totals[kind]
    return row


def rows_of(results: Sequence[GameResult], prov: dict[str, Any]) -> list[dict[str, Any]]:
    """Flat rows with the same columns (action kinds absent from a game count 0)."""
    rows = [game_row(r, prov) for r in results]
    kinds = sorted({k for row in rows for k in row if k.startswith("act_")})
    for row in rows:
        for k in kinds:
            row.setdefault(k, 0)
    columns = [k for k in rows[0] if not k.startswith("act_")] + kinds if rows else []
    return [{k: row[k] for k in columns} for row in rows]


def write_plain_rows(path: str, rows: Sequence[dict[str, Any]]) -> None:
    """Write flat rows (all with the same keys) as ``.jsonl``, ``.csv`` or ``.parquet``."""
    suffix = Path(path).suffix.lower()
    if suffix == ".parquet":
        import pyarrow as pa  # optional: only when asked for
        import pyarrow.parquet as pq

        pq.write_table(pa.Table.from_pylist(list(rows)), path)
    elif suffix == ".csv":
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=list(rows[0]) if rows else [], lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        write_text(path, buf.getvalue())
    else:
        write_text(path, "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows))


def write_rows(path: str, results: Sequence[GameResult], prov: dict[str, Any]) -> None:
    """Write the games' rows in the format the file name asks for; JSON lines also keep each
    seat's actions (``actions_by_seat``)."""
    rows = rows_of(results, prov)
    if Path(path).suffix.lower() == ".jsonl":
        rows = [{**row, "actions_by_seat": r.actions_by_seat} for row, r in zip(rows, results)]
    write_plain_rows(path, rows)
