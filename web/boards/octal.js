// boards/octal.js — octal games on a row of pins: Kayles (0.77), Dawson's
// Kayles (0.07), Dawson's chess (0.137) and any code 0.d1d2…. Each run of
// standing pins is a heap; a move knocks down k adjacent pins of one run,
// where digit d_k allows: 1 the whole run, 2 from an end of a longer run,
// 4 from the middle (pins left on both sides), added up.
// Edit: click a place to stand or knock a pin; drag to do a stretch at once;
// the code and the width are fields.
// Play: click a pin to knock it down alone (when the code allows it there);
// drag across adjacent pins, or click one end and then the other, to knock
// down a block.

import { s } from '../ui/svg.js';
import { CELL, row, whole, rnd } from './common.js';

export const NAMES = { '0.77': 'Kayles', '0.07': "Dawson's Kayles", '0.137': "Dawson's chess", '0.6': 'Officers' };
export const MAX_DIGITS = 16; // the engine's limit (info().limits.octal_digits) when it is not at hand

/** The digits d1, d2, … of a code "0.137" (or ".137"). */
export function digits(code) {
  return [...String(code).slice(String(code).indexOf('.') + 1)].map(Number);
}

/** "Kayles (0.77)", or "octal 0.156" for a code without a name. */
export function title(code) {
  return NAMES[code] ? `${NAMES[code]} (${code})` : `octal ${code}`;
}

/** Whether digit d allows a block that leaves a and b pins beside it. */
export function allowed(d, a, b) {
  const need = a === 0 && b === 0 ? 1 : a === 0 || b === 0 ? 2 : 4;
  return (d & need) !== 0;
}

/** Runs of standing pins: [{start (0-based), len}]. */
export function runsOf(cells) {
  const out = [];
  for (let i = 0; i < cells.length;) {
    if (cells[i] !== 'o') { i++; continue; }
    let j = i;
    while (j < cells.length && cells[j] === 'o') j++;
    out.push({ start: i, len: j - i });
    i = j;
  }
  return out;
}

/** Every legal block: [{from, to, k}] with 1-based cells, as the engine lists them. */
export function blocks(code, cells) {
  const d = digits(code);
  const out = [];
  for (const { start, len } of runsOf(cells))
    for (let i = 0; i < len; i++)
      for (let k = 1; k <= d.length && i + k <= len; k++)
        if (d[k - 1] && allowed(d[k - 1], i, len - i - k)) out.push({ from: start + i + 1, to: start + i + k, k });
  return out;
}

const PLACES = { 1: 'as a whole run', 2: 'from an end of a longer run', 4: 'from the middle (pins left on both sides)' };

/** What digit d allows, in words: "2 adjacent pins anywhere". */
function digitWords(k, d) {
  const what = k === 1 ? '1 pin' : `${k} adjacent pins`;
  if (d === 7) return `${what} anywhere`;
  if (d === 6) return `${what} from a longer run`;
  return `${what} ${[1, 2, 4].filter((b) => d & b).map((b) => PLACES[b]).join(' or ')}`;
}

/** The rule of a code in words: "0.07 (Dawson's Kayles): a move knocks down 2 adjacent pins anywhere." */
export function ruleWords(code) {
  const parts = digits(code).map((d, i) => (d ? digitWords(i + 1, d) : null)).filter(Boolean);
  return `${title(code)}: a move knocks down ${parts.join('; or ')}.`;
}

/** Checks a typed code: {code} in canonical form, or {error}. */
export function readCode(text, maxDigits = MAX_DIGITS) {
  const v = String(text).replace(/\s+/g, '');
  const m = /^0?\.([0-9]*)$/.exec(v);
  if (!m) return { error: 'An octal code is written 0.d1d2…, like 0.77 (Kayles), 0.07 or 0.137: only codes starting "0." are supported.' };
  if (/[89]/.test(m[1])) return { error: 'Octal digits are 0 to 7.' };
  const ds = m[1].replace(/0+$/, '');
  if (!ds) return { error: 'The code needs a nonzero digit after the point: with only zeros no move is allowed.' };
  if (ds.length > maxDigits) return { error: `An octal code may have at most ${maxDigits} digits after the point.` };
  return { code: `0.${ds}` };
}

/** A legal block that knocks down fewest pins (for the computer with too many moves to list). */
function firstBlock(c) {
  const all = blocks(c.param, c.body);
  return all.sort((x, y) => x.k - y.k)[0] ?? null;
}

