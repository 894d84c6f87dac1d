"""The lessons over HTTP: the list, a lesson solved with its answer, wrong answers that give the
lesson's feedback and change nothing, keep-or-undo, a decision's ways compared, bad sessions."""
from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("starlette")

from brass.core.i18n.messages import render
from brass.core.learn.lesson_file import title_lessons


def lesson(title: str, lesson_id: str) -> Any:
    return next(x for x in title_lessons(title) if x.id == lesson_id)


def begin(client: Any, title: str, lesson_id: str, lang: str = "en") -> dict[str, Any]:
    r = client.post(f"/api/learn/{title}/{lesson_id}", params={"lang": lang})
    assert r.status_code == 201, r.text
    data: dict[str, Any] = r.json()
    return data


def answer(client: Any, session: str, option: str, lang: str = "en") -> dict[str, Any]:
    r = client.post(f"/api/learn/s/{session}/answer", json={"option": option}, params={"lang": lang})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def position(view: dict[str, Any]) -> tuple[Any, ...]:
    """What a wrong answer must leave as it was."""
    return view["board"], view["players"], view["me"], view["options"], view["prompt"], view["stage"]


def test_the_list_names_each_titles_lessons(client: Any) -> None:
    r = client.get("/api/learn")
    assert r.status_code == 200
    titles = {t["title"]: t for t in r.json()}
    assert {"birmingham", "pittsburgh"} <= set(titles)
    birmingham = {x["id"]: x for x in titles["birmingham"]["lessons"]}
    assert len(birmingham) == len(title_lessons("birmingham"))
    assert birmingham["coal_nearest"] == {"id": "coal_nearest", "name": "Coal: nearest first", "kind": "lesson",
                                          "kind_name": "lesson", "section": "resources"}
    assert titles["birmingham"]["name"] == "Brass: Birmingham"


def test_a_lesson_is_solved_with_its_answer_through_select_preview_confirm(client: Any) -> None:
    view = begin(client, "birmingham", "coal_nearest")
    assert view["stage"] == "choose" and not view["solved"]
    assert view["task"].startswith("You are building a cotton mill II in Birmingham")
    options = {o["id"]: o for o in view["options"]}
    # the engine's two nearest mines, then the lesson's refused wrong choice (offered to try)
    assert list(options) == ["coal:tamworth/1", "coal:dudley/1", "coal:cannock/1"]
    assert options["coal:tamworth/1"]["target"] == "space:tamworth/1"
    assert options["coal:cannock/1"]["label"] == "Take coal from Coal mine II at Cannock (P1)"
    assert 'data-target="space:tamworth/1"' in view["board"]
    assert view["players"][0]["money"] == "£6"

    view = answer(client, view["session"], "coal:tamworth/1")
    assert view["stage"] == "confirm" and view["outcome"] == "done"
    assert [o["id"] for o in view["options"]] == ["keep", "undo"]
    assert "coal from Tamworth" in view["preview"]
    assert view["checks"] == []  # the checks run once the action is kept

    view = answer(client, view["session"], "keep")
    assert view["solved"] and view["stage"] == "done"
    assert [c["line"] for c in view["checks"]] == [
        "✓ P1's money: £6", "✓ Birmingham, space 1: Cotton mill II of P1", "✓ coal on Cannock, space 1: 3"]
    assert all(c["passed"] for c in view["checks"])
    assert view["explanation"] == render(lesson("birmingham", "coal_nearest").explanation)
    assert view["options"] == []


def test_a_refused_wrong_choice_gives_its_feedback_and_changes_nothing(client: Any) -> None:
    start = begin(client, "birmingham", "coal_nearest")
    wrong = next(w for w in lesson("birmingham", "coal_nearest").data.wrong if w.id == "farther_own_mine")
    view = answer(client, start["session"], "coal:cannock/1")
    assert view["outcome"] == "refused"
    assert view["feedback"] == ["Not that: " + wrong.feedback]
    assert position(view) == position(start)
    again = client.get(f"/api/learn/s/{start['session']}").json()
    assert position(again) == position(start) and again["feedback"] == view["feedback"]


def test_a_legal_wrong_choice_is_taken_back_with_its_feedback(client: Any) -> None:
    data = lesson("birmingham", "develop_lowest")
    wrong = next(w for w in data.data.wrong if not w.refused)
    start = begin(client, "birmingham", "develop_lowest")
    view = start
    for option in wrong.choices[:-1]:
        view = answer(client, view["session"], option)
    before = position(view)
    view = answer(client, view["session"], wrong.choices[-1])
    assert view["outcome"] == "wrong"
    assert view["feedback"] == ["Not that: " + wrong.feedback, "That choice is taken back; try again."]
    assert position(view) == before


