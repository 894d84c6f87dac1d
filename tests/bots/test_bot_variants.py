"""A variant changes the bots' weights like any of the title's data (``bot:`` paths): checked
before the first game, blamed on the change that wrote a bad value, and seen only by games of
that variant."""
from __future__ import annotations

from pathlib import Path

import pytest

from brass.core.hooks.games import new_game, rules_for
from brass.core.model.errors import DataError
from brass.core.play.seat import Seat
from brass.plugins.bots.heuristic_bot import HeuristicBot
from brass.plugins.bots.profile import check_profile_data, profile_for, unset_weight
from tests.cli.helpers import run


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_titles_own_bot_file_passes_the_check(title: str) -> None:
    rules = rules_for(title)
    assert check_profile_data(rules.title.bot, rules.info.player_counts) is rules.title.bot
    assert sorted(rules.title.bot["players"]) == ["2", "3", "4"]  # a variant can reach each count


def _change(path: str, value: object) -> dict[str, object]:
    return {"variant": {"name": "weights"}, "change": [{"path": path, "value": value}]}


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_player_count_table_is_changed_for_that_count_only(title: str) -> None:
    variant = _change("bot:players.3.others", 0.1)
    base3, base4 = new_game(title, 3, 1), new_game(title, 4, 1)
    ours3, ours4 = new_game(title, 3, 1, variant=variant), new_game(title, 4, 1, variant=variant)
    own = 0.0 if title == "birmingham" else 0.25  # Birmingham's file sets 0 at 3 players, Pittsburgh's nothing
    assert profile_for(base3).others == own
    assert profile_for(ours3).others == 0.1
    assert profile_for(ours4) == profile_for(base4)
    # the base game asked after the variant still has the title's own weights (profiles are kept
    # by rules as well as by plugin manager)
    assert profile_for(new_game(title, 3, 2)).others == own


def test_a_top_level_weight_is_overridden_by_a_player_count_table() -> None:
    # Birmingham's bot file: income 0.6 at the top, 0.5 under [players.3]
    variant = _change("bot:income", 0.7)
    assert profile_for(new_game("birmingham", 2, 1, variant=variant)).income == 0.7
    assert profile_for(new_game("birmingham", 3, 1, variant=variant)).income == 0.5


def test_the_heuristic_bot_plays_by_the_variants_weights() -> None:
    """Money worth 50 VP a pound and income worth nothing make a loan (+£30, -3 income levels)
    the best action of the first turn; the title's own weights build instead."""
    variant = _change("bot:money_start", 50.0)
    variant["change"].append({"path": "bot:players.2.income", "value": 0.0})  # type: ignore[attr-defined]
    picks = []
    for v in (None, variant):
        game = new_game("birmingham", 2, 3, variant=v)
        d = game.decision()
        picks.append(HeuristicBot(1).choose(d, Seat(game, d.player)))
    assert picks[1] == "loan"
    assert picks[0] != "loan"


def test_the_search_bot_plays_by_the_variants_width_and_prior() -> None:
    """``search_width`` and ``search_prior`` are weights like the others: a variant sets how many
    candidates the search bot compares and how much it trusts the heuristic's value of them.
    With 2 candidates and the heuristic trusted alone it plays the heuristic bot's own choice."""
    from brass.plugins.bots.search_bot import SearchBot

    variant = _change("bot:players.2.search_width", 2)
    variant["change"].append({"path": "bot:players.2.search_prior", "value": 1.0})  # type: ignore[attr-defined]
    game = new_game("birmingham", 2, 3, variant=variant)
    prof = profile_for(game)
    assert (prof.search_width, prof.search_prior) == (2, 1.0)
    base = profile_for(new_game("birmingham", 2, 3))
    assert (base.search_width, base.search_prior) == (4, 0.5)
    d = game.decision()
    bot = SearchBot(1, iterations=4)
    chosen = bot.choose(d, Seat(game, d.player))
    assert len(bot.last_candidates) == 2 and bot.last_iterations == 4
    assert chosen == HeuristicBot(1).choose(d, Seat(game, d.player))
    # the bot's own settings win over the profile's
    wide = SearchBot(1, iterations=4, width=3)
    wide.choose(d, Seat(game, d.player))
    assert len(wide.last_candidates) == 3
    with pytest.raises(ValueError, match=r"'search_width' must lie between 1 and 1000, not 0"):
        SearchBot(1, width=0)


