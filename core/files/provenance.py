"""Where a simulation's numbers come from: title, seed, variant (name and content hash),
plugins and bots, recorded beside every summary and per-game row so a result can be traced
and repeated."""
from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def content_hash(data: Any) -> str:
    """A short, stable hash of plain data (canonical JSON, SHA-256, 16 hex digits)."""
    blob = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


def plugin_identity(spec: str) -> str:
    """How a plugin is named in results: an entry-point name as given; a file by its name and
    the hash of its content (so two different files of one name are told apart)."""
    if not spec.endswith(".py"):
        return spec
    path = Path(spec)
    try:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    except OSError:
        return path.name
    return f"{path.name}#{digest}"


def provenance(title: str, players: int, seed: int, bots: Sequence[str], variant: dict[str, Any] | None,
               plugins: Sequence[str]) -> dict[str, Any]:
    """The provenance record of one simulation (one side of a comparison)."""
    meta = (variant or {}).get("variant", {})
    return {
        "title": title,
        "players": players,
        "seed": seed,
        "variant": meta.get("name", "") if isinstance(meta, dict) else "",
        "variant_hash": content_hash(variant) if variant else "",
        "plugins": [plugin_identity(p) for p in plugins],
        "bots": list(bots),
    }
