"""Translations of brass's messages and rule text (gettext catalogs; English is the source).

``<domain>.pot`` are the templates made by ``brass locales extract``;
``<lang>/LC_MESSAGES/<domain>.po`` are the translations (Thai: ``th``).
"""
