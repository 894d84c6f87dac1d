// The start page: a new game (title, players, which seats are bots, the bot, variant, seed and
// language), the links of the game just made, the folder's games, and the lessons.

import {api, chosenLang, el, fill, languageSwitch, pageWords, rememberLang, showError, word} from "./common.js";

const $ = (id) => document.getElementById(id);
let lang = chosenLang();
let messages = {};
let titles = [];

function currentTitle() {
  return titles.find((t) => t.id === $("title").value) || titles[0];
}

function drawWords(page) {
  messages = (page && page.messages) || {};
  if (page && page.lang) {
    lang = page.lang;
    document.documentElement.lang = page.lang;
  }
  const m = messages;
  for (const [id, key] of [["new-heading", "new_game"], ["title-label", "title"], ["players-label", "player_count"],
    ["bots-label", "bots"], ["bot-label", "bot"], ["variant-label", "variant"], ["seed-label", "seed"],
    ["start", "start"], ["games-heading", "games"], ["lessons", "lessons"]]) {
    $(id).textContent = word(m, key);
  }
  fill($("lang-box"), languageSwitch(page && page.langs, lang, word(m, "language"), (chosen) => {
    lang = chosen;
    rememberLang(chosen);
    load();
  }));
}

function drawTitle() {
  const title = currentTitle();
  if (!title) return;
  const counts = title.counts || range(title.players[0], title.players[1]);
  const players = Number($("players").value) || counts[0];
  fill($("players"), counts.map((n) => el("option", {text: n, attrs: {value: n, selected: n === players}})));
  fill($("bot"), (title.bots || []).map((b) => el("option", {text: b, attrs: {value: b, selected: b === title.bot}})));
  fill($("variant"), el("option", {text: word(messages, "no_variant"), attrs: {value: ""}}),
    (title.variants || []).map((v) => el("option", {text: v.name, attrs: {value: v.id}})));
  drawSeats();
}

function drawSeats() {
  const count = Number($("players").value);
  // a seat keeps its box's state; a new seat is a bot's, but the first
  const before = new Map(Array.from(document.querySelectorAll("#seats input")).map((i) => [Number(i.value), i.checked]));
  fill($("seats"), range(0, count - 1).map((seat) => el("label", {class: "seat"},
    el("input", {attrs: {type: "checkbox", name: "bots", value: seat,
      checked: before.has(seat) ? before.get(seat) : seat > 0}}), ` ${seat + 1}`)));
}

function range(low, high) {
  const out = [];
  for (let n = low; n <= high; n += 1) out.push(n);
  return out;
}

async function create(event) {
  event.preventDefault();
  const seedText = $("seed").value.trim();
  const body = {
    title: $("title").value,
    players: Number($("players").value),
    bots: Array.from(document.querySelectorAll("#seats input:checked")).map((i) => Number(i.value)),
    bot: $("bot").value,
    variant: $("variant").value,
    lang: lang || "en",
  };
  if (seedText) body.seed = Number(seedText);
  const answer = await api("/api/games", {method: "POST", body, lang});
  if (!answer.ok) {
    showError(answer.data.error);
    return;
  }
  showError("");
  const base = window.location.origin;
  const links = Object.entries(answer.data.seats).map(([seatNo, path]) => el("li", {},
    el("a", {text: word(messages, "seat_link", {seat: Number(seatNo) + 1}), attrs: {href: path, "data-seat": seatNo}}),
    " ", el("code", {text: base + path})));
  links.push(el("li", {}, el("a", {text: word(messages, "watch"), attrs: {href: answer.data.watch, "data-watch": ""}})));
  fill($("links"), links);
  $("created").hidden = false;
  $("links").querySelector("a").focus();  // the keyboard goes on at the new game's first link
  listGames();
}

async function listGames() {
  const answer = await api("/api/games", {lang});
  if (!answer.ok) {
    showError(answer.data.error);
    return;
  }
  const names = Object.fromEntries(titles.map((t) => [t.id, t.name]));
  fill($("games"), answer.data.map((g) => el("li", {class: g.over ? "over" : ""},
    el("a", {text: g.game, attrs: {href: `/play/${encodeURIComponent(g.game)}`, "data-game": g.game}}),
    ` · ${names[g.title] || g.title} · ${word(messages, "game_players", {players: g.players})}`, g.over ? ` · ${word(messages, "over")}` : "", " · ",
    el("a", {text: word(messages, "replay"), attrs: {href: `/replay/${encodeURIComponent(g.game)}`,
      "data-replay": g.game}}))));
}

async function load() {
  const [page, answer] = await Promise.all([pageWords(lang), api("/api/titles", {lang})]);
  drawWords(page);
  if (!answer.ok) {
    showError(answer.data.error);
    return;
  }
  const chosen = $("title").value;
  titles = answer.data;
  fill($("title"), titles.map((t) => el("option", {text: t.name, attrs: {value: t.id, selected: t.id === chosen}})));
  drawTitle();
  listGames();
}

$("title").addEventListener("change", () => {
  $("players").value = "";
  drawTitle();
});
$("players").addEventListener("change", drawSeats);
$("new-game").addEventListener("submit", create);
if (lang) document.documentElement.lang = lang;
load();
