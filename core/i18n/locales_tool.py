"""Keeping translations in step: extract templates, update catalogs, check and count them.

The workflow: change English (a ``text(...)`` in code, a data name, a rulebook
paragraph) -> ``brass locales extract`` rewrites the templates (.pot) ->
``brass locales update`` merges them into each language's .po the way ``msgmerge
--previous`` does: translations, translator comments, headers (Last-Translator) and
flags are kept, changed English becomes *fuzzy* with the English it was translated
from as ``#| msgid``, and unused entries become obsolete (``#~``) so a key that comes
back recovers its translation -> translate in Poedit or Weblate -> ``brass locales
check`` must pass.

Templates and catalogs live in catalog roots (see :mod:`brass.core.i18n.catalogs`): a
title or plugin with a ``locales/`` folder in its package gets its messages extracted
there, never into brass's own ``locales/``.
"""
from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

from brass.core.files import atomic
from brass.core.i18n import messages as said
from brass.core.i18n.catalogs import (
    CORE_DOMAIN,
    RULES_SUFFIX,
    catalog_roots,
    domain_of,
    extra_roots,
    locales_dir,
    po_path,
    pot_path,
)
from brass.core.i18n.formatting import babel_locale
from brass.core.i18n.glossary import GLOSSARY_FILE, counter_misses, glossary_misses, read_glossary
from brass.core.i18n.messages import REGISTRY, Text, text
from brass.core.i18n.placeholders import code_span_problem, hints_for, placeholder_problem
from brass.core.i18n.wrap import width

LETTERS = re.compile(r"[A-Za-z\u0e00-\u0e7f]")
LIST_MARK = re.compile(r"^\s*([-*]|\d+\.)\s")
MAX_COLUMNS = re.compile(r"at\s+most\s+(\d+)\s+columns")
ALLOW_FILE = "identical.txt"  # keys allowed to read the same as English (proper names...)
COMPLETE_FILE = "complete.txt"  # languages that must be complete (others may be partial)
#: a language's house rules for its translations (checked as warnings); Thai spacing around
#: placeholders depends on each value, so it is applied when a message is rendered
#: (:func:`brass.core.i18n.thai_style.space_values`), not checked here
HOUSE_RULES: dict[str, Callable[[str], str | None]] = {}


#: a warning of ``brass locales check``: the word breaks were computed before these Thai texts came
BREAKS_STALE = text("cli.locales_breaks_stale",
                    "{count} Thai chunk has no stored word breaks (run: brass locales breaks)",
                    plural="{count} Thai chunks have no stored word breaks (run: brass locales breaks)",
                    note="a Thai chunk: a run of Thai letters between spaces or punctuation")


class Problem(NamedTuple):
    domain: str
    key: str
    kind: str  # untranslated, fuzzy, placeholders, code, identical, structure, missing, unused, stale,
    #            partial, obsolete, glossary, length
    detail: str | said.Message  # a declared message where the reader's language matters
    severity: str = "error"  # or "warning": reported, but check still passes


def errors(problems: Iterable[Problem]) -> list[Problem]:
    return [p for p in problems if p.severity == "error"]


# -- what the code declares ----------------------------------------------------------------

def title_ids() -> tuple[str, ...]:
    from brass.core.hooks.titles import installed_titles

    return tuple(sorted(installed_titles()))


class Skipped(NamedTuple):
    """A module message discovery could not import: it needs a package that is not installed
    (an optional dependency: ``tests/locales/test_discovery.py`` keeps brass's messages out of
    such modules, so the templates are the same on every install)."""

    module: str
    missing: str


class Discovery(NamedTuple):
    texts: dict[str, Text]
    skipped: tuple[Skipped, ...]


def _third_party_missing(exc: ImportError, package: str) -> str | None:
    """The missing package's name when ``exc`` is a third-party package not being installed
    (not one of ``package``'s own modules: that is a bug to show)."""
    name = getattr(exc, "name", None)
    if not isinstance(exc, ModuleNotFoundError) or not name:
        return None
    top = name.split(".")[0]
    return None if top == package.split(".")[0] else top


