"""What everyone may see of Pittsburgh's own state: whiskey, oil, oilfields, rewards, trains.

Face-down oilfield tiles stay hidden: only their being face down shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brass.core.i18n.messages import Message
from brass.core.play.engine import player_name

from .. import texts
from .rewards import describe

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def public_state(game: Game, player: int) -> dict[str, Any]:
    rules = game.rules
    p = rules.title
    ext = game.state.ext
    loc = rules.board.locations
    oilfields = []
    for i in p.oilfields:
        entry: dict[str, Any] = {"oilfield": loc[i].id, "oil": ext.oil[i], "waiting": ext.waiting[i],
                                 "revealed": ext.revealed[i]}
        if ext.revealed[i] and ext.oilfield_tile[i] >= 0:
            entry["tile"] = p.oilfield_tiles[ext.oilfield_tile[i]].id
        oilfields.append(entry)
    return {
        "whiskey": list(ext.whiskey),
        "oilfields": oilfields,
        "quality": [{"id": p.quality[q].id, "stars": p.quality[q].stars, "face_up": ext.quality_up[k]}
                    for k, q in enumerate(ext.quality)],
        "trains": {rules.board.links[i].ref: n for i, n in enumerate(ext.train_cubes) if n},
        "heavy_built": list(ext.heavy_built),
    }


def board_parts(game: Game, player: int) -> dict[str, list[Message]]:
    """The text board's Pittsburgh parts, by the name a player types to see one alone."""
    rules = game.rules
    p = rules.title
    st = game.state
    ext = st.ext
    names = rules.names
    whiskey = [texts.SHOW_WHISKEY(counts=[
        texts.SHOW_SEAT_COUNT(player=player_name(q), count=ext.whiskey[q]) for q in range(st.players)])]
    oil: list[Message] = []
    for i in p.oilfields:
        place = names.location[i]()
        if not ext.revealed[i] or ext.oilfield_tile[i] < 0:
            oil.append(texts.SHOW_OILFIELD_HIDDEN(place=place, oil=ext.oil[i]))
        elif st.era == 0:
            tile = p.oilfield_tiles[ext.oilfield_tile[i]]
            oil.append(texts.SHOW_OILFIELD(place=place, oil=ext.oil[i], waiting=ext.waiting[i], makes=tile.oil))
        else:
            # after era 1 a revealed tile's oil came at once: nothing waits any more
            oil.append(texts.SHOW_OILFIELD_OPEN(place=place, oil=ext.oil[i]))
    rewards: list[Message] = []
    for k, q in enumerate(ext.quality):
        reward = p.quality[q]
        line = texts.SHOW_QUALITY if ext.quality_up[k] else texts.SHOW_QUALITY_TAKEN
        rewards.append(line(stars=reward.stars, reward=[describe(kind, n) for kind, n in reward.reward.items()]))
    trains: list[Message] = []
    for i, n in enumerate(ext.train_cubes):
        if n:
            res = p.heavy_resource[st.link_kind[i]]
            trains.append(texts.SHOW_TRAIN(line=names.link(rules, i), quantity=names.amount[res](count=n)))
    return {"whiskey": whiskey, "oil": oil, "rewards": rewards, "trains": trains}
