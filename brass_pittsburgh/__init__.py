"""Brass: Pittsburgh (Roxley, rulebook draft v2026.01) for the brass framework.

Values not confirmed by a public source are marked provisional in the data."""
from __future__ import annotations

__version__ = "0.1.0"

from .loader import PittsburghRules, load_rules, raw_data
from .state import PittsburghState

__all__ = ["PittsburghRules", "PittsburghState", "__version__", "load_rules", "raw_data"]