const text = (b) => (b.k === 1 ? `${b.from}` : `${b.from}-${b.to}`);

// A pin clicked first in play, waiting for the other end of its block. It
// belongs to one component object of one position: a new position (new
// objects) forgets it.
let pending = null;

/** Why knocking down pins lo..hi (1-based) is not a move, or null when it is. */
function refuse(c, lo, hi) {
  const cells = c.body;
  for (let i = lo; i <= hi; i++)
    if (cells[i - 1] !== 'o') return `Cell ${i} has no standing pin: a move knocks down adjacent standing pins of one run.`;
  const k = hi - lo + 1;
  const d = digits(c.param);
  let a = 0, b = 0;
  for (let i = lo - 2; i >= 0 && cells[i] === 'o'; i--) a++;
  for (let i = hi; i < cells.length && cells[i] === 'o'; i++) b++;
  const what = k === 1 ? `pin ${lo}` : `pins ${lo}-${hi}`;
  const where = a === 0 && b === 0 ? `the whole run of ${k}` : a === 0 || b === 0 ? `${k === 1 ? 'a pin' : `${k} pins`} from the end of a run of ${a + b + k}` : `${k === 1 ? 'a pin' : `${k} pins`} from the middle of a run of ${a + b + k}`;
  if (!d[k - 1]) return `Knocking down ${k} pin${k > 1 ? 's' : ''} at once is not a move here. ${ruleWords(c.param)}`;
  if (!allowed(d[k - 1], a, b)) return `Knocking down ${what} (${where}) is not allowed. ${ruleWords(c.param)}`;
  return null;
}

function block(c, lo, hi) {
  const why = refuse(c, lo, hi);
  return why ? { error: why } : { move: lo === hi ? `${lo}` : `${lo}-${hi}` };
}

function resize(cells, w) {
  if (w >= cells.length) return { body: cells + 'o'.repeat(w - cells.length) }; // new places hold pins
  return { body: cells.slice(0, w) };
}

/** Standing pin at (cx, cy): a skittle with a head, a neck stripe and a base. */
function pin(a, cx, cy, cls) {
  const g = s('g', { class: `pin${cls ? ' ' + cls : ''}` });
  g.append(
    s('ellipse', { cx, cy: cy + 13, rx: 8, ry: 2.5, class: 'pin-shadow' }),
    s('path', { d: `M${cx - 3},${cy - 5} C${cx - 9},${cy + 1} ${cx - 9},${cy + 10} ${cx - 5},${cy + 13} L${cx + 5},${cy + 13} C${cx + 9},${cy + 10} ${cx + 9},${cy + 1} ${cx + 3},${cy - 5} Z`, class: 'pin-body' }),
    s('circle', { cx, cy: cy - 9, r: 5, class: 'pin-body' }),
    s('rect', { x: cx - 3.5, y: cy - 5.5, width: 7, height: 2.6, rx: 1, class: 'pin-stripe' }));
  a.append(g);
}

/** A knocked place: a faint spot where a pin stood. */
function spot(a, cx, cy) {
  a.append(s('ellipse', { cx, cy: cy + 10, rx: 7, ry: 2.5, class: 'pin-spot' }));
}

/** Lanes for marked blocks so that overlapping ones do not hide each other. */
function lanes(marks) {
  const ends = [];
  return [...marks].sort((x, y) => x.from - y.from || x.to - y.to).map((m) => {
    let l = ends.findIndex((e) => e < m.from);
    if (l < 0) { l = ends.length; ends.push(0); }
    ends[l] = m.to;
    return { m, lane: l };
  });
}

