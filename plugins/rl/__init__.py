"""Adapters for bot and reinforcement-learning authors (the optional extra ``brass[rl]``).

- :mod:`brass.plugins.rl.observation`: a seat's view as a fixed-length vector of numbers;
- :mod:`brass.plugins.rl.openspiel_game`: an OpenSpiel game ``python_brass`` (registered on import);
- :mod:`brass.plugins.rl.pettingzoo_env`: a PettingZoo AEC environment.

Both adapters use the fixed action index of :mod:`brass.core.play.vocabulary`: one action per
option id the configuration can ever offer, with a legality mask at each decision.  Nothing
here is imported with ``brass.plugins``: numpy, OpenSpiel and PettingZoo load only when used.
"""
from __future__ import annotations

from brass.core.exports import lazy

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.plugins.rl.observation import ObservationEncoder as ObservationEncoder
    from brass.plugins.rl.pettingzoo_env import BrassAECEnv as BrassAECEnv, env as env

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
