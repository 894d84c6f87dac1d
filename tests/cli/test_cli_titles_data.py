"""``brass --help``, ``brass titles`` and ``brass data``."""
from __future__ import annotations

import json
import re
import tomllib
from importlib.metadata import version

import pytest

from brass.core.cli.common import Output
from brass.core.cli.workbench.data import shown
from brass.core.files.diff import MISSING

from .helpers import COMMANDS, DATA_DIR, VARIANT, as_json, error_line, load, run, usage_error

DATA_FILES = ("game", "map", "industries", "cards", "merchants", "bot")


# -- help -------------------------------------------------------------------------------------------
def test_root_help_lists_every_command() -> None:
    r = run("--help", expect=0)
    assert r.stdout.startswith("Usage: brass [OPTIONS] COMMAND [ARGS]...")
    listed = re.findall(r"^  (\w+)  ", r.stdout, flags=re.M)
    assert sorted(listed) == sorted(COMMANDS)
    assert r.stderr == ""


def test_short_help_and_version() -> None:
    assert run("-h", expect=0).stdout == run("--help", expect=0).stdout
    r = run("--version", expect=0)
    assert r.stdout.strip() == f"brass, version {version('brass')}"


@pytest.mark.parametrize("command", COMMANDS)
def test_command_help(command: str) -> None:
    r = run(command, "--help", expect=0)
    assert r.stdout.startswith(f"Usage: brass {command} [OPTIONS]")
    assert "--lang [en|th]" in r.stdout
    assert r.stderr == ""


def test_unknown_command_is_a_usage_error() -> None:
    r = run("frobnicate")
    line = usage_error(r)
    assert "frobnicate" in line


# -- titles -----------------------------------------------------------------------------------------
def test_titles_lists_birmingham_and_bot_plugins() -> None:
    r = run("titles", expect=0)
    lines = r.stdout.splitlines()
    assert lines[0] == "Titles"
    assert "Plugins" in lines
    titles = lines[1:lines.index("Plugins")]
    plugins = lines[lines.index("Plugins") + 1:]
    assert any(re.fullmatch(r"birmingham: Brass: Birmingham \d+\.\d+\S* \(from brass \S+\)", t) for t in titles), titles
    assert "random-bot: brass.plugins.bots.random_bot (from brass " + version("brass") + ")" in plugins
    assert "eager-bot: brass.plugins.bots.eager_bot (from brass " + version("brass") + ")" in plugins
    assert r.stderr == ""


def test_titles_json() -> None:
    data = as_json(run("titles", "--json"))
    assert set(data) == {"titles", "plugins"}
    by_id = {t["id"]: t for t in data["titles"]}
    b = by_id["birmingham"]
    assert b["name"] == "Brass: Birmingham"
    assert re.fullmatch(r"\d+\.\d+\S*", b["version"])
    assert b["package"] == "brass" and b["package_version"] == version("brass")
    plugins = {p["id"]: p for p in data["plugins"]}
    assert plugins["random-bot"]["module"] == "brass.plugins.bots.random_bot"
    assert plugins["eager-bot"]["module"] == "brass.plugins.bots.eager_bot"
    # the text listing shows the same version
    text = run("titles", expect=0).stdout
    assert f"birmingham: Brass: Birmingham {b['version']} (from brass {version('brass')})" in text


def test_titles_rejects_arguments() -> None:
    usage_error(run("titles", "birmingham"))


# -- data -------------------------------------------------------------------------------------------
def _sections(text: str) -> dict[str, str]:
    parts = re.split(r"^# ---- (\w+)\.toml ----$", text, flags=re.M)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def test_data_prints_every_data_file_as_toml() -> None:
    r = run("data", "birmingham", expect=0)
    assert r.stdout.startswith("# ---- game.toml ----\n")
    sections = _sections(r.stdout)
    assert list(sections) == list(DATA_FILES)
    for name, body in sections.items():
        shown = tomllib.loads(body)
        assert (_rounds_shown(shown) if name == "game" else shown) == load(DATA_DIR / f"{name}.toml"), name
    assert "The variant changes" not in r.stdout
    assert r.stderr == ""


