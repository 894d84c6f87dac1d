// The lessons page: the list of lessons per title (/learn) and one lesson (/learn/TITLE/LESSON),
// played with the server's lesson session: choose (a highlighted map target or a button), see
// what the action did, keep it or take it back, read the checks and why. Text is set with
// textContent only; the board SVG comes from our own server and is parsed as SVG, not HTML.

import {api, lang, clear, drawBoard, el, languageSwitch, showError, withLang} from './pagekit.js';

const $ = (id) => document.getElementById(id);
const SOLVED_KEY = 'brass.learn.solved';

function solvedSet() {
  try { return new Set(JSON.parse(localStorage.getItem(SOLVED_KEY) || '[]')); } catch (e) { return new Set(); }
}

function markSolved(title, lesson) {
  const solved = solvedSet();
  solved.add(title + '/' + lesson);
  try { localStorage.setItem(SOLVED_KEY, JSON.stringify([...solved])); } catch (e) { /* private mode */ }
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
  languageSwitch($('lang-box'), answer.languages, lang || 'en', words.language);
  document.title = 'brass · ' + (words.lessons || '');
  const list = $('list');
  clear(list);
  list.appendChild(el('h1', words.lessons));
  if (titles.length === 0) list.appendChild(el('p', words.no_lessons));
  const solved = solvedSet();
  for (const title of titles) {
    list.appendChild(el('h2', title.name));
    const ol = el('ol', null, {class: 'lessons'});
    for (const lesson of title.lessons) {
      const li = el('li');
      const a = el('a', lesson.name, {href: withLang('/learn/' + title.title + '/' + lesson.id),
                                      'data-lesson': title.title + '/' + lesson.id});
      li.appendChild(a);
      li.appendChild(el('span', ' (' + lesson.kind_name + ')', {class: 'small'}));
      if (solved.has(title.title + '/' + lesson.id)) li.appendChild(el('span', ' ✓ ' + words.solved, {class: 'solved'}));
      ol.appendChild(li);
    }
    list.appendChild(ol);
  }
  list.hidden = false;
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
    const titles = await api('/api/learn');
    const found = titles.find((t) => t.title === title);
    if (!found) return;
    const at = found.lessons.findIndex((l) => l.id === lesson);
    const next = found.lessons[at + 1];
    if (next) $('next-lesson').setAttribute('href', withLang('/learn/' + title + '/' + next.id));
  } catch (e) { /* the link stays on the list */ }
}

async function send(path, body) {
  if (busy) return;
  busy = true;
  try {
    render(await api(path, body));
    showError('');
  } catch (e) {
    showError(e.message);
  } finally {
    busy = false;
  }
}

function answer(option) {
  return send('/api/learn/s/' + encodeURIComponent(current.session) + '/answer', {option});
}

// Every page element standing for an option's target becomes clickable (and focusable): one
// option there answers at once; several (e.g. two tiles on one space) light their buttons up.
function markTargets(options) {
  const byTarget = new Map();
  for (const o of options) {
    if (!o.target) continue;
    if (!byTarget.has(o.target)) byTarget.set(o.target, []);
    byTarget.get(o.target).push(o);
  }
  for (const [target, found] of byTarget) {
    const nodes = [...document.querySelectorAll('[data-target="' + CSS.escape(target) + '"]')];
    for (const node of nodes) {
      node.classList.add('legal');
      // a tile is drawn over its space: only the topmost (the last drawn) takes the keyboard's focus
      if (node === nodes[nodes.length - 1]) node.setAttribute('tabindex', '0');
      node.setAttribute('role', 'button');
      node.setAttribute('aria-label', found.map((o) => o.label).join(' / '));
      const act = () => {
        if (found.length === 1) { answer(found[0].id); return; }
        for (const b of document.querySelectorAll('#options button')) {
          b.classList.toggle('picked', found.some((o) => o.id === b.dataset.option));
        }
        const first = document.querySelector('#options button.picked');
        if (first) first.focus();
      };
      node.addEventListener('click', act);
      node.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act(); } });
    }
  }
}

