"""Playing games out with bots, and the statistics of many such games.

Seeds of games and bots derive from one master seed and the game's index, so
the results do not depend on how the games are split between workers.
"""
from __future__ import annotations

import itertools
import statistics
import time
from collections.abc import Sequence
from typing import Any

from attrs import define, field

from brass.core.i18n.messages import Message, text
from brass.core.play.engine import Game
from brass.core.play.metrics import report, value_range
from brass.core.play.record import GameResult
from brass.core.play.stats import mean_ci, quartiles


def bot_seed(master: int, game_index: int, seat: int) -> int:
    """Seed of a bot, derived from the master seed."""
    return (master * 1_000_003 + game_index) * 16 + seat + 1


def game_seed(master: int, game_index: int) -> int:
    return master * 1_000_003 + game_index


def play_out(game: Game, bots: Sequence[Any], watch: GameWatch | None = None) -> int:
    """Let ``bots`` (one per seat) decide until the game ends; returns decisions made.

    A bot receives what ``bot_input`` gives it: the deciding seat's window
    (``needs_seat``), its view (``needs_view``) or None, which keeps random play fast.
    ``watch``, when given, records actions and round-by-round standings.
    """
    from brass.core.play.seat import bot_input

    decisions = 0
    st = game.state
    if watch is not None:
        game.observer = watch.action_done
    while True:
        d = game.decision()
        if d is None:
            if watch is not None:
                watch.standing(game)
            return decisions
        bot = bots[d.player]
        if watch is not None and watch.round != (st.era, st.round):
            watch.round = (st.era, st.round)
            watch.rounds += 1
            if watch.rounds > 1:
                watch.standing(game)
        game.apply(bot.choose(d, bot_input(bot, game, d.player)))
        decisions += 1


class GameWatch:
    """What one game's statistics need besides its end: actions by kind and seat, and the
    standings (VP scored plus VP on the board) at the start of each round."""

    def __init__(self, game: Game) -> None:
        rules = game.rules
        self.game = game
        self.industry_ids = list(rules.industries.industry_index)
        self.actions: list[dict[str, int]] = [{} for _ in range(game.state.players)]
        self.standings: list[list[int]] = []
        self.round: tuple[int, int] = (-1, -1)
        self.rounds = 0

    def action_kind(self, frame: Any) -> str:
        """``build cotton``, ``develop iron``, ``network canal``, ``sell``, ``loan``... (action id, plus the
        industry or the era's link name when the action has one)."""
        data = frame.data
        game = self.game
        industry = data.get("industry")
        if isinstance(industry, int) and 0 <= industry < len(self.industry_ids):
            return f"{frame.action} {self.industry_ids[industry]}"
        tiles = data.get("tiles")
        if tiles and isinstance(tiles, tuple):
            return f"{frame.action} {self.industry_ids[game.rules.tiles[tiles[0]].industry]}"
        if frame.action == "network":
            link_name = game.rules.eras[game.state.era].link_name
            if link_name:
                return f"{frame.action} {link_name}"
        return frame.action

    def action_done(self, frame: Any) -> None:
        counts = self.actions[frame.player]
        kind = self.action_kind(frame)
        counts[kind] = counts.get(kind, 0) + 1

    def standing(self, game: Game) -> None:
        self.standings.append(board_vp(game) if not game.over else list(game.state.vp))


KIND_OF = text("sim.action_kind", "{action} ({what})",
              note="a kind of action in the statistics: an action and the industry it built or developed, "
                   "or the links it built (Build (Coal mine), Network (canal))")


def kind_label(game: Game, kind: str) -> Message | str:
    """The translated name of an action kind of :meth:`GameWatch.action_kind` (``build coal`` ->
    "Build (Coal mine)"); a kind the game does not know (another title's) stays as it is."""
    action_id, _, what = kind.partition(" ")
    action = game.actions.get(action_id)
    if action is None:
        return kind
    label = action.label()
    if not what:
        return label
    names = game.rules.names
    industries = game.rules.industries.industry_index
    if what in industries:
        return KIND_OF(action=label, what=names.industry[industries[what]]())
    for era, e in enumerate(game.rules.eras):
        named = names.era_link[era]
        if named is not None and e.link_name == what:
            return KIND_OF(action=label, what=named())
    return kind


def board_vp(game: Game) -> list[int]:
    """VP scored so far plus what the board would score now (links, then flipped tiles)."""
    from brass.core.play.scoring import score_flipped_tiles, score_links

    probe = game.clone()
    score_links(probe)
    score_flipped_tiles(probe)
    return list(probe.state.vp)


def leaders(vp: Sequence[int]) -> frozenset[int]:
    top = max(vp)
    return frozenset(p for p, v in enumerate(vp) if v == top)


