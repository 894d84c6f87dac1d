"""Brass as a PettingZoo AEC environment (agents act one at a time, as in the rules).

``env(title="birmingham", players=4)`` gives the environment wrapped in PettingZoo's
usual checks; ``BrassAECEnv`` is the raw one.  Agents are ``player_0`` ... ``player_{n-1}``
(seats 1..n).  Each observation is a dict: ``observation`` (the seat's view as numbers,
:class:`ObservationEncoder`) and ``action_mask`` (1 for each option of the fixed action
index offered to that agent now; all 0 when it is not the agent's decision).  The agent
to act is the one the engine's pending decision names (usually the seat whose turn it is;
a seat selling tiles to pay negative income decides out of turn).  At the end every agent
is terminated with its final VP as reward; ``infos[agent]["rank"]`` is its place (1 = won,
ties share a place) after the title's tiebreaks.
"""
from __future__ import annotations

import json
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from brass.core.hooks.games import new_game
from brass.core.play.engine import Game
from brass.core.play.view import view
from brass.core.play.vocabulary import action_index
from brass.plugins.rl.observation import ObservationEncoder


class BrassAECEnv(AECEnv):
    """One game of Brass at a time; ``reset(seed=...)`` deals a new one."""

    metadata: ClassVar[dict[str, Any]] = {"name": "brass_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, title: str = "birmingham", players: int = 4, render_mode: str | None = None) -> None:
        super().__init__()
        self.title = title
        self.players = players
        self.render_mode = render_mode
        probe = new_game(title, players, seed=0)
        self.index = action_index(probe)
        self.encoder = ObservationEncoder(probe)
        self.possible_agents = [f"player_{p}" for p in range(players)]
        self._seat = {agent: p for p, agent in enumerate(self.possible_agents)}
        observation = spaces.Box(low=-np.inf, high=np.inf, shape=(self.encoder.size,), dtype=np.float32)
        mask = spaces.Box(low=0, high=1, shape=(len(self.index),), dtype=np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": observation, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(len(self.index)) for a in self.possible_agents}
        self.game: Game | None = None
        self._next_seed = 0

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- episodes -----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._next_seed = seed
        self.game = new_game(self.title, self.players, seed=self._next_seed)
        self._next_seed += 1
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._deciding_agent()

    def _deciding_agent(self) -> str:
        assert self.game is not None
        decision = self.game.decision()
        seat = decision.player if decision is not None else 0
        return self.possible_agents[seat]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.game is not None
        seat = self._seat[agent]
        mask = np.zeros(len(self.index), dtype=np.int8)
        decision = self.game.decision() if not self.game.over else None
        if decision is not None and decision.player == seat:
            mask[self.index.legal(decision)] = 1
        return {"observation": np.asarray(self.encoder.encode(self.game, seat), dtype=np.float32),
                "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None and action is not None
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self.index.option_id(int(action)))
        if self.game.over:
            places = {}
            for place, seats in enumerate(self.game.ranking(), start=1):
                for seat in seats:
                    places[seat] = place
            for a, seat in self._seat.items():
                self.rewards[a] = float(self.game.state.vp[seat])
                self.terminations[a] = True
                self.infos[a] = {"rank": places[seat], "vp": self.game.state.vp[seat]}
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self.agent_selection = self._deciding_agent()
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            self.render()

    def render(self) -> str | None:
        if self.game is None:
            return None
        return json.dumps(view(self.game), sort_keys=True)

    def close(self) -> None:
        self.game = None


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's standard wrappers (illegal actions, order of calls)."""
    raw = BrassAECEnv(**kwargs)
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(raw))