def test_an_option_outside_the_lesson_is_refused_without_change(client: Any) -> None:
    start = begin(client, "birmingham", "coal_nearest")
    view = answer(client, start["session"], "loan")
    assert view["outcome"] == "refused"
    assert view["feedback"] == ["Not that: “loan” is not part of this lesson; the task says what to do."]
    assert position(view) == position(start)


def test_undo_at_the_keep_step_goes_back_to_the_start(client: Any) -> None:
    start = begin(client, "birmingham", "coal_nearest")
    answer(client, start["session"], "coal:dudley/1")
    view = answer(client, start["session"], "undo")
    assert view["stage"] == "choose" and view["feedback"] == ["Back to the start of the lesson."]
    assert position(view) == position(start)
    view = answer(client, start["session"], "coal:tamworth/1")
    view = answer(client, start["session"], "keep")
    assert view["solved"]


def test_an_action_that_misses_a_check_is_not_solved_and_starts_again(client: Any) -> None:
    data = lesson("birmingham", "develop_lowest")
    start = begin(client, "birmingham", "develop_lowest")
    view = answer(client, start["session"], "develop:cotton")
    assert "develop:cotton" in [o["id"] for o in view["options"]] and "done" in [o["id"] for o in view["options"]]
    view = answer(client, start["session"], "done")
    assert view["stage"] == "confirm"
    view = answer(client, start["session"], "keep")
    # develop_lowest's solution is one develop and done: that one solves it
    assert data.data.solution == ("develop:cotton", "done")
    assert view["solved"]


def test_a_decision_compares_its_ways_once_each_is_played(client: Any) -> None:
    data = lesson("birmingham", "develop_one_or_two")
    assert data.kind == "decision"
    view = begin(client, "birmingham", "develop_one_or_two")
    assert [w["played"] for w in view["ways"]] == [False] * len(data.data.branch)
    for k, branch in enumerate(data.data.branch):
        for option in branch.choices:
            view = answer(client, view["session"], option)
        assert view["stage"] == "confirm"
        view = answer(client, view["session"], "keep")
        assert [w["played"] for w in view["ways"]] == [j <= k for j in range(len(data.data.branch))]
    assert view["solved"] and view["stage"] == "done"
    comparison = view["comparison"]
    assert comparison["heads"] == [render(data.branch_name(b)) for b in data.data.branch]
    money = next(row for row in comparison["rows"] if row[0] == "money")
    assert len(money) == len(data.data.branch) + 1 and all(cell.startswith("£") for cell in money[1:])


def test_an_answer_after_the_end_is_refused_and_restart_begins_anew(client: Any) -> None:
    start = begin(client, "birmingham", "coal_nearest")
    answer(client, start["session"], "coal:tamworth/1")
    answer(client, start["session"], "keep")
    r = client.post(f"/api/learn/s/{start['session']}/answer", json={"option": "keep"})
    assert r.status_code == 409
    assert r.json() == {"error": "The lesson is over; start it again to play once more.", "code": "lesson_over"}
    r = client.post(f"/api/learn/s/{start['session']}/restart", json={})
    assert r.status_code == 200
    assert position(r.json()) == position(start) and not r.json()["solved"]


@pytest.mark.parametrize("method,path", [
    ("get", "/api/learn/s/{token}"),
    ("post", "/api/learn/s/{token}/answer"),
    ("post", "/api/learn/s/{token}/restart"),
])
def test_a_bad_session_token_is_a_clear_json_error(client: Any, method: str, path: str) -> None:
    real = begin(client, "birmingham", "coal_nearest")["session"]
    body = {"json": {"option": "keep"}} if method == "post" else {}
    for token in ("nope", real[:-1] + ("A" if real[-1] != "A" else "B"), "%2e%2e", "a" * 300):
        r = getattr(client, method)(path.format(token=token), **body)
        assert r.status_code == 404, token
        assert r.json()["code"] == "no_session"
        assert "Start it again from the list of lessons" in r.json()["error"]


def test_unknown_title_or_lesson_and_a_malformed_answer(client: Any) -> None:
    r = client.post("/api/learn/nosuchtitle/coal_nearest")
    assert r.status_code == 404 and r.json()["code"] == "no_title"
    r = client.post("/api/learn/birmingham/no_such_lesson")
    assert r.status_code == 404 and r.json()["code"] == "no_lesson"
    assert r.json()["error"].startswith("Brass: Birmingham has no lesson “no_such_lesson”.")
    session = begin(client, "birmingham", "coal_nearest")["session"]
    for body in ({}, {"option": 3}, {"option": "x" * 500}):
        r = client.post(f"/api/learn/s/{session}/answer", json=body)
        assert r.status_code == 400 and r.json()["code"] == "bad_json", body
    r = client.post(f"/api/learn/s/{session}/answer", content=b"not json", headers={"content-type": "application/json"})
    assert r.status_code == 400


