"""``brass simulate`` rows, plots and executors; ``brass compare``; ``brass sweep``."""
from __future__ import annotations

import csv
import importlib.util
import json
import re
from pathlib import Path

import pytest

from tests.cli.helpers import VARIANT, run

HAS_PLOTS = importlib.util.find_spec("matplotlib") is not None
try:
    HAS_DASK = importlib.util.find_spec("dask.distributed") is not None
except ModuleNotFoundError:
    HAS_DASK = False


def test_rows_and_summary_record_the_provenance(tmp_path: Path) -> None:
    rows, summary = tmp_path / "g.jsonl", tmp_path / "s.json"
    run("simulate", "birmingham", "-p", 2, "-n", 3, "--seed", 4, "--bots", "eager,random", "--variant", VARIANT,
        "--rows", rows, "--json", summary, expect=0)
    games = [json.loads(line) for line in rows.read_text().splitlines()]
    data = json.loads(summary.read_text())
    assert len(games) == 3
    assert data["variant"] == "Cheap canals" and re.fullmatch(r"[0-9a-f]{16}", data["variant_hash"])
    assert data["bots"] == ["eager", "random"] and data["plugins"] == [] and data["seed"] == 4
    for i, g in enumerate(games):
        assert g["index"] == i and g["seed"] == 4 * 1_000_003 + i
        assert (g["variant"], g["variant_hash"]) == (data["variant"], data["variant_hash"])
        assert (g["bot_p1"], g["bot_p2"]) == ("eager", "random")
        assert g["rounds"] == 20 and sorted([g["rank_p1"], g["rank_p2"]]) in ([1, 2], [1, 1])
        assert sum(v for k, v in g.items() if k.startswith("act_")) == sum(
            sum(seat.values()) for seat in g["actions_by_seat"])
    # the summary's floats are rounded to 6 significant digits
    assert data["seats"][0]["win_rate"]["value"] == pytest.approx(sum(
        1 / len(g["winners"].split(";")) for g in games if "1" in g["winners"].split(";")) / 3, rel=1e-5)


def test_csv_rows_have_one_header_and_a_row_per_game(tmp_path: Path) -> None:
    rows = tmp_path / "g.csv"
    run("simulate", "birmingham", "-p", 3, "-n", 2, "--bots", "random", "--rows", rows, expect=0)
    table = list(csv.DictReader(rows.open()))
    assert [r["index"] for r in table] == ["0", "1"]
    assert {"vp_p3", "money_p3", "income_p3", "rank_p3", "bot_p3", "act_pass"} <= set(table[0])


def test_bad_rows_or_plot_names_are_refused_before_playing(tmp_path: Path) -> None:
    r = run("simulate", "birmingham", "-p", 2, "--rows", tmp_path / "x.txt", expect=2)
    assert "--rows must end in .jsonl, .csv or .parquet (got" in r.stderr
    r = run("simulate", "birmingham", "-p", 2, "--plot", tmp_path / "x.pdf", expect=2)
    assert "--plot must end in .png or .svg" in r.stderr


def test_significance_line_and_games_needed() -> None:
    r = run("simulate", "birmingham", "-p", 2, "-n", 6, "--bots", "eager,random", "--resolve", 0.1, expect=0)
    lines = r.stdout.splitlines()
    assert re.fullmatch(r"Seats (differ|do not differ significantly) \(χ² = [\d.]+, 1 df, p = (<0.001|[\d.]+); "
                        r"\d of 6 games won alone\): P\d vs P\d \+\d+% \(.+ to .+\).*", lines[-2])
    # a 10% gap around the fair 50%: 55% vs 45% of 2-player games (one test of one sample), 5%, 80% power
    assert lines[-1] == "a seat difference of 10% needs about 785 games to resolve (5%, power 80%)."


def test_compare_identical_sides_reports_no_difference() -> None:
    r = run("compare", "birmingham", "-p", 2, "-n", 4, "--a", "base", "--b", "base", "--bots", "eager", expect=0)
    lines = r.stdout.splitlines()
    assert lines[0] == "A = base; B = base; 4 games each on the same seeds."
    assert all(line.endswith(("| +0 (+0 to +0) | 1.000", "| +0% (+0% to +0%) | 1.000")) for line in lines[2:-1])
    # win rates read in percent, their differences in percentage points
    row = r"first player's win rate \| \d+% \| \d+% \| \+0% \(\+0% to \+0%\) \| 1\.000"
    assert any(re.fullmatch(row, line) for line in lines)
    assert any(re.fullmatch(r"P1 win rate \| \d+% \| \d+% \| \+0% \(\+0% to \+0%\) \| 1\.000", line) for line in lines)
    assert any(re.fullmatch(r"mean VP \| [\d.]+ \| [\d.]+ \| \+0 \(\+0 to \+0\) \| 1\.000", line) for line in lines)
    assert lines[-1] == "Verdict: no significant difference between A and B at 4 games (5%, Holm-corrected)."


