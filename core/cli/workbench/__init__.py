"""The designers' commands: bot games and their statistics (``simulate``), two sides on the same
seeds (``compare``), one variant path over several values (``sweep``), their charts, and a
title's effective data (``data``).

Each command module is imported only when its command runs (see :mod:`brass.core.cli.group`),
so this package exports nothing.
"""
