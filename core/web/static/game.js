// The game page: one seat's view (or the spectator's) of one game, kept current through the
// server's events.  The seat and its token come from the address's fragment (never sent to the
// server in an address) and go with every request as headers.

import {api, chosenLang, el, fill, languageSwitch, rememberLang, showError, word} from "./common.js";
import {drawBoard, targetsOf} from "./board.js";

const $ = (id) => document.getElementById(id);

const game = decodeURIComponent(window.location.pathname.split("/").filter(Boolean).pop() || "");
let seat = null;
let token = null;
let lang = chosenLang();
let view = null;
let hinted = null;
let busy = false;
let loading = null;
let reloadAgain = false;
let focusAfter = false;
let heard = 0;  // the newest version the events told of
let drawnSwitch = "";

function readFragment() {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const wanted = params.get("seat");
  seat = wanted !== null && /^\d{1,2}$/.test(wanted) ? Number(wanted) : null;
  token = params.get("t");
  if (seat === null || !token) {
    seat = null;
    token = null;
  }
}

function request(path, options = {}) {
  return api(`/api/g/${encodeURIComponent(game)}/${path}`, {...options, seat, token, lang: lang || null});
}

/** Fetches the view again (one request at a time; a change during it fetches once more). */
async function reload() {
  if (loading) {
    reloadAgain = true;
    return loading;
  }
  loading = (async () => {
    do {
      reloadAgain = false;
      const answer = await request("view");
      if (answer.ok) {
        show(answer.data);
      } else {
        showError(answer.data.error);
      }
    } while (reloadAgain);
  })();
  try {
    await loading;
  } finally {
    loading = null;
  }
}

/** Sends an answer (`move` with an option id, or `keep`/`undo`); the page shows what the server says. */
async function send(path, body) {
  if (busy || !view) return;
  busy = true;
  document.body.classList.add("busy");
  const answer = await request(path, {method: "POST", body: {...body, version: view.version}});
  busy = false;
  document.body.classList.remove("busy");
  if (answer.ok) {
    showError("");
    hinted = null;
    focusAfter = true;
    show(answer.data);
    return;
  }
  showError(answer.data.error);
  if (answer.status === 409 || answer.status === 403) await reload();
}

function chooseOption(id) {
  return send("move", {option: id});
}

/** A click on the board, a card or a tile: the option it answers, or (when several share it)
 * those options' buttons singled out for the reader to pick one. */
function chooseTarget(target, options) {
  if (options.length === 1) {
    chooseOption(options[0].id);
    return;
  }
  const ids = new Set(options.map((o) => o.id));
  let first = null;
  for (const button of $("options").querySelectorAll("button[data-option]")) {
    const match = ids.has(button.dataset.option);
    button.classList.toggle("candidate", match);
    if (match && !first) first = button;
  }
  if (first) {
    first.scrollIntoView({block: "nearest"});
    first.focus();
  }
}

async function askHint() {
  const answer = await request("hint");
  if (!answer.ok) {
    showError(answer.data.error);
    return;
  }
  const box = $("hint");
  box.textContent = answer.data.hint;
  box.hidden = false;
  hinted = answer.data.option;
  if (view) drawDecision(view);
}

// -- drawing -------------------------------------------------------------------------------------
function show(next) {
  // versions only grow: an answer overtaken by a newer view (a move's reply after the events'
  // reload) is old news, and a change heard of meanwhile is fetched
  if (view && next.version < view.version) return;
  if (heard > next.version) reload();
  const sameDecision = view && next.version === view.version;
  const place = focusedPlace();
  view = next;
  if (next.lang) {
    lang = next.lang;
    document.documentElement.lang = next.lang;
    document.body.dataset.lang = next.lang;
  }
  if (!sameDecision) {
    $("hint").hidden = true;
    hinted = null;
  }
  const m = next.messages || {};
  const stage = next.over ? "over" : next.confirm ? "confirm" : next.decision && next.decision.mine ? "mine" : "waiting";
  document.body.dataset.stage = stage;
  document.body.dataset.version = String(next.version);
  document.title = next.title_name || next.title || "brass";
  $("heading").textContent = [next.title_name || next.title, next.era].filter(Boolean).join(" · ");
  $("round").textContent = next.over ? "" : word(m, "round", {round: next.round});
  const me = next.seat === null || next.seat === undefined ? null : next.players[next.seat];
  $("who").textContent = me ? me.name : word(m, "spectator");
  const switchKey = JSON.stringify([next.langs, next.lang, word(m, "language")]);
  if (switchKey !== drawnSwitch) {  // drawn again only when it changes (a refresh keeps its focus)
    drawnSwitch = switchKey;
    fill($("lang-box"), languageSwitch(next.langs, next.lang, word(m, "language"), (chosen) => {
      lang = chosen;
      rememberLang(chosen);
      reload();
    }));
  }
  drawDecision(next);
  drawRanking(next);
  drawHand(next);
  drawMat(next);
  drawPlayers(next);
  drawLog(next);
  drawRules(next);
  if (focusAfter) {
    focusAfter = false;
    const first = $("options").querySelector("button");
    if (first) first.focus({preventScroll: true});
  }
  refocus(place, stage);
}