def _import_all(package: str, skipped: list[Skipped]) -> None:
    import importlib
    import pkgutil

    def load(name: str) -> Any:
        try:
            return importlib.import_module(name)
        except ImportError as exc:
            missing = _third_party_missing(exc, package)
            if missing is None:
                raise
            skipped.append(Skipped(name, missing))
            return None

    root = load(package)
    if root is None:
        return
    for info in pkgutil.walk_packages(getattr(root, "__path__", []), prefix=f"{package}.",
                                      onerror=lambda name: None):  # (load said why)
        load(info.name)


def _entry_package(ep: Any) -> str:
    """The package to import for an entry point: its module's package (or the module itself)."""
    module = ep.value.split(":", 1)[0].strip()
    return module.rsplit(".", 1)[0] if "." in module else module


def discover() -> Discovery:
    """Every message the installed code, data and rule text declare, by key: brass itself,
    every installed title, and every installed plugin (third-party ones too); and the modules
    skipped because a package they import is not installed."""
    from brass.core.hooks.games import rules_for, with_player_variant
    from brass.core.hooks.titles import installed_plugins, load_title_module, title_info
    from brass.core.i18n.questions import declare_questions
    from brass.core.i18n.rulebook import load_rulebook
    from brass.core.learn.lesson_file import declare_title_lessons

    skipped: list[Skipped] = []
    _import_all("brass.core", skipped)
    _import_all("brass.plugins", skipped)
    for ep in installed_plugins().values():
        _import_all(_entry_package(ep), skipped)
    for t in title_ids():
        _import_all(load_title_module(t).__name__.rsplit(".", 1)[0], skipped)
        rules_for(t)
        info = title_info(t)
        for players in info.player_variants:  # a board side of the title's own
            rules_for(t, with_player_variant(t, players, None), title_data=True)
        if info.rulebook is not None:
            load_rulebook(t, info.rulebook)
        declare_title_lessons(t)  # lesson texts: the title's own catalog (TITLE.lesson.ID.KEY)
        declare_questions(t, info.questions)
    from brass.core.cli.group import declare_help

    declare_help()
    return Discovery(dict(REGISTRY), tuple(dict.fromkeys(skipped)))


def declared() -> dict[str, Text]:
    """Every message the installed code, data and rule text declare, by key (see :func:`discover`)."""
    return discover().texts


class Target(NamedTuple):
    """Where a message's template goes: a catalog root and a domain in it."""

    root: Path
    domain: str


def _inside(path: str, folder: Path | None) -> bool:
    if not path or folder is None:
        return False
    try:
        Path(path.rsplit(":", 1)[0] if re.search(r":\d+$", path) else path).resolve().relative_to(folder)
        return True
    except ValueError:
        return False


class UnknownPackage(LookupError):
    """``--package`` named no installed title's or plugin's package; ``known``: those there are."""

    def __init__(self, package: str, known: list[str]) -> None:
        super().__init__(package)
        self.package, self.known = package, known


def _is_own(ep: Any) -> bool:
    """Whether brass's own distribution declares the entry point ``ep``."""
    from brass.core.hooks.entry_points import OWN_DISTRIBUTION, distribution_of

    return (distribution_of(ep) or ("", ""))[0] == OWN_DISTRIBUTION


def third_party_packages() -> dict[str, Path]:
    """The packages of the installed titles and plugins that other distributions than brass's
    ship (the package holding each entry point's module), with their folders."""
    from brass.core.i18n.catalogs import installed_entry_points, package_dir

    found: dict[str, Path] = {}
    for ep in installed_entry_points():
        if _is_own(ep):
            continue
        package = _entry_package(ep)
        folder = package_dir(package)
        if folder is not None:
            found.setdefault(package, folder.resolve())
    return found


