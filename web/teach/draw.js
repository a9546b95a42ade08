// teach/draw.js — a compact diagram of one component (row of cells, heap of
// stones or staircase) with a note's marks and brackets drawn on it. Used by
// the "why Nim" panel, the quiz and classroom mode; the page's own boards
// (web/boards/) stay the place where positions are edited.

import { s } from './dom.js';

const C = 30;          // cell size
const STONES = 40;     // stones drawn one by one; more are summarised
const PAD = 10;

/** An <svg> for component c; `note` (from notes.js) optional. */
export function diagram(c, note = null, { title } = {}) {
  const body = c.text.slice(c.text.indexOf(':') + 1);
  let g;
  if (c.game === 'nim' || c.game === 'sub') g = heap(Number(body), note);
  else if (c.game === 'staircase') g = stairs(body.split('/').map(Number), note);
  else g = row(c.game, body, note);
  const svg = s('svg', {
    viewBox: `0 0 ${g.w} ${g.h}`, class: `teach-diagram game-${c.game}`, role: 'img',
    'aria-label': title ?? `${c.text}${c.sg != null ? `, SG ${c.sg}` : ''}`,
  }, g.node);
  svg.style.setProperty('--w', g.w); // natural width: CSS scales from it
  return svg;
}

function marksBy(note) {
  const m = new Map();
  for (const x of note?.marks ?? []) m.set(x.i, x);
  return m;
}

function brackets(spans, x0, unit, y) {
  const out = [];
  for (const sp of spans) {
    const a = x0 + (sp.from - 1) * unit + 3, b = x0 + sp.to * unit - 3;
    if (sp.empty) {
      out.push(s('text', { class: `bracket-label ${sp.cls}`, x: x0 + (sp.from - 1) * unit, y: y + 16, 'text-anchor': 'middle' }, sp.label));
      continue;
    }
    out.push(s('path', { class: `bracket ${sp.cls}`, d: `M${a},${y} v6 H${b} v-6` }),
      s('text', { class: `bracket-label ${sp.cls}`, x: (a + b) / 2, y: y + 20, 'text-anchor': 'middle' }, sp.label));
  }
  return out;
}

function row(game, cells, note) {
  const marks = marksBy(note);
  const w = cells.length * C + 2 * PAD, hasSpans = (note?.spans ?? []).length > 0;
  const h = C + 2 * PAD + (hasSpans ? 30 : 0) + 14;
  const g = s('g');
  for (let i = 0; i < cells.length; i++) {
    const x = PAD + i * C, y = PAD;
    const mk = marks.get(i + 1);
    g.append(s('rect', { class: `cell${mk ? ` ${mk.cls}` : ''}`, x, y, width: C, height: C }));
    const ch = cells[i], cx = x + C / 2, cy = y + C / 2;
    if (game === 'checkers' && ch === 'o') g.append(s('circle', { class: 'piece', cx, cy, r: C * 0.34 }));
    if (game === 'northcott' && ch !== '.') g.append(s('circle', { class: ch === 'B' ? 'piece black' : 'piece white', cx, cy, r: C * 0.34 }));
    if (game === 'treblecross' && ch === 'X') g.append(s('text', { class: 'x', x: cx, y: cy + 8, 'text-anchor': 'middle' }, 'X'));
    if (game === 'octal' && ch === 'o') // a pin: head and body
      g.append(s('circle', { class: 'piece white', cx, cy: cy - 7, r: C * 0.13 }), s('ellipse', { class: 'piece white', cx, cy: cy + 5, rx: C * 0.19, ry: C * 0.24 }));
    if (mk?.sym) g.append(s('text', { class: `sym ${mk.cls}`, x: cx, y: cy + 6, 'text-anchor': 'middle' }, mk.sym));
    if (cells.length <= 40 && (i === 0 || (i + 1) % 5 === 0))
      g.append(s('text', { class: 'cellno', x: cx, y: y + C + 11, 'text-anchor': 'middle' }, i + 1));
  }
  g.append(...brackets(note?.spans ?? [], PAD, C, PAD + C + 16));
  return { node: g, w, h };
}

function heap(n, note) {
  const shown = Math.min(n, STONES);
  const r = C * 0.38;
  const w = Math.max(shown, 1) * C + 2 * PAD + (n > STONES ? 70 : 0);
  const h = C + 2 * PAD + ((note?.spans ?? []).length ? 36 : 4);
  const g = s('g');
  const cls = new Array(n + 1).fill('');
  for (const sp of note?.spans ?? []) for (let i = sp.from; i <= Math.min(sp.to, shown); i++) cls[i] = sp.cls;
  for (let i = 1; i <= shown; i++)
    g.append(s('circle', { class: `stone ${cls[i]}`, cx: PAD + (i - 0.5) * C, cy: PAD + C / 2, r }));
  if (n === 0) g.append(s('text', { class: 'cellno', x: PAD + C / 2, y: PAD + C / 2 + 4, 'text-anchor': 'middle' }, 'empty'));
  if (n > STONES) g.append(s('text', { class: 'more', x: PAD + shown * C + 8, y: PAD + C / 2 + 5 }, `… ${n}`));
  const spans = (note?.spans ?? []).filter((sp) => sp.from <= shown).map((sp) => ({ ...sp, to: Math.min(sp.to, shown) }));
  g.append(...brackets(spans, PAD, C, PAD + C + 6));
  return { node: g, w, h };
}

function stairs(coins, note) {
  const marks = marksBy(note);
  const k = coins.length, sw = 54, rise = 16;
  const w = k * sw + 2 * PAD, h = k * rise + 76;
  const base = h - 22;
  const g = s('g');
  for (let i = 0; i < k; i++) {
    const x = PAD + i * sw, top = base - (i + 1) * rise;
    const mk = marks.get(i + 1);
    g.append(s('rect', { class: `stair${mk ? ` ${mk.cls}` : ''}`, x, y: top, width: sw, height: base - top }));
    const n = coins[i];
    for (let j = 0; j < Math.min(n, 4); j++)
      g.append(s('circle', { class: 'coin', cx: x + 12 + j * 10, cy: top - 9, r: 7 }));
    g.append(s('text', { class: 'coin-count', x: x + sw / 2, y: top - 22, 'text-anchor': 'middle' }, n),
      s('text', { class: 'cellno', x: x + sw / 2, y: base + 14, 'text-anchor': 'middle' }, `stair ${i + 1}`));
  }
  return { node: g, w, h };
}