def _rounds_shown(game: dict) -> dict:
    """``game`` without the rounds ``brass data`` adds to each era (they follow from the deck)."""
    assert [era.pop("rounds") for era in game["era"]] == [[10, 9, 8], [10, 9, 8]]
    return game


def test_data_with_the_example_variant_lists_its_two_changes() -> None:
    base = load(DATA_DIR / "game.toml")
    r = run("data", "birmingham", "--variant", VARIANT, expect=0)
    lines = r.stdout.splitlines()
    assert lines[0] == "# The variant changes 2 values:"
    assert sorted(lines[1:3]) == sorted([
        f"#   game:loan.money: {base['loan']['money']!r} -> 25",
        f"#   game:network.canal_cost: {base['network']['canal_cost']!r} -> 2",
    ])
    game = tomllib.loads(_sections(r.stdout)["game"])
    assert game["network"]["canal_cost"] == 2
    assert game["loan"]["money"] == 25
    # everything else unchanged
    game["network"]["canal_cost"] = base["network"]["canal_cost"]
    game["loan"]["money"] = base["loan"]["money"]
    assert _rounds_shown(game) == base


def test_data_json_parses_with_and_without_variant() -> None:
    plain = as_json(run("data", "birmingham", "--json"))
    assert plain["title"] == "birmingham"
    assert list(plain["data"]) == list(DATA_FILES)
    assert plain["changes"] == []
    assert _rounds_shown(plain["data"]["game"]) == load(DATA_DIR / "game.toml")
    varied = as_json(run("data", "birmingham", "--variant", VARIANT, "--json"))
    base = load(DATA_DIR / "game.toml")
    assert sorted(varied["changes"], key=lambda c: c["path"]) == [
        {"file": "game", "path": "loan.money", "old": base["loan"]["money"], "new": 25},
        {"file": "game", "path": "network.canal_cost", "old": base["network"]["canal_cost"], "new": 2},
    ]
    assert varied["data"]["game"]["network"]["canal_cost"] == 2


def test_data_names_a_value_the_data_leaves_out_with_the_value_that_applied(tmp_path) -> None:
    """A bot weight the title's 4-player table leaves out: the change reads ``(not set: 1
    applies) -> 2`` in the reader's language (1: the bots' default, which the title names through
    ``brass_data_default``), ``null`` and ``applied`` in JSON."""
    variant = tmp_path / "turns.toml"
    variant.write_text('[variant]\nname = "x"\ntitle = "birmingham"\n\n[[change]]\n'
                       'path = "bot:players.4.search_turns"\nvalue = 2\n')
    r = run("data", "birmingham", "--variant", variant, "-p", "4", expect=0)
    assert r.stdout.splitlines()[:2] == ["# The variant changes 1 value:",
                                         "#   bot:players.4.search_turns: (not set: 1 applies) -> 2"]
    th = run("data", "birmingham", "--variant", variant, "-p", "4", "--lang", "th", expect=0)
    assert th.stdout.splitlines()[1] == "#   bot:players.4.search_turns: (ไม่ได้กำหนด: ใช้ค่า 1) -> 2"
    found = as_json(run("data", "birmingham", "--variant", variant, "-p", "4", "--json"))
    assert found["changes"] == [{"file": "bot", "path": "players.4.search_turns", "old": None, "new": 2,
                                 "applied": 1}]
    assert found["data"]["bot"]["players"]["4"]["search_turns"] == 2