def owner_package(package: str | None) -> str:
    """Whose catalogs a command works on: ``""`` for brass's own (``package`` None or one of
    brass's packages), else the third-party package; ``UnknownPackage`` when none is installed."""
    if not package:
        return ""
    others = third_party_packages()
    if package in others:
        return package
    from brass.core.hooks.titles import installed_titles

    own = {_entry_package(ep) for ep in installed_titles().values() if _is_own(ep)}
    if package == "brass" or package.startswith("brass.") or package in own:
        return ""
    raise UnknownPackage(package, sorted(others))


def owner_root(owner: str) -> Path:
    """The catalog root of an owner: brass's ``locales/``, or ``locales/`` in the package's folder."""
    return locales_dir() if not owner else third_party_packages()[owner] / "locales"


def targets(texts: dict[str, Text], package: str | None = None) -> dict[Target, list[Text]]:
    """The templates of one distribution's messages: brass's own (``package`` None) in brass's
    ``locales/``, or a third-party title's or plugin's in its package's ``locales/``.

    A message belongs to the package its code lies in, else (data, rule text) to the title its
    key names; a title's messages go to its domains, a plugin's to one named after its package.
    """
    from brass.core.hooks.titles import installed_titles

    owner = owner_package(package)
    others = third_party_packages()
    titles = title_ids()
    title_owner = {t: _entry_package(ep) if _entry_package(ep) in others else ""
                   for t, ep in installed_titles().items()}
    root = owner_root(owner)
    out: dict[Target, list[Text]] = {}
    for key in sorted(texts):
        t = texts[key]
        domain = domain_of(key, titles)
        by_code = next((p for p, folder in others.items() if _inside(t.source, folder)), None)
        title = domain.removesuffix(RULES_SUFFIX) if domain != CORE_DOMAIN else ""
        belongs = by_code if by_code is not None else title_owner.get(title, "")
        if belongs != owner:
            continue
        if owner and title_owner.get(title) != owner:  # a plugin's: one domain named after it
            domain = owner.split(".")[0]
        out.setdefault(Target(root, domain), []).append(t)
    return out


# -- reading and writing catalogs ----------------------------------------------------------

def _locale(lang: str | None) -> str | None:
    """``lang`` when Babel knows it (plural rules, headers), else None (a pseudo-locale...)."""
    if lang is None:
        return None
    return lang if babel_locale(lang).language == lang.replace("-", "_").split("_")[0] else None


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as fh:
        catalog = read_po(fh, locale=_locale(locale))
    for m in [*catalog, *catalog.obsolete.values()]:
        _restore_previous(m)
    return catalog


def _restore_previous(m: Message) -> None:
    """Babel reads ``#| msgid "..."`` lines as translator comments; make them the previous msgid
    again (so a second update still shows the English the translation was made from)."""
    from babel.messages.pofile import unescape

    lines = [c[1:].strip() for c in m.user_comments if c.startswith("|")]
    if not lines:
        return
    m.user_comments = [c for c in m.user_comments if not c.startswith("|")]
    parts: dict[str, str] = {}
    field = ""
    for line in lines:
        name, _, rest = line.partition(" ")
        value = line
        if name in ("msgid", "msgid_plural", "msgctxt"):
            field, value = name, rest
        if field and value.startswith('"'):
            parts[field] = parts.get(field, "") + unescape(value)
    m.previous_id = [parts[f] for f in ("msgid", "msgid_plural") if f in parts]


def write_catalog(path: Path, catalog: Catalog) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, sort_output=False, omit_header=False, include_previous=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic.write_text(path, _with_previous(buf.getvalue().decode("utf-8"), catalog))


