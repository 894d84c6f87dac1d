// The lessons page: the list of lessons per title (/learn) and one lesson (/learn/TITLE/LESSON),
// played with the server's lesson session: choose (a highlighted map target, a card, a mat tile
// or a button), see what the action did, keep it or take it back, read the checks and why.
// Text is set with textContent only (common.js); the board is board.js's, as on the game page.

import {drawBoard, targetsOf} from './board.js';
import {el, fill, showError} from './common.js';
import {api, languageSwitch, page} from './pagekit.js';

const $ = (id) => document.getElementById(id);
const SOLVED_KEY = 'brass.learn.solved';

function solvedSet() {
  try { return new Set(JSON.parse(localStorage.getItem(SOLVED_KEY) || '[]')); } catch (e) { return new Set(); }
}

function markSolved(title, lesson) {
  const solved = solvedSet();
  solved.add(title + '/' + lesson);
  try { localStorage.setItem(SOLVED_KEY, JSON.stringify([...solved])); } catch (e) { /* storage may be off */ }
}

function setWords(words) {
  const put = (id, key) => { const n = $(id); if (n && words[key]) n.textContent = words[key]; };
  put('all-lessons', 'all_lessons'); put('task-heading', 'task'); put('hint-heading', 'hint');
  put('checks-heading', 'checks'); put('why-heading', 'why'); put('restart', 'restart');
  put('next-lesson', 'next_lesson'); put('hand-heading', 'hand'); put('mat-heading', 'mat');
  put('click-map', 'click_map'); put('ways-heading', 'ways');
}

// -- the list -------------------------------------------------------------------------------------
async function showList() {
  const [titles, answer] = await Promise.all([api('/api/learn'), api('/api/learn/words')]);
  const words = answer.messages;
  setWords(words);
  languageSwitch($('lang-box'), answer.langs, page.lang || 'en', words.language, () => main());
  document.documentElement.lang = page.lang || 'en';
  document.title = 'brass · ' + words.lessons;
  const solved = solvedSet();
  const parts = [el('h1', {text: words.lessons})];
  if (titles.length === 0) parts.push(el('p', {text: words.no_lessons}));
  for (const title of titles) {
    parts.push(el('h2', {text: title.name}));
    parts.push(el('ol', {class: 'lessons'}, title.lessons.map((lesson) => {
      const key = title.title + '/' + lesson.id;
      return el('li', {},
        el('a', {text: lesson.name, attrs: {href: '/learn/' + key, 'data-lesson': key}}),
        el('span', {class: 'small', text: ' (' + lesson.kind_name + ')'}),
        solved.has(key) ? el('span', {class: 'solved', text: ' ✓ ' + words.solved}) : null);
    })));
  }
  fill($('list'), parts);
  $('list').hidden = false;
}

// -- one lesson -----------------------------------------------------------------------------------
let current = null;  // the last view
let busy = false;

function storageKey(title, lesson) { return 'brass.learn.session.' + title + '/' + lesson; }

async function openLesson(title, lesson) {
  let view = null;
  const kept = sessionStorage.getItem(storageKey(title, lesson));
  if (kept) {
    try { view = await api('/api/learn/s/' + encodeURIComponent(kept)); } catch (e) { view = null; }
  }
  if (view === null || view.title !== title || view.lesson !== lesson) {
    view = await api('/api/learn/' + encodeURIComponent(title) + '/' + encodeURIComponent(lesson), {});
  }
  sessionStorage.setItem(storageKey(title, lesson), view.session);
  render(view);
  $('lesson').hidden = false;
  nextLesson(title, lesson);
}

async function nextLesson(title, lesson) {
  try {
    const found = (await api('/api/learn')).find((t) => t.title === title);
    const at = found ? found.lessons.findIndex((l) => l.id === lesson) : -1;
    const next = at >= 0 ? found.lessons[at + 1] : null;
    if (next) $('next-lesson').setAttribute('href', '/learn/' + title + '/' + next.id);
  } catch (e) { /* the link stays on the list */ }
}

async function send(path, body) {
  if (busy) return;
  busy = true;
  try {
    render(await api(path, body));
    showError('');
    focusNext();
  } catch (e) {
    showError(e.message);
  } finally {
    busy = false;
  }
}

// After an answer the button pressed is gone: the keyboard goes on at the first new option, or,
// the lesson over, at the next lesson (else "Start again"); focus elsewhere stays.
function focusNext() {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const next = document.querySelector('#options button') || ($('next-lesson').hidden ? $('restart') : $('next-lesson'));
  next.focus({preventScroll: true});
}

function answer(option) {
  return send('/api/learn/s/' + encodeURIComponent(current.session) + '/answer', {option});
}