def test_compare_variant_against_base_prints_intervals_and_a_verdict(tmp_path: Path) -> None:
    out = tmp_path / "c.json"
    r = run("compare", "birmingham", "-p", 2, "-n", 6, "--a", "base", "--b", VARIANT, "--bots", "eager",
            "--json", out, expect=0)
    lines = r.stdout.splitlines()
    assert lines[0] == "A = base; B = cheap_canals.toml; 6 games each on the same seeds."
    row = next(line for line in lines if line.startswith("mean VP | "))
    assert re.fullmatch(r"mean VP \| [\d.]+ \| [\d.]+ \| [+-][\d.e+-]+ \(\S+ to \S+\) \| (<0.001|[\d.]+)( \*)?", row)
    assert lines[-2].startswith("Verdict: ")
    data = json.loads(out.read_text())
    assert data["a"]["variant"] == "" and data["b"]["variant"] == "Cheap canals"
    assert {m["metric"] for m in data["metrics"]} >= {"rounds", "vp_mean", "seat1_win", "lead_changes"}


def test_compare_plugin_file_and_bots(tmp_path: Path) -> None:
    plugin = Path(__file__).resolve().parents[2] / "plugins" / "examples" / "no_beer_sales.py"
    r = run("compare", "birmingham", "-p", 2, "-n", 3, "--a", "base", "--b", plugin, "--bots", "eager", expect=0)
    assert r.stdout.splitlines()[0] == "A = base; B = no_beer_sales.py; 3 games each on the same seeds."
    r = run("compare", "birmingham", "-p", 2, "-n", 2, "--a", "example-fixed-turn-order", "--b", "base",
            "--bots", "random", "--rows", tmp_path / "c.jsonl", expect=0)
    assert r.stdout.splitlines()[0] == "A = example-fixed-turn-order; B = base; 2 games each on the same seeds."
    sides = [json.loads(line) for line in (tmp_path / "c.jsonl").read_text().splitlines()]
    assert [(g["side"], g["plugins"]) for g in sides] == [("A", "example-fixed-turn-order")] * 2 + [("B", "")] * 2
    r = run("compare", "birmingham", "-p", 2, "-n", 4, "--a", "eager", "--b", "random", expect=0)
    assert r.stdout.startswith("eager vs random: eager wins ")
    assert r.stdout.splitlines()[-1].startswith("Verdict: ")
    r = run("compare", "birmingham", "-p", 2, "-n", 2, "--bots", "eager,random,eager", expect=0)
    assert len(r.stdout.splitlines()) == 2  # two distinct bots: one pair and its verdict


def test_compare_refuses_unknown_and_mixed_sides() -> None:
    r = run("compare", "birmingham", "-p", 2, "--a", "base", "--b", "nonsense", expect=1)
    assert "“nonsense” is not a variant file (.toml), a plugin file (.py), an installed plugin, a bot" in r.stderr
    r = run("compare", "birmingham", "-p", 2, "--a", "eager", "--b", "base", expect=2)
    assert "not both bots" in r.stderr


def test_sweep_runs_each_value_on_the_same_seeds(tmp_path: Path) -> None:
    out = tmp_path / "s.json"
    r = run("sweep", "birmingham", "-p", 2, "-n", 2, "--bots", "eager", "--path", "game:loan.money",
            "--range", "20:30:10", "--json", out, expect=0)
    lines = r.stdout.splitlines()
    assert lines[0] == "game:loan.money: 2 values, 2 games each on the same seeds."
    assert lines[2].startswith("20 | ") and lines[3].startswith("30 | ")
    # every figure with its interval: two seats' win rates, the mean VP, the first-player advantage
    rate, pct = r"\d+% \(\d+%–\d+%\)", r"[+-]\d+%"
    for line in lines[2:4]:
        assert re.fullmatch(rf"\d+ \| {rate} {rate} \| [\d.]+ \([\d.]+–[\d.]+\) \| [\d.]+ \| "
                            rf"{pct} \({pct} to {pct}\) \| [\d.]+", line), line
    data = json.loads(out.read_text())
    assert [v["value"] for v in data["values"]] == [20, 30]
    # each value's own timing (once 0.0)
    for v in data["values"]:
        assert v["seconds"] > 0 and v["games_per_second"] == pytest.approx(2 / v["seconds"], rel=1e-5)
    rows = tmp_path / "s.csv"
    run("sweep", "birmingham", "-p", 2, "-n", 2, "--bots", "random", "--path", "game:loan.money", "--values", "25,35",
        "--rows", rows, expect=0)
    table = list(csv.DictReader(rows.open()))
    assert [(r["value"], r["index"], r["variant"]) for r in table] == [
        ("25", "0", "sweep game:loan.money=25"), ("25", "1", "sweep game:loan.money=25"),
        ("35", "0", "sweep game:loan.money=35"), ("35", "1", "sweep game:loan.money=35")]
    assert table[0]["seed"] == table[2]["seed"]  # every value on the same seeds
    r = run("sweep", "birmingham", "-p", 2, "--path", "game:loan.money", "--values", "abc", expect=1)
    assert r.stderr == ("Error: game:loan.money=abc: change[0].path = game:loan.money: expected a whole number, "
                        "got 'abc'\n")


