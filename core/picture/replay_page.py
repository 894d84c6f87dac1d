"""A saved game as one self-contained HTML page that steps through it.

The page holds the static part of the board picture once and, for each step (the start and
the end of every action), the picture's dynamic layer and the log lines of that step, all
drawn from one seat's view (or a spectator's): what that seat could not see is not in the
page.  Buttons, a slider and the arrow keys move between steps; nothing is loaded from
elsewhere, so the file can be mailed or opened offline.

Each step has its own address (``#step=N``, as the label counts), so a link can point at a
position.  The board is drawn at its own size (a big map stays readable; the page scrolls) and
the zoom buttons shrink it to fit the window or enlarge it.

Opening the page with ``#selftest`` steps forward twice and back once through the same
handlers the buttons use and reports in the page title (used by the browser test).
"""
from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING, Any

from brass.core.i18n.messages import Message, render, text
from brass.core.picture.render import board_picture, panel_words
from brass.core.play.view import view

if TYPE_CHECKING:
    from brass.core.files.session import Session

PAGE_TITLE = text("picture.page_title", "{title}: replay of {file}")
STEP_LABEL = text("picture.step", "Step {step} of {steps} · decision {decision}")
START = text("picture.start", "The game begins.")
BUTTON_FIRST = text("picture.first", "First")
BUTTON_BACK = text("picture.back", "Back")
BUTTON_NEXT = text("picture.next", "Next")
BUTTON_LAST = text("picture.last", "Last")
BUTTON_FIT = text("picture.fit", "Fit to window")
BUTTON_ZOOM_IN = text("picture.zoom_in", "Zoom in")
BUTTON_ZOOM_OUT = text("picture.zoom_out", "Zoom out")
BUTTON_ACTUAL = text("picture.actual_size", "Actual size")
KEYS_HINT = text("picture.keys", "Arrow keys step back and forward; Home and End jump.")

SCRIPT = """
const frames = JSON.parse(document.getElementById('frames').textContent);
const layer = document.getElementById('dynamic');
const log = document.getElementById('log');
const label = document.getElementById('label');
const slider = document.getElementById('slider');
const labelTemplate = label.dataset.template;
const board = document.querySelector('#board svg');
const natural = parseFloat(board.getAttribute('width'));
let current = 0;
let zoom = 1;
function setZoom(z) {
  zoom = Math.max(0.2, Math.min(4, z));
  board.style.width = Math.round(natural * zoom) + 'px';
  board.style.height = 'auto';
  document.body.dataset.zoom = zoom.toFixed(2);
}
function fit() {
  const room = document.getElementById('board').clientWidth;
  setZoom(room > 0 ? room / natural : 1);
}
function show(i) {
  current = Math.max(0, Math.min(frames.length - 1, i));
  const f = frames[current];
  layer.innerHTML = f.svg;
  log.innerHTML = '';
  for (const line of f.log) { const li = document.createElement('li'); li.textContent = line; log.appendChild(li); }
  label.textContent = labelTemplate.replace('{step}', current + 1).replace('{steps}', frames.length)
    .replace('{decision}', f.decision);
  slider.value = current;
  document.body.dataset.step = current;
  if (location.hash !== '#selftest') {
    try { history.replaceState(null, '', '#step=' + (current + 1)); } catch (e) { /* a page without history */ }
  }
}
function stepOf(hash) {
  const m = /^#step=([0-9]+)$/.exec(hash);
  return m ? parseInt(m[1], 10) - 1 : null;
}
document.getElementById('first').addEventListener('click', () => show(0));
document.getElementById('back').addEventListener('click', () => show(current - 1));
document.getElementById('next').addEventListener('click', () => show(current + 1));
document.getElementById('last').addEventListener('click', () => show(frames.length - 1));
slider.addEventListener('input', () => show(parseInt(slider.value, 10)));
document.getElementById('fit').addEventListener('click', fit);
document.getElementById('zoomin').addEventListener('click', () => setZoom(zoom * 1.25));
document.getElementById('zoomout').addEventListener('click', () => setZoom(zoom / 1.25));
document.getElementById('actual').addEventListener('click', () => setZoom(1));
document.addEventListener('keydown', (e) => {
  if (e.key === 'ArrowRight') show(current + 1);
  else if (e.key === 'ArrowLeft') show(current - 1);
  else if (e.key === 'Home') show(0);
  else if (e.key === 'End') show(frames.length - 1);
});
window.addEventListener('hashchange', () => {
  const step = stepOf(location.hash);
  if (step !== null && step !== current) show(step);
});
setZoom(1);
show(stepOf(location.hash) ?? 0);
if (location.hash === '#selftest') {
  const press = (key) => document.dispatchEvent(new KeyboardEvent('keydown', {key}));
  document.getElementById('next').click();
  press('ArrowRight');
  document.getElementById('back').click();
  const tiles = layer.querySelectorAll('.tile').length;
  document.title = 'selftest ' + (current === 1 ? 'ok' : 'failed') + ' step=' + current + ' frames=' + frames.length
    + ' tiles=' + tiles;
}
"""