// A target that answers one option answers it; several (two tiles for one space) light up
// their buttons for the learner to pick one.
function choose(target, options) {
  if (options.length === 1) { answer(options[0].id); return; }
  for (const b of document.querySelectorAll('#options button')) {
    b.classList.toggle('picked', options.some((o) => o.id === b.dataset.option));
  }
  const first = document.querySelector('#options button.picked');
  if (first) first.focus();
}

// The hand's cards and the mat's tiles stand for options too (``card:ID``, ``tile:INDUSTRY``).
function markListTargets(targets) {
  for (const node of document.querySelectorAll('#hand [data-target], #mat [data-target]')) {
    const options = targets.get(node.dataset.target);
    if (!options) continue;
    node.classList.add('legal');
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.addEventListener('click', () => choose(node.dataset.target, options));
    node.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); choose(node.dataset.target, options); }
    });
  }
}

function render(view) {
  current = view;
  const words = view.messages || {};
  setWords(words);
  languageSwitch($('lang-box'), view.langs, view.lang, words.language,
                 () => send('/api/learn/s/' + encodeURIComponent(current.session)));
  document.documentElement.lang = view.lang || 'en';
  document.title = view.name + ' · brass';
  $('name').textContent = view.name;
  $('kind').textContent = view.title_name + ' · ' + view.kind_name;
  $('task').textContent = view.task;
  $('hint-box').hidden = !view.hint;
  $('hint').textContent = view.hint || '';
  document.body.dataset.stage = view.stage;
  document.body.dataset.solved = view.solved ? 'yes' : 'no';

  $('ways-heading').hidden = view.ways.length === 0;
  fill($('ways'), view.ways.map((way) => el('li', {text: way.name + (way.played ? ' ✓' : ''),
                                                   class: way.played ? 'played' : ''})));
  fill($('feedback'), view.feedback.map((line) => el('p', {class: 'feedback', text: line})));
  $('prompt').textContent = view.prompt;
  $('click-map').hidden = view.stage !== 'choose';
  $('preview').hidden = view.preview === null;
  $('preview').textContent = view.preview || '';
  fill($('options'), view.options.map((o) => el('button', {
    text: o.label, attrs: {type: 'button', 'data-option': o.id, 'data-target': o.target, title: o.id},
    on: {click: () => answer(o.id)},
  }, o.summary ? el('span', {class: 'small', text: ' · ' + o.summary}) : null)));

  fill($('checks'), view.checks.map((c) => el('li', {text: c.line, class: c.passed ? 'passed' : 'failed'})));
  $('checks-heading').hidden = view.checks.length === 0;
  $('explanation').textContent = view.explanation || '';
  $('why-heading').hidden = !view.explanation;
  drawComparison(view.comparison, words);
  $('result').hidden = view.checks.length === 0 && !view.explanation && !view.comparison;
  $('next-lesson').hidden = !view.solved;
  if (view.solved) markSolved(view.title, view.lesson);

  drawHand(view.me);
  drawPlayers(view.players, words);
  const targets = targetsOf(view.options);
  drawBoard($('board'), view.board, targets, choose);
  markListTargets(targets);
}

function drawComparison(comparison, words) {
  if (!comparison) { fill($('comparison')); return; }
  const head = el('tr', {}, el('th', {text: ''}), comparison.heads.map((h) => el('th', {text: h})));
  const rows = comparison.rows.map((row) => el('tr', {}, row.map((cell, k) => el(k === 0 ? 'th' : 'td', {text: cell}))));
  fill($('comparison'), el('h2', {text: words.compare}), el('table', {class: 'comparison'}, head, rows));
}

function drawHand(me) {
  fill($('hand'), me ? me.hand.map((card) => el('li', {text: card.name, attrs: {'data-target': card.id}})) : []);
  fill($('mat'), me ? me.mat.map((tile) => el('li', {
    text: tile.name + ': ' + tile.tile + ' · ' + tile.summary, attrs: {'data-target': 'tile:' + tile.industry},
  })) : []);
}

function drawPlayers(players, words) {
  const head = el('tr', {}, ['players', 'money', 'income', 'vp', 'cards'].map((w) => el('th', {text: words[w] || w})));
  fill($('players'), head, players.map((p) => el('tr', {},
    [p.name, p.money, p.income, p.vp, p.hand_count].map((v) => el('td', {text: v})))));
}

$('restart').addEventListener('click', () => {
  if (current) send('/api/learn/s/' + encodeURIComponent(current.session) + '/restart', {});
});

async function main() {
  const m = /^\/learn\/([^/]+)\/([^/]+)\/?$/.exec(location.pathname);
  try {
    if (m) await openLesson(decodeURIComponent(m[1]), decodeURIComponent(m[2]));
    else await showList();
  } catch (e) {
    showError(e.message);
  }
}

main();
