"""The quick existence checks (the turn menu's and the first steps') against the full
enumerations they stand for, on positions of seeded random games, and the facts that make
them quick: transport ceilings and floors, link quotes read on the current network, presence
masks, the clone's shared connectivity."""
from __future__ import annotations

import random
from functools import cache

import pytest

from brass.core import speedups
from brass.core.hooks.games import new_game
from brass.core.play.engine import Game
from brass.core.play.network import NetworkView, one_link_added, player_masks, presence
from brass.core.play.transport import Request, ceiling, quote
from brass_birmingham.rules import links as b_links
from brass_birmingham.rules.placement import BuildContext as BirminghamContext
from brass_pittsburgh.rules import links as p_links
from brass_pittsburgh.rules.placement import BuildContext as PittsburghContext


@cache
def positions(title: str) -> tuple[Game, ...]:
    """Copies of seeded random 4-player games at every seventh decision (about 150 positions)."""
    found = []
    for seed in range(3):
        game = new_game(title, 4, seed)
        pick = random.Random(seed)
        n = 0
        while (d := game.decision()) is not None:
            n += 1
            if n % 7 == 0:
                found.append(game.clone())
            game.apply(d.options[pick.randrange(len(d.options))].id)
    return tuple(found)


def seats(game: Game) -> range:
    return range(game.state.players)


def res(game: Game, name: str) -> int:
    return game.rules.industries.resource_index[name]


# -- ceilings -----------------------------------------------------------------------------

def test_ceilings_are_the_dearest_price_below_a_tier_that_never_runs_out() -> None:
    b = new_game("birmingham", 4, 0)
    # iron: the market sells anywhere, £6 a cube when empty (its dearest space is £5)
    assert ceiling(b, res(b, "iron"), 2) == 12
    # coal's market is reached only through a merchant: no ceiling; beer has no market
    assert ceiling(b, res(b, "coal"), 1) == -1
    assert ceiling(b, res(b, "beer"), 1) == -1
    p = new_game("pittsburgh", 4, 0)
    # Vanderbilt delivers anywhere ($7 coal and iron, $10 steel and coke), dearer than any market
    assert [ceiling(p, res(p, r), 1) for r in ("coal", "iron", "steel", "coke")] == [7, 7, 10, 10]
    assert ceiling(p, res(p, "steel"), 2) == 20
    assert ceiling(p, res(p, "oil"), 1) == -1  # barrels come only through pipelines
    assert ceiling(p, res(p, "coal"), 0) == 0


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_no_quote_exceeds_its_ceiling(title: str) -> None:
    checked = 0
    for game in positions(title)[::3]:
        for r in range(len(game.rules.industries.resources)):
            for amount in (1, 2):
                most = ceiling(game, r, amount)
                if most < 0:
                    continue
                for where in [()] + [(loc,) for loc in range(0, game.rules.board.location_count, 5)]:
                    for p in seats(game):
                        cost = quote(game, Request(p, r, where), amount)
                        assert 0 <= cost <= most
                        checked += 1
    assert checked > 1000


# -- link quotes on the current network ---------------------------------------------------

@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_links_quote_is_the_same_on_the_network_with_the_link_placed(title: str) -> None:
    """Joining a link's ends leaves their reach as it is: quotes for the link's own ends need
    no hypothetical network."""
    checked = 0
    for game in positions(title)[::4]:
        net = game.network()
        for link in game.rules.board.links[::3]:
            joined = net.with_link(link.ends)
            for name in ("coal", "iron", "beer", "steel"):
                if name not in game.rules.industries.resource_index:
                    continue
                for p in seats(game):
                    req = Request(p, res(game, name), link.ends, b_links.BREWERY if name == "beer" else "")
                    assert quote(game, req, 2) == quote(game, req, 2, joined)
                    checked += 1
    assert checked > 500


# -- Birmingham ---------------------------------------------------------------------------

