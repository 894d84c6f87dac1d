// The board: the server's SVG put in the page as nodes, every element whose `data-target` is a
// target of the pending decision marked `legal`, clickable and reachable with the keyboard.
// Shared by the game page and the lessons page.

const SVG_NS = "http://www.w3.org/2000/svg";

/** The server's SVG text as a node of this document, with anything that could run removed. */
export function svgNode(text) {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || doc.getElementsByTagName("parsererror").length) return null;
  for (const node of Array.from(root.querySelectorAll("script, foreignObject"))) node.remove();
  for (const node of [root, ...root.querySelectorAll("*")]) {
    for (const attr of Array.from(node.attributes)) {
      const value = attr.value.trim().toLowerCase();
      if (attr.name.toLowerCase().startsWith("on") || value.startsWith("javascript:")) node.removeAttribute(attr.name);
    }
  }
  const svg = document.importNode(root, true);
  svg.setAttribute("role", "img");
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  return svg;
}

/**
 * Draws `svgText` in `container`; `targets` maps a target string (`space:dudley/1`) to the
 * options it answers (`[{id, label}]`).  Those elements get the class `legal`, a tab stop, the
 * role of a button and the options' labels as their name; `choose(target, options)` runs on a
 * click, Enter or Space.  `hinted` (an option id or null) is marked `hinted` too.
 */
export function drawBoard(container, svgText, targets, choose, hinted = null) {
  container.replaceChildren();
  if (!svgText) return null;
  const svg = svgNode(svgText);
  if (!svg) return null;
  for (const node of svg.querySelectorAll("[data-target]")) {
    const target = node.getAttribute("data-target");
    const options = targets.get(target);
    if (!options) continue;
    node.classList.add("legal");
    if (hinted && options.some((o) => o.id === hinted)) node.classList.add("hinted");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", options.map((o) => o.label).join(" / "));
    const title = document.createElementNS(SVG_NS, "title");
    title.textContent = options.map((o) => o.label).join("\n");
    node.prepend(title);
    node.addEventListener("click", (event) => {
      event.stopPropagation();
      choose(target, options);
    });
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " " || event.key === "Spacebar") {
        event.preventDefault();
        event.stopPropagation();
        choose(target, options);
      }
    });
  }
  container.append(svg);
  return svg;
}

/** The options of a decision grouped by their target (options without one are left out). */
export function targetsOf(options) {
  const found = new Map();
  for (const option of options || []) {
    if (!option.target) continue;
    if (!found.has(option.target)) found.set(option.target, []);
    found.get(option.target).push(option);
  }
  return found;
}
