"""A title's advice to evaluating bots: weights of the evaluation terms and a few facts.

The numbers come from the title (``brass_bot_profile``, usually the ``bot.toml`` of
the title's data folder, which a variant may change like any data file) over these
defaults, so the bots hold no title names.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from attrs import Factory, define, evolve, field, fields, fields_dict

from brass.core.model.bounds import MAX_AMOUNT, MAX_COUNT, bounded, bounds_of, choices_of, one_of, out_of_bounds, share

if TYPE_CHECKING:
    from brass.core.play.engine import Game


_Number = TypeVar("_Number", int, float)

#: how the search bot's look-ahead may play the other seats (``search_opponents``)
QUICK = "quick"
FULL = "full"
OPPONENT_MODELS = (QUICK, FULL)


@define(frozen=True)
class Profile:
    """Weights of :mod:`brass.plugins.bots.evaluation`, in VP per unit."""

    #: VP per unit of money at the start of the game and at its end (money converts to VP
    #: only through the actions still to come)
    money_start: float = 0.3
    money_end: float = 0.02
    #: the seat's actions left in the game below which money and income count less, in
    #: proportion (0: in full until the last); with no action left they count nothing at all,
    #: whatever this says (no rule scores money: a loan with the game's last action buys nothing)
    money_actions: float = 0.0
    #: share of (income level x income rounds left) counted as money
    income: float = 0.8
    #: VP per £ of negative income that the money in hand cannot pay over the next
    #: ``shortfall_rounds`` income phases (unpaid income costs tiles, then VP)
    shortfall: float = 1.0
    shortfall_rounds: int = bounded(0, MAX_COUNT, default=3)
    #: cash beyond this much in hand is worth only half (it waits for a use)
    cash_cap: float = 60.0
    #: cash up to this much is worth double (without it a seat can hardly act)
    cash_low: float = 15.0
    #: extra weight of income below level 0 (debts that cost tiles and VP when unpaid)
    debt: float = 0.5
    #: VP the seat's flipped tiles and links will score at the coming era ends
    pending_tiles: float = 1.0
    pending_links: float = 1.0
    #: share of link VP that unflipped tiles at a link's ends would add once flipped
    link_unflipped: float = 0.5
    #: link VP expected per empty industry space at a link's ends, at the start of an era
    #: (falls to 0 at its end): tiles built there later will score for the link
    link_future: float = 0.0
    #: share of an unflipped tile's VP and income counted before it flips
    unflipped: float = 0.5
    #: chance an unflipped tile flips in time: a tile flipped by a sale, when it could be
    #: sold now, when its location is connected to a merchant that buys it, or neither; a
    #: tile flipped when emptied, per cube still on it (chance = ``flip_per_cube`` ** cubes);
    #: ``flip_chance`` by industry id overrides both
    sell_ready: float = 0.8
    sell_connected: float = 0.8
    sell_unconnected: float = 0.3
    flip_per_cube: float = 0.85
    #: cubes of the same resource on other tiles of a tile's network that count as this
    #: many of its own in ``flip_per_cube`` (0: the supply around is ignored)
    flip_supply: float = 0.0
    flip_chance: dict[str, float] = field(factory=dict)
    #: by era (first to last; an era left out: 1), a factor on the chance of a tile that flips
    #: by sale (at most 1): goods may be worth more in one era than the shared weights say
    sell_eras: tuple[float, ...] = ()
    #: the owner's actions left for a sale-flipped tile to keep its full chance (fewer: less;
    #: 0: ignore the actions left)
    sell_actions: float = 0.0
    #: everyone's actions left per cube for a cube-emptied tile to keep its full chance
    cube_actions: float = 0.0
    #: factor for each further unflipped tile a seat has of one industry
    stacking: float = 0.5
    #: VP per location of the seat's network, early in the game (fades to 0)
    reach: float = 0.4
    #: VP per tile left on the mat that can no longer be built in this era or a later one
    dead_tile: float = 1.5
    #: the seat's actions left (after the one in hand) below which a dead tile counts less, in
    #: proportion (0: always in full): it costs only by blocking tiles still to be built
    dead_actions: float = 0.0
    #: a tile on the mat that only the current era can build (Birmingham's canal-only tiles)
    #: counts as dead already over the seat's last ``dying_actions`` actions of the era, in
    #: proportion as they run out (0: only from the next era on, when it is dead)
    dying_actions: float = 0.0
    #: VP per VP that the next tile of each industry on the seat's mat would score if built in
    #: the first era it may be (0: the mat's order is ignored); it fades over the seat's last
    #: ``mat_actions`` actions (0: never)
    mat_next: float = 0.0
    mat_actions: float = 16.0
    #: weight of the opponents' mean value subtracted from the seat's own
    others: float = 0.25
    #: the same weight for the search bot's whole decision (its candidates and the judgement of
    #: its look-aheads): a heuristic bot may play for its own score alone (in Birmingham at 4
    #: players every seat then scores more), but the search is measured by its wins, and what a
    #: rival loses counts towards them
    search_others: float = 0.25
    #: the search bot's look-aheads per turn decision (its default budget)
    search_iterations: int = bounded(1, MAX_AMOUNT, default=12)
    #: the search bot's own turns in a look-ahead: the next (1) or the next two (2), every
    #: other seat playing before each; the last is judged by its best plan
    search_turns: int = bounded(1, 10, default=1)
    #: how the search bot's look-ahead plays the other seats: "quick" (the best first action
    #: of a narrow search, and the best second after it) or "full" (whole turns planned as the
    #: heuristic bot plans them, without its check of the next action: in Birmingham at 2
    #: players 2.3 times the time of a game, and no stronger)
    search_opponents: str = one_of(*OPPONENT_MODELS, default=QUICK)
    #: the partial chains kept per step when the look-ahead plays a seat's turn quickly (the
    #: other seats' quick turns, and the seat's own next turn it judges by): the search's
    #: model of its rivals, narrower than ``beam`` to leave time for its look-aheads
    search_beam: int = bounded(1, MAX_COUNT, default=6)
    #: the search bot's candidates: the heuristic's best turn plans of distinct outcome that
    #: share its look-aheads (more: fewer look-aheads each)
    search_width: int = bounded(1, MAX_COUNT, default=4)
    #: the weight of the heuristic's own value of a candidate in the search bot's choice, against
    #: the mean of its look-aheads (0: the look-aheads alone; 1: the heuristic alone)
    search_prior: float = share(default=0.5)
    #: samples of the hidden hands on which a seat's candidate turns in an era's last round (or
    #: last ``last_rounds``) are played to the era's end, the best mean chosen
    #: (:mod:`~brass.plugins.bots.last_round`, for the heuristic and the search bot alike; 0: off)
    last_round: int = bounded(0, 100, default=0)
    #: by era (first to last; an era left out: 1), how many of its final rounds that search
    #: decides in while the deck is empty (0: none).  The deck empties rounds before an era's
    #: end, so the round before the last is as exact up to the rivals' hidden hands; its
    #: play-outs are about twice as long, and what they gain differs by era
    last_rounds: tuple[int, ...] = bounded(0, 10, default=())
    #: the search bot's ``last_rounds`` (empty: the heuristic's): its time allows play-outs to
    #: the era's end from further back, where its look-aheads of one turn see too little
    search_last_rounds: tuple[int, ...] = bounded(0, 10, default=())
    #: whether that search may play, in the era's last round, a loan whose money the seat still
    #: holds when its turn ends (the era scores nothing the loan paid for; the money only carries
    #: on to the next era)
    last_round_loans: bool = True
    #: tile levels that leave the board at an era's end (they score only once)
    removed_levels: tuple[int, ...] = (1,)
    #: actions whose discarded card changes what the action can do (every card is tried);
    #: for the others the least useful card is discarded
    card_matters: tuple[str, ...] = ("build",)
    #: first actions kept for planning the turn's second action
    plan_width: int = bounded(0, MAX_COUNT, default=4)
    #: also plan the second action after the best first action of each kind (action, and
    #: industry for builds): ranked by its own end, an action that prepares the second ranks
    #: too low to be among the ``plan_width`` best
    plan_kinds: bool = True
    #: option id prefixes that tell kinds of one action apart (a build's industry)
    kind_options: tuple[str, ...] = ()
    #: partial chains kept per action and step (beam)
    beam: int = bounded(1, MAX_COUNT, default=24)
    #: the best whole-turn plans (leaving distinct positions) judged again by the best single
    #: action the seat could take next from where each leaves it (0: none): a turn that sets up
    #: the next (a mill and a brewery before their sale, a develop before the better tile) ranks
    #: by what it makes possible, not only by its own end
    next_width: int = bounded(0, MAX_COUNT, default=0)
    #: beyond those, the best plans of distinct outcome that leave the seat more unsold goods
    #: tiles (a set-up for a sale, ranked low by its own end) judged so too (0: none)
    next_goods: int = bounded(0, MAX_COUNT, default=0)
    #: share of that next action's gain over the plan's own end counted in the plan's value
    next_share: float = 1.0
    #: actions the seat is given for that (1: the best single action; 2: a whole turn)
    next_actions: int = bounded(1, 2, default=1)

    def for_search(self) -> Profile:
        """This profile as the search bot uses it: ``others`` is ``search_others`` and
        ``last_rounds`` is ``search_last_rounds`` when set (the same object when they agree, so
        the evaluation's tables built for it are shared)."""
        rounds = self.search_last_rounds or self.last_rounds
        if self.search_others == self.others and rounds == self.last_rounds:
            return self
        found = _SEARCH.get(id(self))
        if found is None or found[0] is not self:
            found = _SEARCH[id(self)] = (self, evolve(self, others=self.search_others, last_rounds=rounds))
        return found[1]

    def __attrs_post_init__(self) -> None:
        # the choices and bounds a title's file and a variant are held to, for a profile built in
        # code too
        for name, choices in choices_of(type(self)):
            value = getattr(self, name)
            if value not in choices:
                raise ValueError(f"bot profile {name!r} must be one of {list(choices)}, not {value!r}")
        for name in _WEIGHT_BOUNDS:
            value = getattr(self, name)
            if isinstance(value, (int, float)):
                checked_weight(name, value)

    @classmethod
    def from_plain(cls, data: dict[str, Any] | None, players: int | None = None) -> Profile:
        """A profile from plain data; unknown keys are errors (a typo must not pass silently).

        A ``players`` table (``[players.4]`` in a ``bot.toml``) holds weights for one player
        count over the rest: a term can help at 4 players and cost at 2.
        """
        values = dict(data or {})
        by_count = values.pop("players", {})
        if not isinstance(by_count, dict):
            raise ValueError("bot profile 'players' must be a table of player counts")
        names = {f.name for f in fields(cls)}
        for count, table in by_count.items():
            if not str(count).isdigit() or not isinstance(table, dict):
                raise ValueError(f"bot profile 'players.{count}' must be a table under a player count")
            unknown = sorted(set(table) - names)
            if unknown:
                raise ValueError(f"unknown bot profile keys in 'players.{count}': {unknown}")
        unknown = sorted(set(values) - names)
        if unknown:
            raise ValueError(f"unknown bot profile keys: {unknown}")
        if players is not None:
            values.update(by_count.get(str(players), {}))
        for key in ("removed_levels", "card_matters", "kind_options", "sell_eras", "last_rounds", "search_last_rounds"):
            if key in values:
                values[key] = tuple(values[key])
        if "flip_chance" in values:
            values["flip_chance"] = dict(values["flip_chance"])
        return cls(**values)


#: (low, high) of every bounded weight, read once from the declarations
_WEIGHT_BOUNDS = dict(bounds_of(Profile))


def checked_weight(name: str, value: _Number) -> _Number:
    """``value`` if it lies within the bounds the bot file holds the weight ``name`` to, else a
    ValueError naming them: a profile built in code, or a bot given the weight as an argument
    (the search bot's ``width``, ``beam``, ``prior``, ``turns``), meets the file's limits."""
    low, high = _WEIGHT_BOUNDS[name]
    if out_of_bounds(value, low, high):
        raise ValueError(f"bot profile {name!r} must lie between {low} and {high}, not {value!r}")
    return value


#: the search bot's profile by the id of the profile it comes from, with that profile (see
#: :meth:`Profile.for_search`)
_SEARCH: dict[int, tuple[Profile, Profile]] = {}

#: profile by (plugin manager id, rules id, player count), with the manager and the rules
#: themselves (an id is reused once its object is gone)
_CACHE: dict[tuple[int, int, int], tuple[Any, Any, Profile]] = {}


@define(frozen=True)
class ProfileFile(Profile):
    """The shape of a title's bot file: weights for every player count, and under ``players``
    a table of weights for one count (read only to check the file)."""

    players: dict[str, Profile] = field(factory=dict)


def check_profile_data(data: dict[str, Any], player_counts: tuple[int, ...], file: str = "bot.toml") -> dict[str, Any]:
    """``data`` (a title's bot file, after any variant) if every weight has a known name and
    the right type and every ``players`` table sits under one of ``player_counts``; otherwise a
    :class:`~brass.core.model.errors.DataError` naming ``file`` and the key.

    Titles ship their bot file with their data and the bots check it (``brass_data_check``, in
    :mod:`~brass.plugins.bots.heuristic_bot`), so a variant's ``bot:`` change is checked before
    the first game, like any other change, and is blamed on the change that made it.
    """
    from brass.core.i18n import data_messages as dm
    from brass.core.model.data import fail, structure

    by_count = data.get("players", {})
    if isinstance(by_count, dict):
        counts = [str(c) for c in player_counts]
        for count in by_count:
            if count not in counts:
                raise fail(file, f"players.{count}", dm.EXPECTED_ONE_OF(choices=counts))
    structure(data, ProfileFile, file)
    return data


def unset_weight(data: dict[str, Any], path: str) -> Any:
    """The weight that applies where a title's bot file (``data``) leaves ``path`` out (a
    variant's ``bot:`` path, e.g. ``search_beam`` or ``players.4.income``): under a player
    count, the file's shared value, else the profile's default; None where there is none (an
    unknown name, an industry ``flip_chance`` does not name).  ``brass data`` shows it beside
    a variant's change, so a designer sees what the change replaces."""
    parts = path.split(".")
    if len(parts) > 2 and parts[0] == "players":
        parts = parts[2:]
        found: Any = data
        for part in parts:
            if not isinstance(found, dict) or part not in found:
                break
            found = found[part]
        else:
            return found
    f = fields_dict(Profile).get(parts[0])
    if f is None or len(parts) > 1:
        return None
    given: Any = f.default
    # (attrs types Factory as a function; at run time it is the class of a factory default)
    default = given.factory() if isinstance(given, Factory) else given  # type: ignore[arg-type]
    return list(default) if isinstance(default, tuple) else default


def profile_for(game: Game) -> Profile:
    """The profile of ``game``'s configuration and player count (asked once per plugin manager,
    rules and count: a variant may change the title's bot file)."""
    players = game.state.players
    key = (id(game.pm), id(game.rules), players)
    found = _CACHE.get(key)
    if found is None or found[0] is not game.pm or found[1] is not game.rules:
        data = game.hook.brass_bot_profile(game=game)
        found = _CACHE[key] = (game.pm, game.rules, Profile.from_plain(data, players))
    return found[2]