def _with_previous(po: str, catalog: Catalog) -> str:
    """``po`` with each entry's previous English (``#| msgid``) before its ``msgctxt`` line.

    Babel wraps a long previous msgid in the middle of its quoted string, which msgfmt refuses;
    here each quoted piece has a ``#|`` line of its own, as GNU msgmerge writes them.
    """
    from babel.messages.pofile import normalize

    blocks: dict[str, str] = {}
    for m in catalog:
        if m.context and m.previous_id:
            lines = [f"#| msgid {normalize(m.previous_id[0], prefix='#| ')}"]
            if len(m.previous_id) > 1:
                lines.append(f"#| msgid_plural {normalize(m.previous_id[1], prefix='#| ')}")
            blocks[f"msgctxt {normalize(m.context, width=0)}"] = "\n".join(lines)
    out: list[str] = []
    for line in po.split("\n"):
        if line in blocks:
            out.append(blocks.pop(line))
        out.append(line)
    return "\n".join(out)


#: fixed header dates keep regenerated catalogs free of noise in diffs
STAMP = datetime(2026, 1, 1, tzinfo=UTC)


def source_of(t: Text, base: Path) -> str | None:
    """A message's source file relative to ``base`` (no line number: lines move on every edit
    and would make every catalog change with unrelated code)."""
    if not t.source:
        return None
    path = re.sub(r":\d+$", "", t.source)
    try:
        return Path(path).resolve().relative_to(base.resolve()).as_posix()
    except ValueError:
        return Path(path).name


def english_of(t: Text) -> str | tuple[str, str]:
    return t.en if t.plural is None else (t.en, t.plural)


def _template(domain: str, entries: Iterable[Text], base: Path) -> Catalog:
    catalog = Catalog(project="brass", domain=domain, charset="utf-8", fuzzy=False,
                      creation_date=STAMP, revision_date=STAMP)
    for t in entries:
        comments = [line for line in t.note.splitlines() if line.strip()]
        comments += hints_for(t.plural or t.en, t.note)
        where = source_of(t, base)
        catalog.add(english_of(t), string="" if t.plural is None else ("", ""), context=t.key,
                    auto_comments=comments,
                    locations=[(where, None)] if where else [])  # type: ignore[list-item]  # (no line number)
    return catalog


def extract(found: Discovery | None = None, package: str | None = None) -> dict[str, int]:
    """Rewrite brass's templates (or ``package``'s, in its own ``locales/``) from the code
    (``found``: what :func:`discover` gave); returns message counts per domain."""
    counts = {}
    for target, entries in targets((found or discover()).texts, package).items():
        # source paths read from the project folder (brass) or the folder holding the package
        base = target.root.parent if target.root == locales_dir() else target.root.parent.parent
        write_catalog(pot_path(target.domain, target.root), _template(target.domain, entries, base))
        counts[target.domain] = len(entries)
    return counts


def root_languages(root: Path) -> list[str]:
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / "LC_MESSAGES").is_dir())


def maintained_languages(package: str | None = None) -> list[str]:
    """Languages with catalogs in brass's own root (or ``package``'s) or in ``BRASS_LOCALE_PATH``
    (the ones ``update``, ``check`` and ``stats`` go through)."""
    roots = [owner_root(owner_package(package)), *(r.path for r in extra_roots())]
    return sorted({lang for root in roots for lang in root_languages(root)})


def _has_language(root: Path, lang: str) -> bool:
    return any((root / lang / "LC_MESSAGES").glob("*.po"))


def catalog_in_use(lang: str, domain: str, root: Path) -> Path:
    """The ``lang`` catalog of ``domain`` that is read: a translator's copy in ``BRASS_LOCALE_PATH``
    (the first folder that has it) before the one in ``root``."""
    paths = [po_path(lang, domain, r.path) for r in extra_roots()] + [po_path(lang, domain, root)]
    return next((path for path in paths if path.exists()), paths[-1])


def catalog_to_write(lang: str, domain: str, root: Path) -> Path:
    """Where ``update`` writes the ``lang`` catalog of ``domain``: among ``BRASS_LOCALE_PATH``'s
    folders and ``root``, the first that has the language (a translator's folder keeps all of
    its language's catalogs, new ones too); a language nobody has yet goes to the first
    ``BRASS_LOCALE_PATH`` folder, or to ``root``."""
    extras = [r.path for r in extra_roots()]
    folder = next((r for r in [*extras, root] if _has_language(r, lang)), extras[0] if extras else root)
    return po_path(lang, domain, folder)


