"""Every relative link in the README and the reference pages points at a file that exists, and at a
heading of that file when it names one, so a reader never follows a link into nothing."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md")), REPO / "core" / "ARCHITECTURE.md",
         REPO / "plugins" / "bots" / "RESULTS.md", REPO / "plugins" / "bots" / "TUNING.md"]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def unfenced(text: str) -> str:
    """The text outside fenced code blocks, where a ``#`` line is a heading."""
    return re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)


def prose(text: str) -> str:
    """The text outside code blocks and inline code, where a link is a link."""
    return re.sub(r"``.*?``|`[^`\n]*`", "", unfenced(text))


def anchors(page: Path) -> set[str]:
    """The anchors GitHub gives the page's headings: lower case, punctuation dropped, spaces as
    hyphens, and a repeated heading numbered from -1."""
    found: set[str] = set()
    for heading in re.findall(r"^#{1,6}\s+(.+?)\s*#*$", unfenced(page.read_text(encoding="utf-8")), flags=re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        n, unique = 0, slug
        while unique in found:
            n += 1
            unique = f"{slug}-{n}"
        found.add(unique)
    return found


def broken_links(page: Path) -> list[str]:
    """The page's relative links whose file or heading does not exist."""
    broken = []
    for target in LINK.findall(prose(page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no such heading in {file.name}")
    return broken


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(REPO)))
def test_every_relative_link_resolves(page: Path) -> None:
    assert broken_links(page) == []


def test_a_broken_link_and_a_missing_heading_are_found(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# A page: `with` code\n\n## Twice\n\n## Twice\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("[ok](other.md#a-page-with-code) [ok](other.md#twice-1) [gone](missing.md)\n"
                    "[nope](other.md#thrice) [web](https://example.com/x.md) `[code](missing.md)`\n",
                    encoding="utf-8")
    assert broken_links(page) == ["missing.md: no such file", "other.md#thrice: no such heading in other.md"]
