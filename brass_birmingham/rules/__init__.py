"""Birmingham's rules, one module per rule: actions, sourcing, setup, income, era end."""
from __future__ import annotations

from brass.core.play.loan import Loan
from brass.core.play.passing import Pass

from .build import Build
from .develop import Develop
from .links import Network
from .scout import Scout
from .sell import Sell
from .shortfall import Liquidate

#: the turn menu, in the order the rulebook lists the actions
ACTIONS = (Build, Network, Develop, Sell, Loan, Scout, Pass, Liquidate)

__all__ = ["ACTIONS", "Build", "Develop", "Liquidate", "Loan", "Network", "Pass", "Scout", "Sell"]
