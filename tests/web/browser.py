"""What the browser tests share: Debian's chromium, the flags it runs with on this closed network
(nothing fetched, no sandbox in a container), and a skip when it is not installed."""
from __future__ import annotations

import os

import pytest

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

#: a test module's ``pytestmark``: skipped cleanly where no chromium is installed
needs_chromium = pytest.mark.skipif(not os.access(CHROMIUM, os.X_OK), reason=f"no chromium at {CHROMIUM}")
