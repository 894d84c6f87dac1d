"""``brass simulate`` (statistics of bot games) and ``brass bench`` (speed)."""
from __future__ import annotations

import json
import re
import statistics
from pathlib import Path

import pytest

from brass.core import speedups
from brass.core.cli.common import report_output
from brass.core.i18n.wrap import width

from .helpers import VARIANT, as_json, error_line, run, usage_error

TIMING = ("seconds", "games_per_second", "decisions_per_second")


def _lines(text: str) -> dict[str, str]:
    out = {}
    for line in text.splitlines():
        if line.startswith("game length: "):
            out["length"] = line
        elif line.startswith("win rate by seat (95% CI): "):
            out["seat"] = line
        elif line.startswith("win rate per seat played by each bot (95% CI, counting games): "):
            out["bot"] = line
        elif line.startswith("VP per player: "):
            out["vp"] = line
        elif re.match(r"^\d+ games in ", line):
            out["speed"] = line
    return out


# -- simulate ---------------------------------------------------------------------------------------
def test_simulate_prints_speed_length_win_rates_and_vp() -> None:
    r = run("simulate", "birmingham", "-n", 5, "--players", 3, "--bots", "random", expect=0)
    lines = _lines(r.stdout)
    assert re.fullmatch(r"5 games in [\d.]+ s: [\d.]+ games/s, \d+ decisions/s", lines["speed"])
    assert re.fullmatch(r"game length: [\d.]+ rounds, [\d.]+ actions, [\d.]+ decisions \(median [\d.]+\) per game",
                        lines["length"])
    ci = r"\d+% \(\d+%–\d+%\)"
    assert re.fullmatch(rf"win rate by seat \(95% CI\): P1 {ci}, P2 {ci}, P3 {ci}", lines["seat"])
    assert "bot" not in lines  # one bot in every seat wins 1/players of them by construction
    assert re.fullmatch(r"VP per player: mean [\d.]+ \(sample sd [\d.]+\), min \d+, median [\d.]+, max \d+; "
                        r"winners' mean [\d.]+", lines["vp"])
    assert len(r.stdout.splitlines()) == 12
    assert r.stderr == ""


