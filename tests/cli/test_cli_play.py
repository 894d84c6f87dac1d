"""``brass play``: bots only, a human at stdin, whole-action undo, confirmation, saves that keep the bots."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from .helpers import SCORE_RE, as_json, error_line, final_scores, load, new_save, run, usage_error
from .play_helpers import INPUT, NO_DECK, last_menu, overbuild_game, position_game, screens

MANY_ONES = "1\n" * 6000


def _human(*extra, input: str, expect: int = 0):
    """Seat 1 human, seat 2 a random bot, seed 5."""
    return run("play", "birmingham", "--players", 2, "--bots", 2, "--bot", "random", "--seed", 5, *extra,
               input=input, expect=expect)


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
    assert INPUT not in r.stdout and screens(r.stdout) == []  # nobody was asked
    assert "Hand" not in r.stdout  # no hand is ever printed in a bots-only game
    assert max(len(line) for line in r.stdout.splitlines()) <= 80


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
def test_human_answering_1_reaches_the_end_and_every_screen_fits_80x24() -> None:
    r = _human(input=MANY_ONES)
    out = r.stdout
    assert "Final scores" in out.splitlines()
    assert len(final_scores(out)) == 2
    shown = screens(out)
    assert len(shown) > 60
    assert all(len(s) <= 24 for s in shown), max(shown, key=len)
    assert all(len(line) <= 80 for line in out.splitlines())
    assert all(s[0].endswith(("— P1 decides", "action left", "actions left")) for s in shown)
    assert "P2>" not in out  # the bot is never asked
    assert any(line.startswith("Hand: ") for line in out.splitlines())
    assert "Game left unfinished." not in out
    assert _human(input=MANY_ONES).stdout == out  # deterministic


def test_human_answers_by_option_id(tmp_path: Path) -> None:
    first = tmp_path / "first.toml"
    probe = _human("--save", first, input="quit\n")
    actions = last_menu(probe.stdout)
    assert "loan" in actions
    probe = _human(input="loan\nquit\nquit\n")
    assert "P1: choose the card to discard." in probe.stdout
    cards = last_menu(probe.stdout)
    assert cards and all(c.startswith("card:") for c in cards)
    save = tmp_path / "s.toml"
    r = _human("--save", save, input=f"loan\n{cards[-1]}\nok\nquit\n")
    assert "P1 takes a loan with " in r.stdout
    before = load(first)["log"]
    log = load(save)["log"]
    assert log[:len(before)] == before
    assert log[len(before):len(before) + 2] == ["loan", cards[-1]]
    # answering by number picks the same option as its id
    by_number = tmp_path / "n.toml"
    _human("--save", by_number, input=f"{actions.index('loan') + 1}\n{len(cards)}\n1\nquit\n")
    assert by_number.read_bytes() == save.read_bytes()


# -- point 1: the overbuild is shown and confirmed, and undo takes back the whole action ---------------
def test_forced_overbuild_is_shown_and_must_be_confirmed(tmp_path: Path) -> None:
    game = overbuild_game(tmp_path)
    before = game.read_bytes()
    r = run("play", game, "--bots", 2, input="build\ncard:birmingham\nquit\n", expect=0)
    confirm = screens(r.stdout)[-1]
    assert "  P1 builds Cotton mill II at Birmingham over P1's Cotton mill I with" in confirm
    assert any("spends £15 and coal from the market." in line for line in confirm)
    # the flipped Cotton mill I would have scored 5 VP; the unflipped Cotton mill II scores none yet
    assert "Your VP if the era ended now: 5 before this action, 0 after it." in confirm
    assert "P1: your action is done (see above). Keep it?" in confirm
    assert last_menu(r.stdout) == ["ok", "undo"]
    # quitting at the confirmation keeps the action (the game was saved back to its file) ...
    assert load(game)["log"] == ["build", "card:birmingham"]
    # ... and "undo" there takes it back entirely: the tile is still on the board, nothing paid
    game.write_bytes(before)
    r = run("play", game, "--bots", 2, input="build\ncard:birmingham\nundo\nquit\n", expect=0)
    assert "Taken back: the game is where your last action began." in r.stdout
    data = load(game)
    assert data["log"] == []
    assert data["snapshot"]["money"][0] == 20
    assert last_menu(r.stdout)[0] == "build"


def test_undo_takes_back_the_last_action_and_the_bots_moves_after_it(tmp_path: Path) -> None:
    # an empty deck: no card is drawn at the turn's end (after a draw, undo is refused)
    game = position_game(tmp_path, NO_DECK)
    # P1: build (confirmed), then pass (confirmed): the bot P2 plays its turn; at P1's next screen
    # undo takes back the pass and P2's whole turn, but not the build before it
    r = run("play", game, "--bots", 2, input="build\ncard:birmingham\nok\npass\ncard:stafford\nok\nquit\n", expect=0)
    played = load(game)["log"]
    assert played[:4] == ["build", "card:birmingham", "pass", "card:stafford"]
    assert len(played) > 3  # the bot moved after P1's turn
    assert any(line.startswith("  P2 ") for line in screens(r.stdout)[-1])
    r = run("play", game, input="undo\nquit\n", expect=0)
    assert "Taken back: the game is where your last action began." in r.stdout
    assert load(game)["log"] == ["build", "card:birmingham"]
    assert last_menu(r.stdout)[0] == "build"
    # a second undo takes back the build too; a third has nothing left in this run
    r = run("play", game, input="undo\nundo\nquit\n", expect=0)
    assert "There is nothing to undo: another player has decided since your last action." in r.stdout


def test_undo_before_any_action_of_ones_own_says_so() -> None:
    # seed 1: the bot P2 plays first; P1 has done nothing yet, so nobody else took anything final
    r = run("play", "birmingham", "-p", 2, "--bots", 2, "--seed", 1, input="undo\nquit\nquit\n", expect=0)
    assert "  — Canal era, round 1: turn order P2, P1 —" in screens(r.stdout)[0]
    assert "There is nothing of yours to take back yet." in r.stdout.splitlines()
    assert "another player has decided" not in r.stdout


def test_undo_is_refused_once_another_human_has_decided(tmp_path: Path) -> None:
    game = overbuild_game(tmp_path)
    # both seats human: P1 builds and passes, then P2 decides; P2's undo takes back only P2's action
    r = run("play", game, "--bots", "none",
            input="build\ncard:birmingham\nok\npass\nok\nloan\n1\nok\nundo\nundo\nquit\n", expect=0)
    out = r.stdout
    assert out.count("Taken back: the game is where your last action began.") == 1
    assert "There is nothing to undo: another player has decided since your last action." in out
    assert load(game)["log"] == ["build", "card:birmingham", "pass"]


# -- point 2: saves keep the bots; a loaded game is saved back to its file ---------------------------
def test_saves_record_the_bots_and_resume_with_them(tmp_path: Path) -> None:
    save = tmp_path / "b.toml"
    _human("--save", save, "--bot", "eager", input="1\n1\n1\nquit\n")
    data = load(save)
    assert data["bots"] == [{"seat": 2, "name": "eager", "seed": 5 * 1_000_003 * 16 + 2}]
    # resuming without --bots: P2 is still the eager bot, P1 is asked; it saves back to the file
    r = run("play", save, input=MANY_ONES, expect=0)
    assert len(final_scores(r.stdout)) == 2
    assert "P2>" not in r.stdout and INPUT in r.stdout
    finished = load(save)
    assert finished["bots"] == data["bots"]
    assert len(finished["log"]) > len(data["log"])
    assert as_json(run("options", save, "--json"))["over"] is True


def test_resume_overrides_bots_when_asked(tmp_path: Path) -> None:
    save = tmp_path / "o.toml"
    _human("--save", save, input="quit\n")
    r = run("play", save, "--bots", "all", "--bot", "random", expect=0)
    assert INPUT not in r.stdout and len(final_scores(r.stdout)) == 2
    assert [b["seat"] for b in load(save)["bots"]] == [1, 2]


@pytest.mark.parametrize("entry, detail", [
    ('[[bots]]\nseat = 3\nname = "random"\nseed = 1\n', "bots[0]: seat 3 does not exist (seats are 1 to 2)"),
    ('[[bots]]\nseat = 1\nname = "random"\n', "bots[0]: missing required key"),
    ('[[bots]]\nseat = 1\nname = "random"\nseed = 1\n[[bots]]\nseat = 1\nname = "eager"\nseed = 2\n',
     "bots[1]: seat 1 is listed twice"),
])
def test_bad_bots_in_a_save_are_refused(tmp_path: Path, entry: str, detail: str) -> None:
    path = new_save(tmp_path)
    text = path.read_text()
    path.write_text(text.replace("[snapshot]", entry + "\n[snapshot]", 1))
    r = run("play", path, expect=1)
    assert error_line(r) == f"Error: {path}: {detail}"


def test_quit_without_a_save_file_warns_first() -> None:
    r = _human(input="quit\nquit\n")
    out = r.stdout
    assert ("Nothing is saved, so this game would be lost: type quit again to leave anyway, or save FILE "
            "first.") in " ".join(line.strip() for line in out.splitlines())
    assert out.splitlines()[-1].endswith("Game left unfinished.")
    assert "Saved to" not in out
    eof = _human(input="")
    assert eof.exit_code == 0
    assert eof.stdout.splitlines()[-1].endswith("Game left unfinished.")


def test_quit_with_a_save_file_leaves_a_loadable_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a short relative name: the message is compared whole, and a long temporary folder wraps it
    monkeypatch.chdir(tmp_path)
    save = Path("q.toml")
    r = _human("--save", save, input="1\n1\n1\nquit\n")
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


def test_save_command_mid_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # short relative names: a long temporary folder wraps the message
    mid = Path("mid.toml")
    r = _human(input=f"1\n1\n1\nsave {mid}\nquit\nquit\n")
    assert f"Saved to {mid}." in r.stdout
    data = load(mid)
    assert data["format"] == 1 and data["seed"] == 5
    run("show", mid, expect=0)
    assert as_json(run("options", mid, "--json"))["player"] == 1
    r = _human(input="save\nquit\nquit\n")
    assert "Say where: save FILE (or start with --save FILE)." in r.stdout
    keep = Path("keep.toml")
    r = _human("--save", keep, input="save\nquit\n")
    assert r.stdout.count(f"Saved to {keep}.") == 2


# -- point 5: unknown input and refused options are told apart --------------------------------------
@pytest.mark.parametrize("answer, said", [
    ("xyz", "“xyz” is neither an option number, an option id nor a command (type help)."),
    ("card:nowhere", "“card:nowhere” is neither an option number, an option id nor a command (type help)."),
    ("0", "There is no option 0: answer 1 to 5."),
    ("99", "There is no option 99: answer 1 to 5."),
    ("sell", "“sell” is not one of the options now: there is no legal way to do it now."),
    ("industry:cotton",
     "“industry:cotton” is not one of the options now: this step offers only the options listed."),
])
def test_unknown_and_refused_answers(tmp_path: Path, answer: str, said: str) -> None:
    game = overbuild_game(tmp_path)
    r = run("play", game, "--bots", 2, input=f"{answer}\nquit\n", expect=0)
    assert said in " ".join(line.strip() for line in r.stdout.splitlines())
    assert r.stdout.count(INPUT) == 2
    assert r.stderr == ""


def test_a_refused_card_says_why(tmp_path: Path) -> None:
    game = overbuild_game(tmp_path)
    # after the overbuild, Birmingham already has P1's tile: the Coventry card is fine, and a
    # second Birmingham card is not in the hand at all
    r = run("play", game, "--bots", 2, input="build\ncard:coventry\nindustry:cotton\nquit\n", expect=0)
    joined = " ".join(line.strip() for line in r.stdout.splitlines())
    assert "“industry:cotton” is not one of the options now:" in joined


def test_blank_lines_are_ignored() -> None:
    r = _human(input="\n\n   \nquit\nquit\n")
    assert "neither an option" not in r.stdout
    assert r.stdout.splitlines()[-1].endswith("Game left unfinished.")


# -- continuing a save ------------------------------------------------------------------------------
def test_play_continues_a_new_save(tmp_path: Path) -> None:
    path = new_save(tmp_path, "n.toml", 2, 3)
    r = run("play", path, "--bots", "all", "--bot", "random", expect=0)
    assert len(final_scores(r.stdout)) == 2
    data = load(path)
    assert data["seed"] == 3 and len(data["log"]) > 0


def test_play_a_finished_save_prints_the_scores(finished_game, tmp_path: Path) -> None:
    src, output = finished_game
    copy = tmp_path / "f.toml"
    copy.write_bytes(src.read_bytes())
    r = run("play", copy, "--bots", "none", input="", expect=0)
    assert final_scores(r.stdout) == final_scores(output)
    assert INPUT not in r.stdout


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
    r = run("play", bad, "--bots", "all", expect=1)
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
    from brass.core.cli.game.play import FINAL_SCORES
    from brass.core.i18n.messages import render

    r = run("play", "birmingham", "--players", 2, "--bots", "all", "--seed", 2, "--lang", "th", "--bot", "random",
            expect=0)
    heading = render(FINAL_SCORES(), "th")
    assert heading != "Final scores"
    lines = r.stdout.splitlines()
    assert heading in lines
    assert len([ln for ln in lines[lines.index(heading) + 1:] if ln.strip()]) == 2
