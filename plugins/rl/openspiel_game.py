"""Brass as an OpenSpiel game, registered from Python as ``python_brass``.

Import this module (it needs the extra ``brass[rl]``), then
``pyspiel.load_game("python_brass", {"title": "birmingham", "players": 4})``.

- The game's only chance event is its deal: the first node is a chance node choosing one
  of ``deals`` seeds uniformly; every later shuffle follows from that seed (the engine's
  seeded generator), so the game is a faithful explicit-stochastic game.
- Actions are the fixed action index (:mod:`brass.core.play.vocabulary`): every option id
  the configuration can offer; ``legal_actions()`` are the options of the pending decision.
  Each action of the rules is a short chain of such choices, as at the terminal.
- Returns at the end are each seat's final VP (general-sum); the ranking with its
  tiebreaks is in ``BrassState.ranking()``.
- Observations: a seat's view as numbers (:class:`ObservationEncoder`) and, as a string,
  the view as JSON (which includes the title's own public state).
- Serialization (``state.serialize()``, ``pyspiel.serialize_game_and_state``, ``pickle``) keeps
  what a save file keeps: the deal's seed, the options chosen and the state they lead to;
  reading it back replays the options and checks the result (``BrassState.save_data``).
"""
from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from brass.core.files.session import FORMAT, Session
from brass.core.files.snapshot import snapshot
from brass.core.hooks.games import new_game
from brass.core.play.engine import Game
from brass.core.play.view import view
from brass.core.play.vocabulary import ActionIndex, action_index
from brass.plugins.rl.observation import ObservationEncoder

SHORT_NAME = "python_brass"
DEFAULT_PARAMS: dict[str, Any] = {"title": "birmingham", "players": 4, "deals": 1000, "seed": 0}
#: decisions in the longest game seen in random play are about 700 (4-player Pittsburgh)
MAX_GAME_LENGTH = 4000
MAX_VP = 600.0
#: VP can fall below 0 (Pittsburgh takes 40 VP for each unpaid negative income)
MIN_VP = -600.0

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Brass (Birmingham, Pittsburgh) through the brass rules engine",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=DEFAULT_PARAMS,
)


