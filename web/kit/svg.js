// kit/svg.js — the one place SVG and HTML elements are made. Text always goes
// in through textContent, so text from a URL can never become markup.

const NS = 'http://www.w3.org/2000/svg';

function fill(node, attrs, kids) {
  if (attrs) {
    for (const k in attrs) { // (a plain loop: boards make thousands of elements in a frame)
      const v = attrs[k];
      if (v === undefined || v === null || v === false) continue;
      if (k === 'text') node.textContent = String(v);
      else if (typeof v === 'function' && k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? '' : String(v));
    }
  }
  add(node, kids);
  return node;
}

/** Appends children: elements, text, nested lists of them (skipping null). */
function add(node, kids) {
  for (const c of kids) {
    if (c === undefined || c === null || c === false) continue;
    if (Array.isArray(c)) add(node, c);
    else node.append(typeof c === 'object' ? c : document.createTextNode(String(c)));
  }
}

/** An SVG element: s('circle', {cx: 3, r: 2}, ...children). */
export function s(tag, attrs, ...kids) {
  return fill(document.createElementNS(NS, tag), attrs, kids);
}

/** An HTML element: h('button', {class: 'x', onclick: f}, 'label'). */
export function h(tag, attrs, ...kids) {
  return fill(document.createElement(tag), attrs, kids);
}

/** Text with its numbers whole (span.whole), a break (wbr) after "/+,:"
 *  between parts; one of many parts (60 heaps) stays plain, for speed. */
export function unbroken(text) {
  const parts = String(text).split(/(\d{2,}|[/+,:](?=\S))/);
  return parts.length > 49 ? [text] : parts.map((p, i) => (i % 2 ? (p[1] ? h('span', { class: 'whole', text: p }) : [p, h('wbr')]) : p));
}

/** Replaces node's children. */
export function put(node, ...kids) {
  node.replaceChildren();
  return fill(node, null, kids);
}