/** Where the keyboard focus is, when it is on something a redraw replaces (an option, a map
 * target, a card or a tile): that box and the element's option or target. */
function focusedPlace() {
  const active = document.activeElement;
  if (!active || active === document.body || !active.closest) return null;
  const box = active.closest("#options, #board, #hand, #mat");
  if (!box) return null;
  return {box: box.id, option: active.dataset.option || null, target: active.dataset.target || null};
}

/** After a redraw: the focus a redraw took away goes back to the same option or target, else to
 * the first option when the decision is the reader's (a live update, or the bot's turn ending,
 * leaves a keyboard reader where they were, or at their new decision); focus elsewhere stays. */
function refocus(place, stage) {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  let found = null;
  if (place && (place.option || place.target)) {
    const key = place.option ? `[data-option="${CSS.escape(place.option)}"]` : `[data-target="${CSS.escape(place.target)}"]`;
    found = $(place.box).querySelector(place.box === "board" ? `${key}.legal` : key);
  }
  if (!found && (place || stage === "mine" || stage === "confirm")) found = $("options").querySelector("button");
  if (found) found.focus({preventScroll: true});
}

function drawDecision(v) {
  const m = v.messages || {};
  const decision = v.decision;
  const mine = Boolean(decision && decision.mine);
  const options = mine ? decision.options : [];
  const targets = targetsOf(options);
  drawBoard($("board"), v.board, targets, chooseTarget, hinted);
  $("decision").classList.toggle("mine", mine || Boolean(v.confirm));
  $("decision").hidden = v.over && !decision;  // the ranking says it is over
  $("prompt").textContent = decision ? decision.prompt : (v.over ? word(m, "over") : "");
  fill($("notes"), (mine && decision.notes ? decision.notes : []).map((n) => el("li", {text: n})));
  const buttons = [];
  if (v.confirm) {
    $("preview").textContent = v.confirm.preview || "";
    $("preview-box").hidden = !v.confirm.preview;
    for (const option of v.confirm.options) {
      buttons.push(el("button", {class: `answer ${option.id}`, text: option.label || option.id, attrs: {
        type: "button", "data-option": option.id, "data-confirm": option.id,
      }, on: {click: () => send(option.id, {})}}));
    }
  } else {
    $("preview").textContent = "";
    $("preview-box").hidden = true;
    for (const option of options) {
      const classes = ["answer"];
      if (option.target) classes.push("has-target");
      if (hinted === option.id) classes.push("hinted");
      buttons.push(el("button", {class: classes.join(" "), attrs: {
        type: "button", "data-option": option.id, "data-target": option.target || null,
      }, on: {click: () => chooseOption(option.id)}},
        el("span", {class: "label", text: option.label}),
        option.summary ? el("span", {class: "summary", text: option.summary}) : null));
    }
  }
  fill($("options"), buttons);
  const hint = $("hint-button");
  hint.textContent = word(m, "hint");
  hint.hidden = !(mine || v.confirm) || v.over;
}

function drawRanking(v) {
  const m = v.messages || {};
  $("ranking-box").hidden = !v.over || !v.ranking;
  if (!v.ranking) return;
  $("ranking-heading").textContent = `${word(m, "over")} — ${word(m, "ranking")}`;
  fill($("ranking"), v.ranking.map((r) => el("li", {attrs: {"data-seat": r.seat, value: r.place}},
    el("span", {class: "name", text: r.name}), " ", el("span", {class: "vp", text: `${r.vp} ${word(m, "vp")}`}))));
}

function answerFor(v, target) {
  const decision = v.decision;
  if (!decision || !decision.mine) return [];
  return decision.options.filter((o) => o.target === target);
}

/** A card in hand or a tile of the mat: a button answering the options that point at it, else
 * plain text. */
