"""Keeping translations in step: extract templates, update catalogs, check and count them.

The workflow: change English (a ``text(...)`` in code, a data name, a rulebook
paragraph) -> ``brass locales extract`` rewrites the templates (.pot) ->
``brass locales update`` merges them into each language's .po, keeping every
translation and marking those whose English changed *fuzzy* (and unused ones
obsolete) -> translate in Poedit or Weblate -> ``brass locales check`` must pass.
"""
from __future__ import annotations

import io
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, NamedTuple

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from brass.core.files import atomic
from brass.core.i18n.catalogs import RULES_SUFFIX, domain_of, locales_dir, po_path, pot_path
from brass.core.i18n.messages import REGISTRY, Text

PLACEHOLDER = re.compile(r"\{(\w+)\}")
LETTERS = re.compile(r"[A-Za-z\u0e00-\u0e7f]")
LIST_MARK = re.compile(r"^\s*([-*]|\d+\.)\s")
ALLOW_FILE = "identical.txt"  # keys allowed to read the same as English (proper names...)


class Problem(NamedTuple):
    domain: str
    key: str
    kind: str  # untranslated, fuzzy, obsolete, placeholders, identical, structure, missing, unused, stale
    detail: str


# -- what the code declares ----------------------------------------------------------------

def title_ids() -> tuple[str, ...]:
    from brass.core.hooks.titles import installed_titles

    return tuple(sorted(installed_titles()))


def _import_all(package: str) -> None:
    import importlib
    import pkgutil

    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(root.__path__, prefix=f"{package}."):
        importlib.import_module(info.name)


def declared() -> dict[str, Text]:
    """Every message the installed code, data and rule text declare, by key."""
    from brass.core.hooks.games import rules_for, with_player_variant
    from brass.core.hooks.titles import load_title_module, title_info
    from brass.core.i18n.rulebook import load_rulebook

    _import_all("brass.core")
    _import_all("brass.plugins")
    for t in title_ids():
        _import_all(load_title_module(t).__name__.rsplit(".", 1)[0])
        rules_for(t)
        info = title_info(t)
        for players in info.player_variants:  # a board side of the title's own
            rules_for(t, with_player_variant(t, players, None), title_data=True)
        if info.rulebook is not None:
            load_rulebook(t, info.rulebook)
    return dict(REGISTRY)


def by_domain(texts: dict[str, Text], titles: tuple[str, ...]) -> dict[str, list[Text]]:
    out: dict[str, list[Text]] = {}
    for key in sorted(texts):
        out.setdefault(domain_of(key, titles), []).append(texts[key])
    return out


# -- reading and writing catalogs ----------------------------------------------------------

def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as fh:
        return read_po(fh, locale=locale)


def write_catalog(path: Path, catalog: Catalog) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, sort_output=False, omit_header=False, include_previous=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic.write_text(path, buf.getvalue().decode("utf-8"))


#: fixed header dates keep regenerated catalogs free of noise in diffs
STAMP = datetime(2026, 1, 1, tzinfo=timezone.utc)


def _template(domain: str, entries: Iterable[Text]) -> Catalog:
    catalog = Catalog(project="brass", domain=domain, charset="utf-8", fuzzy=False,
                      creation_date=STAMP, revision_date=STAMP)
    for t in entries:
        catalog.add(t.en, string="", context=t.key)
    return catalog


def extract() -> dict[str, int]:
    """Rewrite every template from the code; returns message counts per domain."""
    titles = title_ids()
    counts = {}
    for domain, entries in by_domain(declared(), titles).items():
        write_catalog(pot_path(domain), _template(domain, entries))
        counts[domain] = len(entries)
    return counts


def languages() -> list[str]:
    root = locales_dir()
    return sorted(p.name for p in root.iterdir() if (p / "LC_MESSAGES").is_dir())


def update(lang: str) -> dict[str, tuple[int, int, int]]:
    """Merge the templates into ``lang``'s catalogs: (new, changed -> fuzzy, obsolete) per domain."""
    result = {}
    for pot in sorted(locales_dir().glob("*.pot")):
        domain = pot.stem
        template = read_catalog(pot)
        path = po_path(lang, domain)
        old = read_catalog(path, lang) if path.exists() else Catalog(locale=lang, domain=domain)
        by_key = {m.context: m for m in old if m.context}
        merged = Catalog(locale=lang, domain=domain, project="brass", charset="utf-8", fuzzy=False,
                         creation_date=STAMP, revision_date=STAMP)
        new = changed = 0
        for m in template:
            if not m.context:
                continue
            before = by_key.pop(m.context, None)
            if before is None:
                merged.add(m.id, string="", context=m.context)
                new += 1
            elif before.id == m.id:
                merged.add(m.id, string=before.string, context=m.context, flags=before.flags)
            else:
                merged.add(m.id, string=before.string, context=m.context, flags={"fuzzy"},
                           previous_id=before.id)
                changed += 1
        for key, m in by_key.items():
            merged.obsolete[(m.id, key)] = m
        write_catalog(path, merged)
        result[domain] = (new, changed, len(by_key))
    return result