@pytest.mark.skipif(not HAS_PLOTS, reason="brass[plots] not installed")
def test_plots_are_written(tmp_path: Path) -> None:
    for cmd, extra in (("simulate", ()), ("compare", ("--a", "base", "--b", VARIANT)),
                       ("sweep", ("--path", "game:loan.money", "--values", "25,30"))):
        plot = tmp_path / f"{cmd}.png"
        # (random bots: the plot, not the bot, is tested here)
        r = run(cmd, "birmingham", "-p", 2, "-n", 2, *extra, "--bots", "random", "--plot", plot, expect=0)
        assert r.stdout.splitlines()[-1] == f"Plot written to {plot}."
        assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = tmp_path / "s.svg"
    run("simulate", "birmingham", "-p", 2, "-n", 2, "--bots", "random", "--plot", svg, expect=0)
    assert "<svg" in svg.read_text()


@pytest.mark.skipif(not HAS_DASK, reason="brass[cluster] not installed")
def test_dask_cluster_gives_the_same_rows_as_a_local_run(tmp_path: Path) -> None:
    local, cluster = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    args = ("simulate", "birmingham", "-p", 2, "-n", 4, "--seed", 9, "--bots", "eager,random")
    run(*args, "--rows", local, expect=0)
    run(*args, "--rows", cluster, "--executor", "dask", "--workers", 2, expect=0)
    assert cluster.read_text() == local.read_text()
    assert len(local.read_text().splitlines()) == 4


def test_three_bots_give_a_skill_matrix(monkeypatch: pytest.MonkeyPatch) -> None:
    from brass.core.hooks import bots as bot_registry

    real = bot_registry._bot_factories

    def with_a_third(extra_plugins: tuple[object, ...] = ()) -> dict[str, object]:
        found = dict(real(extra_plugins))
        found["copycat"] = found["random"]  # a third name for the random bot
        return found

    # the registry's one source of factories, which naming and making a bot both read
    monkeypatch.setattr(bot_registry, "_bot_factories", with_a_third)
    r = run("compare", "birmingham", "-p", 2, "-n", 2, "--bots", "eager,random,copycat", expect=0)
    lines = r.stdout.splitlines()
    assert [line.split(":")[0] for line in lines[:3]] == ["eager vs random", "eager vs copycat", "random vs copycat"]
    assert lines[3] == "Skill matrix: win rate per seat of the row bot against the column bot:"
    assert lines[4].split() == ["eager", "random", "copycat"]
    assert lines[5].split()[0] == "eager" and lines[5].split()[1] == "-"
    # two players: each game one seat per bot, so the two rates of a pair add up to 100% (ties shared)
    assert int(lines[6].split()[3][:-1]) + int(lines[7].split()[2][:-1]) == 100
    assert int(lines[5].split()[2][:-1]) + int(lines[6].split()[1][:-1]) == 100