function pickable(v, tag, cls, data, target, children) {
  const options = answerFor(v, target);
  if (!options.length) return el(tag, {class: cls, attrs: data}, children);
  return el("button", {class: `${cls} legal`, attrs: {...data, type: "button", "data-target": target,
    title: options.map((o) => o.label).join("\n")}, on: {click: () => chooseTarget(target, options)}}, children);
}

function drawHand(v) {
  const m = v.messages || {};
  const me = v.me;
  $("hand-box").hidden = !me;
  if (!me) return;
  $("hand-heading").textContent = word(m, "hand");
  fill($("hand"), me.hand.map((card) => pickable(v, "span", "card", {"data-card": card.id}, card.id, card.name)));
  fill($("hand-lines"), (me.hand_lines || []).map((line) => el("li", {text: line})));
}

function drawMat(v) {
  const m = v.messages || {};
  const me = v.me;
  $("mat-box").hidden = !me;
  if (!me) return;
  $("mat-heading").textContent = word(m, "mat");
  fill($("mat"), me.mat.map((tile) => pickable(v, "div", "tile", {"data-industry": tile.industry},
    `tile:${tile.industry}`, [el("span", {class: "tile-name", text: tile.tile}),
      el("span", {class: "left", text: `×${tile.left}`}),
      tile.summary ? el("span", {class: "summary", text: tile.summary}) : null])));
}

function drawPlayers(v) {
  const m = v.messages || {};
  $("players-heading").textContent = word(m, "players");
  const head = el("tr", {}, ["players", "money", "income", "vp", "spent", "cards", "links"].map(
    (key) => el("th", {text: word(m, key), attrs: {scope: "col"}})));
  const deciding = v.decision ? v.decision.player : null;
  const rows = v.players.map((p) => {
    const links = linksLeft(p.links || {});
    const classes = [p.seat === v.seat ? "me" : "", p.seat === deciding ? "acting" : ""].filter(Boolean).join(" ");
    return el("tr", {class: classes, attrs: {"data-seat": p.seat}},
      el("th", {attrs: {scope: "row"}}, el("span", {class: `swatch seat-${p.seat}`}), " ", p.name,
        p.bot ? el("span", {class: "bot", text: ` (${word(m, "bot")}${p.bot_name ? ": " + p.bot_name : ""})`}) : null),
      el("td", {text: p.money_text || p.money}), el("td", {text: p.income}), el("td", {text: p.vp}),
      el("td", {text: p.spent}), el("td", {text: p.hand_count}), el("td", {text: links}));
  });
  fill($("players"), el("thead", {}, head), el("tbody", {}, rows));
}

/** The links a player has left: a number, or per kind by the board's letter for it (the first
 * letter of the kind, as the board's legend says), e.g. "8 L · 3 H · 1 P". */
function linksLeft(links) {
  const kinds = Object.entries(links);
  if (kinds.length === 1) return String(kinds[0][1]);
  const byMark = new Map();
  for (const [kind, count] of kinds) {
    const mark = kind.slice(0, 1).toUpperCase();
    byMark.set(mark, (byMark.get(mark) || 0) + count);
  }
  return Array.from(byMark, ([mark, count]) => `${count} ${mark}`).join(" · ");
}

function drawLog(v) {
  const m = v.messages || {};
  const lines = v.log || [];
  $("log-heading").textContent = word(m, v.seat === null || v.seat === undefined ? "log_recent" : "log");
  $("log-box").hidden = lines.length === 0;  // no empty box under a heading
  fill($("log"), lines.map((line) => el("li", {text: line})));
}

function drawRules(v) {
  const m = v.messages || {};
  const rules = v.rules;
  $("rules-box").hidden = !rules;
  if (!rules) return;
  $("rules-heading").textContent = [word(m, "rules"), rules.title].filter(Boolean).join(": ");
  fill($("rules"), String(rules.text || "").split(/\n\s*\n/).map((para) => el("p", {text: para})));
}

// -- start ---------------------------------------------------------------------------------------
function listen() {
  if (!window.EventSource) return;
  const source = new EventSource(`/api/g/${encodeURIComponent(game)}/events`);
  source.addEventListener("changed", (event) => {
    let version = null;
    try {
      version = JSON.parse(event.data).version;
    } catch (err) {
      return;
    }
    heard = Math.max(heard, Number(version) || 0);
    if (!view || version !== view.version) reload();
  });
}

function start() {
  readFragment();
  if (lang) document.documentElement.lang = lang;
  $("hint-button").addEventListener("click", askHint);
  window.addEventListener("hashchange", () => {
    readFragment();
    reload();
  });
  reload();
  listen();
}

start();
