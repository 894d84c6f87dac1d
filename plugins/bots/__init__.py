"""Bots that play any title through the decision model."""
from __future__ import annotations

from .eager_bot import EagerBot
from .random_bot import RandomBot

__all__ = ["EagerBot", "RandomBot"]