def test_parquet_rows(tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    rows = tmp_path / "g.parquet"
    run("simulate", "birmingham", "-p", 2, "-n", 2, "--rows", rows, expect=0)
    assert pq.read_table(rows).column("index").to_pylist() == [0, 1]


def test_a_missing_extra_is_named_with_its_install_command(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = importlib.util.find_spec

    def without(name: str, *args: object) -> object:
        return None if name.split(".")[0] in ("matplotlib", "dask", "pyarrow") else real(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", without)
    r = run("simulate", "birmingham", "-p", 2, "--plot", tmp_path / "p.png", expect=1)
    assert r.stderr == "Error: --plot needs the optional package matplotlib: pip install 'brass[plots]'.\n"
    r = run("compare", "birmingham", "-p", 2, "--a", "base", "--b", "base", "--executor", "dask", expect=1)
    assert r.stderr == "Error: --executor dask needs the optional package dask: pip install 'brass[cluster]'.\n"
    assert not (tmp_path / "p.png").exists()
    # pyarrow is in no extra: the message names the package itself and the formats that need nothing
    r = run("simulate", "birmingham", "-p", 2, "--rows", tmp_path / "g.parquet", expect=1)
    assert r.stderr == ("Error: --rows *.parquet needs the package pyarrow, which no extra of brass installs: "
                        "pip install pyarrow (.jsonl and .csv need nothing more).\n")


def test_a_seat_that_won_every_game_gets_an_interval_that_holds_zero() -> None:
    # the tester's case: P1 won 3 of 3 (p = 0.250); the interval was "+100% to +100%"
    r = run("simulate", "birmingham", "-p", 2, "-n", 3, "--bots", "eager", "--seed", 4, expect=0)
    assert r.stdout.splitlines()[-1].startswith(
        "Seats do not differ significantly (χ² = 3.00, 1 df, p = 0.250; 3 of 3 games won alone): "
        "P1 vs P2 +100% (-42% to +100%); ")


def test_a_bot_that_won_every_game_gets_an_interval_that_holds_zero() -> None:
    r = run("compare", "birmingham", "-p", 2, "-n", 4, "--bots", "eager,heuristic:0", expect=0)
    assert ("eager vs heuristic:0: eager wins 0% (0%–49%) of its seats, heuristic:0 100% (51%–100%); "
            "difference -100% (-100% to +20%), p = 0.125") in r.stdout.splitlines()


def test_one_line_of_game_length_and_no_bot_line_when_one_bot_plays_every_seat() -> None:
    r = run("simulate", "birmingham", "-p", 2, "-n", 3, "--bots", "eager", "--seed", 4, expect=0)
    lines = r.stdout.splitlines()
    assert re.fullmatch(r"game length: 20\.0 rounds, 78\.0 actions, [\d.]+ decisions \(median [\d.]+\) per game",
                        lines[1])
    assert not any(line.startswith(("duration:", "win rate per seat played by each bot")) for line in lines)
    assert re.fullmatch(r"VP per player: mean [\d.]+ \(sample sd [\d.]+\), .*", lines[3])
    mixed = run("simulate", "birmingham", "-p", 2, "-n", 3, "--bots", "eager,random", "--seed", 4, expect=0)
    assert any(re.fullmatch(r"win rate per seat played by each bot \(95% CI, counting games\): "
                            r"eager \d+% \(\d+%–\d+%\), random \d+% \(\d+%–\d+%\)", line)
               for line in mixed.stdout.splitlines())


def test_compare_rows_give_the_difference_and_its_bounds_the_same_decimals() -> None:
    from brass.core.cli.workbench.compare import cells

    row = {"metric": "decisions", "a": {"value": 172.8}, "b": {"value": 194.2}, "value": 21.33, "low": -3.254,
           "high": 45.91}
    assert cells(row) == {"a": "172.8", "b": "194.2", "diff": "+21.3", "low": "-3.3", "high": "+45.9"}
    small = {"metric": "vp_per_action", "a": {"value": 0.0962}, "b": {"value": 0.423}, "value": 0.327,
             "low": -0.375, "high": 1.03}
    assert {k: cells(small)[k] for k in ("diff", "low", "high")} == {"diff": "+0.33", "low": "-0.38", "high": "+1.03"}
    none = {"metric": "rounds", "a": {"value": 20.0}, "b": {"value": 20.0}, "value": 0.0, "low": -0.0, "high": 0.0}
    assert {k: cells(none)[k] for k in ("diff", "low", "high")} == {"diff": "+0", "low": "+0", "high": "+0"}


def test_json_summaries_write_floats_to_six_significant_digits(tmp_path: Path) -> None:
    out = tmp_path / "s.json"
    run("simulate", "birmingham", "-p", 2, "-n", 3, "--bots", "eager", "--seed", 4, "--json", out, expect=0)
    text = out.read_text(encoding="utf-8")
    floats = re.findall(r"(?<![\w.\"])-?\d+\.\d+(?:e-?\d+)?", text)
    digits = [len(f.split("e")[0].lstrip("-").replace(".", "").strip("0")) for f in floats]
    assert floats and max(digits) <= 6, floats
    data = json.loads(text)
    assert data["significance"]["p_value"] == 0.25  # was 0.25000000000000006