STYLE = """
body { font-family: 'DejaVu Sans', 'Noto Sans Thai', sans-serif; margin: 12px; background: #fbf8f1; }
#bar { display: flex; gap: 8px; align-items: center; margin-bottom: 8px; flex-wrap: wrap; }
#slider { flex: 1; min-width: 200px; }
#view { display: flex; gap: 12px; align-items: flex-start; }
#board svg { border: 1px solid #ccc; display: block; }
#board { flex: 3; min-width: 0; overflow: auto; max-height: calc(100vh - 70px); }
#side { flex: 1; min-width: 220px; font-size: 14px; }
#log { padding-left: 18px; }
"""


def frames_of(session: Session, log: list[str], viewer: int, lang: str) -> tuple[str, list[dict[str, Any]]]:
    """The static layer and the steps of a replay: (static SVG, [{svg, log, decision}])."""
    game = session.game
    picture = board_picture(game, viewer, lang)
    currency = game.rules.currency
    lines: list[str] = []

    def listen(message: Message) -> None:
        lines.append(render(message, lang, currency))

    def drawn() -> str:
        return picture.dynamic_layer(view(game, viewer), panel_words(game, viewer))

    game.listener = listen
    frames = [{"svg": drawn(), "log": [render(START(), lang, currency)], "decision": 0}]
    for number, option in enumerate(log, start=1):
        session.apply(option)
        if game.state.frame is None or number == len(log):  # an action (or the game) ended
            frames.append({"svg": drawn(), "log": lines[:], "decision": number})
            lines.clear()
    game.listener = None
    static = picture.open_tag() + picture.static_layer()
    return static, frames


def replay_page(session: Session, log: list[str], viewer: int, file: str, lang: str = "en") -> str:
    """The whole HTML page of a replay of ``log`` from ``session``'s start."""
    static, frames = frames_of(session, log, viewer, lang)
    rules = session.game.rules

    def t(message: Message) -> str:
        return escape(render(message, lang, rules.currency))

    # the frames go in a JSON script block; "</" is escaped so no frame can end the block
    data = json.dumps(frames, ensure_ascii=False).replace("</", "<\\/")
    template = render(STEP_LABEL(step="{step}", steps="{steps}", decision="{decision}"), lang, rules.currency)
    return f"""<!DOCTYPE html>
<html lang="{escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{t(PAGE_TITLE(title=rules.info.name, file=file))}</title>
<style>{STYLE}</style>
</head>
<body>
<div id="bar">
<button id="first">{t(BUTTON_FIRST())}</button>
<button id="back">{t(BUTTON_BACK())}</button>
<button id="next">{t(BUTTON_NEXT())}</button>
<button id="last">{t(BUTTON_LAST())}</button>
<input id="slider" type="range" min="0" max="{len(frames) - 1}" value="0">
<span id="label" data-template="{escape(template)}"></span>
<button id="fit">{t(BUTTON_FIT())}</button>
<button id="zoomout">{t(BUTTON_ZOOM_OUT())}</button>
<button id="zoomin">{t(BUTTON_ZOOM_IN())}</button>
<button id="actual">{t(BUTTON_ACTUAL())}</button>
</div>
<div id="view">
<div id="board">{static}<g id="dynamic"></g></svg></div>
<div id="side"><ol id="log"></ol><p><small>{t(KEYS_HINT())}</small></p></div>
</div>
<script type="application/json" id="frames">{data}</script>
<script>{SCRIPT}</script>
</body>
</html>
"""
