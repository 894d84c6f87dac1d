"""Example rule plugins (one short file each), to read and to copy.

Installed as ``example-no-beer-sales`` (a transport tier), ``example-fixed-turn-order`` and
``example-income-first`` (core steps a plugin answers first), ``example-no-late-loans`` (an
action replaced by one with the same id) and ``example-build-bonus`` (an event hook): load one
with ``--plugin example-...``, or a copy with ``--plugin path/to/file.py``.
"""
