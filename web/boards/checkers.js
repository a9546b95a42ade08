// boards/checkers.js — jumping checkers (HDU 5724): each component a row of
// cells, "o" a piece. The engine knows where a piece lands (the next empty
// cell, over the block beside it); the board names the piece.
// Edit: click a cell to place or remove a piece, drag a piece to move it.
// Play: click a piece to make its one move (or drag it there).

import { s } from '../kit/svg.js';
import { CELL, row, arrow, setCell, whole, rnd, words as common } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./checkers.zh.js') })]);

function resize(cells, w) {
  if (w >= cells.length) return { body: '.'.repeat(w - cells.length) + cells };
  const cut = cells.length - w; // cells leave on the left: the right edge is the ground
  const p = cells.slice(0, cut).indexOf('o');
  if (p >= 0) return { error: tr("Can't make the row {w} wide: a piece stands in column {c}. Remove it first.", { w, c: p + 1 }) };
  return { body: cells.slice(cut) };
}

const row20 = (...cols) => { const c = Array(20).fill('.'); for (const p of cols) c[p - 1] = 'o'; return c.join(''); };

function randomRow(w, r) {
  const c = Array(w).fill('.');
  for (let k = r.int(1, Math.min(6, w - 1)); k > 0; k--) c[r.int(Math.floor(w / 3), w - 1)] = 'o';
  return c.join('');
}

/** Stair of each cell: empty cells to its right (the staircase-Nim view). */
export function stairsOf(cells) {
  const stair = new Array(cells.length).fill(-1);
  let edges = 0;
  for (let i = cells.length - 1; i >= 0; i--) {
    if (cells[i] === 'o') stair[i] = edges;
    else edges++;
  }
  return stair;
}

function note(c) {
  const cells = c.body;
  const stair = stairsOf(cells);
  const marks = [], spans = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 'o') marks.push({ i: i + 1, cls: 'edge', sym: '' });
  for (let i = 0; i < cells.length;) {
    if (cells[i] !== 'o') { i++; continue; }
    let j = i;
    while (j + 1 < cells.length && cells[j + 1] === 'o') j++;
    const k = stair[i];
    spans.push({ from: i + 1, to: j + 1, label: k === 0 ? tr('ground') : tr('stair {k}: {n}', { k, n: j - i + 1 }), short: String(k), cls: k === 0 ? 'floor' : k % 2 ? 'odd' : 'even' });
    i = j + 1;
  }
  const odd = (c.stairs ?? []).map((v, k) => [k, v]).filter(([k, v]) => k % 2 === 1 && v > 0);
  return {
    unit: 'cell', marks, spans, heap: c.sg,
    lines: [
      tr('Read the row from the right: every empty cell is the edge of a stair. Pieces right of the last empty cell stand on the ground; between the 1st and 2nd empty cell (from the right) is stair 1, and so on.'),
      tr('A move takes a piece and the pieces right of it in its block one stair down — exactly a move of staircase Nim. Pieces on the ground cannot move.'),
      odd.length
        ? tr('Only odd stairs count: {stairs} → {sg}.', { stairs: odd.map(([k, v]) => tr('stair {k}: {n}', { k, n: v })).join(tr(', ')), sg: xorText(odd.map(([, v]) => v), c.sg) })
        : tr('Only odd stairs count: no pieces on odd stairs → {sg}.', { sg: xorText([], c.sg) }),
    ],
  };
}

/** "SG = 3 ⊕ 5 = 6", "SG = 3" or "SG = 0" (nothing to XOR). */
export function xorText(values, result) {
  if (values.length === 0) return `SG = ${result}`;
  if (values.length === 1) return `SG = ${values[0]}`;
  return `SG = ${values.join(' ⊕ ')} = ${result}`;
}

export default {
  game: 'checkers',
  css: new URL('./checkers.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Jumping checkers (HDU 5724)'); },
  get noun() { return tr('row'); },
  row: true, // the body is a row of cells; moves' from/to are its cells (1-based)
  get intro() { return tr('A checkers row is staircase Nim in disguise.'); },
  get examples() {
    return [
      [tr('Three rows'), 'checkers:' + [row20(1, 5, 6, 12), row20(14, 17, 18), row20(3, 19)].join(',')], // first: it opens when the game is picked, and has moves to play
      [tr('HDU 5724 sample 1: pieces on 19, 20 (no move left)'), 'checkers:' + row20(19, 20)],
      [tr('HDU 5724 sample 2: rows {a} and {b}', { a: '{19}', b: '{18}' }), 'checkers:' + row20(19) + ',' + row20(18)],
    ];
  },
  blank: (w) => '.'.repeat(Math.max(w - 2, 0)) + 'o.',
  random: (w) => `checkers:${Array.from({ length: rnd(1, 3) }, () => randomRow(w, { int: rnd })).join(',')}`,
  check: (c, draw) => (c.body.length > draw.cells ? tr('a checkers row of {n} cells is wider than this page draws ({max})', { n: c.body.length, max: draw.cells }) : null),
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = tr('row {i}', { i: v.index });
    const from = new Set(v.marks.map((m) => m.from));
    const to = new Set(v.marks.map((m) => m.to));
    const r = row(g, 30, {
      cells, key: `c${v.index}`, view: v,
      label: (i, ch) => (ch === 'o' ? tr('{name}, column {c}: piece', { name, c: i + 1 }) : tr('{name}, column {c}: empty', { name, c: i + 1 })),
      cls: (i) => (from.has(i + 1) ? 'from' : to.has(i + 1) ? 'to' : ''),
      drag: (ch) => ch === 'o',
      piece(ch, i, a, cx, cy) {
        if (ch === 'o') a.append(s('circle', { cx, cy, r: CELL * 0.36, class: 'piece dark' }));
      },
    });
    for (const m of v.marks) arrow(g, r.cell(m.from), r.cell(m.to));
    return { width: cells.length * CELL, height: 30 + CELL + 18, cell: r.cell };
  },
  gesture(c, a, ctx) {
    const cells = c.body;
    if (ctx.mode === 'play') {
      if (a.kind === 'drag') return a.from === a.to ? { move: `${a.from}>` } : { move: `${a.from}>${a.to}` };
      if (cells[a.n - 1] !== 'o') return { error: tr('Click a piece: it moves right to the next cell, or jumps the pieces beside it.') };
      return { move: `${a.n}>` }; // the one move of that piece, wherever the engine says it lands
    }
    if (a.kind === 'drag') {
      if (a.from === a.to) return { body: cells };
      if (cells[a.to - 1] === 'o') return { error: tr("Two pieces can't share a cell: column {c} already has a piece.", { c: a.to }) };
      return { body: setCell(setCell(cells, a.from - 1, '.'), a.to - 1, 'o') };
    }
    return { body: setCell(cells, a.n - 1, cells[a.n - 1] === 'o' ? '.' : 'o') };
  },
  fields: (c, limits, draw) => [{ key: 'width', label: tr('width'), value: c.body.length, min: 1, max: draw.cells }],
  setField(c, key, value, limits, draw) {
    const r = whole(value, 1, draw.cells, tr('The width'));
    return r.error ? r : resize(c.body, r.n);
  },
  notes: note,
  quiz: (r) => `checkers:${Array.from({ length: r.int(1, 2) }, () => {
    const len = r.int(7, 10), cells = Array(len).fill('.');
    for (let k = r.int(2, 4); k > 0;) { const i = r.int(0, len - 1); if (cells[i] === '.') { cells[i] = 'o'; k--; } }
    return cells.join('');
  }).join(',')}`,
};