def test_birmingham_build_checks_agree_with_the_full_site_lists() -> None:
    seen = {True: 0, False: 0}
    for game in positions("birmingham"):
        industries = range(len(game.rules.industries.industries))
        for p in seats(game):
            hand = sorted(set(game.state.hands[p]))
            full = BirminghamContext(game, p)
            sites = {(card, i): full.sites(card, i) for card in hand for i in industries}
            quick = BirminghamContext(game, p)
            assert quick.any_card(hand) == any(sites.values())
            seen[quick.any_card(hand)] += 1
            for card in hand:
                assert quick.industries_for(card) == [i for i in industries if sites[card, i]]
            assert quick.playable_cards() == [c for c in dict.fromkeys(game.state.hands[p])
                                              if any(sites[c, i] for i in industries)]
            mat, tiles = game.rules.mat, game.rules.tiles
            for i in industries:  # the lowest tile of the stack, if this era allows it
                pos = mat.lowest(game.state.mat[p], i)
                tile = -1 if pos < 0 else mat.positions[pos].tile
                assert quick.next_tile(i) == (tile if tile >= 0 and game.state.era in tiles[tile].eras else -1)
    assert seen[True] > 50 and seen[False] > 50


def test_birmingham_site_existence_agrees_with_the_site_lists() -> None:
    """``has_site`` (no sites listed, the cost told by the ceiling when it can) says exactly
    whether ``sites_at`` lists a site, at every location, for every industry and seat."""
    seen = {True: 0, False: 0}
    for game in positions("birmingham")[::2]:
        for p in seats(game):
            full, quick = BirminghamContext(game, p), BirminghamContext(game, p)
            for i in range(len(game.rules.industries.industries)):
                tile = full.next_tile(i)
                if tile < 0:
                    continue
                for loc in range(game.rules.board.location_count):
                    has = quick.has_site(loc, i, tile)
                    assert has == bool(full.sites_at(loc, i, tile))
                    seen[has] += 1
    assert seen[True] > 500 and seen[False] > 500


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_free_space_is_told_exactly_when_the_free_spaces_are_listed(title: str) -> None:
    context = BirminghamContext if title == "birmingham" else PittsburghContext
    seen = {True: 0, False: 0}
    for game in positions(title)[::4]:
        for p in seats(game):
            finder = context(game, p)
            for loc in range(game.rules.board.location_count):
                for i in range(len(game.rules.industries.industries)):
                    has = finder.has_free_space(loc, i)
                    assert has == bool(finder.free_spaces(loc, i))
                    seen[has] += 1
    assert seen[True] > 200 and seen[False] > 200


def test_birmingham_develop_and_sell_checks_agree_with_their_lists() -> None:
    seen = {True: 0, False: 0}
    for game in positions("birmingham"):
        develop, sell = game.actions["develop"], game.actions["sell"]
        for p in seats(game):
            quick = develop.available(game, p)
            assert quick == (develop.has_tile(game, p) and bool(develop.payable(game, p)))
            assert sell.available(game, p) == bool(sell.sellable(game, p))
            seen[quick] += 1
    assert seen[True] > 50 and seen[False] > 10


# -- Pittsburgh ---------------------------------------------------------------------------

def test_pittsburgh_build_checks_agree_with_the_full_site_lists() -> None:
    seen = {True: 0, False: 0}
    for game in positions("pittsburgh"):
        for p in seats(game):
            hand = sorted(set(game.state.hands[p]))
            full = PittsburghContext(game, p)
            for whiskey in (False, True):
                quick = PittsburghContext(game, p).any_site(hand, whiskey)
                assert quick == any(full.sites(card, whiskey) for card in hand)
                seen[quick] += 1
            for card in hand:
                quick_ctx = PittsburghContext(game, p)
                plain, with_whiskey = full.sites(card, False), full.sites(card, True)
                assert quick_ctx.whiskey_adds(card) == (len(with_whiskey) > len(plain))
                for whiskey, sites in ((False, plain), (True, with_whiskey)):
                    assert quick_ctx.positions_with_site(card, whiskey) == sorted({s.position for s in sites})
    assert seen[True] > 50 and seen[False] > 50


