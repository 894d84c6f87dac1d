"""Toy Brass: the smallest complete title for brass -- a template to copy.

Three towns, one market town, two industries (mines and mills), one era.  What
a title consists of:

- ``data/*.toml``: the figures, in the shapes core defines (``game``, ``map``,
  ``industries``, ``cards``) plus the title's own file (``merchants``);
- ``loader.py``: reads them into core's :class:`~brass.core.model.rules.Rules`
  and hangs the title's own tables on ``rules.title``;
- ``rules/``: the actions and the steps core leaves to a title (transport,
  setup, era end, income shortfall), one module per rule;
- ``texts.py``: every message the title shows, declared with ``text()``;
- ``rulebook.toml``: the rule text ``brass rules toy`` prints;
- ``plugin.py``: the hook implementations, the module the entry point names.
"""
from __future__ import annotations

__version__ = "0.1.0"
