"""How good a position is for one seat, from what core knows for any title.

The value of a seat is its VP plus what it can expect: VP its flipped tiles and
links will score at the coming era ends, its income over the income rounds left
and its money (both in VP at a rate that falls as the game runs out), a share of
what its unflipped tiles would bring (a tile emptied of cubes by their users
flips the sooner the fewer cubes it and its network's other tiles hold), its
network's reach, minus tiles left on its mat that no era can use any more
(while it has actions left to build the tiles behind them), plus a share of the VP of the
tile each industry offers next on its mat (a weak tile on top holds the better ones back).  A seat's
evaluation is its value minus a share of the opponents' mean.  Weights come from the title's
:class:`~brass.plugins.bots.profile.Profile`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from brass.core.model.state import OVER, TURN
from brass.core.play.scoring import tiebreak_value
from brass.core.play.sell import Sell, sell_action
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
    mat: float
    #: the title's tiebreaks (income, then money in Birmingham), each far below the one before and
    #: all far below 1 VP: where VP are equal (a loan with the game's last action buys nothing) they
    #: decide as the rules do
    tiebreak: float = 0.0

    @property
    def total(self) -> float:
        return sum(self)


#: the terms of a seat left out of an evaluation (:func:`seat_terms` with ``only``)
NO_TERMS = Terms(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)

#: the weight of a seat's first tiebreak (income level or space) in its value, in VP; each further
#: tiebreak (money) weighs this much less again (a tiebreak value stays below 1/TIEBREAK)
TIEBREAK = 1e-4


class _Static(NamedTuple):
    """Tables of the rules and profile that every evaluation reads (built once)."""

    total_rounds: tuple[int, ...]  # by player-count index
    dead_positions: tuple[tuple[int, ...], ...]  # by era: mat positions whose tiles no era can use
    dying_positions: tuple[tuple[int, ...], ...]  # by era: those whose tiles this era is the last to use
    space_location: tuple[int, ...]  # by space
    location_icons: tuple[int, ...]  # by location: printed link icons
    location_spaces: tuple[int, ...]  # by location: industry spaces
    later_actions: tuple[tuple[int, ...], ...]  # by era, by player-count index: actions a seat has after it
    seller: Sell | None  # the title's sell action
    goods: tuple[int, ...]  # industries the sell action flips
    #: by tile: (link icons, VP, income, industry, era ends it still scores at by current era,
    #: the title's chance of flipping (-1: judge by the position), whether it leaves the board
    #: at an era's end, whether a sale flips it)
    tile_facts: tuple[tuple[Any, ...], ...]
    #: by link line: (ends, ends mask)
    link_facts: tuple[tuple[tuple[int, ...], int], ...]
    #: by income space a flip is counted from (no lower than the start), by tile income: the
    #: income levels gained
    gains: dict[int, tuple[int, ...]]
    #: (rounds left, income payments left, actions left this era, in the game) by the state's
    #: timing (phase, era, round, turn, actions left, order): the same for every chain end of
    #: a decision (see :func:`_timing`)
    timing: dict[tuple[Any, ...], tuple[int, int, list[int], list[int]]]
    #: by industry: (mat position, VP its tile scores if built in the first era it may be from
    #: each era on) in the order the mat gives them up
    stacks: tuple[tuple[tuple[int, tuple[float, ...]], ...], ...]
    #: the title's tiebreaks (``rules.info.tiebreaks``) with their weights
    tiebreaks: tuple[tuple[str, float], ...]


#: tables by (rules id, profile id), with the rules and profile (ids are reused once objects are gone)
_STATIC: dict[tuple[int, int], tuple[Any, Profile, _Static]] = {}


def _static(game: Game, prof: Profile) -> _Static:
    rules = game.rules
    key = (id(rules), id(prof))
    found = _STATIC.get(key)
    if found is not None and found[0] is rules and found[1] is prof:
        return found[2]
    eras = len(rules.eras)
    industries = rules.industries.industries
    sold_by_sale = rules.industries.sold_by_sale
    tile_facts = []
    last = []  # by tile: last era index it can be built in (-1 never)
    for t in rules.tiles:
        removed = t.level in prof.removed_levels
        scoring = tuple(1 for _ in range(eras)) if removed else tuple(eras - e for e in range(eras))
        flip = prof.flip_chance.get(industries[t.industry].id, -1.0)
        tile_facts.append(
            (t.link_icons, t.vp, t.income, t.industry, scoring, flip, removed, sold_by_sale[t.industry]))
        last.append(max(t.eras) if t.eras else -1)
    counts = len(rules.info.player_counts)
    total = tuple(sum(e.rounds[ci] for e in rules.eras) for ci in range(counts))
    dead = tuple(tuple(pos.index for pos in rules.mat.positions if last[pos.tile] < e) for e in range(eras))
    dying = tuple(tuple(pos.index for pos in rules.mat.positions if last[pos.tile] == e and e < eras - 1)
                  for e in range(eras))
    later = tuple(
        tuple(sum(era.actions_in_round(r) for era in rules.eras[e + 1:] for r in range(1, era.rounds[ci] + 1))
              for ci in range(counts))
        for e in range(eras))
    seller = sell_action(game)
    link_facts = tuple((line.ends, line.ends_mask) for line in rules.board.links)
    track = rules.track
    top = max((t.income for t in rules.tiles), default=0)
    gains = {
        ref: tuple(track.level(track.advance(ref, inc)) - track.level(ref)
                   for inc in range(top + 1))
        for ref in range(max(track.first_space, rules.setup.income_space), track.last_space + 1)
    }
    worth = _build_worth(rules.tiles, tile_facts, eras)
    stacks = tuple(tuple((pos, worth[rules.mat.positions[pos].tile]) for pos in positions)
                   for positions in rules.mat.of_industry)
    static = _Static(
        total, dead, dying,
        tuple(sp.location for sp in rules.board.spaces),
        tuple(loc.link_icons for loc in rules.board.locations),
        tuple(len(rules.board.spaces_at[loc]) for loc in range(rules.board.location_count)),
        later, seller, tuple(seller.goods(game)) if seller is not None else (),
        tuple(tile_facts), link_facts, gains, {}, stacks,
        tuple((k, TIEBREAK ** (i + 1)) for i, k in enumerate(rules.info.tiebreaks)))
    _STATIC[key] = (rules, prof, static)
    return static


def goods_industries(game: Game, prof: Profile) -> tuple[int, ...]:
    """The industries the title's sell action flips (none without one), from the tables every
    evaluation reads."""
    return _static(game, prof).goods


def _build_worth(tiles: Any, tile_facts: list[tuple[Any, ...]], eras: int) -> list[tuple[float, ...]]:
    """By tile, by era: the VP the tile scores when built in the first era from then on that
    allows it (the era ends it scores at from that era, as in ``tile_facts``; none left: 0)."""
    out = []
    for t, (_, vp, _, _, scoring, *_) in zip(tiles, tile_facts):
        firsts = [min((x for x in t.eras if x >= e), default=-1) for e in range(eras)]
        out.append(tuple(0.0 if first < 0 else float(vp * scoring[first]) for first in firsts))
    return out


def rounds_left(game: Game) -> tuple[int, int]:
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


#: the last merchant masks by rules id, with the rules and the merchant tiles they are for (one
#: entry per rules: every game deals its own merchants, so a long simulation must not keep them all)
_BUYERS: dict[int, tuple[Any, tuple[int, ...], dict[int, int]]] = {}


def merchants_by_industry(game: Game, seller: Sell | None, goods: tuple[int, ...] = ()) -> dict[int, int]:
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


def actions_left(game: Game, later: int | None = None) -> tuple[list[int], list[int]]:
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


def _timing(game: Game, static: _Static, era: int, ci: int) -> tuple[int, int, list[int], list[int]]:
    """:func:`rounds_left` and :func:`actions_left` of the state's timing, worked out once per
    timing (the lists are shared: read them only)."""
    st = game.state
    key = (st.phase, st.era, st.round, st.turn, st.actions_left, tuple(st.order))
    found = static.timing.get(key)
    if found is None:
        if len(static.timing) > 4096:
            static.timing.clear()
        rounds, incomes = rounds_left(game)
        era_actions, game_actions = actions_left(game, static.later_actions[era][ci])
        found = static.timing[key] = (rounds, incomes, era_actions, game_actions)
    return found


def seat_terms(game: Game, prof: Profile, only: int | None = None) -> list[Terms]:
    """Every seat's value, term by term; with ``only``, that seat's alone (the others' terms are
    zero): a seat that does not mind its rivals need not work out their tiles' chances."""
    return _terms(game, *_tallies(game, prof, only))


