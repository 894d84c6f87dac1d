"""Pittsburgh's part of a position file: the ``[extra]`` table.

Example::

    [extra]
    whiskey = [1, 0, 3]                  # per seat
    oil = { venango = 2 }                # barrels on oilfields now
    waiting = { lima = 2 }               # oil arriving at the end of era 1
    oilfields = { venango = "develop", lima = "income2" }   # tile ids under each oilfield
    revealed = ["venango"]               # oilfields whose tile is face up
    quality = ["stars4", "stars5", "stars7"]   # the three revealed Quality Rewards
    quality_claimed = ["stars5"]
    train_cubes = { "detroit-canada" = 2 }     # cubes or barrels on resource heavy trains
    heavy_built = [0, 1, 0]              # per seat
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import text
from brass.core.model.data import fail, structure

if TYPE_CHECKING:
    from brass.core.play.engine import Game


NOT_AN_OILFIELD = text("pittsburgh.data.not_an_oilfield", "not an oilfield")
NO_OILFIELD_TILE_LEFT = text("pittsburgh.data.no_oilfield_tile_left", "no oilfield tile '{tile}' left")
BAD_QUALITY_REWARD = text("pittsburgh.data.bad_quality_reward", "unknown or repeated Quality Reward '{reward}'")
NOT_REVEALED_QUALITY = text("pittsburgh.data.not_revealed_quality", "not one of the revealed Quality Rewards")
NO_RESOURCE_TRAIN = text("pittsburgh.data.no_resource_train", "no resource heavy train on this line")


@frozen
class Extra:
    whiskey: tuple[int, ...] = ()
    oil: Mapping[str, int] = {}
    waiting: Mapping[str, int] = {}
    oilfields: Mapping[str, str] = {}
    revealed: tuple[str, ...] = ()
    quality: tuple[str, ...] = ()
    quality_claimed: tuple[str, ...] = ()
    train_cubes: Mapping[str, int] = {}
    heavy_built: tuple[int, ...] = ()


def write_extra(game: Game) -> dict[str, Any]:
    rules = game.rules
    p = rules.title
    ext = game.state.ext
    loc = rules.board.locations
    return {
        "whiskey": list(ext.whiskey),
        "oil": {loc[i].id: ext.oil[i] for i in p.oilfields if ext.oil[i]},
        "waiting": {loc[i].id: ext.waiting[i] for i in p.oilfields if ext.waiting[i]},
        "oilfields": {loc[i].id: p.oilfield_tiles[ext.oilfield_tile[i]].id for i in p.oilfields
                      if ext.oilfield_tile[i] >= 0},
        "revealed": [loc[i].id for i in p.oilfields if ext.revealed[i]],
        "quality": [p.quality[q].id for q in ext.quality],
        "quality_claimed": [p.quality[q].id for k, q in enumerate(ext.quality) if not ext.quality_up[k]],
        "train_cubes": {rules.board.links[i].ref: n for i, n in enumerate(ext.train_cubes) if n},
        "heavy_built": list(ext.heavy_built),
    }


def read_extra(game: Game, data: dict[str, Any], file: str) -> None:
    rules = game.rules
    p = rules.title
    st = game.state
    ext = st.ext
    extra = structure(data, Extra, file, "extra")
    players = st.players
    fields = {rules.board.locations[i].id: i for i in p.oilfields}

    def per_seat(values: tuple[int, ...], key: str, most: int | None = None) -> list[int] | None:
        if not values:
            return None
        if len(values) != players:
            raise fail(file, f"extra.{key}", dm.EXPECTED_PER_SEAT(count=players))
        for k, v in enumerate(values):
            if v < 0 or (most is not None and v > most):
                raise fail(file, f"extra.{key}[{k}]",
                           dm.EXPECTED_RANGE(low=0, high=most) if most is not None else dm.CANNOT_BE_NEGATIVE())
        return list(values)

    whiskey = per_seat(extra.whiskey, "whiskey", p.whiskey.max)
    if whiskey is not None:
        ext.whiskey = whiskey
    built = per_seat(extra.heavy_built, "heavy_built")
    if built is not None:
        ext.heavy_built = built
    for key in ("oil", "waiting"):
        table: Mapping[str, int] = getattr(extra, key)
        if table:
            values = [0] * rules.board.location_count
            for name, n in table.items():
                if name not in fields:
                    raise fail(file, f"extra.{key}.{name}", NOT_AN_OILFIELD())
                if n < 0:
                    raise fail(file, f"extra.{key}.{name}", dm.CANNOT_BE_NEGATIVE())
                values[fields[name]] = n
            setattr(ext, key, values)
    if extra.oilfields:
        tiles = {t.id: i for i, t in enumerate(p.oilfield_tiles)}
        ext.oilfield_tile = [-1] * rules.board.location_count
        used: set[int] = set()
        for name, tile_id in extra.oilfields.items():
            if name not in fields:
                raise fail(file, f"extra.oilfields.{name}", NOT_AN_OILFIELD())
            if tile_id not in tiles or tiles[tile_id] in used:
                raise fail(file, f"extra.oilfields.{name}", NO_OILFIELD_TILE_LEFT(tile=tile_id))
            used.add(tiles[tile_id])
            ext.oilfield_tile[fields[name]] = tiles[tile_id]
    if extra.revealed:
        ext.revealed = [False] * rules.board.location_count
        for k, name in enumerate(extra.revealed):
            if name not in fields:
                raise fail(file, f"extra.revealed[{k}]", NOT_AN_OILFIELD())
            ext.revealed[fields[name]] = True
    if extra.quality:
        ids = {q.id: i for i, q in enumerate(p.quality)}
        chosen = []
        for k, qid in enumerate(extra.quality):
            if qid not in ids or ids[qid] in chosen:
                raise fail(file, f"extra.quality[{k}]", BAD_QUALITY_REWARD(reward=qid))
            chosen.append(ids[qid])
        ext.quality = chosen
        ext.quality_up = [True] * len(chosen)
    for k, qid in enumerate(extra.quality_claimed):
        slot = next((i for i, q in enumerate(ext.quality) if p.quality[q].id == qid), -1)
        if slot < 0:
            raise fail(file, f"extra.quality_claimed[{k}]", NOT_REVEALED_QUALITY())
        ext.quality_up[slot] = False
    if extra.train_cubes:
        ext.train_cubes = [0] * len(rules.board.links)
        for ref, n in extra.train_cubes.items():
            line = rules.board.link_index.get(ref)
            if line is None:
                raise fail(file, f"extra.train_cubes.{ref}", dm.UNKNOWN_WHAT(what=dm.WHAT_LINE()))
            if st.link_kind[line] not in p.heavy_resource:
                raise fail(file, f"extra.train_cubes.{ref}", NO_RESOURCE_TRAIN())
            if n < 0:
                raise fail(file, f"extra.train_cubes.{ref}", dm.CANNOT_BE_NEGATIVE())
            ext.train_cubes[line] = n
