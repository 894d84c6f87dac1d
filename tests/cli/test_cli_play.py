"""``brass play``: bots only, a human at stdin, undo/board/save/quit, and continuing a save."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from .helpers import SCORE_RE, as_json, error_line, final_scores, load, new_save, run, usage_error

MANY_ONES = "1\n" * 5000
ACTION_PROMPT = "P1: choose an action"
PROMPT = "P1, your choice (number or id; undo, board, save, quit): "


def _human(*extra, input: str, expect: int = 0):  # noqa: ANN202
    """Seat 1 human, seat 2 a random bot, seed 5."""
    return run("play", "birmingham", "--players", 2, "--bots", 2, "--bot", "random", "--seed", 5, *extra,
               input=input, expect=expect)


def _options_after_last_menu(text: str) -> list[str]:
    """Option ids of the last numbered menu printed."""
    lines = text.splitlines()
    last = max(i for i, ln in enumerate(lines) if ln.endswith("— P1's decision —"))
    ids = []
    for ln in lines[last + 2:]:
        m = re.match(r"^  \d+\. (\S+) — ", ln)
        if not m:
            break
        ids.append(m.group(1))
    return ids


# -- bots only ----------------------------------------------------------------------------------------
def test_four_bots_play_to_the_end_deterministically() -> None:
    args = ("play", "birmingham", "--players", 4, "--bots", "all", "--seed", 1)
    r = run(*args, expect=0)
    assert r.stderr == ""
    assert r.stdout.startswith("— Canal era, round 1: turn order ")
    assert "Final scores" in r.stdout.splitlines()
    scores = final_scores(r.stdout)
    assert len(scores) == 4
    assert all(SCORE_RE.match(s) for s in scores), scores
    assert sorted(re.match(r"^\d+\. (P\d+):", s).group(1) for s in scores) == ["P1", "P2", "P3", "P4"]
    places = [int(s.split(".")[0]) for s in scores]
    assert places[0] == 1 and places == sorted(places)
    assert run(*args, expect=0).stdout == r.stdout
    assert "— P1's decision —" not in r.stdout  # nobody was asked
    assert "Hand of" not in r.stdout  # no hand is ever printed in a bots-only game


def test_final_scores_match_the_saved_game(finished_game) -> None:
    path, output = finished_game
    data = load(path)
    snap = data["snapshot"]
    assert data["players"] == 2 and data["seed"] == 1 and len(data["log"]) > 0
    assert output.rstrip().endswith(final_scores(output)[-1])
    for line in final_scores(output):
        m = re.fullmatch(r"\d+\. P(\d+): (-?\d+) VP, income level -?\d+, £(-?\d+)", line)
        assert m, line
        seat = int(m.group(1)) - 1
        assert int(m.group(2)) == snap["vp"][seat]
        assert int(m.group(3)) == snap["money"][seat]
    assert as_json(run("options", path, "--json"))["over"] is True


# -- a human at stdin -------------------------------------------------------------------------------
def test_human_answering_1_reaches_the_end() -> None:
    r = _human(input=MANY_ONES)
    out = r.stdout
    assert "Final scores" in out.splitlines()
    assert len(final_scores(out)) == 2
    assert "— P1's decision —" in out
    assert "— P2's decision —" not in out  # the bot is never asked
    assert PROMPT in out
    assert "Hand of P1: " in out
    assert "Hand of P2" not in out  # the human never sees the bot's hand
    assert "Game left unfinished." not in out
    assert _human(input=MANY_ONES).stdout == out  # deterministic


def test_human_answers_by_option_id(tmp_path: Path) -> None:
    first = tmp_path / "first.toml"
    probe = _human("--save", first, input="quit\n")
    actions = _options_after_last_menu(probe.stdout)
    assert "loan" in actions
    probe = _human(input="loan\nquit\n")
    assert "P1: choose the card" in probe.stdout
    cards = _options_after_last_menu(probe.stdout)
    assert cards and all(c.startswith("card:") for c in cards)
    save = tmp_path / "s.toml"
    r = _human("--save", save, input=f"loan\n{cards[-1]}\nquit\n")
    assert "P1 takes a loan with " in r.stdout
    before = load(first)["log"]
    log = load(save)["log"]
    assert log[:len(before)] == before
    assert log[len(before):len(before) + 2] == ["loan", cards[-1]]
    # answering by number picks the same option as its id
    by_number = tmp_path / "n.toml"
    _human("--save", by_number, input=f"{actions.index('loan') + 1}\n{len(cards)}\nquit\n")
    assert by_number.read_bytes() == save.read_bytes()


def test_undo_inside_an_action_returns_to_the_action_menu(tmp_path: Path) -> None:
    quit_now = tmp_path / "a.toml"
    _human("--save", quit_now, input="quit\n")
    undone = tmp_path / "b.toml"
    r = _human("--save", undone, input="1\nundo\nquit\n")
    out = r.stdout
    assert "Back to the start of the action." in out
    after = out.split("Back to the start of the action.", 1)[1]
    assert ACTION_PROMPT in after
    assert _options_after_last_menu(out)[0] == "build"
    assert "pass" in _options_after_last_menu(out)
    assert "Game left unfinished." in out
    # nothing of the undone action remains in the save
    assert undone.read_bytes() == quit_now.read_bytes()
    assert "build" not in load(undone)["log"][-1:]


def test_undo_outside_an_action() -> None:
    r = _human(input="undo\nquit\n")
    assert "There is nothing to undo here (undo works inside an action)." in r.stdout
    assert r.stdout.count(ACTION_PROMPT) == 2  # the menu is shown again


def test_quit_stops_early_and_leaves_a_loadable_save(tmp_path: Path) -> None:
    save = tmp_path / "q.toml"
    r = _human("--save", save, input="1\n1\nquit\n")
    assert r.exit_code == 0
    assert "Final scores" not in r.stdout
    lines = r.stdout.splitlines()
    assert lines[-2].endswith("Game left unfinished.")
    assert lines[-1] == f"Saved to {save}."
    data = load(save)
    assert data["title"] == "birmingham" and data["players"] == 2 and data["seed"] == 5
    assert len(data["log"]) >= 2
    run("show", save, expect=0)
    options = as_json(run("options", save, "--json"))
    assert options["over"] is False and options["player"] == 1


def test_quit_without_save_and_end_of_input() -> None:
    r = _human(input="quit\n")
    assert r.stdout.splitlines()[-1].endswith("Game left unfinished.")
    assert "Saved to" not in r.stdout
    eof = _human(input="")
    assert eof.exit_code == 0
    assert eof.stdout.splitlines()[-1].endswith("Game left unfinished.")


def test_save_command_mid_game(tmp_path: Path) -> None:
    mid = tmp_path / "mid.toml"
    r = _human(input=f"1\n1\nsave {mid}\nquit\n")
    assert f"Saved to {mid}." in r.stdout
    assert r.stdout.count(PROMPT) >= 4  # asked again after saving
    data = load(mid)
    assert data["format"] == 1 and data["seed"] == 5
    run("show", mid, expect=0)
    assert as_json(run("options", mid, "--json"))["player"] == 1
    # "save" alone without --save asks where
    r = _human(input="save\nquit\n")
    assert "Say where: save FILE (or start with --save FILE)." in r.stdout
    # "save" alone with --save writes that file
    keep = tmp_path / "keep.toml"
    r = _human("--save", keep, input="save\nquit\n")
    assert r.stdout.count(f"Saved to {keep}.") == 2


@pytest.mark.parametrize("answer", ["xyz", "0", "99", "card:nowhere"])
def test_garbage_input_is_refused_and_asked_again(answer: str) -> None:
    r = _human(input=f"{answer}\nquit\n")
    assert f"“{answer}” is neither an option number nor an option id." in r.stdout
    assert r.stdout.count(PROMPT) == 2
    assert r.exit_code == 0
    assert r.stderr == ""


def test_board_command_prints_the_board_again() -> None:
    r = _human(input="board\nquit\n")
    assert r.stdout.count("Brass: Birmingham — Canal era, round 1") == 2
    assert r.stdout.count("Hand of P1: ") == 2
    assert r.stdout.count(PROMPT) == 2


def test_blank_lines_are_ignored() -> None:
    r = _human(input="\n\n   \nquit\n")
    assert "neither an option" not in r.stdout
    assert r.stdout.splitlines()[-1].endswith("Game left unfinished.")


# -- continuing a save ------------------------------------------------------------------------------
def test_play_continues_a_saved_game(tmp_path: Path) -> None:
    save = tmp_path / "c.toml"
    _human("--save", save, input="1\n1\nquit\n")
    start_log = load(save)["log"]
    r = run("play", save, "--bots", 2, input=MANY_ONES, expect=0)
    assert "Final scores" in r.stdout.splitlines()
    assert len(final_scores(r.stdout)) == 2
    # with --save the continued game keeps the old log as its start
    save2 = tmp_path / "c2.toml"
    save2.write_bytes(save.read_bytes())
    run("play", save2, "--bots", "all", "--save", save2, expect=0)
    data = load(save2)
    assert data["log"][:len(start_log)] == start_log
    assert len(data["log"]) > len(start_log)
    assert as_json(run("options", save2, "--json"))["over"] is True


def test_play_continues_a_new_save(tmp_path: Path) -> None:
    path = new_save(tmp_path, "n.toml", 2, 3)
    r = run("play", path, "--bots", "all", "--save", path, expect=0)
    assert len(final_scores(r.stdout)) == 2
    data = load(path)
    assert data["seed"] == 3 and len(data["log"]) > 0


def test_play_a_finished_save_prints_the_scores(finished_game, tmp_path: Path) -> None:
    src, output = finished_game
    r = run("play", src, "--bots", "none", input="", expect=0)
    assert final_scores(r.stdout) == final_scores(output)
    assert "— P1's decision —" not in r.stdout


# -- failures ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("bots", ["7", "0", "x", "1,3", "1,,2"])
def test_bad_bots_is_a_usage_error(bots: str) -> None:
    r = run("play", "birmingham", "--players", 2, "--bots", bots, input="quit\n")
    line = usage_error(r)
    assert "--bots" in line and bots in line
    assert r.stdout == ""


def test_play_usage_and_user_errors(tmp_path: Path) -> None:
    assert usage_error(run("play", "birmingham", "--bots", "all")) == (
        "Error: Give --players when starting a new game of birmingham.")
    usage_error(run("play"))
    r = run("play", "nosuch", "--players", 2, "--bots", "all", expect=1)
    line = error_line(r)
    assert "nosuch" in line and "birmingham" in line
    r = run("play", "birmingham", "--players", 5, "--bots", "all", expect=1)
    assert "5" in error_line(r)
    r = run("play", "birmingham", "--players", 2, "--bots", "all", "--bot", "foo", expect=1)
    assert "foo" in error_line(r)
    assert r.stdout == ""
    missing_variant = tmp_path / "missing.toml"
    r = run("play", "birmingham", "-p", 2, "--bots", "all", "--variant", missing_variant, expect=1)
    assert error_line(r) == f"Error: {missing_variant}: file not found."


def test_play_a_broken_save_is_refused(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    bad = tmp_path / "bad.toml"
    bad.write_text(path.read_text().replace("log = []", 'log = ["nonsense"]', 1))
    before = bad.read_bytes()
    r = run("play", bad, "--bots", "all", "--save", bad, expect=1)
    line = error_line(r)
    assert str(bad) in line and "log[0]" in line
    assert bad.read_bytes() == before


def test_play_with_variant_and_eager_bot(tmp_path: Path) -> None:
    from .helpers import VARIANT

    save = tmp_path / "v.toml"
    r = run("play", "birmingham", "-p", 2, "--bots", "all", "--bot", "eager", "--variant", VARIANT,
            "--save", save, expect=0)
    assert len(final_scores(r.stdout)) == 2
    assert load(save)["variant"] == load(VARIANT)


def test_play_lang_th() -> None:
    from brass.core.cli.play import FINAL_SCORES
    from brass.core.i18n.messages import render

    r = run("play", "birmingham", "--players", 2, "--bots", "all", "--seed", 2, "--lang", "th", expect=0)
    heading = render(FINAL_SCORES(), "th")
    assert heading != "Final scores"
    lines = r.stdout.splitlines()
    assert heading in lines
    assert len([ln for ln in lines[lines.index(heading) + 1:] if ln.strip()]) == 2