def test_sessions_are_unguessable_and_bounded() -> None:
    from brass.core.web.learn_session import MAX_SESSIONS, LessonSession, Sessions

    assert MAX_SESSIONS == 200
    table = Sessions(limit=3)
    one = LessonSession(lesson("birmingham", "coal_nearest"))
    tokens = [table.add(one) for _ in range(4)]
    assert len(set(tokens)) == 4 and all(len(t) >= 32 for t in tokens)
    assert len(table) == 3
    assert table.get(tokens[0]) is None  # the oldest went
    assert table.get(tokens[1]) is one
    table.add(one)  # tokens[1] was just used: tokens[2] is now the least recently used
    assert table.get(tokens[2]) is None and table.get(tokens[1]) is one


def test_a_lesson_in_thai(client: Any) -> None:
    view = begin(client, "birmingham", "coal_nearest", lang="th")
    data = lesson("birmingham", "coal_nearest")
    assert view["lang"] == "th"
    assert view["task"] == render(data.task, "th") != render(data.task, "en")
    view = answer(client, view["session"], "coal:cannock/1", lang="th")
    assert render(data.feedback(data.data.wrong[0]), "th") in view["feedback"][0]


def every_lesson() -> list[tuple[str, str]]:
    return [(title, x.id) for title in ("birmingham", "pittsburgh") for x in title_lessons(title)]


@pytest.mark.parametrize("title,lesson_id", every_lesson())
def test_every_lesson_is_solved_through_the_api_by_its_own_answer(client: Any, title: str, lesson_id: str) -> None:
    data = lesson(title, lesson_id)
    view = begin(client, title, lesson_id)
    ways = [data.data.solution] if data.kind == "lesson" else [b.choices for b in data.data.branch]
    for choices in ways:
        for option in choices:
            assert view["stage"] == "choose"
            assert option in [o["id"] for o in view["options"]], (option, view["options"])
            view = answer(client, view["session"], option)
            assert view["feedback"] == [] or view["stage"] == "confirm", view["feedback"]
        assert view["stage"] == "confirm" and view["preview"] is not None
        view = answer(client, view["session"], "keep")
    assert view["solved"] and view["stage"] == "done"
    assert view["explanation"] == render(data.explanation)
    assert (view["comparison"] is not None) == (data.kind == "decision")


def test_the_pages_run_no_inline_script_and_build_text_without_html() -> None:
    from brass.core.web.app import STATIC

    for name in ("learn.html", "replay.html"):
        html = (STATIC / name).read_text()
        scripts = re.findall(r"<script[^>]*>", html)
        assert scripts and all(' src="/static/' in s for s in scripts), name
        assert "style=" not in html and " on" not in html.replace(" only", "")
    for name in ("learn.js", "replay.js", "pagekit.js"):
        code = (STATIC / name).read_text()
        assert "innerHTML" not in code and "outerHTML" not in code and "insertAdjacentHTML" not in code, name
        assert "eval(" not in code and "new Function" not in code, name


def test_the_lesson_page_is_served_with_the_security_headers(client: Any) -> None:
    for address in ("/learn", "/learn/birmingham/coal_nearest"):
        r = client.get(address)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
        assert "script-src 'self'" in r.headers["content-security-policy"]
        assert '<script type="module" src="/static/learn.js"></script>' in r.text
    r = client.get("/api/learn/words", params={"lang": "th"})
    assert r.status_code == 200
    assert set(r.json()) == {"messages", "langs"}
    assert {"id": "th", "name": "ไทย"} in r.json()["langs"] and {"id": "en", "name": "English"} in r.json()["langs"]
    assert r.json()["messages"]["next"] != "Next"  # (a word the catalogs already translate)


def test_card_options_point_at_the_cards_in_the_learners_hand(client: Any) -> None:
    view = begin(client, "birmingham", "build_card_space_payment")
    targets = {o["id"]: o["target"] for o in view["options"]}
    assert "card:birmingham" in targets and all(t == option for option, t in targets.items())
    assert set(targets) == {card["id"] for card in view["me"]["hand"]}
    view = answer(client, view["session"], "card:birmingham")
    assert view["stage"] == "choose" and view["outcome"] == "taken"
    assert {o["target"] for o in view["options"]} <= {f"tile:{x['industry']}" for x in view["me"]["mat"]}