function render(view) {
  current = view;
  const words = view.messages || {};
  setWords(words);
  document.documentElement.lang = view.lang || 'en';
  if (!$('lang')) languageSwitch($('lang-box'), view.languages, view.lang, words.language);
  document.title = view.name + ' · brass';
  $('name').textContent = view.name;
  $('kind').textContent = view.title_name + ' · ' + view.kind_name;
  $('task').textContent = view.task;
  $('hint-box').hidden = !view.hint;
  $('hint').textContent = view.hint || '';
  document.body.dataset.stage = view.stage;
  document.body.dataset.solved = view.solved ? 'yes' : 'no';

  const ways = $('ways');
  clear(ways);
  $('ways-heading').hidden = view.ways.length === 0;
  for (const way of view.ways) ways.appendChild(el('li', way.name + (way.played ? ' ✓' : ''), {class: way.played ? 'played' : ''}));

  const feedback = $('feedback');
  clear(feedback);
  for (const line of view.feedback) feedback.appendChild(el('p', line, {class: 'feedback'}));

  $('prompt').textContent = view.prompt;
  $('click-map').hidden = view.stage !== 'choose';
  $('preview').hidden = view.preview === null;
  $('preview').textContent = view.preview || '';

  const options = $('options');
  clear(options);
  for (const o of view.options) {
    const b = el('button', o.label, {type: 'button', 'data-option': o.id, title: o.id});
    if (o.target) b.dataset.target = o.target;
    if (o.summary) b.appendChild(el('span', ' · ' + o.summary, {class: 'small'}));
    b.addEventListener('click', () => answer(o.id));
    options.appendChild(b);
  }

  const result = $('result');
  const checks = $('checks');
  clear(checks);
  for (const c of view.checks) checks.appendChild(el('li', c.line, {class: c.passed ? 'passed' : 'failed'}));
  $('checks-heading').hidden = view.checks.length === 0;
  $('explanation').textContent = view.explanation || '';
  $('why-heading').hidden = !view.explanation;
  drawComparison(view.comparison, words);
  result.hidden = view.checks.length === 0 && !view.explanation && !view.comparison;
  $('next-lesson').hidden = !view.solved;
  if (view.solved) markSolved(view.title, view.lesson);

  drawHand(view.me);
  drawPlayers(view.players, words);
  drawBoard($('board'), view.board);
  markTargets(view.options);
}

function drawComparison(comparison, words) {
  const box = $('comparison');
  clear(box);
  if (!comparison) return;
  box.appendChild(el('h2', words.compare));
  const table = el('table', null, {class: 'comparison'});
  const head = el('tr');
  head.appendChild(el('th', ''));
  for (const h of comparison.heads) head.appendChild(el('th', h));
  table.appendChild(head);
  for (const row of comparison.rows) {
    const tr = el('tr');
    row.forEach((cell, k) => tr.appendChild(el(k === 0 ? 'th' : 'td', cell)));
    table.appendChild(tr);
  }
  box.appendChild(table);
}

function drawHand(me) {
  const hand = $('hand');
  const mat = $('mat');
  clear(hand);
  clear(mat);
  if (!me) return;
  for (const card of me.hand) hand.appendChild(el('li', card.name, {'data-target': card.id}));
  for (const tile of me.mat) {
    mat.appendChild(el('li', tile.name + ': ' + tile.tile + ' · ' + tile.summary, {'data-target': 'tile:' + tile.industry}));
  }
}

function drawPlayers(players, words) {
  const table = $('players');
  clear(table);
  const head = el('tr');
  for (const w of ['players', 'money', 'income', 'vp', 'cards']) head.appendChild(el('th', words[w] || w));
  table.appendChild(head);
  for (const p of players) {
    const tr = el('tr');
    for (const v of [p.name, p.money, p.income, p.vp, p.hand_count]) tr.appendChild(el('td', v));
    table.appendChild(tr);
  }
}

$('restart').addEventListener('click', () => {
  if (current) send('/api/learn/s/' + encodeURIComponent(current.session) + '/restart', {});
});

async function main() {
  $('all-lessons').setAttribute('href', withLang('/learn'));
  const m = /^\/learn\/([^/]+)\/([^/]+)\/?$/.exec(location.pathname);
  try {
    if (m) await openLesson(decodeURIComponent(m[1]), decodeURIComponent(m[2]));
    else await showList();
  } catch (e) {
    showError(e.message);
  }
}

main();
