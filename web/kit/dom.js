// kit/dom.js — DOM helpers for the views: the teaching panel's, and the
// pattern and code views a rule's board shows too. Elements come from the
// page's one builder (kit/svg.js: text always goes in as text nodes, never
// markup); this adds what views need on top: downloads, copying, small form
// parts.

import { h, s, put, unbroken } from '../kit/svg.js';
import { onLang, sayMsg } from '../i18n/i18n.js';

export { h, s, put, unbroken };

/** A text node that shows fn() — words in the page's language — now and
 *  again after each change of language: for the words of a view's frame,
 *  built once (what a view draws from its state it draws again itself). */
export function said(fn) {
  const node = document.createTextNode('');
  const set = () => { node.data = fn(); };
  set();
  onLang(set);
  return node;
}

/** Sets el's attributes from {name: () => words} now and after each change
 *  of language; returns el. */
export function saidAttrs(el, attrs) {
  const set = () => { for (const [k, fn] of Object.entries(attrs)) el.setAttribute(k, fn()); };
  set();
  onLang(set);
  return el;
}

/** Offers data as a file download (no server involved). */
export function download(filename, data, type = 'text/plain') {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: filename, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Copies text to the clipboard; falls back to selecting a text field. */
export async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (field) {
      field.focus();
      field.select();
    }
    return false;
  }
}

/** A box that scrolls its content (a wide picture or table): the keyboard
 *  reaches it (tab stop; arrows scroll it), named for a screen reader. */
export function scrollBox(cls, label, ...kids) {
  return h('div', { class: cls, tabindex: 0, role: 'group', 'aria-label': label }, ...kids);
}

/** A short live status line (role=status, read by screen readers). Its
 *  words are given as a function, said again on a change of language:
 *  line.say(() => tr('…')) shows them, line.say(null) empties it. */
export function statusLine(cls = 'teach-status') {
  const line = h('p', { class: cls, role: 'status', 'aria-live': 'polite' });
  let words = null;
  const show = () => { const w = words ? words() : ''; put(line, Array.isArray(w) ? w : unbroken(w)); }; // (numbers kept whole)
  line.say = (fn) => { words = fn; show(); }; // fn gives text, or parts (withNodes)
  onLang(() => { if (words) show(); });
  return line;
}

/** An error in the page's language: the teaching views' own (words(), said
 *  when shown), the engine's (its message by id), else its text. */
export const errorText = (e) => (typeof e?.words === 'function' ? e.words() : sayMsg(e?.msg, e?.message ?? String(e)));

/** A sentence with elements in it: a template in the page's language (from
 *  tr() without the named parts' values) split at {name}, each part put in
 *  as given in `nodes` (an element, or text). Returns the list of parts. */
export function withNodes(template, nodes) {
  return template.split(/(\{[A-Za-z0-9_]+\})/).filter((x) => x !== '').map((x) => {
    const name = /^\{([A-Za-z0-9_]+)\}$/.exec(x)?.[1];
    return name && name in nodes ? nodes[name] : x;
  });
}

/** A number input with a label. */
export function numberField(label, value, { min = 0, max, step = 1, name } = {}) {
  const input = h('input', { type: 'number', value, min, max, step, name, inputmode: 'numeric' });
  return { label: h('label', { class: 'teach-field' }, label, ' ', input), input };
}
