"""Pittsburgh's rules, one module per rule: actions, oil, sourcing, setup, era end."""
from __future__ import annotations

from brass.core.play.loan import Loan

from .build import Build
from .develop import Develop, FreeDevelop
from .links import Network
from .passing import Pass
from .sell import BonusSell, Sell

#: the turn menu, in the rulebook's order, then the follow-up steps
ACTIONS = (Build, Network, Develop, Sell, Loan, Pass, FreeDevelop, BonusSell)

__all__ = ["ACTIONS", "BonusSell", "Build", "Develop", "FreeDevelop", "Loan", "Network", "Pass", "Sell"]
