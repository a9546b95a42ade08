// boards/octal.js — octal games on a row of pins: Kayles (0.77), Dawson's
// Kayles (0.07), Dawson's chess (0.137) and any code 0.d1d2…. Each run of
// standing pins is a heap; a move knocks down adjacent pins of one run where
// the code allows (the engine decides, and says the rule when it refuses).
// Edit: click a place to stand or knock a pin; drag to do a stretch at once;
// the code and the width are fields.
// Play: click a pin to knock it down alone; drag across adjacent pins, or
// click one end and then the other (Shift+click or Shift+Enter marks an end),
// to knock down a block.

import { s } from '../kit/svg.js';
import { CELL, row, whole, rnd, words as common } from './common.js';
import { xorText } from './checkers.js';
import { state } from '../kit/state.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./octal.zh.js') })]);

/** The engine's names of codes in the page's language (a name it lists
 *  that is not here shows as the engine wrote it). */
const NAMES = {
  'Kayles': () => tr('Kayles'),
  "Dawson's Kayles": () => tr("Dawson's Kayles"),
  "Dawson's chess": () => tr("Dawson's chess"),
  'Officers': () => tr('Officers'),
};

/** The names of codes, as the engine lists them (info(): this game's "codes"). */
const nameOf = (code) => {
  const name = state.info?.games?.find((g) => g.name === 'octal')?.codes?.find((k) => k.code === code && k.rows)?.name;
  return name && NAMES[name] ? NAMES[name]() : name;
};

/** "Kayles (0.77)", or "octal 0.156" for a code without a name. */
export function title(code) {
  return nameOf(code) ? `${nameOf(code)} (${code})` : tr('octal {code}', { code });
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

function note(c) {
  const cells = c.body;
  const name = nameOf(c.param) ? `${nameOf(c.param)} (${c.param})` : tr('The octal game {code}', { code: c.param });
  const runs = c.runs ?? [];
  const marks = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 'o') marks.push({ i: i + 1, cls: 'edge', sym: '' });
  const spans = runs.map(([first, len, sg]) => ({ from: first, to: first + len - 1, label: `${len} · SG ${sg}`, short: String(sg), cls: 'odd' }));
  return {
    unit: 'cell', marks, spans, heap: c.sg,
    lines: [
      tr("Each run of standing pins is one heap: the knocked-down places (and the row's ends) separate runs that can never touch again. {name} says which blocks a move may knock down.", { name }),
      tr('A move knocks down a block inside one run: from an end it shortens the run, from the middle it splits the run in two — the heap becomes two heaps, worth the XOR of their values.'),
      tr('So a run of n pins has the value G(n) of the code\'s sequence (open "SG sequences" to see it and its period), and the row is the XOR of its runs.'),
      runs.length
        ? tr('Runs: {list} → {sg}.', {
          list: runs.map(([f, l, g]) => (l === 1 ? tr('pin {f} (G({l}) = {g})', { f, l, g }) : tr('pins {f}–{t} (G({l}) = {g})', { f, t: f + l - 1, l, g }))).join(tr('; ')),
          sg: xorText(runs.map((x) => x[2]), c.sg),
        })
        : tr('No pin is standing: no move is left. SG = 0.'),
    ],
  };
}

const block = (lo, hi) => ({ move: lo === hi ? `${lo}` : `${Math.min(lo, hi)}-${Math.max(lo, hi)}`, pick: null });

const FAMILY = { kayles: ['0.77', () => tr('Kayles')], 'dawson-kayles': ['0.07', () => tr("Dawson's Kayles")], 'dawson-chess': ['0.137', () => tr("Dawson's chess")] }; // the explorer's presets