def test_pittsburgh_link_checks_agree_with_the_full_line_lists() -> None:
    seen = {True: 0, False: 0}
    for game in positions("pittsburgh"):
        for p in seats(game):
            network = p_links._network(game, p)
            for second in (False, True):
                kinds = []
                for kind in range(len(game.rules.link_kinds)):
                    lines = p_links.legal_lines(game, p, kind, second)
                    quick = p_links.any_line(game, p, kind, second, network, {})
                    assert quick == bool(lines)
                    seen[quick] += 1
                    if lines:
                        kinds.append(kind)
                assert p_links.legal_kinds(game, p, second) == kinds
                assert p_links.any_kind(game, p, second) == bool(kinds)
    assert seen[True] > 100 and seen[False] > 100


def test_pittsburgh_link_floor_and_ceiling_bound_every_line() -> None:
    checked = 0
    for game in positions("pittsburgh")[::2]:
        for p in seats(game):
            network = p_links._network(game, p)
            for kind in range(len(game.rules.link_kinds)):
                least = p_links.link_floor(game, p, kind, {})
                most = p_links.link_ceiling(game, kind)
                for line in p_links.open_lines(game, p, kind, network):
                    cost = p_links.link_cost(game, p, kind, line)
                    assert 0 <= least <= cost <= most
                    checked += 1
    assert checked > 1000


def test_pittsburgh_develop_check_agrees_with_its_lists() -> None:
    for game in positions("pittsburgh"):
        develop = game.actions["develop"]
        for p in seats(game):
            assert develop.available(game, p) == (develop.has_tile(game, p) and bool(develop.payable(game, p)))


# -- shared facts -------------------------------------------------------------------------

@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_presence_masks_are_the_players_tiles_and_link_ends(title: str) -> None:
    for game in positions(title)[::5]:
        st = game.state
        board = game.rules.board
        for p in seats(game):
            own = 0
            for s, owner in enumerate(st.tile_owner):
                if owner == p:
                    own |= 1 << board.spaces[s].location
            network = own
            for i, owner in enumerate(st.link_owner):
                if owner == p:
                    for e in board.links[i].ends:
                        network |= 1 << e
            assert player_masks(board, p, st.tile_owner, st.link_owner) == (own, network)
            assert presence(game, p) == (own, network)


def test_presence_of_a_concrete_position() -> None:
    game = new_game("birmingham", 4, 0)
    board = game.rules.board
    st = game.state
    assert presence(game, 0) == (0, 0)
    st.tile_owner[board.space_index["dudley/1"]] = 0
    st.link_owner[board.link_index["birmingham-coventry"]] = 0
    dudley, birmingham, coventry = (1 << board.location_index[n] for n in ("dudley", "birmingham", "coventry"))
    assert presence(game, 0) == (dudley, dudley | birmingham | coventry)
    assert presence(game, 1) == (0, 0)


def test_presence_is_kept_by_the_network_view_while_the_tiles_owners_are_unchanged() -> None:
    game = new_game("birmingham", 4, 0)
    board = game.rules.board
    st = game.state
    net = game.network()
    dudley = board.space_index["dudley/1"]
    st.tile_owner[dudley] = 2
    assert presence(game, 2) == (1 << board.location_index["dudley"],) * 2
    kept = net._presence
    game.pay(2, 5)  # money is no part of it: the same masks, kept
    assert presence(game, 2) == (1 << board.location_index["dudley"],) * 2 and net._presence is kept
    st.tile_owner[dudley] = -1  # an owner changed in place: found again, never stale
    assert presence(game, 2) == (0, 0)
    st.link_owner[board.link_index["birmingham-coventry"]] = 2  # a new link: a new view
    assert game.network() is not net
    assert presence(game, 2) == (0, (1 << board.location_index["birmingham"]) | (1 << board.location_index["coventry"]))


