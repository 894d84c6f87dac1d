"""Oil: oilfields, pipelines and where a barrel may come from.

A barrel leaves an oilfield (or Oil City built on it) only through a pipeline
that can carry oil (not a reserve pipeline), then travels by rail from the
pipeline's city to where it is used; the pipeline's owner earns the pipeline's
reward for each barrel.  Your own oil heavy train also delivers by rail.
Oilfield tiles start face down; the first pipeline to reach one turns it up:
its left reward goes to that pipeline's owner and its oil arrives at the end of
era 1 (if revealed in era 1) or at once (in era 2).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.engine import player_name
from brass.core.play.transport import OTHER, Request, Source

from .. import texts
from .rewards import grant

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.network import NetworkView


def pipeline_ends(game: Game, line: int) -> tuple[int, int]:
    """(oilfield, city) of a pipeline route."""
    rules = game.rules
    a, b = rules.board.links[line].ends[:2]
    return (a, b) if a in rules.title.oilfields else (b, a)


def oil_city_space(game: Game, oilfield: int) -> int:
    """The space on ``oilfield`` holding Oil City, or -1."""
    st = game.state
    for s in game.rules.board.spaces_at[oilfield]:
        if st.tile_owner[s] >= 0:
            return s
    return -1


def has_pipeline(game: Game, oilfield: int) -> bool:
    st = game.state
    return any(st.link_owner[i] >= 0 for i in game.rules.board.links_at[oilfield])


class OilProvider:
    """Barrels from oilfields and Oil City through carrying pipelines, or from the user's oil train."""

    def sources(self, game: Game, req: Request, net: NetworkView) -> list[Source]:
        rules = game.rules
        p = rules.title
        st = game.state
        ext = st.ext
        board = rules.board
        reach = net.reach_mask(req.locations) if req.locations else 0
        out = []
        for line in p.pipeline_routes:
            owner = st.link_owner[line]
            if owner < 0 or st.link_kind[line] == p.reserve:
                continue
            field, city = pipeline_ends(game, line)
            if not (reach >> city) & 1:
                continue
            ref = board.links[line].ref
            label = texts.SOURCE_OIL(field=rules.names.location[field](), owner=player_name(owner),
                                     city=rules.names.location[city]())
            if ext.oil[field] > 0:
                out.append(Source(OTHER, line, field, 0, f"{board.locations[field].id}/{ref}", self, label))
            oc = oil_city_space(game, field)
            if oc >= 0 and st.cubes[p.oil][oc] > 0:
                out.append(Source(OTHER, line, field, 0, f"oil_city:{board.locations[field].id}/{ref}", self, label))
        for line, owner in enumerate(st.link_owner):
            if owner != req.player or p.heavy_resource.get(st.link_kind[line]) != p.oil:
                continue
            if ext.train_cubes[line] > 0 and reach & board.links[line].ends_mask:
                out.append(Source(OTHER, line, -1, 0, f"train:{board.links[line].ref}", self,
                                  texts.SOURCE_TRAIN(line=rules.names.link(rules, line))))
        return out

    def prices(self, game: Game, req: Request, net: NetworkView, limit: int) -> list[int]:
        """Barrels reachable now (all free to the user; rewards go to pipeline owners)."""
        rules = game.rules
        st = game.state
        ext = st.ext
        counted_fields: set[int] = set()
        total = 0
        for s in self.sources(game, req, net):
            if s.key.startswith("train:"):
                total += ext.train_cubes[s.ref]
            elif s.location not in counted_fields:
                counted_fields.add(s.location)
                total += ext.oil[s.location]
                oc = oil_city_space(game, s.location)
                if oc >= 0:
                    total += st.cubes[rules.title.oil][oc]
            if total >= limit:
                return [0] * limit
        return [0] * total

    def take(self, game: Game, req: Request, source: Source) -> None:
        rules = game.rules
        p = rules.title
        st = game.state
        ext = st.ext
        if source.key.startswith("train:"):
            ext.train_cubes[source.ref] -= 1
            return
        field = source.location
        if source.key.startswith("oil_city:"):
            game.remove_cube(oil_city_space(game, field), p.oil)
        else:
            ext.oil[field] -= 1
        owner = st.link_owner[source.ref]
        kind, amount = p.pipeline_reward.get(st.link_kind[source.ref], ("", 0))
        if kind:
            grant(game, owner, [(kind, amount)])

    def keys(self, game: Game) -> list[str]:
        board = game.rules.board
        out = []
        for line in game.rules.title.pipeline_routes:
            field, _ = pipeline_ends(game, line)
            ref = board.links[line].ref
            out += [f"{board.locations[field].id}/{ref}", f"oil_city:{board.locations[field].id}/{ref}"]
        return out + [f"train:{link.ref}" for link in board.links]


def add_oil(game: Game, oilfield: int, barrels: int) -> None:
    game.state.ext.oil[oilfield] += barrels


def reveal(game: Game, oilfield: int, player: int) -> None:
    """The first pipeline reached ``oilfield``: reward its builder, schedule its oil."""
    st = game.state
    ext = st.ext
    if ext.revealed[oilfield]:
        return
    ext.revealed[oilfield] = True
    tile_index = ext.oilfield_tile[oilfield]
    if tile_index < 0:
        return
    tile = game.rules.title.oilfield_tiles[tile_index]
    if game.listener:
        game.say_result(texts.LOG_OIL_REVEAL(player=player_name(player),
                                      field=game.rules.names.location[oilfield](), oil=tile.oil))
    grant(game, player, tile.reward.items())
    if st.era == 0:
        ext.waiting[oilfield] += tile.oil
    else:
        ext.oil[oilfield] += tile.oil
