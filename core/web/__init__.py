"""The browser front end (``brass serve``, extra ``brass[web]``): a Starlette app over games saved
in a folder, seats with secret tokens, private views as JSON, the board as SVG, bots moving
server-side; plain HTML/JS pages in ``static/`` (docs/web.md).

Only ``texts`` (the web's messages) imports nothing from Starlette; the other modules need the
extra, so this package exports nothing.
"""