# -- merging (msgmerge --previous) ---------------------------------------------------------

def _plural_forms(catalog: Catalog) -> int:
    try:
        return int(catalog.num_plurals)
    except (TypeError, ValueError):
        return 2


def _reshape(string: Any, plural: bool, forms: int) -> Any:
    """A translation moved between a plain and a plural entry (always marked fuzzy)."""
    if plural and not isinstance(string, (tuple, list)):
        return tuple([string or ""] * forms)
    if not plural and isinstance(string, (tuple, list)):
        return string[0] if string else ""
    return string


def _merged(m: Message, before: Message | None, forms: int) -> tuple[Message, str]:
    """The catalog entry for template entry ``m`` given the translator's entry ``before``;
    and what happened: "new", "kept" or "changed"."""
    plural = isinstance(m.id, (tuple, list))
    common: dict[str, Any] = dict(context=m.context, locations=m.locations, auto_comments=m.auto_comments)
    if before is None:
        string = tuple([""] * forms) if plural else ""
        return Message(m.id, string, **common), "new"
    string = _reshape(before.string, plural, forms)
    flags = set(before.flags) - {"fuzzy"} | set(m.flags)
    if before.id == m.id:
        if before.fuzzy:
            flags.add("fuzzy")
        previous: str | tuple[str, ...] | list[str] = before.previous_id if before.fuzzy else []
        return Message(m.id, string, flags=flags, user_comments=before.user_comments,
                       previous_id=previous, **common), "kept"
    flags.add("fuzzy")
    # the English the translation was made from: keep the oldest one still untranslated
    previous = before.previous_id if before.fuzzy and before.previous_id else before.id
    return Message(m.id, string, flags=flags, user_comments=before.user_comments,
                   previous_id=previous, **common), "changed"


def merge(template: Catalog, old: Catalog) -> tuple[Catalog, tuple[int, int, int]]:
    """``old`` brought in step with ``template``; (new, changed, obsolete) counts.

    The header (Last-Translator, Language-Team, revision date, header comment) is
    ``old``'s; entries follow the template's order.
    """
    active = {m.context: m for m in old if m.context}
    dormant = {m.context: m for m in old.obsolete.values() if m.context}
    forms = _plural_forms(old)
    for m in list(active.values()):
        old.delete(m.id, context=m.context)
    old.obsolete.clear()
    new = changed = 0
    for m in template:
        if not m.context:
            continue
        before = active.pop(m.context, None) or dormant.pop(m.context, None)
        entry, what = _merged(m, before, forms)
        old[entry.id] = entry  # Catalog.__setitem__ keys by (id, context)
        new += what == "new"
        changed += what == "changed"
    for m in [*active.values(), *dormant.values()]:
        if any(_forms(m.string)):  # an untranslated entry has nothing worth keeping
            m.locations = []
            old.obsolete[(m.id, m.context)] = m  # type: ignore[index]  # (a plural's id is its forms)
    return old, (new, changed, len(active))


def update(lang: str, package: str | None = None) -> dict[str, tuple[int, int, int]]:
    """Merge brass's templates (or ``package``'s) into ``lang``'s catalogs: (new, changed ->
    fuzzy, obsolete) per domain.  A catalog is read where it is in use and written where
    :func:`catalog_to_write` says (a translator's ``BRASS_LOCALE_PATH`` folder first)."""
    result = {}
    root = owner_root(owner_package(package))
    for pot in sorted(root.glob("*.pot")):
        domain = pot.stem
        path = catalog_to_write(lang, domain, root)
        source = path if path.exists() else catalog_in_use(lang, domain, root)
        if source.exists():
            old = read_catalog(source, lang)
        else:
            old = Catalog(locale=_locale(lang), domain=domain, project="brass", charset="utf-8",
                          fuzzy=False, creation_date=STAMP, revision_date=STAMP)
            if old.locale is None:
                old.language_team = lang
        merged, counts = merge(read_catalog(pot), old)
        write_catalog(path, merged)
        result[domain] = counts
    return result