def _tallies(game: Game, prof: Profile, only: int | None = None) -> tuple[Any, ...]:
    """The board's tallies by seat (pending VP, unflipped worth, network; with ``only``, of
    that seat alone) and what :func:`_terms` needs besides; one pass over the spaces and one
    over the links, reading only the precomputed tables of :func:`_static` (the bots evaluate
    thousands of positions a decision)."""
    rules = game.rules
    st = game.state
    players = st.players
    static = _static(game, prof)
    level_at = rules.track.level
    ci = rules.player_count_index(players)
    era = min(st.era, len(rules.eras) - 1)
    rounds, incomes, era_actions, game_actions = _timing(game, static, era, ci)
    total_rounds = static.total_rounds[ci]
    progress = rounds / total_rounds if total_rounds else 0.0
    rate = prof.money_end + (prof.money_start - prof.money_end) * progress
    over = st.phase == OVER
    pending = [0.0] * players
    unflipped = [0.0] * players
    levels = [level_at(s) for s in st.income]
    network = [0] * players
    if over:
        return (st, prof, static, era, over, rate, incomes, progress, levels, pending, unflipped, network,
                era_actions, game_actions, only)
    start_space = rules.setup.income_space
    # the income space each seat's flips are counted from: no lower than the starting space
    # (else a loan, lowering the space, would seem to make every flip worth more)
    gains = static.gains
    gain_rows = [gains[s if s > start_space else start_space] for s in st.income]
    waiting: dict[tuple[int, int], int] = {}
    comp_mask = game.network().comp_mask
    last_era = st.era >= len(rules.eras) - 1
    all_era, all_game = sum(era_actions), sum(game_actions)
    seller = static.seller
    buyers = merchants_by_industry(game, seller, static.goods)
    ready: dict[int, frozenset[int]] = {}
    check_ready = seller is not None and prof.sell_ready != prof.sell_connected
    space_location = static.space_location
    tile_facts = static.tile_facts
    # link icons by location: (of flipped tiles, of all tiles, empty spaces), printed icons included
    # (every space starts empty: each tile found takes one off)
    icons = [[n, n, k] for n, k in zip(static.location_icons, static.location_spaces)]
    tile_type = st.tile_type
    tile_flipped = st.tile_flipped
    cubes_by_resource = st.cubes
    pending_tiles = prof.pending_tiles
    income_rate = rate * prof.income
    weight_unflipped = prof.unflipped
    stacking = prof.stacking
    sell_ready, sell_connected, sell_unconnected = prof.sell_ready, prof.sell_connected, prof.sell_unconnected
    sell_actions, cube_actions, flip_per_cube = prof.sell_actions, prof.cube_actions, prof.flip_per_cube
    sell_era = prof.sell_eras[era] if era < len(prof.sell_eras) else 1.0
    flip_supply = prof.flip_supply
    supply: list[dict[int, int]] | None = None
    tile_owner = st.tile_owner
    occupied = [s for s, owner in enumerate(tile_owner) if owner >= 0]
    for s in occupied:
        owner = tile_owner[s]
        loc = space_location[s]
        link_icons, vp, income, industry, scoring, chance, removed, by_sale = tile_facts[tile_type[s]]
        network[owner] |= 1 << loc
        here = icons[loc]
        here[2] -= 1
        here[1] += link_icons
        eras_left = scoring[era]
        if tile_flipped[s]:
            here[0] += link_icons
            pending[owner] += pending_tiles * vp * eras_left
            continue
        if only is not None and owner != only:
            continue  # (its icons counted above: a link's value reads every tile at its ends)
        worth = vp * eras_left + income_rate * gain_rows[owner][income] * incomes
        # the actions left before the tile stops counting: this era's for a tile that
        # leaves the board at the era's end, else the game's
        leaves = removed and not last_era
        if chance < 0:
            if by_sale:
                # (a sale possible now is checked only where the profile tells it apart)
                if check_ready and owner not in ready:
                    assert seller is not None
                    ready[owner] = frozenset(seller.sellable(game, owner))
                if check_ready and s in ready[owner]:
                    chance = sell_ready
                elif comp_mask[loc] & buyers.get(industry, 0):
                    chance = sell_connected
                else:
                    chance = sell_unconnected
                if sell_era != 1.0:
                    chance = min(1.0, chance * sell_era)
                # the owner must still sell it: no action left, no flip
                own = era_actions[owner] if leaves else game_actions[owner]
                if own <= 0:
                    chance = 0.0
                elif sell_actions > 0:
                    chance *= min(1.0, own / sell_actions)
            else:
                cubes = 0
                rival = 0
                for r, c in enumerate(cubes_by_resource):
                    here_cubes = c[s]
                    if here_cubes:
                        cubes += here_cubes
                        if flip_supply:
                            # the same resource on other tiles of its network: users take
                            # theirs as readily, so a crowded supply empties each tile slower
                            if supply is None:
                                supply = _supply(cubes_by_resource, occupied, space_location, comp_mask)
                            rival += supply[r][comp_mask[loc]] - here_cubes
                chance = flip_per_cube ** (cubes + flip_supply * rival)
                # anyone may empty it, but only with enough actions to come (none: no flip)
                every = all_era if leaves else all_game
                if every <= 0:
                    chance = 0.0
                elif cube_actions > 0:
                    chance *= min(1.0, every / (cube_actions * max(cubes, 1)))
        # each further unflipped tile of one industry counts less: they wait on the same
        # buyers (a row of breweries nobody drinks from flips none of them)
        k = (owner, industry)
        n = waiting[k] = waiting.get(k, 0) + 1
        unflipped[owner] += weight_unflipped * chance * worth * stacking ** (n - 1)
    kinds = rules.link_kinds
    link_facts = static.link_facts
    # icons the empty spaces at a link's ends may still bring, by the share of the era left
    era_rounds = rules.eras[st.era].rounds[ci]
    future = prof.link_future * max(era_rounds - st.round + 1, 0) / era_rounds if era_rounds else 0.0
    # links score at this era's end with the tiles flipped by then: none flips once nobody
    # has an action left in the era
    share = prof.link_unflipped if all_era > 0 else 0.0
    weight = prof.pending_links
    link_kind = st.link_kind
    link_owner = st.link_owner
    for i in [i for i, owner in enumerate(link_owner) if owner >= 0 and (only is None or owner == only)]:
        owner = link_owner[i]
        ends, ends_mask = link_facts[i]
        network[owner] |= ends_mask
        kind = kinds[link_kind[i]]
        if not kind.scores:
            continue
        value = 0.0
        for e in ends:
            flipped_icons, all_icons, empty = icons[e]
            value += flipped_icons + share * (all_icons - flipped_icons) + future * empty
        pending[owner] += weight * value * kind.multiplier
    return (st, prof, static, era, over, rate, incomes, progress, levels, pending, unflipped, network, era_actions,
            game_actions, only)


