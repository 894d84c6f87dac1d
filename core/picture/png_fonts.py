"""Fonts for PNG pictures: a text's letters drawn from a font that has them.

CairoSVG draws each text in the first family its ``font-family`` names and, unlike a browser,
takes no letter from the families after it: a Thai town name in DejaVu Sans is a row of boxes.
So before a picture goes to CairoSVG, each text with a letter that first family lacks is given a
family that has all its letters (or, failing that, the letters the first family lacks), found
through fontconfig (``fc-match``, ``fc-list``), which is also how cairo finds fonts on Linux and
the BSDs.  Without fontconfig's commands (Windows, macOS without it) the picture goes as it is.
"""
from __future__ import annotations

import html
import re
import subprocess
from functools import lru_cache

#: the family a picture's texts are drawn in when it has their letters (the SVG's first family)
FIRST_FAMILY = "DejaVu Sans"

_TEXT = re.compile(r"<text([^>]*)>([^<]*)</text>")
_RANGE = re.compile(r"([0-9a-f]+)(?:-([0-9a-f]+))?")


def _fontconfig(*args: str) -> list[str] | None:
    """The output lines of a fontconfig command (``fc-list``, ``fc-match``), or None without it."""
    try:
        done = subprocess.run(list(args), capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.splitlines() if done.returncode == 0 else None


@lru_cache(maxsize=8)
def family_letters(family: str) -> frozenset[int] | None:
    """The code points of the font cairo draws ``family`` with (fontconfig's best match, which is
    another font when ``family`` is not installed), or None without fontconfig."""
    lines = _fontconfig("fc-match", "-f", "%{charset}", family)
    if lines is None:
        return None
    points: set[int] = set()
    for low, high in _RANGE.findall(" ".join(lines)):
        points.update(range(int(low, 16), int(high or low, 16) + 1))
    return frozenset(points)


@lru_cache(maxsize=64)
def families_with(points: frozenset[int]) -> tuple[str, ...]:
    """The installed families with every one of ``points`` (by name; none without fontconfig)."""
    lines = _fontconfig("fc-list", ":charset=" + " ".join(f"{p:x}" for p in sorted(points)), "family")
    # a line lists a family's names in several languages, the default name first
    return tuple(sorted({line.split(",")[0].strip() for line in lines or () if line.strip()}))


def fit_fonts(svg: str) -> tuple[str, set[str]]:
    """``svg`` with each text drawn in a family that has its letters, and the letters no
    installed font has (none found: none known to be lacking, as without fontconfig)."""
    known = family_letters(FIRST_FAMILY)
    if not known or svg.isascii():
        return svg, set()
    texts = {body: {ord(ch) for ch in html.unescape(body) if not ch.isspace()} for _, body in _TEXT.findall(svg)}
    missing_anywhere = frozenset(p for letters in texts.values() for p in letters if p not in known)
    if not missing_anywhere:
        return svg, set()
    # the families that have every letter the first family lacks (one query for the picture),
    # with their own letters, so that a text can take one that has all of its letters
    shared = [(f, family_letters(f) or frozenset()) for f in families_with(missing_anywhere)]
    lacking: set[str] = set()

    def fit(match: re.Match[str]) -> str:
        attrs, body = match.groups()
        letters = texts[body]
        missing = frozenset(p for p in letters if p not in known)
        if not missing or "font-family" in attrs:
            return match.group(0)
        found = [f for f, has in shared if letters <= has] or [f for f, _ in shared]
        if not found:  # no family has all the picture's missing letters: ask for this text's
            found = list(families_with(frozenset(letters)) or families_with(missing))
        if not found:
            lacking.update(chr(p) for p in missing)
            return match.group(0)
        return f'<text font-family="{html.escape(found[0])}"{attrs}>{body}</text>'

    return _TEXT.sub(fit, svg), lacking
