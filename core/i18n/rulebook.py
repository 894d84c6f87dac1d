"""A title's rule text: sections of paragraphs with stable ids, English as the source.

The English text lives in the title's ``rulebook.toml``; every section title and
paragraph becomes a message (key ``<title>.rules.<section>.<paragraph>``), so
translations go through the same catalogs as every other message.
"""
from __future__ import annotations

from pathlib import Path

from attrs import frozen

from brass.core.i18n.messages import Text, text
from brass.core.model.data import read_toml, structure


@frozen
class ParagraphData:
    id: str
    text: str


@frozen
class SectionData:
    id: str
    title: str
    paragraph: tuple[ParagraphData, ...]


@frozen
class RulebookFile:
    section: tuple[SectionData, ...]


@frozen
class Section:
    id: str
    title: Text
    paragraphs: tuple[Text, ...]


@frozen
class Rulebook:
    title_id: str
    sections: tuple[Section, ...]

    def section(self, section_id: str) -> Section | None:
        return next((s for s in self.sections if s.id == section_id), None)


def rule_key(title: str, section: str, paragraph: str = "title") -> str:
    return f"{title}.rules.{section}.{paragraph}"


def load_rulebook(title: str, path: Path) -> Rulebook:
    """Read ``path`` and declare its texts (once per process)."""
    data = structure(read_toml(path), RulebookFile, path.name)
    sections = []
    for s in data.section:
        paragraphs = tuple(text(rule_key(title, s.id, p.id), p.text, source=str(path)) for p in s.paragraph)
        sections.append(Section(s.id, text(rule_key(title, s.id), s.title, source=str(path)), paragraphs))
    return Rulebook(title, tuple(sections))