@pytest.mark.parametrize("title", ["pittsburgh"])
def test_accessible_mat_positions_follow_the_paths(title: str) -> None:
    for game in positions(title)[::5]:
        mat = game.rules.mat
        for counts in game.state.mat:
            expected = [p.index for p in mat.positions
                        if counts[p.index] > 0 and (not p.after or any(counts[a] <= 0 for a in p.after))]
            assert mat.all_accessible(counts) == expected


def test_a_clone_shares_the_connectivity_until_its_links_change() -> None:
    game = next(g for g in positions("birmingham") if any(o >= 0 for o in g.state.link_owner))
    net = game.network()
    copy = game.clone()
    assert copy.network() is net
    free = next(i for i, o in enumerate(copy.state.link_owner) if o < 0)
    copy.state.link_owner[free] = 0
    copy.state.link_kind[free] = 0
    changed = copy.network()
    assert changed is not net
    ends = copy.rules.board.links[free].ends
    assert changed.comp[ends[0]] == changed.comp[ends[1]]
    assert game.network() is net  # the original keeps its own


def partition(comp: list[int]) -> set[frozenset[int]]:
    """The groups of locations sharing a component label (labels themselves are arbitrary)."""
    return {frozenset(i for i, c in enumerate(comp) if c == label) for label in comp}


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_view_joined_for_one_more_link_is_the_view_worked_out_afresh(
        title: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game.network() joins two components when one connecting link was added since the last
    view: the same partition, masks, distances and presence as a fresh view, game after game
    (every link a random game builds, and each era's removal of the canals)."""
    joins = []
    with_link = NetworkView.with_link

    def counted(self: NetworkView, ends: tuple[int, ...], link_owner: list[int] | None = None,
                connects: list[bool] | None = None) -> NetworkView:
        joins.append(link_owner is not None)
        return with_link(self, ends, link_owner, connects)

    monkeypatch.setattr(NetworkView, "with_link", counted)
    for seed in range(3):
        game = new_game(title, 4, seed)
        pick = random.Random(seed)
        while (d := game.decision()) is not None:
            game.apply(d.options[pick.randrange(len(d.options))].id)
            st = game.state
            net = game.network()
            connects = [k >= 0 and game.rules.link_kind_connects[k] for k in st.link_kind]
            fresh = NetworkView(game.rules.board, st.link_owner, connects)
            assert partition(net.comp) == partition(fresh.comp)
            assert net.comp_mask == fresh.comp_mask and net.link_owner == fresh.link_owner
            assert list(net.connects) == connects
            for loc in range(0, game.rules.board.location_count, 5):
                assert net.distances((loc,)) == fresh.distances((loc,))
            for p in seats(game):
                assert net.presence(p, st.tile_owner) == fresh.presence(p, st.tile_owner)
    if speedups.running != speedups.COMPILED:  # a compiled engine calls the compiled method, not the patch
        assert sum(joins) > 30


def test_one_link_added_tells_the_added_line_or_minus_one() -> None:
    owner, kind = [-1, 2, -1, 0], [-1, 0, -1, 1]
    assert one_link_added(owner, kind, [-1, 2, 3, 0], [-1, 0, 1, 1]) == 2
    assert one_link_added(owner, kind, [1, 2, -1, 0], [0, 0, -1, 1]) == 0
    assert one_link_added(owner, kind, [1, 2, 3, 0], [0, 0, 1, 1]) == -1  # two added
    assert one_link_added(owner, kind, [-1, 2, 3, 1], [-1, 0, 1, 1]) == -1  # another owner changed
    assert one_link_added(owner, kind, [-1, 2, 3, 0], [-1, 1, 1, 1]) == -1  # another kind changed
    assert one_link_added(owner, kind, [-1, -1, 3, 0], [-1, -1, 1, 1]) == -1  # one removed, one added


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_state_clone_copies_every_field_and_shares_no_list(title: str) -> None:
    import attrs

    from brass.core.model.state import State

    game = positions(title)[40]
    st = game.state
    st.frame = game.actions["pass"].begin(game, 0)
    copy = st.clone()
    assert copy == st
    for field in attrs.fields(State):
        value = getattr(st, field.name)
        assert hasattr(copy, field.name), field.name
        if isinstance(value, list):
            assert getattr(copy, field.name) is not value, field.name
            for i, item in enumerate(value):
                if isinstance(item, list):
                    assert getattr(copy, field.name)[i] is not item, field.name
    assert copy.frame is not st.frame and copy.frame.data is not st.frame.data
    if st.ext is not None:
        assert copy.ext is not st.ext


@cache
def payment_positions(title: str) -> tuple[Game, ...]:
    """Copies of seeded random games waiting on a payment choice."""
    found = []
    for seed in range(12):
        game = new_game(title, 4, seed)
        pick = random.Random(seed)
        while (d := game.decision()) is not None:
            frame = game.state.frame
            if frame is not None and frame.step == "pay":
                found.append(game.clone())
            game.apply(d.options[pick.randrange(len(d.options))].id)
    return tuple(found)


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_priced_source_is_affordable_exactly_when_a_trial_says_so(title: str) -> None:
    """The ceiling shortcut of ``payment.affordable`` against the trial on a copy it stands for."""
    from brass.core.play import payment
    from brass.core.play.transport import candidates

    checked = 0
    for game in payment_positions(title):
        frame = game.state.frame
        for source in candidates(game, payment._request(frame)):
            trial = game.clone()
            trial_frame = frame.clone()
            payment._took(trial, trial_frame, source)
            money = trial.state.money[frame.player]
            expected = source.price <= 0 or (money >= 0 and payment._rest_cost(trial, trial_frame) <= money)
            assert payment.affordable(game, frame, source) == expected
            checked += 1
    assert checked > 5


def _changed(value: object) -> object:
    """``value`` with its first number changed (lists copied, nested or not)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        for i, item in enumerate(value):
            if isinstance(item, (int, list)) and (not isinstance(item, list) or item):
                return value[:i] + [_changed(item)] + value[i + 1:]
    raise AssertionError(value)


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_position_key_tells_apart_every_field_but_the_cards(title: str) -> None:
    """Bots evaluate a position once per key and tell plans apart by it: every field of the
    state (and of the title's own state) changes the key, but the cards, the RNG and the
    action in progress, which the evaluation of a finished action never reads."""
    import attrs

    from brass.core.model.state import State

    st = positions(title)[40].state
    key = st.position_key()
    hash(key)
    unread = {"hands", "discards", "facedown", "deck", "rng", "frame"}
    for field in attrs.fields(State):
        if field.name == "ext":
            continue
        copy = st.clone()
        value = getattr(copy, field.name)
        setattr(copy, field.name, None if field.name == "frame" else _changed(value))
        assert (copy.position_key() == key) == (field.name in unread), field.name
    if st.ext is not None:
        for field in attrs.fields(type(st.ext)):
            copy = st.clone()
            setattr(copy.ext, field.name, _changed(getattr(copy.ext, field.name)))
            assert copy.position_key() != key, field.name


def test_a_title_state_without_its_own_key_is_frozen_field_by_field() -> None:
    """``position_key`` asks a title's state for its own key and otherwise walks its fields:
    lists (nested or not) become tuples, so the key hashes and equal states key alike."""
    import attrs

    from brass.core.model.state import ext_key

    @attrs.define
    class Plain:
        flat: list[int]
        nested: list[list[int]]

    assert ext_key(None) is None
    assert ext_key(Plain([1, 2], [[3], []])) == ((1, 2), ((3,), ()))
    assert hash(ext_key(Plain([1, 2], [[3], []]))) == hash(ext_key(Plain([1, 2], [[3], []])))

    class Own:
        def position_key(self) -> tuple[str]:
            return ("own",)

    assert ext_key(Own()) == ("own",)