def init(lang: str, package: str | None = None) -> dict[str, tuple[int, int, int]]:
    """Start a new language: catalogs for every template of brass's own root (or ``package``'s),
    in the first ``BRASS_LOCALE_PATH`` folder when there is one."""
    return update(lang, package)


# -- checking ------------------------------------------------------------------------------

def _listed(path: Path) -> set[str]:
    if not path.exists():
        return set()
    return {line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines()} - {""}


def allowed_identical(lang: str, root: Path | None = None) -> set[str]:
    return _listed((root or locales_dir()) / lang / ALLOW_FILE)


def complete_languages(root: Path | None = None) -> set[str]:
    """Languages that must be complete (``locales/complete.txt``); others may be partial."""
    return _listed((root or locales_dir()) / COMPLETE_FILE)


def structure_of(s: str) -> list[tuple[str, int]]:
    """Per line: its list marker kind and its count of bold markers."""
    out = []
    for line in s.splitlines():
        m = LIST_MARK.match(line)
        kind = "" if not m else ("-" if m.group(1) in "-*" else "1.")
        out.append((kind, line.count("**")))
    return out


def _forms(value: Any) -> list[str]:
    return list(value) if isinstance(value, (tuple, list)) else [value]


def check_translation(domain: str, key: str, english: Any, string: Any, *, rules: bool,
                      allow: set[str], notes: str = "", forms: int = 2) -> list[Problem]:
    """Problems of one usable translation (plural entries: every form; ``forms``: how many the
    language has)."""
    problems: list[Problem] = []
    en_forms = _forms(english)
    plural = len(en_forms) > 1
    for form in _forms(string):
        source = en_forms[-1]
        # a plural form may follow either English form ("one of {possibilities}" / "{possibility}");
        # a language's only form follows the plural, every placeholder of it (as msgfmt --check wants)
        whys = [placeholder_problem(en, form, optional=frozenset({"count"}) if plural else frozenset())
                for en in reversed(en_forms)] if forms > 1 or not plural else [placeholder_problem(source, form)]
        why = None if None in whys else whys[0]
        if why:
            problems.append(Problem(domain, key, "placeholders", why))
        why = code_span_problem(source, form)
        if why:
            problems.append(Problem(domain, key, "code", why))
        if (rules or "\n" in source) and structure_of(source) != structure_of(form):
            problems.append(Problem(domain, key, "structure", "lines, list items or bold differ from the English"))
        limit = MAX_COLUMNS.search(notes)
        if limit and max(width(line) for line in form.splitlines() or [""]) > int(limit.group(1)):
            problems.append(Problem(domain, key, "length", f"longer than the {limit.group(1)} columns the note "
                                                           "allows", "warning"))
    if _forms(string)[0] == en_forms[0] and LETTERS.search(re.sub(r"\{[^{}]*\}", "", en_forms[0])) \
            and key not in allow:
        problems.append(Problem(domain, key, "identical", "same as the English (add to the allow-list "
                                                          "if it is a proper name)"))
    return problems


