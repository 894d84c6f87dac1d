"""The game engine: one pending decision, options applied one at a time.

A :class:`Game` couples the shared static :class:`~brass.core.model.rules.Rules`, a small
dynamic :class:`~brass.core.model.state.State` and the game's own plugin manager.  It runs
turns, rounds and eras, asks the actions (from hooks) for options and applies
the chosen ones.  Decisions with a single option resolve themselves and are not
part of the game record.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pluggy
from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Text, text
from brass.core.model import rng
from brass.core.model.cards import refill
from brass.core.model.errors import GAME_OVER, OPTION_NOT_OFFERED, RuleViolation
from brass.core.model.rules import Rules
from brass.core.model.state import INCOME, OVER, TURN, State
from brass.core.play.decision import Decision, Frame, Option, player_name
from brass.core.play.network import NetworkView, one_link_added
from brass.core.play.transport import Tier, TransportPolicy

Listener = Callable[[Message], None]

#: frame data key: overrides whether completing this frame uses up a turn action
USES_ACTION = "uses_action"
CHOOSE_ACTION = text("prompt.choose_action", "{player}: choose an action (actions left this turn: {left}).")


class Playable(Protocol):
    """What the engine asks of an action (:class:`brass.core.play.actions.Action` is one).  A protocol,
    so the actions, which take the engine's game, sit above the engine without an import circle."""

    @property
    def id(self) -> str: ...
    @property
    def label(self) -> Text: ...
    @property
    def in_menu(self) -> bool: ...
    @property
    def uses_action(self) -> bool: ...
    @property
    def pure_steps(self) -> frozenset[str]: ...

    def available(self, game: Game, player: int) -> bool: ...
    def unavailable_reason(self, game: Game, player: int) -> Message | None: ...
    def begin(self, game: Game, player: int) -> Frame: ...
    def options(self, game: Game, frame: Frame) -> list[Option]: ...
    def choose(self, game: Game, frame: Frame, option: Option) -> bool: ...
    def prompt(self, game: Game, frame: Frame) -> Message: ...

#: the events the engine skips when nobody implemented them as the game was built (pluggy would
#: call no function; it still runs every implementation there is, in its order, with wrappers)
EVENTS = ("brass_action_done", "brass_round_start", "brass_built", "brass_link_placed", "brass_vp_scored",
          "brass_tile_flipped", "brass_sold")

ROUND_START = text("log.round_start", "— {era}, round {round}: turn order {order} —")
GAME_OVER_LOG = text("log.game_over", "The game is over.")