def _supply(cubes: list[list[int]], occupied: list[int], space_location: tuple[int, ...],
            comp_mask: list[int]) -> list[dict[int, int]]:
    """By resource: the cubes on tiles of each network component (keyed by its location mask;
    worked out once an evaluation, only when a tile with cubes is met)."""
    out: list[dict[int, int]] = []
    for c in cubes:
        totals: dict[int, int] = {}
        for s in occupied:
            n = c[s]
            if n:
                key = comp_mask[space_location[s]]
                totals[key] = totals.get(key, 0) + n
        out.append(totals)
    return out


def _terms(game: Game, st: Any, prof: Profile, static: _Static, era: int, over: bool, rate: float, incomes: int,
           progress: float, levels: list[int], pending: list[float], unflipped: list[float],
           network: list[int], era_actions: list[int], game_actions: list[int],
           only: int | None = None) -> list[Terms]:
    """The seats' terms from the board's tallies and each seat's money, income and mat (with
    ``only``, that seat's; the others' are zero)."""
    out = []
    dead_positions = static.dead_positions[era]
    dying_positions = static.dying_positions[era] if prof.dying_actions > 0 else ()
    dying_actions = prof.dying_actions
    cash_cap, cash_low, weight_income, debt = prof.cash_cap, prof.cash_low, prof.income, prof.debt
    reach = prof.reach * progress
    dead_tile = -prof.dead_tile
    dead_actions = prof.dead_actions
    mat_next = prof.mat_next
    stacks = static.stacks
    money = st.money
    mat_actions = prof.mat_actions
    money_actions = prof.money_actions
    tiebreaks = static.tiebreaks
    on_turn = st.order[st.turn] if st.phase == TURN else -1
    for p in range(st.players):
        if only is not None and p != only:
            out.append(NO_TERMS)
            continue
        dead = 0.0
        mat = 0.0
        if not over:
            # the seat's actions after the one in hand: what its mat's tiles can still become
            after = max(game_actions[p] - 1, 0)
            dead = float(sum(map(st.mat[p].__getitem__, dead_positions)))
            if dead and dead_actions > 0:
                # a dead tile blocks the tiles behind it only while actions are left to build them
                dead *= min(1.0, after / dead_actions)
            if dying_positions:
                # a tile only this era can build dies with it: it counts as dead already, more
                # as the seat's actions of the era run out (else a last-turn develop that
                # clears it ranks too low, the rail era's cost unseen)
                dying = sum(map(st.mat[p].__getitem__, dying_positions))
                if dying:
                    dead += dying * max(0.0, 1.0 - max(era_actions[p] - 1, 0) / dying_actions)
            if mat_next:
                mat = mat_next * _next_tiles(st.mat[p], stacks, era)
                if mat_actions > 0:
                    # the tiles on top are worth having only while actions are left to build them
                    mat *= min(1.0, after / mat_actions)
        cash = float(money[p])
        if cash > cash_cap:
            cash = cash_cap + 0.5 * (cash - cash_cap)
        cash += min(max(cash, 0.0), cash_low)
        level = levels[p]
        future = weight_income * level * incomes
        short = 0.0
        if level < 0:
            future += debt * level * incomes
            # a negative income the money in hand cannot pay over the next few income
            # phases is paid in tiles and VP: counted at its full cost, not at the money rate
            due = min(incomes, prof.shortfall_rounds)
            short = prof.shortfall * max(0.0, -(money[p] + level * due))
        # money, income and reach buy VP only through the seat's actions still to come: with none
        # left after the turn in hand (its last turn, the game over) they are worth nothing, and
        # money and income count less over the seat's last ``money_actions`` actions.  (The bots
        # plan a whole turn and judge a plan by where it ends: money kept for the turn's second
        # action counts there; were it counted after the first, a loan that buys nothing, or
        # reach that nothing follows, would rank above any spending.)
        left = game_actions[p]
        if p == on_turn:
            left -= st.actions_left
        seat_rate = 0.0 if left <= 0 else rate if left >= money_actions else rate * left / money_actions
        tied = sum(weight * tiebreak_value(game, key, p) for key, weight in tiebreaks)
        # (vp, pending, money, income, unflipped, reach, dead, mat, tiebreak)
        out.append(Terms(float(st.vp[p]), pending[p], seat_rate * cash, seat_rate * future - short, unflipped[p],
                         reach * network[p].bit_count() if left > 0 else 0.0, dead_tile * dead, mat, tied))
    return out


def _next_tiles(mat: list[int], stacks: tuple[tuple[tuple[int, tuple[float, ...]], ...], ...], era: int) -> float:
    """The VP of the tile each industry offers next on a seat's mat (the first position still
    holding a tile): building or developing away a weak tile brings a better one up."""
    total = 0.0
    for stack in stacks:
        for pos, worth in stack:
            if mat[pos] > 0:
                total += worth[era]
                break
    return total


def evaluate(game: Game, player: int, prof: Profile) -> float:
    """``player``'s value minus ``prof.others`` times the opponents' mean value."""
    if not prof.others:
        return seat_terms(game, prof, player)[player].total
    terms = seat_terms(game, prof)
    mine = terms[player].total
    if len(terms) < 2:
        return mine
    others = sum(t.total for i, t in enumerate(terms) if i != player) / (len(terms) - 1)
    return mine - prof.others * others