export default {
  game: 'octal',
  noun: 'row',
  param: '0.77', // the code of a new row when the position has none
  tag: (c, mode) => (mode === 'edit' ? NAMES[c.param] ?? null : title(c.param)), // beside the row's name
  blank: (w) => 'o'.repeat(Math.min(Math.max(w, 1), 10)),
  random(w) {
    const len = rnd(5, Math.min(Math.max(w, 5), 13));
    const c = Array.from({ length: len }, () => (rnd(0, 5) ? 'o' : '.'));
    c[rnd(0, len - 1)] = 'o';
    return c.join('');
  },
  check: (c, draw) => (c.body.length > draw.cells ? `a row of ${c.body.length} pins is wider than this page draws (${draw.cells})` : null),
  legal: (c) => blocks(c.param, c.body).length,
  longMove: (c) => { const b = firstBlock(c); return b ? text(b) : null; },
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = `row ${v.index}`;
    const placed = lanes(v.marks.filter((m) => m.from >= 1 && m.to >= m.from));
    const nl = placed.reduce((n, x) => Math.max(n, x.lane + 1), 0);
    const top = 8 + Math.max(nl, 2) * 8;
    const marked = new Set();
    for (const { m } of placed) for (let i = m.from; i <= m.to; i++) marked.add(i);
    const picked = v.mode === 'play' && pending?.comp === v.comp ? pending.n : 0;
    const r = row(g, top, {
      cells, key: `c${v.index}`,
      label: (i, ch) => `${name}, cell ${i + 1}: ${ch === 'o' ? 'standing pin' : 'knocked down'}${picked === i + 1 ? ' (chosen: click the other end of the block)' : ''}${v.mode === 'play' && ch === 'o' ? '; Shift+Enter chooses it as one end of a block' : ''}`,
      cls: (i, ch) => [ch === 'o' ? '' : 'down', marked.has(i + 1) ? 'take' : '', picked === i + 1 ? 'picked' : ''].join(' '),
      drag: () => true,
      piece(ch, i, a, cx, cy) {
        if (ch === 'o') pin(a, cx, cy, marked.has(i + 1) ? 'knock' : '');
        else spot(a, cx, cy);
      },
    });
    for (const { m, lane } of placed) { // a bar over each winning block
      const a = r.cell(m.from), z = r.cell(m.to);
      if (!a || !z) continue;
      const y = top - 6 - lane * 8;
      g.append(s('path', { d: `M${a.x + 5},${y + 3} V${y} H${z.x + z.w - 5} V${y + 3}`, class: 'block-mark', 'data-move': m.move }));
    }
    return { width: cells.length * CELL, height: top + CELL + 18, cell: r.cell };
  },
  edit(c, a) {
    pending = null;
    const cells = c.body;
    if (a.kind === 'drag') { // every place from..to gets the opposite of where the drag began
      const lo = Math.min(a.from, a.to), hi = Math.max(a.from, a.to);
      const ch = cells[a.from - 1] === 'o' ? '.' : 'o';
      return { body: cells.slice(0, lo - 1) + ch.repeat(hi - lo + 1) + cells.slice(hi) };
    }
    const i = a.n - 1;
    return { body: cells.slice(0, i) + (cells[i] === 'o' ? '.' : 'o') + cells.slice(i + 1) };
  },
  move(c, a) {
    if (a.kind === 'drag') {
      pending = null;
      return block(c, Math.min(a.from, a.to), Math.max(a.from, a.to));
    }
    const n = a.n;
    if (pending?.comp === c) { // the other end of a block
      const first = pending.n;
      pending = null;
      return block(c, Math.min(first, n), Math.max(first, n));
    }
    pending = null;
    if (c.body[n - 1] !== 'o') return { error: `Cell ${n} has no standing pin: click a pin (drag across pins to knock down several).` };
    if (a.shift) { // Shift+click / Shift+Enter: this pin is one end of a block
      pending = { comp: c, n };
      return { info: `Pin ${n} chosen as one end: click or press Enter on the other end (the same pin knocks it alone). ${ruleWords(c.param)}` };
    }
    if (!refuse(c, n, n)) return { move: `${n}` };
    if (blocks(c.param, c.body).some((b) => b.from === n || b.to === n)) {
      pending = { comp: c, n };
      return { info: `Pin ${n} chosen: now click the pin at the other end of the block. ${ruleWords(c.param)}` };
    }
    return { error: `No move here starts or ends at pin ${n}. ${ruleWords(c.param)}` };
  },
  fields: (c, limits, draw) => [
    { key: 'code', label: 'code', value: c.param, text: true, title: 'the octal code 0.d1d2…: d_k says where k adjacent pins may be knocked down (1 a whole run, 2 from an end, 4 from the middle, added up)' },
    { key: 'width', label: 'width', value: c.body.length, min: 1, max: draw.cells },
  ],
  setField(c, key, value, limits, draw) {
    if (key === 'code') {
      const r = readCode(value, limits?.octal_digits);
      return r.error ? r : { param: r.code, group: true };
    }
    const r = whole(value, 1, draw.cells, 'The width');
    return r.error ? r : resize(c.body, r.n);
  },
};