class BrassGame(pyspiel.Game):
    """One configuration: title, player count, the number of possible deals and their base seed."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        merged = {**DEFAULT_PARAMS, **(params or {})}
        self.title = str(merged["title"])
        self.players = int(merged["players"])
        self.deals = int(merged["deals"])
        self.base_seed = int(merged["seed"])
        probe = new_game(self.title, self.players, seed=self.base_seed)
        self.index: ActionIndex = action_index(probe)
        self.encoder = ObservationEncoder(probe)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.index),
            max_chance_outcomes=self.deals,
            num_players=self.players,
            min_utility=MIN_VP,
            max_utility=MAX_VP,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(GAME_TYPE, info, merged)

    def new_initial_state(self) -> BrassState:
        return BrassState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> BrassObserver:
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("python_brass offers observations, not perfect-recall information states")
        private = iig_obs_type is None or iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        return BrassObserver(self, private)


class _Engine:
    """The engine's game inside a state, with its log: the deal's seed and the options chosen.

    OpenSpiel clones a state with ``copy.deepcopy`` of its attributes, which becomes the
    engine's cheap :meth:`Game.clone` (rules and plugins are shared, never copied), and
    serializes it by pickling them, which keeps the save file's data (:meth:`save_data`) and
    reads it back as ``brass replay --verify`` does: replaying the log, checking the state.
    """

    __slots__ = ("game", "title", "seed", "log")

    def __init__(self, game: Game, title: str, seed: int, log: list[str]) -> None:
        self.game = game
        self.title = title
        self.seed = seed
        self.log = log

    def apply(self, option_id: str) -> None:
        self.game.apply(option_id)
        self.log.append(option_id)

    def save_data(self) -> dict[str, Any]:
        """What a save file holds (no seal: reading it always replays)."""
        return {"format": FORMAT, "title": self.title, "players": self.game.state.players, "seed": self.seed,
                "plugins": [], "log": list(self.log), "snapshot": snapshot(self.game.state)}

    def __deepcopy__(self, memo: dict[int, Any]) -> _Engine:
        return _Engine(self.game.clone(), self.title, self.seed, list(self.log))

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        return _replayed, (self.save_data(),)


def _replayed(data: dict[str, Any]) -> _Engine:
    """The engine a pickled state holds: its log replayed, the result checked against its snapshot."""
    session = Session.from_dict(data, SHORT_NAME)
    session.game.keep_action_start = False  # no undo here: nothing to keep
    return _Engine(session.game, session.title, session.seed, session.log)


class BrassState(pyspiel.State):
    """A game in progress: a chance node (the deal), then the engine's decisions."""

    def __init__(self, game: BrassGame) -> None:
        super().__init__(game)
        #: the only attribute (what clones copy and serialization keeps); None before the deal
        self._engine: _Engine | None = None

    @property
    def _spiel(self) -> BrassGame:
        found: BrassGame = self.get_game()
        return found

    @property
    def game(self) -> Game | None:
        """The engine's game (None before the deal)."""
        return None if self._engine is None else self._engine.game

    def save_data(self) -> dict[str, Any] | None:
        """The game so far as a save file's data (written with ``tomli_w``, ``brass replay``
        opens it); None before the deal."""
        return None if self._engine is None else self._engine.save_data()

    # -- whose turn ---------------------------------------------------------------------
    def current_player(self) -> int:
        if self.game is None:
            return pyspiel.PlayerId.CHANCE
        if self.game.over:
            return pyspiel.PlayerId.TERMINAL
        decision = self.game.decision()
        assert decision is not None
        return decision.player

    def is_terminal(self) -> bool:
        return self.game is not None and self.game.over

    def chance_outcomes(self) -> list[tuple[int, float]]:
        p = 1.0 / self._spiel.deals
        return [(deal, p) for deal in range(self._spiel.deals)]

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game is not None
        decision = self.game.decision()
        if decision is None or decision.player != player:
            return []
        return self._spiel.index.legal(decision)

    # -- moves --------------------------------------------------------------------------
    def _apply_action(self, action: int) -> None:
        spiel = self._spiel
        if self._engine is None:
            seed = spiel.base_seed + action
            self._engine = _Engine(new_game(spiel.title, spiel.players, seed=seed), spiel.title, seed, [])
            return
        self._engine.apply(spiel.index.option_id(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal:{self._spiel.base_seed + action}"
        return self._spiel.index.option_id(action)

    # -- results ------------------------------------------------------------------------
    def returns(self) -> list[float]:
        if self.game is None or not self.game.over:
            return [0.0] * self._spiel.players
        return [float(vp) for vp in self.game.state.vp]

    def ranking(self) -> list[list[int]]:
        """Seats (0-based) by final place, ties grouped, after the title's tiebreaks."""
        assert self.game is not None and self.game.over
        return self.game.ranking()

    def __str__(self) -> str:
        if self.game is None:
            return "(before the deal)"
        return json.dumps(view(self.game), sort_keys=True)


class BrassObserver:
    """Observations for one seat: the numeric view, and the view as JSON."""

    def __init__(self, game: BrassGame, private: bool) -> None:
        self.encoder = game.encoder
        self.private = private
        self.tensor = np.zeros(self.encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: BrassState, player: int) -> None:
        if state.game is None:
            self.tensor.fill(0.0)
            return
        self.tensor[:] = self.encoder.encode(state.game, player)

    def string_from(self, state: BrassState, player: int) -> str:
        if state.game is None:
            return "(before the deal)"
        seen = view(state.game, player if self.private else -1)
        return json.dumps(seen, sort_keys=True)


pyspiel.register_game(GAME_TYPE, BrassGame)
