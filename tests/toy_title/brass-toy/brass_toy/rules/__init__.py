"""Toy Brass's rules, one module per rule."""
from __future__ import annotations

from brass.core.play.loan import Loan
from brass.core.play.passing import Pass

from .build import Build
from .develop import Develop
from .road import Road
from .sell import Sell

#: the turn menu, in this order; Loan and Pass are core's shared actions
ACTIONS = (Build, Road, Develop, Sell, Loan, Pass)

__all__ = ["ACTIONS", "Build", "Develop", "Loan", "Pass", "Road", "Sell"]
