// What the lesson and replay pages share: the page's language (?lang=), JSON requests that turn
// an error answer into its message, elements built with textContent, and the board SVG from our
// server parsed as SVG (never as HTML) with anything active removed.

export const lang = new URLSearchParams(location.search).get('lang') || '';

export function withLang(path) {
  if (!lang) return path;
  return path + (path.includes('?') ? '&' : '?') + 'lang=' + encodeURIComponent(lang);
}

export async function api(path, body) {
  const options = body === undefined ? {} : {
    method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body),
  };
  const response = await fetch(withLang(path), options);
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok) {
    const error = new Error(data && data.error ? data.error : response.statusText);
    error.code = data && data.code;
    throw error;
  }
  return data;
}

export function el(tag, text, attrs) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  return node;
}

export function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

export function showError(message) {
  const box = document.getElementById('error');
  box.textContent = message || '';
  box.hidden = !message;
}

export function drawBoard(box, svgText) {
  clear(box);
  if (!svgText) return;
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const svg = doc.documentElement;
  if (svg.nodeName.toLowerCase() !== 'svg') return;
  for (const bad of svg.querySelectorAll('script, foreignObject')) bad.remove();
  box.appendChild(document.importNode(svg, true));
}

// The language switch: a choice of the installed languages; choosing one reloads the page in it
// (the address keeps ?lang=, so the choice survives reloads and goes with a shared link).
export function languageSwitch(box, languages, current, label) {
  clear(box);
  if (!languages || languages.length < 2) return;
  const select = el('select', null, {id: 'lang', 'aria-label': label || 'Language'});
  for (const code of languages) {
    const option = el('option', code, {value: code});
    if (code === current) option.selected = true;
    select.appendChild(option);
  }
  select.addEventListener('change', () => {
    const query = new URLSearchParams(location.search);
    query.set('lang', select.value);
    location.search = '?' + query.toString();
  });
  box.appendChild(el('label', label || '', {for: 'lang'}));
  box.appendChild(select);
}