def lead_changes(standings: Sequence[Sequence[int]]) -> int:
    """How often the leader (or the set of tied leaders) changes from one standing to the next."""
    sets = [leaders(s) for s in standings if s]
    return sum(1 for a, b in itertools.pairwise(sets) if a != b)


def decided_at(standings: Sequence[Sequence[int]], winners: Sequence[int]) -> float:
    """Share of the game still to play when a winner takes the lead for good (1.0: led from the
    first standing; 0.0: only the final scoring put them ahead)."""
    n = len(standings)
    if n == 0:
        return 0.0
    first = n - 1
    for i in range(n - 1, -1, -1):
        if not leaders(standings[i]) & set(winners):
            break
        first = i
    return (n - 1 - first) / (n - 1) if n > 1 else 0.0


def result_of(game: Game, index: int, seed: int, decisions: int, seconds: float, first: int,
              watch: GameWatch, bots: Sequence[str] = ()) -> GameResult:
    """The record of a finished game."""
    st = game.state
    ranking = game.ranking()
    rank = [0] * st.players
    place = 1
    for group in ranking:
        for p in group:
            rank[p] = place
        place += len(group)
    winners = ranking[0]
    return GameResult(
        index, decisions, game.actions_taken, list(st.vp), list(winners), seconds, seed=seed, rounds=watch.rounds,
        money=list(st.money), income=[game.rules.track.level(i) for i in st.income], rank=rank, first=first,
        actions_by_seat=watch.actions, lead_changes=lead_changes(watch.standings),
        decided_at=decided_at(watch.standings, winners), bots=list(bots),
    )


def lineup(bots: Sequence[str], players: int, index: int, alternate: bool = False) -> list[str]:
    """The bot of each seat in game ``index``: ``bots`` as given (one per seat), or with
    ``alternate`` two bots taking turns at the seats, swapped every other game (so neither
    keeps the better seats)."""
    if not alternate:
        return list(bots)
    return [bots[(p + index) % 2] for p in range(players)]


def play_one(title: str, players: int, master: int, index: int, bots: Sequence[str],
             variant: dict[str, Any] | None = None, plugins: tuple[str, ...] = (),
             alternate: bool = False) -> GameResult:
    """Play game ``index`` of a simulation (picklable, for worker processes)."""
    from brass.core.hooks.bots import load_plugins, make_bot
    from brass.core.hooks.games import new_game

    start = time.perf_counter()
    seed = game_seed(master, index)
    loaded = load_plugins(plugins, reuse=True)  # (a plugin file runs once a process: see load_plugin)
    g = new_game(title, players, seed, plugins=loaded, variant=variant)
    seats = lineup(bots, players, index, alternate)
    # a plugin may offer bots as well as rules (``--plugin my_bot.py --bots my-bot``)
    robots = [make_bot(seats[p], bot_seed(master, index, p), loaded) for p in range(players)]
    first = g.state.order[0]
    watch = GameWatch(g)
    n = play_out(g, robots, watch)
    return result_of(g, index, seed, n, time.perf_counter() - start, first, watch, seats)


@define
class Summary:
    """What ``brass simulate`` reports."""

    bots: list[str]
    results: list[GameResult] = field(factory=list)
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return len(self.results)

    def as_dict(self) -> dict[str, Any]:
        r = self.results
        n = len(r)
        players = len(self.bots)
        lengths = [x.decisions for x in r]
        wins_seat = [0.0] * players
        wins_bot: dict[str, float] = {}
        seats_bot: dict[str, int] = {}
        for b in self.bots:
            seats_bot[b] = seats_bot.get(b, 0) + 1
            wins_bot.setdefault(b, 0.0)
        for x in r:
            for p in x.winners:
                wins_seat[p] += 1 / len(x.winners)
                wins_bot[self.bots[p]] += 1 / len(x.winners)
        vps = [v for x in r for v in x.vp]
        decisions = sum(lengths)
        return {
            "games": n,
            "seconds": self.seconds,
            "games_per_second": n / self.seconds if self.seconds else 0.0,
            "decisions_per_second": decisions / self.seconds if self.seconds else 0.0,
            "decisions_per_game": {"mean": statistics.mean(lengths), "median": statistics.median(lengths)},
            "actions_per_game": statistics.mean(x.actions for x in r),
            "win_rate_by_seat": [w / n for w in wins_seat],
            # chance that one seat played by this bot wins (ties share the win)
            "win_rate_by_bot": {b: wins_bot[b] / (n * seats_bot[b]) for b in wins_bot},
            "vp": {
                "mean": statistics.mean(vps), "stdev": statistics.stdev(vps) if len(vps) > 1 else 0.0, "min": min(vps),
                "median": statistics.median(vps), "max": max(vps),
                "winner_mean": statistics.mean(max(x.vp) for x in r),
                "quartiles": list(quartiles(vps)),
                "ci": mean_ci(vps, within=value_range("vp_mean", vps)).as_dict(),
            },
            **report(r, self.bots),
        }