@mypyc_attr(allow_interpreted_subclasses=True)
class Game:
    """A game in progress (or finished)."""

    __slots__ = (
        "rules", "state", "pm", "hook", "actions", "menu", "transport", "heard",
        "listener", "_net_key", "_net", "_decision", "forced", "actions_taken",
        "keep_action_start", "action_start", "actions_begun", "began_by_itself", "observer",
        "version", "_memo", "_memo_state", "_busy", "_active", "_pause", "_held", "_held_frame",
    )

    def __init__(self, rules: Rules, state: State, pm: pluggy.PluginManager, *, _tables: Any = None) -> None:
        self.rules = rules
        self.state = state
        self.pm = pm
        self.hook = pm.hook
        self.listener: Listener | None = None
        #: what an action caused, said before the action's own line: held until it is said
        #: (:meth:`say_result`), for the frame it was said in
        self._held: list[Message] = []
        self._held_frame: Any = None
        self._net_key: tuple[list[int], list[int]] | None = None
        self._net: NetworkView | None = None
        self._decision: Decision | None = None
        #: while True, running on stops as soon as an action is complete (:meth:`step`)
        self._pause = False
        #: options resolved automatically since the last call to :meth:`apply`
        self.forced = 0
        #: turn actions completed by this object (statistics, not game state)
        self.actions_taken = 0
        #: when True, the state before each action is kept in ``action_start`` (for undo)
        self.keep_action_start = False
        self.action_start: State | None = None
        #: actions begun by this object, and whether the last one began without a choice
        self.actions_begun = 0
        self.began_by_itself = False
        #: called with each completed action's frame (statistics of simulations); None costs nothing
        self.observer: Callable[[Any], None] | None = None
        #: bumped whenever the engine changes the state (keys the legal-move memo)
        self.version = 0
        self._memo: dict[Any, Any] = {}
        self._memo_state: State | None = state
        self._busy = 0
        self._active = False
        self.menu: tuple[tuple[Playable, Option], ...]
        #: the :data:`EVENTS` with an implementation, resolved with the tables when the game is built
        self.heard: frozenset[str]
        if _tables is not None:
            self.actions, self.menu, self.transport, self.heard = _tables
            return
        self.heard = frozenset(name for name in EVENTS if getattr(pm.hook, name).get_hookimpls())
        # the table hooks change one table each, in pluggy's order (see their specs)
        actions: dict[str, Playable] = {}
        pm.hook.brass_actions(game=self, actions=actions)
        self.actions = actions
        self.menu = tuple(
            (a, Option(a.id, a.label())) for a in actions.values() if a.in_menu
        )
        tiers: dict[tuple[int, str], list[Tier]] = {}
        pm.hook.brass_transport(game=self, tiers=tiers)
        policy = TransportPolicy()
        for (resource, purpose), found in tiers.items():
            policy.set(resource, found, purpose)
        self.transport = policy

    # -- copying --------------------------------------------------------------------
    def clone(self) -> Game:
        """An independent copy sharing rules, plugins and resolved tables."""
        g = Game(self.rules, self.state.clone(), self.pm, _tables=(self.actions, self.menu, self.transport, self.heard))
        g._decision = self._decision
        g.actions_taken = self.actions_taken
        # the connectivity of this link layout is shared (it is never changed in place, and the
        # copy checks its key against its own links before using it)
        g._net_key = self._net_key
        g._net = self._net
        return g

    # -- queries -----------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.phase == OVER

    def network(self) -> NetworkView:
        """Connectivity of the current links (recomputed only when links change; when one
        connecting link was added since the last view, that view's components are joined
        instead of worked out again)."""
        st = self.state
        key = self._net_key
        if key is None or key[0] != st.link_owner or key[1] != st.link_kind:
            connects_by_kind = self.rules.link_kind_connects
            net = self._net
            added = -1 if key is None or net is None else one_link_added(
                key[0], key[1], st.link_owner, st.link_kind)
            if net is not None and added >= 0 and connects_by_kind[st.link_kind[added]]:
                connects = list(net.connects)
                connects[added] = True
                self._net = net.with_link(self.rules.board.links[added].ends, st.link_owner, connects)
            else:
                connects = [k >= 0 and connects_by_kind[k] for k in st.link_kind]
                self._net = NetworkView(self.rules.board, st.link_owner, connects)
            self._net_key = (st.link_owner[:], st.link_kind[:])
        assert self._net is not None
        return self._net

    def memo(self) -> dict[Any, Any]:
        """Legal-move facts for the current state version, shared by everything that asks
        while the engine works out the next decision (the menu's availability checks, an
        action's steps, quotes).

        The engine empties it whenever it changes the state (a choice other than an
        action's ``pure_steps``, income, turn/round/era ends, :meth:`refresh`) or ``state``
        is replaced.  Outside the engine's own run (a test or tool calling a rule directly,
        perhaps after editing the state) and while the engine changes the state, nothing is
        kept: each call gets a fresh dictionary.  Keys name their owner (``("build", player)``).
        """
        if self._busy or not self._active:
            return {}
        if self._memo_state is not self.state:
            self._memo = {}
            self._memo_state = self.state
        return self._memo

    def changed(self) -> None:
        """The state changed: forget the legal-move memo."""
        self.version += 1
        self._memo = {}
        self._memo_state = self.state

    def _changing(self, step: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run ``step``, which changes the state: no memo is kept during it (:meth:`memo` hands
        out fresh dictionaries while busy), none survives it."""
        self._busy += 1
        try:
            return step(*args, **kwargs)
        finally:
            self._busy -= 1
            self.changed()

    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        if self._decision is None and self.state.phase != OVER:
            self._advance()
        return self._decision

    def ranking(self) -> list[list[int]]:
        """Final places (groups of seats, best first); meaningful once the game is over."""
        return self.hook.brass_final_ranking(game=self)

    def actions_in_round(self) -> int:
        st = self.state
        return self.rules.eras[st.era].actions_in_round(st.round)

    # -- making decisions ---------------------------------------------------------------
    def apply(self, option_id: str) -> None:
        """Apply one offered option; anything else raises :class:`RuleViolation` untouched."""
        self._apply_offered(option_id)
        self._advance()

    def step(self, option_id: str) -> None:
        """Apply one offered option like :meth:`apply`, but once the action it belongs to is
        done, do not work out the next decision yet (:meth:`decision` does that when asked).

        After a completed action the next decision means checking every action of the menu
        (and perhaps ending the turn, the round or the era); a search that only evaluates the
        position after an action (the bots' chains) skips that work, and every chain then
        ends at the same point: right after its action, whether its last option was chosen
        or forced (the only one offered).  While the action is still in progress the game
        runs on as :meth:`apply` does (single options resolve themselves).  The legal-move
        memo is shared as in :meth:`apply`, so the action's steps reuse what the pending
        decision found.
        """
        self._apply_offered(option_id)
        if self.state.frame is not None:
            self._pause = True
            try:
                self._advance()
            finally:
                self._pause = False

    def _apply_offered(self, option_id: str) -> None:
        """Check ``option_id`` is offered and apply it, without running the game on."""
        d = self.decision()
        if d is None:
            raise RuleViolation(GAME_OVER())
        opt = d.find(option_id)
        if opt is None:
            raise RuleViolation(OPTION_NOT_OFFERED(option=option_id))
        self._decision = None
        self.forced = 0
        self._active = True
        try:
            self._choose(opt)
        finally:
            self._active = False

    def refresh(self) -> None:
        """Recompute the pending decision after the state was edited directly."""
        self._decision = None
        self._net_key = None
        self.changed()
        self._advance()

    def _choose(self, opt: Option) -> None:
        st = self.state
        frame = st.frame
        if frame is None:
            if self.keep_action_start:
                self.action_start = st.clone()
            self.actions_begun += 1
            self.began_by_itself = False
            action = self.actions[opt.id]
            player = st.order[st.turn]
            if "begin" in action.pure_steps:
                st.frame = action.begin(self, player)
            else:
                st.frame = self._changing(action.begin, self, player)
            return
        action = self.actions[frame.action]
        if frame.step in action.pure_steps:
            done = action.choose(self, frame, opt)
        else:
            done = self._changing(action.choose, self, frame, opt)
        if self._held and (done or st.frame is not frame):  # done, or goes on in another frame
            self._release(frame)
        if done:
            self.changed()
            st.frame = None
            self.action_start = None
            if self.observer is not None:
                self.observer(frame)
            if frame.data.get(USES_ACTION, action.uses_action):
                st.actions_left -= 1
                self.actions_taken += 1
            if "brass_action_done" in self.heard:
                self.hook.brass_action_done(game=self, player=frame.player, action=frame.action)

    def _advance(self) -> None:
        """Run the game forward to the next real decision (or to the end)."""
        self._active = True
        try:
            self._run()
        finally:
            self._active = False

    def _run(self) -> None:
        st = self.state
        while True:
            if st.phase == OVER:
                self._decision = None
                return
            frame = st.frame
            if frame is not None:
                action = self.actions[frame.action]
                opts = action.options(self, frame)
                if len(opts) == 1:
                    self.forced += 1
                    self._choose(opts[0])
                    if self._pause and st.frame is None:
                        self._decision = None  # worked out when asked (see step)
                        return
                    continue
                self._decision = Decision(frame.player, action.prompt(self, frame), tuple(opts))
                return
            if st.phase == TURN:
                player = st.order[st.turn]
                if st.actions_left > 0 and st.hands[player]:
                    opts = [opt for a, opt in self.menu if a.available(self, player)]
                    if len(opts) == 1:
                        self.forced += 1
                        self._choose(opts[0])
                        self.began_by_itself = True
                        continue
                    self._decision = Decision(
                        player, CHOOSE_ACTION(player=player_name(player), left=st.actions_left), tuple(opts)
                    )
                    return
                self._changing(self._end_turn, player)
                continue
            if st.phase == INCOME:
                if st.income_next < st.players:
                    player = st.order[st.income_next]
                    st.income_next += 1
                    self._changing(self.hook.brass_collect_income, game=self, player=player)
                    continue
                self._changing(self._finish_round)
                continue
            raise AssertionError(f"unknown phase {st.phase!r}")

    # -- turn, round and era flow --------------------------------------------------------
    def _end_turn(self, player: int) -> None:
        st = self.state
        self.hook.brass_turn_end(game=self, player=player)
        st.turn += 1
        if st.turn < st.players:
            st.actions_left = self.actions_in_round()
            return
        self.hook.brass_round_end(game=self)
        if self.era_exhausted() and not self.rules.eras[st.era].income_after_last_round:
            self._finish_round()
            return
        st.phase = INCOME
        st.income_next = 0

    def era_exhausted(self) -> bool:
        """The era ends after the round in which the deck and every hand run out."""
        st = self.state
        return not st.deck and not any(st.hands)

    def _finish_round(self) -> None:
        st = self.state
        if self.era_exhausted():
            self.hook.brass_era_end(game=self, era=st.era)
            if st.era + 1 >= len(self.rules.eras):
                st.phase = OVER
                st.frame = None
                if self.listener:
                    self.say(GAME_OVER_LOG())
                return
            st.era += 1
            st.round = 1
        else:
            st.round += 1
        st.phase = TURN
        st.turn = 0
        st.income_next = 0
        st.actions_left = self.actions_in_round()
        if self.listener:
            self.announce_round()
        if "brass_round_start" in self.heard:
            self.hook.brass_round_start(game=self)

    def announce_round(self) -> None:
        """Log the round header (era, round number, turn order)."""
        st = self.state
        self.say(ROUND_START(era=self.rules.names.era[st.era](), round=st.round,
                             order=[player_name(p) for p in st.order]))

    # -- effects shared by every title ------------------------------------------------
    def say(self, message: Message) -> None:
        """Report an event to the listener (the CLI log), if any, after whatever the action
        in progress caused so far (:meth:`say_result`)."""
        if self.listener is not None:
            self._release(self.state.frame)
            self.listener(message)

    def say_action(self, message: Message) -> None:
        """Report an action's own line (a build, a develop, a sale...), said once its effects
        are known, *before* what those effects caused (:meth:`say_result`): the cause first."""
        if self.listener is not None:
            self.listener(message)
            self._release(self.state.frame)

    def say_result(self, message: Message) -> None:
        """Report what an effect caused (a tile flips as its last cube is taken, a reward,
        oil found): during an action it waits for the action's line (:meth:`say_action`),
        or for the action's end, so the log reads cause, then consequence."""
        if self.listener is None:
            return
        frame = self.state.frame
        if frame is None:
            self._release(None)
            self.listener(message)
            return
        if self._held_frame is not frame:
            self._held = []  # held for a frame that was taken back (undo replaces the state)
            self._held_frame = frame
        self._held.append(message)

    def _release(self, frame: Any) -> None:
        """Report the consequences held for ``frame`` (those held for another frame were
        taken back by an undo, which replaces the state: they are dropped)."""
        held = self._held
        if not held:
            return
        self._held = []
        listener = self.listener
        if self._held_frame is frame and listener is not None:
            for message in held:
                listener(message)

    def pay(self, player: int, amount: int) -> None:
        """``player`` pays the bank; the amount counts as spending for turn order."""
        st = self.state
        st.money[player] -= amount
        st.spent[player] += amount

    def earn(self, player: int, amount: int) -> None:
        """``player`` receives money from the bank (never counts against spending)."""
        self.state.money[player] += amount

    def advance_income(self, player: int, spaces: int) -> None:
        st = self.state
        st.income[player] = self.rules.track.advance(st.income[player], spaces)

    def remove_cube(self, space: int, resource: int) -> None:
        """Take one cube/barrel of ``resource`` off the tile on ``space``.

        A tile that flips when emptied flips once it holds nothing at all.
        """
        st = self.state
        st.cubes[resource][space] -= 1
        if st.tile_flipped[space]:
            return
        tile = self.rules.tiles[st.tile_type[space]]
        if self.rules.industries.sold_by_sale[tile.industry]:
            return
        if all(st.cubes[r][space] == 0 for r in tile.resources):
            self.flip(space)

    def take_tile(self, player: int, position: int) -> None:
        """Take one tile off ``player``'s mat position; clearing it unlocks its link tiles."""
        st = self.state
        counts = st.mat[player]
        counts[position] -= 1
        if counts[position] == 0:
            for kind in self.rules.mat.positions[position].unlocks:
                st.links_left[player][kind] += 1

    def built(self, player: int, space: int) -> None:
        """Tell plugins that ``player`` has built the tile now on ``space`` (``brass_built``): a
        title's Build calls it once the tile stands there with what it produces."""
        if "brass_built" in self.heard:
            self.hook.brass_built(game=self, player=player, space=space, tile=self.state.tile_type[space])

    def place_link(self, player: int, line: int, kind: int) -> None:
        """Put ``player``'s link tile of ``kind`` from their supply on the empty ``line``, and tell
        plugins (``brass_link_placed``)."""
        st = self.state
        st.link_owner[line] = player
        st.link_kind[line] = kind
        st.links_left[player][kind] -= 1
        if "brass_link_placed" in self.heard:
            self.hook.brass_link_placed(game=self, player=player, line=line, kind=kind)

    def score(self, player: int, vp: int, source: str) -> None:
        """``player`` scores ``vp`` for ``source`` ("links", "tiles", "market" or a title's own
        word), and plugins hear of it (``brass_vp_scored``; nothing happens for 0 VP)."""
        if vp:
            self.state.vp[player] += vp
            if "brass_vp_scored" in self.heard:
                self.hook.brass_vp_scored(game=self, player=player, vp=vp, source=source)

    def place_tile(self, player: int, space: int, tile: int, flipped: bool = False) -> None:
        """Put ``player``'s ``tile`` on the empty ``space``, taken from their mat (no cubes yet)."""
        st = self.state
        self.take_tile(player, self.rules.mat.position_of_tile[tile])
        st.tile_owner[space] = player
        st.tile_type[space] = tile
        st.tile_flipped[space] = flipped

    def clear_space(self, space: int) -> None:
        """Empty ``space``: no tile, no cubes (the tile's whereabouts are the caller's business)."""
        st = self.state
        st.tile_owner[space] = -1
        st.tile_type[space] = -1
        st.tile_flipped[space] = False
        for cubes in st.cubes:
            cubes[space] = 0

    def remove_tile(self, space: int) -> None:
        """Take the tile on ``space`` out of the game (overbuilt, sold for debt, era end);
        what it held returns to the supply."""
        self.state.retired[self.state.tile_owner[space]] += 1
        self.clear_space(space)

    def flip(self, space: int) -> None:
        """Flip the tile on ``space``: its owner advances income by the printed spaces."""
        st = self.state
        st.tile_flipped[space] = True
        tile = self.rules.tiles[st.tile_type[space]]
        self.advance_income(st.tile_owner[space], tile.income)
        if "brass_tile_flipped" in self.heard:
            self.hook.brass_tile_flipped(game=self, space=space)
        if self.rules.industries.sold_by_sale[tile.industry] and "brass_sold" in self.heard:  # goods flip by a sale
            self.hook.brass_sold(game=self, player=st.tile_owner[space], space=space, tile=st.tile_type[space])

    def random_below(self, n: int) -> int:
        """A number in ``range(n)`` from the game's own seeded generator."""
        return rng.randbelow(self.state, n)


def new_state(rules: Rules, players: int, seed: int) -> State:
    """A state with every common setup step done: deck shuffled and dealt, order drawn.

    Titles add their own setup in ``brass_setup``.
    """
    if players not in rules.info.player_counts:
        raise ValueError(f"{rules.info.name} is for {rules.info.player_counts} players, not {players}")
    ci = rules.player_count_index(players)
    setup = rules.setup
    board = rules.board
    st = State(
        players=players,
        era=0,
        round=1,
        order=list(range(players)),
        turn=0,
        actions_left=rules.eras[0].actions_in_round(1),
        phase=TURN,
        income_next=0,
        money=[setup.money] * players,
        income=[setup.income_space] * players,
        vp=[setup.vp] * players,
        spent=[0] * players,
        hands=[[] for _ in range(players)],
        discards=[[] for _ in range(players)],
        facedown=[0] * players,
        deck=[],
        wild_supply=[cd.supply if c.wild else 0 for c, cd in zip(rules.cards, rules.card_data)],
        mat=[rules.mat.start_counts() for _ in range(players)],
        retired=[0] * players,
        links_left=[[k.start for k in rules.link_kinds] for _ in range(players)],
        tile_owner=[-1] * len(board.spaces),
        tile_type=[-1] * len(board.spaces),
        tile_flipped=[False] * len(board.spaces),
        cubes=[[0] * len(board.spaces) for _ in rules.industries.resources],
        link_owner=[-1] * len(board.links),
        link_kind=[-1] * len(board.links),
        markets=[m.start_cubes if m.in_play(players) else 0 for m in rules.markets],
        merchant_tile=[-1] * len(board.merchant_slots),
        merchant_goods=[0] * len(board.merchant_slots),
        rng=rng.seed_state(seed),
    )
    from brass.core.model.cards import deck_for

    st.deck = deck_for(rules.cards, rules.card_data, ci)
    rng.shuffle(st, st.deck)
    for p in range(players):
        refill(st, p, setup.hand_size)
    for p in range(players):
        for _ in range(setup.facedown_discards):
            if st.deck:
                st.discards[p].append(st.deck.pop())
                st.facedown[p] += 1
    rng.shuffle(st, st.order)
    return st