def check_catalog(domain: str, template: Catalog, catalog: Catalog, allow: set[str], *,
                  partial: bool = False, glossary: list[Any] | None = None,
                  style: Callable[[str], str | None] | None = None) -> list[Problem]:
    """Problems of one translated catalog against its template.

    ``partial``: untranslated entries are one warning (how many), not an error each;
    ``style``: the language's house rules (a warning per translation that breaks them).
    """
    problems: list[Problem] = []
    wanted = {m.context: m for m in template if m.context}
    have = {m.context: m for m in catalog if m.context}
    rules = domain.endswith(RULES_SUFFIX)
    missing = 0
    for key, tm in wanted.items():
        english = tm.id
        m = have.get(key)
        if m is None:
            problems.append(Problem(domain, key, "missing", "no entry (run: brass locales update)"))
            continue
        if m.id != english:
            problems.append(Problem(domain, key, "stale", "English changed (run: brass locales update)"))
        if not all(_forms(m.string)):
            if partial:
                missing += 1
            else:
                problems.append(Problem(domain, key, "untranslated", str(_forms(english)[0])[:60]))
            continue
        if m.fuzzy:
            problems.append(Problem(domain, key, "fuzzy", "English changed since it was translated",
                                    "warning" if partial else "error"))
            continue
        problems.extend(check_translation(domain, key, english, m.string, rules=rules, allow=allow,
                                          notes="\n".join(tm.auto_comments), forms=_plural_forms(catalog)))
        for term in glossary_misses(str(_forms(english)[-1]), " ".join(_forms(m.string)), glossary or []):
            problems.append(Problem(domain, key, "glossary", term.advice, "warning"))
        for term, used in counter_misses(" ".join(_forms(m.string)), glossary or []):
            problems.append(Problem(domain, key, "glossary", f"{term.allowed[0]} is counted with {term.counter}, "
                                                             f"not {used}", "warning"))
        for form in _forms(m.string) if style else []:
            why = style(form)  # type: ignore[misc]
            if why:
                problems.append(Problem(domain, key, "spacing", why, "warning"))
    if missing:
        problems.append(Problem(domain, "", "partial", f"{missing} of {len(wanted)} messages untranslated "
                                                       "(English is shown for them)", "warning"))
    for key in have:
        if key not in wanted:
            problems.append(Problem(domain, key, "unused", "not in the template (run: brass locales update)"))
    for (_id, key) in catalog.obsolete:  # type: ignore[str-unpack]  # (every entry has a context)
        problems.append(Problem(domain, key or "", "obsolete", "kept for a key that may come back",
                                "warning"))
    return problems + babel_problems(domain, catalog)


def babel_problems(domain: str, catalog: Catalog) -> list[Problem]:
    """What Babel's own catalog checks refuse (``pybabel compile`` stops on these): a
    python-format entry -- English Babel reads as %-format, such as "95% c" -- whose translation
    does not match it, or a wrong number of plural forms."""
    return [Problem(domain, m.context or str(m.id), "babel", f"{error} (pybabel compile refuses it)")
            for m, found in catalog.check() if m.context for error in found]


def check(lang: str, found: Discovery | None = None, package: str | None = None) -> list[Problem]:
    """Every problem of ``lang``'s catalogs of brass (or of ``package``), and of their templates
    against the code; the catalogs read are those in use (a translator's copy first)."""
    owner = owner_package(package)
    root = owner_root(owner)
    code = {t.domain: {x.key: english_of(x) for x in entries}
            for t, entries in targets((found or discover()).texts, package).items()}
    partial = lang not in complete_languages(root)
    glossary = read_glossary(root / lang / GLOSSARY_FILE)
    allow = allowed_identical(lang, root)
    problems: list[Problem] = []
    for domain in sorted(set(code) | {p.stem for p in root.glob("*.pot")}):
        problems.extend(_check_domain(root, domain, lang, code.get(domain, {}), allow, partial, glossary,
                                      HOUSE_RULES.get(lang)))
    return problems + (stale_breaks(lang) if not owner else [])


def _check_domain(root: Path, domain: str, lang: str, in_code: dict[str, Any], allow: set[str],
                  partial: bool, glossary: list[Any], style: Any = None) -> list[Problem]:
    problems: list[Problem] = []
    pot = pot_path(domain, root)
    if not pot.exists():
        return [Problem(domain, "", "missing", "no template (run: brass locales extract)")]
    template = read_catalog(pot)
    in_template = {m.context for m in template if m.context}
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
    path = catalog_in_use(lang, domain, root)
    if not path.exists():
        if partial:
            return problems + [Problem(domain, "", "partial", f"no {lang} catalog: English is shown", "warning")]
        return problems + [Problem(domain, "", "missing", f"no {lang} catalog (run: brass locales update)")]
    catalog = read_catalog(path, lang)
    return problems + check_catalog(domain, template, catalog, allow, partial=partial, glossary=glossary,
                                    style=style)


