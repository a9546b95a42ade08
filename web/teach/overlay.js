// teach/overlay.js — draws a component's "why Nim" note (notes.js) over the
// page's own board, through the board geometry the page hands out
// (board.overlay, board.cell(n): a row cell, a heap's stone, a stair;
// board.edge(e) and board.vertex(v): an edge's path and a vertex of a
// picture, for the unit 'edge').
// The board grows a little (its viewBox) to make room for brackets.

import { s } from '../kit/dom.js';
import { tr } from '../i18n/i18n.js';
import { textWidth } from '../boards/common.js';

const ROOM = 30; // extra SVG units under a row or right of a heap

/** Draws note on board (as given to the page's addOverlay callback). */
export function drawNote(board, note) {
  if (!note) return;
  const g = s('g', { class: 'teach-overlay', 'data-teach': 'why', 'aria-hidden': 'true' });
  board.overlay.append(g);
  if (note.unit === 'stone') stones(board, note, g);
  else if (note.unit === 'stair') stairs(board, note, g);
  else if (note.unit === 'edge') edges(board, note, g);
  else cells(board, note, g);
}

function grow(board, dw, dh) {
  const w = board.width + dw, h = board.height + dh;
  board.svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  board.svg.setAttribute('width', w);
  board.svg.setAttribute('height', h);
  board.svg.style.setProperty('--w', w);
  board.svg.closest('.comp')?.style.setProperty('--board-w', w); // a card sized to its board grows with it
}

function cells(board, note, g) {
  let bottom = 0;
  for (const m of note.marks) {
    const b = board.cell(m.i);
    if (!b) continue;
    g.append(s('rect', { class: `t-mark ${m.cls}`, x: b.x + 2, y: b.y + 2, width: b.w - 4, height: b.h - 4, rx: 4 }));
    if (m.sym) g.append(s('text', { class: `t-sym ${m.cls}`, x: b.x + b.w / 2, y: b.y + b.h / 2 + 6, 'text-anchor': 'middle' }, m.sym));
  }
  const first = board.cell(1);
  if (!first) return;
  bottom = Math.max(first.y + first.h + 18, board.height + 2); // under the column numbers and whatever else the board drew below the row (a take-and-break row's move chips)
  if (!note.spans.length) return;
  grow(board, 0, ROOM);
  for (const sp of note.spans) {
    const a = board.cell(sp.from), z = board.cell(sp.to);
    if (!a || !z) continue;
    const x1 = a.x + 4, x2 = z.x + z.w - 4;
    const label = (textWidth(sp.label, 12.5) <= x2 - x1 + 16 ? sp.label : sp.short) ?? sp.label;
    if (!sp.empty) g.append(s('path', { class: `t-bracket ${sp.cls}`, d: `M${x1},${bottom} v6 H${x2} v-6` }));
    const half = textWidth(label, 12.5) / 2, mid = sp.empty ? a.x : (x1 + x2) / 2;
    const x = Math.max(half + 1, Math.min(board.width - half - 1, mid)); // kept on the board at either end of the row
    g.append(s('text', { class: `t-label ${sp.cls}`, x, y: bottom + 21, 'text-anchor': 'middle' }, label));
  }
}

function stones(board, note, g) {
  if (!note.spans.length) return;
  const brackets = [];
  for (const sp of note.spans) {
    // Only the stones drawn: a tall heap has a break.
    let lo = null, hi = null, drawn = 0n, first = 0n, last = 0n;
    const from = BigInt(sp.from), to = BigInt(sp.to);
    for (const lv of board.levels ?? []) {
      const b = lv >= from && lv <= to ? board.cell(lv) : null;
      if (!b) continue;
      if (!lo) first = lv;
      lo ??= b;
      hi = b;
      last = lv;
      drawn++;
    }
    if (!lo) continue;
    // a bracket over the break passes right of its words ("⋮ 999… more ⋮")
    const across = drawn < last - first + 1n;
    brackets.push({ sp, lo, hi, x: Math.max(lo.x + lo.w, across ? board.right ?? 0 : 0) + 6 });
  }
  // room right of the heaps for the brackets and their labels (bold 12 units: a bold figure is
  // about a sixth wider than textWidth's), to the end of the labels of brackets moved right
  const wide = (sp) => textWidth(sp.short ?? sp.label, 12.5);
  grow(board, Math.max(70, ...note.spans.map((sp) => 22 + wide(sp)), ...brackets.map((b) => b.x + 16 + 1.2 * wide(b.sp) - board.width)), 0);
  for (const { sp, lo, hi, x } of brackets) {
    const yb = lo.y + lo.h, yt = hi.y; // stone 1 is lowest
    g.append(s('path', { class: `t-bracket ${sp.cls}`, d: `M${x},${yb} h6 V${yt} h-6` }),
      s('text', { class: `t-label ${sp.cls}`, x: x + 10, y: (yb + yt) / 2 + 4 }, sp.short ?? sp.label));
  }
}

function stairs(board, note, g) {
  for (const m of note.marks) {
    const b = board.cell(m.i);
    if (!b) continue;
    g.append(s('rect', { class: `t-mark ${m.cls}`, x: b.x + 2, y: b.y + 2, width: b.w - 4, height: Math.max(0, b.h - 4), rx: 3 }));
    if (m.cls === 'odd') g.append(s('text', { class: 't-label odd', x: b.x + b.w / 2, y: b.y + b.h - 6, 'text-anchor': 'middle' }, tr('odd')));
  }
}

/* A picture's edges (a board with unit 'edge'): marks are {e, cls, label} — the edge drawn
** over in its class, the label on it; verts {v, cls} ring vertices; ground
** a label on the ground line. */
function edges(board, note, g) {
  if (!board.edge) return;
  for (const m of note.marks) {
    const e = board.edge(m.e);
    if (e) g.append(s('path', { class: `t-edge ${m.cls}`, d: e.d, 'data-edge': m.e }));
  }
  for (const m of note.verts ?? []) {
    const p = board.vertex?.(m.v);
    if (p) g.append(s('circle', { class: `t-vertex ${m.cls}`, cx: p.x, cy: p.y, r: 9, 'data-vertex': m.v }));
  }
  for (const m of note.marks) {
    const e = board.edge(m.e);
    if (!e || !m.label) continue;
    const w = textWidth(m.label, 12) + 8;
    g.append(s('rect', { class: `t-tag ${m.cls}`, x: e.mx - w / 2, y: e.my - 8, width: w, height: 16, rx: 8 }),
      s('text', { class: `t-label ${m.cls}`, x: e.mx, y: e.my + 4, 'text-anchor': 'middle', 'data-edge': m.e }, m.label));
  }
  if (note.ground && board.ground !== undefined) {
    const w = 7 * note.ground.length + 12;
    const x = board.width - w - 4;
    g.append(s('rect', { class: 't-tag heap', x, y: board.ground + 3, width: w, height: 17, rx: 8 }),
      s('text', { class: 't-label heap', x: x + w / 2, y: board.ground + 15.5, 'text-anchor': 'middle', 'data-ground': '' }, note.ground));
  }
}
