"""Text for people: messages with stable keys, gettext catalogs, wrapping, rule text, catalog tools.

Importing this package installs the catalog lookup, so any rendered message finds its
translation.
"""
from __future__ import annotations

from brass.core.exports import lazy
from brass.core.i18n.catalogs import install as _install_catalogs

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

_install_catalogs()

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.i18n.catalogs import (
        catalog_roots as catalog_roots,
        language_from_env as language_from_env,
        languages as languages,
        locales_dir as locales_dir,
        po_path as po_path,
        pot_path as pot_path,
        translations as translations,
    )
    from brass.core.i18n.formatting import (
        format_number as format_number,
        format_sequence as format_sequence,
        language_name as language_name,
        plural_index as plural_index,
    )
    from brass.core.i18n.glossary import (
        Term as Term,
        glossary_misses as glossary_misses,
        read_glossary as read_glossary,
    )
    from brass.core.i18n.locales_tool import (
        Problem as Problem,
        check as check,
        errors as errors,
        extract as extract,
        init as init,
        merge as merge,
        stats as stats,
        update as update,
        write_breaks as write_breaks,
        write_pseudo as write_pseudo,
    )
    from brass.core.i18n.messages import (
        Items as Items,
        Message as Message,
        Money as Money,
        Percent as Percent,
        Text as Text,
        render as render,
        render_value as render_value,
        text as text,
    )
    from brass.core.i18n.placeholders import (
        code_span_problem as code_span_problem,
        fields as fields,
        placeholder_problem as placeholder_problem,
    )
    from brass.core.i18n.plural import Plural as Plural
    from brass.core.i18n.rulebook import Rulebook as Rulebook, Section as Section, load_rulebook as load_rulebook
    from brass.core.i18n.thai_style import space_values as space_values
    from brass.core.i18n.wordbreaks import split as split
    from brass.core.i18n.wrap import width as width, wrap_line as wrap_line

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