@pytest.mark.parametrize(("title", "path", "value", "applied"), [
    # the file's shared value wins over the default in a player count's table
    ("birmingham", "players.4.income", 0.7, "0.6"),
    ("birmingham", "players.2.search_beam", 3, "6"),
    ("birmingham", "search_prior", 0.4, "0.5"),
    ("pittsburgh", "players.3.search_width", 2, "4"),
])
def test_data_shows_the_weight_a_change_replaces(tmp_path, title: str, path: str, value: float,
                                                 applied: str) -> None:
    variant = tmp_path / "w.toml"
    variant.write_text(f'[variant]\nname = "x"\ntitle = "{title}"\n\n[[change]]\n'
                       f'path = "bot:{path}"\nvalue = {value}\n')
    r = run("data", title, "--variant", variant, expect=0)
    assert f"#   bot:{path}: (not set: {applied} applies) -> {value}" in r.stdout.splitlines()


def test_a_left_out_value_no_plugin_knows_reads_not_set() -> None:
    """Where no plugin answers ``brass_data_default`` (a title without bots, a file other than the
    bot file), the change says only that the data left the key out."""
    assert shown(Output("en"), MISSING) == "(not set)"
    assert shown(Output("th"), MISSING) == "(ไม่ได้กำหนด)"
    assert shown(Output("en"), MISSING, [1]) == "(not set: [1] applies)"
    assert shown(Output("en"), 0.5, 0.6) == "0.5"


def test_data_variant_with_unknown_key_path(tmp_path) -> None:
    bad = tmp_path / "bad_variant.toml"
    bad.write_text('[variant]\nname = "x"\ntitle = "birmingham"\n\n[[change]]\n'
                   'path = "game:network.canal_costs"\nvalue = 2\n')
    r = run("data", "birmingham", "--variant", bad, expect=1)
    line = error_line(r)
    assert "network.canal_costs" in line
    assert r.stdout == ""


def test_data_variant_with_unknown_top_key(tmp_path) -> None:
    bad = tmp_path / "bad_variant.toml"
    bad.write_text('[variant]\nname = "x"\ntitle = "birmingham"\n\n[[change]]\n'
                   'path = "game:nosuch.thing"\nvalue = 2\n')
    r = run("data", "birmingham", "--variant", bad, expect=1)
    assert "nosuch" in error_line(r)
    assert r.stdout == ""


def test_data_unknown_title_and_missing_variant(tmp_path) -> None:
    r = run("data", "nosuch", expect=1)
    line = error_line(r)
    assert "nosuch" in line and "birmingham" in line
    missing = tmp_path / "missing.toml"
    r = run("data", "birmingham", "--variant", missing, expect=1)
    assert error_line(r) == f"Error: {missing}: file not found."
    usage_error(run("data"))


@pytest.mark.parametrize("title, name", [("pittsburgh", "Brass: Pittsburgh"), ("birmingham", "Brass: Birmingham")])
def test_data_refuses_a_player_count_the_title_is_not_played_by(title: str, name: str) -> None:
    # the words of ``new`` and ``simulate``, and no data printed
    for command in (("data", title), ("simulate", title, "--games", 1)):
        r = run(*command, "--players", 7, expect=1)
        assert error_line(r) == f"Error: {name} is played by 2/3/4 players, not 7."
        assert r.stdout == ""
        assert "--players" in usage_error(run(*command, "--players", 0))
    assert "# ---- game.toml ----" in run("data", title, "--players", 2, expect=0).stdout.splitlines()


def test_data_variant_that_is_not_toml(tmp_path) -> None:
    bad = tmp_path / "broken.toml"
    bad.write_text("[variant\n")
    r = run("data", "birmingham", "--variant", bad, expect=1)
    assert error_line(r).startswith(f"Error: {bad}: not valid TOML")


# -- --lang th --------------------------------------------------------------------------------------
@pytest.mark.parametrize("args", [("titles",), ("data", "birmingham")])
def test_lang_th_accepted(args) -> None:
    r = run(*args, "--lang", "th", expect=0)
    assert r.stdout.strip()


def test_unknown_lang_is_a_usage_error() -> None:
    assert "--lang" in usage_error(run("titles", "--lang", "fr"))


def test_json_outputs_are_plain_json() -> None:
    # --json output is exactly one JSON document (no text lines mixed in)
    for args in (("titles", "--json"), ("data", "birmingham", "--json")):
        json.loads(run(*args, expect=0).stdout)
