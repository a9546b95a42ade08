// boards/common.js — drawing shared by the boards: stacks of stones (Nim,
// subtraction games, staircase coins) and rows of cells (checkers, Northcott,
// Treblecross). Everything a user can click carries data-act (what it is),
// data-n (1-based cell or stone level, exact even past 2^53) and data-key (to
// keep keyboard focus across redraws); ui/events.js turns clicks, drags and
// keys on them into gestures for the board.

import { s } from '../kit/svg.js';
import { tr, register } from '../i18n/i18n.js';

// The words of these shared drawings in other languages; every board file
// that draws with them waits for them too (its own `words`).
export const words = register({ zh: () => import('./common.zh.js') });

export const CELL = 34;  // a row cell, in SVG units (1 unit = 1 CSS px at scale 1)
export const STONE = 23; // vertical step between stones in a stack

/** A heap size or level as a BigInt, from a body, a number or a BigInt. */
export const big = (v) => BigInt(v);
/** About how wide a board's words are drawn, in px, at a font size of px
 *  (a digit 0.58 of it, with a little room; a CJK character two digits), to
 *  size a board by its words. */
export const textWidth = (t, px) => [...t].reduce((n, ch) => n + (ch >= '\u2e80' ? 2 : 1), 0) * px * 0.58;

/** A heap's count of stones in words ("1 stone", "12 stones"), and the width
 *  of a column that shows it in full under its stack (12 px type; at least
 *  90, a stack's own width): a heap of 10^18 says so in either language. */
export function stoneCount(h) {
  const text = h === 1n ? tr('{n} stone', { n: h }) : tr('{n} stones', { n: h });
  return { text, width: Math.max(90, Math.ceil(textWidth(text, 12)) + 16) };
}

/** A stack's plate at x over base, its count of stones under it. */
export function plate(g, x, base, count) {
  g.append(s('ellipse', { cx: x, cy: base - 5, rx: 36, ry: 7, class: 'plate' }));
  g.append(s('text', { x, y: base + 15, class: 'count', 'text-anchor': 'middle', text: count }));
}

/** The levels of a heap of h (any size) drawn as a stack: all of them up to
 *  max, else the lowest and highest with a break between (gap: the slot of
 *  the break). Levels are BigInts; 0n marks the break. */
export function levels(h, max) {
  h = big(h);
  const m = BigInt(max);
  if (h <= m) return { shown: Array.from({ length: Number(h) }, (_, i) => BigInt(i + 1)), gap: -1 };
  const low = (m - 1n) / 2n;
  const high = m - 1n - low;
  const shown = [];
  for (let i = 1n; i <= low; i++) shown.push(i);
  shown.push(0n); // the break
  for (let i = h - high + 1n; i <= h; i++) shown.push(i);
  return { shown, gap: Number(low) };
}

/** An interactive group: focusable, announced as a button. */
export function act(parent, kind, n, key, label, extra = {}) {
  const g = s('g', { class: 'act', 'data-act': kind, 'data-n': n, 'data-key': key, role: 'button', tabindex: -1, 'aria-label': label, ...extra });
  parent.append(g);
  return g;
}

/**
 * A stack of stones standing on y = base, centred on x. opts: h (stones),
 * max (drawn one by one), room (levels to reserve, for a common height),
 * edit (draw a ghost stone above the top and hit slots for dragging),
 * kind ('stone'|'coin'), key (focus key prefix), name (words for labels),
 * take (level → 'take'|'take target'|undefined: marks), extra (attributes for each act),
 * verb (level, stones from it up → what a click does, for a game whose move is not a take),
 * wide (px the count of stones not drawn may take: a little more is squeezed in, more says only "more").
 * Returns {cell(level) → box}.
 */
export function stack(g, x, base, o) {
  const h = big(o.h);
  const { shown, gap } = levels(h, o.max);
  const boxes = new Map();
  const rx = o.rx ?? 25;
  const ry = o.ry ?? 10;
  const step = o.step ?? STONE;
  const y = (slot) => base - ry - 2 - slot * step;
  if (o.edit && h <= BigInt(o.max)) { // hit slots above the stack: click or drag to grow
    const n = Number(h);
    for (let lv = n + 1; lv <= Math.max(o.room, n + 1); lv++) {
      const ghost = lv === n + 1;
      const a = ghost
        ? act(g, o.kind, lv, `${o.key}-${lv}`, o.kind === 'coin' ? tr('{name}: add a coin (make it {n})', { name: o.name, n: lv }) : tr('{name}: add a stone (make it {n})', { name: o.name, n: lv }), { ...o.extra, class: 'act ghost' })
        : g.appendChild(s('g', { class: 'slot', 'data-act': o.kind, 'data-n': lv, 'aria-hidden': 'true', ...o.extra }));
      a.append(s('ellipse', { cx: x, cy: y(lv - 1), rx, ry, class: ghost ? 'stone ghost' : 'hit' }));
      boxes.set(String(lv), { x: x - rx, y: y(lv - 1) - ry, w: 2 * rx, h: 2 * ry });
    }
  }
  let right = x + rx; // how far right the stack's drawing reaches (its break's words may pass the stones)
  shown.forEach((lv, slot) => {
    if (slot === gap) { // the stones not drawn
      const all = tr('⋮ {n} more ⋮', { n: h - BigInt(shown.length) + 1n });
      const est = textWidth(all, 11);
      const fits = !o.wide || est <= 1.3 * o.wide;
      const squeezed = fits && o.wide && est > o.wide * 0.9;
      const t = g.appendChild(s('text', { x, y: y(slot) + 5, class: 'break', 'text-anchor': 'middle', text: fits ? all : tr('⋮ more ⋮'),
        ...(squeezed ? { textLength: o.wide, lengthAdjust: 'spacingAndGlyphs' } : {}) }));
      if (!fits) t.append(s('title', { text: all }));
      right = Math.max(right, x + (squeezed ? o.wide : textWidth(t.textContent, 11)) / 2);
      return;
    }
    const mark = o.take?.(lv);
    const n = h - lv + 1n;
    const coin = o.kind === 'coin';
    const verb = o.verb ? o.verb(lv, n) : !o.play ? (lv === h ? (coin ? tr('remove the top coin') : tr('remove the top stone')) : tr('make it {n}', { n: lv - 1n }))
      : coin ? (n > 1n ? tr('carry {n} coins down a stair', { n }) : tr('carry {n} coin down a stair', { n }))
      : n > 1n ? tr('take {n} stones', { n }) : tr('take {n} stone', { n });
    const label = coin ? tr('{name}, coin {lv} of {h}: {verb}', { name: o.name, lv, h, verb }) : tr('{name}, stone {lv} of {h}: {verb}', { name: o.name, lv, h, verb });
    const a = act(g, o.kind, lv, `${o.key}-${lv}`, label, { ...o.extra, 'data-drag': o.edit ? '' : null });
    a.append(s('ellipse', { cx: x, cy: y(slot) + 3, rx, ry, class: 'stone-shadow' }));
    a.append(s('ellipse', { cx: x, cy: y(slot), rx, ry, class: `stone ${o.kind}${mark ? ' ' + mark : ''}` }));
    boxes.set(String(lv), { x: x - rx, y: y(slot) - ry, w: 2 * rx, h: 2 * ry });
  });
  return { cell: (lv) => boxes.get(String(lv)) ?? null, levels: shown.filter((lv) => lv > 0n), top: y(Math.max(shown.length, 1) - 1) - ry, right };
}

