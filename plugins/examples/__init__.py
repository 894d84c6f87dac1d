"""Example rule plugins (one short file each), to read and to copy: load one with
``--plugin brass-example-...`` or ``--plugin path/to/file.py``."""
