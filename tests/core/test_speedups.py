"""Compiled speed-ups (``brass.core.speedups``, ``brass compile``): which code runs, and when the
plain sources must win over a build beside them."""
from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core import speedups
from brass.core.cli.group import cli
from brass.core.cli.tools import compile_cmd


def _source(folder: Path, name: str, body: str = "X = 1\n") -> Path:
    path = folder / f"{name}.py"
    path.write_text(body, encoding="utf-8")
    return path


def test_a_manifest_is_read_back_as_written(tmp_path: Path) -> None:
    src = _source(tmp_path, "hot")
    entry = speedups.entry_for("pkg.hot", str(src))
    manifest = tmp_path / "compiled.txt"
    speedups.write_manifest([entry], ["/x/hot.so", "/x/native__mypyc.so"], str(manifest))
    assert speedups.read_manifest(str(manifest)) == speedups.Manifest((entry,), ("/x/hot.so", "/x/native__mypyc.so"))
    assert speedups.read_manifest(str(tmp_path / "none.txt")) is None
    (tmp_path / "bad.txt").write_text("module\tonly-two\tfields\n", encoding="utf-8")
    assert speedups.read_manifest(str(tmp_path / "bad.txt")) == speedups.Manifest((), ())


def test_the_status_says_which_code_runs(tmp_path: Path) -> None:
    """None compiled; compiled and wanted; BRASS_PURE; a source edited since the build."""
    src = _source(tmp_path, "hot")
    manifest = speedups.Manifest((speedups.entry_for("pkg.hot", str(src)),), ())
    assert speedups.status(speedups.Manifest((), ()), environ={}) == speedups.NONE
    assert speedups.status(manifest, environ={}) == speedups.COMPILED
    assert speedups.status(manifest, environ={speedups.PURE_ENV: "1"}) == speedups.PURE
    src.write_text("X = 22\n", encoding="utf-8")  # another size
    assert speedups.changed(manifest) == ["pkg.hot"]
    assert speedups.status(manifest, environ={}) == speedups.STALE
    src.unlink()
    assert speedups.changed(manifest) == ["pkg.hot"]


def test_the_finder_loads_listed_modules_from_their_sources_whatever_is_beside_them(tmp_path: Path) -> None:
    """A stand-in for a build beside the source (a module a finder would take first): the listed
    module comes from its ``.py`` file, another module is left to the usual finders."""
    package = tmp_path / "speedpkg"
    package.mkdir()
    _source(package, "__init__", "")
    _source(package, "hot", "WHERE = 'source'\n")
    finder = speedups.SourcesFirst(["speedpkg.hot"])
    spec = finder.find_spec("speedpkg.hot", [str(package)])
    assert spec is not None and spec.origin == str(package / "hot.py")
    assert finder.find_spec("speedpkg.other", [str(package)]) is None
    assert finder.find_spec("speedpkg.hot", None) is None


def test_a_stale_build_makes_every_source_run_in_a_fresh_interpreter(tmp_path: Path) -> None:
    """``guard`` with a manifest whose source changed: the finder is installed (and says why on
    stderr); with BRASS_PURE it is installed silently; with no manifest nothing happens."""
    src = _source(tmp_path, "hot")
    manifest = tmp_path / "compiled.txt"
    speedups.write_manifest([speedups.Entry("brass.core.play.transport", str(src), 1, 1)], [], str(manifest))
    program = ("import sys\nfrom brass.core import speedups\nspeedups.MANIFEST = sys.argv[1]\n"
               "speedups._installed = None\nprint(speedups.guard(), speedups._installed is not None)\n")

    def run(path: Path, **env: str) -> subprocess.CompletedProcess[str]:
        clean = {k: v for k, v in os.environ.items() if k != speedups.PURE_ENV}
        return subprocess.run([sys.executable, "-c", program, str(path)], capture_output=True, text=True,
                              env={**clean, **env}, check=True)

    stale = run(manifest)
    assert stale.stdout.split() == ["stale", "True"]
    assert "brass.core.play.transport" in stale.stderr and "brass compile" in stale.stderr
    pure = run(manifest, BRASS_PURE="1")
    assert pure.stdout.split() == ["pure", "True"] and pure.stderr == ""
    assert run(tmp_path / "none.txt").stdout.split() == ["none", "False"]


def test_the_running_code_is_what_the_status_says() -> None:
    """Compiled modules are imported from their builds only when the status is ``compiled``
    (CI runs the suite once plain and then part of it compiled)."""
    state = speedups.status()
    assert speedups.running == state
    manifest = speedups.read_manifest()
    for module in compile_cmd.hot_modules():
        loaded = importlib.import_module(module)
        built = any(str(loaded.__file__).endswith(s) for s in importlib.machinery.EXTENSION_SUFFIXES)
        listed = manifest is not None and module in {e.module for e in manifest.entries}
        assert built == (state == speedups.COMPILED and listed), module