export default {
  game: 'octal',
  css: new URL('./octal.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Octal games (Kayles)'); },
  get noun() { return tr('row'); },
  row: true, // the body is a row of cells; moves' from/to are its cells (1-based)
  param: '0.77', // the code of a new row when the position has none
  tag: (c, mode) => (mode === 'edit' ? nameOf(c.param) ?? null : title(c.param)), // beside the row's name
  get intro() { return tr('A row of pins is a sum of heaps: each run of standing pins is a heap of the octal game.'); },
  get sums() { return [[tr('A Kayles row beside a Nim heap'), 'nim:3+octal(0.77):ooo.oooo']]; },
  get exercises() {
    return [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
      ['octal(0.137):oooooooooooooooooo', 'move', tr("Dawson's chess on a line of 18 squares: find the winning move."), tr("§4.4, Example 3 (Dawson's chess)")],
      ['octal(0.77):o.ooooooooooo', 'moves', tr('The Kayles problem of Dudeney and Loyd: 13 pins, the second knocked down. Which pin(s) should be knocked down?'), tr('§4.5, Exercise 4')],
    ];
  },
  get examples() {
    return [
      [tr('Kayles (0.77): a row of 7 pins'), 'octal(0.77):ooooooo'],
      [tr('Kayles: rows of 3 and 5 pins'), 'octal(0.77):ooo.ooooo'],
      [tr('Kayles: two equal rows (a P-position)'), 'octal(0.77):oooo,oooo'],
      [tr("Dawson's Kayles (0.07): 10 pins"), 'octal(0.07):oooooooooo'],
      [tr("Dawson's chess (0.137): 8 pins"), 'octal(0.137):oooooooo'],
      [tr('Officers (0.6): 9 pins with gaps'), 'octal(0.6):ooo.oo.oooo'],
    ];
  },
  blank: (w) => 'o'.repeat(Math.min(Math.max(w, 1), 10)),
  random() {
    const code = ['0.77', '0.07', '0.137', '0.6'][rnd(0, 3)];
    return `octal(${code}):${Array.from({ length: rnd(2, 4) }, () => {
      const len = rnd(5, 13);
      const c = Array.from({ length: len }, () => (rnd(0, 5) ? 'o' : '.'));
      c[rnd(0, len - 1)] = 'o';
      return c.join('');
    }).join(',')}`;
  },
  check: (c, draw) => (c.body.length > draw.cells ? tr('a row of {n} pins is wider than this page draws ({max})', { n: c.body.length, max: draw.cells }) : null),
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = tr('row {i}', { i: v.index });
    const placed = lanes(v.marks.filter((m) => m.from >= 1 && m.to >= m.from));
    const nl = placed.reduce((n, x) => Math.max(n, x.lane + 1), 0);
    const top = 8 + Math.max(nl, 2) * 8;
    const marked = new Set();
    for (const { m } of placed) for (let i = m.from; i <= m.to; i++) marked.add(i);
    const picked = v.mode === 'play' && v.pick?.comp === v.index ? v.pick.n : 0;
    const r = row(g, top, {
      cells, key: `c${v.index}`, view: v,
      label: (i, ch) => {
        let t = ch === 'o' ? tr('{name}, cell {c}: standing pin', { name, c: i + 1 }) : tr('{name}, cell {c}: knocked down', { name, c: i + 1 });
        if (picked === i + 1) t = tr('{what} (chosen: click the other end of the block)', { what: t });
        if (v.mode === 'play' && ch === 'o') t = tr('{what}; Shift+Enter chooses it as one end of a block', { what: t });
        return t;
      },
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
  gesture(c, a, ctx) {
    const cells = c.body;
    if (ctx.mode === 'edit') {
      if (a.kind === 'drag') { // every place from..to gets the opposite of where the drag began
        const lo = Math.min(a.from, a.to), hi = Math.max(a.from, a.to);
        const ch = cells[a.from - 1] === 'o' ? '.' : 'o';
        return { body: cells.slice(0, lo - 1) + ch.repeat(hi - lo + 1) + cells.slice(hi) };
      }
      const i = a.n - 1;
      return { body: cells.slice(0, i) + (cells[i] === 'o' ? '.' : 'o') + cells.slice(i + 1) };
    }
    if (a.kind === 'drag') return block(a.from, a.to);
    const n = a.n;
    const pending = ctx.pick?.comp === ctx.index ? ctx.pick.n : 0;
    if (pending) return block(pending, n); // the other end of a block
    if (cells[n - 1] !== 'o') return { error: tr('Cell {n} has no standing pin: click a pin (drag across pins to knock down several).', { n }) };
    const chosen = { pick: { comp: ctx.index, n } };
    if (a.shift) return { ...chosen, info: tr('Pin {n} chosen as one end: click or press Enter on the other end (the same pin knocks it alone).', { n }) };
    if (!ctx.moves) return { move: `${n}` }; // too many moves to list: the engine decides
    if (ctx.moves.some((m) => m.move.endsWith(`:${n}`))) return { move: `${n}` };
    if (ctx.moves.some((m) => m.from === n || m.to === n)) return { ...chosen, info: tr('Pin {n} chosen: now click the pin at the other end of the block.', { n }) };
    return { move: `${n}` }; // not a move: the engine says why, with the code's rule
  },
  fields: (c, limits, draw) => [
    { key: 'code', label: tr('code'), value: c.param, text: true, title: tr('the octal code 0.d1d2…: d_k says where k adjacent pins may be knocked down (1 a whole run, 2 from an end, 4 from the middle, added up)') },
    { key: 'width', label: tr('width'), value: c.body.length, min: 1, max: draw.cells },
  ],
  setField(c, key, value, limits, draw) {
    if (key === 'code') {
      const v = String(value).replace(/\s+/g, '');
      if (!v) return { error: tr('The code is empty: type an octal code such as 0.77 (Kayles).') };
      if (!/^0?\.\d*$/.test(v)) return { error: tr('An octal code is written 0.d1d2…, like 0.77 (Kayles), 0.07 or 0.137.') };
      if (/[89]/.test(v)) return { error: tr('Octal digits are 0 to 7.') };
      return { param: v, group: true }; // the engine checks the rest and says what is wrong
    }
    const r = whole(value, 1, draw.cells, tr('The width'));
    return r.error ? r : resize(c.body, r.n);
  },
  notes: note,
  quiz: (r) => `octal(${r.pick(['0.77', '0.07', '0.137'])}):${Array.from({ length: r.int(1, 2) }, () => {
    const len = r.int(5, 9), cells = Array(len).fill('o');
    for (let k = r.int(0, 2); k > 0; k--) cells[r.int(0, len - 1)] = '.';
    return cells.join('');
  }).join(',')}`,
  get families() {
    return [
      ...Object.entries(FAMILY).map(([id, [code, name]]) => ({ id, label: tr('{name} (octal {code}): a row of n pins', { name: name(), code }), fields: [], family: () => ({ text: `octal(${code})` }), n: 200 })),
      {
        id: 'octal', label: tr('Octal game 0.d1d2…: a row of n pins'), n: 200,
        fields: [{ key: 'code', label: tr('code') + ' ', value: '0.156', title: tr('d_k says where k adjacent pins may be knocked down: 1 a whole run, 2 from an end, 4 from the middle, added up') }],
        family: ({ code }) => {
          const v = code.replace(/\s+/g, '');
          if (!/^0?\.[0-7]+$/.test(v)) return { error: tr('An octal code is 0. followed by digits 0 to 7, like 0.77 (Kayles) or 0.137.') };
          return { text: `octal(${v.startsWith('.') ? '0' + v : v})` };
        },
      },
    ];
  },
  familyOf: (c) => {
    const id = Object.keys(FAMILY).find((k) => FAMILY[k][0] === c.param);
    return id ? { id, values: {} } : { id: 'octal', values: { code: c.param } };
  },
  aboutSequence(seq) {
    if (seq.period == null) return tr('The periodicity theorem needs SG(n + p) = SG(n) from n0 up to about 2·n0 + p: try a larger n.');
    if (seq.preperiod > 0) return tr('The last exception is a row of {k} pins; from {n} pins on, the values repeat every {p}.', { k: seq.preperiod - 1, n: seq.preperiod, p: seq.period });
    return '';
  },
};
