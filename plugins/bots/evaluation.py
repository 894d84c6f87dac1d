"""How good a position is for one seat, from what core knows for any title.

The value of a seat is its VP plus what it can expect: VP its flipped tiles and
links will score at the coming era ends, its income over the income rounds left
and its money (both in VP at a rate that falls as the game runs out), a share of
what its unflipped tiles would bring, its network's reach, minus tiles left on
its mat that no era can use any more.  A seat's evaluation is its value minus a
share of the opponents' mean.  Weights come from the title's
:class:`~brass.plugins.bots.profile.Profile`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from brass.core.model.state import OVER
from brass.core.play.scoring import link_icons_at
from brass.plugins.bots.profile import Profile

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class Terms(NamedTuple):
    """One seat's value, term by term (for explaining a choice)."""

    vp: float
    pending: float
    money: float
    income: float
    unflipped: float
    reach: float
    dead: float

    @property
    def total(self) -> float:
        return sum(self)


class _Static(NamedTuple):
    scoring_eras_left: tuple[tuple[int, ...], ...]  # by tile: era ends it still scores at, by current era
    flip: tuple[float, ...]  # by tile: the title's chance of flipping (-1: judge by the position)
    last_era: tuple[int, ...]  # by tile: last era index it can be built in (-1 never)
    total_rounds: tuple[int, ...]  # by player-count index


#: tables by (rules id, profile id), with the rules and profile (ids are reused once objects are gone)
_STATIC: dict[tuple[int, int], tuple[Any, Profile, _Static]] = {}


def _static(game: "Game", prof: Profile) -> _Static:
    rules = game.rules
    key = (id(rules), id(prof))
    found = _STATIC.get(key)
    if found is not None and found[0] is rules and found[1] is prof:
        return found[2]
    eras = len(rules.eras)
    industries = rules.industries.industries
    scoring = []
    flip = []
    last = []
    for t in rules.tiles:
        if t.level in prof.removed_levels:
            scoring.append(tuple(1 for _ in range(eras)))
        else:
            scoring.append(tuple(eras - e for e in range(eras)))
        flip.append(prof.flip_chance.get(industries[t.industry].id, -1.0))
        last.append(max(t.eras) if t.eras else -1)
    counts = len(rules.info.player_counts)
    total = tuple(sum(e.rounds[ci] for e in rules.eras) for ci in range(counts))
    static = _Static(tuple(scoring), tuple(flip), tuple(last), total)
    _STATIC[key] = (rules, prof, static)
    return static


def rounds_left(game: "Game") -> tuple[int, int]:
    """(rounds left in the game counting the current one, income payments left)."""
    rules = game.rules
    st = game.state
    if st.phase == OVER:
        return 0, 0
    ci = rules.player_count_index(st.players)
    rounds = 0
    incomes = 0
    for e in range(st.era, len(rules.eras)):
        era = rules.eras[e]
        n = era.rounds[ci] - (st.round - 1 if e == st.era else 0)
        n = max(n, 1)
        rounds += n
        incomes += n if era.income_after_last_round else n - 1
    return rounds, max(incomes, 0)


def seat_terms(game: "Game", prof: Profile) -> list[Terms]:
    """Every seat's value, term by term."""
    rules = game.rules
    st = game.state
    players = st.players
    static = _static(game, prof)
    tiles = rules.tiles
    track = rules.track
    rounds, incomes = rounds_left(game)
    ci = rules.player_count_index(players)
    progress = rounds / static.total_rounds[ci] if static.total_rounds[ci] else 0.0
    rate = prof.money_end + (prof.money_start - prof.money_end) * progress
    era = min(st.era, len(rules.eras) - 1)
    over = st.phase == OVER
    pending = [0.0] * players
    unflipped = [0.0] * players
    levels = [track.level(s) for s in st.income]
    board = rules.board
    spaces = board.spaces
    network = [0] * players
    start_space = rules.setup.income_space
    waiting: dict[tuple[int, int], int] = {}
    net = game.network()
    sold_by_sale = rules.industries.sold_by_sale
    merchants = 0
    for slot in board.merchant_slots:
        if st.merchant_tile[slot.index] >= 0:
            merchants |= 1 << slot.location
    for s, owner in enumerate(st.tile_owner):
        if owner < 0 or over:
            continue
        t = tiles[st.tile_type[s]]
        network[owner] |= 1 << spaces[s].location
        eras_left = static.scoring_eras_left[t.index][era]
        if st.tile_flipped[s]:
            pending[owner] += prof.pending_tiles * t.vp * eras_left
        else:
            # income levels the flip would bring, counted from no lower than the starting space
            # (else a loan, lowering the space, would seem to make every flip worth more)
            ref = max(st.income[owner], start_space)
            gain = track.level(track.advance(ref, t.income)) - track.level(ref)
            worth = t.vp * eras_left + rate * prof.income * gain * incomes
            chance = static.flip[t.index]
            if chance < 0:
                if sold_by_sale[t.industry]:
                    loc = spaces[s].location
                    chance = prof.sell_connected if net.reach_mask((loc,)) & merchants else prof.sell_unconnected
                else:
                    chance = prof.flip_per_cube ** sum(c[s] for c in st.cubes)
            # each further unflipped tile of one industry counts less: they wait on the same
            # buyers (a row of breweries nobody drinks from flips none of them)
            k = (owner, t.industry)
            waiting[k] = waiting.get(k, 0) + 1
            unflipped[owner] += prof.unflipped * chance * worth * prof.stacking ** (waiting[k] - 1)
    if not over:
        kinds = rules.link_kinds
        links = board.links
        icons_cache: dict[int, tuple[int, int]] = {}
        for i, owner in enumerate(st.link_owner):
            if owner < 0:
                continue
            network[owner] |= links[i].ends_mask
            kind = kinds[st.link_kind[i]]
            if not kind.scores:
                continue
            flipped_icons = 0
            all_icons = 0
            for e in links[i].ends:
                got = icons_cache.get(e)
                if got is None:
                    got = icons_cache[e] = (link_icons_at(game, e, True), link_icons_at(game, e, False))
                flipped_icons += got[0]
                all_icons += got[1]
            value = flipped_icons + prof.link_unflipped * (all_icons - flipped_icons)
            pending[owner] += prof.pending_links * value * kind.multiplier
    positions = rules.mat.positions
    out = []
    for p in range(players):
        dead = 0
        if not over:
            counts = st.mat[p]
            for pos in positions:
                if counts[pos.index] > 0 and static.last_era[pos.tile] < era:
                    dead += counts[pos.index]
        cash = float(st.money[p])
        if cash > prof.cash_cap:
            cash = prof.cash_cap + 0.5 * (cash - prof.cash_cap)
        cash += min(max(cash, 0.0), prof.cash_low)
        future = prof.income * levels[p] * incomes
        if levels[p] < 0:
            future += prof.debt * levels[p] * incomes
        out.append(Terms(
            vp=float(st.vp[p]),
            pending=pending[p],
            money=rate * cash,
            income=rate * future,
            unflipped=unflipped[p],
            reach=prof.reach * progress * bin(network[p]).count("1"),
            dead=-prof.dead_tile * dead,
        ))
    return out


def evaluate(game: "Game", player: int, prof: Profile) -> float:
    """``player``'s value minus ``prof.others`` times the opponents' mean value."""
    terms = seat_terms(game, prof)
    mine = terms[player].total
    if len(terms) < 2 or not prof.others:
        return mine
    others = sum(t.total for i, t in enumerate(terms) if i != player) / (len(terms) - 1)
    return mine - prof.others * others