def test_the_hot_modules_are_core_s_each_title_s_and_each_plugin_s_and_have_sources() -> None:
    modules = compile_cmd.hot_modules()
    assert modules[:len(speedups.CORE_MODULES)] == list(speedups.CORE_MODULES)
    assert "brass_birmingham.rules.placement" in modules and "brass_pittsburgh.rules.links" in modules
    # an installed plugin's (the bots' evaluation, answered outside any title's plugin manager)
    assert "brass.plugins.bots.evaluation" in modules and "brass.plugins.bots.chains" in modules
    assert len(set(modules)) == len(modules)
    for module in modules:
        assert compile_cmd.source_of(module).endswith(module.rpartition(".")[2] + ".py")


def test_the_staging_folder_mirrors_import_names(tmp_path: Path) -> None:
    """``brass`` (a namespace package) is a folder; ``brass/core`` and ``brass_birmingham`` link to
    the source folders, so mypyc names the modules as they are imported."""
    paths = compile_cmd.stage(["brass.core.play.transport", "brass_birmingham.rules.placement"], str(tmp_path))
    assert paths == [os.path.join("brass", "core", "play", "transport.py"),
                     os.path.join("brass_birmingham", "rules", "placement.py")]
    assert (tmp_path / "brass").is_dir() and not (tmp_path / "brass").is_symlink()
    core_link = tmp_path / "brass" / "core"
    assert core_link.is_symlink() and core_link.resolve() == Path(speedups.__file__).resolve().parent
    for path in paths:
        assert (tmp_path / path).resolve() == Path(compile_cmd.source_of(
            path[:-3].replace(os.sep, "."))).resolve()


def test_compile_without_mypyc_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    real = compile_cmd.importlib.util.find_spec
    monkeypatch.setattr(compile_cmd.importlib.util, "find_spec",
                        lambda name, *a: None if name == "mypyc" else real(name, *a))
    built = []
    monkeypatch.setattr(compile_cmd, "build", lambda modules: built.append(modules) or "")
    for lang, expected in (("en", "brass[fast]"), ("th", "brass[fast]")):
        result = CliRunner().invoke(cli, ["compile", "--lang", lang])
        assert result.exit_code == 1 and expected in result.output and "Traceback" not in result.output
    assert built == []


def test_a_failed_build_leaves_the_sources_running(monkeypatch: pytest.MonkeyPatch) -> None:
    """The build's last lines are shown, exit code 1, no manifest written."""
    if speedups.read_manifest() is not None:
        pytest.skip("this checkout is compiled; the test would remove its builds")
    monkeypatch.setattr(compile_cmd, "build", lambda modules: "compiling...\nhot.py:3: error: bad type")
    real = compile_cmd.importlib.util.find_spec  # the build is replaced: mypyc (brass[fast]) need not be there
    monkeypatch.setattr(compile_cmd.importlib.util, "find_spec",
                        lambda name, *a: object() if name == "mypyc" else real(name, *a))
    result = CliRunner().invoke(cli, ["compile"])
    assert result.exit_code == 1
    assert "hot.py:3: error: bad type" in result.output and "plain sources" in result.output
    assert speedups.read_manifest() is None


def test_the_status_command_reads_the_manifest(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    src = _source(tmp_path, "hot")
    manifest = tmp_path / "compiled.txt"
    monkeypatch.setattr(speedups, "MANIFEST", str(manifest))
    monkeypatch.delenv(speedups.PURE_ENV, raising=False)
    assert "Nothing is compiled" in CliRunner().invoke(cli, ["compile", "--status"]).output
    speedups.write_manifest([speedups.entry_for("pkg.hot", str(src))], [], str(manifest))
    assert "1 compiled module runs: pkg.hot." in CliRunner().invoke(cli, ["compile", "--status"]).output
    src.write_text("changed = True\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["compile", "--status", "--lang", "th"]).output
    assert "pkg.hot" in out and "brass compile" in out


def test_a_title_that_cannot_load_stops_compile_with_its_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from brass.core.model.errors import DataError

    def broken() -> list[str]:
        raise DataError("the installed plugin “broken” cannot be loaded: ImportError: no module")

    monkeypatch.setattr(compile_cmd.importlib.util, "find_spec", lambda name, *a: object())
    monkeypatch.setattr(compile_cmd, "hot_modules", broken)
    monkeypatch.setattr(compile_cmd, "build", lambda modules: pytest.fail("nothing is built"))
    result = CliRunner().invoke(cli, ["compile"])
    assert result.exit_code == 1 and "broken" in result.output and "Traceback" not in result.output
