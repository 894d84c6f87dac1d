"""``brass play`` and ``brass new`` at the start and the end of a game: ``--bot`` is checked
even without bot seats, a game without ``--seed`` gets a random seed (said and saved), and the
end of input (Ctrl-D) is ``quit`` (a warning first when nothing is saved)."""
from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from .helpers import error_line, load, new_save, run, usage_error
from .play_helpers import joined

EOF_WARNING = ("Nothing is saved, so this game would be lost: press Ctrl-D again (or type quit) to leave anyway, "
               "or save FILE first.")


# -- --bot ---------------------------------------------------------------------------------------------
def test_bot_is_checked_without_bot_seats(tmp_path: Path) -> None:
    # the tester's typo: --bot 2 for --bots 2 started a game with no bot at all
    r = run("play", "birmingham", "-p", 2, "--bot", "2", "--seed", 0, input="quit\nquit\n", expect=1)
    assert error_line(r).startswith("Error: Unknown bot “2”. Available bots: ")
    assert r.stdout == ""
    line = usage_error(run("play", "birmingham", "-p", 2, "--bot", "random", "--seed", 0, input="quit\nquit\n"))
    assert line == ("Error: Invalid value for --bot: “random” would play the bot seats, but no seat is a bot: "
                    "name them with --bots (e.g. --bots 2).")
    # a save without bots is refused the same way; with --bots it is fine
    save = new_save(tmp_path)
    assert "--bots" in usage_error(run("play", save, "--bot", "random", input="quit\n"))
    run("play", save, "--bots", 2, "--bot", "random", input="quit\n", expect=0)
    assert load(save)["bots"][0]["name"] == "random"


# -- the seed of a new game ------------------------------------------------------------------------------
def test_a_new_game_without_seed_gets_a_random_one_said_and_saved(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(secrets, "randbelow", lambda n: 48213)
    save = tmp_path / "p.toml"
    r = run("play", "birmingham", "-p", 2, "--bots", "all", "--save", save, expect=0)
    assert r.stdout.splitlines()[0] == "Seed 48213: repeat this deal with --seed 48213"
    assert load(save)["seed"] == 48213
    again = run("play", "birmingham", "-p", 2, "--bots", "all", "--seed", 48213, expect=0)
    assert "Seed " not in again.stdout.splitlines()[0]
    assert again.stdout.splitlines() == r.stdout.splitlines()[1:]  # the same deal
    out = tmp_path / "n.toml"
    r = run("new", "birmingham", "-p", 2, "-o", out, expect=0)
    assert r.stdout.splitlines() == ["Seed 48213: repeat this deal with --seed 48213",
                                     f"Saved a new Brass: Birmingham game for 2 players to {out}."]
    assert load(out)["seed"] == 48213


def test_games_without_seed_differ(tmp_path: Path) -> None:
    seeds = {load(new_game)["seed"] for new_game in
             (run("new", "birmingham", "-p", 2, "-o", tmp_path / f"{i}.toml", expect=0) and tmp_path / f"{i}.toml"
              for i in range(4))}
    assert len(seeds) > 1  # four draws from 100,000 seeds


# -- the end of input ------------------------------------------------------------------------------------
def test_end_of_input_is_quit(tmp_path: Path) -> None:
    # nothing saved: the first end of input warns, the second leaves (a pipe that has ended gives both)
    r = run("play", "birmingham", "-p", 2, "--bots", 2, "--seed", 0, input="", expect=0)
    assert EOF_WARNING in joined(r.stdout)
    assert r.stdout.count("P1> ") == 2
    assert r.stdout.splitlines()[-1] == "Game left unfinished."
    # saved: it leaves at once, saving
    save = new_save(tmp_path)
    r = run("play", save, "--bots", 2, input="", expect=0)
    assert "Nothing is saved" not in r.stdout
    assert r.stdout.count("P1> ") == 1
    assert joined(r.stdout).endswith(f"Game left unfinished. Saved to {save}.")