def test_simulate_json_summary(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    r = run("simulate", "birmingham", "-n", 5, "-p", 3, "--seed", 2, "--bots", "random,eager,random",
            "--json", out, expect=0)
    assert r.stdout.splitlines()[-1] == f"Summary written to {out}."
    data = json.loads(out.read_text())
    for key in ("games", "games_per_second", "decisions_per_second", "win_rate_by_seat", "win_rate_by_bot", "vp"):
        assert key in data, key
    assert data["games"] == 5
    assert data["players"] == 3 and data["seed"] == 2 and data["title"] == "birmingham"
    assert data["bots"] == ["random", "eager", "random"]
    assert data["games_per_second"] > 0 and data["decisions_per_second"] > 0
    seats = data["win_rate_by_seat"]
    assert len(seats) == 3 and sum(seats) == pytest.approx(1.0, rel=1e-5)
    assert data["win_rate_by_bot"] == pytest.approx({"random": (seats[0] + seats[2]) / 2, "eager": seats[1]}, rel=1e-5)
    vp = data["vp"]
    assert vp["min"] <= vp["median"] <= vp["max"]
    assert vp["min"] <= vp["mean"] <= vp["winner_mean"] <= vp["max"]
    # the printed lines show the same numbers
    lines = _lines(r.stdout)
    ci = [s["win_rate"] for s in data["seats"]]
    assert lines["seat"] == "win rate by seat (95% CI): " + ", ".join(
        f"P{i + 1} {w:.0%} ({c['low']:.0%}–{c['high']:.0%})" for i, (w, c) in enumerate(zip(seats, ci)))
    by_bot = data["by_bot"]
    assert lines["bot"] == ("win rate per seat played by each bot (95% CI, counting games): " + ", ".join(
        f"{b} {data['win_rate_by_bot'][b]:.0%} ({by_bot[b]['win_rate']['low']:.0%}–{by_bot[b]['win_rate']['high']:.0%})"
        for b in ("random", "eager")))
    assert lines["vp"].startswith(
        f"VP per player: mean {vp['mean']:.1f} (sample sd {vp['stdev']:.1f}), min {vp['min']}, ")
    assert lines["speed"].startswith("5 games in ")


def test_simulate_numbers_match_the_games_played(tmp_path: Path) -> None:
    """The summary agrees with playing the same games one by one."""
    from brass.core.play.runner import play_one

    bots = ("eager", "random", "random")
    out = tmp_path / "s.json"
    run("simulate", "birmingham", "-n", 4, "-p", 3, "--seed", 7, "--bots", ",".join(bots), "--json", out, expect=0)
    data = json.loads(out.read_text())
    games = [play_one("birmingham", 3, 7, i, bots) for i in range(4)]
    wins = [0.0] * 3
    for g in games:
        for p in g.winners:
            wins[p] += 1 / len(g.winners)
    assert data["win_rate_by_seat"] == pytest.approx([w / 4 for w in wins], rel=1e-5)
    vps = [v for g in games for v in g.vp]
    assert data["vp"]["mean"] == pytest.approx(statistics.mean(vps), rel=1e-5)  # 6 significant digits
    assert data["vp"]["max"] == max(vps) and data["vp"]["min"] == min(vps)
    assert data["vp"]["winner_mean"] == pytest.approx(statistics.mean(max(g.vp) for g in games), rel=1e-5)
    assert data["decisions_per_game"]["mean"] == pytest.approx(statistics.mean(g.decisions for g in games), rel=1e-5)


def test_simulate_is_deterministic_and_independent_of_workers(tmp_path: Path) -> None:
    args = ("simulate", "birmingham", "-n", 6, "-p", 3, "--seed", 4, "--bots", "random,eager,random")
    one, two, again = tmp_path / "w1.json", tmp_path / "w2.json", tmp_path / "w1b.json"
    r1 = run(*args, "--workers", 1, "--json", one, expect=0)
    r2 = run(*args, "--workers", 2, "--json", two, expect=0)
    run(*args, "--workers", 1, "--json", again, expect=0)
    a, b, c = (json.loads(p.read_text()) for p in (one, two, again))
    for key in TIMING:
        a.pop(key), b.pop(key), c.pop(key)
    assert a == b == c
    assert _lines(r1.stdout)["seat"] == _lines(r2.stdout)["seat"]
    assert _lines(r1.stdout)["vp"] == _lines(r2.stdout)["vp"]


def test_simulate_with_the_example_variant() -> None:
    r = run("simulate", "birmingham", "-n", 2, "-p", 2, "--variant", VARIANT, "--bots", "random", expect=0)
    assert r.stdout.startswith("2 games in ")


def test_simulate_wrong_number_of_bots_is_a_usage_error() -> None:
    r = run("simulate", "birmingham", "-n", 5, "-p", 3, "--bots", "random,eager")
    line = usage_error(r)
    assert line == ("Error: Invalid value for --bots: --bots needs one bot name, or one per seat (3); "
                    "got random,eager.")
    assert r.stdout == ""


@pytest.mark.parametrize("bots", ["foo", "random,foo,random"])
def test_simulate_unknown_bot(bots: str) -> None:
    r = run("simulate", "birmingham", "-n", 1, "-p", 3, "--bots", bots, expect=1)
    line = error_line(r)
    assert "“foo”" in line and "eager" in line and "random" in line
    assert r.stdout == ""


def test_simulate_other_failures(tmp_path: Path) -> None:
    r = run("simulate", "birmingham", "-n", 1, "-p", 5, expect=1)
    assert "5" in error_line(r)
    r = run("simulate", "nosuch", "-n", 1, "-p", 2, expect=1)
    assert "nosuch" in error_line(r)
    usage_error(run("simulate", "birmingham", "-n", 1))  # --players is required
    assert "--games" in usage_error(run("simulate", "birmingham", "-p", 2, "-n", 0))
    assert "--workers" in usage_error(run("simulate", "birmingham", "-p", 2, "-n", 1, "--workers", 0))
    missing = tmp_path / "missing.toml"
    r = run("simulate", "birmingham", "-p", 2, "-n", 1, "--variant", missing, expect=1)
    assert error_line(r) == f"Error: {missing}: file not found."
    out = tmp_path / "never.json"
    run("simulate", "birmingham", "-p", 5, "-n", 1, "--json", out, expect=1)
    assert not out.exists()


def test_simulate_json_into_missing_directory(tmp_path: Path) -> None:
    out = tmp_path / "no_such_dir" / "out.json"
    r = run("simulate", "birmingham", "-p", 2, "-n", 1, "--json", out)
    assert r.exit_code == 1
    assert error_line(r) == f"Error: {out}: cannot write the file: No such file or directory"
    assert r.stdout == ""  # refused before any game is played


@pytest.mark.parametrize("command,option", [("simulate", "--rows"), ("compare", "--plot"), ("sweep", "--json")])
def test_an_output_file_that_cannot_be_written_is_refused_before_any_game(tmp_path: Path, command: str,
                                                                         option: str) -> None:
    out = tmp_path / "no_such_dir" / {"--rows": "r.jsonl", "--plot": "p.png", "--json": "o.json"}[option]
    extra = {"compare": ("--a", "eager", "--b", "random"),
             "sweep": ("--path", "game:loan.money", "--values", "25,30")}.get(command, ())
    r = run(command, "birmingham", "-p", 2, "-n", 1, *extra, option, out)
    assert r.exit_code == 1
    assert error_line(r) == f"Error: {out}: cannot write the file: No such file or directory"
    assert r.stdout == "" and not out.parent.exists()


def test_simulate_lang_th() -> None:
    r = run("simulate", "birmingham", "-p", 2, "-n", 1, "--lang", "th", "--bots", "random", expect=0)
    lines = r.stdout.splitlines()
    actions = next(line for line in lines if line.startswith("แอ็กชันต่อเกม:"))
    # the kinds of action are named in Thai, as the rules name them (once "network canal 10.5")
    assert "สร้างเส้นทาง (คลอง)" in actions and "กู้เงิน" in actions
    assert not re.search(r"[a-z]{3,}", actions), actions
    # nothing but bot names and the statistics' own letters stays in Latin script
    latin = set(re.findall(r"[A-Za-z]{2,}", r.stdout))
    assert latin <= {"random", "p"}, latin


def test_simulate_with_no_gap_between_seats_says_so() -> None:
    # two games, one win each: no number of games "resolves" a gap of nothing
    last = run("simulate", "birmingham", "-p", 2, "-n", 2, "--seed", 1, "--bots", "random", expect=0).stdout
    assert last.splitlines()[-1] == "P1 vs P2: +0%: no seat won alone more often than another in 2 games."
    assert "∞" not in last


def test_a_report_wraps_between_words_at_a_terminal_only(monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("COLUMNS", "40")
    monkeypatch.setenv("LINES", "24")
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    assert report_output("th").columns is None  # a pipe or a file: whole lines, one record each
    monkeypatch.setattr(sys, "stdout", Terminal())
    out = report_output("th")
    assert out.columns == 40
    lines = out.lines("แต้มชัยชนะต่อผู้เล่น: เฉลี่ย 164.0 (ส่วนเบี่ยงเบนมาตรฐาน 12.7), ต่ำสุด 149, มัธยฐาน 161.5")
    assert len(lines) > 1 and all(width(line) <= 40 for line in lines)
    assert "".join(line.strip() for line in lines).replace(" ", "") == (
        "แต้มชัยชนะต่อผู้เล่น:เฉลี่ย164.0(ส่วนเบี่ยงเบนมาตรฐาน12.7),ต่ำสุด149,มัธยฐาน161.5")


def test_simulate_names_the_kinds_of_action_by_the_rules_names() -> None:
    lines = run("simulate", "birmingham", "-p", 2, "-n", 1, "--bots", "random", expect=0).stdout.splitlines()
    actions = next(line for line in lines if line.startswith("actions per game:"))
    assert "Network (canal)" in actions and "Loan" in actions


# -- bench ------------------------------------------------------------------------------------------
def test_bench_json() -> None:
    data = as_json(run("bench", "birmingham", "-p", 2, "-n", 3, "--json"))
    assert data["title"] == "birmingham" and data["players"] == 2 and data["games"] == 3
    assert data["games_per_second"] > 0
    assert data["decisions_per_second"] > 0
    assert data["clone_us"] > 0
    assert data["actions_per_game"] > 0
    assert data["actions_per_second"] > 0
    assert data["bot_creation_us"] > 0


def test_bench_text() -> None:
    r = run("bench", "birmingham", "-p", 2, "-n", 2, expect=0)
    assert re.fullmatch(
        r"birmingham, 2 players, 2 random games: [\d.]+ games per CPU-second, \d+ decisions/s, \d+ actions/s, "
        r"[\d.]+ actions/game; new game [\d.]+ ms; clone [\d.]+ µs; bot creation [\d.]+ µs\n"
        r"Code measured: (the plain Python sources|\d+ compiled modules \(`brass compile`\) and the plain sources)\.\n",
        r.stdout), r.stdout
    compiled = speedups.status() == speedups.COMPILED
    assert ("compiled modules" in r.stdout) == compiled
    assert as_json(run("bench", "birmingham", "-p", 2, "-n", 1, "--json", expect=0))["compiled"] is compiled


def test_bench_failures() -> None:
    r = run("bench", "birmingham", "-p", 9, "-n", 1, expect=1)
    assert "9" in error_line(r)
    r = run("bench", "nosuch", "-n", 1, expect=1)
    assert "nosuch" in error_line(r)
    assert "-n" in usage_error(run("bench", "birmingham", "-n", 0))
    usage_error(run("bench"))
    r = run("bench", "birmingham", "-p", 2, "-n", 1, "--compare", "no-such-revision", expect=1)
    assert "no-such-revision" in error_line(r)




def test_bench_lang_th() -> None:
    r = run("bench", "birmingham", "-p", 2, "-n", 1, "--lang", "th", expect=0)
    assert r.stdout.strip()
