"""The log is the truth: a save made before the rules changed (an upgraded brass, an edited plugin)
still opens in the game commands, by its log when it replays, else at its snapshot, and every save
written afterwards replays exactly (issue 55, finding 4)."""
from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.files.session import Session, read_save
from brass.core.files.snapshot import snapshot
from brass.core.hooks.plugin_refs import PLUGIN_VERSION_DIFFERS
from brass.core.i18n.messages import render
from brass.core.model.errors import DataError

#: a rule plugin as a file, in two versions: v1 changes nothing; v2 pays one more at income
INCOME_V1 = "from brass.core.hooks.hookspecs import hookimpl\n"
INCOME_V2 = '''from brass.core.hooks.hookspecs import hookimpl


@hookimpl(tryfirst=True)
def brass_collect_income(game, player):
    from brass.core.play.defaults import collect_income

    game.state.money[player] += 1
    return collect_income(game, player)
'''
#: v2 of another plugin: loans are no longer offered
NO_LOANS = '''from brass.core.hooks.hookspecs import hookimpl
from brass.core.play.loan import Loan


class NoLoan(Loan):
    def available(self, game, player):
        return False


@hookimpl
def brass_actions(game, actions):
    actions["loan"] = NoLoan()
'''


def passes(session: Session, turns: int) -> None:
    """``turns`` passes, each with the first card offered."""
    for _ in range(turns):
        session.apply("pass")
        session.apply(session.game.decision().options[0].id)


def plugin(tmp_path: Path, source: str) -> str:
    path = tmp_path / "rule.py"
    path.write_text(source)
    return str(path)


def with_a_loan(tmp_path: Path) -> tuple[str, Session, Path]:
    """The rule plugin v1, and a saved game of it whose third move is a loan."""
    rule = plugin(tmp_path, INCOME_V1)
    session = Session.new("birmingham", 2, 3, plugins=(rule,))
    passes(session, 1)
    session.apply("loan")
    session.apply(session.game.decision().options[0].id)
    save = tmp_path / "g.toml"
    session.save(save)
    return rule, session, save


def test_a_save_that_replays_differently_loads_by_its_log(tmp_path: Path) -> None:
    rule = plugin(tmp_path, INCOME_V1)
    session = Session.new("birmingham", 2, 3, plugins=(rule,))
    passes(session, 4)  # the canal era's first round (one action each), then a whole second round
    save = tmp_path / "g.toml"
    session.save(save)
    saved_money = list(session.game.state.money)
    before = save.read_bytes()

    plugin(tmp_path, INCOME_V2)  # the rule changed after the save was written
    with pytest.raises(DataError, match=r"does not match the replayed game at snapshot\.money\[0\]"):
        Session.load(save, plugin_files=(rule,))  # strict, as brass replay --verify: exact
    loaded = Session.load(save, trust=True, plugin_files=(rule,))
    assert [render(m) for m in loaded.warnings] == [
        (f"{save}: the installed rules replay this game differently from its saved state (first at "
         f"snapshot.money[0]: saved {saved_money[0]}, now {saved_money[0] + 1}); "
         "the game goes on as its moves replay now.")]
    assert loaded.game.state.money == [m + 1 for m in saved_money]  # one more income each, by the log
    assert save.read_bytes() == before  # loading writes nothing

    loaded.apply("pass")
    loaded.save(save)
    again = Session.load(save, plugin_files=(rule,))  # strict: the new save's log replays to its snapshot
    assert snapshot(again.game.state) == snapshot(loaded.game.state) and again.warnings == []


def test_a_save_whose_log_no_longer_replays_opens_at_its_snapshot(tmp_path: Path) -> None:
    rule = plugin(tmp_path, INCOME_V1)
    session = Session.new("birmingham", 2, 3, plugins=(rule,))
    passes(session, 1)
    session.apply("loan")  # move 3 of the log
    session.apply(session.game.decision().options[0].id)
    passes(session, 2)
    save = tmp_path / "g.toml"
    session.save(save)
    state = snapshot(session.game.state)
    old_log = list(session.log)
    assert old_log[2] == "loan"

    plugin(tmp_path, NO_LOANS)
    with pytest.raises(DataError, match=r"log\[2\] = “loan” cannot be replayed"):
        Session.load(save, plugin_files=(rule,))
    loaded = Session.load(save, trust=True, plugin_files=(rule,))
    assert [render(m) for m in loaded.warnings] == [
        (f"{save}: move 3 (log[2] = “loan”) no longer replays under the installed rules. “loan” is not one of the "
         "options offered now. The game goes on from the saved position; the moves before it are kept for the record "
         "only.")]
    assert snapshot(loaded.game.state) == state
    assert "loan" not in loaded.game.decision().ids()  # the new rule holds from here on

    loaded.apply("pass")
    loaded.save(save)
    data = read_save(save)
    assert data["history"] == old_log and data["log"] == ["pass"] and data["base"] == state
    again = Session.load(save, plugin_files=(rule,))  # strict: replays from its base, exactly
    assert snapshot(again.game.state) == snapshot(loaded.game.state)
    assert again.history == old_log and again.warnings == []
    result = CliRunner().invoke(cli, ["replay", str(save), "--verify", "--plugin", rule])
    assert result.exit_code == 0, result.output


