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

from brass.core.model.state import OVER, TURN
from brass.core.play.sell import Sell
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
    """Tables of the rules and profile that every evaluation reads (built once)."""

    scoring_eras_left: tuple[tuple[int, ...], ...]  # by tile: era ends it still scores at, by current era
    flip: tuple[float, ...]  # by tile: the title's chance of flipping (-1: judge by the position)
    last_era: tuple[int, ...]  # by tile: last era index it can be built in (-1 never)
    total_rounds: tuple[int, ...]  # by player-count index
    dead_positions: tuple[tuple[int, ...], ...]  # by era: mat positions whose tiles no era can use
    removed: tuple[bool, ...]  # by tile: it leaves the board at an era's end
    space_location: tuple[int, ...]  # by space
    location_icons: tuple[int, ...]  # by location: printed link icons
    later_actions: tuple[tuple[int, ...], ...]  # by era, by player-count index: actions a seat has after it
    seller: Sell | None  # the title's sell action
    goods: tuple[int, ...]  # industries the sell action flips


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
    dead = tuple(tuple(pos.index for pos in rules.mat.positions if last[pos.tile] < e) for e in range(eras))
    later = tuple(
        tuple(sum(era.actions_in_round(r) for era in rules.eras[e + 1:] for r in range(1, era.rounds[ci] + 1))
              for ci in range(counts))
        for e in range(eras))
    seller = sell_action(game)
    static = _Static(
        tuple(scoring), tuple(flip), tuple(last), total, dead,
        tuple(t.level in prof.removed_levels for t in rules.tiles),
        tuple(sp.location for sp in rules.board.spaces),
        tuple(loc.link_icons for loc in rules.board.locations),
        later, seller, tuple(seller.goods(game)) if seller is not None else ())
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


def sell_action(game: "Game") -> Sell | None:
    """The title's sell action (the one that flips goods tiles), if it has one."""
    for action in game.actions.values():
        if isinstance(action, Sell):
            return action
    return None


#: the last merchant masks by rules id, with the rules and the merchant tiles they are for (one
#: entry per rules: every game deals its own merchants, so a long simulation must not keep them all)
_BUYERS: dict[int, tuple[Any, tuple[int, ...], dict[int, int]]] = {}


def merchants_by_industry(game: "Game", seller: Sell | None, goods: tuple[int, ...] = ()) -> dict[int, int]:
    """Bit masks of the locations of merchants that buy each industry's goods now."""
    if seller is None:
        return {}
    st = game.state
    tiles = tuple(st.merchant_tile)
    found = _BUYERS.get(id(game.rules))
    if found is not None and found[0] is game.rules and found[1] == tiles:
        return found[2]
    buys = seller.buys(game)
    goods = goods or tuple(seller.goods(game))
    out: dict[int, int] = {}
    for slot in game.rules.board.merchant_slots:
        tile = st.merchant_tile[slot.index]
        if tile < 0:
            continue
        for industry in goods:
            if buys(slot.index, tile, industry):
                out[industry] = out.get(industry, 0) | 1 << slot.location
    _BUYERS[id(game.rules)] = (game.rules, tiles, out)
    return out


def actions_left(game: "Game", later: int | None = None) -> tuple[list[int], list[int]]:
    """Actions each seat still takes (its current turn's included): (this era, the game).

    An unflipped tile flips only through actions to come -- its owner's sale, anyone's use
    of its cubes -- so with none left it is worth nothing, however promising it looks.
    """
    rules = game.rules
    st = game.state
    players = st.players
    if st.phase == OVER:
        return [0] * players, [0] * players
    ci = rules.player_count_index(players)
    era = rules.eras[st.era]
    per_turn = era.actions_per_turn
    # later rounds of this era (never the first round, whose count may differ)
    rest = max(era.rounds[ci] - st.round, 0) * per_turn
    this_era = [rest] * players
    if st.phase == TURN:
        now = era.actions_in_round(st.round)
        for i, p in enumerate(st.order):
            if i == st.turn:
                this_era[p] += st.actions_left
            elif i > st.turn:
                this_era[p] += now
    if later is None:
        later = sum(e.actions_in_round(r) for e in rules.eras[st.era + 1:] for r in range(1, e.rounds[ci] + 1))
    return this_era, [n + later for n in this_era]