@pytest.mark.parametrize(("path", "value", "problem"), [
    ("bot:players.3.incme", 0.5, "bot:players.3.incme: unknown key (did you mean income?)"),
    ("bot:players.3.zzz", 0.5, "bot:players.3.zzz: unknown key"),
    ("bot:players.3.income", "high", "bot:players.3.income: expected a number, got 'high'"),
    ("bot:players.7", {"income": 0.5}, "bot:players.7: expected one of 2, 3, 4"),
    ("bot:players", 3, "bot:players: expected a table, got 3"),
    ("bot:search_opponents", "clever", "bot:search_opponents: expected one of quick, full"),
    ("bot:players.2.search_opponents", "ful", "bot:players.2.search_opponents: expected one of quick, full"),
    ("bot:search_opponents", 3, "bot:search_opponents: expected a string, got 3"),
    # a real number held to its bounds by the data model, like the counts below
    ("bot:players.4.search_prior", 1.5, "bot:players.4.search_prior: expected a number from 0 to 1, got 1.5"),
    ("bot:search_prior", -0.25, "bot:search_prior: expected a number from 0 to 1, got -0.25"),
    ("bot:search_width", 0, "bot:search_width: expected a whole number from 1 to 1000, got 0"),
    ("bot:flip_chance", {"iron": "x"}, "bot:flip_chance.iron: expected a number, got 'x'"),
    ("bot:kind_options", [1], "bot:kind_options[0]: expected a string, got 1"),
    ("bot:next_width", 2.5, "bot:next_width: expected a whole number, got 2.5"),
    # counts the bots cannot work with are refused, not met in the middle of a game
    ("bot:beam", 0, "bot:beam: expected a whole number from 1 to 1000, got 0"),
    ("bot:players.4.search_beam", 0, "bot:players.4.search_beam: expected a whole number from 1 to 1000, got 0"),
    ("bot:players.3.plan_width", -1, "bot:players.3.plan_width: expected a whole number from 0 to 1000, got -1"),
    ("bot:next_actions", 3, "bot:next_actions: expected a whole number from 1 to 2, got 3"),
])
def test_a_bad_weight_is_refused_naming_the_change(path: str, value: object, problem: str) -> None:
    with pytest.raises(DataError) as caught:
        rules_for("birmingham", _change(path, value), variant_file="w.toml")
    assert str(caught.value) == f"w.toml: change[0].path = {problem}"


def test_a_profile_built_in_code_meets_the_files_bounds() -> None:
    """The bounds a variant is held to hold for a profile made in code (a plugin's, a test's)."""
    from brass.plugins.bots.profile import Profile

    assert Profile(search_prior=1.0, search_width=1).search_prior == 1.0
    with pytest.raises(ValueError, match=r"'search_prior' must lie between 0\.0 and 1\.0, not 1\.01"):
        Profile(search_prior=1.01)
    with pytest.raises(ValueError, match="'search_width' must lie between 1 and 1000, not 0"):
        Profile(search_width=0)


def test_a_real_number_out_of_its_bounds_is_refused_in_thai(tmp_path: Path) -> None:
    v = tmp_path / "w.toml"
    v.write_text('[variant]\nname = "w"\n[[change]]\npath = "bot:players.4.search_prior"\nvalue = 1.5\n')
    r = run("data", "birmingham", "--variant", v, "--lang", "th", expect=1)
    assert r.stderr == (f"ข้อผิดพลาด: {v}: change[0].path = bot:players.4.search_prior: "
                        "ต้องเป็นจำนวนตั้งแต่ 0 ถึง 1 แต่ได้ 1.5\n")


def test_brass_data_lists_a_weight_change_and_compare_refuses_a_bad_one(tmp_path: Path) -> None:
    v = tmp_path / "w.toml"
    v.write_text('[variant]\nname = "w"\ntitle = "birmingham"\n'
                 '[[change]]\npath = "bot:players.3.income"\nvalue = 0.45\n')
    out = run("data", "birmingham", "--variant", v, expect=0).stdout
    assert out.startswith("# The variant changes 1 value:\n#   bot:players.3.income: 0.5 -> 0.45\n")
    assert "---- bot.toml ----" in out
    v.write_text('[variant]\nname = "w"\n[[change]]\npath = "bot:players.3.incme"\nvalue = 0.45\n')
    r = run("compare", "birmingham", "-p", 3, "-n", 2, "--a", "base", "--b", v, expect=1)
    assert r.stderr == f"Error: {v}: change[0].path = bot:players.3.incme: unknown key (did you mean income?)\n"
    r = run("data", "birmingham", "--variant", v, "--lang", "th", expect=1)
    assert r.stderr == f"ข้อผิดพลาด: {v}: change[0].path = bot:players.3.incme: ไม่รู้จักคีย์นี้ (หมายถึง income หรือเปล่า)\n"


