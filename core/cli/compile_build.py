"""The child process of ``brass compile``: mypyc and setuptools build the staged modules in place.

Run as ``python -m brass.core.cli.compile_build REQUEST`` (REQUEST: JSON with ``folder``, the
staging folder; ``paths``, the modules' files there; ``options``, mypy's; ``group``, the mypyc
group).  A child process, because setuptools may end the process and prints as it goes.
"""
from __future__ import annotations

import json
import os
import sys


def main(request: dict[str, object]) -> None:
    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(str(request["folder"]))
    options = list(request["options"])  # type: ignore[call-overload]
    paths = list(request["paths"])  # type: ignore[call-overload]
    extensions = mypycify(options + paths, group_name=str(request["group"]))
    setup(name="brass-compiled", ext_modules=extensions,
          script_args=["--quiet", "build_ext", "--inplace", "--parallel", str(os.cpu_count() or 1)])


if __name__ == "__main__":
    main(json.loads(sys.argv[1]))
