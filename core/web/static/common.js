// What every page of `brass serve` shares: building DOM nodes (text always as textContent, so a
// player's name or a plugin's words can never become markup), the JSON API with the seat's
// headers, the page's words, and the language switch.

/** An element: `el("button", {class: "x", text: "Go", attrs: {"data-option": id}, on: {click: f}}, ...children)`. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.text !== undefined && props.text !== null) node.textContent = String(props.text);
  for (const [name, value] of Object.entries(props.attrs || {})) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(name, String(value));
  }
  for (const [name, handler] of Object.entries(props.on || {})) node.addEventListener(name, handler);
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** `text` with the five HTML specials escaped (for the rare place that needs markup as a string). */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"})[c]);
}

/** Empties `node` and puts `children` in it. */
export function fill(node, ...children) {
  node.replaceChildren();
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

/** A page word from the server's `messages`, its `{name}` placeholders filled in; "" when unknown. */
export function word(messages, key, params = {}) {
  const template = (messages && messages[key]) || "";
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * A JSON request: `{ok, status, data}`; `data` is the parsed answer (a JSON error has `error` and
 * `code`).  `seat`/`token` go as the X-Brass-* headers, never in the address.
 */
export async function api(path, {method = "GET", body = undefined, seat = null, token = null, lang = null} = {}) {
  const headers = {"Accept": "application/json"};
  if (seat !== null && seat !== undefined && token) {
    headers["X-Brass-Seat"] = String(seat);
    headers["X-Brass-Token"] = token;
  }
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const url = lang ? `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang)}` : path;
  let response;
  try {
    response = await fetch(url, {method, headers, body: body === undefined ? undefined : JSON.stringify(body),
                                 cache: "no-store", credentials: "same-origin", referrerPolicy: "no-referrer"});
  } catch (err) {
    return {ok: false, status: 0, data: {error: String(err && err.message ? err.message : err), code: "network"}};
  }
  let data = null;
  try {
    data = await response.json();
  } catch (err) {
    data = {error: `${response.status} ${response.statusText}`, code: "not_json"};
  }
  return {ok: response.ok, status: response.status, data};
}

const LANG_KEY = "brass.lang";
/** Each language's own name, for a server that does not name them. */
const OWN_NAMES = {en: "English", th: "ไทย"};

/** The language the address asks for (`?lang=th`, as the lesson pages and a shared link have it),
 * else the one chosen in this browser before, else "" (the server's). */
export function chosenLang() {
  const asked = new URLSearchParams(window.location.search).get("lang");
  if (asked) return asked;
  try {
    const saved = window.localStorage.getItem(LANG_KEY);
    if (saved) return saved;
  } catch (err) { /* storage may be off */ }
  return "";
}

/** Keeps `lang` for this browser's next pages (the page's `lang` follows when its words come). */
export function rememberLang(lang) {
  try { window.localStorage.setItem(LANG_KEY, lang); } catch (err) { /* storage may be off */ }
  const query = new URLSearchParams(window.location.search);
  if (query.has("lang")) {  // the address no longer decides: a reload keeps the choice
    query.delete("lang");
    const rest = query.toString();
    history.replaceState(history.state, "", window.location.pathname + (rest ? `?${rest}` : "") + window.location.hash);
  }
}

/** The languages on offer as `[{id, name}]`: the server's list, else English and Thai. */
export function languages(list) {
  if (Array.isArray(list) && list.length) return list.map((l) => ({id: l.id, name: l.name || OWN_NAMES[l.id] || l.id}));
  return Object.entries(OWN_NAMES).map(([id, name]) => ({id, name}));
}

/** A labelled `<select>` of the languages; `onChange(lang)` when the reader picks another. */
export function languageSwitch(list, current, label, onChange) {
  const select = el("select", {attrs: {id: "lang", "aria-label": label || null}},
    languages(list).map((l) => el("option", {text: l.name, attrs: {value: l.id, lang: l.id, selected: l.id === current}})));
  select.addEventListener("change", () => onChange(select.value));
  return el("label", {class: "lang-switch"}, el("span", {text: label}), select);
}

/** The page's words and languages (`GET /api/page`); null when the server has no such address. */
export async function pageWords(lang) {
  const answer = await api("/api/page", {lang});
  return answer.ok ? answer.data : null;
}

/** Shows `message` in the page's error box (role=alert), or clears it when empty. */
export function showError(message) {
  const box = document.getElementById("error");
  if (!box) return;
  box.textContent = message || "";
  box.hidden = !message;
}