def test_a_saved_game_keeps_the_variants_weights(tmp_path: Path) -> None:
    from brass.core.files.session import Session

    v = tmp_path / "w.toml"
    v.write_text('[variant]\nname = "w"\n[[change]]\npath = "bot:players.3.others"\nvalue = 0.1\n')
    save = tmp_path / "g.toml"
    run("new", "birmingham", "-p", 3, "--seed", 4, "--variant", v, "-o", save, expect=0)
    v.unlink()  # the save holds the variant itself
    assert profile_for(Session.load(save, trust=True).game).others == 0.1


def test_the_documented_example_of_bot_weights() -> None:
    from brass.core.model.data import read_toml

    example = Path(__file__).resolve().parents[2] / "brass_birmingham" / "variants" / "bot_weights.toml"
    variant = read_toml(example)
    assert profile_for(new_game("birmingham", 3, 1, variant=variant)).others == 0.15
    assert profile_for(new_game("birmingham", 2, 1, variant=variant)) == profile_for(new_game("birmingham", 2, 1))
    assert str(example.relative_to(example.parents[2])) in Path(example.parents[2], "docs", "variants.md").read_text()


def test_unset_weight_is_the_shared_value_then_the_default() -> None:
    """What ``brass data`` shows a variant's change replaces, where the bot file leaves it out."""
    data = {"income": 0.6, "players": {"4": {"others": 0.0}}}
    assert unset_weight(data, "players.2.income") == 0.6  # the file's shared value
    assert unset_weight(data, "players.2.search_beam") == 6  # the profile's default
    assert unset_weight(data, "search_iterations") == 12
    assert unset_weight(data, "removed_levels") == [1]  # as the file writes it (a list)
    assert unset_weight(data, "flip_chance") == {}
    # nothing known: shown as plainly not set
    assert unset_weight(data, "nosuch") is None
    assert unset_weight(data, "players.4.nosuch") is None
    assert unset_weight(data, "flip_chance.coal") is None


@pytest.mark.parametrize("package", ["brass_birmingham", "brass_pittsburgh", "tests/toy_title/brass-toy/brass_toy"])
def test_no_title_imports_the_bots(package: str) -> None:
    """The bots check and default their own ``bot.toml`` (brass_data_check, brass_data_default):
    a title ships the file but never imports the bots plugin."""
    import ast

    root = Path(__file__).parents[2] / package
    imported = set()
    for file in root.rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(a.name for a in node.names)
    assert not [m for m in imported if m.startswith("brass.plugins")]


def test_the_bots_check_and_default_their_file_for_the_title() -> None:
    from brass.plugins.bots import heuristic_bot

    with pytest.raises(DataError, match=r"bot.toml: players.7: expected one of 2, 3, 4"):
        heuristic_bot.brass_data_check(title="x", data={"bot": {"players": {"7": {}}}}, player_counts=(2, 3, 4))
    heuristic_bot.brass_data_check(title="x", data={"game": {}}, player_counts=(2,))  # no bot file: nothing to check
    assert heuristic_bot.brass_data_default(file="bot", path="players.4.income", data={"income": 0.7}) == 0.7
    assert heuristic_bot.brass_data_default(file="game", path="income", data={}) is None


def test_brass_data_shows_the_weight_a_left_out_key_falls_back_to(tmp_path: Path) -> None:
    # the title no longer answers for bot.toml: core asks the installed plugins, and the bots know
    v = tmp_path / "w.toml"
    v.write_text('[variant]\nname = "w"\ntitle = "birmingham"\n'
                 '[[change]]\npath = "bot:players.2.search_beam"\nvalue = 3\n')
    out = run("data", "birmingham", "--variant", v, expect=0).stdout
    assert out.startswith("# The variant changes 1 value:\n#   bot:players.2.search_beam: (not set: 6 applies) -> 3\n")