def test_inside_an_action_the_game_opens_at_the_actions_start(tmp_path: Path) -> None:
    rule = plugin(tmp_path, INCOME_V1)
    session = Session.new("birmingham", 2, 3, plugins=(rule,))
    passes(session, 1)
    session.apply("loan")
    session.apply(session.game.decision().options[0].id)
    passes(session, 1)
    start = snapshot(session.game.state)
    session.apply("pass")  # inside the next action: the card is not chosen yet
    save = tmp_path / "g.toml"
    session.save(save)

    plugin(tmp_path, NO_LOANS)
    loaded = Session.load(save, trust=True, plugin_files=(rule,))
    assert len(loaded.warnings) == 2
    assert render(loaded.warnings[1]) == (f"{save}: the action in progress was taken back, so it can be played "
                                               "again under the installed rules.")
    assert snapshot(loaded.game.state) == start and loaded.game.state.frame is None


def test_an_edited_save_whose_log_does_not_replay_is_refused(tmp_path: Path) -> None:
    """Only a save as brass wrote it opens at its snapshot: a hand-edited one is no more
    trusted there than in its log."""
    rule, session, save = with_a_loan(tmp_path)
    card = session.log[-1]
    text = save.read_text().replace(f'"{card}"', '"card:nowhere"')  # edited by hand: the log breaks
    save.write_text(text)
    with pytest.raises(DataError, match=r"log\[3\] = “card:nowhere” cannot be replayed"):
        Session.load(save, trust=True, plugin_files=(rule,))
    assert save.read_text() == text


def test_the_cli_says_what_changed_in_one_line_and_goes_on(tmp_path: Path) -> None:
    rule = plugin(tmp_path, INCOME_V1)
    session = Session.new("birmingham", 2, 3, plugins=(rule,))
    passes(session, 4)
    save = tmp_path / "g.toml"
    session.save(save)
    plugin(tmp_path, INCOME_V2)
    result = CliRunner().invoke(cli, ["choose", str(save), "pass", "--plugin", rule])
    assert result.exit_code == 0, result.output
    assert result.output.count("replay this game differently") == 1
    result = CliRunner().invoke(cli, ["replay", str(save), "--verify", "--plugin", rule])
    assert result.exit_code == 0, result.output  # what choose wrote replays exactly


def test_play_resumes_a_save_that_opened_at_its_snapshot(tmp_path: Path) -> None:
    """``brass play`` replays the record for undo from the session's own start: its base, and
    with the plugin files the user named (a file plugin is loaded only from them)."""
    rule, session, save = with_a_loan(tmp_path)
    plugin(tmp_path, NO_LOANS)
    result = CliRunner().invoke(cli, ["play", str(save), "--plugin", rule], input="pass\n1\n1\nquit\n")
    assert result.exit_code == 0, result.output
    assert "no longer replays" in result.output
    data = read_save(save)  # the game kept saving to its file, from the saved position
    assert data["log"][:1] == ["pass"] and data["history"] == session.log
    Session.load(save, plugin_files=(rule,))


def test_a_save_made_with_another_plugin_version_loads_with_a_warning(tmp_path: Path) -> None:
    session = Session.new("birmingham", 2, 3, plugins=("example-fixed-turn-order",))
    installed = session.plugins[0].partition("@")[2]
    assert installed  # the entry point's distribution has a version
    passes(session, 2)
    data = session.to_dict()
    data["plugins"] = ["example-fixed-turn-order@0.0.9"]
    save = tmp_path / "g.toml"
    save.write_text(tomli_w.dumps(data))
    loaded = Session.load(save, trust=True)
    assert [render(w) for w in loaded.warnings] == [render(PLUGIN_VERSION_DIFFERS(
        file=str(save), plugin="example-fixed-turn-order", recorded="0.0.9", installed=installed))]
    assert "0.0.9" in render(loaded.warnings[0]) and installed in render(loaded.warnings[0])
    loaded.save(save)  # the game goes on under the installed version, and says so from now on
    assert read_save(save)["plugins"] == [f"example-fixed-turn-order@{installed}"]
    assert Session.load(save, trust=True).warnings == []
