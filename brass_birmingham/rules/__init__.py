"""Birmingham's rules, one module per rule: actions, sourcing, setup, income, era end."""
from __future__ import annotations

from .build import Build
from .develop import Develop
from .links import Network
from core.loan import Loan
from core.passing import Pass
from .scout import Scout
from .sell import Sell
from .shortfall import Liquidate

#: the turn menu, in the order the rulebook lists the actions
ACTIONS = (Build, Network, Develop, Sell, Loan, Scout, Pass, Liquidate)

__all__ = ["ACTIONS", "Build", "Develop", "Liquidate", "Loan", "Network", "Pass", "Scout", "Sell"]
