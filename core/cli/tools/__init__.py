"""The maintainers' commands: speed (``bench``, with ``--compare``), the mypyc build
(``compile``), random games checking every invariant (``fuzz``), the translations' catalogs
(``locales``) and the background server (``server``).

Each command module is imported only when its command runs (see :mod:`brass.core.cli.group`),
so this package exports nothing.
"""
