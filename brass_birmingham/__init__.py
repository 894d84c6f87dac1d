"""Brass: Birmingham (Roxley, 2018) for the brass framework: data files and rules."""
from __future__ import annotations

__version__ = "0.1.0"

from .loader import BirminghamRules, load_rules, raw_data

__all__ = ["BirminghamRules", "__version__", "load_rules", "raw_data"]
