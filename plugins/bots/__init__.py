"""Bots that play any title through the decision model."""
from __future__ import annotations

from brass.plugins.bots.eager_bot import EagerBot
from brass.plugins.bots.random_bot import RandomBot

__all__ = ["EagerBot", "RandomBot"]
