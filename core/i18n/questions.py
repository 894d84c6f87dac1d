"""A title's rule questions: each with its answer, conditions, example and rulebook page.

They live in the file a title names as ``TitleInfo.questions`` (Birmingham's
``questions.toml``), English as the source. Every text is a message (key
``<title>.questions.<id>.<part>``), so it reaches the title's catalog domain and is
translated like any other text; a question is numbered by its place in the file.
"""
from __future__ import annotations

from pathlib import Path

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Text, text
from brass.core.model.data import fail, read_toml, structure

#: the texts of a question, in the order they are shown
PARTS = ("question", "answer", "conditions", "example")
WHAT_QUESTION = text("data.what.question", "question", note="a rule question (brass rules TITLE --questions)")


@frozen
class QuestionData:
    id: str
    page: int
    question: str
    answer: str
    conditions: str
    example: str


@frozen
class QuestionsFile:
    question: tuple[QuestionData, ...]


@frozen
class Question:
    number: int  # 1-based, its place in the file
    id: str
    page: int
    question: Text
    answer: Text
    conditions: Text
    example: Text


def question_key(title: str, question: str, part: str) -> str:
    return f"{title}.questions.{question}.{part}"


def load_questions(title: str, path: Path) -> tuple[Question, ...]:
    """Read ``path`` and declare its texts (once per process)."""
    data = structure(read_toml(path), QuestionsFile, path.name)
    seen: dict[str, int] = {}
    for i, q in enumerate(data.question):
        if q.id in seen:  # two questions would share their message keys
            raise fail(path.name, f"question[{i}].id",
                       dm.DUPLICATE_ID(what=WHAT_QUESTION(), value=q.id, other=f"question[{seen[q.id]}]"))
        seen[q.id] = i
    out = []
    for number, q in enumerate(data.question, 1):
        texts = {part: text(question_key(title, q.id, part), getattr(q, part), source=str(path),
                            note=f"Rule question {number}, rulebook page {q.page}.")
                 for part in PARTS}
        out.append(Question(number, q.id, q.page, **texts))
    return tuple(out)



def declare_questions(title: str, path: Path | None) -> tuple[Question, ...]:
    """The questions of a title (none when it names no questions file), declared as messages."""
    return () if path is None else load_questions(title, path)
