// teach/dom.js — DOM helpers for teach/. Elements come from the page's one
// builder (ui/svg.js: text always goes in as text nodes, never markup); this
// adds what teaching needs on top: downloads, copying, small form parts.

import { h, s, put } from '../ui/svg.js';

export { h, s, put };

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

/** A short live status line (role=status, read by screen readers). */
export function statusLine(cls = 'teach-status') {
  return h('p', { class: cls, role: 'status', 'aria-live': 'polite' });
}

/** A number input with a label. */
export function numberField(label, value, { min = 0, max, step = 1, name } = {}) {
  const input = h('input', { type: 'number', value, min, max, step, name, inputmode: 'numeric' });
  return { label: h('label', { class: 'teach-field' }, label, ' ', input), input };
}
