"""The players' commands: a game at the terminal (``brass play``: its screen, input, hints and
history), save files (``new``, ``show``, ``options``, ``choose``, ``replay``), the rules and the
lessons (``rules``, ``learn``), and the installed titles (``titles``).

Each command module is imported only when its command runs (see :mod:`brass.core.cli.group`),
so this package exports nothing.
"""