/** Draws items 0..n-1 of a board, step(k, into) each appending to `into`:
 *  all at once, or — a large board on the page (view.later) — `per` of them
 *  now and the others `per` at a time in the frames that follow, so that no
 *  task of the page is long. Each batch has its own group, put in place at
 *  once: what the board draws after them stays on top. */
export function slices(v, g, n, per, step) {
  for (let k0 = 0; k0 < n; k0 += per) {
    const into = s('g');
    g.append(into);
    const run = () => { for (let k = k0; k < Math.min(n, k0 + per); k++) step(k, into); };
    if (k0 === 0 || !v.later) run();
    else v.later(run);
  }
}

/** The height a stack of `room` slots needs. */
export function stackHeight(room, step = STONE, ry = 10) {
  return room * step + 2 * ry + 6;
}

/**
 * A row of cells at (0, y). opts: cells (string), key, name, piece(ch, i, g,
 * cx, cy) draws what stands on cell i, label(i, ch) words for cell i, cls(i, ch)
 * extra classes, drag(ch) whether a piece can be dragged, view (on the page:
 * ROW_SLICE cells a frame).
 * Returns {cell(n) → box} with n 1-based.
 */
export function row(g, y, o) {
  const len = o.cells.length;
  slices(o.view ?? {}, g, len, ROW_SLICE, (i, into) => {
    const ch = o.cells[i];
    const x = i * CELL;
    const a = act(into, 'cell', i + 1, `${o.key}-${i + 1}`, o.label(i, ch), { 'data-drag': o.drag?.(ch) ? '' : null });
    a.append(s('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 4, class: `cell ${o.cls?.(i, ch) ?? ''}` }));
    o.piece(ch, i, a, x + CELL / 2, y + CELL / 2);
  });
  for (let i = 0; i < len; i++) // column numbers: 1, 5, 10, … and the last
    if (i === 0 || (i + 1) % 5 === 0 || i === len - 1)
      g.append(s('text', { x: i * CELL + CELL / 2, y: y + CELL + 13, class: 'colnum', 'text-anchor': 'middle', text: i + 1 }));
  return { cell: (n) => (n >= 1 && n <= len ? { x: (n - 1) * CELL, y, w: CELL, h: CELL } : null) };
}

export const ROW_SLICE = 50;

/** An arrow from box a to box b (move marks), bent over the row. */
export function arrow(g, a, b, cls = 'arrow') {
  const x1 = a.x + a.w / 2, x2 = b.x + b.w / 2;
  const y1 = a.y + 4, y2 = b.y + 4;
  const lift = Math.min(28, 8 + Math.abs(x2 - x1) / 6);
  const d = `M${x1},${y1} C${x1},${y1 - lift} ${x2},${y2 - lift} ${x2},${y2 - 2}`;
  g.append(s('path', { d, class: cls, 'marker-end': 'url(#arrowhead)' }));
}

/** The cells of a row string with the one at index i replaced. */
export function setCell(cells, i, ch) {
  return cells.slice(0, i) + ch + cells.slice(i + 1);
}

/** A whole number from a form field, or an error. Large ones (past 2^53)
 *  stay exact as text: {n} is a Number when safe, {text} always. `what`
 *  names the field in the page's language ("The width"). */
export function whole(v, lo, hi, what) {
  const t = String(v).trim();
  if (t === '') return { error: tr('{what} is empty: type a whole number', { what }) };
  if (!/^\d+$/.test(t)) return { error: tr('{what} must be a whole number', { what }) };
  const b = BigInt(t);
  if (b < BigInt(lo)) return { error: tr('{what} must be at least {lo}', { what, lo }) };
  if (b > BigInt(hi)) return { error: tr('{what} can be at most {hi} here', { what, hi }) };
  return { n: Number(b), text: b.toString() };
}

/** A random whole number in lo..hi. */
export function rnd(lo, hi) {
  return lo + Math.floor(Math.random() * (hi - lo + 1));
}
