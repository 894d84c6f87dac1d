"""Text for people: messages with stable keys, gettext catalogs, wrapping, rule text, catalog tools.

Importing this package installs the catalog lookup, so any rendered message finds its
translation.
"""
from __future__ import annotations

from brass.core.exports import lazy
from brass.core.i18n.catalogs import install as _install_catalogs

_install_catalogs()

__getattr__, __dir__, __all__ = lazy(__name__, {
    "messages": ["Items", "Message", "Money", "Percent", "Text", "render", "render_value", "text"],
    "formatting": ["format_number", "format_sequence", "language_name", "plural_index"],
    "catalogs": ["catalog_roots", "language_from_env", "languages", "locales_dir", "po_path", "pot_path",
                 "translations"],
    "rulebook": ["Rulebook", "Section", "load_rulebook"],
    "plural": ["Plural", "plural"],
    "wrap": ["width", "wrap", "wrap_line"],
    "locales_tool": ["Problem", "check", "errors", "extract", "init", "merge", "stats", "update", "write_breaks",
                     "write_pseudo"],
    "placeholders": ["code_span_problem", "fields", "placeholder_problem"],
    "glossary": ["Term", "glossary_misses", "read_glossary"],
    "thai_style": ["space_values"],
    "pseudo": ["pseudo"],
    "wordbreaks": ["split"],
})
