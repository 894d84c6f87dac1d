// The replay page: /replay/GAME/STEP shows one step of a saved game from the public view. The
// buttons and the arrow keys (Home, End) move between steps; each step gets its own address
// (history.pushState), so reloading or sharing it opens that step, and Back/Forward work.

import {drawBoard} from './board.js';
import {el, fill, showError} from './common.js';
import {api, languageSwitch} from './pagekit.js';

const $ = (id) => document.getElementById(id);
const path = /^\/replay\/([^/]+)(?:\/([^/]*))?\/?$/.exec(location.pathname);
const game = path ? decodeURIComponent(path[1]) : '';
let current = null;  // the step shown
let steps = 0;
let loading = 0;

function address(step) {
  return '/replay/' + encodeURIComponent(game) + '/' + step + location.search;
}

function render(view) {
  const words = view.messages || {};
  for (const id of ['first', 'back', 'next', 'last', 'keys']) $(id).textContent = words[id] || id;
  document.documentElement.lang = view.lang || 'en';
  languageSwitch($('lang-box'), view.langs, view.lang, words.language, () => go(current, false, true));
  $('heading').textContent = view.heading;
  document.title = view.heading + ' · ' + view.caption;
  $('caption').textContent = view.caption;
  fill($('log'), view.log.map((line) => el('li', {text: line})));
  drawBoard($('board'), view.board, new Map(), () => {});
  current = view.step;
  steps = view.steps;
  document.body.dataset.step = String(current);
  $('first').disabled = $('back').disabled = current <= 1;
  $('next').disabled = $('last').disabled = current >= steps;
}

// Show ``step`` (a number kept within the replay, or the address's text, which the server
// judges); ``push``: give it its own entry in the history; ``again``: even the step shown.
async function go(step, push, again = false) {
  if (steps && typeof step === 'number') step = Math.max(1, Math.min(steps, step));
  if (step === current && !again) return;
  const ticket = ++loading;
  try {
    const view = await api('/api/replay/' + encodeURIComponent(game) + '/' + encodeURIComponent(step));
    if (ticket !== loading) return;  // a later step was asked for meanwhile
    render(view);
    showError('');
    if (push) history.pushState({step: view.step}, '', address(view.step));
  } catch (e) {
    if (ticket === loading) showError(e.message);
  }
}

$('first').addEventListener('click', () => go(1, true));
$('back').addEventListener('click', () => go(current - 1, true));
$('next').addEventListener('click', () => go(current + 1, true));
$('last').addEventListener('click', () => go(steps, true));
document.addEventListener('keydown', (e) => {
  if (e.altKey || e.ctrlKey || e.metaKey || current === null) return;
  if (e.target instanceof Element && e.target.closest('select, input, textarea')) return;  // their own keys
  if (e.key === 'ArrowRight') go(current + 1, true);
  else if (e.key === 'ArrowLeft') go(current - 1, true);
  else if (e.key === 'Home') go(1, true);
  else if (e.key === 'End') go(steps, true);
  else return;
  e.preventDefault();
});
window.addEventListener('popstate', () => {
  const m = /^\/replay\/[^/]+\/([0-9]+)\/?$/.exec(location.pathname);
  go(m ? parseInt(m[1], 10) : 1, false);
});

if (path) go(path[2] || 1, false);