def stats(lang: str, package: str | None = None) -> dict[str, dict[str, int]]:
    """Per domain of brass (or of ``package``): total, translated (usable), fuzzy, untranslated,
    counted in the catalogs in use (a translator's copy first)."""
    out = {}
    root = owner_root(owner_package(package))
    for pot in sorted(root.glob("*.pot")):
        domain = pot.stem
        total = sum(1 for m in read_catalog(pot) if m.context)
        path = catalog_in_use(lang, domain, root)
        translated = fuzzy = 0
        if path.exists():
            for m in read_catalog(path, lang):
                if not m.context or not all(_forms(m.string)):
                    continue
                if m.fuzzy:
                    fuzzy += 1
                else:
                    translated += 1
        out[domain] = {"total": total, "translated": translated, "fuzzy": fuzzy,
                       "untranslated": total - translated - fuzzy}
    return out


def write_pseudo(lang: str, output: Path) -> dict[str, int]:
    """Write a pseudo-locale ``lang`` for every template into ``output`` (a catalog root)."""
    from brass.core.i18n.pseudo import pseudo

    counts = {}
    for root in catalog_roots():
        for pot in sorted(root.path.glob("*.pot")):
            template = read_catalog(pot)
            catalog = Catalog(locale=None, domain=pot.stem, project="brass", charset="utf-8", fuzzy=False,
                              creation_date=STAMP, revision_date=STAMP)
            catalog.language_team = lang
            for m in template:
                if not m.context:
                    continue
                string = tuple(pseudo(f) for f in m.id) if isinstance(m.id, (tuple, list)) else pseudo(m.id)
                catalog.add(m.id, string=string, context=m.context)
            write_catalog(po_path(lang, pot.stem, output), catalog)
            counts[pot.stem] = len(template)
    return counts


def write_breaks(lang: str = "th") -> int:
    """Recompute ``locales/<lang>/wordbreaks.txt`` from ``lang``'s catalogs; returns its chunk count."""
    from brass.core.i18n.catalogs import translations
    from brass.core.i18n.wordbreaks import BREAKS_FILE, WHOLE_FILE, build, cut_words, table, whole_words, write

    translations.cache_clear()  # type: ignore[attr-defined]  # (set by brass.core.i18n.catalogs)
    counters = {c.strip() for term in read_glossary(locales_dir() / lang / GLOSSARY_FILE)
                for c in term.counter.split("|") if c.strip()}
    whole = locales_dir() / lang / WHOLE_FILE
    lines = build(dict(translations(lang)), whole_words(whole), counters, cut_words(whole))
    write(locales_dir() / lang / BREAKS_FILE, lines)
    table.cache_clear()
    return len(lines)


def stale_breaks(lang: str) -> list[Problem]:
    """A warning when Thai text has chunks the stored word breaks do not know; an error for each
    stored break inside a syllable (it leaves a piece that cannot be Thai), naming the word."""
    from brass.core.i18n.catalogs import translations
    from brass.core.i18n.wordbreaks import BREAKS_FILE, broken_syllables, chunks_of, table

    path = locales_dir() / lang / BREAKS_FILE
    if not path.exists():
        return []
    cut = [Problem("", BREAKS_FILE, "syllable", f"“{piece}” in “{chunk}” {why}: a break cuts a word inside a "
                                                "syllable (add the word to whole_words.txt, then run: brass "
                                                "locales breaks)")
           for piece, chunk, why in broken_syllables(path.read_text(encoding="utf-8").splitlines())]
    table.cache_clear()
    known = table().known
    missing = {c for value in translations(lang).values()
               for form in _forms(value) for c in chunks_of(str(form)) if c not in known}
    if not missing:
        return cut
    return cut + [Problem("", BREAKS_FILE, "breaks", BREAKS_STALE(count=len(missing)), "warning")]