def seat_terms(game: "Game", prof: Profile) -> list[Terms]:
    """Every seat's value, term by term."""
    rules = game.rules
    st = game.state
    players = st.players
    static = _static(game, prof)
    tiles = rules.tiles
    track = rules.track
    level_of = track.level
    rounds, incomes = rounds_left(game)
    ci = rules.player_count_index(players)
    progress = rounds / static.total_rounds[ci] if static.total_rounds[ci] else 0.0
    rate = prof.money_end + (prof.money_start - prof.money_end) * progress
    era = min(st.era, len(rules.eras) - 1)
    over = st.phase == OVER
    pending = [0.0] * players
    unflipped = [0.0] * players
    levels = [level_of(s) for s in st.income]
    board = rules.board
    network = [0] * players
    if over:
        return _terms(st, prof, static, era, over, rate, incomes, progress, levels, pending, unflipped, network)
    start_space = rules.setup.income_space
    waiting: dict[tuple[int, int], int] = {}
    net = game.network()
    sold_by_sale = rules.industries.sold_by_sale
    last_era = st.era >= len(rules.eras) - 1
    era_actions, game_actions = actions_left(game, static.later_actions[era][ci])
    all_era, all_game = sum(era_actions), sum(game_actions)
    seller = static.seller
    buyers = merchants_by_industry(game, seller, static.goods)
    ready: dict[int, frozenset[int]] = {}
    check_ready = seller is not None and prof.sell_ready != prof.sell_connected
    space_location = static.space_location
    scoring_eras_left = static.scoring_eras_left
    removed = static.removed
    flip_static = static.flip
    # link icons by location: (of flipped tiles, of all tiles, empty spaces), printed icons included
    icons = [[n, n, 0] for n in static.location_icons]
    tile_owner = st.tile_owner
    tile_type = st.tile_type
    tile_flipped = st.tile_flipped
    cubes_by_resource = st.cubes
    pending_tiles = prof.pending_tiles
    for s, owner in enumerate(tile_owner):
        loc = space_location[s]
        if owner < 0:
            icons[loc][2] += 1
            continue
        t = tiles[tile_type[s]]
        network[owner] |= 1 << loc
        here = icons[loc]
        here[1] += t.link_icons
        eras_left = scoring_eras_left[t.index][era]
        if tile_flipped[s]:
            here[0] += t.link_icons
            pending[owner] += pending_tiles * t.vp * eras_left
            continue
        # income levels the flip would bring, counted from no lower than the starting space
        # (else a loan, lowering the space, would seem to make every flip worth more)
        ref = max(st.income[owner], start_space)
        gain = level_of(track.advance(ref, t.income)) - level_of(ref)
        worth = t.vp * eras_left + rate * prof.income * gain * incomes
        chance = flip_static[t.index]
        # the actions left before the tile stops counting: this era's for a tile that
        # leaves the board at the era's end, else the game's
        leaves = removed[t.index] and not last_era
        if chance < 0:
            if sold_by_sale[t.industry]:
                # (a sale possible now is checked only where the profile tells it apart)
                if check_ready and owner not in ready:
                    ready[owner] = frozenset(seller.sellable(game, owner))
                if check_ready and s in ready[owner]:
                    chance = prof.sell_ready
                elif net.reach_mask((loc,)) & buyers.get(t.industry, 0):
                    chance = prof.sell_connected
                else:
                    chance = prof.sell_unconnected
                # the owner must still sell it: no action left, no flip
                own = era_actions[owner] if leaves else game_actions[owner]
                if own <= 0:
                    chance = 0.0
                elif prof.sell_actions > 0:
                    chance *= min(1.0, own / prof.sell_actions)
            else:
                cubes = 0
                for c in cubes_by_resource:
                    cubes += c[s]
                chance = prof.flip_per_cube ** cubes
                # anyone may empty it, but only with enough actions to come (none: no flip)
                every = all_era if leaves else all_game
                if every <= 0:
                    chance = 0.0
                elif prof.cube_actions > 0:
                    chance *= min(1.0, every / (prof.cube_actions * max(cubes, 1)))
        # each further unflipped tile of one industry counts less: they wait on the same
        # buyers (a row of breweries nobody drinks from flips none of them)
        k = (owner, t.industry)
        n = waiting[k] = waiting.get(k, 0) + 1
        unflipped[owner] += prof.unflipped * chance * worth * prof.stacking ** (n - 1)
    kinds = rules.link_kinds
    links = board.links
    # icons the empty spaces at a link's ends may still bring, by the share of the era left
    era_rounds = rules.eras[st.era].rounds[ci]
    future = prof.link_future * max(era_rounds - st.round + 1, 0) / era_rounds if era_rounds else 0.0
    # links score at this era's end with the tiles flipped by then: none flips once nobody
    # has an action left in the era
    share = prof.link_unflipped if all_era > 0 else 0.0
    weight = prof.pending_links
    for i, owner in enumerate(st.link_owner):
        if owner < 0:
            continue
        line = links[i]
        network[owner] |= line.ends_mask
        kind = kinds[st.link_kind[i]]
        if not kind.scores:
            continue
        value = 0.0
        for e in line.ends:
            flipped_icons, all_icons, empty = icons[e]
            value += flipped_icons + share * (all_icons - flipped_icons) + future * empty
        pending[owner] += weight * value * kind.multiplier
    return _terms(st, prof, static, era, over, rate, incomes, progress, levels, pending, unflipped, network)


def _terms(st: Any, prof: Profile, static: _Static, era: int, over: bool, rate: float, incomes: int,
           progress: float, levels: list[int], pending: list[float], unflipped: list[float],
           network: list[int]) -> list[Terms]:
    """The seats' terms from the board's tallies and each seat's money, income and mat."""
    out = []
    dead_positions = static.dead_positions[era]
    for p in range(st.players):
        dead = 0
        if not over:
            counts = st.mat[p]
            for i in dead_positions:
                dead += counts[i]
        cash = float(st.money[p])
        if cash > prof.cash_cap:
            cash = prof.cash_cap + 0.5 * (cash - prof.cash_cap)
        cash += min(max(cash, 0.0), prof.cash_low)
        future = prof.income * levels[p] * incomes
        short = 0.0
        if levels[p] < 0:
            future += prof.debt * levels[p] * incomes
            # a negative income the money in hand cannot pay over the next few income
            # phases is paid in tiles and VP: counted at its full cost, not at the money rate
            due = min(incomes, prof.shortfall_rounds)
            short = prof.shortfall * max(0.0, -(st.money[p] + levels[p] * due))
        out.append(Terms(
            vp=float(st.vp[p]),
            pending=pending[p],
            money=rate * cash,
            income=rate * future - short,
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