# -- checking ------------------------------------------------------------------------------

def allowed_identical(lang: str) -> set[str]:
    path = locales_dir() / lang / ALLOW_FILE
    if not path.exists():
        return set()
    return {line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines()} - {""}


def structure_of(s: str) -> list[tuple[str, int]]:
    """Per line: its list marker kind and its count of bold markers."""
    out = []
    for line in s.splitlines():
        m = LIST_MARK.match(line)
        kind = "" if not m else ("-" if m.group(1) in "-*" else "1.")
        out.append((kind, line.count("**")))
    return out


def check_catalog(domain: str, template: Catalog, catalog: Catalog, allow: set[str]) -> list[Problem]:
    """Problems of one translated catalog against its template."""
    problems: list[Problem] = []
    wanted = {m.context: m.id for m in template if m.context}
    have = {m.context: m for m in catalog if m.context}
    rules = domain.endswith(RULES_SUFFIX)
    for key, english in wanted.items():
        m = have.get(key)
        if m is None:
            problems.append(Problem(domain, key, "missing", "no entry (run: brass locales update)"))
            continue
        if m.id != english:
            problems.append(Problem(domain, key, "stale", "English changed (run: brass locales update)"))
        if not m.string:
            problems.append(Problem(domain, key, "untranslated", english[:60]))
            continue
        if m.fuzzy:
            problems.append(Problem(domain, key, "fuzzy", "English changed since it was translated"))
        a, b = set(PLACEHOLDER.findall(english)), set(PLACEHOLDER.findall(m.string))
        if a != b:
            problems.append(Problem(domain, key, "placeholders",
                                    f"English has {sorted(a)}, translation has {sorted(b)}"))
        if m.string == english and LETTERS.search(PLACEHOLDER.sub("", english)) and key not in allow:
            problems.append(Problem(domain, key, "identical", "same as the English (add to the allow-list "
                                                               "if it is a proper name)"))
        if rules or "\n" in english:
            if structure_of(english) != structure_of(m.string):
                problems.append(Problem(domain, key, "structure",
                                        "lines, list items or bold differ from the English"))
    for key in have:
        if key not in wanted:
            problems.append(Problem(domain, key, "unused", "not in the template (run: brass locales update)"))
    for (_id, key) in catalog.obsolete:
        problems.append(Problem(domain, key or "", "obsolete", "obsolete entry left in the catalog"))
    return problems


def check(lang: str) -> list[Problem]:
    """Every problem of ``lang``'s catalogs, and of the templates against the code."""
    problems: list[Problem] = []
    titles = title_ids()
    code = by_domain(declared(), titles)
    allow = allowed_identical(lang)
    for domain in sorted(set(code) | {p.stem for p in locales_dir().glob("*.pot")}):
        pot = pot_path(domain)
        if not pot.exists():
            problems.append(Problem(domain, "", "missing", "no template (run: brass locales extract)"))
            continue
        template = read_catalog(pot)
        in_template = {m.context for m in template if m.context}
        in_code = {t.key: t.en for t in code.get(domain, [])}
        for key in sorted(set(in_code) - in_template):
            problems.append(Problem(domain, key, "missing", "used in the code but not in the template "
                                                            "(run: brass locales extract)"))
        for key in sorted(in_template - set(in_code)):
            problems.append(Problem(domain, key, "unused", "in the template but not in the code "
                                                           "(run: brass locales extract)"))
        for m in template:
            if m.context in in_code and in_code[m.context] != m.id:
                problems.append(Problem(domain, m.context, "stale", "template English differs from the code "
                                                                    "(run: brass locales extract)"))
        path = po_path(lang, domain)
        if not path.exists():
            problems.append(Problem(domain, "", "missing", f"no {lang} catalog (run: brass locales update)"))
            continue
        problems.extend(check_catalog(domain, template, read_catalog(path, lang), allow))
    return problems


def stats(lang: str) -> dict[str, dict[str, int]]:
    """Per domain: total, translated (usable), fuzzy, untranslated."""
    out = {}
    for pot in sorted(locales_dir().glob("*.pot")):
        domain = pot.stem
        total = sum(1 for m in read_catalog(pot) if m.context)
        path = po_path(lang, domain)
        translated = fuzzy = 0
        if path.exists():
            for m in read_catalog(path, lang):
                if not m.context:
                    continue
                if m.string and m.fuzzy:
                    fuzzy += 1
                elif m.string:
                    translated += 1
        out[domain] = {"total": total, "translated": translated, "fuzzy": fuzzy,
                       "untranslated": total - translated - fuzzy}
    return out
